import Testing
@testable import LegibleTokens

@Suite struct LoaderTests {
    @Test func laterFilesOverrideEarlierTokensInPlace() throws {
        let first = Support.source("a.json", ##"{"fg": "#000000", "bg": "#ffffff"}"##)
        let second = Support.source("b.tokens.json", ##"{"fg": {"$type": "color", "$value": "#111111"}, "new": {"$value": "#222222"}}"##)
        let set = try TokenLoader().load(sources: [first, second])
        #expect(set.tokens.map(\.name) == ["fg", "bg", "new"])
        #expect(set.token("fg")?.color.hex == "#111111")
        #expect(set.token("fg")?.location.file == "b.tokens.json")
        let reversed = try TokenLoader().load(sources: [second, first])
        #expect(reversed.token("fg")?.color.hex == "#000000")
    }

    @Test func aliasesResolveAcrossFiles() throws {
        let palette = Support.source("palette.json", ##"{"blue": {"500": "#3b82f6"}}"##)
        let semantic = Support.source("semantic.json", ##"{"link": {"$type": "color", "$value": "{blue.500}"}}"##)
        let css = Support.source("theme.css", ":root { --text: var(--ink); } .dark { --ink: #eeeeee; } :root { --ink: #111111; }")
        let set = try TokenLoader().load(sources: [palette, semantic, css])
        #expect(set.token("link")?.color.hex == "#3b82f6")
        #expect(set.token("text")?.color.hex == "#111111")
        #expect(set.token("text", "dark")?.color.hex == "#eeeeee")
    }

    @Test func directoryLoadsKnownFormatsSorted() throws {
        let set = try TokenLoader().load(paths: [Support.fixtures + "/directory"])
        // nested/c.tokens.json sorts after a-palette.json, so its brand.500 wins.
        #expect(set.token("brand.500")?.color.hex == "#2563eb")
        #expect(set.token("brand.500")?.summary == "Primary brand blue")
        #expect(set.token("brand.500")?.location.file.hasSuffix("directory/nested/c.tokens.json") == true)
        #expect(set.token("brand.900")?.color.hex == "#1e3a8a")
        #expect(set.token("fg-default", "dark")?.color.hex == "#eeeeee")
        #expect(set.token("brand.900", "dark")?.color.hex == "#1e3a8a")
        #expect(!set.tokens.contains { $0.location.file.contains("hidden") || $0.location.file.contains("notes") })
        #expect(set.appearances == ["light", "dark"])
    }

    @Test func missingFileAndEmptyDirectoryNameThePath() {
        let missing = Support.error { _ = try TokenLoader().load(paths: ["/nonexistent/tokens.json"]) }
        #expect(missing?.description == "/nonexistent/tokens.json: error: no such file or directory")
        let empty = Support.error { _ = try TokenLoader().load(paths: [Support.fixtures + "/empty-dir"]) }
        #expect(empty?.location.file.hasSuffix("empty-dir") == true)
        #expect(empty?.message.contains("no token files") == true)
    }

    @Test func formatIsDetectedByExtensionThenContent() {
        #expect(TokenFileFormat(pathExtension: "a/b.tokens.json") == .json)
        #expect(TokenFileFormat(pathExtension: "b.tokens") == .json)
        #expect(TokenFileFormat(pathExtension: "x.CSS") == .css)
        #expect(TokenFileFormat(pathExtension: "x.txt") == nil)
        #expect(TokenFileFormat(path: "palette", bytes: Array("  {\"a\": 1}".utf8)) == .json)
        #expect(TokenFileFormat(path: "theme", bytes: Array(":root { --a: #fff; }".utf8)) == .css)
    }

    @Test func syntaxErrorsNameFileLineAndColumn() {
        let error = Support.error { _ = try Support.load("broken.json", "{\n  \"a\": \"#fff\"\n  \"b\": 1\n}") }
        #expect(error?.description == "broken.json:3:3: error: expected ',' or '}' after object member, found '\"'")
    }

    @Test func json5FilesAreReadAsJSON5() throws {
        let set = try Support.load("p.json5", "{ // palette\n  red: '#ff0000', }")
        #expect(set.token("red")?.location.line == 2)
    }

    @Test func largeFlatPaletteLoads() throws {
        // 200,000 tokens in one object: a quadratic step would make this take minutes.
        var text = "{"
        for i in 0..<200_000 { text += "\"t\(i)\": \"#\(String(i % 0xFFFFFF, radix: 16).leftPadded(6))\",\n" }
        text += "\"last\": \"#000\"}"
        let set = try Support.load("big.json", text)
        #expect(set.tokens.count == 200_001)
        #expect(set.token("t199999")?.location.line == 200_000)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
