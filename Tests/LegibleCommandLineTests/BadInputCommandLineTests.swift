import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// The bad-input corpus through the command line (issue 8): invalid input exits 2 with one line
/// on standard error that names the file and the problem, and leaves no output file behind;
/// the caps `--max-file-size`, `--max-tokens` and `--max-depth` are parsed and applied.
@Suite("bad input: command line")
struct BadInputCommandLineTests {
    /// A fresh scratch directory holding `files` (name → bytes).
    static func scratch(_ files: [String: [UInt8]] = [:]) throws -> String {
        let path = NSTemporaryDirectory() + "legible-bad-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, bytes) in files {
            _ = FileManager.default.createFile(atPath: path + "/" + name, contents: Data(bytes))
        }
        return path
    }

    /// Exit 2, exactly one line on standard error naming `file`, nothing on standard output.
    static func expectOneLineError(_ run: CLIRun, naming file: String, _ comment: Comment? = nil) {
        #expect(run.status == 2, comment)
        #expect(run.standardError.hasPrefix("error: "), comment)
        #expect(run.standardError.contains(file), comment)
        #expect(run.standardError.split(separator: "\n").count == 1, comment)
        #expect(run.standardOutput.isEmpty, comment)
    }

    static let pair = Array(##"{"text": "#000000", "background": "#ffffff"}"##.utf8)
    static let suite = Fixtures.root.appendingPathComponent("conformance/pngsuite").path

    /// The `-o` report is written with the error recorded (as `scan` writes its report), so CI
    /// artifacts say why nothing was checked; never a report that reads as a pass.
    @Test("empty and binary token files: exit 2 naming the file, the report records the error")
    func emptyAndBinaryTokenFiles() throws {
        // Deterministic junk (Knuth's multiplicative hash of the index), covering all byte values.
        let junk: [UInt8] = (0..<512).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }
        let dir = try Self.scratch(["empty.json": [], "junk.tokens.json": junk, "junk.xml": [0x3C] + junk])
        for name in ["empty.json", "junk.tokens.json"] {
            let run = runCLI(["check", name, "--all-pairs", "-o", "out.json"], currentDirectory: dir)
            Self.expectOneLineError(run, naming: name)
            let written = try String(contentsOfFile: dir + "/out.json", encoding: .utf8)
            #expect(written.hasPrefix("error: \(name):1:1: ") && !written.contains("all pass"), "\(written)")
            try FileManager.default.removeItem(atPath: dir + "/out.json")
        }
        let distinguish = runCLI(["distinguish", "junk.tokens.json"], currentDirectory: dir)
        Self.expectOneLineError(distinguish, naming: "junk.tokens.json")
    }

    @Test("invalid UTF-8 in a token file: exit 2 with the line and column")
    func invalidUTF8() throws {
        let dir = try Self.scratch(["bad.json": Array(#"{"a": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)])
        let run = runCLI(["check", "bad.json", "--all-pairs"], currentDirectory: dir)
        Self.expectOneLineError(run, naming: "bad.json:1:")
    }

    @Test("truncated, CRC-broken and 100000 x 100000 PNGs: exit 2, nothing written", arguments: ["info", "convert", "simulate"])
    func badPNGs(command: String) throws {
        let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.suite + "/basn2c08.png")))
        var flipped = whole
        flipped[whole.count - 30] ^= 0x01  // inside IDAT: its CRC no longer matches
        var huge: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        huge += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0]
        huge += [0xA8, 0x52, 0x0B, 0xC8]  // CRC-32 of the IHDR type and data
        let dir = try Self.scratch(["cut.png": Array(whole.prefix(whole.count / 2)), "crc.png": flipped, "huge.png": huge])
        for name in ["cut.png", "crc.png", "huge.png"] {
            var arguments = [command, name]
            if command != "info" { arguments += ["-o", "out.png"] }
            let run = runCLI(arguments, currentDirectory: dir)
            Self.expectOneLineError(run, naming: name, "\(command) \(name): \(run.standardError)")
        }
        #expect(runCLI(["info", "huge.png"], currentDirectory: dir).standardError.contains("100000"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    @Test("a directory where a file is expected: tokens, pairs file and image")
    func directoryForAFile() throws {
        let dir = try Self.scratch(["t.json": Self.pair])
        try FileManager.default.createDirectory(atPath: dir + "/folder.json", withIntermediateDirectories: true)
        let pairs = runCLI(["check", "t.json", "--pairs", "folder.json"], currentDirectory: dir)
        Self.expectOneLineError(pairs, naming: "folder.json")
        #expect(pairs.standardError.contains("is a directory"))
        try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: true)
        Self.expectOneLineError(runCLI(["convert", "folder.png", "-o", "o.png"], currentDirectory: dir), naming: "folder.png")
        // The output path is a directory: nothing is replaced or written beside it.
        let onto = runCLI(["check", "t.json", "--all-pairs", "-o", "folder.json"], currentDirectory: dir)
        Self.expectOneLineError(onto, naming: "folder.json")
    }

    @Test("an image output in a missing folder: exit 2 naming it, the folder is not created")
    func outputInAMissingFolder() throws {
        let dir = try Self.scratch(["t.json": Self.pair])
        let convert = runCLI(["simulate", Self.suite + "/basn2c08.png", "-o", "missing/s.png"], currentDirectory: dir)
        Self.expectOneLineError(convert, naming: "missing/s.png")
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
    }

    @Test("check -o and scan -o make a missing report folder, as scan --output-dir does (issue 13)")
    func reportFolderIsCreated() throws {
        let dir = try Self.scratch(["t.json": Self.pair])
        let check = runCLI(["check", "t.json", "--all-pairs", "-o", "new/deeper/report.json"], currentDirectory: dir)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/new/deeper/report.json"))
        let scan = runCLI(["scan", Self.suite + "/basn2c08.png", "-o", "scans/r.json", "--format", "json"],
                          currentDirectory: dir)
        // The PngSuite image holds no text: the run checked nothing (exit 2 for that reason
        // alone), and the report is still written into the new folder.
        #expect(scan.status == 2 && scan.standardError.contains("error: nothing was checked"), "\(scan.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/scans/r.json"))
        // A file where the folder should be is an error naming it.
        _ = FileManager.default.createFile(atPath: dir + "/blocked", contents: Data())
        let blocked = runCLI(["check", "t.json", "--all-pairs", "-o", "blocked/report.json"], currentDirectory: dir)
        Self.expectOneLineError(blocked, naming: "blocked")
        #expect(blocked.standardError.contains("not a folder (for --output)"))
    }

    @Test("--max-file-size refuses large token files and images with a hint; bad values are usage errors")
    func maxFileSize() throws {
        let dir = try Self.scratch(["t.json": Self.pair])
        let small = runCLI(["check", "t.json", "--all-pairs", "--max-file-size", "10"], currentDirectory: dir)
        Self.expectOneLineError(small, naming: "t.json")
        #expect(small.standardError.contains("expected at most 10 (raise --max-file-size to read it)"))
        #expect(runCLI(["check", "t.json", "--all-pairs", "--max-file-size", "1K"], currentDirectory: dir).status == 0)
        let image = runCLI(["info", Self.suite + "/basn2c08.png", "--max-file-size", "100"])
        #expect(image.status == 2)
        #expect(image.standardError.contains("basn2c08.png"))
        #expect(runCLI(["info", Self.suite + "/basn2c08.png", "--max-file-size", "1M"]).status == 0)
        for bad in ["0", "-1", "ten", "1T", "99999999999G"] {
            let run = runCLI(["check", "t.json", "--max-file-size", bad], currentDirectory: dir)
            #expect(run.status == 2, "\(bad)")
            #expect(run.standardError.contains("--max-file-size"), "\(bad)")
        }
    }

    @Test("--max-tokens and --max-depth: caps for check and distinguish, raised on demand")
    func tokenCaps() throws {
        var chain = ##"{"background": {"$type": "color", "$value": "#ffffff"}, "c0": {"$type": "color", "$value": "#000000"}"##
        for i in 1...200 { chain += ", \"c\(i)\": {\"$value\": \"{c\(i - 1)}\"}" }
        chain += ##", "text": {"$value": "{c200}"}}"##
        let dir = try Self.scratch(["chain.json": Array(chain.utf8), "t.json": Self.pair])
        let deep = runCLI(["check", "chain.json", "--all-pairs"], currentDirectory: dir)
        Self.expectOneLineError(deep, naming: "chain.json")
        #expect(deep.standardError.contains("reference chain longer than 64 links"))
        #expect(runCLI(["check", "chain.json", "--all-pairs", "--max-depth", "500"], currentDirectory: dir).status != 2)
        let many = runCLI(["check", "t.json", "--all-pairs", "--max-tokens", "1"], currentDirectory: dir)
        Self.expectOneLineError(many, naming: "t.json")
        #expect(many.standardError.contains("raise --max-tokens"))
        let distinguish = runCLI(["distinguish", "t.json", "--max-tokens", "1"], currentDirectory: dir)
        Self.expectOneLineError(distinguish, naming: "t.json")
        #expect(runCLI(["check", "t.json", "--max-depth", "0"], currentDirectory: dir).status == 2)
    }

    @Test("help documents every cap with its default")
    func helpShowsTheCaps() {
        let check = runCLI(["check", "--help"], environment: ["COLUMNS": "200"]).standardOutput
        for option in ["--max-file-size <bytes>", "--max-tokens <n>", "--max-depth <n>"] {
            #expect(check.contains(option), "\(option)")
        }
        #expect(check.contains("1000000"))
        #expect(check.contains("64M"))
        let info = runCLI(["info", "--help"], environment: ["COLUMNS": "200"]).standardOutput
        #expect(info.contains("--max-file-size <bytes>"))
        #expect(info.contains("--max-pixels <n>"))
    }
}
