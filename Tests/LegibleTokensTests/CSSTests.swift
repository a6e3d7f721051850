import Testing
@testable import LegibleTokens

@Suite struct CSSTests {
    @Test func highContrastFallsBackToItsStandardAppearanceFirst() throws {
        let css = """
        :root { --fg: #333333; --bg: #ffffff; --link: #0066cc; }
        .dark { --fg: #dddddd; --bg: #111111; }
        [data-theme="dark-high-contrast"] { --fg: #ffffff; }
        [data-theme="light-high-contrast"] { --link: #003d99; }
        """
        let set = try Support.load("t.css", css)
        #expect(set.appearances == ["light", "dark", "dark-high-contrast", "light-high-contrast"])
        // dark-high-contrast: its own fg, dark's bg (not light's), light's link.
        #expect(set.token("fg", "dark-high-contrast")?.color.hex == "#ffffff")
        #expect(set.token("bg", "dark-high-contrast")?.color.hex == "#111111")
        #expect(set.token("link", "dark-high-contrast")?.color.hex == "#0066cc")
        #expect(set.token("bg", "light-high-contrast")?.color.hex == "#ffffff")
        #expect(set.token("link", "light-high-contrast")?.color.hex == "#003d99")
        #expect(DeclarationTable.fallbackChain("dark-high-contrast") == ["dark-high-contrast", "dark", "light"])
        #expect(DeclarationTable.fallbackChain("light-high-contrast") == ["light-high-contrast", "light"])
        #expect(DeclarationTable.fallbackChain("sepia") == ["sepia", "light"])
    }

    @Test func rootAndDarkModesWithInheritance() throws {
        let css = """
        /* tokens */
        :root {
          --fg: #111111;
          --bg: #ffffff;
          --accent: #0000ff !important;
          --radius: 4px;
        }
        .dark {
          --fg: #eeeeee;
          --bg: #000000;
        }
        """
        let set = try Support.load("t.css", css)
        #expect(set.appearances == ["light", "dark"])
        #expect(set.tokens.filter { $0.appearance == "light" }.map(\.name) == ["fg", "bg", "accent"])
        #expect(set.tokens.filter { $0.appearance == "dark" }.map(\.name) == ["fg", "bg", "accent"])
        #expect(set.token("fg", "dark")?.color.hex == "#eeeeee")
        #expect(set.token("fg", "dark")?.location.line == 9)
        // Inherited from :root, with its :root location.
        #expect(set.token("accent", "dark")?.color.hex == "#0000ff")
        #expect(set.token("accent", "dark")?.location.line == 5)
        #expect(set.token("fg")?.location == SourceLocation(file: "t.css", line: 3, column: 9, offset: 29))
        #expect(set.token("accent")?.rawValue == "#0000ff")
        #expect(set.skipped.isEmpty)
    }

    @Test(arguments: [
        (":host", "light"), ("html", "light"), (":where(html)", "light"), (".dark-theme", "dark"),
        ("[data-theme=dark]", "dark"), ("[data-theme='Dark']", "dark"), (":root[data-color-mode=\"light\"]", "light"),
        ("[data-theme=dark_dimmed]", "dark-dimmed"), (".cpd-theme-light-hc.cpd-theme-light-hc", "light-high-contrast"),
        ("[data-color-mode=\"auto\"][data-dark-theme=\"dark_high_contrast\"]", "dark-high-contrast"), (":where(*)", "light"),
        (".theme-ocean", "ocean"), ("html.dark", "dark"), (":root:not(.light)", "light"),
        (".theme-dark", "dark"), (":host(.dark)", "dark"),
    ])
    func selectorsMapToAppearances(selector: String, appearance: String) throws {
        let set = try Support.load("s.css", "\(selector) { --x: #123456; }")
        #expect(set.tokens.map(\.appearance) == [appearance])
    }

    @Test(arguments: [".button", "body", ".dark .card", ".theme", "[class*=theme]", ":root:hover", "#app"])
    func componentRulesAreNotModes(selector: String) throws {
        let set = try Support.load("s.css", "\(selector) { --x: #123456; }")
        #expect(set.tokens.isEmpty)
    }

    @Test func mediaPrefersDarkAndColorScheme() throws {
        let css = """
        :root { --fg: #000000; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #ffffff; }
          [data-theme=light] { --fg: #010101; }
        }
        @media (min-width: 600px) { :root { --fg: #ff0000; } }
        @media print { :root { --fg: #00ff00; } }
        @layer base { :root { --bg: #fafafa; } }
        @font-face { font-family: X; --fg: #0000ff; }
        @keyframes spin { from { --fg: #0000ff; } }
        """
        let set = try Support.load("m.css", css)
        #expect(set.token("fg")?.color.hex == "#010101")
        #expect(set.token("fg", "dark")?.color.hex == "#ffffff")
        #expect(set.token("bg")?.color.hex == "#fafafa")
        let scheme = try Support.load("d.css", ":root { color-scheme: dark; --fg: #ffffff; }")
        #expect(scheme.tokens.map(\.appearance) == ["dark"])
    }

