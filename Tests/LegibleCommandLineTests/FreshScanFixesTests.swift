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
