import Foundation
import LegibleCore
import Testing
@testable import LegibleTokens
import _LegibleTestSupport

/// The bad-input corpus for the token readers (issue 8): every input ends in bounded time and
/// memory with either a set or a located `TokenFileError` naming the file; valid input, however
/// large, loads. Cases already covered elsewhere are not repeated here: JSON nesting in
/// `JSONReaderTests`, the DTCG 10,000-link chain and alias cycles in `DesignTokenTests`, the CSS
/// `var()` cycle in `CSSTests`.
@Suite("bad input: token files")
struct BadInputTokensTests {
    /// One file name per reader: the path chooses the format.
    static let paths = [
        "x.tokens.json", "x.json", "x.json5", "x.css", "x.gpl", "res/values/colors.xml",
        "A.xcassets/B.colorset/Contents.json", "tokens/color.json",
    ]

    /// Loads `bytes` as `path`; returns the error, or nil when the file loaded.
    static func outcome(_ path: String, _ bytes: [UInt8], loader: TokenLoader = TokenLoader()) -> TokenFileError? {
        do throws(TokenFileError) {
            _ = try loader.load(sources: [TokenSource(path: path, bytes: bytes)])
            return nil
        } catch {
            return error
        }
    }

    @Test("an empty file: JSON and XML are an error naming the file; CSS and GIMP hold no tokens", arguments: paths)
    func emptyFile(path: String) {
        let error = Self.outcome(path, [])
        if path.hasSuffix(".css") || path.hasSuffix(".gpl") {
            // An empty style sheet is valid CSS; a GIMP palette needs its header.
            if path.hasSuffix(".gpl") { #expect(error?.location.file == path) } else { #expect(error == nil) }
        } else {
            #expect(error?.location.file == path)
            #expect(error?.message.isEmpty == false)
        }
    }

    @Test("binary files: seeded random bytes load or fail with a located error", arguments: paths)
    func binaryFile(path: String) {
        var generator = SplitMix64(seed: 0xB1AA_0000 + UInt64(path.utf8.count))
        for round in 0..<20 {
            let bytes = (0..<(64 + round * 97)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let error = Self.outcome(path, bytes)
            // Random bytes are never a valid JSON, XML or GIMP file.
            if !path.hasSuffix(".css") {
                #expect(error?.location.file == path, "seed \(0xB1AA_0000 + UInt64(path.utf8.count)) round \(round)")
            }
            #expect(error.map { !$0.message.contains("\n") } ?? true)
        }
    }

    @Test("100,000 levels of nesting through every JSON flavour and the pairs file: an error, no crash")
    func deepNestingThroughTheLoader() {
        let deep = Array(String(repeating: "{\"a\":", count: 100_000).utf8)
        for path in ["x.tokens.json", "x.json5", "A.xcassets/B.colorset/Contents.json"] {
            let error = Self.outcome(path, deep)
            #expect(error?.message.contains("nested deeper than 512") == true, "\(path)")
        }
        let pairs = Support.error { _ = try PairsFile(parsing: deep, path: "x.pairs.json") }
        #expect(pairs?.location.file == "x.pairs.json")
    }

    @Test("deeply nested markup in CSS and XML: an error or nothing, never a crash")
    func deepMarkup() {
        let css = ":root { --a: " + String(repeating: "var(--b, ", count: 100_000) + "#fff" + "}"
        #expect(Self.outcome("x.css", Array(css.utf8)).map { $0.location.file == "x.css" } ?? true)
        let blocks = String(repeating: "@media screen { ", count: 100_000) + ":root { --a: #fff; }"
        #expect(Self.outcome("x.css", Array(blocks.utf8)).map { $0.location.file == "x.css" } ?? true)
        let xml = "<resources>" + String(repeating: "<a>", count: 100_000) + "<color name=\"c\">#fff</color>"
        #expect(Self.outcome("res/values/colors.xml", Array(xml.utf8))?.location.file == "res/values/colors.xml")
    }

    @Test("a CSS var() chain 10,000 long: refused by the default cap, resolved with a raised one")
    func longCSSChain() throws {
        var css = ":root {\n --v0: #123456;\n"
        for i in 1...10_000 { css += " --v\(i): var(--v\(i - 1));\n" }
        css += "}\n"
        let error = Self.outcome("chain.css", Array(css.utf8))
        #expect(error?.message.contains("longer than 64 links") == true)
        let set = try TokenLoader(maxDepth: 10_001).load(sources: [Support.source("chain.css", css)])
        #expect(set.token("v10000")?.color.hex == "#123456")
    }

    @Test("a long cycle and a cycle through fallbacks are errors naming the chain")
    func cycles() {
        var dtcg = "{"
        for i in 0..<1_000 { dtcg += "\"t\(i)\": {\"$type\": \"color\", \"$value\": \"{t\((i + 1) % 1_000)}\"}," }
        dtcg.removeLast()
        dtcg += "}"
        let error = Self.outcome("cycle.json", Array(dtcg.utf8), loader: TokenLoader(maxDepth: 5_000))
        #expect(error?.message.hasPrefix("circular alias: t0 → t1 → t2") == true)
        let css = ":root { --a: var(--b, #fff); --b: var(--a, #000); }"
        #expect(Self.outcome("c.css", Array(css.utf8))?.message.contains("circular var() reference") == true)
    }

    /// A plain JSON palette of `count` tokens, `{"t0":"#000000",...}`, built without Strings.
    static func palette(count: Int) -> [UInt8] {
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [0x7B]
        bytes.reserveCapacity(count * 20)
        for i in 0..<count {
            if i > 0 { bytes.append(0x2C) }
            bytes += [0x22, 0x74] + Array(String(i).utf8) + [0x22, 0x3A, 0x22, 0x23]
            for shift in stride(from: 20, through: 0, by: -4) { bytes.append(hex[(i >> shift) & 0xF]) }
            bytes.append(0x22)
        }
        bytes.append(0x7D)
        return bytes
    }

    @Test("a million tokens load (the default --max-tokens); one more than the cap is an error")
    func aMillionTokens() throws {
        let count = 1_000_000
        let set = try TokenLoader().load(sources: [TokenSource(path: "big.json", bytes: Self.palette(count: count))])
        #expect(set.tokens.count == count)
        #expect(set.tokens.last?.name == "t999999")
        #expect(set.tokens.last?.color.hex == "#0f423f")
        let error = Self.outcome("big.json", Self.palette(count: 11), loader: TokenLoader(maxTokens: 10))
        #expect(error?.message == "more than 10 tokens (11 read so far, counting every input); "
            + "expected at most 10: split the inputs or raise --max-tokens")
    }

    @Test("a file over --max-file-size is refused before parsing, from memory and from disk")
    func fileSizeCap() throws {
        let bytes = Array(##"{"a": "#fff"}"##.utf8)
        let error = Self.outcome("a.json", bytes, loader: TokenLoader(maxFileBytes: 10))
        #expect(error?.message == "file is 13 bytes; expected at most 10 (raise --max-file-size to read it)")
        let dir = NSTemporaryDirectory() + "legible-bad-input-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/a.json", contents: Data(bytes))
        let fromDisk = Support.error { _ = try TokenLoader(maxFileBytes: 10).load(paths: [dir + "/a.json"]) }
        #expect(fromDisk?.location.file == dir + "/a.json")
        #expect(fromDisk?.message.hasPrefix("file is 13 bytes") == true)
        #expect(try TokenLoader(maxFileBytes: 13).load(paths: [dir + "/a.json"]).tokens.count == 1)
    }

    @Test("InputFile refuses a file over the cap before reading it, and reads a device no further than the cap")
    func inputFileCapBeforeReading() throws {
        let dir = NSTemporaryDirectory() + "legible-input-cap-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/report.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(##"{"images": []}"##.utf8))
        // Unreadable (mode 000) and over the cap: the size is what is reported, so it was checked
        // before the file was opened (root reads any file, so there only the message is tested).
        chmod(path, 0)
        let over = Support.error { _ = try InputFile.read(path, maxBytes: 10, expected: "expected a JSON report") }
        #expect(over?.location.file == path)
        #expect(over?.message == "file is 14 bytes; expected at most 10")
        let hinted = Support.error {
            _ = try InputFile.read(path, maxBytes: 10, sizeHint: "raise --max-file-size to read it", expected: "expected x")
        }
        #expect(hinted?.message == "file is 14 bytes; expected at most 10 (raise --max-file-size to read it)")
        if getuid() != 0 {
            let locked = Support.error { _ = try InputFile.read(path, maxBytes: 14, expected: "expected a JSON report") }
            #expect(locked?.message == "cannot read the file (permission denied); expected a JSON report")
        }
        chmod(path, 0o644)
        #expect(try InputFile.read(path, maxBytes: 14, expected: "expected a JSON report").count == 14)
        // A sparse file of 64 GiB: read before its size was checked, it would need 64 GiB of memory.
        let sparse = dir + "/sparse.json"
        _ = FileManager.default.createFile(atPath: sparse, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: sparse))
        try handle.truncate(atOffset: 1 << 36)
        try handle.close()
        let huge = Support.error { _ = try InputFile.read(sparse, maxBytes: 10, expected: "expected a JSON report") }
        #expect(huge?.message == "file is 68719476736 bytes; expected at most 10")
        // A device has no size to check first: it is read up to the cap plus one byte, never on.
        let zero = Support.error { _ = try InputFile.read("/dev/zero", maxBytes: 10, expected: "expected a JSON report") }
        #expect(zero?.message == "file is more than 10 bytes; expected at most 10")
        // The other refusals say what was found and end with what was expected.
        let missing = Support.error { _ = try InputFile.read(dir + "/nope.json", expected: "expected a JSON report") }
        #expect(missing?.message == "no such file; expected a JSON report")
        let folder = Support.error { _ = try InputFile.read(dir, expected: "expected a JSON report") }
        #expect(folder?.message == "is a directory; expected a JSON report")
        let empty = Support.error { _ = try InputFile.read("/dev/null", expected: "expected a JSON report") }
        #expect(empty?.message == "the file is empty (found 0 bytes); expected a JSON report")
        #expect(try InputFile.read("/dev/null", expected: "expected a token file", acceptsEmpty: true).isEmpty)
    }