    @Test func tailwindThemeBlockAndNestedDarkRule() throws {
        let css = """
        @theme { --color-red-500: #ef4444; }
        :root { --fg: #000000; .dark & { --fg: #ffffff; } &:hover { --fg: #ff0000; } }
        """
        let set = try Support.load("tw.css", css)
        #expect(set.token("color-red-500")?.color.hex == "#ef4444")
        #expect(set.token("fg")?.color.hex == "#000000")
        #expect(set.token("fg", "dark")?.color.hex == "#ffffff")
    }

    @Test func varReferencesFallbacksAndModes() throws {
        let css = """
        :root {
          --blue: #0000ff;
          --primary: var(--blue);
          --on-primary: var(--missing, var(--also-missing, #ffffff));
          --link: var( --primary , #000000 );
          --unset: var(--nowhere);
        }
        .dark { --blue: #8888ff; }
        """
        let set = try Support.load("v.css", css)
        #expect(set.token("primary")?.color.hex == "#0000ff")
        #expect(set.token("primary")?.rawValue == "var(--blue)")
        #expect(set.token("on-primary")?.color.hex == "#ffffff")
        #expect(set.token("link")?.color.hex == "#0000ff")
        // The dark override flows through references declared in :root, as on one element.
        #expect(set.token("link", "dark")?.color.hex == "#8888ff")
        #expect(set.token("unset") == nil)
        let skipped = try #require(set.skipped.first)
        #expect(set.skipped.count == 1)
        #expect(skipped.name == "unset" && skipped.reason == "references --nowhere, which no input defines")
        #expect(skipped.location.line == 6)
    }

