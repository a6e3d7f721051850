import Testing
import LegibleCore
@testable import LegibleTokens

@Suite struct AndroidAndGIMPTests {
    static let res = Support.fixtures + "/formats/android/res"

    @Test func hexFormsPutAlphaFirst() {
        #expect(AndroidResourceReader.hexColor("#fff")?.hex == "#ffffff")
        #expect(AndroidResourceReader.hexColor("#8000")?.hex == "#00000088")
        #expect(AndroidResourceReader.hexColor("#12ab34")?.hex == "#12ab34")
        #expect(AndroidResourceReader.hexColor("#80FF0000")?.hex == "#ff000080")
        #expect(AndroidResourceReader.hexColor("#12345") == nil)
        #expect(AndroidResourceReader.hexColor("#GGGGGG") == nil)
    }

    @Test func resourcesMergeNightAndQualifiers() throws {
        let set = try TokenLoader().load(paths: [Self.res])
        #expect(set.appearances == ["light", "dark"])
        #expect(set.token("ink")?.color.hex == "#212121")
        #expect(set.token("ink", "dark")?.color.hex == "#eeeeee")
        #expect(set.token("text_primary")?.color.hex == "#212121")
        #expect(set.token("text_primary", "dark")?.color.hex == "#eeeeee")  // @color/ resolved per appearance
        #expect(set.token("window_background")?.color.hex == "#ffffff")  // @android:color/white
        #expect(set.token("scrim")?.color.hex == "#00000088")
        // values-v31 sorts after values and overrides it in the same (light) appearance.
        #expect(set.token("overlay")?.color.hex == "#ff000040")
        #expect(set.token("overlay")?.location.file.hasSuffix("values-v31/colors.xml") == true)
        #expect(set.token("app_name") == nil)
        let ink = try #require(set.token("ink"))
        #expect(ink.location.line == 4)
        #expect(ink.location.file.hasSuffix("res/values/colors.xml"))
    }

    @Test func themeAttributesAndDynamicColorsAreSkipped() throws {
        let set = try TokenLoader().load(paths: [Self.res])
        let reasons = Dictionary(set.skipped.map { ($0.name, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["accent"]?.contains("theme attribute '?attr/colorPrimary'") == true)
        #expect(reasons["dynamic"]?.contains("system_accent1_500") == true)
        #expect(set.skipped.allSatisfy { $0.location.line > 0 })
    }

    @Test func missingColorResourceIsSkippedNotFatal() throws {
        let xml = "<resources>\n<color name=\"a\">@color/elsewhere</color>\n<color name=\"b\">#000</color></resources>"
        let set = try Support.load("res/values/colors.xml", xml)
        #expect(set.token("b") != nil)
        #expect(set.skipped.first?.reason == "references @color/elsewhere, which no input defines")
        #expect(set.skipped.first?.location.line == 2)
    }

    /// `<item type="color" name="x">` declares a color resource as `<color>` does (Android
    /// Developers, "More resource types"); it was dropped without a word. Other `<item>`s are not
    /// colors, and a nameless one is an error as a nameless `<color>` is.
    @Test func itemOfTypeColorIsAColor() throws {
        let xml = """
            <resources>
              <item name="text_primary" type="color">#DE000000</item>
              <item type="color" name="text_ref">@color/text_primary</item>
              <item name="margin" type="dimen">4dp</item>
              <color name="window_background">#fafafa</color>
            </resources>
            """
        let set = try Support.load("res/values/colors.xml", xml)
        #expect(set.token("text_primary")?.color.hex == "#000000de")
        #expect(set.token("text_primary")?.location.line == 2)
        #expect(set.token("text_ref")?.color.hex == "#000000de")
        #expect(set.token("margin") == nil)
        #expect(set.skipped.isEmpty)
        let nameless = Support.error { _ = try Support.load("res/values/colors.xml",
            "<resources>\n<item type=\"color\">#000</item></resources>") }
        #expect(nameless?.message == "<item type=\"color\"> element without a name attribute")
        #expect(nameless?.location.line == 2)
    }

    @Test func detectionByPathAndContent() {
        let xml = Array("<?xml version=\"1.0\"?>\n<!-- c -->\n<resources><color name=\"a\">#000</color></resources>".utf8)
        #expect(TokenFileFormat(path: "colors", bytes: xml) == .androidResources)
        #expect(TokenFileFormat.looksLikeAndroidResources(xml))
        #expect(!TokenFileFormat.looksLikeAndroidResources(Array("<project><color/></project>".utf8)))
        #expect(TokenFileFormat.isAndroidResourcePath("app/res/values-night-v31/colors.xml"))
        #expect(!TokenFileFormat.isAndroidResourcePath("app/layout/main.xml"))
        #expect(AndroidResourceReader.appearance(ofPath: "res/values-night-v31/colors.xml") == "dark")
        #expect(AndroidResourceReader.appearance(ofPath: "res/values-v31/colors.xml") == "light")
        #expect(TokenFileFormat(path: "p", bytes: Array("GIMP Palette\n".utf8)) == .gimpPalette)
    }

    @Test func directoryScanTakesOnlyAndroidXML() throws {
        let set = try TokenLoader().load(paths: [Support.fixtures + "/formats"])
        #expect(!set.tokens.contains { $0.location.file.hasSuffix("not-android.xml") })
        #expect(set.token("ink") != nil && set.token("Brand/Primary") != nil && set.token("paper") != nil)
    }

    @Test(arguments: [
        ("<resources>\n<color name=\"a\">#fff</resources>", "malformed XML", 2),
        ("<resources>\n  <color>#fff</color>\n</resources>", "without a name attribute", 2),
        ("<resources>\n<color name=\"a\">#12345</color>\n</resources>", "invalid color '#12345'", 2),
        ("<resources>\n<color name=\"a\">red</color>\n</resources>", "expected #RGB", 2),
        ("<project>\n</project>", "expected a <resources> root", 1),
    ])
    func malformedAndroidXMLIsALocatedError(xml: String, fragment: String, line: Int) {
        let error = Support.error { _ = try Support.load("res/values/colors.xml", xml) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.line == line, "\(String(describing: error))")
    }

    @Test func gimpPalette() throws {
        let set = try TokenLoader().load(paths: [Support.fixtures + "/formats/sample.gpl"])
        #expect(set.tokens.map(\.name) == ["ink", "paper", "color-3"])
        #expect(set.token("color-3")?.color.hex == "#123456")
        #expect(set.token("paper")?.location.line == 6)
        #expect(set.token("ink")?.rawValue == "0 0 0")
    }

    @Test(arguments: [
        ("Not a palette\n0 0 0 x\n", "expected 'GIMP Palette'", 1),
        ("GIMP Palette\nName: x\n0 0 300 bad\n", "'300' is not an integer in 0...255", 3),
        ("GIMP Palette\n\n12 34\n", "three integers", 3),
    ])
    func malformedGIMPPaletteIsALocatedError(text: String, fragment: String, line: Int) {
        let error = Support.error { _ = try Support.load("p.gpl", text) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.line == line)
    }
}
