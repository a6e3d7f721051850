import Foundation
import Testing
@testable import LegibleCommandLine

/// Session 14 hardening: `legible merge` checked a region's ratio for its JSON type only, so an
/// edited `"ratio_worst": 25` or a negative ratio merged (and judged verdicts) as if a scan had
/// written it. A WCAG 2 ratio lies in 1...21; an image's size is whole pixels; a scale is above 0.
@Suite("merge: figures outside their range") struct MergeFigureRangeTests {
    /// One region with these figures, its verdicts as its ratio gives them at AA (4.5) and AAA (7).
    static func region(ratio: String, worst: String? = nil, requirement: String = "4.5") -> String {
        "[{\"role\": \"text\", \"ratio\": \(ratio)" + (worst.map { ", \"ratio_worst\": \($0)" } ?? "")
            + ", \"requirement\": \(requirement), \"criterion\": \"1.4.3\", \"aa\": \"pass\", \"aaa\": \"pass\"}]"
    }

    static func merge(_ entry: String) throws -> CLIRun {
        let dir = try MergeEntryContractTests.folder(["edited.json": MergeDuplicateTests.shard([entry])])
        return runCLI(["merge", "edited.json"], currentDirectory: dir)
    }

    @Test("a ratio, ratio_worst or requirement outside 1...21 is an input error naming the file, key and value",
          arguments: [
            (region(ratio: "25"), "regions[0].ratio 25; expected a contrast ratio from 1 to 21"),
            (region(ratio: "8", worst: "25"), "regions[0].ratio_worst 25; expected a contrast ratio from 1 to 21"),
            (region(ratio: "8", worst: "-3"), "regions[0].ratio_worst -3; expected a contrast ratio from 1 to 21"),
            (region(ratio: "0.5"), "regions[0].ratio 0.5; expected a contrast ratio from 1 to 21"),
            (region(ratio: "8", requirement: "0"), "regions[0].requirement 0; expected a contrast ratio from 1 to 21"),
            (region(ratio: "8", worst: "1e300"), "regions[0].ratio_worst 1e+300; expected a contrast ratio from 1 to 21"),
          ])
    func ratioOutOfRange(regions: String, message: String) throws {
        let entry = MergeEntryContractTests.entry(
            "shots/r.png", regions: regions, summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#)
        let run = try Self.merge(entry)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: edited.json:"), "\(run.standardError)")
        #expect(run.standardError.contains("the entry of image 'shots/r.png' has " + message), "\(run.standardError)")
    }

    @Test("the ends of the range, 1 and 21, merge")
    func rangeEndsMerge() throws {
        for (ratio, aa) in [("21", "pass"), ("1", "fail")] {
            let regions = "[{\"role\": \"text\", \"ratio\": \(ratio), \"ratio_worst\": \(ratio), \"requirement\": 4.5, "
                + "\"criterion\": \"1.4.3\", \"aa\": \"\(aa)\", \"aaa\": \"\(aa)\"}]"
            let failing = aa == "fail" ? 1 : 0
            let entry = MergeEntryContractTests.entry(
                "shots/e.png", regions: regions, summary: "{\"runs\": 1, \"failing\": \(failing), \"nothing_checked\": 0}")
            let run = try Self.merge(entry)
            #expect(run.status == Int32(failing), "\(ratio): \(run.standardError)")
        }
    }

    @Test("a width or height that is not a whole number of at least 1 px is an input error",
          arguments: [
            (#" "width": 0, "height": 10,"#, #"has "width": 0; expected a whole number of at least 1"#),
            (#" "width": 10, "height": -4,"#, #"has "height": -4; expected a whole number of at least 1"#),
            (#" "width": 10.5, "height": 4,"#, #"has "width": 10.5; expected a whole number of at least 1"#),
            (#" "width": "wide", "height": 4,"#, #"has "width": "wide" (a string); expected a whole number"#),
          ])
    func imageFiguresOutOfRange(extra: String, message: String) throws {
        let entry = MergeEntryContractTests.entry(
            "shots/s.png", regions: Self.region(ratio: "8"), summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#,
            extra: extra)
        let run = try Self.merge(entry)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.hasPrefix("error: edited.json:"), "\(run.standardError)")
        #expect(run.standardError.contains("the entry of image 'shots/s.png' " + message), "\(run.standardError)")
    }

    @Test("a scale of 0 or less is an input error")
    func scaleOutOfRange() throws {
        let entry = """
            {"image": "shots/z.png", "scale": -2, "scale_source": "option", "warnings": [],
             "regions": \(Self.region(ratio: "8")),
             "summary": {"runs": 1, "failing": 0, "nothing_checked": 0}}
            """
        let run = try Self.merge(entry)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains(#"error: edited.json:2:35: the entry of image 'shots/z.png' has "scale": -2; "#
            + "expected a number above 0"), "\(run.standardError)")
    }

    @Test("a requirement that is not its role's at the run's level is an input error (a text run at 3:1 on AA)")
    func requirementOfAnotherRole() throws {
        let entry = MergeEntryContractTests.entry(
            "shots/r.png", regions: Self.region(ratio: "3.5", requirement: "3").replacingOccurrences(of: "\"aaa\": \"pass\"", with: "\"aaa\": \"fail\""),
            summary: #"{"runs": 1, "failing": 0, "nothing_checked": 0}"#)
        let run = try Self.merge(entry)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("has regions[0].requirement 3 for role text at AA; expected 4.5"), "\(run.standardError)")
    }
}
