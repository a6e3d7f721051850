import Foundation
import Testing
import LegibleImage
@testable import LegibleCommandLine

/// Fresh-user findings of session 10: a folder named like an image inside a scanned folder, and
/// an unreadable image of a merged report named once.
@Suite("scan and merge: folders named .png, unreadable images in merged reports") struct FreshUserSession10Tests {
    @Test("a folder named dir.png inside a scanned folder is searched, not read as a broken image")
    func folderNamedLikeAnImage() throws {
        let dir = NSTemporaryDirectory() + "legible-pngdir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/shots/dir.png", withIntermediateDirectories: true)
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 2), toFile: dir + "/shots/dir.png/inner.png")
        let run = runCLI(["scan", "shots", "--scale", "1", "--format", "json"], currentDirectory: dir)
        #expect(!run.standardError.contains("is a directory"), "\(run.standardError)")
        #expect(run.status != 2, "\(run.standardError)")
        #expect(run.standardOutput.contains("\"shots/dir.png/inner.png\""), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("\"shots/dir.png\""), "\(run.standardOutput)")
    }

    @Test("an image a shard could not read is named once in merge's error line")
    func unreadableImageNamedOnce() throws {
        let dir = try MergeDuplicateTests.folder()
        let entry = "{\"image\": \"nope.png\", \"error\": \"nope.png: no such file\"}"
        try MergeDuplicateTests.shard([entry]).write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let run = runCLI(["merge", "bad.json", "s1.json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: nope.png: no such file (in a merged report)"), "\(run.standardError)")
        #expect(!run.standardError.contains("nope.png: nope.png"), "\(run.standardError)")
    }
}
