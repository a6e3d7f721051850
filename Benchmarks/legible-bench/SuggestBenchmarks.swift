import LegibleCore

/// Issue 7's figures: suggestions per second (first suggestion only, as `check --suggest` needs,
/// and three suggestions, as `legible suggest` prints), keep-hue, both colors, and the palette
/// generators. Baseline: one ΔE2000 evaluation per second, measured in the same run, to show how
/// many color differences a suggestion costs.
func runSuggestBenchmarks() {
    var rng = SplitMix64(seed: 7)
    var pairs: [(SRGBColor, SRGBColor)] = []
    let requirement = ContrastRequirement(level: .aa, role: .text)
    while pairs.count < 64 {
        let bits = rng.next()
        let fg = SRGBColor(red8: UInt8(truncatingIfNeeded: bits), green8: UInt8(truncatingIfNeeded: bits >> 8),
                           blue8: UInt8(truncatingIfNeeded: bits >> 16))
        let bg = SRGBColor(red8: UInt8(truncatingIfNeeded: bits >> 24), green8: UInt8(truncatingIfNeeded: bits >> 32),
                           blue8: UInt8(truncatingIfNeeded: bits >> 40))
        if !fg.contrastRatio(with: bg).satisfies(requirement) { pairs.append((fg, bg)) }
    }

    let differenceCount = 200_000
    let differenceSeconds = Bench.median {
        var sum = 0.0
        for k in 0..<differenceCount {
            sum += pairs[k & 63].0.deltaE2000(to: pairs[(k &+ 1) & 63].1)
        }
        blackHole(sum)
    }
    Bench.report("suggest.baseline (ΔE2000 of two sRGB colors)", seconds: differenceSeconds,
                 work: Double(differenceCount), unit: "ΔE/s")
    let baseline = (name: "ΔE2000", seconds: differenceSeconds / Double(differenceCount))

    func measure(_ name: String, repetitions: Int = 3, _ suggester: ContrastSuggester) {
        let seconds = Bench.median(repetitions: repetitions) {
            var found = 0
            for (fg, bg) in pairs {
                found += suggester.suggest(foreground: fg, background: bg).suggestions.count
            }
            blackHole(found)
        }
        Bench.report(name, seconds: seconds / Double(pairs.count), work: 1, unit: "suggestions/s",
                     baseline: baseline)
    }
    measure("suggest.nearest (first foreground, AA text)", ContrastSuggester(goal: .wcag(requirement), count: 1))
    measure("suggest.three (3 foregrounds, AA text)", ContrastSuggester(goal: .wcag(requirement)))
    measure("suggest.keep-hue (3 foregrounds)", ContrastSuggester(goal: .wcag(requirement), keepsHue: true))
    measure("suggest.apca (3 foregrounds, Lc 75)", ContrastSuggester(goal: .apca(APCARequirement(role: .text))))
    measure("suggest.both (3 pairs, AA text)", repetitions: 1,
            ContrastSuggester(goal: .wcag(requirement), adjusting: .both))

    let scaleSeconds = Bench.median {
        blackHole(ContrastScale(base: SRGBColor(red8: 30, green8: 144, blue8: 255), background: .white,
                                targets: [1.25, 1.5, 2, 3, 4.5, 7, 10, 15]))
    }
    Bench.report("palette.scale (8 targets)", seconds: scaleSeconds, work: 1, unit: "scales/s")
    let categoricalSeconds = Bench.median(repetitions: 1) {
        blackHole(CategoricalPalette(count: 6, background: .white))
    }
    Bench.report("palette.categorical (6 colors on white)", seconds: categoricalSeconds, work: 1, unit: "palettes/s")
}
