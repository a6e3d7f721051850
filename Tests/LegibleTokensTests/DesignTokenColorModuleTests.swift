import Foundation
import LegibleCore
import Testing
import _LegibleTestSupport
@testable import LegibleTokens

/// The rest of the DTCG Format 2025.10: every `colorSpace` of the Color Module against an
/// independent reference, component ranges, `$extends` and `$deprecated`. Documents written for
/// these tests.
@Suite struct DesignTokenColorModuleTests {
    @Test func everyColorSpaceConvertsAsTheReferenceDoes() throws {
        let fixture = try Fixtures.conformance("dtcg_color_spaces.json")
        let cases = try #require(fixture["cases"] as? [[String: Any]])
        #expect(cases.count == 14)
        #expect(Set(cases.compactMap { $0["colorSpace"] as? String }) == DesignTokenColor.spaces)
        for item in cases {
            let space = try #require(item["colorSpace"] as? String)
            let components = try #require(item["components"] as? [Double])
            let expected = try #require(item["srgb_gamut_mapped"] as? [Double])
            let list = components.map { DesignTokenColor.format($0) }.joined(separator: ", ")
            // The hex disagrees on purpose: the components win.
            let text = ##"{"c": {"$type": "color", "$value": {"colorSpace": "\##(space)", "components": [\##(list)], "hex": "#00ff00"}}}"##
            let color = try #require(try Support.load("s.tokens.json", text).token("c")?.color, "\(space)")
            for (got, want) in zip([color.red, color.green, color.blue], expected) {
                #expect(abs(got - want) <= 0.002, "\(space): \(got) vs \(want)")
            }
        }
    }

