import LegibleCore
import Testing
import _LegibleTestSupport

@Suite("Contrast suggestions")
struct SuggestionTests {
    static let aaText = ContrastGoal.wcag(ContrastRequirement(level: .aa, role: .text))
    static let aaaText = ContrastGoal.wcag(ContrastRequirement(level: .aaa, role: .text))

    static func randomColor(_ rng: inout SplitMix64) -> SRGBColor {
        SRGBColor(red8: UInt8.random(in: 0...255, using: &rng), green8: UInt8.random(in: 0...255, using: &rng),
                  blue8: UInt8.random(in: 0...255, using: &rng))
    }

    /// Checks the invariants every result must have.
    static func verify(
        _ result: ContrastSuggestions, goal: ContrastGoal, foreground: SRGBColor, background: SRGBColor,
        adjusting: SuggestionAdjustment, context: String
    ) {
        var previous = -Double.infinity
        for s in result.suggestions {
            // 8-bit, opaque, and passing with the checker's own function.
            #expect(s.foreground == s.foreground.rounded8 && s.background == s.background.rounded8, "\(context)")
            #expect(goal.isMet(foreground: s.foreground, background: s.background), "\(context): \(s.foreground.hex) on \(s.background.hex)")
            if case .wcag(let requirement) = goal {
                #expect(s.ratio.satisfies(requirement), "\(context)")
                #expect(s.ratio.displayString != "4.49" && s.ratio.displayString != "6.99", "\(context)")
            }
            // The unchanged color is the original; ΔE is what it says; ranked nearest first.
            let fgDelta = foreground.deltaE2000(to: s.foreground), bgDelta = background.deltaE2000(to: s.background)
            switch adjusting {
            case .foreground:
                #expect(s.background == background, "\(context)")
                #expect(abs(s.deltaE - fgDelta) < 1e-9, "\(context)")
            case .background:
                #expect(s.foreground == foreground, "\(context)")
                #expect(abs(s.deltaE - bgDelta) < 1e-9, "\(context)")
            case .both:
                #expect(abs(s.deltaE - (fgDelta + bgDelta)) < 1e-9, "\(context)")
            }
            // The label says what changed: with .both allowed, a kept color names the other one.
            let changed: SuggestionAdjustment = adjusting != .both ? adjusting
                : s.foreground == foreground ? .background : s.background == background ? .foreground : .both
            #expect(s.adjusted == changed, "\(context): \(s.foreground.hex) on \(s.background.hex)")
            #expect(s.deltaE >= previous, "\(context): not ranked by ΔE")
            previous = s.deltaE
        }
    }

    @Test("every suggestion for random failing pairs passes after 8-bit rounding and is ranked by ΔE2000",
          arguments: [SuggestionAdjustment.foreground, .background])
    func randomPairsPass(adjusting: SuggestionAdjustment) {
        let seed: UInt64 = 20_261_130
        var rng = SplitMix64(seed: seed)
        var checked = 0
        while checked < 12 {
            let fg = Self.randomColor(&rng), bg = Self.randomColor(&rng)
            let goal = checked % 3 == 2 ? Self.aaaText : Self.aaText
            guard !goal.isMet(foreground: fg, background: bg) else { continue }
            let suggester = ContrastSuggester(goal: goal, adjusting: adjusting, count: 3)
            let result = suggester.suggest(foreground: fg, background: bg)
            let context = "seed \(seed), \(fg.hex) on \(bg.hex)"
            Self.verify(result, goal: goal, foreground: fg, background: bg, adjusting: adjusting, context: context)
            if result.suggestions.isEmpty {
                #expect(result.bestReachableScore < goal.minimum, "\(context): reachable but nothing suggested")
            } else {
                #expect(result.suggestions.count == 3, "\(context)")
                // Distinct: at least the minimum separation apart.
                let colors = result.suggestions.map { adjusting == .foreground ? $0.foreground : $0.background }
                for i in colors.indices { for j in colors.indices where j > i {
                    #expect(colors[i].deltaE2000(to: colors[j]) >= 2, "\(context)")
                } }
            }
            checked += 1
        }
    }

