import Foundation
import Testing
import LegibleCore
import LegibleReports
import LegibleTokens
import _LegibleTestSupport

/// The summary of large runs: the direct all-pairs path equals the per-pair path, and each
/// format says it is a summary and how to get every row.
@Suite struct CheckSummaryTests {
    /// Two appearances of seeded random colors; a few translucent (two share a value), a few
    /// inheriting in dark, and a pair crafted to sit just below 4.5:1.
    static func tokenSet(seed: UInt64, count: Int = 40) -> TokenSet {
        var rng = SplitMix64(seed: seed)
        var tokens: [ColorToken] = []
        for appearance in ["light", "dark"] {
            for i in 0..<count {
                var color = SRGBColor(red8: rng.nextByte(), green8: rng.nextByte(), blue8: rng.nextByte())
                if i % 13 == 5 { color.alpha = 0.4 }
                if i == 6 || i == 32 { color = SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 102) }
                if i == 7 { color = (try? SRGBColor(parsing: "#777777")) ?? .black }
                if i == 8 { color = .white }
                var token = ColorToken(name: "t\(i)", color: color, rawValue: color.hex, appearance: appearance,
                                       location: SourceLocation(file: "a.json", line: i + 1, column: 3))
                token.inheritsValue = appearance == "dark" && i % 4 == 0
                tokens.append(token)
            }
        }
        return TokenSet(tokens: tokens)
    }

    @Test(arguments: [UInt64(1), 8])
    func directSummaryEqualsPerPairSummary(seed: UInt64) {
        let set = Self.tokenSet(seed: seed)
        let direct = CheckSummary.allPairs(in: set, level: .aa, includesMatrix: true)
        let pairs = Pairing.pairs(in: set, pairsFile: nil, allPairs: true, defaultLevel: .aa)
        let records = CheckSummary(results: CheckReport(pairs: pairs).results, includesMatrix: true)
        #expect(direct.pairCount == pairs.count)
        #expect(direct.counts == records.counts)
        #expect(direct.failingCount == records.failingCount)
        #expect(direct.foregrounds == records.foregrounds)
        #expect(direct.nearestFailing.map(\.key) == records.nearestFailing.map(\.key))
        #expect(direct.nearestFailing.map(\.measurement.worst) == records.nearestFailing.map(\.measurement.worst))
        #expect(direct.nearestFailing.count == CheckSummary.nearestLimit)
        #expect(direct.matrices.map(\.tokens) == records.matrices.map(\.tokens))
        for (a, b) in zip(direct.matrices, records.matrices) {
            #expect(a.ratios.count == b.ratios.count)
            #expect(zip(a.ratios, b.ratios).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }, "seed \(seed)")
        }
        // The crafted #777777 on white (4.48:1) is among the nearest failures.
        #expect(direct.nearestFailing.contains { $0.pair.foreground.name == "t7" && $0.pair.background.name == "t8" })
    }

    /// Ratios in a matrix keep 4 decimals and never round up to a threshold; NaN is null.
    @Test func ratioMatrixJSON() {
        let value = JSONValue.ratioMatrix(values: [4.49999, 4.5, .nan, 21, 1, 2.99996, 7.00004, 3.14159], columns: 4)
        let text = JSONWriter(pretty: false).render(value)
        #expect(text == "[[4.4999,4.5000,null,21.0000],[1.0000,2.9999,7.0000,3.1416]]")
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]]
        #expect(parsed?.count == 2)
    }

    /// Text: the notice (a summary, of how many pairs, `--full`), one row per foreground, the
    /// nearest failing pairs; no row per pair. Markdown, JUnit and JSON say the same.
    @Test func formatsSayItIsASummary() throws {
        let set = Self.tokenSet(seed: 3)
        var report = CheckReport(pairs: [])
        report.summary = CheckSummary.allPairs(in: set, level: .aa, includesMatrix: true)
        let pairCount = report.summary?.pairCount ?? 0
        let text = report.renderText(style: TextStyle(usesColor: false))
        #expect(text.contains("Summary of \(pairCount) pairs"))
        #expect(text.contains("Give --full"))
        #expect(text.contains("Failing pairs nearest to passing (20 of "))
        #expect(text.contains("\(pairCount) pairs checked"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("t") }
        #expect(rows.count == 80 + 20, "one row per foreground and appearance, plus the nearest failures")
        let markdown = report.renderMarkdown()
        #expect(markdown.contains("Summary of \(pairCount) pairs") && markdown.contains("Give --full"))
        let junit = report.renderJUnit()
        #expect(junit.contains("<system-out>Summary of \(pairCount) pairs"))
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 80)
        let json = try #require(JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? [String: Any])
        #expect(json["pairs"] == nil)
        #expect((json["summary_note"] as? String)?.contains("without --summary") == true)
        let matrices = try #require(json["matrices"] as? [[String: Any]])
        #expect(matrices.count == 2)
        let ratios = try #require(matrices.first?["ratios"] as? [[Any]])
        #expect(ratios.count == 40 && ratios.allSatisfy { $0.count == 40 })
        #expect(report.hasFailures == (report.failedCount > 0) && report.failedCount > 0)
    }
}
