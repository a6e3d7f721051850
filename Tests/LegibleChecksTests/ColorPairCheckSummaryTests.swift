import Testing
import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens
import _LegibleTestSupport

/// ``ColorPairCheck/detail``: summaries from the library, the same as the CLI's.
@Suite struct ColorPairCheckSummaryTests {
    static func tokens(_ count: Int) -> TokenSet {
        var rng = SplitMix64(seed: 21)
        return TokenSet(tokens: (0..<count).map { i in
            let color = SRGBColor(red8: rng.nextByte(), green8: rng.nextByte(), blue8: rng.nextByte())
            return ColorToken(name: "c\(i)", color: color, rawValue: color.hex, appearance: "light",
                              location: SourceLocation(file: "t.json", line: i + 1, column: 1))
        })
    }

    @Test func everyCombinationSummaryKeepsNoRecords() throws {
        var check = ColorPairCheck(inputs: .tokens(Self.tokens(60)), pairs: .everyCombination)
        let full = try check.run()
        #expect(full.report.summary == nil && full.report.results.count == 60 * 59)
        check.detail = .summary(includesMatrix: true)
        let summarised = try check.run()
        #expect(summarised.report.results.isEmpty)
        let summary = try #require(summarised.report.summary)
        #expect(summary.pairCount == 60 * 59 && summary.matrices.count == 1)
        #expect(summarised.report.counts == full.report.counts)
        #expect(summarised.hasFailures == full.hasFailures)
        // Below the limit, a limit-based detail lists every pair; above, it summarises.
        check.detail = .summaryBeyond(pairLimit: 60 * 59)
        #expect(try check.run().report.summary == nil)
        check.detail = .summaryBeyond(pairLimit: 100)
        #expect(try check.run().report.summary?.matrices.isEmpty == true)
        // An ignore list needs the records: the summary is made from them.
        check.ignore = [CheckIgnoreRule(foreground: "c1", background: "c2", appearance: nil, reason: "decorative")]
        let ignored = try check.run()
        #expect(ignored.report.results.count == 60 * 59 && ignored.report.summary?.counts.ignored == 1)
    }
}
