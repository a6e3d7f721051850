import Foundation
import Testing
import LegibleCore
@testable import LegibleTokens

@Suite struct AssetCatalogTests {
    static let catalog = Support.fixtures + "/formats/Sample.xcassets"

    @Test func namesCarryOnlyNamespaceFolders() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        let names = Set(set.tokens.map(\.name))
        #expect(names == ["Brand/Primary", "Text", "Gray", "Wide", "Accent"])
        #expect(set.appearances == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
    }

    @Test func colorsetNamedAloneStillGetsItsNamespace() throws {
        let set = try TokenLoader().load(paths: [Self.catalog + "/Brand/Primary.colorset"])
        #expect(set.tokens.map(\.name).allSatisfy { $0 == "Brand/Primary" })
        #expect(set.token("Brand/Primary")?.color.hex == "#00ff00")
    }

    @Test func appearancesAndPlatformFallbacks() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        // Any → light; the iphone idiom's entry (green) wins over the universal one (blue) by
        // default; dark and high contrast have only universal entries.
        #expect(set.token("Brand/Primary")?.color.hex == "#00ff00")
        #expect(set.token("Brand/Primary", "dark")?.color.hex == "#808080")
        #expect(set.token("Brand/Primary", "light-high-contrast")?.color.hex == "#000066")
        // Dark high contrast has no entry: the standard dark one, not the light high-contrast one.
        #expect(set.token("Brand/Primary", "dark-high-contrast")?.color.hex == "#808080")
        // An explicit Light entry wins in light; dark falls back to "Any", not to "Light".
        #expect(set.token("Text")?.color.hex == "#ff000080")
        #expect(set.token("Text", "dark")?.color.hex == "#0a8080")
        #expect(set.token("Text", "light-high-contrast")?.color.hex == "#ff000080")
    }

    @Test func componentNotationsAndLocations() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        let any = try #require(set.token("Text", "dark"))
        // red "0x0a", green "128", blue "0x80": all 8-bit.
        let c = any.color.components8
        #expect([c.red, c.green, c.blue, c.alpha] == [10, 128, 128, 255])
        #expect(any.rawValue == "srgb 0x0a 128 0x80 1.000")
        #expect(any.location.file.hasSuffix("Text.colorset/Contents.json"))
        #expect(any.location.line == 6)  // the "components" of the first color
        #expect(set.token("Brand/Primary", "dark")?.location.line == 14)
    }

    @Test func colorSpacesConvertByDefinition() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        // gray-gamma-22: white 0.5 → linear 0.5^2.2 → sRGB-encoded.
        let gray = try #require(set.token("Gray")?.color)
        let expected = SRGBTransfer.encode(pow22(0.5))
        #expect(abs(gray.red - expected) < 1e-9 && abs(gray.red - gray.green) < 1e-12 && abs(gray.green - gray.blue) < 1e-12)
        #expect(abs(gray.red - 0.50383) < 1e-4)
        // extended-gray 1.1 and extended-srgb (1.2, 1, 1) lie beyond white: gamut-mapped, in range.
        #expect(set.token("Gray", "dark")?.color.hex == "#ffffff")
        let extended = try #require(set.token("Text", "dark-high-contrast")?.color)
        #expect([extended.red, extended.green, extended.blue].allSatisfy { (0...1).contains($0) })
        // display-p3 red is outside sRGB: CSS Color 4 gamut mapping keeps it a saturated red.
        let wide = try #require(set.token("Wide")?.color)
        let css = CSSColor(space: .displayP3, 1, 0, 0).gamutMapped
        #expect(wide == css)
        #expect(wide.red > 0.95 && wide.green < 0.3 && wide.blue < 0.3)
    }

    @Test func systemColorReferences() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        #expect(set.token("Accent")?.color.hex == "#007aff")
        #expect(set.token("Accent")?.rawValue == "reference systemBlueColor (ios)")
        #expect(set.token("Accent", "light-high-contrast")?.color.hex == "#3634a3")
        // The dark entry names macOS controlAccentColor: its default blue, with a note.
        #expect(set.token("Accent", "dark")?.color.hex == "#0a84ff")
        #expect(set.skipped.filter { $0.name == "Accent" }.isEmpty)
        let note = try #require(set.notes.first { $0.name == "Accent" })
        #expect(note.message.contains("controlAccentColor") && note.message.contains("default, blue"))
        #expect(note.location.line > 0)
    }

    @Test func idiomsFallBackToUniversal() throws {
        var loader = TokenLoader()
        loader.idioms = ["universal"]
        let universal = try loader.load(paths: [Self.catalog + "/Brand/Primary.colorset"])
        #expect(universal.token("Brand/Primary")?.color.hex == "#0000ff")
        let ipadOnly = ##"{"colors": [{"idiom": "ipad", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}"##
        let skipped = try Support.load("A.xcassets/Pad.colorset/Contents.json", ipadOnly)
        #expect(skipped.tokens.isEmpty)
        #expect(skipped.skipped.first?.reason == "no entry for idiom iphone or universal (it has ipad; choose one with --idiom)")
        loader.idioms = ["ipad", "universal"]
        let pad = try loader.load(sources: [TokenSource(path: "A.xcassets/Pad.colorset/Contents.json", bytes: Array(ipadOnly.utf8))])
        #expect(pad.token("Pad")?.color.hex == "#ff0000")
    }

    @Test func colorsetWithNoColorIsSkippedNotAnError() throws {
        // What Xcode writes for a new project's AccentColor.
        let text = ##"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"##
        let set = try Support.load("A.xcassets/AccentColor.colorset/Contents.json", text)
        #expect(set.tokens.isEmpty)
        #expect(set.skipped.map(\.reason) == ["no color set"])
        #expect(set.skipped.first?.name == "AccentColor")
        #expect(set.colorSetCount == 1)
    }

    @Test func freshXcodeProjectCatalogChecks() throws {
        let set = try TokenLoader().load(paths: [Support.fixtures + "/xcode-new-project/Assets.xcassets"])
        #expect(set.colorSetCount == 4)
        #expect(set.skipped.map(\.name) == ["AccentColor"])
        #expect(Set(set.tokens.map(\.name)) == ["Background", "TextPrimary", "Tint"])
        // "platform": "universal" resolves through the iOS table.
        #expect(set.token("Tint")?.color.hex == "#007aff")
    }

    @Test func systemColorsTakeTheirIncreasedContrastValues() throws {
        // No "contrast: high" entry: the platform still gives systemBlue its increased-contrast values.
        let text = ##"{"colors": [{"idiom": "universal", "color": {"reference": "systemBlueColor"}}]}"##
        let set = try Support.load("A.xcassets/Tint.colorset/Contents.json", text)
        #expect(set.token("Tint")?.color.hex == "#007aff")
        #expect(set.token("Tint", "dark")?.color.hex == "#0a84ff")
        #expect(set.token("Tint", "light-high-contrast")?.color.hex == "#0040dd")
        #expect(set.token("Tint", "dark-high-contrast")?.color.hex == "#409cff")
        #expect(set.token("Tint", "light-high-contrast")?.inheritsValue == false)
    }

    @Test func macOSSystemColorsResolveThroughTheirOwnTable() throws {
        let text = ##"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "windowBackgroundColor"}}]}"##
        let set = try Support.load("A.xcassets/Window.colorset/Contents.json", text)
        #expect(set.token("Window")?.color.hex == "#ececec")
        #expect(set.token("Window", "dark")?.color.hex == "#323232")
        let label = ##"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "labelColor"}}]}"##
        // macOS labelColor is black at alpha 216/255 (AppKit's 8-bit value), not iOS's opaque black.
        let labelSet = try Support.load("A.xcassets/L.colorset/Contents.json", label)
        #expect(abs((labelSet.token("L")?.color.alpha ?? 0) - 216.0 / 255) < 1e-6)
        // No source gives it an increased-contrast value: a note says the standard one is used.
        #expect(labelSet.notes.contains { $0.message.contains("labelColor (macOS) has no increased-contrast value") })
        let tv = ##"{"colors": [{"idiom": "universal", "color": {"platform": "tvos", "reference": "labelColor"}}]}"##
        let skipped = try Support.load("A.xcassets/T.colorset/Contents.json", tv)
        #expect(skipped.skipped.first?.reason.contains("platform 'tvos'") == true)
    }

    @Test func macOSHueColorsTakeTheHIGIncreasedContrastValues() throws {
        // HIG, macOS system colors: green is #28cd41 / #32d74b, increased contrast #007d1b / #31de4b
        // (not iOS's #34c759 family); yellow's light increased-contrast value is #a05a00 on macOS.
        let green = ##"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "systemGreenColor"}}]}"##
        let set = try Support.load("A.xcassets/G.colorset/Contents.json", green)
        #expect(set.token("G")?.color.hex == "#28cd41")
        #expect(set.token("G", "dark")?.color.hex == "#32d74b")
        #expect(set.token("G", "light-high-contrast")?.color.hex == "#007d1b")
        #expect(set.token("G", "dark-high-contrast")?.color.hex == "#31de4b")
        #expect(set.notes.isEmpty)
        let yellow = ##"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "systemYellowColor"}}]}"##
        #expect(try Support.load("A.xcassets/Y.colorset/Contents.json", yellow).token("Y", "light-high-contrast")?.color.hex == "#a05a00")
    }

    @Test func systemColorInAnyAdaptsToDark() throws {
        let text = ##"{"colors": [{"idiom": "universal", "color": {"reference": "labelColor"}}]}"##
        let set = try Support.load("Label.colorset/Contents.json", text)
        #expect(set.token("Label")?.color.hex == "#000000")
        #expect(set.token("Label", "dark")?.color.hex == "#ffffff")
    }

    @Test(arguments: [
        (##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xZZ", "green": "0", "blue": "0", "alpha": "1"}}}]}"##, "expected a hex byte", 1),
        ("{\n\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"cmyk\", \"components\": {}}}]}", "unknown color-space \"cmyk\"", 2),
        (##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0", "blue": "0"}}}]}"##, "outside 0...1", 1),
        (##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.5", "blue": "0"}}}]}"##, "no \"green\" component", 1),
        (##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.5", "green": "0", "blue": "0", "alpha": "2.5"}}}]}"##, "alpha 2.5 is outside", 1),
        ("{\"colors\": [\n{\"idiom\": \"universal\", \"color\": 5}]}", "\"color\" is a number; expected an object", 2),
        ("{\"colors\": [", "expected a value", 1),
    ])
    func malformedColorsetsAreLocatedErrors(text: String, fragment: String, line: Int) {
        let error = Support.error { _ = try Support.load("X.xcassets/Bad.colorset/Contents.json", text) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.line == line)
        #expect(error?.location.file == "X.xcassets/Bad.colorset/Contents.json")
    }

    @Test func fallbackChainOfHighContrast() {
        #expect(DeclarationTable.fallbackChain("dark-high-contrast") == ["dark-high-contrast", "dark", "light"])
        #expect(DeclarationTable.fallbackChain("light-high-contrast") == ["light-high-contrast", "light"])
    }

    private func pow22(_ x: Double) -> Double { Foundation.pow(x, 2.2) }
}
