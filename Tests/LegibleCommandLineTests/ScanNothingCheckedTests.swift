import Foundation
import LegibleCore
import LegibleImage
import LegibleScan
import Testing
@testable import LegibleCommandLine

/// Fresh-user findings on `legible scan` and the limit options: a scan that found no text says
/// so (and exits 2 when the whole run checked nothing), an image an option left out whole is
/// counted as left out (not unreadable), unreadable images are named in the summary are JUnit errors and
/// get their `--output-dir` entry, and a number above an option's range names the largest one.
@Suite("scan nothing checked") struct ScanNothingCheckedTests {
    /// A folder with a blank (all white) 200x300 PNG, `shots/blank.png`, and a corrupt one.
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-blank-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        let white = try RGBAImage(width: 200, height: 300, pixels: [UInt8](repeating: 255, count: 200 * 300 * 4))
        try PNGEncoder.write(white, toFile: dir + "/shots/blank.png")
        return dir
    }

    @Test("a blank image warns in every format and the summary is not a pass", arguments: [
        ("text", "warning: shots/blank.png: no text found, nothing was checked"),
        ("json", "\"shots/blank.png: no text found, nothing was checked\""),
        ("sarif", "shots/blank.png: no text found, nothing was checked"),
        ("junit", "<system-err>shots/blank.png: no text found, nothing was checked</system-err>"),
        ("github", "::warning file=shots/blank.png,title=No text found::"),
        ("markdown", "> ⚠️ shots/blank.png: no text found, nothing was checked"),
        ("html", "shots/blank.png: no text found, nothing was checked"),
    ])
    func blankImage(format: String, expected: String) throws {
        // The whole run checked nothing: 2, as `check` with nothing compared, with the reason.
        let run = expectCLI(["scan", "shots/blank.png", "--format", format], in: try Self.folder(), status: 2, output: expected)
        #expect(run.standardError.contains("error: nothing was checked: no text run was found in the 1 image "
            + "(shots/blank.png: no text found)"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("0 failing"))
        #expect(!run.standardError.contains("0 failing"), "\(run.standardError)")
        if format == "sarif" {
            // The run exits 2, so a SARIF reader must not see a successful execution.
            #expect(run.standardOutput.contains("\"executionSuccessful\" : false")
                || run.standardOutput.contains("\"executionSuccessful\": false"), "\(run.standardOutput)")
        }
    }

    /// A 200x300 image with one dark text-like bar on white, `shots/text.png`, beside the blank one.
    static func withText(_ dir: String) throws {
        var pixels = [UInt8](repeating: 255, count: 200 * 300 * 4)
        for y in 100..<112 {
            for x in stride(from: 20, to: 180, by: 9) {
                for dx in 0..<6 { for c in 0..<3 { pixels[(y * 200 + x + dx) * 4 + c] = 40 } }
            }
        }
        try PNGEncoder.write(try RGBAImage(width: 200, height: 300, pixels: pixels), toFile: dir + "/shots/text.png")
    }

    @Test("a blank image beside checked ones is a warning, not an exit 2")
    func blankBesideText() throws {
        let dir = try Self.folder()
        try Self.withText(dir)
        let run = runCLI(["scan", "shots/blank.png", "shots/text.png", "--scale", "1"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("warning: shots/blank.png: no text found, nothing was checked"))
        #expect(run.standardOutput.contains(", 1 with no text found."), "\(run.standardOutput)")
    }

    @Test("an option that leaves nothing of the image is counted as left out, not unreadable", arguments: [
        (["--ignore", "0,0,99999,99999"], "--ignore 0,0,99999,99999 covers the whole 200 x 300 px image"),
        (["--min-height", "100000"], "--min-height 100000 is above the image height (300 px)"),
    ])
    func excludedEverything(options: [String], expected: String) throws {
        let dir = try Self.folder()
        // Nothing checked in the whole run: 2, naming the option.
        let run = expectCLI(["scan", "shots/blank.png"] + options, in: dir, status: 2,
                            output: "warning: shots/blank.png: nothing was checked: " + expected)
        #expect(run.standardOutput.contains("1 image, nothing was checked: 1 left out whole by --ignore or --min-height."),
                "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("unreadable"), "\(run.standardOutput)")
        #expect(run.standardError.contains("left out whole: " + expected), "\(run.standardError)")
        for (format, needle) in [("json", "\"warnings\": ["), ("junit", "<skipped message=\"nothing was checked: " + expected),
                                 ("github", "title=Nothing checked::"), ("markdown", "1 left out whole by --ignore or --min-height"),
                                 ("sarif", "\"nothing_checked\": 1")] {
            let formatted = runCLI(["scan", "shots/blank.png", "--format", format] + options, currentDirectory: dir)
            #expect(formatted.standardOutput.contains(needle), "\(format): \(formatted.standardOutput)")
            #expect(!formatted.standardOutput.contains("\"error\": \""), "\(format)")
        }
    }

    @Test("an unreadable image is named, with what was wrong, in the summary of every format")
    func unreadableInTheSummary() throws {
        let dir = try Self.folder()
        // A PNG cut after its header: the signature and IHDR, then nothing.
        let white = try RGBAImage(width: 10, height: 10, pixels: [UInt8](repeating: 255, count: 400))
        try PNGEncoder.write(white, toFile: dir + "/shots/cut.png")
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/shots/cut.png"))
        try bytes.prefix(40).write(to: URL(fileURLWithPath: dir + "/shots/cut.png"))
        let run = runCLI(["scan", "shots/cut.png"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("1 image, nothing was checked: 1 unreadable (shots/cut.png: "), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("no text found"), "\(run.standardOutput)")
        for format in ["github", "markdown", "html"] {
            let formatted = runCLI(["scan", "shots/cut.png", "--format", format], currentDirectory: dir)
            #expect(formatted.standardOutput.contains("nothing was checked: 1 unreadable (shots/cut.png: "), "\(format)")
            #expect(!formatted.standardOutput.contains("no text found"), "\(format)")
        }
        let json = runCLI(["scan", "shots/cut.png", "--format", "json"], currentDirectory: dir)
        #expect(json.standardOutput.contains("\"error\": \"shots/cut.png: "), "\(json.standardOutput)")
    }

    @Test("unreadable images: JUnit errors, and an {image, error} file under --output-dir")
    func unreadable() throws {
        let dir = try Self.folder()
        #expect(FileManager.default.createFile(atPath: dir + "/shots/broken.png", contents: Data("not a png".utf8)))
        let junit = runCLI(["scan", "shots", "--format", "junit"], currentDirectory: dir)
        #expect(junit.status == 2)
        #expect(junit.standardOutput.contains("failures=\"0\" errors=\"1\""), "\(junit.standardOutput)")
        #expect(junit.standardOutput.contains("<error type=\"unreadable\""))
        let run = runCLI(["scan", "shots", "--output-dir", "out"], currentDirectory: dir)
        #expect(run.status == 2)
        let data = try #require(FileManager.default.contents(atPath: dir + "/out/broken.json"))
        let entry = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(entry["image"] as? String == "shots/broken.png")
        #expect((entry["error"] as? String)?.contains("broken.png") == true)
        #expect(FileManager.default.fileExists(atPath: dir + "/out/blank.json"))
    }

    @Test("a number above a limit's range names the largest accepted value", arguments: [
        (["--max-file-size", "99999999999999999999"], "'--max-file-size' is too large: expected at most 1125899906842624"),
        (["--max-file-size", "9999999G"], "'--max-file-size' is too large: expected at most 1048576G"),
        (["--max-file-size", "1e30"], "'--max-file-size' is too large: expected at most 1125899906842624"),
        (["--max-pixels", "99999999999999999999"], "'--max-pixels' is too large: expected at most 137438953408"),
    ])
    func limitTooLarge(options: [String], expected: String) throws {
        let dir = try Self.folder()
        let run = runCLI(["info", "shots/blank.png"] + options, currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains(expected), "\(run.standardError)")
    }

    @Test("--max-tokens and --max-pairs above their range name the largest accepted value")
    func tokenLimitsTooLarge() {
        for option in ["--max-tokens", "--max-pairs"] {
            let run = runCLI(["check", "missing.json", option, "99999999999999999999"])
            #expect(run.status == 2)
            #expect(run.standardError.contains("'\(option)' is too large: expected at most 2147483647"),
                    "\(run.standardError)")
        }
    }

    @Test("--size 1e-300 is too small, not signed")
    func sizeTooSmall() {
        let run = runCLI(["contrast", "#000", "#fff", "--size", "1e-300"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("too small"), "\(run.standardError)")
        #expect(!run.standardError.contains("without a sign"))
    }
}
