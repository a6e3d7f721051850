import Foundation
import Testing
import LegibleCore
@testable import LegibleTokens

/// Builds Adobe Swatch Exchange bytes block by block (big-endian, UTF-16BE names).
enum ASEBytes {
    static func name(_ text: String) -> [UInt8] {
        let units = Array(text.utf16) + [0]
        return u16(UInt16(units.count)) + units.flatMap(u16)
    }
    static func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    static func u32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (24 - 8 * $0)) & 0xFF) } }
    static func f32(_ v: Float) -> [UInt8] { u32(v.bitPattern) }
    static func block(_ type: UInt16, _ body: [UInt8]) -> [UInt8] { u16(type) + u32(UInt32(body.count)) + body }
    static func color(_ n: String, _ model: String, _ values: [Float], kind: UInt16 = 2) -> [UInt8] {
        block(1, name(n) + Array(model.utf8) + values.flatMap(f32) + u16(kind))
    }
    static func file(_ blocks: [[UInt8]], count: Int? = nil) -> [UInt8] {
        Array("ASEF".utf8) + u16(1) + u16(0) + u32(UInt32(count ?? blocks.count)) + blocks.flatMap { $0 }
    }
}

@Suite struct ExportFormatTests {
    static let formats = Support.fixtures + "/formats"

    // MARK: Figma variables

    @Test func figmaVariablesExportGivesModesAndFollowsAliases() throws {
        let set = try TokenLoader().load(paths: [Self.formats + "/figma-variables.json"])
        #expect(set.appearances == ["light", "dark", "light-high-contrast"])
        // 0.2, 0.4, 0.6 are 51, 102, 153 of 255.
        #expect(set.token("fgColor/default")?.color.hex == "#336699")
        #expect(set.token("bgColor/default")?.color.hex == "#ffffff")
        #expect(set.token("fgColor/default", "dark")?.color.hex == "#e6e6e6")  // a defaults to 1
        #expect(set.token("bgColor/default", "dark")?.color.alpha == 0.5)
        #expect(set.token("bgColor/muted", "light-high-contrast")?.color.hex == "#eeeeee")
        #expect(set.token("borderRadius/medium") == nil)  // FLOAT: not a color
        #expect(set.token("fgColor/default")?.rawValue == "VARIABLE_ALIAS VariableID:1:2")
        #expect(set.token("fgColor/default")?.location.line == 4)
    }

