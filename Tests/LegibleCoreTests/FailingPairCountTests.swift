import Testing
import LegibleCore

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

/// A small seeded generator (SplitMix64) so that failures can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func nextByte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }
}
