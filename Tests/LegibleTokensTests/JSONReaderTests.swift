import Testing
@testable import LegibleTokens

@Suite struct JSONReaderTests {
    @Test func positionsOfValuesAndKeys() throws {
        let value = try Support.json("{\n  \"a\": [1, true],\n\t\"bé\": \"x\"\n}")
        #expect(value.location.line == 1 && value.location.column == 1 && value.location.offset == 0)
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["a", "bé"])
        #expect(members[0].keyLocation.line == 2 && members[0].keyLocation.column == 3)
        let array = try #require(members[0].value.elements)
        #expect(array[0].location.line == 2 && array[0].location.column == 9)
        #expect(array[1].location.column == 12)
        // Columns count Unicode scalars: "bé" is 4 bytes but 3 scalars after the quote.
        #expect(members[1].value.location.line == 3 && members[1].value.location.column == 8)
        #expect(members[1].value.location.offset == 28)
    }

    @Test func crlfAndLoneCRCountAsOneLineBreak() throws {
        let value = try Support.json("[\r\n1,\r2]")
        let elements = try #require(value.elements)
        #expect(elements[0].location.line == 2 && elements[0].location.column == 1)
        #expect(elements[1].location.line == 3)
    }

    @Test(arguments: [
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\"a\":1,}", 1, 8, "expected a string key"),
        ("[1,]", 1, 4, "expected a value, found ']'"),
        ("\n\n  @", 3, 3, "found '@'"),
        ("", 1, 1, "found end of input"),
        ("[01]", 1, 2, "leading zero"),
        ("[1.]", 1, 2, "expected a digit after '.'"),
        ("[1e]", 1, 2, "exponent"),
        ("[-]", 1, 2, "expected a digit"),
        ("[1e999]", 1, 2, "out of range"),
        ("\"abc", 1, 1, "unterminated string"),
        ("\"a\nb\"", 1, 3, "unescaped control character U+000A"),
        ("\"\\q\"", 1, 2, "invalid escape"),
        ("\"\\u12G4\"", 1, 2, "4 hex digits"),
        ("[1] x", 1, 5, "expected end of input"),
        ("[tru]", 1, 2, "expected a value"),
        ("{\"a\":1 // c\n}", 1, 8, "expected ',' or '}'"),
    ])
    func errorsSayWhereAndWhat(text: String, line: Int, column: Int, fragment: String) {
        let error = Support.error { _ = try Support.json(text) }
        #expect(error?.location.line == line, "\(text): \(String(describing: error))")
        #expect(error?.location.column == column, "\(text): \(String(describing: error))")
        #expect(error?.message.contains(fragment) == true, "\(text): \(String(describing: error))")
        #expect(error?.description.hasPrefix("t.json:\(line):\(column): error: ") == true)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let open = String(repeating: "[", count: 100_000)
        let error = Support.error { _ = try Support.json(open) }
        #expect(error?.message.contains("nested deeper than 512") == true)
        let closed = open + String(repeating: "]", count: 100_000)
        #expect(Support.error { _ = try Support.json(closed) } != nil)
    }

    @Test func nestingUpToTheCapSucceeds() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try Support.json(text)
        var depth = 1
        while let inner = value.elements?.first { value = inner; depth += 1 }
        #expect(depth == 512)
    }

    @Test func invalidUTF8IsRejectedClearly() {
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] {
            let bytes: [UInt8] = [0x22] + bad + [0x22]
            let error = Support.error { _ = try JSONReader().read(bytes, path: "u.json") }
            #expect(error?.message.contains("invalid UTF-8") == true, "\(bad)")
            #expect(error?.location.column == 2)
        }
        let outside = Support.error { _ = try JSONReader().read([0x5B, 0xFF, 0x5D], path: "u.json") }
        #expect(outside?.message.contains("byte 0xFF (invalid UTF-8)") == true)
    }

    @Test func escapesAndSurrogatePairs() throws {
        let value = try Support.json(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC", "\uD83D\uDE00", "é😀"]"#)
        let strings = try #require(value.elements).compactMap(\.string)
        #expect(strings == ["\"\\/\u{08}\u{0C}\n\r\t", "é€", "😀", "é😀"])
        #expect(Support.error { _ = try Support.json(#""\uD83D""#) }?.message.contains("lone high surrogate") == true)
        #expect(Support.error { _ = try Support.json(#""\uDE00""#) }?.message.contains("lone low surrogate") == true)
        #expect(Support.error { _ = try Support.json(#""\uD83D\u0041""#) }?.message.contains("expected a low surrogate") == true)
    }

    @Test func numbersAreDoubles() throws {
        let value = try Support.json("[0, -0, 1.5, -2e3, 1E-2, 123456789012345678901234567890, 0.1]")
        let numbers = try #require(value.elements).compactMap(\.number)
        #expect(numbers == [0, -0.0, 1.5, -2000, 0.01, 1.2345678901234568e29, 0.1])
        #expect(numbers[1].sign == .minus)
    }

    /// A merge conflict that repeats `fg` must not silently swap a failing colour for a passing one.
    @Test func duplicateKeyIsAnErrorNamingBothPlaces() throws {
        let text = "{\"color\": {\"fg\": {\"$value\": \"#777\"},\n  \"fg\": {\"$value\": \"#000\"}}}"
        let error = #expect(throws: TokenFileError.self) { try Support.json(text) }
        #expect(error?.location.line == 2)
        #expect(error?.location.column == 3)
        #expect(error?.message.contains("duplicate key \"fg\"") == true)
        #expect(error?.message.contains("first appears at 1:12") == true)
        var big = "{"
        for i in 0..<20 { big += "\"k\(i)\": \(i), " }
        big += "\"k3\": 99}"
        let many = #expect(throws: TokenFileError.self) { try Support.json(big) }
        #expect(many?.message.contains("duplicate key \"k3\"") == true)
        // The same value repeated loses nothing: kept once, in the first place.
        let same = try #require(try Support.json(#"{"a": {"x": [1, "s"]}, "b": 2, "a": {"x": [1, "s"]}}"#).members)
        #expect(same.map(\.key) == ["a", "b"])
        #expect(same[0].keyLocation.column == 2)
        let nearly = #expect(throws: TokenFileError.self) { try Support.json(#"{"a": {"x": [1, "s"]}, "a": {"x": [1, "t"]}}"#) }
        #expect(nearly?.location.column == 24)
        // The same key in different objects is fine.
        let nested = try Support.json(#"{"a": {"x": 1}, "b": {"x": 2}}"#)
        #expect(nested.members?.count == 2)
    }

    @Test func literalsAndBOM() throws {
        let value = try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("[true, false, null]".utf8), path: "b.json")
        let kinds = try #require(value.elements).map(\.typeName)
        #expect(kinds == ["boolean", "boolean", "null"])
        #expect(value.location.column == 1)
    }

    @Test func json5Extensions() throws {
        let text = """
        // comment
        {unquoted: 'single', /* block
        comment */ "trailing": [1, 2,], hex: 0x1F, lead: .5, trail: 5., plus: +1,
        inf: Infinity, esc: 'it\\'s\\x41',
        }
        """
        let value = try Support.json(text, dialect: .json5)
        #expect(value["unquoted"]?.string == "single")
        #expect(value["trailing"]?.elements?.count == 2)
        #expect(value["hex"]?.number == 31)
        #expect(value["lead"]?.number == 0.5)
        #expect(value["trail"]?.number == 5)
        #expect(value["plus"]?.number == 1)
        #expect(value["inf"]?.number == .infinity)
        #expect(value["esc"]?.string == "it'sA")
        #expect(value["trailing"]?.location.line == 3)
        #expect(value["hex"]?.location.line == 3)
        // The same text is an error in strict JSON, at the comment.
        #expect(Support.error { _ = try Support.json(text) }?.location.line == 1)
        #expect(Support.error { _ = try Support.json("/* open", dialect: .json5) }?.message.contains("unterminated") == true)
    }

    @Test func longSingleLineStaysLinear() throws {
        // 200,000 members on one line: locations use a forward-moving column cache.
        var text = "{"
        for i in 0..<200_000 { text += "\"k\(i)\":\"#000\"," }
        text.removeLast()
        text += "}"
        let members = try #require(try Support.json(text).members)
        #expect(members.count == 200_000)
        let last = members[199_999]
        #expect(last.value.location.line == 1)
        #expect(last.value.location.column == last.value.location.offset + 1)
    }
}
