import Foundation
import LegibleCore

/// Issue 2's figures: single-pair contrast throughput, and counting the failing pairs among all
/// pairs of 20,000 random colors, sorted (range queries) against the naive all-pairs loop.
func runContrastBenchmarks(dataDirectory: String) {
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

    // The same kind of pairs as packed 8-bit codes, through the luminance tables; indices
    // computed beforehand, so that neither loop pays for them.
    let packed = colors.map { c -> UInt32 in
        let q = c.components8
        return UInt32(q.red) << 16 | UInt32(q.green) << 8 | UInt32(q.blue)
    }
    let foregrounds = (0..<pairCount).map { packed[$0 % 20_000] }
    let backgrounds = (0..<pairCount).map { packed[($0 &* 7919) % 20_000] }
    var ratios = [Double](repeating: 0, count: pairCount)
    let pairedColors = (0..<pairCount).map { (colors[$0 % 20_000], colors[($0 &* 7919) % 20_000]) }
    let indexedSeconds = Bench.median {
        var passing = 0
        let requirement = ContrastRequirement(level: .aa, role: .text)
        for (f, b) in pairedColors where f.contrastRatio(with: b).satisfies(requirement) { passing += 1 }
        blackHole(passing)
    }
    Bench.report("contrast.pair (sRGB to ratio, pairs prepared)", seconds: indexedSeconds, work: Double(pairCount),
                 unit: "ratios/s")
    let tableSeconds = Bench.median {
        foregrounds.withUnsafeBufferPointer { f in
            backgrounds.withUnsafeBufferPointer { b in
                ratios.withUnsafeMutableBufferPointer { r in
                    ContrastRatio.ratios(packedForegrounds: f, packedBackgrounds: b, into: r)
                }
            }
        }
        blackHole(ratios[pairCount / 2])
    }
    Bench.report("contrast.pair8 (8-bit pairs, luminance table)", seconds: tableSeconds, work: Double(pairCount),
                 unit: "ratios/s", baseline: ("sRGB prepared", indexedSeconds))

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
    peerPaletteCount(dataDirectory: dataDirectory)
}

/// The failing-pair count on the peers' own input (`palette_20000.json`, the colors numpy's
/// sort-and-search takes 0.61 ms on; BASELINES.md gives 175,899,273 failing pairs).
func peerPaletteCount(dataDirectory: String) {
    let path = dataDirectory + "/palette_20000.json"
    guard let data = FileManager.default.contents(atPath: path) else {
        print("# \(path) not found: peer-input figure skipped")
        return
    }
    let text = String(decoding: data, as: UTF8.self)
    let colors = text.split(whereSeparator: { "[], \n\"".contains($0) }).compactMap { try? SRGBColor(parsing: String($0)) }
    let luminances = colors.map(\.relativeLuminance)
    var count = 0
    let seconds = Bench.median(repetitions: 9) {
        count = FailingPairCounter(luminances: luminances).countPairs(below: 4.5)
    }
    let pairs = Double(colors.count * (colors.count - 1) / 2)
    Bench.report("failing-pairs.sorted (palette_20000.json, 4.5:1)", seconds: seconds, work: pairs,
                 unit: "pairs/s", baseline: ("numpy sort+searchsorted 0.00061 s", 0.00061))
    print("# failing pairs in palette_20000.json: \(count) of \(Int(pairs)) (numpy: 175899273)")
}
