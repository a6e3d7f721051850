import Foundation
import Testing
@testable import LegibleReports

@Suite("JSON writer")
struct JSONWriterTests {
    func compact(_ value: JSONValue) -> String { JSONWriter(pretty: false).render(value) }

    @Test func stringEscaping() throws {
        let text = "quote \" backslash \\ slash / newline \n tab \t cr \r bs \u{08} ff \u{0C} nul \u{00} us \u{1F} ls \u{2028} ps \u{2029} é 🎨"
        let rendered = compact(.string(text))
        #expect(rendered == #""quote \" backslash \\ slash / newline \n tab \t cr \r bs \b ff \f nul \u0000 us \u001f ls \u2028 ps \u2029 é 🎨""#)
        // And it parses back to the same string.
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + rendered + "]").utf8)) as? [String]
        #expect(parsed == [text])
    }

    @Test func numbers() {
        #expect(JSONWriter.format(4.5) == "4.5")
        #expect(JSONWriter.format(3) == "3")
        #expect(JSONWriter.format(21) == "21")
        #expect(JSONWriter.format(-0.0) == "0")
        #expect(JSONWriter.format(0.1) == "0.1")
        #expect(JSONWriter.format(1e-5) == "1e-05")
        #expect(JSONWriter.format(4.478089453577214) == "4.478089453577214")
        #expect(JSONWriter.format(.nan) == "null")
        #expect(JSONWriter.format(.infinity) == "null")
        #expect(JSONWriter.format(-.infinity) == "null")
        #expect(JSONWriter.format(1e300) == "1e+300")
        #expect(compact(.integer(-7)) == "-7")
    }

    @Test func doublesRoundTripExactly() throws {
        // Seeded (xorshift64*, seed 0x5eed) so a failure can be replayed.
        var state: UInt64 = 0x5eed
        var values: [Double] = [1, 21, 4.5, 4.499999999999999, 1.0000000000000002, .leastNonzeroMagnitude, .ulpOfOne, .greatestFiniteMagnitude]
        for _ in 0..<2000 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            let bits = state &* 0x2545F4914F6CDD1D
            let value = Double(bitPattern: bits)
            if value.isFinite { values.append(value) }
            values.append(1 + 20 * Double(bits >> 11) / Double(1 << 53))
        }
        // Parsed back with the standard library's correctly rounded `Double(_:)`: Foundation's
        // JSONSerialization on Linux is off by an ulp on many values and cannot judge this.
        let rendered = compact(.array(values.map(JSONValue.number)))
        let parsed = rendered.dropFirst().dropLast().split(separator: ",").map { Double($0) }
        #expect(parsed.count == values.count)
        for (number, value) in zip(parsed, values) where number != value {
            Issue.record("\(value) came back as \(String(describing: number)) (seed 0x5eed)")
        }
    }

    @Test func keyOrderIsKeptAndPrettyLayout() {
        let value = JSONValue.object([
            ("z", .integer(1)), ("a", .array([.bool(true), .null])), ("m", .object([])), ("e", .array([])),
        ])
        #expect(compact(value) == #"{"z":1,"a":[true,null],"m":{},"e":[]}"#)
        #expect(JSONWriter().render(value) == """
            {
              "z": 1,
              "a": [
                true,
                null
              ],
              "m": {},
              "e": []
            }

            """)
        #expect(value["a"] == .array([.bool(true), .null]))
        #expect(value["missing"] == nil)
    }
}
