import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// The smaller things a new user met (issue 13): each message names the real problem.
@Suite("new-user fixes (issue 13)")
struct NewUserFixesTests {
    @Test("info on a 2,000,000 x 1 PNG names the per-side cap, not --max-pixels")
    func perSideCap() throws {
        var wide: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8)
        wide += [0, 0x1E, 0x84, 0x80, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0, 0, 0, 0]  // 2,000,000 x 1 (CRC not reached)
        let dir = try BadInputCommandLineTests.scratch(["wide.png": wide])
        let run = runCLI(["info", "wide.png", "--max-pixels", "3000000"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("wide.png: image is 2000000 x 1 pixels, over the per-side limit of 1000000"))
        #expect(run.standardError.contains("--max-pixels does not raise it"))
    }

    @Test("--config naming a missing file says it does not exist")
    func missingConfig() throws {
        let dir = try CheckConfigurationTests.directory(["a.css": CheckConfigurationTests.css])
        let run = runCLI(["check", "a.css", "--config", "missing.json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("missing.json: the configuration file does not exist"))
        let folder = runCLI(["check", "a.css", "--config", "."], currentDirectory: dir)
        #expect(folder.standardError.contains("the configuration path is a directory"))
    }

    @Test("a number over an option's range says it is too large", arguments: ["100001", "200000px", "1e308", "1e400"])
    func tooLarge(size: String) {
        let run = runCLI(["contrast", "#000", "#fff", "--size", size])
        #expect(run.status == 2)
        #expect(run.standardError.contains("value '\(size)' for '--size' is too large: expected at most 100000"),
                "\(run.standardError)")
        let scale = runCLI(["scan", "x.png", "--scale", "1e308"])
        #expect(scale.standardError.contains("value '1e308' for '--scale' is too large: expected at most 8"))
    }

    @Test("--size -3 and --size 0 say the size must be positive, in contrast and suggest")
    func sizeMustBePositive() {
        for command in [["contrast", "#000", "#fff"], ["suggest", "#777", "#fff"]] {
            for size in ["-3", "0"] {
                let run = runCLI(command + ["--size", size])
                #expect(run.status == 2)
                #expect(run.standardError.contains("invalid value '\(size)' for '--size': must be positive"), "\(run.standardError)")
                #expect(!run.standardError.contains("not a number"))
            }
        }
        let suggest = runCLI(["suggest", "#777", "#fff", "--size", "1e308"])
        #expect(suggest.standardError.contains("value '1e308' for '--size' is too large: expected at most 100000"))
    }

    @Test("sizes print rounded: 17pt is 22.67 px in text, exact in JSON")
    func roundedSizes() throws {
        let run = runCLI(["contrast", "#777", "#fff", "--size", "17pt"])
        #expect(run.standardOutput.contains(": 22.67 px at weight 400 is not large text"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("22.666"))
        let whole = runCLI(["contrast", "#777", "#fff", "--size", "24"])
        #expect(whole.standardOutput.contains(": 24 px at weight 400 is large text"))
        let json = runCLI(["contrast", "#777", "#fff", "--size", "17pt", "--format", "json"])
        #expect(json.standardOutput.contains("22.666666666666"))
    }

    @Test("simulate and convert refuse an output that is not .png", arguments: ["simulate", "convert"])
    func pngOnly(command: String) throws {
        let input = BadInputCommandLineTests.suite + "/basn2c08.png"
        let dir = try BadInputCommandLineTests.scratch()
        for name in ["out.jpg", "out"] {
            let run = runCLI([command, input, "-o", name], currentDirectory: dir)
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("error: invalid value '\(name)' for '--output'"))
            #expect(run.standardError.contains("expected a file name ending in .png"))
            #expect(!FileManager.default.fileExists(atPath: dir + "/" + name))
        }
        #expect(runCLI([command, input, "-o", "out.PNG"], currentDirectory: dir).status == 0)
    }

    @Test("Markdown shows an ignored pair's reason once, not 'ignored<br>ignored: …'")
    func markdownIgnored() throws {
        let dir = try CheckConfigurationTests.directory([
            "legible.json": """
                {"inputs": "a.css", "pairs": [{"foreground": "fg-muted", "background": "bg"}],
                 "ignore": [{"foreground": "fg-muted", "background": "bg", "appearance": "light", "reason": "placeholder text"}]}
                """,
            "a.css": CheckConfigurationTests.css,
        ])
        let run = runCLI(["check", "--format", "markdown"], currentDirectory: dir)
        #expect(run.standardOutput.contains("| ignored<br>reason: placeholder text |"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("ignored<br>ignored"))
    }

    @Test("palette with an unknown kind reports the kind before any missing option")
    func paletteKindFirst() {
        let run = runCLI(["palette", "rainbow"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: unknown palette kind 'rainbow'"), "\(run.standardError)")
        #expect(!run.standardError.contains("--on"))
    }

    @Test("a binary .ase swatch file is read, not 'the inputs hold no color tokens'")
    func aseThroughCheck() throws {
        let bytes = ASEFile.bytes([("Ink", "RGB ", [0, 0, 0]), ("Paper", "Gray", [1])])
        let dir = try BadInputCommandLineTests.scratch(["s.ase": bytes])
        let run = runCLI(["check", "s.ase", "--all-pairs", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\"ratio\": 21"))
    }
}

/// A minimal Adobe Swatch Exchange file: no groups, big-endian, UTF-16BE names.
enum ASEFile {
    static func bytes(_ swatches: [(String, String, [Float])]) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (24 - 8 * UInt32($0))) & 0xFF) } }
        var out = Array("ASEF".utf8) + u16(1) + u16(0) + u32(UInt32(swatches.count))
        for (name, model, values) in swatches {
            let units = Array(name.utf16) + [0]
            let body = u16(units.count) + units.flatMap { u16(Int($0)) } + Array(model.utf8)
                + values.flatMap { u32($0.bitPattern) } + u16(2)
            out += u16(1) + u32(UInt32(body.count)) + body
        }
        return out
    }
}
