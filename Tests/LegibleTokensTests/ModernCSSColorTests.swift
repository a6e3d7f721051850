import Testing
import LegibleCore
@testable import LegibleTokens

/// CSS Color 5 values and bare channel triplets in token files.
@Suite struct ModernCSSColorTests {
    @Test func lightDarkGivesTheLightAndDarkAppearances() throws {
        let css = """
        :root {
          --bg: light-dark(#ffffff, #1f1f1f);
          --fg: var(--ink);
          --ink: light-dark(#1f1f1f, #e3e3e3);
          --brand: #0969da;
        }
        .dark { --bg: #000000; }
        """
        let set = try Support.load("t.css", css)
        #expect(set.appearances == ["light", "dark"])
        #expect(set.token("bg")?.color.hex == "#ffffff")
        // An explicit dark declaration wins over the light-dark() copy.
        #expect(set.token("bg", "dark")?.color.hex == "#000000")
        #expect(set.token("ink", "dark")?.color.hex == "#e3e3e3")
        // Through var(): the dark value of --ink, substituted, then its dark side.
        #expect(set.token("fg", "dark")?.color.hex == "#e3e3e3")
        #expect(set.token("fg")?.color.hex == "#1f1f1f")
        #expect(set.token("ink", "dark")?.location.line == 4)
    }

    @Test func colorMixRelativeColorsAndCalcResolveThroughVar() throws {
        let css = """
        :root {
          --palette-hue: 250; --palette-chroma: 0.5;
          --brand: #0969da;
          --soft: color-mix(in oklch, var(--brand) 60%, white);
          --deep: oklch(from var(--brand) calc(l - 0.1) c h);
          --gray-0: oklch(98% calc(0.03 * var(--palette-chroma)) calc(var(--palette-hue) + 0));
        }
        """
        let set = try Support.load("t.css", css)
        #expect(set.token("soft")?.color.hex == "#77a7ed")
        #expect(set.token("deep")?.color.hex == "#0049b8")
        let expected = try SRGBColor(parsing: "oklch(98% 0.015 250)")
        #expect(set.token("gray-0")?.color.hex == expected.hex)
        #expect(set.skipped.isEmpty)
    }

    @Test func bareChannelTripletsAreReadByUseShapeOrOption() throws {
        let css = """
        .theme-zinc { --background: 0 0% 100%; --foreground: 240 10% 3.9%; }
        :root { --c: 10 20 30; --d: 1 2 3; --e: 100 50% 50%; }
        .x { color: rgb(var(--c) / 0.5); background: RGBA( var(--e)); }
        """
        let set = try Support.load("t.css", css)
        #expect(set.token("background", "zinc")?.color.hex == "#ffffff")
        #expect(set.token("foreground", "zinc")?.color.hex == "#09090b")
        #expect(set.token("c")?.color.hex == "#0a141e")
        // A use in rgba() wins over the H S% L% shape (modern rgb() takes numbers and percentages).
        #expect(set.token("e")?.color.hex == "#648080")
        #expect(set.notes.contains { $0.name == "e" && $0.message.contains("used inside rgb()") })
        #expect(set.skipped.contains { $0.name == "d" && $0.reason.contains("--css-triplets") })
        #expect(set.notes.contains { $0.name == "background" && $0.message.contains("read as hsl(0 0% 100%)") })
        var loader = TokenLoader()
        loader.cssTriplets = .rgb
        let withOption = try loader.load(sources: [Support.source("t.css", css)])
        #expect(withOption.token("d")?.color.hex == "#010203")
        #expect(withOption.notes.contains { $0.name == "d" && $0.message.contains("--css-triplets rgb") })
        // Pairs by name: X-foreground over X.
        let pairs = Pairing.pairs(in: set, pairsFile: nil, allPairs: false, defaultLevel: .aa)
        #expect(pairs.contains { $0.foreground.name == "foreground" && $0.background.name == "background" })
    }
}

@Suite struct ClassicThemeSelectorTests {
    @Test func darkClassAroundAThemeClassIsTheThemesDarkVariant() throws {
        let css = """
        .theme-zinc { --background: 0 0% 100%; --foreground: 240 10% 3.9%; }
        .dark .theme-zinc { --background: 240 10% 3.9%; --foreground: 0 0% 98%; }
        """
        let set = try Support.load("t.css", css)
        #expect(set.token("background", "zinc")?.color.hex == "#ffffff")
        #expect(set.token("background", "zinc-dark")?.color.hex == "#09090b")
        #expect(CSSSelectorMode.classify(".dark .theme-dark") == .explicit("dark"))
    }
}
