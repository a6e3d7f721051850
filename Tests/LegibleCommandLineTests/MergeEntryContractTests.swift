import Foundation
import Testing
import LegibleReports
@testable import LegibleCommandLine

/// `legible merge` and entries that contradict themselves (fresh-user findings, session 11):
/// `nothing_checked` against the runs, a verdict against its ratio and requirement, empty
/// `image` and `error` strings, shards with and without `--non-text`, and a report's own
/// summary against its images.
@Suite("merge: entries that contradict themselves") struct MergeEntryContractTests {
    /// A folder holding `name` with `text`, beside the files of ``MergeDuplicateTests/folder()``.
    static func folder(_ files: [String: String]) throws -> String {
        let dir = try MergeDuplicateTests.folder()
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    /// An image entry with `regions` (a JSON array) and `summary` as given.
    static func entry(_ image: String, regions: String, summary: String, extra: String = "") -> String {
        """
        {"image": "\(image)", "scale": 2, "scale_source": "option", "warnings": [],\(extra)
         "regions": \(regions),
         "summary": \(summary)}
        """
    }

    @Test("an entry with no run but \"nothing_checked\": 0 is an input error at the value, found vs expected")
    func nothingCheckedMustAgreeWithRuns() throws {
        let blank = Self.entry("shots/c.png", regions: "[]", summary: #"{"runs": 0, "failing": 0, "nothing_checked": 0}"#)
        let checked = Self.entry("shots/d.png", regions: MergeDuplicateTests.regions(runs: 2, failing: 0),
                                 summary: #"{"runs": 2, "failing": 0, "nothing_checked": 1}"#)
        let dir = try Self.folder(["blank.json": MergeDuplicateTests.shard([blank]),
                                   "checked.json": MergeDuplicateTests.shard([checked])])
        let run = runCLI(["merge", "s1.json", "blank.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("error: blank.json:4:58: the entry of image 'shots/c.png' has "
            + "\"nothing_checked\": 0 with 0 runs; expected 1"), "\(run.standardError)")
        let other = runCLI(["merge", "s1.json", "checked.json"], currentDirectory: dir)
        #expect(other.status == 2)
        #expect(other.standardError.contains("has \"nothing_checked\": 1 with 2 runs; expected 0"), "\(other.standardError)")
    }

    @Test("an entry with no run and no warning gets the no-text warning in the merged report, as a blank scan has")
    func blankEntryGetsItsWarning() throws {
        let blank = Self.entry("shots/c.png", regions: "[]", summary: #"{"runs": 0, "failing": 0, "nothing_checked": 1}"#)
        let dir = try Self.folder(["blank.json": MergeDuplicateTests.shard([blank])])
        let run = runCLI(["merge", "s1.json", "blank.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        let warning = "shots/c.png: no text found, nothing was checked"
        let object = try MergeDuplicateTests.json(run.standardOutput)
        #expect(object["warnings"] as? [String] == [warning], "\(object)")
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.last?["warnings"] as? [String] == [warning], "\(images)")
        #expect((object["summary"] as? [String: Int])?["nothing_checked"] == 1)
        #expect(run.standardError.contains("warning: " + warning + "\n"), "\(run.standardError)")
    }

    @Test("an empty \"image\" path or \"error\" message is an input error")
    func emptyImageAndErrorStrings() throws {
        let dir = try Self.folder([
            "noname.json": MergeDuplicateTests.shard([MergeDuplicateTests.entry("", runs: 1, failing: 0)]),
            "noerror.json": MergeDuplicateTests.shard([#"{"image": "shots/e.png", "error": ""}"#]),
        ])
        let noName = runCLI(["merge", "s1.json", "noname.json"], currentDirectory: dir)
        #expect(noName.status == 2)
        #expect(noName.standardError.contains("error: noname.json:2:11: an image entry has an empty \"image\" path "
            + "(found \"\"); expected the path of the scanned image"), "\(noName.standardError)")
        let noError = runCLI(["merge", "s1.json", "noerror.json"], currentDirectory: dir)
        #expect(noError.status == 2)
        #expect(noError.standardError.contains("error: noerror.json:2:35: the entry of image 'shots/e.png' has an "
            + "empty \"error\" (found \"\")"), "\(noError.standardError)")
    }

    /// One AA text region with these figures and verdicts.
    static func region(ratio: Double, worst: Double? = nil, aa: String, aaa: String, role: String = "text") -> String {
        let requirement = role == "text" ? 4.5 : 3
        return "[{\"role\": \"\(role)\", \"ratio\": \(ratio)" + (worst.map { ", \"ratio_worst\": \($0)" } ?? "")
            + ", \"requirement\": \(requirement), \"criterion\": \"1.4.3\", \"aa\": \"\(aa)\", \"aaa\": \"\(aaa)\"}]"
    }

    @Test("a verdict that its ratio and requirement contradict is an input error naming the region, not trusted",
          arguments: [
            (region(ratio: 2.1, aa: "pass", aaa: "fail"), "regions[0] with \"aa\": \"pass\", but its ratio 2.1 is below "
                + "the AA requirement 4.5:1; expected \"aa\": \"fail\""),
            (region(ratio: 8, aa: "pass", aaa: "fail"), "regions[0] with \"aaa\": \"fail\", but its ratio 8 is at least "
                + "the AAA requirement 7:1; expected \"aaa\": \"pass\""),
            (region(ratio: 5, worst: 4.2, aa: "pass", aaa: "fail"), "regions[0] with \"aa\": \"pass\", but its "
                + "ratio_worst 4.2 is below the AA requirement 4.5:1"),
            (region(ratio: 3.5, aa: "pass", aaa: "pass", role: "large-text"), "regions[0] with \"aaa\": \"pass\", but "
                + "its ratio 3.5 is below the AAA requirement 4.5:1; expected \"aaa\": \"fail\""),
          ])
    func verdictsMustFollowTheirFigures(regions: String, message: String) throws {
        // The summary counts the verdicts as written: the verdict itself is what is refused.
        let entry = Self.entry("shots/f.png", regions: regions, summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#)
        let dir = try Self.folder(["edited.json": MergeDuplicateTests.shard([entry])])
        let run = runCLI(["merge", "edited.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("error: edited.json:"), "\(run.standardError)")
        #expect(run.standardError.contains("the entry of image 'shots/f.png' has " + message), "\(run.standardError)")
    }

    @Test("verdicts that follow their figures merge as before")
    func consistentVerdictsMerge() throws {
        let regions = Self.region(ratio: 5, worst: 4.5, aa: "pass", aaa: "fail")
        let entry = Self.entry("shots/f.png", regions: regions, summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#)
        let dir = try Self.folder(["fine.json": MergeDuplicateTests.shard([entry])])
        let run = runCLI(["merge", "fine.json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test("shards scanned with and without --non-text are refused, as mixed --level is")
    func mixedNonTextIsRefused() throws {
        let withFlag = Self.entry("shots/g.png", regions: MergeDuplicateTests.regions(runs: 1, failing: 0),
                                  summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#, extra: #" "non_text": true,"#)
        let icon = Self.entry("shots/h.png", regions: #"[{"role": "non-text", "criterion": "1.4.11", "aa": "pass", "aaa": "pass"}]"#,
                              summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#)
        let dir = try Self.folder(["nontext.json": MergeDuplicateTests.shard([withFlag]),
                                   "icons.json": MergeDuplicateTests.shard([icon])])
        for other in ["nontext.json", "icons.json"] {
            let run = runCLI(["merge", "s1.json", other], currentDirectory: dir)
            #expect(run.status == 2, "\(other): \(run.standardOutput)")
            #expect(run.standardError.contains("was scanned without --non-text, but an image in \(other) with --non-text; "
                + "expected the reports of one run (all with or all without --non-text)")
                || run.standardError.contains("was scanned with --non-text, but an image in s1.json without --non-text; "
                + "expected the reports of one run (all with or all without --non-text)"), "\(run.standardError)")
        }
        #expect(runCLI(["merge", "nontext.json", "icons.json"], currentDirectory: dir).status == 0)
    }

    @Test("a report whose own summary disagrees with its images gets a warning, in the report and on standard error")
    func disagreeingSummaryIsNamed() throws {
        let entries = [MergeDuplicateTests.entry("shots/a.png", runs: 3, failing: 1),
                       MergeDuplicateTests.entry("shots/b.png", runs: 2, failing: 0)]
        let edited = "{\"images\": [\n" + entries.joined(separator: ",\n")
            + "\n], \"summary\": {\"images\": 2, \"runs\": 9, \"failing\": 0, \"errors\": 0}}\n"
        let dir = try Self.folder(["edited.json": edited])
        let run = runCLI(["merge", "edited.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        let warning = "edited.json: its \"summary\" says runs 9, failing 0, but its images add up to runs 5, failing 1 "
            + "(an edited report?); the merged summary is recomputed from the images"
        let object = try MergeDuplicateTests.json(run.standardOutput)
        #expect(object["warnings"] as? [String] == [warning], "\(object)")
        #expect(run.standardError.contains("warning: " + warning + "\n"), "\(run.standardError)")
        // A summary that adds up (or gives only some counts) says nothing.
        let quiet = runCLI(["merge", "s1.json"], currentDirectory: dir)
        #expect(!quiet.standardError.contains("recomputed"), "\(quiet.standardError)")
    }

    @Test("merge -o prints the summary line on standard error, as scan -o does")
    func outputFilePrintsTheSummaryLine() throws {
        let dir = try MergeDuplicateTests.folder()
        let run = runCLI(["merge", "s1.json", "-o", "merged.json"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("2 images, 5 text runs, 1 failing at AA, 0 unreadable.\n"), "\(run.standardError)")
        let blank = Self.entry("shots/c.png", regions: "[]", summary: #"{"runs": 0, "failing": 0, "nothing_checked": 1}"#)
        try MergeDuplicateTests.shard([blank]).write(toFile: dir + "/blank.json", atomically: true, encoding: .utf8)
        let none = runCLI(["merge", "blank.json", "-o", "merged.json"], currentDirectory: dir)
        #expect(none.status == 2)
        #expect(none.standardError.contains("1 image, nothing was checked: 1 with nothing checked.\n"), "\(none.standardError)")
        // Without -o the report on standard output is all there is, as scan --format json.
        #expect(!runCLI(["merge", "s1.json"], currentDirectory: dir).standardError.contains("text runs"))
    }
}