    @Test("adjusting both colors ranks by the sum of ΔE2000 and passes")
    func bothColors() throws {
        let fg = try SRGBColor(parsing: "#777777"), bg = try SRGBColor(parsing: "#888888")
        let result = ContrastSuggester(goal: Self.aaText, adjusting: .both).suggest(foreground: fg, background: bg)
        #expect(!result.suggestions.isEmpty)
        Self.verify(result, goal: Self.aaText, foreground: fg, background: bg, adjusting: .both, context: "#777 on #888")
        // Sharing the change beats moving one color alone.
        let single = ContrastSuggester(goal: Self.aaText).suggest(foreground: fg, background: bg)
        let first = try #require(result.suggestions.first), singleFirst = try #require(single.suggestions.first)
        #expect(first.deltaE <= singleFirst.deltaE + 1e-9)
    }

    @Test("with both colors allowed, each suggestion is labelled by the colors it changes")
    func bothColorsLabelWhatChanges() throws {
        // White cannot get lighter, so the nearest fixes of red text keep the background.
        let red = try SRGBColor(parsing: "#ff0000")
        let onWhite = ContrastSuggester(goal: Self.aaText, adjusting: .both).suggest(foreground: red, background: .white)
        let first = try #require(onWhite.suggestions.first)
        #expect(first.background == .white)
        #expect(first.adjusted == .foreground)
        Self.verify(onWhite, goal: Self.aaText, foreground: red, background: .white, adjusting: .both, context: "red on white")
        // Near-equal grays: the mix holds pairs that move both and pairs that move only the background.
        let fg = try SRGBColor(parsing: "#777777"), bg = try SRGBColor(parsing: "#767676")
        let mixed = ContrastSuggester(goal: Self.aaText, adjusting: .both).suggest(foreground: fg, background: bg)
        #expect(Set(mixed.suggestions.map(\.adjusted)) == [.both, .background])
        Self.verify(mixed, goal: Self.aaText, foreground: fg, background: bg, adjusting: .both, context: "#777 on #767676")
        // The label's rule on its own.
        #expect(SuggestionAdjustment(changing: (red, .white), to: (.black, .white)) == .foreground)
        #expect(SuggestionAdjustment(changing: (red, .white), to: (red, .black)) == .background)
        #expect(SuggestionAdjustment(changing: (red, .white), to: (.black, .black)) == .both)
    }

    @Test("7:1 against mid gray cannot be reached by the foreground; the best reachable ratio is named")
    func impossible() throws {
        let fg = try SRGBColor(parsing: "#777777"), bg = try SRGBColor(parsing: "#767676")
        let suggester = ContrastSuggester(goal: Self.aaaText)
        let result = suggester.suggest(foreground: fg, background: bg)
        #expect(result.isUnreachable)
        #expect(result.suggestions.isEmpty)
        let best = max(SRGBColor.white.contrastRatio(with: bg).value, SRGBColor.black.contrastRatio(with: bg).value)
        #expect(result.bestReachableScore == best)
        #expect(best < 7)
        // Adjusting both colors can reach it.
        #expect(suggester.bestReachableScore(foreground: fg, background: bg, adjusting: .both) >= 7)
        let both = ContrastSuggester(goal: Self.aaaText, adjusting: .both).suggest(foreground: fg, background: bg)
        #expect(!both.suggestions.isEmpty)
        Self.verify(both, goal: Self.aaaText, foreground: fg, background: bg, adjusting: .both, context: "#777 on #767676")
    }

