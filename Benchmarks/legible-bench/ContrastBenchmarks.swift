import LegibleCore

/// Issue 2's figures: single-pair contrast throughput, and counting the failing pairs among all
/// pairs of 20,000 random colors, sorted (range queries) against the naive all-pairs loop.
func runContrastBenchmarks() {
    var rng = SplitMix64(seed: 2026)
    let colors: [SRGBColor] = (0..<20_000).map { _ in
        let bits = rng.next()
        return SRGBColor(red8: UInt8(truncatingIfNeeded: bits),
                         green8: UInt8(truncatingIfNeeded: bits >> 8),
                         blue8: UInt8(truncatingIfNeeded: bits >> 16))
    }

    // Single pairs, from sRGB colors (luminance of both included).
    let pairCount = 1_000_000
    let pairSeconds = Bench.median {
        var passing = 0
        let requirement = ContrastRequirement(level: .aa, role: .text)
        for k in 0..<pairCount {
            let ratio = colors[k % 20_000].contrastRatio(with: colors[(k &* 7919) % 20_000])
            if ratio.satisfies(requirement) { passing += 1 }
        }
        blackHole(passing)
    }
    Bench.report("contrast.pair (sRGB to ratio)", seconds: pairSeconds, work: Double(pairCount),
                 unit: "ratios/s")

    let luminances = colors.map(\.relativeLuminance)
    let n = luminances.count
    let allPairs = Double(n * (n - 1) / 2)
    var naiveCount = 0
    let naiveSeconds = Bench.median(repetitions: 3) {
        var failing = 0
        luminances.withUnsafeBufferPointer { l in
            for i in 0..<n {
                let li = l[i]
                for j in (i + 1)..<n where ContrastRatio(li, l[j]).value < 4.5 { failing += 1 }
            }
        }
        naiveCount = failing
    }
    Bench.report("failing-pairs.naive (20000 colors, 4.5:1)", seconds: naiveSeconds, work: allPairs,
                 unit: "pairs/s")
    var sortedCount = 0
    let sortedSeconds = Bench.median {
        sortedCount = FailingPairCounter(luminances: luminances).countPairs(below: 4.5)
    }
    Bench.report("failing-pairs.sorted (20000 colors, 4.5:1)", seconds: sortedSeconds, work: allPairs,
                 unit: "pairs/s", baseline: ("naive", naiveSeconds))
    if sortedCount != naiveCount {
        print("# MISMATCH: sorted \(sortedCount) vs naive \(naiveCount)")
    } else {
        print("# failing pairs: \(sortedCount) of \(Int(allPairs))")
    }
}
