import Foundation
import Testing
import LegibleCore
import LegibleImage
@testable import LegibleCommandLine

/// Paths that name the wrong kind of thing (fresh-user findings, session 11): an empty or
/// missing `--baseline`, a report `-o` that is a folder, and an image path ending in `/`.
@Suite("baseline, output and image paths") struct PathInputFindingsTests {
    @Test("--baseline '' is a usage error, as scan '' is, not a baseline named ''")
    func emptyBaselinePath() throws {
        let dir = try CheckCatalogBaselineFlowTests.catalog()
        let run = runCLI(["check", "App", "--baseline", ""], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: '--baseline' needs a path, found an empty one"), "\(run.standardError)")
        #expect(!run.standardError.contains("error: : "), "\(run.standardError)")
    }

    @Test("a missing or unreadable baseline says why, as merge does for its reports")
    func missingBaselineSaysWhy() throws {
        let dir = try CheckCatalogBaselineFlowTests.catalog()
        let missing = runCLI(["check", "App", "--baseline", "nope.json"], currentDirectory: dir)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("error: nope.json: no such file; expected a JSON baseline file "
            + "(create it with --update-baseline)"), "\(missing.standardError)")
        guard getuid() != 0 else { return }  // root reads any file
        try #"{"version": 1, "failures": []}"#.write(toFile: dir + "/locked.json", atomically: true, encoding: .utf8)
        chmod(dir + "/locked.json", 0)
        let locked = runCLI(["check", "App", "--baseline", "locked.json"], currentDirectory: dir)
        #expect(locked.status == 2)
        #expect(locked.standardError.contains("error: locked.json: cannot read the file (permission denied)"),
                "\(locked.standardError)")
    }

    /// A folder with `blank.png` (40 x 20, white) and a folder named `out.png`.
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-paths-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/out.png", withIntermediateDirectories: true)
        let blank = try RGBAImage(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4))
        try PNGEncoder.write(blank, toFile: dir + "/blank.png")
        return dir
    }

    @Test("scan -o naming a folder says the output path names a folder, not the system's words")
    func outputFolderIsNamed() throws {
        let dir = try Self.folder()
        for output in ["out.png", "report/"] {
            let run = runCLI(["scan", "blank.png", "--format", "json", "-o", output], currentDirectory: dir)
            #expect(run.status == 2)
            // The harness resolves the path against its folder; the command line names it as given.
            #expect(run.standardError.contains("\(output)': the output path names a folder, not a file\n"),
                    "\(output): \(run.standardError)")
            #expect(!run.standardError.contains("Is a directory"), "\(run.standardError)")
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png", isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("scan -o that names a folder, or lies under a file, is refused before any image is read")
    func outputRefusedBeforeScanning() throws {
        let dir = try Self.folder()
        // An image that would be reported as broken, had it been read.
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: dir + "/broken.png"))
        _ = FileManager.default.createFile(atPath: dir + "/blocked", contents: Data())
        let refused = [
            ("out.png", "cannot write 'out.png': the output path names a folder, not a file"),
            ("new/sub/", "cannot write 'new/sub/': the output path names a folder, not a file"),
            ("blocked/r.json", "blocked: not a folder (for --output): a file of that name is in the way"),
        ]
        for (output, message) in refused {
            let run = runCLI(["scan", "broken.png", "blank.png", "--format", "json", "-o", output], currentDirectory: dir)
            #expect(run.status == 2, "\(output): \(run.standardError)")
            // One line, the output's: no image was decoded, so none is named.
            #expect(run.standardError == "error: \(message)\n", "\(output): \(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(output): \(run.standardOutput)")
        }
        // The refused run made no folder: `new/` (the parent of `new/sub/`) is not there.
        #expect(!FileManager.default.fileExists(atPath: dir + "/new"))
    }

    @Test("an image path ending in / on a file is not a folder, in scan and info alike")
    func trailingSlashOnAFile() throws {
        let dir = try Self.folder()
        let expected = "blank.png/: is not a folder (a path ending in / names a folder, as open(2) reads it, and this "
            + "one names a file); expected a PNG file named without the final /"
        let scan = runCLI(["scan", "blank.png/"], currentDirectory: dir)
        #expect(scan.status == 2)
        #expect(scan.standardError.contains("error: " + expected) || scan.standardOutput.contains("error: " + expected),
                "\(scan.standardOutput) \(scan.standardError)")
        #expect(!(scan.standardOutput + scan.standardError).contains("no such file"))
        let info = runCLI(["info", "blank.png/"], currentDirectory: dir)
        #expect(info.status == 2)
        #expect(info.standardError.contains(expected), "\(info.standardError)")
        #expect(throws: PNGReadError.notAFolder(path: dir + "/blank.png//")) {
            try PNGDecoder.decode(contentsOf: dir + "/blank.png//")
        }
        // A folder given with its / is still a folder.
        #expect(runCLI(["scan", "out.png/"], currentDirectory: dir).standardError.contains("no PNG files found in out.png/"))
    }
}
