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
