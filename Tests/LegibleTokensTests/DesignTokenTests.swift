import Testing
import LegibleCore
@testable import LegibleTokens

@Suite struct DesignTokenTests {
    @Test func groupsTypesDescriptionsAndLocations() throws {
        let text = """
        {
          "color": {
            "$type": "color",
            "fg": { "default": { "$value": "#1f2328", "$description": "Body text" } },
            "size": { "$type": "dimension", "sm": { "$value": "4px" } }
          },
          "untyped": { "$value": "#ffffff" },
          "label": { "$value": "hello" }
        }
        """
        let set = try Support.load("t.tokens.json", text)
        #expect(set.tokens.map(\.name) == ["color.fg.default", "untyped"])
        let fg = try #require(set.token("color.fg.default"))
        #expect(fg.color.hex == "#1f2328")
        #expect(fg.summary == "Body text")
        #expect(fg.rawValue == "#1f2328")
        #expect(fg.appearance == "light")
        #expect(fg.location == SourceLocation(file: "t.tokens.json", line: 4, column: 36, offset: 72))
    }

    @Test func aliasesAndChainsResolve() throws {
        let text = """
        {"base": {"$type": "color", "blue": {"$value": "#0000ff"}},
         "semantic": {"link": {"$value": "{base.blue}"}, "visited": {"$value": "{semantic.link}"}}}
        """
        let set = try Support.load("a.json", text)
        let visited = try #require(set.token("semantic.visited"))
        #expect(visited.color.hex == "#0000ff")
        #expect(visited.rawValue == "{semantic.link}")
        #expect(visited.location.line == 2)
    }

    @Test func missingAliasNamesTheChain() {
        let text = ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$value": "{c.missing}"}}"##
        let error = Support.error { _ = try Support.load("m.json", text) }
        #expect(error?.message == "unresolved alias '{c.missing}': no token named 'c.missing' (chain: a → b → c.missing)")
        #expect(error?.location.column == 60)  // where the missing alias is written
    }

