import Foundation
import Testing
@testable import LegibleCommandLine

/// The boundary cases of the issue, with the outcome for a pair that passes only as large text
/// (#777 on white is 4.48:1; secondaryLabel on white is 3.44:1): `true` when the size is large.
///
/// 14 pt bold under `wcag` is exactly 56/3 px; `14 * (4.0 / 3.0)` in Double lies just under it,
/// so an inexact conversion would call it not large.
let textSizeBoundaries: [(size: String, weight: Int?, policy: String, large: Bool)] = [
    ("18pt", nil, "apple", true), ("17.9pt", nil, "apple", false),
    ("18", nil, "native", true), ("17.9", nil, "native", false),
    ("14pt", 700, "native", true), ("13.9pt", 700, "native", false), ("14pt", 600, "native", false),
    ("13.9pt", 700, "apple", true), ("17pt", 600, "apple", false), ("17pt", 700, "apple", true),
    ("24px", nil, "wcag", true), ("23.9px", nil, "wcag", false), ("18pt", nil, "wcag", true),
    ("56/3px", 700, "wcag", true), ("18⅔px", 700, "wcag", true), ("18.66px", 700, "wcag", false),
    ("14pt", 700, "wcag", true), ("14pt", 600, "wcag", false), ("13.9pt", 700, "wcag", false),
]

@Suite("Text size boundaries in check, suggest and palette")
struct TextSizeBoundaryCommandTests {
    @Test func checkPairRules() throws {
        for b in textSizeBoundaries {
            let dir = NSTemporaryDirectory() + "legible-boundary-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try ##"{"fg": {"$type": "color", "$value": "#777777"}, "bg": {"$type": "color", "$value": "#ffffff"}}"##
                .write(toFile: dir + "/tokens.json", atomically: true, encoding: .utf8)
            let weight = b.weight.map { #", "weight": \#($0)"# } ?? ""
            try #"{"pairs": [{"foreground": "fg", "background": "bg", "size": "\#(b.size)"\#(weight), "policy": "\#(b.policy)"}]}"#
                .write(toFile: dir + "/pairs.json", atomically: true, encoding: .utf8)
            let run = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config", "--format", "json"],
                             currentDirectory: dir)
            #expect(run.status == (b.large ? 0 : 1), "\(b): \(run.standardError)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let pair = try #require((json["pairs"] as? [[String: Any]])?.first)
            let size = try #require(pair["text_size"] as? [String: Any])
            #expect(size["large"] as? Bool == b.large, "\(b)")
            #expect(size["policy"] as? String == b.policy, "\(b)")
        }
    }

    @Test func suggestGoal() {
        for b in textSizeBoundaries {
            let weight = b.weight.map { ["--weight", "\($0)"] } ?? []
            let run = runCLI(["suggest", "#777", "white", "--size", b.size, "--policy", b.policy, "--count", "1"] + weight)
            #expect(run.status == 0, "\(b): \(run.standardError)")
            #expect(run.standardOutput.contains(b.large ? "needs 3:1 (WCAG AA large-text" : "needs 4.5:1 (WCAG AA text"),
                    "\(b): \(run.standardOutput)")
        }
    }

    @Test func paletteTextColumn() throws {
        for b in textSizeBoundaries {
            let weight = b.weight.map { ["--weight", "\($0)"] } ?? []
            let run = runCLI(["palette", "scale", "--base", "gray", "--on", "white", "--ratios", "3.5",
                              "--size", b.size, "--policy", b.policy, "--format", "json"] + weight)
            #expect(run.status == 0, "\(b): \(run.standardError)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let use = try #require((json["text_use"] as? [String: Any])?["size"] as? [String: Any])
            #expect(use["large"] as? Bool == b.large, "\(b)")
            #expect(use["requirement"] as? Double == (b.large ? 3 : 4.5), "\(b)")
            let color = try #require((json["colors"] as? [[String: Any]])?.first)
            let ratio = try #require(color["ratio"] as? Double)
            #expect(ratio >= 3.5 && ratio < 4.5, "a 3.5:1 step passes only as large text")
            #expect((color["text_use"] as? [String: Any])?["status"] as? String == (b.large ? "pass" : "fail"), "\(b)")
        }
    }
}

