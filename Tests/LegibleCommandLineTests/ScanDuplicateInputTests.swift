import Foundation
import LegibleImage
import Testing
@testable import LegibleCommandLine

/// One file named twice is scanned once, and an overlay that would replace its input says so.
@Suite("scan duplicate inputs") struct ScanDuplicateInputTests {
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-scan-dup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        try PNGEncoder.write(try ScanCommandTests.screenshot(text: (20, 20, 20)), toFile: dir + "/shots/a.png")
        return dir
    }

    @Test func oneFileNamedTwiceIsScannedOnceWithANote() throws {
        let dir = try Self.folder()
        let run = runCLI(["scan", "shots/a.png", "./shots/a.png", "shots", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try ScanCommandTests.json(run.standardOutput)
        // One image: the report is that image's object, not a list.
        #expect(object["images"] == nil)
        #expect(object["image"] as? String == "shots/a.png")
        #expect(run.standardError.contains("note: './shots/a.png' is the same file as 'shots/a.png'; it is scanned once"),
                "\(run.standardError)")
    }

    @Test func anOverlayOverItsInputIsAUsageErrorThatSaysSo() throws {
        let dir = try Self.folder()
        let run = runCLI(["scan", "shots/a.png", "--overlay", "shots/a.png"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(
            "error: '--overlay' names 'shots/a.png', which is an input of this run: writing it would replace the input\n"),
            "\(run.standardError)")
        #expect(!run.standardError.contains("unreadable"))
        #expect(run.standardOutput.isEmpty)
    }
}
