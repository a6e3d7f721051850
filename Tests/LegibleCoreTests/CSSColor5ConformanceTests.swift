import Testing
import LegibleCore
import _LegibleTestSupport

/// `color-mix()`, relative colors and `calc()` against `conformance/css_color_5.json`
/// (coloraide 8.13.1 through `Tools/css-color-5-vectors/generate.py`; tolerance in the file).
@Suite struct CSSColor5ConformanceTests {
    let fixture: [String: Any]
    init() throws { fixture = try Fixtures.conformance("css_color_5.json") }

    @Test func everyVectorMatchesTheReference() throws {
        let meta = try #require(fixture["meta"] as? [String: Any])
        let tolerance = try #require(meta["tolerance"] as? Double)
        let prophotoTolerance = try #require(meta["tolerance_prophoto"] as? Double)
        let cases = try #require(fixture["cases"] as? [[String: Any]])
        #expect(cases.count > 600)
        var worst = (0.0, "")
        var kinds: [String: Int] = [:]
        for entry in cases {
            let css = try #require(entry["css"] as? String)
            let expected = try #require(entry["srgb"] as? [Double])
            let alpha = try #require(entry["alpha"] as? Double)
            kinds[entry["kind"] as? String ?? "", default: 0] += 1
            let color = try CSSColor(parsing: css)
            let got = [color.srgb.red, color.srgb.green, color.srgb.blue]
            let scale = css.contains("in prophoto-rgb") ? tolerance / prophotoTolerance : 1
            for (g, e) in zip(got, expected) where abs(g - e) * scale > worst.0 { worst = (abs(g - e) * scale, css) }
            #expect(abs(color.alpha - alpha) <= tolerance, "\(css): alpha \(color.alpha), expected \(alpha)")
        }
        #expect(worst.0 <= tolerance, "largest sRGB difference (scaled to 1e-6) \(worst.0) for \(worst.1)")
        #expect(kinds["color-mix", default: 0] > 400 && kinds["relative", default: 0] >= 45 && kinds["calc", default: 0] >= 7)
    }

    /// The example: white's hue is powerless in OKLCH, so the mix keeps #0969da's hue.
    @Test func powerlessHueIsMissing() throws {
        #expect(try SRGBColor(parsing: "color-mix(in oklch, #0969da 60%, white)").hex == "#77a7ed")
        // With white's hue taken as 0 (written explicitly) the mix turns purple.
        #expect(try SRGBColor(parsing: "color-mix(in oklch, #0969da 60%, oklch(1 0 0))").hex == "#af96e4")
    }

    @Test func noneTakesTheOtherColorsComponent() throws {
        let mixed = try CSSColor(parsing: "color-mix(in oklch, oklch(0.6 0.1 none), oklch(0.8 0.2 120))")
        #expect(mixed.third == 120)
        #expect(abs((mixed.first ?? 0) - 0.7) < 1e-12)
        let both = try CSSColor(parsing: "color-mix(in oklch, oklch(0.6 0.1 none), oklch(0.8 0.2 none))")
        #expect(both.third == nil)
    }

    @Test func lightDarkPicksTheScheme() throws {
        let text = "light-dark(#1f1f1f, color-mix(in srgb, #e3e3e3, white))"
        #expect(try CSSColor(parsing: text, colorScheme: .light).gamutMapped.hex == "#1f1f1f")
        #expect(try CSSColor(parsing: text, colorScheme: .dark).gamutMapped.hex == "#f1f1f1")
        #expect(try CSSColor.dependsOnColorScheme(text))
        #expect(try !CSSColor.dependsOnColorScheme("#fff"))
        #expect(ColorScheme(appearance: "dark-high-contrast") == .dark)
        #expect(ColorScheme(appearance: "light-high-contrast") == .light)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "light-dark(", count: 40) + "red, blue" + String(repeating: ", red)", count: 40)
        #expect(throws: ColorSyntaxError.self) { try CSSColor(parsing: deep) }
        let calc = "rgb(" + String(repeating: "calc(", count: 40) + "1" + String(repeating: ")", count: 40) + " 0 0)"
        #expect(throws: ColorSyntaxError.self) { try CSSColor(parsing: calc) }
    }
}
