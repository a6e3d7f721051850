import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports

/// Collapses (WCAG 1.4.1) in baselines: recorded, read back, and reported as baselined everywhere.
@Suite("Baselined collapses")
struct CollapseBaselineTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The sample report with every pair failure baselined and the regression removed, so only
    /// collapses can fail it.
    static func reportWithoutPairFailures() -> CheckReport {
        var report = CheckSamples.report()
        report.results.removeLast()
        var baseline = CheckBaseline(recording: report)
        baseline.collapses = []
        report.apply(baseline: baseline)
        return report
    }

    @Test func recordingKeepsEveryCollapseAndRoundTrips() throws {
        let report = CheckSamples.report()
        #expect(report.collapseCount >= 1)
        let baseline = CheckBaseline(recording: report)
        #expect(baseline.collapses.count == report.collapseCount)
        let text = baseline.render()
        let parsed = try CheckBaseline(parsing: Array(text.utf8), path: "b.json")
        #expect(parsed == baseline)
        #expect(parsed.render() == text)
        let collapses = try #require(try Self.object(text)["collapses"] as? [[String: Any]])
        let conditions = (report.distinction?.findings ?? []).map(\.collapse.condition.rawValue).sorted()
        #expect(collapses.map { $0["deficiency"] as? String } == conditions.map(Optional.some))
        for entry in collapses {
            #expect(entry["set"] as? String == "status" && entry["appearance"] as? String == "light")
            #expect(entry["names"] as? [String] == ["status.error", "status.success"])
        }
    }

    @Test func aBaselinedCollapseNoLongerFailsTheRun() throws {
        var report = Self.reportWithoutPairFailures()
        #expect(report.hasFailures)  // the collapses
        #expect(report.newCollapseCount == report.collapseCount)
        report.apply(baseline: CheckBaseline(recording: report))
        #expect(!report.hasFailures)
        #expect(report.newCollapseCount == 0 && report.baselinedCollapseCount == report.collapseCount)
        let json = try Self.object(report.renderJSON())
        let collapses = try #require(json["collapses"] as? [[String: Any]])
        #expect(collapses.count == report.collapseCount)
        #expect(collapses.allSatisfy { $0["status"] as? String == "baselined" })
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["collapses"] == 0)
        #expect(summary["baselined"] == report.baselinedCount + report.collapseCount)
        #expect(summary["failed"] == 0)
    }

    @Test func onlyTheRecordedConditionIsBaselinedAndNameOrderDoesNotMatter() throws {
        var report = Self.reportWithoutPairFailures()
        let findings = try #require(report.distinction?.findings)
        let first = try #require(findings.first)
        // The entry written with the names the other way round still matches.
        let swapped = CollapseKey(set: first.set.name, appearance: first.set.appearance,
                                  first: "status.success", second: "status.error", condition: first.collapse.condition)
        #expect(swapped == first.key)
        var baseline = CheckBaseline(recording: report)
        baseline.collapses = [swapped]
        report.apply(baseline: baseline)
        #expect(report.baselinedCollapseCount == 1)
        #expect(report.newCollapseCount == findings.count - 1)
        #expect(report.hasFailures == (findings.count > 1))
        let statuses = try #require(try Self.object(report.renderJSON())["collapses"] as? [[String: Any]])
            .map { $0["status"] as? String }
        #expect(statuses == findings.indices.map { $0 == 0 ? "baselined" : "fail" })
        // Another appearance or set is another collapse.
        for other in [CollapseKey(set: first.set.name, appearance: "dark", first: "status.error", second: "status.success",
                                  condition: first.collapse.condition),
                      CollapseKey(set: "chart", appearance: first.set.appearance, first: "status.error",
                                  second: "status.success", condition: first.collapse.condition)] {
            baseline.collapses = [other]
            report.apply(baseline: baseline)
            #expect(report.baselinedCollapseCount == 0)
        }
    }

    @Test func aBaselineFileWithoutCollapsesIsStillRead() throws {
        // As Legible wrote baselines before collapses could be recorded.
        let old = """
            {
              "version": 1,
              "failures": [
                {"foreground": "fg.muted", "background": "bg.default", "appearance": "light", "level": "AA", "role": "text"}
              ]
            }
            """
        let baseline = try CheckBaseline(parsing: Array(old.utf8), path: "old.json")
        #expect(baseline.failures.count == 1 && baseline.collapses.isEmpty)
        var report = Self.reportWithoutPairFailures()
        report.apply(baseline: baseline)
        #expect(report.hasFailures)  // collapses are not in it
        #expect(report.newCollapseCount == report.collapseCount)
        // And a baseline without collapses is written without the key, as before.
        #expect(!CheckBaseline(failures: baseline.failures).render().contains("collapses"))
    }

    @Test(arguments: [
        ("{\"version\": 1, \"failures\": [], \"collapses\": {}}", "\"collapses\" must be an array", 1, 45),
        ("{\"version\": 1, \"failures\": [], \"collapses\": [\n 3]}", "each collapse must be an object", 2, 2),
        ("{\"version\": 1, \"failures\": [], \"collapses\": [\n {\"names\": [\"a\"], \"deficiency\": \"grayscale\"}]}", "two different token names", 2, 12),
        ("{\"version\": 1, \"failures\": [], \"collapses\": [\n {\"names\": [\"a\", \"a\"], \"deficiency\": \"grayscale\"}]}", "two different", 2, 12),
        ("{\"version\": 1, \"failures\": [], \"collapses\": [\n {\"names\": [\"a\", \"b\"], \"deficiency\": \"gray\"}]}", "unknown collapse \"deficiency\" \"gray\"", 2, 38),
        ("{\"version\": 1, \"failures\": [], \"collapses\": [\n {\"names\": [\"a\", \"b\"], \"deficiency\": \"normal\", \"set\": 1}]}", "\"set\" must be a string", 2, 55),
    ])
    func malformedCollapsesAreErrorsWithTheirPosition(text: String, message: String, line: Int, column: Int) {
        do {
            _ = try CheckBaseline(parsing: Array(text.utf8), path: "b.json")
            Issue.record("\(text) should be rejected")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.location.line == line && error.location.column == column, "\(error.location)")
        }
    }

    @Test func everyFormatShowsABaselinedCollapseAsBaselined() throws {
        var report = Self.reportWithoutPairFailures()
        report.apply(baseline: CheckBaseline(recording: report))
        let collapses = report.collapseCount
        // SARIF: level note, baselineState unchanged; still valid against the schema.
        let sarif = report.renderSARIF(tool: SARIFToolInfo(name: "legible", version: "0.1.0"))
        let results = try #require((try Self.object(sarif)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let useOfColor = results.filter { $0["ruleId"] as? String == "wcag-1.4.1" }
        #expect(useOfColor.count == collapses)
        for result in useOfColor {
            #expect(result["level"] as? String == "note")
            #expect(result["baselineState"] as? String == "unchanged")
        }
        #expect(try SARIFSchemaTests.errors(sarif).isEmpty)
        // JUnit: skipped, not failed.
        let xml = report.renderJUnit()
        #expect(xml.contains("<testsuite name=\"use of color (WCAG 1.4.1)\" tests=\"\(collapses)\" failures=\"0\" errors=\"0\" skipped=\"\(collapses)\">"))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        // GitHub: notices, no errors.
        let github = report.renderGitHubCommands()
        #expect(!github.contains("::error"))
        #expect(github.components(separatedBy: "title=Baselined use of color::").count - 1 == collapses)
        // Markdown: passes, and each collapse is marked.
        let markdown = report.renderMarkdown()
        #expect(markdown.contains("✅ **"))
        #expect(markdown.contains("collapses (WCAG 1.4.1): 0 new, \(collapses) baselined"))
        #expect(markdown.components(separatedBy: "- baselined: status.error and status.success").count - 1 == collapses)
        // Text: a baselined section naming each one.
        let text = report.renderText(style: .plain)
        #expect(text.contains("Baselined collapses (recorded in the baseline; they do not fail the run):\n"
            + "  status.error and status.success (light) under "))
    }

    @Test func newCollapsesAreMarkedNewInSARIFWhenABaselineIsUsed() throws {
        var report = Self.reportWithoutPairFailures()
        report.apply(baseline: CheckBaseline())
        let results = try #require((try Self.object(report.renderSARIF(tool: SARIFToolInfo(name: "legible", version: "0")))["runs"]
            as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        for result in results where result["ruleId"] as? String == "wcag-1.4.1" {
            #expect(result["level"] as? String == "error")
            #expect(result["baselineState"] as? String == "new")
        }
        #expect(report.hasFailures)
    }
}
