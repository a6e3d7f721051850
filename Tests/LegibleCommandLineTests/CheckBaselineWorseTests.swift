import Foundation
import Testing
@testable import LegibleCommandLine

/// A baselined failure that got worse (a fresh user's finding: it used to pass silently as
/// baselined). Uses the catalog of ``CheckCatalogBaselineFlowTests``: TextSecondary is #949494,
/// 3.03:1 on white (a light failure).
@Suite("check: a baselined failure that got worse") struct CheckBaselineWorseTests {
    typealias Flow = CheckCatalogBaselineFlowTests
    static let secondary = "App/Assets.xcassets/TextSecondary.colorset/Contents.json"

    static func secondaryLight(_ run: CLIRun) throws -> [String: Any] {
        try #require((try Flow.json(run)["pairs"] as? [[String: Any]])?.first {
            ($0["foreground"] as? [String: Any])?["name"] as? String == "TextSecondary" && $0["appearance"] as? String == "light"
        })
    }

    @Test func aLowerRatioThanRecordedFailsAsNewInEveryFormat() throws {
        let dir = try Flow.catalog()
        #expect(runCLI(Flow.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        let baseline = try String(contentsOfFile: dir + "/b.json", encoding: .utf8)
        #expect(baseline.contains("\"ratio\""), "the failure's ratio is recorded: \(baseline)")
        #expect(try Self.secondaryLight(runCLI(Flow.check, currentDirectory: dir))["status"] as? String == "baselined")

        // Lighter gray: 2.80:1, lower than the recorded 3.03:1.
        try Flow.write([Self.secondary: Flow.colorset("#9a9a9a", dark: "#aaaaaa")], in: dir)
        let worse = runCLI(Flow.check, currentDirectory: dir)
        #expect(worse.status == 1, "\(worse.standardOutput)")
        let pair = try Self.secondaryLight(worse)
        #expect(pair["status"] as? String == "fail")
        let recorded = try #require(pair["baseline"] as? [String: Any])
        #expect(recorded["worse"] as? Bool == true)
        #expect(abs((recorded["ratio"] as? Double ?? 0) - 3.03) < 0.01)
        #expect(try Flow.summary(worse)["worse"] == 1 && (try Flow.summary(worse)["failed"]) == 1)
        let sentence = "worse than the baseline records (3.03:1 then)"
        for format in ["text", "sarif", "junit", "github", "markdown"] {
            let run = runCLI(["check", "App", "--baseline", "b.json", "--format", format], currentDirectory: dir)
            #expect(run.status == 1)
            #expect(run.standardOutput.contains(sentence), "\(format): \(run.standardOutput)")
        }
        let text = runCLI(["check", "App", "--baseline", "b.json"], currentDirectory: dir).standardOutput
        #expect(text.contains("FAIL+WORSE"))
        // The summary line says how many failures are new, baselined and passing (text and GitHub alike).
        let line = "8 pairs checked against the baseline: 1 new failure (1 worse than the baseline), 2 baselined, 5 pass; "
            + "1 baselined regression; 1 value not computed (see Skipped)."
        #expect(text.contains(line), "\(text)")
        let sarif = runCLI(["check", "App", "--baseline", "b.json", "--format", "sarif"], currentDirectory: dir).standardOutput
        #expect(sarif.contains("\"baselineState\": \"updated\""))
        let github = runCLI(["check", "App", "--baseline", "b.json", "--format", "github"], currentDirectory: dir).standardOutput
        #expect(github.contains("title=WCAG 1.4.3 contrast worse than the baseline"))
        #expect(github.hasSuffix(line + "\n"))
        // --update-baseline accepts the new figure.
        #expect(runCLI(Flow.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        #expect(runCLI(Flow.check, currentDirectory: dir).status == 0)
    }

    /// The tolerance is 0.01: a figure 0.005 below the recorded one is unchanged, 0.02 below is worse.
    @Test func theToleranceIsOneHundredth() throws {
        let dir = try Flow.catalog()
        #expect(runCLI(Flow.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        let ratio = try #require(try Self.secondaryLight(runCLI(Flow.check, currentDirectory: dir))["ratio"] as? Double)
        func run(recorded: Double) throws -> CLIRun {
            let object = try #require(try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: dir + "/b.json"))) as? [String: Any])
            var failures = try #require(object["failures"] as? [[String: Any]])
            for index in failures.indices where failures[index]["foreground"] as? String == "TextSecondary"
                && failures[index]["appearance"] as? String == "light" {
                failures[index]["ratio"] = recorded
            }
            var copy = object
            copy["failures"] = failures
            try JSONSerialization.data(withJSONObject: copy).write(to: URL(fileURLWithPath: dir + "/b2.json"))
            return runCLI(["check", "App", "--baseline", "b2.json", "--format", "json"], currentDirectory: dir)
        }
        let within = try run(recorded: ratio + 0.005)
        #expect(within.status == 0)
        #expect(try Self.secondaryLight(within)["status"] as? String == "baselined")
        let beyond = try run(recorded: ratio + 0.02)
        #expect(beyond.status == 1)
        #expect(try Self.secondaryLight(beyond)["status"] as? String == "fail")
    }

    /// A baseline written before ratios were recorded still baselines, and says it could not compare.
    @Test func aBaselineWithoutRatiosWarns() throws {
        let dir = try Flow.catalog()
        #expect(runCLI(Flow.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        var text = try String(contentsOfFile: dir + "/b.json", encoding: .utf8)
        text = text.replacingOccurrences(of: #",\s*"ratio"\s*:\s*[0-9.e+-]+(?=\s*\})"#, with: "", options: .regularExpression)
        try text.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let run = runCLI(Flow.check, currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardOutput)")
        let warnings = try #require(try Flow.json(run)["warnings"] as? [[String: Any]])
        #expect(warnings.contains { $0["kind"] as? String == "baseline-without-ratio" }, "\(warnings)")
        let github = runCLI(["check", "App", "--baseline", "b.json", "--format", "github"], currentDirectory: dir)
        #expect(github.standardOutput.contains("no recorded ratio in the baseline"))
    }
}
