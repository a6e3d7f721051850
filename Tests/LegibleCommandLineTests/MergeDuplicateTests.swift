import Foundation
import Testing
import LegibleReports
@testable import LegibleCommandLine

/// `legible merge` and images in more than one report: identical entries are kept once with a
/// warning, different ones are an input error unless `--on-duplicate` says which to keep, and an
/// empty shard is named by the merge's own warning.
@Suite("merge duplicates and empty shards") struct MergeDuplicateTests {
    /// One image entry of a scan report, with `runs` text runs of which `failing` fail.
    static func entry(_ image: String, runs: Int, failing: Int) -> String {
        """
        {"image": "\(image)", "scale": 2, "scale_source": "option", "warnings": [],
         "regions": \(regions(runs: runs, failing: failing)),
         "summary": {"runs": \(runs), "failing": \(failing), "nothing_checked": 0}}
        """
    }

    /// `runs` regions (AA text runs, the first `failing` of them failing), as a JSON array.
    static func regions(runs: Int, failing: Int) -> String {
        "[" + (0..<runs).map { i in
            let verdict = i < failing ? "fail" : "pass"
            return "{\"role\": \"text\", \"criterion\": \"1.4.3\", \"aa\": \"\(verdict)\", \"aaa\": \"fail\"}"
        }.joined(separator: ", ") + "]"
    }

    /// A shard report (`{"images": [...], "summary"}`) of these entries.
    static func shard(_ entries: [String]) -> String {
        "{\"images\": [\n" + entries.joined(separator: ",\n") + "\n], \"summary\": {\"images\": \(entries.count)}}\n"
    }

