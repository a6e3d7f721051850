import Foundation
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports

/// Artifact locations relative to `%SRCROOT%`, as GitHub code scanning wants them.
@Suite("SARIF artifact locations")
struct SARIFLocationTests {
    static let tool = SARIFToolInfo(name: "legible", version: "0.1.0")

    static func run(_ report: CheckReport, root: String) throws -> [String: Any] {
        let sarif = report.renderSARIF(tool: tool, sourceRoot: SARIFSourceRoot(absolutePath: root))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        return try #require((object["runs"] as? [[String: Any]])?.first)
    }

    /// The first result's location and its related (background) location.
    static func artifacts(_ run: [String: Any]) throws -> (primary: [String: Any], related: [String: Any]) {
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        func artifact(_ key: String) throws -> [String: Any] {
            let location = try #require((result[key] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            return try #require(physical["artifactLocation"] as? [String: Any])
        }
        return (try artifact("locations"), try artifact("relatedLocations"))
    }

    static func report(foregroundFile: String, backgroundFile: String) -> CheckReport {
        var pairs = CheckSamples.pairs
        pairs[1].foreground.location.file = foregroundFile
        pairs[1].background.location.file = backgroundFile
        return CheckReport(pairs: Array(pairs[1...1]))
    }

    @Test func aRelativePathGetsTheSourceRootBase() throws {
        let run = try Self.run(Self.report(foregroundFile: "tokens/a.json", backgroundFile: "./tokens/../b.css"),
                               root: "/work/app")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///work/app/"]])
        let (primary, related) = try Self.artifacts(run)
        #expect(primary as? [String: String] == ["uri": "tokens/a.json", "uriBaseId": "%SRCROOT%"])
        #expect(related as? [String: String] == ["uri": "b.css", "uriBaseId": "%SRCROOT%"])
    }

    @Test func anAbsolutePathUnderTheRootBecomesRelative() throws {
        let run = try Self.run(
            Self.report(foregroundFile: "/work/app/tokens/a.json", backgroundFile: "/work/app/b.css"),
            root: "/work/app/")
        let (primary, related) = try Self.artifacts(run)
        #expect(primary as? [String: String] == ["uri": "tokens/a.json", "uriBaseId": "%SRCROOT%"])
        #expect(related as? [String: String] == ["uri": "b.css", "uriBaseId": "%SRCROOT%"])
    }

    @Test func spacesAndOtherCharactersArePercentEncoded() throws {
        let run = try Self.run(Self.report(foregroundFile: "my tokens/é#1.json", backgroundFile: "/my app/x y.css"),
                               root: "/my app")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///my%20app/")
        let (primary, related) = try Self.artifacts(run)
        #expect(primary["uri"] as? String == "my%20tokens/%C3%A9%231.json")
        #expect(related["uri"] as? String == "x%20y.css")
        // Decoding the reference gives the path back: nothing was encoded twice.
        #expect((primary["uri"] as? String)?.removingPercentEncoding == "my tokens/é#1.json")
    }

    @Test func aPathOutsideTheRootStaysAnAbsoluteFileURIWithoutABase() throws {
        let run = try Self.run(Self.report(foregroundFile: "/etc/other tokens.json", backgroundFile: "../sibling/b.css"),
                               root: "/work/app")
        let (primary, related) = try Self.artifacts(run)
        #expect(primary as? [String: String] == ["uri": "file:///etc/other%20tokens.json"])
        #expect(related as? [String: String] == ["uri": "file:///work/sibling/b.css"])
        // A folder whose name merely starts like the root's is outside it.
        let lookalike = try Self.run(Self.report(foregroundFile: "/work/application/a.json", backgroundFile: "b.css"),
                                     root: "/work/app")
        #expect(try Self.artifacts(lookalike).primary as? [String: String] == ["uri": "file:///work/application/a.json"])
    }

    @Test func fixesAndNotificationsUseTheSameBase() throws {
        var report = CheckSamples.report()
        report.addSuggestions()
        let source = Array("{\n  \"fg\": {\"$value\": \"#777777\"}\n}\n".utf8)
        report.results[1].pair.foreground.location = SourceLocation(file: "a.json", line: 2, column: 20, offset: 21)
        report.addSuggestionEdits { $0 == "a.json" ? source : nil }
        let run = try Self.run(report, root: "/r")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let change = try #require(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect(change["artifactLocation"] as? [String: String] == ["uri": "a.json", "uriBaseId": "%SRCROOT%"])
        let notification = try #require(((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]
            as? [[String: Any]])?.first)
        let artifact = ((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
            "artifactLocation"] as? [String: String]
        #expect(artifact == ["uri": "tokens/my%20colors.json", "uriBaseId": "%SRCROOT%"])
    }

    @Test func withoutARootNoBaseIsWritten() throws {
        let sarif = Self.report(foregroundFile: "a b.json", backgroundFile: "/abs/b.css").renderSARIF(tool: Self.tool)
        #expect(!sarif.contains("originalUriBaseIds") && !sarif.contains("uriBaseId"))
        #expect(sarif.contains("\"uri\": \"a%20b.json\"") && sarif.contains("\"uri\": \"file:///abs/b.css\""))
    }

    @Test func rootsAndNormalForms() {
        #expect(SARIFSourceRoot(absolutePath: "relative/dir") == nil)
        #expect(SARIFSourceRoot(absolutePath: "/")?.uri == "file:///")
        #expect(SARIFSourceRoot(absolutePath: "/")?.relativePath(of: "/a/b") == "a/b")
        #expect(SARIFSourceRoot(absolutePath: "/a//b/./c/..")?.path == "/a/b")
        #expect(SARIFSourceRoot(absolutePath: "/a")?.relativePath(of: "/a") == nil)
        #expect(SARIFURI.normalized("../x/./y/../z") == "../x/z")
        #expect(SARIFURI.normalized("/../x") == "/x")
        #expect(SARIFURI.normalized("a/..") == ".")
    }
}
