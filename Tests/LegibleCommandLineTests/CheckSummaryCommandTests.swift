import Foundation
import Testing
import _LegibleTestSupport

/// `check --all-pairs` over more than 10,000 pairs: summaries by default in text, Markdown and
/// JUnit, `--full` for every row, `--summary` for JSON, and refusals where a flag would do nothing.
@Suite(.serialized) struct CheckSummaryCommandTests {
    /// A DTCG file of 105 seeded random colors (10,920 ordered pairs), one translucent.
    static func tokenFile() throws -> (directory: String, path: String) {
        let directory = NSTemporaryDirectory() + "legible-summary-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var rng = SplitMix64(seed: 13)
        var members: [String] = []
        for i in 0..<105 {
            let hex = String(format: "#%02x%02x%02x", rng.nextByte(), rng.nextByte(), rng.nextByte()) + (i == 4 ? "80" : "")
            members.append("  \"c\(i)\": {\"$type\": \"color\", \"$value\": \"\(hex)\"}")
        }
        let path = directory + "/big.tokens.json"
        try ("{\n" + members.joined(separator: ",\n") + "\n}\n").write(toFile: path, atomically: true, encoding: .utf8)
        return (directory, path)
    }

    @Test func textSummarisesUnlessFull() throws {
        let (directory, path) = try Self.tokenFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let summary = runCLI(["check", path, "--all-pairs", "--no-config"])
        #expect(summary.status == 1)
        #expect(summary.standardOutput.contains("Summary of 10920 pairs"))
        #expect(summary.standardOutput.contains("Give --full"))
        #expect(summary.standardOutput.split(separator: "\n").count < 200)
        #expect(summary.standardOutput.contains("10920 pairs checked, "))
        let full = runCLI(["check", path, "--all-pairs", "--no-config", "--full"])
        #expect(full.status == 1)
        #expect(!full.standardOutput.contains("Summary of"))
        #expect(full.standardOutput.split(separator: "\n").count > 10_920)
        // The two agree on the counts.
        let last = { (run: CLIRun) in run.standardOutput.split(separator: "\n").first { $0.contains("pairs checked") } }
        #expect(last(summary) == last(full))
        for format in ["markdown", "junit"] {
            let run = runCLI(["check", path, "--all-pairs", "--no-config", "--format", format])
            #expect(run.status == 1 && run.standardOutput.contains("Summary of 10920 pairs"), "\(format)")
        }
    }

    @Test func jsonKeepsEveryPairUnlessSummary() throws {
        let (directory, path) = try Self.tokenFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let full = try jsonObject(runCLI(["check", path, "--all-pairs", "--no-config", "--format", "json"]))
        #expect((full["pairs"] as? [Any])?.count == 10_920)
        let run = runCLI(["check", path, "--all-pairs", "--no-config", "--format", "json", "--summary"])
        #expect(run.status == 1)
        let summary = try jsonObject(run)
        #expect(summary["pairs"] == nil)
        #expect((summary["foregrounds"] as? [Any])?.count == 105)
        #expect((summary["nearest_failing"] as? [Any])?.count == 20)
        let counts = try #require(summary["summary"] as? [String: Any])
        #expect(counts["checked"] as? Int == 10_920)
        let fullCounts = try #require(full["summary"] as? [String: Any])
        #expect(counts["failed"] as? Int == fullCounts["failed"] as? Int)
        let matrix = try #require((summary["matrices"] as? [[String: Any]])?.first)
        #expect((matrix["tokens"] as? [String])?.count == 105)
        #expect((matrix["ratios"] as? [[Any]])?.count == 105)
    }

    @Test func refusesFlagsWithoutEffect() throws {
        let (directory, path) = try Self.tokenFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["--summary", "--format", "sarif"], ["--full", "--format", "github"], ["--summary", "--full"]] {
            let run = runCLI(["check", path, "--all-pairs", "--no-config"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains("--summary") || run.standardError.contains("--full"))
        }
        // SARIF keeps one result per failing pair, however many.
        let sarif = runCLI(["check", path, "--all-pairs", "--no-config", "--format", "sarif"])
        #expect(sarif.status == 1 && !sarif.standardOutput.contains("Summary of"))
    }
}