    @Test func circularAliasNamesTheCycle() {
        let text = ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$value": "{a}"}}"##
        let error = Support.error { _ = try Support.load("c.json", text) }
        #expect(error?.message == "circular alias: a → b → a")
        #expect(error?.description.hasPrefix("c.json:1:") == true)
        let selfCycle = Support.error { _ = try Support.load("c.json", ##"{"a": {"$value": "{a}"}}"##) }
        #expect(selfCycle?.message == "circular alias: a → a")
    }

    @Test func tenThousandLinkChainNeverOverflows() throws {
        var text = "{\"t0\": {\"$type\": \"color\", \"$value\": \"#123456\"}"
        for i in 1...10_000 { text += ", \"t\(i)\": {\"$value\": \"{t\(i - 1)}\"}" }
        text += "}"
        let error = Support.error { _ = try Support.load("long.json", text) }
        #expect(error?.message.contains("reference chain longer than 64 links") == true)
        let set = try Support.load("long.json", text, maxDepth: 20_000)
        #expect(set.token("t10000")?.color.hex == "#123456")
        #expect(set.tokens.count == 10_001)
        // Written far end first, the walk itself is 10,000 frames deep: still no recursion.
        var reversed = "{"
        for i in stride(from: 10_000, through: 1, by: -1) { reversed += "\"t\(i)\": {\"$value\": \"{t\(i - 1)}\"}, " }
        reversed += "\"t0\": {\"$type\": \"color\", \"$value\": \"#123456\"}}"
        let reversedError = Support.error { _ = try Support.load("long.json", reversed) }
        #expect(reversedError?.message.hasPrefix("reference chain longer than 64 links: t65 → t64") == true)
        #expect(try Support.load("long.json", reversed, maxDepth: 10_000).token("t10000")?.color.hex == "#123456")
    }

    @Test func colorObjectsAndHexDisagreement() throws {
        let text = """
        {"c": {"$type": "color",
          "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0.5], "alpha": 0.5, "hex": "#00ff00"}},
          "b": {"$value": {"colorSpace": "srgb", "components": ["none", 1, 0]}},
          "p3": {"$value": {"colorSpace": "display-p3", "components": [0.1, 0.2, 0.3], "hex": "#102030"}}
        }}
        """
        let set = try Support.load("o.json", text)
        let a = try #require(set.token("c.a"))
        #expect(a.color.red == 1 && a.color.green == 0 && a.color.blue == 0.5 && a.color.alpha == 0.5)
        #expect(a.rawValue == "color(srgb 1 0 0.5 / 0.5)")
        #expect(set.token("c.b")?.color.hex == "#00ff00")
        // Until the full CSS Color 4 parser arrives, a space it cannot evaluate falls back to hex.
        #expect(set.token("c.p3") != nil)
    }

    @Test func untypedColorObjectIsAColor() throws {
        let set = try Support.load("o.json", ##"{"x": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##)
        #expect(set.token("x")?.color.hex == "#000000")
    }

    @Test(arguments: [
        (##"{"x": {"$type": "color", "$value": [1, 2]}}"##, "its $value is an array"),
        (##"{"x": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0,0,0]}}}"##, "unknown colorSpace \"cmyk\""),
        (##"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0,0]}}}"##, "array of 3 numbers"),
        (##"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0,"a",0]}}}"##, "expected a number or \"none\""),
        (##"{"d": {"$type": "dimension", "$value": "4px"}, "x": {"$type": "color", "$value": "{d}"}}"##, "which has $type 'dimension'"),
    ])
    func invalidColorTokensAreErrors(text: String, fragment: String) {
        let error = Support.error { _ = try Support.load("bad.json", text) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect((error?.location.line ?? 0) >= 1)
    }

    @Test func nonColorTokensAndAliasesToThemAreIgnored() throws {
        let text = ##"{"d": {"$type": "dimension", "$value": "4px"}, "e": {"$value": "{d}"}, "f": {"$value": "#fff"}}"##
        let set = try Support.load("n.json", text)
        #expect(set.tokens.map(\.name) == ["f"])
    }

    @Test func brokenAliasesInOtherTypesAreNotFollowed() throws {
        let text = ##"{"space": {"$type": "dimension", "$value": "{nowhere}"}, "c": {"$value": "#000"}}"##
        #expect(try Support.load("o.json", text).tokens.map(\.name) == ["c"])
    }

    @Test func rootTokensAndRootLevelType() throws {
        let text = ##"{"$type": "color", "accent": {"$root": {"$value": "#ff0000"}, "hover": {"$value": "{accent.$root}"}}}"##
        let set = try Support.load("root.json", text)
        #expect(set.tokens.map(\.name) == ["accent.$root", "accent.hover"])
        #expect(set.token("accent.hover")?.color.hex == "#ff0000")
    }

    @Test func invalidUTF8InATokenFileNamesTheFile() {
        let bytes: [UInt8] = Array(##"{"a": {"$value": "#fff"##.utf8) + [0xFF] + Array(##""}}"##.utf8)
        let error = Support.error { _ = try TokenLoader().load(sources: [TokenSource(path: "u.tokens.json", bytes: bytes)]) }
        #expect(error?.description.hasPrefix("u.tokens.json:1:23: error: invalid UTF-8 byte 0xFF") == true, "\(String(describing: error))")
    }

    @Test func resolverDocumentReadsInlineSources() throws {
        let text = """
        {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [
          {"gray": {"$type": "color", "0": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        ]}]}
        """
        let set = try Support.load("r.resolver.json", text)
        #expect(set.token("gray.0")?.color.hex == "#ffffff")
    }
}

@Suite struct PaletteTests {
    @Test func nestedNamesJoinWithDots() throws {
        let text = ##"{"white": "#fff", "blue": {"500": "#3b82f6", "600": "#2563eb"}, "current": "currentColor", "n": 3}"##
        let set = try Support.load("p.json", text)
        #expect(set.tokens.map(\.name) == ["white", "blue.500", "blue.600"])
        #expect(set.token("blue.500")?.location.column == 35)
        // Tailwind v3's `current: currentColor` has no color of its own: listed, not dropped.
        #expect(set.skipped.map(\.name) == ["current"])
        #expect(set.skipped.first?.isInvalid == false)
    }

    /// A palette that labels its entries (Catppuccin's `palette.json` shape, written here):
    /// `"name": "Red"` is the entry's label, not the CSS color red; a hex under a label key is
    /// still a color.
    @Test func entryLabelsAreNotColors() throws {
        let text = ##"""
            {"latte": {"name": "Latte", "colors": {
              "red": {"name": "Red", "hex": "#d20f39", "rgb": {"r": 210, "g": 15, "b": 57}},
              "sky blue": {"name": "Sky Blue", "hex": "#04a5e5"},
              "badge": {"label": "#333333", "title": "Teal"}}}}
            """##
        let set = try Support.load("palette.json", text)
        #expect(set.tokens.map(\.name) == ["latte.colors.red.hex", "latte.colors.sky blue.hex", "latte.colors.badge.label"])
        #expect(set.token("latte.colors.red.hex")?.color.hex == "#d20f39")
        #expect(set.skipped.isEmpty)
    }

    @Test func colorLookingFailuresAreSkippedNotDropped() throws {
        let set = try Support.load("p.json", ##"{"a": "#12", "b": "16px"}"##)
        #expect(set.tokens.isEmpty)
        #expect(set.skipped.map(\.name) == ["a"])
    }

    @Test func styleDictionaryValueObjectsAndAliases() throws {
        let text = ##"{"blue": {"value": "#0000ff", "uuid": "x"}, "link": {"value": "{blue.value}"}}"##
        let set = try Support.load("sd.json", text)
        #expect(set.tokens.map(\.name) == ["blue", "link"])
        #expect(set.token("link")?.color.hex == "#0000ff")
    }

    @Test func topLevelArrayIsAnError() {
        let error = Support.error { _ = try Support.load("x.json", "[1]") }
        #expect(error?.message == "expected a JSON object of tokens at the top level, found array")
    }
}
