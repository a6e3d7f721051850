import Testing
import LegibleCore
import _LegibleTestSupport

@Suite struct FailingPairCountTests {
    /// The sorted count agrees exactly with the naive loop over all pairs, on seeded random
    /// colors and on 8-bit grays (which produce many equal luminances and exact-threshold pairs).
    @Test(arguments: [UInt64(1), 7, 42])
    func matchesNaiveCount(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var colors: [SRGBColor] = (0..<600).map { _ in
            SRGBColor(red8: rng.nextByte(), green8: rng.nextByte(), blue8: rng.nextByte())
        }
        colors += (0..<256).map { SRGBColor(red8: UInt8($0), green8: UInt8($0), blue8: UInt8($0)) }
        let luminances = colors.map(\.relativeLuminance)
        let counter = FailingPairCounter(luminances: luminances)
        for threshold in [1.0, 3, 4.5, 7, 21, 22] {
            var naive = 0
            for i in 0..<luminances.count {
                for j in (i + 1)..<luminances.count
                where ContrastRatio(luminances[i], luminances[j]).value < threshold {
                    naive += 1
                }
            }
            #expect(counter.countPairs(below: threshold) == naive, "seed \(seed), threshold \(threshold)")
        }
    }
}

@Suite struct FailingPairBoundaryTests {
    /// Luminances crafted so that ratios land exactly on, one ulp below and one ulp above each
    /// threshold: the sweep counts exactly what the naive loop counts, and pairs exactly at the
    /// threshold pass.
    @Test(arguments: [3.0, 4.5, 7])
    func boundaryCraftedInputs(threshold: Double) {
        var rng = SplitMix64(seed: UInt64(threshold * 10))
        var values: [Double] = []
        for _ in 0..<300 {
            let darker = rng.unit() * 0.2
            let exact = threshold * (darker + 0.05) - 0.05
            guard exact <= 1 else { continue }
            values += [darker, exact, exact.nextUp, exact.nextDown]
        }
        values += [0, 0, 1, 1, -0.0]
        let luminances = values.map { RelativeLuminance(max(0, $0)) }
        var naive = 0
        var atThreshold = 0
        for i in luminances.indices {
            for j in (i + 1)..<luminances.count {
                let ratio = ContrastRatio(luminances[i], luminances[j]).value
                if ratio < threshold { naive += 1 }
                if ratio == threshold { atThreshold += 1 }
            }
        }
        #expect(atThreshold > 0, "the crafted inputs hit the threshold exactly")
        #expect(FailingPairCounter(luminances: luminances).countPairs(below: threshold) == naive)
    }

    /// The radix sort orders like the standard sort, ties and signed zeros included.
    @Test func sortedLuminancesAreAscending() {
        var rng = SplitMix64(seed: 5)
        let values = (0..<3_000).map { _ in RelativeLuminance(Double(rng.below(50)) / 49) }
            + (0..<3_000).map { _ in RelativeLuminance(rng.unit()) }
        let counter = FailingPairCounter(luminances: values)
        #expect(counter.sortedLuminances == values.map(\.value).sorted())
        #expect(FailingPairCounter(luminances: []).countPairs(below: 4.5) == 0)
        #expect(FailingPairCounter(luminances: [RelativeLuminance(0.5)]).countPairs(below: 4.5) == 0)
    }
}
