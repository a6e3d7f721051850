import Testing
import LegibleCore
@testable import LegibleTokens

@Suite struct PairingTests {
    static func set(_ css: String) throws -> TokenSet { try Support.load("p.css", css) }

    static func names(_ pairs: [TokenPair]) -> [String] {
        pairs.map { "\($0.foreground.name)/\($0.background.name)@\($0.appearance)" }
    }

    @Test func globs() {
        #expect(GlobPattern("fg.*").matches("fg.default"))
        #expect(GlobPattern("fg.*").matches("fg.a.b"))
        #expect(!GlobPattern("fg.*").matches("bg.default"))
        #expect(GlobPattern("?g.default").matches("bg.default"))
        #expect(!GlobPattern("?g").matches("g"))
        #expect(GlobPattern("*-on-*").matches("md-on-primary"))
        #expect(GlobPattern("*").matches(""))
        #expect(GlobPattern("a*b*c").matches("aXXbYYc") && !GlobPattern("a*b*c").matches("aXXbYY"))
        #expect(GlobPattern(String(repeating: "*a", count: 30)).matches(String(repeating: "a", count: 40)))
        #expect(!GlobPattern(String(repeating: "*a", count: 30) + "b").matches(String(repeating: "a", count: 200)))
    }

    @Test func pairsFileRulesLevelsAndUnmatched() throws {
        let file = try PairsFile.load(path: Support.fixtures + "/pairs.json")
        #expect(file.rules.count == 3)
        #expect(file.rules[1].level == .aaa && file.rules[1].role == .largeText)
        #expect(file.rules[0].location.line == 3)
        let set = try TokenLoader().load(paths: [Support.fixtures + "/directory"])
        let pairs = Pairing.pairs(in: set, pairsFile: file, allPairs: false, defaultLevel: .aa)
        #expect(Self.names(pairs) == [
            "fg-default/bg-default@light", "brand.500/bg-default@light", "brand.900/bg-default@light",
            "fg-default/bg-default@dark", "brand.500/bg-default@dark", "brand.900/bg-default@dark",
        ])
        #expect(pairs[0].level == .aa && pairs[0].role == .text)
        #expect(pairs[1].level == .aaa && pairs[1].role == .largeText)
        #expect(Pairing.unmatched(in: set, rules: file.rules).map(\.rule.foreground) == ["nothing.*"])
    }

    @Test(arguments: [
        (#"{"pairs": [{"foreground": "a", "background": "b", "role": "body"}]}"#, 1, 59, "unknown role \"body\""),
        (#"{"pairs": [{"foreground": "a", "background": "b", "level": "A"}]}"#, 1, 60, "unknown level \"A\""),
        (#"{"pairs": [{"foreground": "a"}]}"#, 1, 12, "pair has no \"background\""),
        (#"{"pairs": {}}"#, 1, 11, "\"pairs\" must be an array"),
        (#"{"pears": []}"#, 1, 2, "unknown key \"pears\"; did you mean \"pairs\"?"),
        (#"{}"#, 1, 1, "found neither"),
        (#"{"pairs": [3]}"#, 1, 12, "each pair must be an object"),
    ])
    func pairsFileErrors(text: String, line: Int, column: Int, fragment: String) {
        let error = Support.error { _ = try PairsFile(parsing: Array(text.utf8), path: "pairs.json") }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.line == line && error?.location.column == column, "\(String(describing: error))")
    }

    @Test func missingPairsFileIsAnError() {
        let error = Support.error { _ = try PairsFile.load(path: "/nonexistent/pairs.json") }
        #expect(error?.description == "/nonexistent/pairs.json: error: no such file; expected a pairs file in JSON")
    }

    @Test func allPairsIsEveryCombinationPerAppearance() throws {
        let set = try Self.set(":root { --a: #000; --b: #fff; --c: #888; } .dark { --a: #111; }")
        let pairs = Pairing.pairs(in: set, pairsFile: nil, allPairs: true, defaultLevel: .aaa)
        // light: 3 × 2; dark: only the pairs with a, the one token with a value of its own there.
        #expect(pairs.count == 10)
        #expect(pairs.filter { $0.appearance == "dark" }.allSatisfy { $0.foreground.name == "a" || $0.background.name == "a" })
        #expect(pairs.allSatisfy { $0.foreground.appearance == $0.appearance && $0.background.appearance == $0.appearance })
        #expect(pairs.allSatisfy { $0.foreground.name != $0.background.name && $0.level == .aaa })
    }

    @Test func materialOnXOverX() throws {
        let set = try Self.set("""
        :root {
          --md-sys-color-primary: #6750a4; --md-sys-color-on-primary: #ffffff;
          --md-sys-color-primary-container: #eaddff; --md-sys-color-on-primary-container: #21005d;
          --md-sys-color-surface: #fef7ff; --md-sys-color-on-surface: #1d1b20;
          --md-sys-color-surface-container-high: #ece6f0; --md-sys-color-surface-dim: #ded8e1;
          --md-sys-color-inverse-surface: #322f35; --md-sys-color-inverse-on-surface: #f5eff7;
          --md-sys-color-primary-fixed: #eaddff; --md-sys-color-on-primary-fixed-variant: #4f378b;
          --md-sys-color-outline: #79747e;
        }
        """)
        let pairs = Pairing.pairs(in: set, pairsFile: nil, allPairs: false, defaultLevel: .aa)
        #expect(Self.names(pairs) == [
            "md-sys-color-on-primary/md-sys-color-primary@light",
            "md-sys-color-on-primary-container/md-sys-color-primary-container@light",
            "md-sys-color-on-surface/md-sys-color-surface@light",
            "md-sys-color-on-surface/md-sys-color-surface-container-high@light",
            "md-sys-color-on-surface/md-sys-color-surface-dim@light",
            "md-sys-color-inverse-on-surface/md-sys-color-inverse-surface@light",
            "md-sys-color-on-primary-fixed-variant/md-sys-color-primary-fixed@light",
        ])
        #expect(pairs.allSatisfy { $0.role == .text })
    }

    @Test func dottedAndCamelCaseOnNames() throws {
        let set = try Support.load("m.json", ##"{"color": {"primary": "#6750a4", "on-primary": "#fff"}, "onSecondary": "#000", "secondary": "#ccc"}"##)
        let pairs = Pairing.automaticPairs(in: set, level: .aa)
        #expect(Self.names(pairs) == ["color.on-primary/color.primary@light", "onSecondary/secondary@light"])
    }

    @Test func foregroundOverBackgroundSameAppearance() throws {
        let set = try Self.set("""
        :root {
          --fg-default: #111; --fg-muted: #555; --text-on-brand: #fff; --fg-icon: #333;
          --bg-default: #fff; --canvas-subtle: #eee; --brand-bg: #00f;
          --fg-inverse: #fff; --bg-inverse: #000; --bg-emphasis: #333; --fg-onEmphasis: #fff;
          --border-default: #ccc;
        }
        .dark { --fg-default: #eee; }
        """)
        let pairs = Pairing.automaticPairs(in: set, level: .aa)
        let light = Self.names(pairs.filter { $0.appearance == "light" })
        #expect(light == [
            "fg-default/bg-default@light", "fg-default/canvas-subtle@light",
            "fg-muted/bg-default@light", "fg-muted/canvas-subtle@light",
            "text-on-brand/brand-bg@light",
            "fg-icon/bg-default@light", "fg-icon/canvas-subtle@light",
            "fg-inverse/bg-inverse@light",
            "fg-onEmphasis/bg-emphasis@light",
        ])
        #expect(pairs.first { $0.foreground.name == "fg-icon" }?.role == .nonText)
        #expect(pairs.first { $0.foreground.name == "fg-default" }?.role == .text)
        let dark = pairs.filter { $0.appearance == "dark" }
        #expect(dark.count == light.count)
        #expect(dark.allSatisfy { $0.foreground.appearance == "dark" && $0.background.appearance == "dark" })
        #expect(dark.first?.foreground.color.hex == "#eeeeee")
        // Deterministic: the same input gives the same list.
        #expect(Self.names(Pairing.automaticPairs(in: set, level: .aa)) == Self.names(pairs))
    }

    @Test func shadcnForegroundSuffixAndComponentScopes() throws {
        let set = try Self.set("""
        :root {
          --background: #fff; --foreground: #000; --card: #fafafa; --card-foreground: #111;
          --header-fg: #eee; --header-bg: #222; --sidebar-primary: #00f; --sidebar-primary-foreground: #fff;
        }
        """)
        let pairs = Pairing.automaticPairs(in: set, level: .aa)
        #expect(Self.names(pairs) == [
            "card-foreground/card@light", "sidebar-primary-foreground/sidebar-primary@light",
            "foreground/background@light", "header-fg/header-bg@light",
        ])
    }

    @Test func paletteWithoutRolesHasNoAutomaticPairs() throws {
        let set = try Support.load("p.json", ##"{"blue": {"500": "#3b82f6"}, "red": {"500": "#ef4444"}}"##)
        #expect(Pairing.pairs(in: set, pairsFile: nil, allPairs: false, defaultLevel: .aa).isEmpty)
    }
}
