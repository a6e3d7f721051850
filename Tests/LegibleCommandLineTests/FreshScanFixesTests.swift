import Foundation
import LegibleImage
import Testing
@testable import LegibleCommandLine

/// Fresh-user findings on `legible scan` and `legible merge`: globs take `.PNG`, an empty shard
/// and an empty merge are "nothing checked", option errors are not "unreadable", overlay options
/// that clash are usage errors, and the summary counts text runs and non-text regions apart.
@Suite("scan fresh-user fixes") struct FreshScanFixesTests {
    /// A folder `shots/` holding `IMG_1234.PNG`: a 200x300 image with one dark text-like bar.
    static func iPhoneFolder() throws -> String {
        let dir = try ScanNothingCheckedTests.folder()
        try FileManager.default.removeItem(atPath: dir + "/shots/blank.png")
        try ScanNothingCheckedTests.withText(dir)
        try FileManager.default.moveItem(atPath: dir + "/shots/text.png", toPath: dir + "/shots/IMG_1234.PNG")
        return dir
    }

    @Test("a quoted *.png glob takes IMG_1234.PNG, as a folder does")
    func globMatchesUpperCaseExtension() throws {
        let dir = try Self.iPhoneFolder()
        let glob = runCLI(["scan", "shots/*.png", "--scale", "1", "--format", "json"], currentDirectory: dir)
        #expect(glob.status == 0, "\(glob.standardError)")
        #expect(glob.standardOutput.contains("\"image\" : \"shots/IMG_1234.PNG\"")
            || glob.standardOutput.contains("\"image\": \"shots/IMG_1234.PNG\""), "\(glob.standardOutput)")
        #expect(!glob.standardError.contains("no PNG files found"), "\(glob.standardError)")
        #expect(ScanInputs.caseFoldedExtension("a/*.PNG") == "a/*.[pP][nN][gG]")
        #expect(ScanInputs.caseFoldedExtension("a/*") == "a/*")
    }
}

extension FreshScanFixesTests {
    @Test("an empty shard says nothing was checked in every format and exits 2", arguments: [
        ("text", "0 images, nothing was checked."),
        ("json", "there is no image in this run"),
        ("sarif", "there is no image in this run"),
        ("junit", "nothing-checked"),
        ("github", "::error title=Nothing checked::"),
        ("markdown", "0 images, nothing was checked."),
    ])
    func emptyShard(format: String, expected: String) throws {
        let dir = try Self.iPhoneFolder()
        let run = expectCLI(["scan", "shots/IMG_1234.PNG", "--shard", "2/2", "--format", format],
                            in: dir, status: 2, output: expected)
        #expect(run.standardError.contains("error: nothing was checked: there is no image"), "\(run.standardError)")
    }

    @Test("merging reports with no image exits 2: nothing was checked")
    func mergeOfNoImage() throws {
        let dir = try Self.iPhoneFolder()
        _ = runCLI(["scan", "shots/IMG_1234.PNG", "--shard", "2/2", "--format", "json", "-o", "sh2.json"],
                   currentDirectory: dir)
        let run = runCLI(["merge", "sh2.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("error: nothing was checked: the merged reports hold no image"),
                "\(run.standardError)")
    }
}

extension FreshScanFixesTests {
    @Test("an --ignore rectangle wholly outside is an option error, not unreadable")
    func ignoreOutsideIsOptionError() throws {
        let dir = try Self.iPhoneFolder()
        let run = expectCLI(["scan", "shots/IMG_1234.PNG", "--ignore", "2000,2000,10,10", "--scale", "1"],
                            in: dir, status: 2, output: "1 with an option error (shots/IMG_1234.PNG: --ignore 2000,2000,10,10")
        #expect(!run.standardOutput.contains("unreadable"), "\(run.standardOutput)")
        let junit = runCLI(["scan", "shots/IMG_1234.PNG", "--ignore", "2000,2000,10,10", "--format", "junit"],
                           currentDirectory: dir)
        #expect(junit.standardOutput.contains("type=\"option-error\""), "\(junit.standardOutput)")
    }

    @Test("--overlay-dir over the input folder is a usage error before scanning")
    func overlayDirOverInputs() throws {
        let dir = try Self.iPhoneFolder()
        let run = runCLI(["scan", "shots", "--overlay-dir", "shots", "--scale", "1"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--overlay-dir' names 'shots/IMG_1234.PNG', which is an input of this run"),
                "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
    }

    @Test("--overlay and --overlay-dir together are a usage error, and no folder is made")
    func overlayAndOverlayDir() throws {
        let dir = try Self.iPhoneFolder()
        let run = runCLI(["scan", "shots/IMG_1234.PNG", "--overlay", "x.png", "--overlay-dir", "d"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--overlay' and '--overlay-dir' exclude each other"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/d"))
    }
}
