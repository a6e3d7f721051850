import Foundation
import Testing
import LegibleCore
import LegibleImage
import LegibleReports
@testable import LegibleCommandLine

/// `legible merge` findings of the fresh-user passes: what an unusable report file is called,
/// one report named by two spellings of its images' paths, and the shards' own warnings.
@Suite("merge: report files, image paths and shard warnings") struct MergeInputFindingsTests {
    @Test("an empty report file or /dev/null is named as empty (0 bytes found), not as unreadable")
    func emptyFileIsNamedAsEmpty() throws {
        let dir = try MergeDuplicateTests.folder()
        try Data().write(to: URL(fileURLWithPath: dir + "/zero.json"))
        let expected = "the file is empty (found 0 bytes); expected a JSON report written by 'legible scan --format json'"
        for path in ["zero.json", "/dev/null"] {
            let run = runCLI(["merge", path, "s1.json"], currentDirectory: dir)
            #expect(run.status == 2, "\(path): \(run.standardError)")
            #expect(run.standardError.contains("error: \(path): " + expected), "\(run.standardError)")
            #expect(!run.standardError.contains("cannot read"), "\(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
        let missing = runCLI(["merge", "nope.json"], currentDirectory: dir)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("error: nope.json: no such file; expected a JSON report"),
                "\(missing.standardError)")
        let folder = runCLI(["merge", "."], currentDirectory: dir)
        #expect(folder.status == 2)
        #expect(folder.standardError.contains("error: .: is a directory; expected a JSON report"), "\(folder.standardError)")
    }
}

extension MergeInputFindingsTests {
    /// An image entry with its own warnings (as `legible scan` writes them, naming the image).
    static func entry(_ image: String, runs: Int, failing: Int, warnings: [String]) -> String {
        let list = warnings.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"image": "\(image)", "scale": 2, "scale_source": "option", "warnings": [\(list)],
             "regions": \(MergeDuplicateTests.regions(runs: runs, failing: failing)),
             "summary": {"runs": \(runs), "failing": \(failing), "nothing_checked": \(runs == 0 ? 1 : 0)}}
            """
    }

    @Test("a warning a shard gave an image is in the merged report's top-level warnings and on standard error")
    func shardWarningsSurviveTheMerge() throws {
        let dir = try MergeDuplicateTests.folder()
        let blank = "shots/blank.png: no text found, nothing was checked"
        let ignored = "shots/a.png: --ignore 0,0,10,10 reaches outside the image"
        try MergeDuplicateTests.shard([Self.entry("shots/a.png", runs: 3, failing: 1, warnings: [ignored])])
            .write(toFile: dir + "/w1.json", atomically: true, encoding: .utf8)
        try MergeDuplicateTests.shard([Self.entry("shots/blank.png", runs: 0, failing: 0, warnings: [blank])])
            .write(toFile: dir + "/w2.json", atomically: true, encoding: .utf8)
        let run = runCLI(["merge", "w2.json", "w1.json", "-o", "merged.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        let object = try MergeDuplicateTests.json(try String(contentsOfFile: dir + "/merged.json", encoding: .utf8))
        // In image order (sorted paths), whatever the order of the reports.
        #expect(object["warnings"] as? [String] == [ignored, blank], "\(object)")
        #expect(run.standardError.contains("warning: " + ignored + "\n"), "\(run.standardError)")
        #expect(run.standardError.contains("warning: " + blank + "\n"), "\(run.standardError)")
        // Each stays in its entry too.
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["warnings"] as? [String] ?? [] } == [[ignored], [blank]])
        // A merge of the merged report (beside an empty shard) lists each once, after its own.
        let again = runCLI(["merge", "merged.json", "empty.json"], currentDirectory: dir)
        let twice = try MergeDuplicateTests.json(again.standardOutput)
        let empty = "empty.json holds no image (the report of a --shard that got no input): nothing in it was "
            + "checked; the other reports decide"
        #expect(twice["warnings"] as? [String] == [empty, ignored, blank], "\(twice)")
    }

    @Test("a shard's warnings survive a merge of real scans, as the unsharded run lists them")
    func scannedShardWarningsMatchTheWholeRun() throws {
        let dir = try MergeDuplicateTests.folder()
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        // Blank images: each gets the no-text warning; two shards of one image each.
        let blank = try RGBAImage(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4))
        for name in ["p.png", "q.png"] { try PNGEncoder.write(blank, toFile: dir + "/shots/" + name) }
        for k in 1...2 {
            _ = runCLI(["scan", "shots", "--shard", "\(k)/2", "--format", "json", "-o", "s\(k).json"], currentDirectory: dir)
        }
        let merged = runCLI(["merge", "s1.json", "s2.json"], currentDirectory: dir)
        let whole = runCLI(["scan", "shots", "--format", "json"], currentDirectory: dir)
        #expect(merged.status == 2 && whole.status == 2)
        let object = try MergeDuplicateTests.json(merged.standardOutput)
        let warnings = try #require(object["warnings"] as? [String], "\(object)")
        let p = warnings.firstIndex(of: "shots/p.png: no text found, nothing was checked")
        let q = warnings.firstIndex(of: "shots/q.png: no text found, nothing was checked")
        let found = [p, q].compactMap { $0 }
        #expect(found.count == 2 && found[0] < found[1], "\(warnings)")
        #expect(merged.standardOutput == whole.standardOutput)
        #expect(merged.standardError.contains("warning: shots/q.png: no text found"), "\(merged.standardError)")
    }

    @Test("one image named by an absolute and a relative path (or with ..) in two reports is one image")
    func absoluteAndRelativeImagePathsAreOneImage() throws {
        let dir = try MergeDuplicateTests.folder()
        let absolute = dir + "/shots/a.png"
        try MergeDuplicateTests.shard([Self.entry(absolute, runs: 3, failing: 1, warnings: ["\(absolute): note"])])
            .write(toFile: dir + "/abs.json", atomically: true, encoding: .utf8)
        try MergeDuplicateTests.shard([Self.entry("shots/a.png", runs: 3, failing: 1, warnings: ["shots/a.png: note"])])
            .write(toFile: dir + "/rel.json", atomically: true, encoding: .utf8)
        try MergeDuplicateTests.shard([Self.entry("shots/x/../a.png", runs: 3, failing: 1,
                                                  warnings: ["shots/x/../a.png: note"])])
            .write(toFile: dir + "/dots.json", atomically: true, encoding: .utf8)
        let run = runCLI(["merge", "abs.json", "rel.json", "dots.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        let object = try MergeDuplicateTests.json(run.standardOutput)
        #expect((object["summary"] as? [String: Int])?["images"] == 1, "\(object)")
        #expect((object["summary"] as? [String: Int])?["failing"] == 1, "\(object)")
        #expect(run.standardError.contains("warning: \(absolute) is in abs.json:2:1 and in rel.json:2:1 with the same "
            + "report; it is counted once"), "\(run.standardError)")
        #expect(ScanReportMerge.identity("shots/a.png", currentDirectory: "/w") == "/w/shots/a.png")
        #expect(ScanReportMerge.identity("/w/shots/x/../a.png") == "/w/shots/a.png")
        #expect(ScanReportMerge.identity("../a.png") == "../a.png")
        #expect(ScanReportMerge.identity("/../a.png") == "/a.png")
    }
}
