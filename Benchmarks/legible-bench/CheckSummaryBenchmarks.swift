import Foundation
import LegibleCore
import LegibleReports
import LegibleTokens

// Issue 13's figures: `check --all-pairs --summary --format json` on a real 1,500-color token
// file, as the library does it (load, summary with ratio matrices, JSON text), and its peak
// memory in a child process.

/// The default token file: `nlds-start.tokens.json` beside the bench data (../../realworld/…).
func defaultSummaryTokens(dataDirectory: String) -> String {
    dataDirectory + "/../../realworld/tokens/dtcg/nlds-start.tokens.json"
}

/// Loads `path`, summarises every pair with the matrices and renders the JSON report; returns
/// the report's byte count and pair count.
func summariseAllPairs(path: String) -> (bytes: Int, pairs: Int)? {
    guard let tokens = try? TokenLoader().load(paths: [path]) else { return nil }
    var report = CheckReport(pairs: [])
    report.summary = CheckSummary.allPairs(in: tokens, level: .aa, includesMatrix: true)
    return (report.renderJSON().utf8.count, report.summary?.pairCount ?? 0)
}

/// The timing line, the baseline being the same run without the matrices (counts and nearest
/// misses only, as the text summary needs).
func checkSummaryLines(tokensPath: String) -> [String] {
    guard FileManager.default.fileExists(atPath: tokensPath), let first = summariseAllPairs(path: tokensPath) else {
        return ["# \(tokensPath) not found or unreadable: check summary figures skipped"]
    }
    let name = (tokensPath as NSString).lastPathComponent
    guard let tokens = try? TokenLoader().load(paths: [tokensPath]) else { return [] }
    let countsOnly = Bench.median {
        blackHole(CheckSummary.allPairs(in: tokens, level: .aa).failingCount)
    }
    let whole = Bench.median { blackHole(summariseAllPairs(path: tokensPath)?.bytes) }
    var lines: [String] = []
    func line(_ label: String, _ seconds: Double, baseline: (String, Double)? = nil) {
        let ratio = baseline.map { "\(Bench.format(seconds / $0.1, 3))x \($0.0)" } ?? "-"
        lines.append("\(label)\t\(Bench.format(seconds, 6))\t\(Bench.format(Double(first.pairs) / seconds, 1)) pairs/s\t\(ratio)")
    }
    line("check.summary counts+nearest (\(name), \(first.pairs) pairs)", countsOnly)
    line("check.summary JSON with matrices (\(name), load+render, \(first.bytes) bytes)", whole,
         baseline: ("counts+nearest", countsOnly))
    return lines
}

/// `legible-bench --peak-check FILE`: the summary JSON of FILE once, then this process's peak.
func checkSummaryPeakMemoryLine(path: String) -> String {
    let bytes = summariseAllPairs(path: path)?.bytes ?? 0
    return "peak memory check summary \((path as NSString).lastPathComponent)\t\(Int(peakResidentKiB())) KiB\t"
        + "\(bytes) bytes of JSON (goal < 100 MB)"
}
