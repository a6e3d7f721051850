import Foundation
import LegibleCore
import LegibleImage
import LegibleScan
import Testing
@testable import LegibleCommandLine

/// `legible scan` and `legible merge` over a folder of generated screenshots.
@Suite("scan command") struct ScanCommandTests {
    /// A 360x120 screenshot with two lines of bitmap-font text in `color` on white.
    static func screenshot(text color: (UInt8, UInt8, UInt8)) throws -> RGBAImage {
        let width = 360, height = 120
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        BitmapFont.draw("CONTRAST CHECK", into: &pixels, width: width, height: height, x: 20, y: 20,
                        scale: 3, color: color)
        BitmapFont.draw("SECOND LINE 42", into: &pixels, width: width, height: height, x: 20, y: 70,
                        scale: 3, color: color)
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A folder with a failing shot, a passing one at @2x, and a corrupt one.
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-scan-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        try PNGEncoder.write(try screenshot(text: (170, 170, 170)), toFile: dir + "/shots/a-faint.png")
        try PNGEncoder.write(try screenshot(text: (20, 20, 20)), toFile: dir + "/shots/b-dark@2x.png")
        #expect(FileManager.default.createFile(atPath: dir + "/shots/c-broken.png", contents: Data("not a png".utf8)))
        return dir
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyFileIsReportedAndABrokenOneMakesExitTwo() throws {
        let dir = try Self.folder()
        let run = runCLI(["scan", "shots", "--format", "json", "--jobs", "2"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("c-broken.png"))
        let object = try Self.json(run.standardOutput)
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["image"] as? String } == ["shots/a-faint.png", "shots/b-dark@2x.png", "shots/c-broken.png"])
        #expect(images[2]["error"] is String)
        #expect(images[1]["scale"] as? Double == 2)
        let faint = try #require(images[0]["regions"] as? [[String: Any]])
        #expect(!faint.isEmpty)
        // #aaaaaa on white is 2.32:1: every run found fails AA.
        #expect(faint.allSatisfy { $0["aa"] as? String == "fail" })
        let dark = try #require(images[1]["regions"] as? [[String: Any]])
        #expect(!dark.isEmpty && dark.allSatisfy { $0["aa"] as? String == "pass" })
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["images"] == 3 && summary["errors"] == 1)
        #expect(summary["failing"] == faint.count)
    }

    @Test func resultsDoNotDependOnJobs() throws {
        let dir = try Self.folder()
        let one = runCLI(["scan", "shots", "--format", "json", "--jobs", "1"], currentDirectory: dir)
        let two = runCLI(["scan", "shots", "--format", "json", "--jobs", "3"], currentDirectory: dir)
        #expect(one.standardOutput == two.standardOutput)
        let lines = runCLI(["scan", "shots", "--format", "jsonl", "--jobs", "3"], currentDirectory: dir)
        let parsed = try lines.standardOutput.split(separator: "\n").map { try Self.json(String($0)) }
        #expect(Set(parsed.compactMap { $0["image"] as? String }).count == 3)
    }

    @Test func shardsPartitionTheSortedInputsAndMergeBack() throws {
        let dir = try Self.folder()
        let whole = runCLI(["scan", "shots", "--format", "json"], currentDirectory: dir)
        for k in 1...2 {
            _ = runCLI(["scan", "shots", "--shard", "\(k)/2", "--format", "json", "-o", "s\(k).json"], currentDirectory: dir)
        }
        let s1 = try Self.json(String(contentsOfFile: dir + "/s1.json", encoding: .utf8))
        #expect((s1["images"] as? [[String: Any]])?.map { $0["image"] as? String } == ["shots/a-faint.png", "shots/c-broken.png"])
        let merged = runCLI(["merge", "s2.json", "s1.json"], currentDirectory: dir)
        // An unreadable image makes 2 for merge as for scan itself.
        #expect(whole.status == 2)
        #expect(merged.status == whole.status)
        #expect(merged.standardOutput == whole.standardOutput)
        #expect(runCLI(["scan", "shots", "--shard", "3/2"], currentDirectory: dir).status == 2)
    }

    @Test func outputDirectoryAndOverlaysAreNamedAfterTheImages() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(atPath: dir + "/reports", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/overlays", withIntermediateDirectories: true)
        let run = runCLI(["scan", "shots/a-faint.png", "shots/b-dark@2x.png", "--output-dir", "reports",
                          "--overlay-dir", "overlays"], currentDirectory: dir)
        #expect(run.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/reports").sorted()
            == ["a-faint.json", "b-dark@2x.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/overlays").sorted()
            == ["a-faint.png", "b-dark@2x.png"])
        let overlay = try PNGDecoder.decode(contentsOf: dir + "/overlays/a-faint.png")
        let original = try PNGDecoder.decode(contentsOf: dir + "/shots/a-faint.png")
        #expect(overlay.image.pixels != original.image.pixels)
    }

    @Test func reportsThatWouldCollideAreRefusedBeforeScanning() throws {
        let dir = try Self.folder()
        // Same-named files in two folders do not collide: the output folder mirrors them.
        try FileManager.default.createDirectory(atPath: dir + "/other", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: dir + "/shots/a-faint.png", toPath: dir + "/other/a-faint.png")
        let mirrored = runCLI(["scan", "shots/a-faint.png", "other", "--output-dir", "mirror"], currentDirectory: dir)
        #expect(mirrored.status == 1, "\(mirrored.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/mirror/shots/a-faint.json"))
        #expect(FileManager.default.fileExists(atPath: dir + "/mirror/other/a-faint.json"))
        // Names that differ only in case are one file on macOS and Windows: refused everywhere.
        try FileManager.default.copyItem(atPath: dir + "/shots/a-faint.png", toPath: dir + "/other/A-FAINT.png")
        try FileManager.default.createDirectory(atPath: dir + "/reports", withIntermediateDirectories: true)
        let run = runCLI(["scan", "other", "--output-dir", "reports"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("would both write 'a-faint.json'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/reports").isEmpty)
    }

    @Test func outputsThatWouldReplaceAnInputAreRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let shot = dir + "/shots/a-faint.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: shot))
        for arguments in [
            ["scan", shot, "-o", shot, "--format", "json"], ["scan", shot, "--overlay", shot],
            ["simulate", shot, "-o", shot], ["convert", shot, "-o", shot],
            ["merge", shot, "-o", shot],
        ] {
            let run = runCLI(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: shot)) == before, "\(arguments) replaced the input")
        }
        let refused = runCLI(["scan", shot, "-o", shot, "--format", "json"])
        #expect(refused.standardError.contains("is an input of this run"))
    }

    @Test func twoOutputsOfOneRunMayNotBeOneFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for arguments in [
            ["scan", "shots/a-faint.png", "--overlay", "same.png", "-o", "same.png"],
            ["scan", "shots/a-faint.png", "--output-dir", "R", "-o", "R/a-faint.json", "--format", "json"],
        ] {
            let run = runCLI(arguments, currentDirectory: dir)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains("would both write"))
        }
    }

    @Test func jsonLinesGoToTheOutputFileInInputOrder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/all.jsonl"
        let run = runCLI(["scan", dir + "/shots", "--format", "jsonl", "-o", out])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        let images = try lines.map { try #require(Self.json(String($0))["image"] as? String) }
        #expect(images.count == 3)
        #expect(images == images.sorted())
    }

    @Test func missingOutputFoldersAreMadeAndAFileInTheWayIsAnError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let made = runCLI(
            ["scan", "shots/a-faint.png", "--output-dir", "reports/json", "--overlay-dir", "boxes"], currentDirectory: dir)
        #expect(made.status == 1, "\(made.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/reports/json/a-faint.json"))
        #expect(FileManager.default.fileExists(atPath: dir + "/boxes/a-faint.png"))
        let blocked = runCLI(["scan", "shots/a-faint.png", "--output-dir", "shots/a-faint.png"], currentDirectory: dir)
        #expect(blocked.status == 2)
        #expect(blocked.standardError.contains("not a folder"))
    }

    @Test func aSinkKeepsItsWriteErrorButNotAClosedPipe() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let sink = FileDescriptorSink(descriptor: full)
        #expect(sink.failure == nil)
        sink.write("report\n")
        #expect(sink.failure != nil)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        signal(SIGPIPE, SIG_IGN)
        let closed = FileDescriptorSink(descriptor: ends[1])
        closed.write("nobody reads this\n")
        close(ends[1])
        #expect(closed.failure == nil)
    }

    @Test func scaleFromFileNames() {
        #expect(ScreenshotScale.fromFileName("page-3@2x.png") == 2)
        #expect(ScreenshotScale.fromFileName("page.png") == nil)
        #expect(ScanInputs.shard(["a", "b", "c", "d", "e"], index: 2, count: 2) == ["b", "d"])
        #expect(ScanInputs.parseShard("0/2") == nil)
    }
}
