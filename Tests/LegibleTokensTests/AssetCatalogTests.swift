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
        #expect(set.token("Brand/Primary")?.color.hex == "#0000ff")
    }

    @Test func appearancesAndPlatformFallbacks() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        // Any → light; the iphone idiom entry (green) is ignored in favour of universal.
        #expect(set.token("Brand/Primary")?.color.hex == "#0000ff")
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
        // The dark entry names a macOS color, which the table does not hold: skipped, once.
        #expect(set.token("Accent", "dark") == nil)
        let skipped = set.skipped.filter { $0.name == "Accent" }
        #expect(skipped.count == 1)
        #expect(skipped.first?.reason.contains("controlAccentColor") == true)
        #expect(skipped.first?.location.line ?? 0 > 0)
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
        ("{\"colors\": [\n{\"idiom\": \"universal\"}]}", "no \"color\" object", 2),
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
