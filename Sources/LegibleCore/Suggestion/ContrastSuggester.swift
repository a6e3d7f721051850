/// Finds the nearest colors that make a pair meet a contrast goal.
///
/// WCAG 2 contrast depends only on relative luminance, so the nearest passing color lies on the
/// surface of constant luminance at the threshold (just past it, after 8-bit rounding). The
/// suggester searches that surface inside sRGB, on both sides (lighter and darker than the fixed
/// color), for the 8-bit colors with the smallest CIEDE2000 (CIE Lab D65) from the original; the
/// hue may move. APCA works the same way with its screen luminance and |Lc|. With ``keepsHue``, it
/// moves OKLCH lightness instead and lowers chroma only as far as sRGB requires (CSS Color 4
/// §13.2 gamut mapping), keeping the OKLCH hue.
///
/// Alpha: suggested colors are opaque. When only the foreground changes, a translucent background
/// is kept as it is and every suggestion passes over whatever lies beneath it (the worst case of
/// ``ContrastMeasurement`` or ``APCAMeasurement``, as the checker and `legible contrast` decide);
/// the original pair's figure is that worst case too. A translucent foreground is measured as the
/// checker measures it; the ΔE2000 ranking starts from it composited over the background (over
/// white when the background is translucent too). A translucent background has no single color to
/// be near, so ``SuggestionAdjustment/background`` and ``SuggestionAdjustment/both`` are defined
/// for opaque backgrounds: given a translucent one they take it composited over white, which
/// `legible suggest` never does (it rejects the combination).
///
/// Every suggestion is an 8-bit color pair verified with ``ContrastGoal/isMet(foreground:background:)``
/// (the checker's ``ContrastRatio/satisfies(_:)``), so a 4.5:1 goal never yields 4.49.
/// Suggestions after the first are at least ``minimumSeparation`` ΔE2000 from every earlier one.
///
/// Accuracy: over a brute-force search of all 16.7 million 8-bit colors the first suggestion is
/// within 0.5 ΔE2000 of the optimum (see `SuggestionOptimalityTests`).
/// - Complexity: about 10⁴ ΔE2000 evaluations per side for one color; roughly 5× that with `.both`.
public struct ContrastSuggester: Hashable, Sendable {
    /// The contrast to reach.
    public var goal: ContrastGoal
    /// Which color may change.
    public var adjusting: SuggestionAdjustment
    /// How many suggestions to return at most (≥ 1).
    public var count: Int
    /// Whether to keep the OKLCH hue (move lightness, reduce chroma only for the gamut).
    public var keepsHue: Bool
    /// The smallest ΔE2000 between any two suggestions (between pairs with `.both`: the larger of
    /// the two colors' differences).
    public var minimumSeparation: Double

    /// Creates a suggester.
    ///
    /// - Parameters:
    ///   - goal: The contrast to reach.
    ///   - adjusting: Which color may change; the foreground by default.
    ///   - count: The number of suggestions wanted, clamped to at least 1; 3 by default.
    ///   - keepsHue: Whether to keep the OKLCH hue; false by default.
    ///   - minimumSeparation: ΔE2000 between suggestions; 2 by default.
    public init(
        goal: ContrastGoal, adjusting: SuggestionAdjustment = .foreground, count: Int = 3,
        keepsHue: Bool = false, minimumSeparation: Double = 2
    ) {
        self.goal = goal
        self.adjusting = adjusting
        self.count = max(1, count)
        self.keepsHue = keepsHue
        self.minimumSeparation = minimumSeparation.isFinite ? max(0, minimumSeparation) : 2
    }

    /// The nearest passing colors for `foreground` on `background`, nearest first.
    ///
    /// - Returns: The suggestions and the figures needed to explain an empty result: whether the
    ///   pair already passes, and the best figure reachable by the allowed change.
    public func suggest(foreground: SRGBColor, background: SRGBColor) -> ContrastSuggestions {
        let (fg, bg) = searchedPair(foreground: foreground, background: background)
        // The original is measured as given (a translucent foreground over a translucent
        // background too), against the background as searched.
        let originalMeets = goal.isMet(foreground: foreground, background: bg)
        let reachable = bestReachableScore(foreground: fg, background: bg, adjusting: adjusting)
        var result = ContrastSuggestions(
            suggestions: [], originalMeetsGoal: originalMeets,
            originalScore: goal.score(foreground: foreground, background: bg), bestReachableScore: reachable)
        if originalMeets { return result }
        let found: [ContrastSuggestion]
        switch adjusting {
        case .foreground, .background: found = singleColorSuggestions(foreground: fg, background: bg)
        case .both: found = bothColorSuggestions(foreground: fg, background: bg)
        }
        result.suggestions = found.filter { goal.isMet(foreground: $0.foreground, background: $0.background) }
        return result
    }

