import Testing
import LegibleCore
@testable import LegibleTokens

/// The "no duplicate rows" rule: a pair is checked in an appearance only when one of its tokens
/// has its own value there (`Pairing.isCheckedInOwnAppearance`).
@Suite struct AppearanceInheritanceTests {
    static func load(_ files: [(String, String)]) throws -> TokenSet {
        try TokenLoader().load(sources: files.map { TokenSource(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    static func rule(_ foreground: String, _ background: String) -> PairRule {
        PairRule(foreground: foreground, background: background, role: .text, level: nil,
                 location: SourceLocation(file: "p.json", line: 1, column: 1))
    }

    @Test func tokensDeclaredOnlyInAFallbackInheritTheirValues() throws {
        let set = try Self.load([("a.css", """
            :root { --fg: #333; --bg: #fff; --muted: #777; }
            .dark { --bg: #000; }
            [data-theme="dark-high-contrast"] { --fg: #fff; }
            """)])
        func inherits(_ name: String, _ appearance: String) -> Bool? {
            set.tokens.first { $0.name == name && $0.appearance == appearance }?.inheritsValue
        }
        #expect(inherits("fg", "light") == false)
        #expect(inherits("bg", "dark") == false && inherits("fg", "dark") == true)
        // dark-high-contrast falls back to dark, whose bg is its own: bg inherits it there.
        #expect(inherits("bg", "dark-high-contrast") == true && inherits("fg", "dark-high-contrast") == false)
        #expect(inherits("muted", "dark-high-contrast") == true)
        let pairs = Pairing.pairs(in: set, rules: [Self.rule("*", "*")], defaultLevel: .aa)
        let kept = pairs.filter { Pairing.isCheckedInOwnAppearance(foreground: $0.foreground, background: $0.background) }
        // muted over fg in dark: both inherit from light, the same check.
        #expect(!kept.contains { $0.appearance == "dark" && $0.foreground.name == "muted" && $0.background.name == "fg" })
        #expect(kept.contains { $0.appearance == "dark" && $0.foreground.name == "muted" && $0.background.name == "bg" })
    }

    @Test func anAliasWhoseTargetChangesHasItsOwnValue() throws {
        // --text is declared only in :root, but its target is overridden in .dark.
        let set = try Self.load([("a.css", ":root { --base: #111; --text: var(--base); --bg: #eee; } .dark { --base: #ddd; }")])
        let text = try #require(set.tokens.first { $0.name == "text" && $0.appearance == "dark" })
        #expect(text.color.hex == "#dddddd")
        #expect(!text.inheritsValue)
        let pairs = Pairing.pairs(in: set, pairsFile: PairsFile(rules: [Self.rule("text", "bg")]),
                                  allPairs: false, defaultLevel: .aa)
        #expect(pairs.map(\.appearance) == ["light", "dark"])
    }

    @Test func filesCheckedTogetherCountWhatTheyCountAlone() throws {
        let a = ("a.css", ":root { --fg: #333; --bg: #fff; }")
        let b = ("b.css", ":root { --ink: #222; --paper: #fafafa; } [data-theme=\"light-high-contrast\"] { --ink: #000; }")
        let rules = PairsFile(rules: [Self.rule("fg", "bg"), Self.rule("ink", "paper")])
        func count(_ files: [(String, String)]) throws -> Int {
            Pairing.pairs(in: try Self.load(files), pairsFile: rules, allPairs: false, defaultLevel: .aa).count
        }
        // b brings light-high-contrast, where fg and bg of a have no values of their own.
        #expect(try count([a]) == 1 && count([b]) == 2)
        #expect(try count([a, b]) == 3)
    }
}
