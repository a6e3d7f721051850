import Testing
import LegibleCore

@Suite("Text excerpts in messages")
struct TextExcerptTests {
    @Test func shortTextIsQuotedWhole() {
        #expect(TextExcerpt.shortened("") == "")
        let eighty = String(repeating: "x", count: 80)
        #expect(TextExcerpt.shortened(eighty) == eighty)
    }

    @Test func longTextKeepsItsStartAndAnEllipsis() {
        let long = String(repeating: "ab", count: 1_000)
        let short = TextExcerpt.shortened(long)
        #expect(short.count == 80)
        #expect(short.hasSuffix("…"))
        #expect(long.hasPrefix(String(short.dropLast())))
        #expect(TextExcerpt.shortened("abcdef", limit: 4) == "abc…")
        // Counted in characters: a flag emoji is one.
        #expect(TextExcerpt.shortened(String(repeating: "🇫🇷", count: 10), limit: 5) == String(repeating: "🇫🇷", count: 4) + "…")
    }
}