    /// Open Props writes `hsl(var(--color-hue, 220) 60% 50%)`: a color computed through a
    /// `var()` fallback is kept with a note naming the reference and the fallback used; one whose
    /// fallback does not make a color is listed under Skipped, the reason saying so.
    @Test func varFallbacksAreNoted() throws {
        let css = """
        :root {
          --hue: 0;
          --brand: hsl(var(--brand-hue, 220) 60% 50%);
          --plain: var(--nowhere, #ff0000);
          --defined: hsl(var(--hue, 220) 60% 50%);
          --bad: hsl(var(--nowhere,nonsense) 60% 50%);
          --lost: var(--nowhere);
        }
        """
        let set = try Support.load("o.css", css)
        #expect(set.token("brand")?.color.hex == "#3366cc")
        #expect(set.token("plain")?.color.hex == "#ff0000")
        #expect(set.token("defined")?.color.hex == "#cc3333")
        let notes = Dictionary(set.notes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(notes.keys.sorted() == ["brand", "plain"])
        #expect(notes["brand"]?.message == "no input defines --brand-hue, so var(--brand-hue, …) took its fallback '220'")
        #expect(notes["brand"]?.location.line == 3)
        #expect(notes["plain"]?.message == "no input defines --nowhere, so var(--nowhere, …) took its fallback '#ff0000'")
        let skipped = Dictionary(uniqueKeysWithValues: set.skipped.map { ($0.name, $0) })
        #expect(skipped.keys.sorted() == ["bad", "lost"])
        #expect(skipped["bad"]?.reason.hasSuffix(
            "(no input defines --nowhere, so var(--nowhere, …) took its fallback 'nonsense')") == true,
            "\(String(describing: skipped["bad"]?.reason))")
        #expect(skipped["lost"]?.reason == "references --nowhere, which no input defines")
    }

    @Test func varCycleIsAnError() {
        let error = Support.error { _ = try Support.load("c.css", ":root { --a: var(--b); --b: var(--c, #fff); --c: var(--a); }") }
        #expect(error?.message == "circular var() reference: --a → --b → --c → --a")
        #expect(error?.location.line == 1 && error?.location.column == 14)
    }

    @Test func nonColorPropertiesAreIgnoredSilently() throws {
        let set = try Support.load("n.css", ":root { --space: 4px; --font: 'Inter', sans-serif; --shadow: 0 1px 2px; color: red; }")
        #expect(set.tokens.isEmpty && set.skipped.isEmpty)
    }

    /// `currentColor` and the CSS system colors (`CanvasText`) are colors whose value the file
    /// does not give: listed as skipped with the reason, never dropped as non-colors (they were),
    /// and not the file's mistake (`isInvalid` false), so a run goes on.
    @Test func contextColorsAreSkippedWithTheReason() throws {
        let css = ":root {\n  --fg: currentColor;\n  --bg: Canvas;\n  --ink: #111;\n  --font: inherit;\n}"
        let set = try Support.load("t.css", css)
        #expect(set.tokens.map(\.name) == ["ink"])
        let skipped = Dictionary(uniqueKeysWithValues: set.skipped.map { ($0.name, $0) })
        #expect(skipped.keys.sorted() == ["bg", "fg"])
        #expect(skipped["fg"]?.reason == "'currentColor' is the color of the element it is drawn on, which the file "
            + "does not give; not checked")
        #expect(skipped["bg"]?.reason == "'Canvas' is a CSS system color, chosen by the browser, the platform and "
            + "the user's settings (CSS Color 4 §6.2); not checked")
        #expect(skipped["fg"]?.location.line == 2)
        #expect(skipped.values.allSatisfy { !$0.isInvalid })
    }

    @Test func commentsAndStringsDoNotConfuseTheReader() throws {
        let css = """
        :root { /* } { */ --a: /* lead */ #abcdef /* tail */; --content: "}"; --b: #123; }
        """
        let set = try Support.load("k.css", css)
        #expect(set.token("a")?.color.hex == "#abcdef")
        #expect(set.token("a")?.location.column == 35)
        #expect(set.token("b")?.color.hex == "#112233")
    }

    @Test(arguments: [
        (":root { --a: #fff;", "never closed"), ("}", "unexpected '}'"), (":root { --a: #fff; } /* open", "unterminated comment"),
    ])
    func malformedCSSIsAnErrorWithLocation(css: String, fragment: String) {
        let error = Support.error { _ = try Support.load("bad.css", css) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.line == 1)
    }

    @Test func deepVarNestingIsBounded() throws {
        var value = "#fff"
        for i in 0..<1_000 { value = "var(--m\(i), \(value))" }
        let set = try Support.load("deep.css", ":root { --x: \(value); }")
        #expect(set.tokens.isEmpty)
    }

    @Test("a var() defined only in another appearance says which one defines it")
    func referenceDefinedOnlyInAnotherAppearance() throws {
        let css = """
        :root {
          --text: var(--ink);
          --background: #ffffff;
        }
        .dark {
          --ink: #333333;
          --background: #000000;
        }
        """
        let set = try Support.load("a.css", css)
        // In dark, :root's --text sees .dark's --ink (one element with both): a color.
        #expect(set.token("text", "dark")?.color.hex == "#333333")
        let skipped = try #require(set.skipped.first { $0.name == "text" })
        #expect(skipped.reason == "references --ink, which no input defines in light (dark defines it; a value of "
            + "another appearance does not apply here)", "\(skipped.reason)")
        // Defined nowhere: the reason is unchanged.
        let nowhere = try Support.load("n.css", ":root { --lost: var(--nowhere); }\n.dark { --ink: #333333; }\n")
        #expect(nowhere.skipped.first { $0.name == "lost" }?.reason == "references --nowhere, which no input defines")
    }

    @Test("@media (prefers-contrast: more) is the increased-contrast appearance of its color scheme")
    func prefersContrastMore() throws {
        let css = """
        :root { --fg: #000000; --bg: #ffffff; }
        @media (prefers-color-scheme: dark) { :root { --fg: #ffffff; --bg: #000000; } }
        @media (prefers-contrast: more) { :root { --fg: #999999; } }
        @media (prefers-color-scheme: dark) and (prefers-contrast: more) { :root { --fg: #555555; } }
        @media (prefers-color-scheme: dark) { @media (prefers-contrast: more) { :root { --bg: #111111; } } }
        @media (min-width: 600px) { :root { --fg: #eeeeee; } }
        """
        let set = try Support.load("c.css", css)
        #expect(set.token("fg")?.color.hex == "#000000")
        #expect(set.token("fg", "light-high-contrast")?.color.hex == "#999999")
        #expect(set.token("fg", "dark-high-contrast")?.color.hex == "#555555")
        #expect(set.token("bg", "dark-high-contrast")?.color.hex == "#111111")
        #expect(CSSCustomPropertyReader.appearance(in: "(prefers-contrast:more)", enclosing: nil) == "light-high-contrast")
        #expect(CSSCustomPropertyReader.appearance(in: "(min-width:600px)", enclosing: nil) == nil)
        #expect(CSSCustomPropertyReader.appearance(in: "(prefers-contrast:less)", enclosing: "dark") == nil)
    }
}
