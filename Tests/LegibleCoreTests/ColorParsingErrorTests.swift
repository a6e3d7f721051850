import Testing
import LegibleCore

/// Error messages, offsets, parse-time clamps and robustness of the CSS color parser.
@Suite struct ColorParsingErrorTests {
    static func failure(_ input: String) -> ColorSyntaxError? {
        do {
            _ = try CSSColor(parsing: input)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("rgb(12 34)", 9, "expected 3 components, found 2"),
        ("bleu", 0, "unknown color name 'bleu'"),
        ("#12g", 3, "invalid hex digit 'g' at offset 3"),
        ("#12345", 1, "expected 3, 4, 6 or 8 hex digits after '#', found 5"),
        ("currentColor", 0, "currentcolor is not a concrete color; give the color itself"),
        ("  CURRENTCOLOR ", 2, "currentcolor is not a concrete color; give the color itself"),
        ("CanvasText", 0, "CanvasText is a CSS system color, chosen by the browser and the user's settings, not a "
            + "concrete color; give the color itself"),
        ("", 0, "expected a color, found an empty string"),
        ("rgb(1 2 3 0.5)", 10, "expected ')' or '/' and an alpha after 3 components, found '0.5'"),
        ("rgb(1, 2 3)", 9, "mixed separators: expected ',' or ')', found '3'"),
        ("rgb(10%, 20, 30)", 9, "the comma-separated rgb() syntax cannot mix numbers and percentages"),
        ("rgb(none, 0, 0)", 4, "'none' is not allowed in the comma-separated syntax"),
        ("hwb(120, 10%, 20%)", 7, "hwb() takes space-separated components, found ','"),
        ("rgb (1,2,3)", 3, "no whitespace is allowed between 'rgb' and '('"),
        ("rgb(1 2 3", 9, "missing ')' at the end"),
        ("rgb(1px 2 3)", 4, "expected a number or percentage, found '1px'"),
        ("hsl(10% 50% 50%)", 4, "expected a hue (number or angle), found '10%'"),
        ("color(foo 1 0 0)", 6, "unknown color space 'foo'; expected srgb, srgb-linear, display-p3, a98-rgb, "
            + "prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"),
        ("rgb(calc(1 + 2%) 2 3)", 11, "cannot add a percentage to a number"),
        ("rgb(from red r g q)", 17, "unknown channel keyword 'q'; expected r, g, b, alpha, a number, a percentage or 'none'"),
        ("color-mix(in srgb, red 120%, blue)", 23, "color-mix() percentages must be between 0% and 100%, found '120%'"),
        ("color-mix(in srgb, red 0%, blue 0%)", 0, "color-mix() percentages sum to 0%, which makes the function invalid "
            + "(CSS Color 5 §3.1); expected at least one above 0%"),
        ("color-mix(in oklch, red calc(0%), blue 0%, white 0%)", 0, "color-mix() percentages sum to 0%, which makes "
            + "the function invalid (CSS Color 5 §3.1); expected at least one above 0%"),
        ("light-dark(red blue)", 15, "expected ',' between the two colors of light-dark(), found 'blue'"),
        ("rgb(1e999 0 0)", 4, "'1e999' is not a finite number (beyond about 1.8e308, the largest a double holds); "
            + "only finite numbers are clamped to a component's range"),
        ("123456", 0, "hex colors need a leading '#'"),
        ("é #fff", 2, "unexpected '#fff' after 'é'"),
        ("#ffé0", 3, "invalid hex digit 'é' at offset 3"),
    ])
    func messagesSayWhatWasFoundAndWhere(input: String, offset: Int, reason: String) throws {
        let error = try #require(Self.failure(input), "\(input) should be rejected")
        #expect(error.reason == reason)
        #expect(error.offset == offset)
        #expect(error.input == input)
        #expect(error.description == "invalid color '\(input)': \(reason)")
    }

    @Test func parseTimeClampsFollowCSSColor4() throws {
        let hsl = try CSSColor(parsing: "hsl(120 -10% 50%)")
        #expect(hsl.second == 0)
        let lch = try CSSColor(parsing: "oklch(1.5 -0.2 400deg)")
        #expect(lch.first == 1 && lch.second == 0 && lch.third == 400)
        let lab = try CSSColor(parsing: "lab(-5 0 0 / 200%)")
        #expect(lab.first == 0 && lab.alpha == 1)
        let p3 = try CSSColor(parsing: "color(display-p3 1.5 -0.5 0)")
        #expect(p3.first == 1.5 && p3.second == -0.5, "color() is not clamped at parse time")
        #expect(!p3.isInGamut)
        let none = try CSSColor(parsing: "oklch(0.5 none none / none)")
        #expect(none.second == nil && none.third == nil && none.alpha == 0)
    }

    @Test func wideGamutReportsItsSourceSpace() throws {
        let color = try CSSColor(parsing: "  COLOR( Display-P3   1 0 0 / 50% )  ")
        #expect(color.space == .displayP3)
        #expect(color.coordinates == [1, 0, 0])
        #expect(!color.isInGamut)
        #expect(color.clipped.hex == "#ff000080")
        #expect(color.gamutMapped.hex == "#ff0b0c80")
        #expect(try SRGBColor(parsing: "rgb(255 0 0)") == SRGBColor(red: 1, green: 0, blue: 0))
    }

    @Test func nonFiniteValuesNeverCrash() {
        let color = CSSColor(space: .oklch, .nan, .infinity, -.infinity, alpha: .nan)
        #expect(color.first == nil && color.second == nil && color.alpha == 0)
        #expect(color.gamutMapped == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0))
        _ = SRGBGamutMapping.map(OKLCH(l: .nan, c: .nan, h: .infinity))
        _ = SRGBGamutMapping.map(OKLCH(l: 0.5, c: .infinity, h: nil))
        _ = CSSColor(space: .lab, 1e308, -1e308, 1e308)
        #expect(Self.failure("oklch(1e400 0 0)") != nil)
        #expect(Self.failure("rgb(1 2 3 / -1e309)") != nil)
    }
}

/// Numbers are read exactly as `Double(String)` reads them (correctly rounded), on both the fast
/// path (≤ 15 significant digits, no exponent) and the general one.
@Suite struct ColorNumberParsingTests {
    @Test(arguments: ["0.1", "0.7", "-0.3000000000000001", "0.123456789012345", "1e-3", "+.5", "12345678901234567890",
                      "0.0000000000000000000001", "0.00000000000000000000001", "1E2", "-0"])
    func numbersMatchTheStandardLibrary(text: String) throws {
        let color = try CSSColor(parsing: "color(xyz-d65 \(text) 0 0)")
        let expected = try #require(Double(text))
        #expect(color.first == expected, "\(text)")
        #expect(color.first?.sign == expected.sign, "\(text) sign")
    }
}

/// Coordinates far beyond any gamut never overflow into NaN or black: gamut mapping takes them by
/// their lightness (CSS Color 4 §13.2), so a huge positive red is white, not black.
@Suite struct HugeCoordinateTests {
    @Test(arguments: ["color(srgb 1e200 0 0)", "lab(50 1e200 0)", "lch(50 1e300 0)", "color(display-p3 1e200 0 0)",
                      "color(xyz 1e300 1e300 1e300)"])
    func hugeCoordinatesMapToWhite(text: String) throws {
        let color = try SRGBColor(parsing: text)
        #expect(color.hex == "#ffffff", "\(text)")
    }

    @Test func hugeNegativeLightnessIsBlack() throws {
        #expect(try SRGBColor(parsing: "color(srgb -1e200 -1e200 -1e200)").hex == "#000000")
    }
}