@Suite("palette with a policy and a text size or style")
struct PaletteTextUseCommandTests {
    func json(_ arguments: [String]) throws -> [String: Any] {
        let run = runCLI(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    @Test func everyReportStatesThePolicy() throws {
        let scale = try json(["palette", "scale", "--base", "teal", "--on", "white", "--ratios", "3"])
        #expect((scale["policy"] as? [String: Any])?["name"] as? String == "wcag")
        #expect(scale["text_use"] == nil, "no text given")
        let categorical = try json(["palette", "categorical", "3", "--on", "white", "--policy", "native"])
        #expect((categorical["policy"] as? [String: Any])?["name"] as? String == "native")
        let text = runCLI(["palette", "scale", "--base", "teal", "--on", "white", "--ratios", "3", "--policy", "apple"])
        #expect(text.standardOutput.contains("Policy      apple: large text is at least 18 pt"))
        #expect(!text.standardOutput.contains("AA "), "no text column without a size or style")
    }

    @Test func textStyleGivesThePassingCategories() throws {
        // A 3:1 step fails footnote until it is large: xxxLarge (19 pt) under apple, AX2 (27 px) under wcag.
        for (policy, firstPassing) in [("apple", "xxxLarge"), ("native", "xxxLarge"), ("wcag", "AX2")] {
            let scale = try json(["palette", "scale", "--base", "gray", "--on", "white", "--ratios", "3,4.5",
                                  "--text-style", "footnote", "--policy", policy])
            let colors = try #require(scale["colors"] as? [[String: Any]])
            let three = try #require(colors.first?["text_use"] as? [String: Any])
            #expect(three["status"] as? String == "fail")
            #expect((three["passing_content_sizes"] as? [String])?.first == firstPassing, "\(policy)")
            #expect((three["passing_content_sizes"] as? [String])?.last == "AX5")
            let passing = (three["passing_content_sizes"] as? [String])?.count ?? 0
            let failing = (three["failing_content_sizes"] as? [String])?.count ?? 0
            #expect(passing + failing == 12)
            #expect((colors[1]["text_use"] as? [String: Any])?["status"] as? String == "pass", "4.5:1 passes every size")
            let style = try #require((scale["text_use"] as? [String: Any])?["text_style"] as? [String: Any])
            #expect(style["name"] as? String == "footnote")
            #expect((style["content_sizes"] as? [String])?.count == 12)
        }
        let text = runCLI(["palette", "scale", "--base", "gray", "--on", "white", "--ratios", "3,4.5",
                           "--text-style", "footnote", "--policy", "apple"])
        #expect(text.standardOutput.contains("AA FOOTNOTE"))
        #expect(text.standardOutput.contains("xxxLarge–AX5"))
        #expect(text.standardOutput.contains("every category"))
    }

    @Test func categoricalColorsAsText() throws {
        // Each categorical color meets 3:1: all pass as large text, at 17pt under apple most do not.
        let large = try json(["palette", "categorical", "4", "--on", "white", "--size", "18pt", "--policy", "apple"])
        let uses = try #require(large["text_uses"] as? [[String: Any]])
        #expect(uses.count == 4)
        #expect(uses.allSatisfy { $0["status"] as? String == "pass" })
        let small = try json(["palette", "categorical", "4", "--on", "white", "--size", "17pt", "--policy", "apple"])
        for use in try #require(small["text_uses"] as? [[String: Any]]) {
            let ratio = try #require(use["ratio"] as? Double)
            #expect(use["status"] as? String == (ratio >= 4.5 ? "pass" : "fail"), "\(use)")
        }
    }

    @Test func badTextOptionsExitTwo() {
        for extra in [["--size", "17pt", "--text-style", "body"], ["--content-size", "AX1"], ["--weight", "700"],
                      ["--text-style", "tiny"], ["--policy", "ios"], ["--size", "12em"]] {
            let run = runCLI(["palette", "scale", "--base", "gray", "--on", "white"] + extra)
            #expect(run.status == 2, "\(extra)")
        }
    }
}

@Suite("contrast --method apca --text-style")
struct APCATextStyleTests {
    func categories(_ arguments: [String]) throws -> (Int32, [[String: Any]], [String: Any]) {
        let run = runCLI(["contrast"] + arguments + ["--method", "apca", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return (run.status, try #require(json["categories"] as? [[String: Any]]), json)
    }

    @Test func everyCategoryThroughTheFontLookup() throws {
        let (status, rows, json) = try categories(["#8e8e93", "white", "--text-style", "footnote"])
        #expect(status == 1)
        #expect(json["method"] as? String == "apca")
        #expect(json["policy"] is NSNull, "no policy applies to APCA")
        let lc = abs(try #require(json["lc"] as? Double))
        let sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        #expect(rows.compactMap { $0["ios_pt"] as? Int } == sizes)
        #expect(rows.compactMap { $0["px"] as? Double } == sizes.map(Double.init))
        for row in rows {
            let required = row["requirement"] as? Double
            let passes = required.map { lc >= $0 } ?? false
            #expect(row["status"] as? String == (passes ? "pass" : "fail"), "\(row)")
        }
        let requirements = rows.compactMap { $0["requirement"] as? Double }
        #expect(requirements == requirements.sorted(by: >), "larger text never needs more contrast")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect((summary["failing"] as? Int) == rows.filter { $0["status"] as? String == "fail" }.count)
    }

    @Test func requirementsAreAPCAsForTheStylesSize() throws {
        // apca-w3 0.1.9 fontLookupAPCA: 18 px at 400 needs Lc 75; 14 px at 400, Lc 110; 24 px at 700, Lc 45.
        let callout = try categories(["black", "white", "--text-style", "callout", "--content-size", "xLarge"])
        #expect(callout.1.first?["requirement"] as? Double == 75)
        let subheadline = try categories(["black", "white", "--text-style", "subheadline", "--content-size", "Medium"])
        #expect(subheadline.1.first?["requirement"] as? Double == 110)
        let title2 = try categories(["black", "white", "--text-style", "title2", "--content-size", "xLarge", "--weight", "700"])
        #expect(title2.1.first?["requirement"] as? Double == 45)
        #expect(title2.0 == 0)
        let bold = try categories(["black", "white", "--text-style", "title2", "--content-size", "xLarge",
                                   "--weight", "500", "--bold-text", "on"])
        #expect(bold.1.first?["weight"] as? Int == 700)
        #expect(bold.1.first?["requirement"] as? Double == 45)
    }

    @Test func textAndErrors() {
        let run = runCLI(["contrast", "#8e8e93", "white", "--text-style", "footnote", "--method", "apca"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("APCA (draft"))
        #expect(run.standardOutput.contains("Summary: footnote fails at xSmall"))
        for option in [["--policy", "apple"], ["--level", "AAA"]] {
            let bad = runCLI(["contrast", "#8e8e93", "white", "--text-style", "footnote", "--method", "apca"] + option)
            #expect(bad.status == 2)
            #expect(bad.standardError.contains("does not apply with '--method apca --text-style'"))
        }
    }
}

@Suite("--bold-text in palette and suggest")
struct BoldTextCommandTests {
    @Test func paletteJudgesWithBoldText() throws {
        // Headline (600) becomes 800 with Bold Text: bold, so large under apple at every category,
        // and a 3:1 step passes everywhere. Without Bold Text it is large from 18 pt: it fails
        // xSmall to Large (14–17 pt) and passes from xLarge (19 pt).
        func passing(_ extra: [String]) throws -> [String] {
            let run = runCLI(["palette", "scale", "--base", "gray", "--on", "white", "--ratios", "3",
                              "--text-style", "headline", "--policy", "apple", "--format", "json"] + extra)
            #expect(run.status == 0, "\(extra): \(run.standardError)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let color = try #require((json["colors"] as? [[String: Any]])?.first)
            return try #require((color["text_use"] as? [String: Any])?["passing_content_sizes"] as? [String])
        }
        #expect(try passing([]).first == "xLarge", "19 pt is the first size of 18 or more")
        #expect(try passing(["--bold-text"]).count == 12)
        #expect(try passing(["--bold-text", "both"]).first == "xLarge", "both: a category passes only if it passes both ways")
        #expect(runCLI(["palette", "scale", "--base", "gray", "--on", "white", "--bold-text"]).status == 2)
    }

    @Test func suggestGoalWithBoldText() {
        let off = runCLI(["suggest", "#949494", "white", "--text-style", "headline", "--policy", "apple", "--count", "1"])
        #expect(off.standardOutput.contains("needs 4.5:1"), "\(off.standardOutput)")
        let on = runCLI(["suggest", "#949494", "white", "--text-style", "headline", "--policy", "apple",
                         "--bold-text", "--count", "1"])
        #expect(on.status == 0)
        #expect(on.standardOutput.contains("needs 3:1"), "\(on.standardOutput)")
        #expect(on.standardOutput.contains("Bold Text on"))
        #expect(runCLI(["suggest", "#949494", "white", "--bold-text"]).status == 2)
    }
}
