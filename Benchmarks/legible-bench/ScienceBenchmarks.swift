import LegibleCore

/// Issue 3's figures: simulated colors per second for each method (sRGB in, sRGB out: decode,
/// kernel, clip, encode), the linear-light kernel alone, ΔE2000 per second, and APCA Lc per second.
func runScienceBenchmarks() {
    var rng = SplitMix64(seed: 3)
    let count = 200_000
    let colors: [SRGBColor] = (0..<count).map { _ in
        let bits = rng.next()
        return SRGBColor(red8: UInt8(truncatingIfNeeded: bits), green8: UInt8(truncatingIfNeeded: bits >> 8),
                         blue8: UInt8(truncatingIfNeeded: bits >> 16))
    }
    let linear = colors.map { SIMD3($0.red, $0.green, $0.blue) }
    let cases: [(String, VisionDeficiency, VisionDeficiencySimulationMethod)] = [
        ("machado2009 deuteranomaly 0.6", .deuteranomaly(severity: 0.6), .machado2009),
        ("vienot1999 deuteranopia", .deuteranopia, .vienot1999),
        ("brettel1997 tritanopia", .tritanopia, .brettel1997),
        ("achromatopsia", .achromatopsia, .machado2009),
    ]
    for (name, deficiency, method) in cases {
        let kernel = VisionDeficiencySimulation.kernel(for: deficiency, method: method)
        let kernelSeconds = Bench.median {
            var sum = SIMD3<Double>(repeating: 0)
            for c in linear { sum += kernel.apply(toLinear: c) }
            blackHole(sum)
        }
        let seconds = Bench.median {
            var sum = 0.0
            for c in colors { sum += kernel.apply(to: c).red }
            blackHole(sum)
        }
        Bench.report("simulate.color \(name)", seconds: seconds, work: Double(count), unit: "colors/s",
                     baseline: ("kernel", kernelSeconds))
    }
    let deltaSeconds = Bench.median {
        var sum = 0.0
        for i in 0..<(count - 1) { sum += colors[i].deltaE2000(to: colors[i + 1]) }
        blackHole(sum)
    }
    Bench.report("deltaE2000 (sRGB pair, via Lab D65)", seconds: deltaSeconds, work: Double(count - 1),
                 unit: "pairs/s")
    let labs = colors.map { $0.lab(white: .d65) }
    let labSeconds = Bench.median {
        var sum = 0.0
        for i in 0..<(count - 1) { sum += ColorDifference.ciede2000(labs[i], labs[i + 1]) }
        blackHole(sum)
    }
    Bench.report("deltaE2000 (Lab pair)", seconds: labSeconds, work: Double(count - 1), unit: "pairs/s",
                 baseline: ("sRGB pair", deltaSeconds))
    let apcaSeconds = Bench.median {
        var sum = 0.0
        for i in 0..<(count - 1) { sum += LightnessContrast(text: colors[i], background: colors[i + 1]).value }
        blackHole(sum)
    }
    Bench.report("apca.lc (sRGB pair)", seconds: apcaSeconds, work: Double(count - 1), unit: "pairs/s")
}
