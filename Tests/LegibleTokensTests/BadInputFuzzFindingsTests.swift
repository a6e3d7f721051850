import Testing
@testable import LegibleTokens

/// Regression tests for what `Fuzz/run.sh` found, each with the minimized input.
@Suite("bad input: fuzz findings")
struct BadInputFuzzFindingsTests {
    /// android target, crash-cd7351bd…: libxml2 2.9.14 (under FoundationXML's XMLParser)
    /// dereferenced NULL in `xmlSwitchToEncoding` when a document declaring UTF-7 (or UTF-32)
    /// had a syntax error. The reader now refuses any declared encoding but UTF-8 and ASCII.
    @Test("an XML declaration naming UTF-7 or UTF-32 is an error, before libxml2 sees it",
          arguments: ["utf-7", "UTF-32", " Utf-7 "])
    func nonUTF8DeclaredEncoding(encoding: String) {
        let text = "<?xml version=\"1.0\" encoding = '\(encoding)'?>\n<resources>\n"
            + "    <color name=\"ink\">/#EEEEEE<+color>\n</resources>\n"
        let error = Support.error { _ = try Support.load("res/values/colors.xml", text) }
        #expect(error?.message == "XML declares encoding '\(encoding)'; expected UTF-8 (Android resource files are UTF-8)")
        #expect(error?.location.line == 1)
    }

    @Test("UTF-8 and ASCII declarations, with or without a byte-order mark, still load")
    func utf8Declarations() throws {
        for declaration in ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "\u{FEFF}<?xml version='1.0' encoding='US-ASCII'?>",
                            "<?xml version=\"1.0\"?>", ""] {
            let set = try Support.load("res/values/colors.xml",
                                       declaration + "<resources><color name=\"a\">#ff0000</color></resources>")
            #expect(set.token("a")?.color.hex == "#ff0000", "\(declaration)")
        }
        #expect(AndroidResourceReader.declaredEncoding(Array("<?xml version='1.0' encoding=\"UTF-8\"?>".utf8)) == "UTF-8")
        #expect(AndroidResourceReader.declaredEncoding(Array("<?xml version='1.0'?><a encoding='x'/>".utf8)) == nil)
        #expect(AndroidResourceReader.declaredEncoding(Array("<?xml encoding=".utf8)) == nil)
    }
}