    @Test func componentsOutsideTheModuleRangesAreConvertedWithANote() throws {
        let text = ##"""
        {"$type": "color",
         "a": {"$value": {"colorSpace": "srgb", "components": [1.2, 0, -0.1]}},
         "b": {"$value": {"colorSpace": "hsl", "components": [360, 50, 50]}},
         "c": {"$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 359.9]}},
         "d": {"$value": {"colorSpace": "xyz-d65", "components": [0.9505, 1, 1.089]}}}
        """##
        let set = try Support.load("r.tokens.json", text)
        #expect(set.token("a")?.color.hex == "#ff0000")
        #expect(set.notes.map(\.name) == ["a", "b"])
        #expect(set.notes.first?.message == "srgb components outside the DTCG range: red 1.2 (expected [0, 1]), "
                    + "blue -0.1 (expected [0, 1]); converted as CSS does")
        #expect(set.notes.last?.message == "hsl component outside the DTCG range: hue 360 (expected [0, 360)); converted as CSS does")
        #expect(set.notes.first?.location.line == 2)
    }

    @Test func noneComponentsAndAlphaAndHexAsFallbackOnly() throws {
        let text = ##"""
        {"$type": "color",
         "white": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 0.5, "hex": "#000000"}},
         "fallback": {"$value": {"colorSpace": "lab", "components": [50, 0, 0], "hex": "#123456"}}}
        """##
        let set = try Support.load("n.tokens.json", text)
        let white = try #require(set.token("white")?.color)
        #expect([white.red, white.green, white.blue, white.alpha] == [1, 1, 1, 0.5])
        #expect(set.token("fallback")?.color.hex == "#777777")
    }

    /// `"none"` components (CSS Color 4 missing components) that change the color: with a `hex`,
    /// the hex is checked; without, they are read as 0 (CSS Color 4 §4.4) with a note saying so.
    /// A powerless `"none"` (the hue of a gray) changes nothing and gets no such note.
    @Test func missingComponentsUseTheHexOrZeroWithANote() throws {
        let text = ##"""
        {"$type": "color",
         "allNone": {"$value": {"colorSpace": "srgb", "components": ["none", "none", "none"], "hex": "#336699"}},
         "noneHue": {"$value": {"colorSpace": "oklch", "components": [0.6, 0.15, "none"], "alpha": 0.5, "hex": "#cc3300"}},
         "bare": {"$value": {"colorSpace": "hsl", "components": ["none", "none", "none"]}},
         "noneRed": {"$value": {"colorSpace": "srgb", "components": ["none", 1, 0]}},
         "gray": {"$value": {"colorSpace": "oklch", "components": [0.5, 0, "none"], "hex": "#000000"}}}
        """##
        let set = try Support.load("m.tokens.json", text)
        // Black before: the hex was ignored.
        #expect(set.token("allNone")?.color.hex == "#336699")
        let noneHue = try #require(set.token("noneHue")?.color)
        #expect(noneHue.hex == "#cc330080" && noneHue.alpha == 0.5)
        #expect(set.token("bare")?.color.hex == "#000000")
        #expect(set.token("noneRed")?.color.hex == "#00ff00")
        // The hue of a gray is powerless: the components are read, the hex is not used (only
        // its disagreement noted).
        #expect(set.token("gray")?.color.hex == "#636363")
        let notes = Dictionary(set.notes.map { ($0.name, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(notes["allNone"] == "its components give \"none\" (missing) for red, green, blue, which leaves the "
            + "color undetermined; its hex #336699 is checked instead")
        #expect(notes["noneHue"] == "its components give \"none\" (missing) for hue, which leaves the color "
            + "undetermined; its hex #cc3300 is checked instead")
        #expect(notes["bare"] == "its components give \"none\" (missing) for hue, saturation, lightness and there is "
            + "no hex fallback; read as 0, as CSS Color 4 §4.4 says missing components behave as zero (give numbers, "
            + "or a hex, to check the intended color)")
        #expect(notes["noneRed"]?.hasPrefix("its components give \"none\" (missing) for red and there is no hex") == true)
        #expect(notes["gray"]?.hasPrefix("its hex #000000 is another color than its components (#636363)") == true)
        #expect(set.notes.first { $0.name == "allNone" }?.location.line == 2)
    }

    /// A `hex` fallback that names another color than the components is reported as a note (the
    /// components are checked); 8-bit rounding, and the clipped reading of an out-of-gamut color,
    /// are agreement. Workday Canvas's `palette.blue.800` has this shape (written here with other
    /// numbers); DTCG and Tokens Studio `value` objects alike.
    @Test func hexThatDisagreesWithTheComponentsIsNoted() throws {
        let text = ##"""
        {"$type": "color",
         "stale": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "hex": "#3366aa"}},
         "rounded": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "hex": "#336699"}},
         "clipped": {"$value": {"colorSpace": "display-p3", "components": [0, 1, 0], "hex": "#00ff00"}},
         "alpha": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#00000033"}}}
        """##
        let set = try Support.load("h.tokens.json", text)
        #expect(set.token("stale")?.color.hex == "#336699")
        #expect(set.notes.map(\.name) == ["stale", "alpha"])
        #expect(set.notes.first?.message == "its hex #3366aa is another color than its components (#336699); "
            + "the components are checked, as the DTCG Color Module says")
        #expect(set.notes.first?.location.line == 2)
        let studio = ##"{"blue": {"type": "color", "value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "hex": "#3366aa"}}}"##
        let palette = try Support.load("palette.json", studio)
        #expect(palette.notes.map(\.name) == ["blue"])
    }

    // MARK: - $extends

    static let extending = ##"""
    {"button": {"$type": "color",
                "background": {"$value": "#0066cc"},
                "text": {"$value": "#ffffff"},
                "state": {"hover": {"$value": "#0055aa"}, "active": {"$value": "#004488"}}},
     "button-primary": {"$extends": "{button}",
                        "background": {"$value": "#cc0066"},
                        "state": {"hover": {"$value": "#aa0055"}}},
     "button-danger": {"$extends": "{button-primary}", "text": {"$value": "#fff5f5"}}}
    """##

    @Test func extendsInheritsDeepMergesAndOverrides() throws {
        let set = try Support.load("e.tokens.json", Self.extending)
        #expect(set.token("button-primary.background")?.color.hex == "#cc0066")
        #expect(set.token("button-primary.text")?.color.hex == "#ffffff")
        #expect(set.token("button-primary.state.hover")?.color.hex == "#aa0055")
        #expect(set.token("button-primary.state.active")?.color.hex == "#004488")
        // A chain: danger extends primary extends button; $type comes along.
        #expect(set.token("button-danger.background")?.color.hex == "#cc0066")
        #expect(set.token("button-danger.text")?.color.hex == "#fff5f5")
        // Inherited tokens keep the location of their definition.
        #expect(set.token("button-primary.text")?.location.line == 3)
        #expect(set.tokens.count == 4 + 4 + 4)
    }

    @Test(arguments: [
        (##"{"a": {"$extends": "{b}", "x": {"$type": "color", "$value": "#000"}}, "b": {"$extends": "{a}"}}"##,
         "circular $extends: a → b → a"),
        (##"{"button": {"$type": "color", "c": {"$value": "#000"}, "secondary": {"$extends": "{button}"}}}"##,
         "circular $extends: button.secondary → button"),
        (##"{"t": {"$type": "color", "$value": "#000"}, "a": {"$extends": "{nowhere}"}}"##, "$extends \"{nowhere}\": no group named 'nowhere' in x.tokens.json"),
        (##"{"t": {"$type": "color", "$value": "#000"}, "a": {"$extends": "{t}"}}"##,
         "$extends \"{t}\" points to a token; expected a group"),
        (##"{"b": {"x": {"$type": "color", "$value": "#000"}}, "a": {"$extends": "b"}}"##,
         "$extends is \"b\"; expected a group reference such as \"{button}\""),
    ])
    func extendsErrors(text: String, message: String) {
        let error = Support.error { _ = try Support.load("x.tokens.json", text) }
        #expect(error?.message == message)
        #expect(error?.location.file == "x.tokens.json")
        #expect((error?.location.column ?? 0) > 1)
    }

    @Test func exponentialExtensionIsAnErrorNotAHang() {
        var groups = [##""g0": {"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "#fff"}}"##]
        for i in 1...40 {
            groups.append(##""g\##(i)": {"x": {"$extends": "{g\##(i - 1)}"}, "y": {"$extends": "{g\##(i - 1)}"}}"##)
        }
        let error = Support.error { _ = try Support.load("big.tokens.json", "{" + groups.joined(separator: ",") + "}") }
        #expect(error?.message == "$extends expands to more than 1000000 members; expected fewer")
    }

    // MARK: - $deprecated

    @Test func deprecatedIsInheritedFromGroupsAndUndoneByFalse() throws {
        let text = ##"""
        {"color": {"$type": "color",
          "old": {"$deprecated": "Use color.text", "ink": {"$value": "#111111"},
                  "paper": {"$value": "#ffffff", "$deprecated": false}},
          "gray": {"$value": "#777777", "$deprecated": true},
          "text": {"$value": "#222222"}}}
        """##
        let set = try Support.load("d.tokens.json", text)
        #expect(set.token("color.old.ink")?.deprecation == "Use color.text")
        #expect(set.token("color.old.paper")?.deprecation == nil)
        #expect(set.token("color.gray")?.deprecation == "")
        #expect(set.token("color.text")?.deprecation == nil)
        let ink = try #require(set.token("color.old.ink")), paper = try #require(set.token("color.old.paper"))
        let gray = try #require(set.token("color.gray"))
        let pairs = [TokenPair(foreground: ink, background: paper, appearance: "light", role: .text, level: .aa),
                     TokenPair(foreground: gray, background: paper, appearance: "light", role: .text, level: .aa),
                     TokenPair(foreground: ink, background: gray, appearance: "dark", role: .text, level: .aa)]
        let notes = Pairing.deprecationNotes(for: pairs)
        #expect(notes.map(\.name) == ["color.old.ink", "color.gray"])
        #expect(notes.first?.message == #"deprecated ($deprecated: "Use color.text") and used in 2 pairs (light, dark)"#)
        #expect(notes.last?.message == "deprecated and used in 2 pairs (light, dark)")
        #expect(notes.first?.location.line == 2)
    }
}