    @Test("a passing pair gets no suggestion")
    func alreadyPasses() {
        let result = ContrastSuggester(goal: Self.aaText).suggest(foreground: .black, background: .white)
        #expect(result.originalMeetsGoal)
        #expect(result.suggestions.isEmpty && !result.isUnreachable)
        #expect(ContrastSuggester.nearestPassingForeground(.black, on: .white,
            requirement: ContrastRequirement(level: .aa, role: .text)) == nil)
    }

    @Test("the check helper returns the first foreground suggestion")
    func nearestPassingForeground() throws {
        let fg = try SRGBColor(parsing: "#ff0000")
        let requirement = ContrastRequirement(level: .aa, role: .text)
        let nearest = try #require(ContrastSuggester.nearestPassingForeground(fg, on: .white, requirement: requirement))
        let first = ContrastSuggester(goal: .wcag(requirement)).suggest(foreground: fg, background: .white).suggestions.first
        #expect(nearest == first)
        #expect(nearest.ratio.value >= 4.5)
        // Just past the threshold: WCAG contrast depends on luminance only, so the nearest color
        // sits at the threshold, not far beyond.
        #expect(nearest.ratio.value < 4.6)
    }

    @Test("keep-hue moves OKLCH lightness and keeps the hue", arguments: ["#ff0000", "#1e90ff", "#ffa500", "#2e8b57", "#ff00ff", "#808080"])
    func keepHue(hex: String) throws {
        let fg = try SRGBColor(parsing: hex)
        let result = ContrastSuggester(goal: Self.aaText, keepsHue: true).suggest(foreground: fg, background: .white)
        Self.verify(result, goal: Self.aaText, foreground: fg, background: .white, adjusting: .foreground, context: hex)
        let first = try #require(result.suggestions.first)
        let original = fg.oklch, suggested = first.foreground.oklch
        if let h0 = original.h, let h1 = suggested.h, suggested.c > 0.03 {
            let difference = abs(((h1 - h0 + 540).truncatingRemainder(dividingBy: 360)) - 180)
            #expect(difference < 2, "\(hex) → \(first.foreground.hex): hue \(h0) → \(h1)")
        } else {
            #expect(suggested.c < 0.03 || original.h == nil, "\(hex) → \(first.foreground.hex)")
        }
        // The free search is never worse than the hue-preserving one.
        let free = try #require(ContrastSuggester(goal: Self.aaText).suggest(foreground: fg, background: .white).suggestions.first)
        #expect(free.deltaE <= first.deltaE + 1e-9)
    }

    @Test("APCA suggestions meet the simple-mode |Lc|")
    func apca() throws {
        let goal = ContrastGoal.apca(APCARequirement(role: .text))
        let fg = try SRGBColor(parsing: "#888888")
        for bg in [SRGBColor.white, .black] {
            let result = ContrastSuggester(goal: goal).suggest(foreground: fg, background: bg)
            Self.verify(result, goal: goal, foreground: fg, background: bg, adjusting: .foreground, context: "APCA on \(bg.hex)")
            let first = try #require(result.suggestions.first)
            #expect(first.lightnessContrast.magnitude >= 75)
        }
    }

    @Test("a translucent foreground is composited over the background first")
    func translucent() {
        let fg = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        let result = ContrastSuggester(goal: Self.aaText).suggest(foreground: fg, background: .white)
        #expect(!result.originalMeetsGoal)
        let first = result.suggestions.first
        #expect(first?.foreground.alpha == 1)
        #expect(first.map { Self.aaText.isMet(foreground: $0.foreground, background: .white) } == true)
    }

    @Test("a translucent background is kept and every suggestion passes over whatever lies beneath it")
    func translucentBackground() throws {
        let bg = try SRGBColor(parsing: "#eaeef2b3")
        let fg = try SRGBColor(parsing: "#69727c")
        let goal = Self.aaaText
        let result = ContrastSuggester(goal: goal).suggest(foreground: fg, background: bg)
        #expect(!result.suggestions.isEmpty)
        for s in result.suggestions {
            #expect(s.background == bg)
            #expect(s.foreground.alpha == 1)
            let worst = ContrastMeasurement(foreground: s.foreground, background: bg).worst
            #expect(worst.value >= 7 && s.ratio == worst, "\(s.foreground.hex)")
        }
    }
}
