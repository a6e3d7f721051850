import Foundation
import Testing
import LegibleCore
@testable import LegibleTokens

/// Colorsets that used to pass silently: an "Any, High Contrast" entry unread in dark high
/// contrast, misspelled keys and appearance values, misspelled system colors. The colorsets are
/// written here by hand in the shape Xcode writes.
@Suite struct AssetCatalogStrictnessTests {
    static func colorset(_ entries: String) -> String {
        "{\n\"colors\" : [\n" + entries + "\n],\n\"info\" : {\"author\" : \"xcode\", \"version\" : 1}\n}"
    }

    static func srgb(_ hex: String) -> String {
        #""color" : {"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "0x\#(hex)", "green" : "0x\#(hex)", "red" : "0x\#(hex)"}}"#
    }

    static let highContrast = #"[{"appearance" : "contrast", "value" : "high"}]"#

    @Test func anyHighContrastEntryIsUsedInDarkHighContrast() throws {
        // Appearances "None" with High Contrast: Any = #767676, Any + contrast high = #333333.
        let text = Self.colorset("{\(Self.srgb("76")), \"idiom\" : \"universal\"},\n"
            + "{\"appearances\" : \(Self.highContrast), \(Self.srgb("33")), \"idiom\" : \"universal\"}")
        let background = Self.colorset("{\(Self.srgb("FF")), \"idiom\" : \"universal\"},\n"
            + #"{"appearances" : [{"appearance" : "luminosity", "value" : "dark"}], \#(Self.srgb("00")), "idiom" : "universal"}"#)
        let set = try TokenLoader().load(sources: [
            Support.source("HC.xcassets/Text.colorset/Contents.json", text),
            Support.source("HC.xcassets/Background.colorset/Contents.json", background),
        ])
        #expect(set.appearances.contains("dark-high-contrast"))
        #expect(set.token("Text", "dark-high-contrast")?.color.hex == "#333333")
        #expect(set.token("Text", "light-high-contrast")?.color.hex == "#333333")
        #expect(set.token("Text", "dark")?.color.hex == "#767676")
        #expect(set.token("Background", "dark-high-contrast")?.color.hex == "#000000")
    }

    @Test func darkEntryWinsOverAnyHighContrastInDarkHighContrast() throws {
        let text = Self.colorset("{\(Self.srgb("76")), \"idiom\" : \"universal\"},\n"
            + "{\"appearances\" : \(Self.highContrast), \(Self.srgb("33")), \"idiom\" : \"universal\"},\n"
            + #"{"appearances" : [{"appearance" : "luminosity", "value" : "dark"}], \#(Self.srgb("CC")), "idiom" : "universal"}"#)
        let set = try Support.load("A.xcassets/Text.colorset/Contents.json", text)
        #expect(set.token("Text", "dark-high-contrast")?.color.hex == "#cccccc")
        #expect(set.token("Text", "light-high-contrast")?.color.hex == "#333333")
    }

    @Test(arguments: [
        (#"{"appearances" : [{"appearance" : "luminosity", "value" : "drak"}], "idiom" : "universal"}"#,
         #"luminosity appearance value is "drak"; did you mean "dark"?"#, 59),
        (#"{"appearances" : [{"appearance" : "contrast", "value" : "hgih"}], "idiom" : "universal"}"#,
         #"contrast appearance value is "hgih"; did you mean "high"?"#, 57),
        (#"{"appearances" : [{"apperance" : "luminosity", "value" : "dark"}], "idiom" : "universal"}"#,
         #"unknown key "apperance" in a colorset appearance; did you mean "appearance"?"#, 20),
        (#"{"appearances" : [{"appearance" : "luminocity", "value" : "dark"}], "idiom" : "universal"}"#,
         #"colorset appearance is "luminocity"; did you mean "luminosity"?"#, 35),
        (#"{"appearence" : [{"appearance" : "luminosity", "value" : "dark"}], "idiom" : "universal"}"#,
         #"unknown key "appearence" in a colorset entry; did you mean "appearances"?"#, 2),
        (#"{"idoim" : "universal"}"#, #"unknown key "idoim" in a colorset entry; did you mean "idiom"?"#, 2),
    ])
    func misspelledEntryKeysAndAppearancesAreErrors(entry: String, fragment: String, column: Int) {
        // The misspelled entry is the second one, on line 4, after an entry holding a color.
        let text = Self.colorset("{\(Self.srgb("76")), \"idiom\" : \"universal\"},\n"
            + entry.replacingOccurrences(of: #""idiom""#, with: Self.srgb("33") + #", "idiom""#))
        let error = Support.error { _ = try Support.load("X.xcassets/T.colorset/Contents.json", text) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.file == "X.xcassets/T.colorset/Contents.json")
        #expect(error?.location.line == 4)
        #expect(error?.location.column == column, "\(String(describing: error))")
    }

    @Test func misspelledColorAndComponentKeysAreErrors() {
        let colour = Self.colorset(#"{"colour" : {"color-space" : "srgb", "components" : {"red" : "1", "green" : "0", "blue" : "0"}}, "idiom" : "universal"}"#)
        let space = Self.colorset(#"{"color" : {"colour-space" : "srgb", "components" : {"red" : "1", "green" : "0", "blue" : "0"}}, "idiom" : "universal"}"#)
        let component = Self.colorset(#"{"color" : {"color-space" : "srgb", "components" : {"red" : "1", "green" : "0", "blue" : "0", "alhpa" : "1"}}, "idiom" : "universal"}"#)
        for (text, fragment) in [(colour, #"unknown key "colour" in a colorset entry; did you mean "color"?"#),
                                 (space, #"unknown key "colour-space" in a colorset color; did you mean "color-space"?"#),
                                 (component, #"unknown key "alhpa" in a color's components; did you mean "alpha"?"#)] {
            let error = Support.error { _ = try Support.load("X.xcassets/T.colorset/Contents.json", text) }
            #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
            #expect(error?.location.line == 3)
        }
    }

    @Test func keysXcodeWritesAreAccepted() throws {
        let text = #"{"colors" : [{"color" : {"color-space" : "gray-gamma-22", "components" : {"white" : "0.5", "alpha" : "1"}}, "#
            + #""idiom" : "universal", "display-gamut" : "sRGB", "locale" : "en", "subtype" : "mac"}, "#
            + #"{"color" : {"platform" : "ios", "reference" : "systemBlueColor"}, "idiom" : "iphone"}], "#
            + #""info" : {"author" : "xcode", "version" : 1}, "properties" : {"localizable" : true}}"#
        let set = try Support.load("A.xcassets/G.colorset/Contents.json", text)
        #expect(set.token("G")?.color.hex == "#007aff")
    }

    @Test(arguments: [("systemBlueColour", "systemBlueColor"), ("systembluecolor", "systemBlueColor"),
                      ("labelColr", "labelColor")])
    func nearMissSystemColorIsAnError(reference: String, suggestion: String) {
        let text = Self.colorset(#"{"color" : {"platform" : "ios", "reference" : "\#(reference)"}, "idiom" : "universal"}"#)
        let error = Support.error { _ = try Support.load("X.xcassets/T.colorset/Contents.json", text) }
        #expect(error?.message.contains("unknown system color \"\(reference)\"; did you mean \"\(suggestion)\"?") == true,
                "\(String(describing: error))")
        #expect(error?.location.line == 3)
    }

    @Test func systemColorNearNothingStaysSkipped() throws {
        let text = Self.colorset(#"{"color" : {"platform" : "ios", "reference" : "systemQuantumColor"}, "idiom" : "universal"}"#)
        let set = try Support.load("X.xcassets/T.colorset/Contents.json", text)
        #expect(set.tokens.isEmpty)
        #expect(set.skipped.first?.reason.contains("it may be newer than the table") == true)
    }
}
