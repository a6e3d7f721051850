import LegibleCore
import Testing
@testable import LegibleTokens

/// Fresh-user findings on asset catalogs: components written as the integers 0 and 1, a
/// colorset with no `colors` array, and a Mac and an iOS catalog checked in one run. The
/// fixtures are written here, as Xcode writes colorsets (Asset Catalog Format Reference).
@Suite("asset catalogs: consistency findings") struct CatalogConsistencyTests {
    static func colorset(_ components: String, idiom: String = "universal") -> String {
        #"{"colors": [{"idiom": "\#(idiom)", "color": {"color-space": "srgb", "components": {\#(components)}}}]}"#
    }

    static func load(_ files: [(String, String)]) throws(TokenFileError) -> TokenSet {
        try TokenLoader().load(sources: files.map { Support.source($0.0, $0.1) })
    }

    @Test func componentsWrittenAsZeroAndOneAreReadAsBytesWithAWarning() throws {
        let set = try Self.load([
            ("A.xcassets/Text.colorset/Contents.json",
             Self.colorset(#""red": "1", "green": "0", "blue": "0", "alpha": "1.000""#)),
            ("A.xcassets/Gray.colorset/Contents.json", #"{"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "1", "alpha": "1"}}}]}"#),
            // Not warned: floats, an 8-bit value other than 0 and 1, and black (both readings agree).
            ("A.xcassets/Float.colorset/Contents.json", Self.colorset(#""red": "1.000", "green": "0.000", "blue": "0.000""#)),
            ("A.xcassets/Byte.colorset/Contents.json", Self.colorset(#""red": "255", "green": "0", "blue": "1""#)),
            ("A.xcassets/Black.colorset/Contents.json", Self.colorset(#""red": "0", "green": "0", "blue": "0""#)),
        ])
        // The value is Xcode's reading, unchanged.
        #expect(set.tokens.first { $0.name == "Text" }?.color.hex == "#010000")
        #expect(set.warnings.map(\.name) == ["Text", "Gray"])
        let text = try #require(set.warnings.first)
        #expect(text.location.file == "A.xcassets/Text.colorset/Contents.json")
        #expect(text.location.line == 1)
        #expect(text.message.contains("'Text' (srgb 1 0 0 1.000) are all written as the integer 0 or 1"), "\(text.message)")
        #expect(text.message.contains("checked as #010000"), "\(text.message)")
    }

    /// Alpha "1" beside 8-bit components: read as opaque (not 1/255), with a warning saying so.
    @Test func alphaOneBesideEightBitComponentsIsOpaqueAndWarned() throws {
        let set = try Self.load([
            ("A.xcassets/Brand.colorset/Contents.json", Self.colorset(#""red": "255", "green": "0", "blue": "0", "alpha": "1""#)),
            ("A.xcassets/Hex.colorset/Contents.json", Self.colorset(#""red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1""#)),
            // Not warned: a float list (alpha "1" can only be 1.0), an 8-bit alpha, a float alpha.
            ("A.xcassets/Float.colorset/Contents.json", Self.colorset(#""red": "0.500", "green": "0.000", "blue": "0.000", "alpha": "1""#)),
            ("A.xcassets/Byte.colorset/Contents.json", Self.colorset(#""red": "255", "green": "0", "blue": "0", "alpha": "255""#)),
            ("A.xcassets/Point.colorset/Contents.json", Self.colorset(#""red": "255", "green": "0", "blue": "0", "alpha": "1.000""#)),
        ])
        #expect(set.tokens.first { $0.name == "Brand" }?.color.hex == "#ff0000")
        #expect(set.tokens.first { $0.name == "Brand" }?.color.alpha == 1)
        #expect(set.warnings.map(\.name) == ["Brand", "Hex"])
        let brand = try #require(set.warnings.first)
        #expect(brand.message.contains(#"the alpha of 'Brand' (srgb 255 0 0 1) is written as the integer "1": "#
            + #"alpha "1" is read as 1.0 (opaque), not as the 8-bit 1/255"#), "\(brand.message)")
    }

    @Test func aColorsetWithNoColorsArrayIsSkippedAsAnEmptyOneIs() throws {
        let set = try Self.load([
            ("A.xcassets/Missing.colorset/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#),
            ("A.xcassets/Empty.colorset/Contents.json", #"{"colors": [], "info": {"author": "xcode", "version": 1}}"#),
        ])
        #expect(set.tokens.isEmpty)
        #expect(set.skipped.map(\.reason) == [
            #"no color set (its Contents.json has no "colors" array)"#, #"no color set (its "colors" array is empty)"#,
        ])
        #expect(set.skipped.map(\.location.file) == ["A.xcassets/Missing.colorset/Contents.json",
                                                     "A.xcassets/Empty.colorset/Contents.json"])
        #expect(set.skipped.allSatisfy { !$0.isInvalid })
        // A `colors` that is not an array is a malformed file: an error at it.
        #expect(throws: TokenFileError.self) {
            try Self.load([("A.xcassets/Bad.colorset/Contents.json", #"{"colors": {"idiom": "universal"}}"#)])
        }
    }

    @Test func eachCatalogsTranslucentColorsGoOverItsOwnPlatformsCanvas() throws {
        let translucent = Self.colorset(#""red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "0.250""#)
        let set = try Self.load([
            // A Mac catalog: its window background is macOS's, so every color of it is macOS's.
            ("Mac.xcassets/WindowBackground.colorset/Contents.json",
             #"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "windowBackgroundColor"}}]}"#),
            ("Mac.xcassets/RowBackground.colorset/Contents.json", translucent),
            ("Mac.xcassets/RowText.colorset/Contents.json", Self.colorset(#""red": "0.100", "green": "0.100", "blue": "0.100""#)),
            // An iOS catalog, whose canvas has the fewest words and so was chosen for both.
            ("App.xcassets/Background.colorset/Contents.json",
             #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}]}"#),
            ("App.xcassets/CellBackground.colorset/Contents.json", translucent),
            ("App.xcassets/CellText.colorset/Contents.json", Self.colorset(#""red": "0.100", "green": "0.100", "blue": "0.100""#)),
        ])
        #expect(set.tokens.first { $0.name == "RowBackground" }?.platform == "macos")
        #expect(set.tokens.first { $0.name == "CellBackground" }?.platform == "ios")
        let pairs = Pairing.automaticPairs(in: set, level: .aa).filter { $0.appearance == "light" }
        let row = try #require(pairs.first { $0.background.name == "RowBackground" })
        let cell = try #require(pairs.first { $0.background.name == "CellBackground" })
        #expect(row.surface?.name == "WindowBackground")
        #expect(cell.surface?.name == "Background")
        // A Mac catalog told by a `mac` idiom entry, with no system color at all.
        var loader = TokenLoader()
        loader.idioms = ["mac", "universal"]
        let byIdiom = try loader.load(sources: [
            Support.source("M.xcassets/Tint.colorset/Contents.json", Self.colorset(#""red": "0.5", "green": "0.5", "blue": "0.5""#, idiom: "mac")),
            Support.source("M.xcassets/Plain.colorset/Contents.json", Self.colorset(#""red": "0.5", "green": "0.5", "blue": "0.5""#)),
        ])
        #expect(byIdiom.tokens.compactMap(\.platform) == ["macos", "macos"])
    }
}
