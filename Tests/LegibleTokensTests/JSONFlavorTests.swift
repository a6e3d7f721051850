import Testing
import LegibleCore
@testable import LegibleTokens

@Suite struct JSONFlavorTests {
    @Test func styleDictionaryInput() throws {
        let text = ##"""
        {"color": {
          "base": {"red": {"value": "#ff0000", "type": "color"}},
          "font": {"value": "{color.base.red.value}"},
          "mod": {"value": "{color.base.red}", "modify": [{"type": "darken", "amount": 0.2}]},
          "mix": {"value": "color-mix(in srgb, red, blue)"},
          "fn": {"value": "darken(#fff, 10%)", "type": "color"},
          "cat": {"value": "shade(1)", "attributes": {"category": "color"}},
          "size": {"value": "12px", "type": "dimension"},
          "hsl": {"value": {"h": "{hue}", "s": 1, "l": 0.5}, "type": "color"}
        }}
        """##
        let set = try Support.load("sd.json", text)
        #expect(set.tokens.map(\.name) == ["color.base.red", "color.font", "color.mix"])
        #expect(set.token("color.mix")?.color.hex == "#800080")
        #expect(set.token("color.font")?.color.hex == "#ff0000")
        let reasons = Dictionary(set.skipped.map { ($0.name, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["color.mod"]?.contains("'modify' (darken 0.2)") == true)
        #expect(reasons["color.fn"] != nil)
        #expect(reasons["color.cat"] != nil)
        #expect(reasons["color.hsl"]?.contains("object") == true)
        #expect(reasons["color.size"] == nil)
        #expect(set.skipped.allSatisfy { $0.location.line >= 1 })
    }

    static let studio = ##"""
    {
      "core": {"blue": {"value": "#0000ff", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}},
      "light": {
        "bg": {"value": "{white}", "type": "color"},
        "fg": {"value": "{blue}", "type": "color"},
        "half": {"value": "rgba({blue}, 0.5)", "type": "color"},
        "math": {"value": "{blue} * 2", "type": "color"}
      },
      "dark": {
        "bg": {"value": "#000000", "type": "color"},
        "fg": {"value": "#ffffff", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "lch"}}}}
      },
      "$themes": [
        {"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled"}},
        {"id": "2", "name": "Dark HC", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "enabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
    }
    """##

    @Test func tokensStudioThemesAreAppearances() throws {
        let set = try Support.load("tokens.json", Self.studio)
        #expect(set.appearances == ["light", "dark-high-contrast"])
        #expect(set.token("bg")?.color.hex == "#ffffff")
        #expect(set.token("fg")?.color.hex == "#0000ff")
        #expect(set.token("half")?.color.hex == "#0000ff80")
        #expect(set.token("bg", "dark-high-contrast")?.color.hex == "#000000")
        // Source sets resolve references but are not reported.
        #expect(set.token("blue") == nil && set.token("white") == nil)
        let reasons = Dictionary(set.skipped.map { ($0.name, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["math"]?.contains("math expression") == true)
        #expect(reasons["fg"]?.contains("Tokens Studio color modifier (lighten 0.2)") == true)
    }

    @Test func tokensStudioWithoutThemesUsesSetNames() throws {
        let text = ##"{"palette/light": {"bg": {"value": "#fff"}}, "palette/dark": {"bg": {"value": "#000"}}, "$metadata": {"tokenSetOrder": []}}"##
        let set = try Support.load("t.json", text)
        #expect(set.token("bg")?.color.hex == "#ffffff")
        #expect(set.token("bg", "dark")?.color.hex == "#000000")
    }

    @Test func tokensStudioMetadataFilesHoldNoTokens() throws {
        let themes = Support.source("$themes.json", ##"[{"name": "Base", "selectedTokenSets": {"base": "enabled"}}]"##)
        let metadata = Support.source("$metadata.json", ##"{"tokenSetOrder": ["base"]}"##)
        let set = try TokenLoader().load(sources: [themes, metadata])
        #expect(set.tokens.isEmpty && set.skipped.isEmpty)
    }

    @Test func theoObjectAndArrayForms() throws {
        let object = ##"{"aliases": {"BLUE": "#0070d2"}, "props": {"brand": {"value": "{!BLUE}", "type": "color"}, "radius": {"value": "4px", "type": "size"}}}"##
        let set = try Support.load("theo.json", object)
        #expect(set.tokens.map(\.name) == ["brand"])
        #expect(set.token("brand")?.color.hex == "#0070d2")
        let array = ##"{"global": {"category": "c"}, "props": [{"name": "blue", "value": [{"name": "5", "value": "#eff6fb"}, {"name": "vivid", "value": [{"name": "90", "value": false}, {"name": 5, "value": "#e8f5ff"}]}]}]}"##
        let uswds = try Support.load("blue.json", array)
        #expect(uswds.tokens.map(\.name) == ["blue-5", "blue-vivid-5"])
        #expect(uswds.skipped.map(\.name) == ["blue-vivid-90"])
    }

    @Test func materialThemeBuilderSchemes() throws {
        let text = ##"{"seed": "#6750A4", "schemes": {"light": {"primary": "#415F91", "onPrimary": "#FFFFFF"}, "dark": {"primary": "#AAC7FF", "onPrimary": "#0A305F"}, "light-high-contrast": {"primary": "#0B2F5E"}}, "palettes": {"primary": {"0": "#000000"}}}"##
        let set = try Support.load("material-theme.json", text)
        #expect(set.appearances == ["light", "dark", "light-high-contrast"])
        #expect(set.token("onPrimary", "dark")?.color.hex == "#0a305f")
        #expect(set.token("primary", "light-high-contrast")?.color.hex == "#0b2f5e")
        #expect(set.token("onPrimary", "light-high-contrast")?.color.hex == "#ffffff")  // falls back to light
        #expect(!set.tokens.contains { $0.name.contains("0") })
        let pairs = Pairing.automaticPairs(in: set, level: .aa)
        #expect(pairs.count == 3)
    }

    @Test func builtStyleDictionaryTakesTheFileTheme() throws {
        let text = ##"{"fgColor-default": {"value": "#ffffff", "$type": "color", "original": {"value": "{base.color.white}"}, "name": "fgColor-default", "path": ["fgColor", "default"]}}"##
        let set = try Support.load("dist/docs-themes-dark-high-contrast.json", text)
        #expect(set.token("fgColor-default", "dark-high-contrast")?.color.hex == "#ffffff")
        #expect(JSONTokenFlavor.theme(ofFile: "x/light.json") == "light")
        #expect(JSONTokenFlavor.theme(ofFile: "x/docs-themes-dark_dimmed.json") == "dark-dimmed")
    }

    @Test func spectrumSetsAreAppearances() throws {
        let text = ##"{"gray-100": {"sets": {"light": {"value": "rgb(255, 255, 255)"}, "dark": {"value": "rgb(0, 0, 0)"}, "darkest": {"value": "rgb(17, 17, 17)"}}}, "bg": {"value": "{gray-100}"}}"##
        let set = try Support.load("palette.json", text)
        #expect(set.appearances == ["light", "dark", "darkest"])
        #expect(set.token("bg", "dark")?.color.hex == "#000000")
        #expect(set.token("bg", "darkest")?.color.hex == "#111111")
    }

    @Test func designTokenModeExtensions() throws {
        let text = ##"{"bg": {"$type": "color", "$value": "#ffffff", "$extensions": {"mode": {"dark": "#000000", "light-hc": "{ink}"}}}, "ink": {"$type": "color", "$value": "#eeeeee"}}"##
        let set = try Support.load("modes.tokens.json", text)
        #expect(set.token("bg", "dark")?.color.hex == "#000000")
        #expect(set.token("bg", "light-high-contrast")?.color.hex == "#eeeeee")
        #expect(set.token("bg")?.color.hex == "#ffffff")
    }

    @Test func primerAlphaAndMix() throws {
        let text = ##"{"base": {"$value": "#0000ff", "$type": "color"}, "m": {"$value": "{base}", "$type": "color", "alpha": 0.4}, "x": {"$value": "{base}", "$type": "color", "mix": {"color": "{base}", "weight": 0.5}}}"##
        let set = try Support.load("p.json5", text)
        #expect(set.token("m")?.color.hex == "#0000ff66")
        #expect(set.skipped.first { $0.name == "x" }?.reason.contains("'mix'") == true)
    }

    @Test func mistypedDesignTokenColorsAreSkipped() throws {
        let text = ##"{"a": {"$type": "color", "$value": 0}, "b": {"$type": "color", "$value": "light"}, "c": {"$type": "color", "$value": "#fff"}}"##
        let set = try Support.load("carbon.json", text)
        #expect(set.tokens.map(\.name) == ["c"])
        #expect(set.skipped.map(\.name) == ["a", "b"])
        #expect(set.skipped.allSatisfy { $0.reason.hasPrefix("$type color but") })
        // Invalid, not merely uncomputed: a paired one stops the run, as in every format.
        #expect(set.skipped.first { $0.name == "a" }?.isInvalid == true)
    }

    @Test func nonFiniteNumbersAreErrors() {
        let error = Support.error { _ = try Support.load("t.json5", "{a: {$value: '#fff', n: Infinity}}") }
        #expect(error?.message.contains("non-finite number") == true)
        #expect(error?.location.line == 1)
    }
}
