import LegibleCore
import Testing

/// Suggestions over a translucent background decide as `legible contrast` and `check` do: the worst
/// case over every surface that could lie beneath, for WCAG 2 and for APCA.
@Suite("Suggestions over translucent backgrounds")
struct TranslucentBackgroundSuggestionTests {
    static let apcaText = ContrastGoal.apca(APCARequirement(role: .text))

    /// Opaque surfaces from black to white, the eight corners of the cube, and a few colors.
    static let surfaces: [SRGBColor] = (0...16).map { SRGBColor(red: Double($0) / 16, green: Double($0) / 16, blue: Double($0) / 16) }
        + [SRGBColor(red: 1, green: 0, blue: 0), SRGBColor(red: 0, green: 1, blue: 0), SRGBColor(red: 0, green: 0, blue: 1),
           SRGBColor(red: 1, green: 1, blue: 0), SRGBColor(red: 0, green: 1, blue: 1), SRGBColor(red: 1, green: 0, blue: 1),
           SRGBColor(red: 0.2, green: 0.6, blue: 0.4)]

    @Test("the APCA goal takes the smallest |Lc| over what may lie beneath, as the checker does")
    func apcaGoalIsTheWorstCase() throws {
        let veil = try SRGBColor(parsing: "#ffffff88")
        // Black text reads Lc 106 over the veil on white, but only about 41 over the veil on black.
        #expect(!Self.apcaText.isMet(foreground: .black, background: veil))
        #expect(abs(Self.apcaText.score(foreground: .black, background: veil)
            - APCAMeasurement(text: .black, background: veil).worst.magnitude) < 1e-12)
        #expect(Self.apcaText.score(foreground: .black, background: veil) < 45)
        #expect(Self.apcaText.isMet(foreground: .black, background: veil.composited(over: .white)))
    }

    @Test("APCA suggestions over a translucent background keep it and pass over every surface beneath")
    func apcaSuggestionsPassOverEverySurface() throws {
        let bg = try SRGBColor(parsing: "#f6f8fae6"), fg = try SRGBColor(parsing: "#8c959f")
        let result = ContrastSuggester(goal: Self.apcaText).suggest(foreground: fg, background: bg)
        #expect(!result.originalMeetsGoal)
        #expect(abs(result.originalScore - APCAMeasurement(text: fg, background: bg).worst.magnitude) < 1e-12)
        #expect(!result.suggestions.isEmpty)
        for s in result.suggestions {
            #expect(s.background == bg && s.foreground.alpha == 1 && s.adjusted == .foreground)
            #expect(s.lightnessContrast == APCAMeasurement(text: s.foreground, background: bg).worst)
            for surface in Self.surfaces {
                let lc = LightnessContrast(text: s.foreground, background: bg.composited(over: surface))
                #expect(lc.magnitude >= 75, "\(s.foreground.hex) over \(bg.hex) on \(surface.hex): Lc \(lc.value)")
            }
        }
    }

    @Test("the original pair's figure is the one legible contrast shows, translucent foreground included",
          arguments: ["#00000080", "#336699", "#ffffffcc"])
    func originalFigureMatchesTheMeasurement(foregroundHex: String) throws {
        let fg = try SRGBColor(parsing: foregroundHex)
        for bgHex in ["#ffffff88", "#1e90ff40", "#eeeeee"] {
            let bg = try SRGBColor(parsing: bgHex)
            let wcag = ContrastSuggester(goal: .wcag(ContrastRequirement(level: .aa, role: .text)))
                .suggest(foreground: fg, background: bg)
            #expect(wcag.originalScore == ContrastMeasurement(foreground: fg, background: bg).worst.value, "\(foregroundHex) on \(bgHex)")
            let apca = ContrastSuggester(goal: Self.apcaText).suggest(foreground: fg, background: bg)
            #expect(apca.originalScore == APCAMeasurement(text: fg, background: bg).worst.magnitude, "\(foregroundHex) on \(bgHex)")
        }
    }
}
