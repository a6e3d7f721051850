import Foundation
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports

@Suite("Check report: regressions, baselines, ignore")
struct CheckRegressionBaselineTests {
    @Test func standardAppearanceOfIncreasedContrastVariants() {
        #expect(ContrastRegression.standardAppearance(of: "dark-high-contrast") == "dark")
        #expect(ContrastRegression.standardAppearance(of: "light-high-contrast") == "light")
        #expect(ContrastRegression.standardAppearance(of: "brand-hc") == "brand")
        #expect(ContrastRegression.standardAppearance(of: "high-contrast") == "light")
        #expect(ContrastRegression.standardAppearance(of: "dark") == nil)
        #expect(ContrastRegression.standardAppearance(of: "-high-contrast") == nil)
    }

    @Test func lowerContrastInHighContrastIsARegressionEvenWhenItPasses() throws {
        let report = CheckSamples.report()
        let hc = report.results[4]
        #expect(hc.verdict == .pass)
        let regression = try #require(hc.regression)
        #expect(regression.standardAppearance == "dark")
        #expect(regression.standardScore == report.results[3].measurement.worst.value)
        #expect(hc.failsRun)
        #expect(report.regressionCount == 1)
        #expect(report.results[0..<4].allSatisfy { $0.regression == nil })
        let json = try Self.object(report.renderJSON())
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs[4]["regression"] as? Bool == true)
        let standard = try #require(pairs[4]["standard"] as? [String: Any])
        #expect(standard["appearance"] as? String == "dark")
        #expect(abs((standard["ratio"] as? Double ?? 0) - 6.1527) < 1e-3)
        #expect(pairs[3]["regression"] == nil)
        #expect((json["summary"] as? [String: Any])?["regressions"] as? Int == 1)
    }

    @Test func equalOrHigherContrastOrADifferentRoleIsNoRegression() {
        let bg = CheckSamples.token("bg", "#0d1117", line: 1, appearance: "dark")
        let bgHC = CheckSamples.token("bg", "#0d1117", line: 1, appearance: "dark-high-contrast")
        let fg = CheckSamples.token("fg", "#8b949e", line: 2, appearance: "dark")
        let same = CheckSamples.token("fg", "#8b949e", line: 2, appearance: "dark-high-contrast")
        let brighter = CheckSamples.token("fg", "#c9d1d9", line: 2, appearance: "dark-high-contrast")
        let darker = CheckSamples.token("fg", "#6e7681", line: 2, appearance: "dark-high-contrast")
        #expect(CheckReport(pairs: [CheckSamples.pair(fg, bg), CheckSamples.pair(same, bgHC)]).regressionCount == 0)
        #expect(CheckReport(pairs: [CheckSamples.pair(fg, bg), CheckSamples.pair(brighter, bgHC)]).regressionCount == 0)
        #expect(CheckReport(pairs: [CheckSamples.pair(fg, bg), CheckSamples.pair(darker, bgHC)]).regressionCount == 1)
        // The same tokens checked for another role or level are another check.
        #expect(CheckReport(pairs: [CheckSamples.pair(fg, bg), CheckSamples.pair(darker, bgHC, role: .nonText)])
            .regressionCount == 0)
        #expect(CheckReport(pairs: [CheckSamples.pair(fg, bg, level: .aaa), CheckSamples.pair(darker, bgHC)])
            .regressionCount == 0)
        // With APCA, |Lc| decides.
        let apca = CheckReport(pairs: [CheckSamples.pair(fg, bg), CheckSamples.pair(darker, bgHC)], method: .apca)
        #expect(apca.regressionCount == 1)
        #expect(apca.results[1].regression?.standardScore == apca.results[0].apca?.measurement.worst.magnitude)
    }

    @Test func baselineRoundTripIsSortedAndStable() throws {
        let report = CheckSamples.report()
        let baseline = CheckBaseline(recording: report)
        #expect(baseline.failures == [report.results[1].key, report.results[2].key])
        let text = baseline.render()
        let parsed = try CheckBaseline(parsing: Array(text.utf8), path: "baseline.json")
        #expect(parsed == baseline)
        #expect(parsed.render() == text)
        // Sorted by foreground name: "fg.<odd>..." sorts before "fg.muted".
        let json = try Self.object(text)
        let failures = try #require(json["failures"] as? [[String: Any]])
        #expect(failures.map { $0["foreground"] as? String } == ["fg.<odd>|\"a,b:c\"&*_", "fg.muted"])
        #expect(failures[1].compactMapValues { $0 as? String } == [
            "foreground": "fg.muted", "background": "bg.default", "appearance": "light", "level": "AA", "role": "text",
        ])
        // Each failure keeps its deciding figure, unrounded, to tell a failure that got worse.
        #expect(failures[1]["ratio"] as? Double == report.results[1].decidingScore)
        #expect(json["version"] as? Int == 1)
    }

    @Test func baselinedFailuresAndRegressionsDoNotFailTheRun() throws {
        var report = CheckSamples.report()
        report.distinction = nil
        #expect(report.hasFailures)
        report.apply(baseline: CheckBaseline(recording: report))
        #expect(report.results.map(\.status) == [.pass, .baselined, .baselined, .pass, .pass])
        #expect(report.failedCount == 0)
        #expect(report.baselinedCount == 2)
        #expect(report.results[4].isRegressionBaselined)
        #expect(report.regressionCount == 0 && report.baselinedRegressionCount == 1)
        #expect(!report.hasFailures)
        let summary = try #require(try Self.object(report.renderJSON())["summary"] as? [String: Int])
        #expect(summary == ["checked": 5, "failed": 0, "baselined": 3, "regressions": 0, "ignored": 0, "skipped": 1,
                            "warnings": 0, "fixed": 0, "worse": 0])
        // Without the regression entry, the regression fails the run again.
        var without = CheckBaseline(recording: report)
        without.regressions = []
        report.apply(baseline: without)
        #expect(report.hasFailures && report.regressionCount == 1)
    }

    @Test func entriesThatNoLongerFailAreReportedAsFixed() throws {
        var report = CheckSamples.report()
        report.distinction = nil
        var baseline = CheckBaseline(recording: report)
        let gone = PairKey(foreground: "fg.gone", background: "bg.default", appearance: "light", level: .aa, role: .text)
        baseline.failures.insert(gone)
        baseline.failures.insert(report.results[0].key)  // passes now
        let regression = try #require(baseline.regressions.first)
        var stale = regression
        stale.key.foreground = "fg.old"
        baseline.regressions.insert(stale)
        baseline.collapses.insert(CollapseKey(set: "status.*", appearance: "light", first: "status.a", second: "status.b",
                                              condition: .deuteranopia))
        report.apply(baseline: baseline)
        #expect(report.fixed.map(\.kind) == [.failure, .failure, .regression, .collapse])
        #expect(report.fixed[0].message == "fg.default on bg.default (light, AA text): recorded as a failure, now passes.")
        #expect(report.fixed[1].message.hasSuffix("recorded as a failure, is no longer checked."))
        #expect(report.fixed[3].message == "status.a and status.b (light) under deuteranopia: recorded as a collapse, no longer collapse.")
        // The entry is kept as the baseline writes it.
        let reparsed = try CheckBaseline(parsing: Array(JSONWriter().render(.object([
            ("version", .integer(1)), ("failures", .array([])), ("regressions", .array([report.fixed[2].entry])),
        ])).utf8), path: "b.json")
        #expect(reparsed.regressions == [stale])
        // Recording the run again drops them.
        let refreshed = CheckBaseline(recording: report)
        #expect(!refreshed.failures.contains(gone) && !refreshed.regressions.contains(stale) && refreshed.collapses.isEmpty)
    }

    @Test func regressionEntriesRoundTripExactly() throws {
        let report = CheckSamples.report()
        let baseline = CheckBaseline(recording: report)
        #expect(baseline.regressions.count == 1)
        let parsed = try CheckBaseline(parsing: Array(baseline.render().utf8), path: "b.json")
        #expect(parsed == baseline)
        let entry = try #require(parsed.regressions.first)
        #expect(entry.score == report.results[4].decidingScore && entry.standardScore == report.results[3].decidingScore)
        let bad = #"{"version": 1, "failures": [], "regressions": [{"foreground": "a", "background": "b", "appearance": "x-hc", "level": "AA", "role": "text", "standard_appearance": "x", "ratio": "4.5"}]}"#
        let error = Self.parseError(bad)
        #expect(error?.message == "each regression needs a number \"ratio\"")
        #expect(error?.location.line == 1)
    }

    /// A misspelt or foreign key in a baseline is an error, as in `legible.json` and pairs files.
    @Test func baselineUnknownKeyIsAnError() {
        let error = Self.parseError("{\"version\": 1, \"failures\": [],\n \"regresions\": []}")
        #expect(error?.location.line == 2 && error?.location.column == 2)
        #expect(error?.message == "unknown key \"regresions\" in a baseline; did you mean \"regressions\"?")
        let other = Self.parseError(#"{"version": 1, "failures": [], "ignore": []}"#)
        #expect(other?.message.contains("expected one of \"version\", \"failures\"") == true)
        #expect(Self.parseError(#"{"$schema": "x", "version": 1, "failures": []}"#) == nil)
    }

    static func parseError(_ text: String) -> TokenFileError? {
        do {
            _ = try CheckBaseline(parsing: Array(text.utf8), path: "b.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aBaselineEntryMatchesOnlyItsExactKey() {
        var report = CheckSamples.report()
        var key = report.results[1].key
        key.level = .aaa
        report.apply(baseline: CheckBaseline(failures: [key]))
        #expect(report.results[1].status == .fail)
        key = report.results[1].key
        key.appearance = "dark"
        report.apply(baseline: CheckBaseline(failures: [key]))
        #expect(report.results[1].status == .fail)
    }

    @Test func baselineErrorsHaveLineAndColumn() {
        let cases: [(String, String)] = [
            ("[]", "expected a baseline object"),
            ("{\"version\": 1}", "no \"failures\""),
            ("{\"version\": 2, \"failures\": []}", "unsupported baseline version: found version 2; expected 1"),
            ("{\"version\": \"1\", \"failures\": []}", "unsupported baseline version: found a string; expected 1"),
            ("{\"version\": 1, \"failures\": [\n  {\"foreground\": \"a\", \"background\": \"b\", \"appearance\": \"light\", \"level\": \"A\", \"role\": \"text\"}]}",
             "unknown level"),
            ("{\"version\": 1, \"failures\": [{\"foreground\": \"a\"}]}", "needs a non-empty string"),
        ]
        for (text, expected) in cases {
            #expect(throws: TokenFileError.self) { try CheckBaseline(parsing: Array(text.utf8), path: "b.json") }
            do {
                _ = try CheckBaseline(parsing: Array(text.utf8), path: "b.json")
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
                #expect(error.location.line >= 1)
            }
        }
        do {
            _ = try CheckBaseline(parsing: Array(
                "{\"version\": 1, \"failures\": [\n  {\"foreground\": \"a\", \"background\": \"b\", \"appearance\": \"light\", \"level\": \"A\", \"role\": \"text\"}]}".utf8),
                path: "b.json")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.location.column == 74)
        }
    }

    @Test func ignoredPairsAreReportedWithTheirReasonAndNeverFail() throws {
        var report = CheckSamples.report()
        report.distinction = nil
        report.apply(ignoring: [
            CheckIgnoreRule(foreground: "fg.*", background: "bg.default", appearance: "light", reason: "legacy"),
            CheckIgnoreRule(foreground: "fg.muted", background: "bg.*", reason: "second rule"),
        ])
        #expect(report.results.map(\.status) == [.ignored, .ignored, .ignored, .ignored, .ignored])
        #expect(report.results[0].ignoreReason == "legacy")
        #expect(report.results[3].ignoreReason == "second rule")
        #expect(report.ignoredCount == 5)
        #expect(report.checkedCount == 0)
        #expect(report.regressionCount == 0)
        #expect(!report.hasFailures)
        let pairs = try #require(try Self.object(report.renderJSON())["pairs"] as? [[String: Any]])
        #expect(pairs[1]["status"] as? String == "ignored")
        #expect(pairs[1]["ignore_reason"] as? String == "legacy")
        let rule = CheckIgnoreRule(foreground: "fg.muted", background: "bg.default", appearance: "dark", reason: "x")
        #expect(!rule.matches(CheckSamples.pairs[1]))
        #expect(rule.matches(CheckSamples.pairs[3]))
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