    @Test func figmaDetectionNeedsAFigmaType() throws {
        let root = try Support.json(##"[{"name": "a", "type": "COLOR", "value": "#000"}]"##)
        guard case .figmaVariables = JSONTokenFlavor(root: root, path: "x.json") else {
            Issue.record("not detected as Figma variables")
            return
        }
        let plain = try Support.json(##"[{"name": "a", "type": "color", "value": "#000"}]"##)
        guard case .palette = JSONTokenFlavor(root: plain, path: "x.json") else {
            Issue.record("a lower-case type is not a Figma export")
            return
        }
    }

    @Test func figmaAliasTakesTheTargetsOnlyModeAndReportsUnknownIDs() throws {
        let text = #"""
        [{"name": "base/blue", "refId": "base/blue", "value": {"r": 0, "g": 0, "b": 1}, "type": "COLOR", "mode": "default"},
         {"name": "accent", "value": {"type": "VARIABLE_ALIAS", "id": "base/blue"}, "type": "COLOR", "mode": "dark"},
         {"name": "lost", "value": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:9"}, "type": "COLOR", "mode": "dark"}]
        """#
        let set = try Support.load("figma.json", text)
        #expect(set.token("accent", "dark")?.color.hex == "#0000ff")
        let lost = try #require(set.skipped.first { $0.name == "lost" })
        let nullAlpha = try Support.load("f.json", #"[{"name": "x", "type": "COLOR", "value": {"r": 1, "g": 0, "b": 0, "a": null}}]"#)
        #expect(nullAlpha.token("x")?.color.hex == "#ff0000")
        #expect(lost.reason.contains("'VariableID:9:9'"))
    }

    @Test(arguments: [
        (#"[{"name": "a", "type": "COLOR", "value": {"r": 1.5, "g": 0, "b": 0}}]"#, "component 'r' is 1.5; expected a number in 0...1"),
        (#"[{"name": "a", "type": "COLOR", "value": {"r": 1, "b": 0}}]"#, "has no 'g'"),
        (#"[{"name": "a", "type": "COLOR", "value": 3}]"#, "has a number value"),
        (#"[{"name": "a", "type": "COLOR", "value": {"r": null, "g": 0, "b": 0}}]"#, "component 'r' is a null"),
        (#"[{"name": "a", "id": "1", "type": "COLOR", "value": {"type": "VARIABLE_ALIAS", "id": "2"}},"#
            + #" {"name": "b", "id": "2", "type": "COLOR", "value": {"type": "VARIABLE_ALIAS", "id": "1"}}]"#,
         "circular alias: a → b → a"),
    ])
    func malformedFigmaValueIsALocatedError(text: String, fragment: String) {
        let error = Support.error { _ = try Support.load("figma.json", text) }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.line == 1)
    }

    // MARK: Design System Package

    @Test func designSystemPackageReadsColorsAndAliasesByID() throws {
        let set = try TokenLoader().load(paths: [Self.formats + "/dsp-tokens.json"])
        #expect(set.token("ref.palette.blue40")?.color.hex == "#33669980")
        #expect(set.token("sys.color.primary")?.color.hex == "#33669980")  // {ref.blue40}: by id
        #expect(set.token("sys.color.tint")?.color.hex == "#33669980")     // a chain of two
        #expect(set.token("sys.color.on-primary")?.color.hex == "#ffffff")
        #expect(set.token("sys.color.primary")?.summary == "Primary")
        #expect(set.token("sys.shape.radius") == nil)
        #expect(set.token("Button") == nil)
        let missing = try #require(set.skipped.first { $0.name == "sys.color.missing" })
        #expect(missing.reason.contains("{ref.elsewhere}"))
        #expect(set.appearances == ["light"])
    }

    @Test func designSystemPackageNeedsAnEntitiesArray() {
        let error = Support.error { _ = try Support.load("t.json", #"{"dsp_spec_version": "0.93", "entities": {}}"#) }
        #expect(error?.message.contains("'entities' is a object; expected an array") == true, "\(String(describing: error))")
        let value = Support.error {
            _ = try Support.load("t.json", #"{"dsp_spec_version": "1", "entities": [{"class": "token", "type": "color", "name": "a", "value": 1}]}"#)
        }
        #expect(value?.message.contains("DSP token 'a' has a number value") == true)
    }

    // MARK: Adobe Swatch Exchange

    @Test func aseFixtureReadsEveryModelAndGroup() throws {
        let set = try TokenLoader().load(paths: [Self.formats + "/sample.ase"])
        #expect(set.tokens.map(\.name) == ["Brand/Ink", "Brand/Paper", "Cyan", "color-4"])
        #expect(set.token("Brand/Ink")?.color.hex == "#336699")
        #expect(set.token("Brand/Paper")?.color.hex == "#ffffff")  // Gray 1 is white
        // CMYK 1, 0, 0, 0.2 without a profile: R = 0, G = B = 0.8 (204).
        #expect(set.token("Cyan")?.color.hex == "#00cccc")
        #expect(set.token("Brand/Ink")?.location.offset == 32)
        #expect(set.token("Cyan")?.rawValue == "CMYK 1 0 0 0.2")
    }

    /// Lab D50 → sRGB from colour-science 0.4.7 (`Lab_to_XYZ` with the CIE 1931 D50
    /// chromaticities, then `XYZ_to_RGB` to sRGB with Bradford adaptation and the sRGB encoding);
    /// see Tests/Fixtures/tokens/PROVENANCE.md.
    @Test(arguments: [
        (Float(0.6), Float(40), Float(-30), [0.75769686, 0.45936591, 0.77879766]),
        (Float(0.292345), Float(39.3825), Float(20.0664), [0.49060689, 0.13877203, 0.15903053]),
        (Float(0.9), Float(-5), Float(80), [0.97407911, 0.89073537, 0.20228109]),
    ])
    func aseLabIsD50(l: Float, a: Float, b: Float, expected: [Double]) throws {
        let bytes = ASEBytes.file([ASEBytes.color("lab", "LAB ", [l, a, b])])
        let set = try TokenLoader().load(sources: [TokenSource(path: "x.ase", bytes: bytes)])
        let c = try #require(set.token("lab")).color
        for (got, want) in zip([c.red, c.green, c.blue], expected) {
            #expect(abs(got - want) < 2e-4, "\(got) vs \(want)")
        }
    }

    @Test func aseIsDetectedByContentWithoutTheExtension() {
        #expect(TokenFileFormat(path: "swatches", bytes: ASEBytes.file([])) == .adobeSwatchExchange)
        #expect(TokenFileFormat(pathExtension: "a/b.ASE") == .adobeSwatchExchange)
        #expect(TokenFileFormat.knownExtensions.contains("ase"))
    }

    @Test(arguments: [
        (Array("ASEX".utf8) + [0, 1, 0, 0, 0, 0, 0, 0], "starting with 'ASEF'", 0),
        (Array(ASEBytes.file([]).prefix(9)), "the block count needs 4 bytes", 8),
        (ASEBytes.file([ASEBytes.color("a", "RGB ", [0, 0, 0])], count: 2), "the type of block 2 of 2", 42),
        (Array(ASEBytes.file([ASEBytes.color("a", "RGB ", [0, 0, 0])]).dropLast(3)), "says it is 24 bytes long", 12),
        (ASEBytes.file([ASEBytes.color("a", "HSB ", [0, 0, 0])]), "unknown color model 'HSB '", 24),
        (ASEBytes.file([ASEBytes.color("a", "RGB ", [0, 2, 0])]), "RGB component 2 is 2.0; expected 0...1", 32),
        (ASEBytes.file([ASEBytes.color("a", "Gray", [.nan])]), "is nan; expected a finite number", 28),
        (ASEBytes.file([ASEBytes.block(1, ASEBytes.u16(1) + ASEBytes.u16(0xD800))]), "not valid UTF-16", 18),
        (ASEBytes.file([ASEBytes.block(0xC002, [])]), "a group end (0xC002) with no group open", 12),
        (ASEBytes.file([ASEBytes.block(1, ASEBytes.name("a") + Array("RGB ".utf8))]), "block ends after 0", 28),
    ])
    func malformedASEIsAnErrorAtItsByte(bytes: [UInt8], fragment: String, offset: Int) {
        let error = Support.error {
            _ = try TokenLoader().load(sources: [TokenSource(path: "x.ase", bytes: bytes)])
        }
        #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
        #expect(error?.location.offset == offset, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("byte \(offset):") == true)
    }

    @Test func unknownASEBlocksAreSkippedByLength() throws {
        let bytes = ASEBytes.file([ASEBytes.block(0x0042, [1, 2, 3]), ASEBytes.color("b", "Gray", [0])])
        let set = try TokenLoader().load(sources: [TokenSource(path: "x.ase", bytes: bytes)])
        #expect(set.token("b")?.color.hex == "#000000")
    }
}
