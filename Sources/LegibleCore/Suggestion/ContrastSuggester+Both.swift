extension ContrastSuggester {
    /// Suggestions that change both colors, ranked by the sum of their ΔE2000.
    ///
    /// For each polarity (foreground lighter or darker than the background) the foreground's
    /// planned luminance `x` is scanned (24 steps, even in log(x + 0.05), then 8 more around the
    /// best): the cost of a plan is the ΔE2000 of the nearest foreground reaching `x` plus that of
    /// the nearest background passing against `x` (quick searches). The best plans are then solved
    /// properly: the foreground first, then the background against the actual 8-bit foreground,
    /// verified with the exact contrast test. The single-color suggestions (one color unchanged)
    /// join the pool, so the result is never worse than adjusting only one color. Each suggestion's
    /// ``ContrastSuggestion/adjusted`` names what it actually changes: `.foreground` or
    /// `.background` when the other color is the original, `.both` only when both differ.
    func bothColorSuggestions(foreground: SRGBColor, background: SRGBColor) -> [ContrastSuggestion] {
        var pairs: [ContrastSuggestion] = []
        // Changing one color only is a plan too, so `.both` is never worse than either.
        for single in [SuggestionAdjustment.foreground, .background] {
            var suggester = self
            suggester.adjusting = single
            pairs += suggester.singleColorSuggestions(foreground: foreground, background: background).map {
                ContrastSuggestion(
                    foreground: $0.foreground, background: $0.background, adjusted: single,
                    deltaE: foreground.deltaE2000(to: $0.foreground) + background.deltaE2000(to: $0.background))
            }
        }
        for foregroundLighter in [true, false] {
            pairs += plannedPairs(foreground: foreground, background: background, foregroundLighter: foregroundLighter)
        }
        pairs.sort { $0.deltaE < $1.deltaE }
        var out: [ContrastSuggestion] = []
        for pair in pairs where out.count < count {
            let separated = out.allSatisfy {
                max($0.foreground.deltaE2000(to: pair.foreground), $0.background.deltaE2000(to: pair.background))
                    >= minimumSeparation
            }
            if separated { out.append(pair) }
        }
        return out
    }

    /// The foreground's own luminance measure: WCAG relative luminance or APCA screen luminance.
    func ownLuminance(_ color: SRGBColor) -> Double {
        switch goal {
        case .wcag: return color.relativeLuminance.value
        case .apca: return APCAScreenLuminance(color).value
        }
    }

    /// A test that passes colors whose own luminance is at least (`lighter`) or at most `level`.
    func levelTest(_ level: Double, lighter: Bool) -> SidedPassTest {
        switch goal {
        case .wcag: return SidedPassTest(measure: .wcag(fixed: RelativeLuminance(level), minimumRatio: 1), lighter: lighter)
        case .apca:
            return SidedPassTest(measure: .apca(fixed: APCAScreenLuminance(level), minimumLc: 0, adjustedIsText: true),
                                 lighter: lighter)
        }
    }

    /// The test for the background against a planned foreground luminance `level`.
    func backgroundTest(againstLevel level: Double, foregroundLighter: Bool) -> SidedPassTest {
        switch goal {
        case .wcag(let requirement):
            return SidedPassTest(measure: .wcag(fixed: RelativeLuminance(level), minimumRatio: requirement.minimumRatio),
                                 lighter: !foregroundLighter)
        case .apca(let requirement):
            return SidedPassTest(
                measure: .apca(fixed: APCAScreenLuminance(level), minimumLc: requirement.minimumLc, adjustedIsText: false),
                lighter: !foregroundLighter)
        }
    }

    func plannedPairs(foreground: SRGBColor, background: SRGBColor, foregroundLighter: Bool) -> [ContrastSuggestion] {
        let start = Math.log10(ownLuminance(foreground) + 0.05)
        let end = Math.log10(foregroundLighter ? 1.05 : 0.05)
        func level(_ t: Double) -> Double { max(0, min(1, Self.exp10(start + (end - start) * t) - 0.05)) }
        func cost(_ t: Double) -> Double? {
            let x = level(t)
            guard let f = candidates(near: foreground, test: levelTest(x, lighter: foregroundLighter), search: .quick).first,
                  let b = candidates(near: background, test: backgroundTest(againstLevel: x, foregroundLighter: foregroundLighter),
                                     search: .quick).first
            else { return nil }
            return f.deltaE + b.deltaE
        }
        let steps = 24
        var plans: [(t: Double, cost: Double)] = []
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            if let c = cost(t) { plans.append((t, c)) }
        }
        guard let best = plans.min(by: { $0.cost < $1.cost }) else { return [] }
        for i in 1...8 {
            let t = best.t + (Double(i) - 4.5) / 4.5 / Double(steps)
            if t >= 0, t <= 1, let c = cost(t) { plans.append((t, c)) }
        }
        plans.sort { $0.cost < $1.cost }
        var out: [ContrastSuggestion] = []
        for plan in plans.prefix(count + 3) {
            let x = level(plan.t)
            guard let f = candidates(near: foreground, test: levelTest(x, lighter: foregroundLighter)).first else { continue }
            let newForeground = f.color
            let test = sidedTest(fixed: newForeground, movingIsForeground: false, lighter: !foregroundLighter)
            guard let b = candidates(near: background, test: test).first else { continue }
            let newBackground = b.color
            guard goal.isMet(foreground: newForeground, background: newBackground) else { continue }
            out.append(ContrastSuggestion(
                foreground: newForeground, background: newBackground,
                adjusted: SuggestionAdjustment(changing: (foreground, background), to: (newForeground, newBackground)),
                deltaE: foreground.deltaE2000(to: newForeground) + background.deltaE2000(to: newBackground)))
        }
        return out
    }

    static func exp10(_ x: Double) -> Double { Math.pow(10, x) }
}
