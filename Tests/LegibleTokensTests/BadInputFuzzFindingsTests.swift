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

    /// android target, crash-e70737df… (minimized to 00 01 00 00): libxml2 guessed UCS-4 from
    /// the NUL bytes at the start and dereferenced NULL in `xmlParseChunk`. The reader now accepts
    /// only well-formed UTF-8 without NUL.
    @Test("NUL bytes and bytes that are not UTF-8 are an error at their place, before libxml2 sees them")
    func notUTF8() {
        let minimized: [UInt8] = [0x00, 0x01, 0x00, 0x00]
        let found: [UInt8] = [0, 0, 0, 60, 60, 63, 49, 13, 120, 109, 108, 32, 118, 101, 114, 115, 105, 111, 48, 46, 48,
                              34, 32, 101, 110, 99, 111, 100, 105, 110, 103, 61, 34, 60, 45, 10, 45, 117, 33, 116, 102,
                              45, 56, 34, 63, 62, 10]
        for bytes in [minimized, found] {
            let error = Support.error { _ = try TokenLoader().load(sources: [TokenSource(path: "res/values/c.xml", bytes: bytes)]) }
            #expect(error?.message == "a NUL byte that is not UTF-8 text; expected UTF-8 (Android resource files are UTF-8)")
            #expect(error?.location.line == 1 && error?.location.column == 1)
        }
        let utf16: [UInt8] = [0xFF, 0xFE] + "<resources/>".utf8.flatMap { (byte: UInt8) -> [UInt8] in [byte, 0] }
        let error = Support.error { _ = try TokenLoader().load(sources: [TokenSource(path: "res/values/c.xml", bytes: utf16)]) }
        #expect(error?.message == "is UTF-16; expected UTF-8: save the file as UTF-8")
        let late = Array("<resources>\n  <color name=\"a\">#fff</color>\u{E9}".utf8).dropLast(1)
        let lateError = Support.error { _ = try TokenLoader().load(sources: [TokenSource(path: "res/values/c.xml", bytes: Array(late))]) }
        #expect(lateError?.location.line == 2)
        #expect(lateError?.message.hasPrefix("byte 0xC3") == true)
    }

    /// android target, crash-8920c176…: FoundationXML's XMLParser called `strlen` on the NULL
    /// data of a processing instruction without data (`<?gpl?>`). The reader now refuses
    /// processing instructions other than the XML declaration, outside comments and CDATA.
    @Test("a processing instruction is an error at its place; in a comment or CDATA it is text")
    func processingInstructions() throws {
        let found = "<?gpl?>\n<>?C>\n<>C>\n<"
        let error = Support.error { _ = try Support.load("res/values/c.xml", found) }
        #expect(error?.message == "processing instruction '<?…?>' in Android resources; expected only elements, text and comments")
        #expect(error?.location.line == 1 && error?.location.column == 1)
        let later = Support.error {
            _ = try Support.load("res/values/c.xml", "<?xml version=\"1.0\"?>\n<resources>\n  <?pi?></resources>")
        }
        #expect(later?.location.line == 3 && later?.location.column == 3)
        let quoted = "<?xml version=\"1.0\" encoding=\"utf-8\"?><!-- <?a?> --><resources><string name=\"s\"><![CDATA[<?b?>]]></string>"
            + "<color name=\"c\">#00ff00</color></resources>"
        #expect(try Support.load("res/values/c.xml", quoted).token("c")?.color.hex == "#00ff00")
    }

    @Test("the UTF-8 check follows RFC 3629: overlong forms, surrogates and values above U+10FFFF are refused")
    func utf8Validation() {
        for valid in ["", "a", "é", "€", "😀", "\u{10FFFF}", "\u{D7FF}\u{E000}"] {
            #expect(AndroidResourceReader.firstNonUTF8Offset(Array(valid.utf8)) == nil, "\(valid.unicodeScalars.map(\.value))")
        }
        for (invalid, offset): ([UInt8], Int) in [
            ([0x41, 0xC0, 0x80], 1), ([0xC1, 0xBF], 0), ([0xE0, 0x80, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
            ([0xF4, 0x90, 0x80, 0x80], 0), ([0xF5, 0x80, 0x80, 0x80], 0), ([0x80], 0), ([0xE2, 0x82], 0), ([0x41, 0x00], 1),
        ] {
            #expect(AndroidResourceReader.firstNonUTF8Offset(invalid) == offset, "\(invalid)")
        }
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