    /// A folder with `s1.json` (a.png failing, b.png passing), `s2.json` (a.png passing: the
    /// same image scanned again, on another commit), `s3.json` (a.png as in s1.json), and
    /// `empty.json` (a shard that got no input, as `legible scan --shard` writes it).
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-merge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let files = [
            "s1.json": shard([entry("shots/a.png", runs: 3, failing: 1), entry("shots/b.png", runs: 2, failing: 0)]),
            "s2.json": shard([entry("shots/a.png", runs: 3, failing: 0)]),
            "s3.json": shard([entry("./shots/a.png", runs: 3, failing: 1)]),
            "empty.json": JSONWriter().render(ScanReportJSON.combine([]).value),
        ]
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test("an image in two reports with different entries exits 2 naming both, in either order")
    func differentEntriesAreAnError() throws {
        let dir = try Self.folder()
        for order in [["s1.json", "s2.json"], ["s2.json", "s1.json"]] {
            let run = runCLI(["merge"] + order, currentDirectory: dir)
            #expect(run.status == 2, "\(order): \(run.standardOutput)")
            #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
            #expect(run.standardError.contains(
                "error: \(order[1]):2:1: image 'shots/a.png' is in \(order[0]):2:1 and in \(order[1]):2:1 with different reports"),
                "\(run.standardError)")
            #expect(run.standardError.contains("give --on-duplicate first or last"), "\(run.standardError)")
        }
    }

    @Test("--on-duplicate first or last keeps that entry, with a warning in the report and on standard error",
          arguments: [("first", 1, Int32(1)), ("last", 0, Int32(0))])
    func onDuplicateKeepsOne(policy: String, failing: Int, status: Int32) throws {
        let dir = try Self.folder()
        let run = runCLI(["merge", "s1.json", "s2.json", "--on-duplicate", policy], currentDirectory: dir)
        #expect(run.status == status, "\(run.standardError)")
        let object = try Self.json(run.standardOutput)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["images"] == 2 && summary["failing"] == failing, "\(summary)")
        let kept = policy == "first" ? "s1.json" : "s2.json"
        let warning = "shots/a.png is in s1.json:2:1 and in s2.json:2:1 with different reports (s1.json: 3 runs, "
            + "1 failing, scale 2 from option; s2.json: 3 runs, 0 failing, scale 2 from option); --on-duplicate "
            + "\(policy) keeps the one in \(kept)"
        #expect(object["warnings"] as? [String] == [warning], "\(object)")
        #expect(run.standardError.contains("warning: " + warning), "\(run.standardError)")
    }

    @Test("an image in two reports with the same entry is kept once, with a warning")
    func identicalEntriesAreKeptOnce() throws {
        let dir = try Self.folder()
        let run = runCLI(["merge", "s1.json", "s3.json", "-o", "merged.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        let object = try Self.json(try String(contentsOfFile: dir + "/merged.json", encoding: .utf8))
        #expect((object["summary"] as? [String: Int])?["images"] == 2)
        #expect((object["summary"] as? [String: Int])?["failing"] == 1)
        let warning = "shots/a.png is in s1.json:2:1 and in s3.json:2:1 with the same report; it is counted once"
        #expect(object["warnings"] as? [String] == [warning], "\(object)")
        #expect(run.standardError.contains("warning: " + warning), "\(run.standardError)")
        #expect(ScanReportMerge.identity("./shots//a.png") == "shots/a.png")
        #expect(ScanReportMerge.identity("/x/./a.png") == "/x/a.png")
    }

    @Test("two spellings of one path are one image even where its warnings name the path; a difference names its key")
    func spellingsInWarningsAreOneImage() throws {
        let dir = try Self.folder()
        func entry(_ image: String, regions: String = "[{\"aa\": \"pass\", \"ratio\": 5}]") -> String {
            """
            {"image": "\(image)", "scale": 2, "scale_source": "estimate",
             "warnings": ["\(image): scale 2 is an estimate"], "regions": \(regions),
             "summary": {"runs": 1, "failing": 0, "nothing_checked": 0}}
            """
        }
        let files = ["w1.json": Self.shard([entry("shots/c.png")]), "w2.json": Self.shard([entry("./shots/c.png")]),
                     "w3.json": Self.shard([entry("shots/c.png", regions: "[{\"aa\": \"pass\", \"ratio\": 6}]")])]
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        let same = runCLI(["merge", "w1.json", "w2.json"], currentDirectory: dir)
        #expect(same.standardError.contains("with the same report; it is counted once"), "\(same.standardError)")
        let different = runCLI(["merge", "w2.json", "w3.json"], currentDirectory: dir)
        #expect(different.status == 2, "\(different.standardError)")
        #expect(different.standardError.contains("they differ in \"regions\""), "\(different.standardError)")
    }

    @Test("an image its shard could not read makes 2 and is named on standard error")
    func unreadableImageIsNamed() throws {
        let dir = try Self.folder()
        let text = Self.shard(["{\"image\": \"shots/bad.png\", \"error\": \"truncated PNG data\"}"])
        try text.write(toFile: dir + "/e.json", atomically: true, encoding: .utf8)
        let run = runCLI(["merge", "e.json", "s1.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("error: shots/bad.png: truncated PNG data"), "\(run.standardError)")
    }

    @Test("an entry without regions or summary, or with more failing than runs, is an input error naming it")
    func malformedEntryIsAnError() throws {
        let dir = try Self.folder()
        let cases = [
            ("{\"image\": \"x.png\"}", "no \"regions\" array"),
            ("{\"image\": \"x.png\", \"regions\": []}", "no \"summary\" object"),
            ("{\"image\": \"x.png\", \"regions\": [], \"summary\": {\"runs\": \"2\"}}", "a \"summary\" without whole-number"),
            ("{\"image\": \"x.png\", \"regions\": [], \"summary\": {\"runs\": 1, \"failing\": 2}}", "more failing runs (2)"),
        ]
        for (entry, problem) in cases {
            try Self.shard([entry]).write(toFile: dir + "/m.json", atomically: true, encoding: .utf8)
            let run = runCLI(["merge", "m.json", "s1.json"], currentDirectory: dir)
            #expect(run.status == 2, "\(entry): \(run.standardError)")
            #expect(run.standardError.contains("error: m.json:2:1: the entry of image 'x.png' has \(problem)"),
                    "\(run.standardError)")
        }
    }

    @Test("images of one size estimated at different scales in two shards get the scale-conflict warning")
    func scaleConflictAcrossShards() throws {
        let dir = try Self.folder()
        func entry(_ image: String, scale: Int) -> String {
            """
            {"image": "\(image)", "width": 810, "height": 1440, "scale": \(scale), "scale_source": "estimate",
             "warnings": [], "regions": \(Self.regions(runs: 1, failing: 0)),
             "summary": {"runs": 1, "failing": 0, "nothing_checked": 0}}
            """
        }
        try Self.shard([entry("p1.png", scale: 3)]).write(toFile: dir + "/c1.json", atomically: true, encoding: .utf8)
        try Self.shard([entry("p5.png", scale: 2)]).write(toFile: dir + "/c2.json", atomically: true, encoding: .utf8)
        let run = runCLI(["merge", "c1.json", "c2.json", "-o", "merged.json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try Self.json(try String(contentsOfFile: dir + "/merged.json", encoding: .utf8))
        let images = try #require(object["images"] as? [[String: Any]])
        let first = try #require(images.first?["warnings"] as? [String])
        #expect(first.count == 1 && first[0].hasPrefix("p1.png: scale 3 was estimated, but p5.png at scale 2 was estimated"),
                "\(first)")
        #expect(run.standardError.contains("warning: p5.png: scale 2 was estimated, but p1.png at scale 3"),
                "\(run.standardError)")
        // Merging the merged report again adds nothing: the warning is there already.
        let again = runCLI(["merge", "merged.json", "-o", "twice.json"], currentDirectory: dir)
        let twice = try Self.json(try String(contentsOfFile: dir + "/twice.json", encoding: .utf8))
        #expect(((twice["images"] as? [[String: Any]])?.first?["warnings"] as? [String])?.count == 1, "\(again.standardError)")
    }

    @Test("JSON Lines and an \"images\" of the wrong type are named as such")
    func wrongShapedFilesAreNamed() throws {
        let dir = try Self.folder()
        try "{\"images\": \"nope\"}\n".write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let typed = runCLI(["merge", "t.json"], currentDirectory: dir)
        #expect(typed.status == 2)
        #expect(typed.standardError.contains("\"images\" is a string; expected an array of image entries"),
                "\(typed.standardError)")
        let lines = Self.entry("a.png", runs: 1, failing: 0).replacingOccurrences(of: "\n", with: "")
        try (lines + "\n" + lines + "\n").write(toFile: dir + "/l.jsonl", atomically: true, encoding: .utf8)
        let jsonl = runCLI(["merge", "l.jsonl"], currentDirectory: dir)
        #expect(jsonl.status == 2)
        #expect(jsonl.standardError.contains("this looks like JSON Lines (scan --format jsonl)"), "\(jsonl.standardError)")
    }

    @Test("one report named twice is read once, with a note, and is no duplicate of itself")
    func oneFileNamedTwice() throws {
        let dir = try Self.folder()
        let run = runCLI(["merge", "s1.json", "./s1.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("note: './s1.json' is the same file as 's1.json'; it is read once"))
        #expect(!run.standardError.contains("warning:"), "\(run.standardError)")
        #expect(try Self.json(run.standardOutput)["warnings"] == nil)
    }

    @Test("a merge of an empty shard alone says which input was empty, not the shard's own words")
    func emptyShardAlone() throws {
        let dir = try Self.folder()
        let run = runCLI(["merge", "empty.json"], currentDirectory: dir)
        #expect(run.status == 2)
        let message = "nothing was checked: the merged reports hold no image (empty.json: the report of a --shard "
            + "that got no input); a merge that checked nothing cannot pass"
        #expect(try Self.json(run.standardOutput)["warnings"] as? [String] == [message], "\(run.standardOutput)")
        #expect(run.standardError.contains("error: " + message), "\(run.standardError)")
        #expect(!run.standardOutput.contains("there is no image in this run"), "\(run.standardOutput)")
    }

    @Test("an empty shard beside others is named in a warning; the others decide")
    func emptyShardBesideOthers() throws {
        let dir = try Self.folder()
        let run = runCLI(["merge", "empty.json", "s2.json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        let warning = "empty.json holds no image (the report of a --shard that got no input): nothing in it was "
            + "checked; the other reports decide"
        #expect(try Self.json(run.standardOutput)["warnings"] as? [String] == [warning], "\(run.standardOutput)")
        #expect(run.standardError.contains("warning: " + warning), "\(run.standardError)")
    }
}