    /// The best figure (WCAG ratio or APCA |Lc|) reachable when only `adjusting` changes: the
    /// changed color set to white or to black, whichever is better; with `.both`, black on white
    /// or white on black.
    public func bestReachableScore(
        foreground: SRGBColor, background: SRGBColor, adjusting: SuggestionAdjustment
    ) -> Double {
        let (fg, bg) = searchedPair(foreground: foreground, background: background, adjusting: adjusting)
        switch adjusting {
        case .foreground:
            return max(goal.score(foreground: .white, background: bg), goal.score(foreground: .black, background: bg))
        case .background:
            return max(goal.score(foreground: fg, background: .white), goal.score(foreground: fg, background: .black))
        case .both:
            return max(goal.score(foreground: .white, background: .black),
                       goal.score(foreground: .black, background: .white))
        }
    }

    /// The nearest passing foreground for a failing pair under a WCAG requirement, or nil when the
    /// pair already passes or no foreground can pass.
    ///
    /// The building block for `legible check --suggest`: the same search as
    /// `ContrastSuggester(goal: .wcag(requirement)).suggest(...)`, first result only.
    public static func nearestPassingForeground(
        _ foreground: SRGBColor, on background: SRGBColor, requirement: ContrastRequirement
    ) -> ContrastSuggestion? {
        ContrastSuggester(goal: .wcag(requirement), count: 1)
            .suggest(foreground: foreground, background: background).suggestions.first
    }

    /// The pair as searched: the foreground opaque (composited over the background, itself over
    /// white); the background kept translucent when only the foreground changes.
    func searchedPair(
        foreground: SRGBColor, background: SRGBColor, adjusting: SuggestionAdjustment? = nil
    ) -> (SRGBColor, SRGBColor) {
        let overWhite = background.isOpaque ? background : background.composited(over: .white).opaque
        let fg = foreground.isOpaque ? foreground : foreground.composited(over: overWhite).opaque
        let keepsTranslucentBackground = (adjusting ?? self.adjusting) == .foreground
        return (fg, keepsTranslucentBackground ? background : overWhite)
    }

    /// The pass test for the color that moves when the other one, `fixed`, stays.
    func sidedTest(fixed: SRGBColor, movingIsForeground: Bool, lighter: Bool) -> SidedPassTest {
        switch goal {
        case .wcag(let requirement):
            // A translucent fixed background ranges from its composite over black to over white;
            // a lighter color must clear the top of that range, a darker one the bottom.
            let extreme = fixed.isOpaque ? fixed : fixed.composited(over: lighter ? .white : .black)
            return SidedPassTest(
                measure: .wcag(fixed: extreme.relativeLuminance, minimumRatio: requirement.minimumRatio),
                lighter: lighter)
        case .apca(let requirement):
            // As for WCAG: |Lc| grows with the luminance difference on each side, so a translucent
            // fixed background is cleared at the end of its range nearest the moving color.
            let extreme = fixed.isOpaque ? fixed : fixed.composited(over: lighter ? .white : .black)
            return SidedPassTest(
                measure: .apca(fixed: APCAScreenLuminance(extreme), minimumLc: requirement.minimumLc,
                               adjustedIsText: movingIsForeground),
                lighter: lighter)
        }
    }

    /// Passing 8-bit colors near `original` on one side of `test`, nearest first.
    func candidates(
        near original: SRGBColor, test: SidedPassTest, search: PassingSurfaceSearch = .standard
    ) -> [PassingSurfaceSearch.Candidate] {
        keepsHue ? HueLine(original: original).candidates(test: test) : search.search(from: original, test: test)
    }

    func singleColorSuggestions(foreground: SRGBColor, background: SRGBColor) -> [ContrastSuggestion] {
        let movingIsForeground = adjusting == .foreground
        let moving = movingIsForeground ? foreground : background
        let fixed = movingIsForeground ? background : foreground
        var pool: [PassingSurfaceSearch.Candidate] = []
        for lighter in [true, false] {
            pool += candidates(near: moving, test: sidedTest(fixed: fixed, movingIsForeground: movingIsForeground,
                                                             lighter: lighter))
        }
        pool.sort { $0.deltaE < $1.deltaE || ($0.deltaE == $1.deltaE && $0.code < $1.code) }
        var chosen: [SRGBColor] = []
        var out: [ContrastSuggestion] = []
        for candidate in pool where out.count < count {
            let color = candidate.color
            guard chosen.allSatisfy({ $0.deltaE2000(to: color) >= minimumSeparation }) else { continue }
            let pair = movingIsForeground ? (color, fixed) : (fixed, color)
            guard goal.isMet(foreground: pair.0, background: pair.1) else { continue }
            chosen.append(color)
            out.append(ContrastSuggestion(
                foreground: pair.0, background: pair.1, adjusted: adjusting,
                deltaE: moving.deltaE2000(to: color)))
        }
        return out
    }
}
