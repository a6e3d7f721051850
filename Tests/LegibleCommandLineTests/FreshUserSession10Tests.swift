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
        // A glob that matches the folder searches it too.
        let glob = runCLI(["scan", "shots/*.png", "--scale", "1", "--format", "json"], currentDirectory: dir)
        #expect(!glob.standardError.contains("is a directory"), "\(glob.standardError)")
        #expect(glob.status != 2, "\(glob.standardError)")
        #expect(glob.standardOutput.contains("\"shots/dir.png/inner.png\""), "\(glob.standardOutput)")
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

    @Test("reports scanned at another --level or --policy are refused by merge, naming both")
    func mixedSettingsAreRefused() throws {
        let dir = NSTemporaryDirectory() + "legible-mixed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 2), toFile: dir + "/a.png")
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 3), toFile: dir + "/b.png")
        for (name, extra) in [("aa", ["a.png"]), ("aaa", ["b.png", "--level", "aaa"]), ("apple", ["b.png", "--policy", "apple"]),
                              ("aa2", ["b.png"])] {
            let scan = runCLI(["scan"] + extra + ["--scale", "1", "--format", "json", "-o", name + ".json"], currentDirectory: dir)
            #expect(scan.status != 2, "\(name): \(scan.standardError)")
        }
        let level = runCLI(["merge", "aa.json", "aaa.json"], currentDirectory: dir)
        #expect(level.status == 2)
        #expect(level.standardError.contains("at level AAA, but an image in aa.json at level AA"), "\(level.standardError)")
        let policy = runCLI(["merge", "aa.json", "apple.json"], currentDirectory: dir)
        #expect(policy.status == 2)
        #expect(policy.standardError.contains("at policy apple, but an image in aa.json at policy wcag"), "\(policy.standardError)")
        let same = runCLI(["merge", "aa.json", "aa2.json"], currentDirectory: dir)
        #expect(same.status != 2, "\(same.standardError)")
    }

    @Test("a merged entry whose summary does not count its regions (an edited report) is an input error")
    func summaryMustCountRegions() throws {
        let dir = try MergeDuplicateTests.folder()
        for (name, regions, runs, failing) in [("zeroed", MergeDuplicateTests.regions(runs: 3, failing: 2), 3, 0),
                                               ("emptied", "[]", 49, 0)] {
            let entry = """
                {"image": "\(name).png", "scale": 2, "scale_source": "option", "warnings": [], "regions": \(regions),
                 "summary": {"runs": \(runs), "failing": \(failing), "nothing_checked": 0}}
                """
            try MergeDuplicateTests.shard([entry]).write(toFile: dir + "/\(name).json", atomically: true, encoding: .utf8)
            let run = runCLI(["merge", name + ".json"], currentDirectory: dir)
            #expect(run.status == 2, "\(name): \(run.standardError)")
            #expect(run.standardError.contains("\(name).json:2:1: the entry of image '\(name).png' has a \"summary\" of \(runs) runs"),
                    "\(run.standardError)")
        }
    }

    @Test("a report output that names an existing image is refused and the image kept (merge, scan)")
    func reportOverAnImageIsRefused() throws {
        let dir = try MergeDuplicateTests.folder()
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 2), toFile: dir + "/shots/a.png")
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 3), toFile: dir + "/b.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/shots/a.png"))
        for arguments in [["merge", "s1.json", "-o", "shots/a.png"], ["scan", "b.png", "--scale", "1", "-o", "shots/a.png"]] {
            let run = runCLI(arguments, currentDirectory: dir)
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains("'--output' names 'shots/a.png', which is a PNG image"), "\(run.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/shots/a.png")) == before)
        }
    }
}
