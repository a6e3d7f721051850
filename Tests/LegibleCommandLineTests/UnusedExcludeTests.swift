import Foundation
import Testing
@testable import LegibleCommandLine

/// An `exclude` glob that leaves nothing out is a warning in every format; an empty one is a
/// usage error.
@Suite("exclude that matches nothing") struct UnusedExcludeTests {
    static let css = ":root { --fg: #595959; --fg-muted: #949494; --bg: #ffffff; }\n"

    @Test func anEmptyExcludeIsAUsageError() throws {
        let dir = try CheckConfigurationTests.directory(["a.css": Self.css])
        let run = runCLI(["check", "a.css", "--exclude", ""], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: invalid value '' for '--exclude': expected a non-empty glob\n"),
                "\(run.standardError)")
    }

    @Test func aGlobMatchingNothingIsAWarningInEveryFormat() throws {
        let dir = try CheckConfigurationTests.directory(["a.css": Self.css])
        let arguments = ["check", "a.css", "--exclude", "legacy.*", "--exclude", "fg-muted", "--exclude", "old/**"]
        let json = runCLI(arguments + ["--format", "json"], currentDirectory: dir)
        let object = try CheckConfigurationTests.json(json)
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["kind"] as? String } == ["unused-exclude", "unused-exclude"])
        #expect(warnings.map { $0["message"] as? String }
            == ["exclude 'old/**' matched no file and no token", "exclude 'legacy.*' matched no file and no token"])
        // fg-muted (3.03:1) was excluded, so the run passes: the warnings do not fail it.
        #expect(json.status == 0, "\(json.standardError)")
        let text = runCLI(arguments, currentDirectory: dir)
        #expect(text.standardOutput.contains("exclude 'legacy.*' matched no file and no token"))
        for format in ["sarif", "junit", "github", "markdown"] {
            let run = runCLI(arguments + ["--format", format], currentDirectory: dir)
            // JUnit and Markdown escape the quotes and the `*`; the sentence is there in each.
            #expect(run.standardOutput.contains("matched no file and no token"), "\(format)")
        }
        #expect(runCLI(arguments + ["--format", "github"], currentDirectory: dir).standardOutput
            .contains("title=Exclude matched nothing::"))
        // An exclude that leaves something out warns about nothing.
        let used = try CheckConfigurationTests.json(runCLI(["check", "a.css", "--exclude", "fg-muted", "--format", "json"],
                                                           currentDirectory: dir))
        #expect((used["warnings"] as? [Any])?.isEmpty == true)
    }
}
