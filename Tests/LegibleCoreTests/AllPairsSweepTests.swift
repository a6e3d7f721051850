import Testing
import LegibleCore
import _LegibleTestSupport

/// The sweep's counts and nearest misses equal a brute-force loop over every ordered pair.
@Suite struct AllPairsSweepTests {
    /// Random 8-bit colors, repeated grays (ties) and luminances crafted to land one ulp either
    /// side of the threshold; a third of the colors inherit their values.
    @Test(arguments: [UInt64(2), 17, 404])
    func matchesBruteForce(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var luminances = (0..<250).map { _ in
            SRGBColor(red8: rng.nextByte(), green8: rng.nextByte(), blue8: rng.nextByte()).relativeLuminance
        }
        luminances += (0..<20).map { RelativeLuminance(Double($0 % 5) / 4) }
        for _ in 0..<20 {
            let darker = rng.unit() * 0.15
            let exact = 4.5 * (darker + 0.05) - 0.05
            luminances += [darker, exact, exact.nextUp, exact.nextDown].map(RelativeLuminance.init)
        }
        let inherits = luminances.indices.map { _ in rng.below(3) == 0 }
        let sweep = AllPairsSweep(luminances: luminances, inheritsValue: inherits)
        for threshold in [3.0, 4.5, 7] {
            var failing: [AllPairsSweep.Pair] = []
            for i in luminances.indices {
                var checked = 0
                var passing = 0
                for j in luminances.indices where j != i && !(inherits[i] && inherits[j]) {
                    checked += 1
                    let ratio = ContrastRatio(luminances[i], luminances[j])
                    if ratio.value >= threshold { passing += 1 } else {
                        failing.append(.init(foreground: i, background: j, ratio: ratio))
                    }
                }
                let counts = sweep.counts(atLeast: threshold)[i]
                #expect(counts == .init(checked: checked, passing: passing), "seed \(seed), \(threshold), color \(i)")
            }
            failing.sort { ($0.ratio.value, $1.foreground, $1.background) > ($1.ratio.value, $0.foreground, $0.background) }
            let nearest = sweep.nearestFailing(below: threshold, limit: 20)
            #expect(nearest == Array(failing.prefix(20)), "seed \(seed), threshold \(threshold)")
            #expect(nearest.allSatisfy { $0.ratio.value < threshold })
        }
    }
}