    @Test("CSS numbers out of range clamp (CSS Color 4 §4.2); huge and NaN keywords stay finite")
    func hugeCSSNumbers() throws {
        #expect(try SRGBColor(parsing: "rgb(1e300 -1e300 128)").hex == "#ff0080")
        #expect(try SRGBColor(parsing: "rgb(100000% 0% 0% / 1e9)").alpha == 1)
        let css = ":root { --a: rgb(1e300 0 0); --b: rgb(calc(infinity) 0 0); --c: rgb(calc(NaN) 0 0); }"
        let set = try TokenLoader().load(sources: [Support.source("n.css", css)])
        #expect(set.token("a")?.color.hex == "#ff0000")
        for token in set.tokens {
            let c = token.color
            #expect([c.red, c.green, c.blue, c.alpha].allSatisfy { $0.isFinite && (0...1).contains($0) }, "\(token.name)")
        }
        // A number too large for binary64 in JSON is an error, not infinity.
        let overflow = Self.outcome("o.json", Array(#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1e400, 0, 0]}}}"#.utf8))
        #expect(overflow?.location.file == "o.json")
    }

    @Test("a non-finite number in a token file is an error at its place", arguments: ["NaN", "Infinity", "-Infinity"])
    func nonFiniteTokenNumber(word: String) {
        let text = "{ a: { $type: 'color', $value: { colorSpace: 'srgb', components: [\(word), 0, 0] } } }"
        let error = Self.outcome("n.json5", Array(text.utf8))
        #expect(error?.message.hasPrefix("non-finite number") == true)
        #expect(error?.location.line == 1)
    }

    @Test("invalid UTF-8: an error naming the file in JSON and XML; CSS and GIMP never crash", arguments: paths)
    func invalidUTF8(path: String) {
        let text: String
        switch path {
        case let p where p.hasSuffix(".css"): text = ":root { --a: #fff; --\u{1}: #000; }"
        case let p where p.hasSuffix(".gpl"): text = "GIMP Palette\nName: x\n255 0 0 red\u{1}\n"
        case let p where p.hasSuffix(".xml"): text = "<resources><color name=\"a\u{1}\">#fff</color></resources>"
        default: text = ##"{"a\##u{1}": {"$value": "#fff"}}"##
        }
        // \u{1} becomes a byte sequence that is not UTF-8: a lone continuation byte, an overlong
        // form and a surrogate.
        for bad: [UInt8] in [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF]] {
            var bytes: [UInt8] = []
            for byte in text.utf8 { if byte == 1 { bytes += bad } else { bytes.append(byte) } }
            let error = Self.outcome(path, bytes)
            if !path.hasSuffix(".css") && !path.hasSuffix(".gpl") {
                #expect(error?.location.file == path, "\(bad)")
            }
            #expect(error.map { !$0.message.isEmpty } ?? true)
        }
    }

    @Test("a directory where a file is expected: tokens and pairs name it")
    func directoryForAFile() throws {
        let dir = NSTemporaryDirectory() + "legible-bad-dir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/x.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let read = Support.error { _ = try FileAccess.tokenFileBytes(dir + "/x.json", maxBytes: 100) }
        #expect(read?.message == "is a directory; expected a token file")
        let pairs = Support.error { _ = try PairsFile.load(path: dir + "/x.json") }
        #expect(pairs?.message == "is a directory; expected a pairs file in JSON")
        let tokens = Support.error { _ = try TokenLoader().load(paths: [dir]) }
        #expect(tokens?.location.file == dir)
    }
}
