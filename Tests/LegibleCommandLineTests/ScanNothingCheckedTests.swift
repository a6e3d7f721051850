import Foundation
import LegibleCore
import LegibleImage
import LegibleScan
import Testing
@testable import LegibleCommandLine

/// Fresh-user findings on `legible scan` and the limit options: a scan that found no text says
/// so (and exits 2 when an option left nothing to scan), unreadable images are JUnit errors and
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
        let dir = try Self.folder()
        let run = runCLI(["scan", "shots/blank.png", "--format", format], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(expected), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("0 failing"))
        #expect(!run.standardError.contains("0 failing"), "\(run.standardError)")
    }

    @Test("an option that leaves nothing of the image is a usage error naming it", arguments: [
        (["--ignore", "0,0,99999,99999"], "--ignore 0,0,99999,99999 covers the whole 200 x 300 px image"),
        (["--min-height", "100000"], "--min-height 100000 is above the image height (300 px)"),
    ])
    func excludedEverything(options: [String], expected: String) throws {
        let dir = try Self.folder()
        let run = runCLI(["scan", "shots/blank.png"] + options, currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains(expected) || run.standardError.contains(expected),
                "\(run.standardOutput)\(run.standardError)")
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
