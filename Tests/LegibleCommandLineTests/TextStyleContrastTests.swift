import Foundation
import Testing
@testable import LegibleCommandLine

@Suite("legible contrast --text-style and --policy")
struct TextStyleContrastTests {
    func lines(_ run: CLIRun, starting prefixes: [String]) -> [String] {
        run.standardOutput.split(separator: "\n").map(String.init).filter { line in
            prefixes.contains { line.hasPrefix($0 + " ") }
        }
    }

    @Test func footnoteUnderEachPolicy() {
        let names = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
                     "AX1", "AX2", "AX3", "AX4", "AX5"]
        for (policy, firstPass) in [("apple", 6), ("native", 6), ("wcag", 8)] {
            let run = runCLI(["contrast", "#8e8e93", "white", "--text-style", "footnote", "--policy", policy])
            #expect(run.status == 1)
            let rows = lines(run, starting: names)
            #expect(rows.count == 12, "\(policy): one line per category")
            for (i, row) in rows.enumerated() {
                #expect(row.contains(i < firstPass ? " fail " : " pass "), "\(policy) \(row)")
            }
            #expect(run.standardOutput.contains("Policy      \(policy): "))
            #expect(run.standardOutput.contains("Summary: footnote fails AA at "))
        }
        let wcag = runCLI(["contrast", "#8e8e93", "white", "--text-style", "footnote"])
        #expect(wcag.standardOutput.contains("fails AA at xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 (12–23 px); passes at AX2, AX3, AX4, AX5"))
    }

    @Test func readmeSecondaryLabelExample() throws {
        for (policy, failing) in [("apple", 6), ("native", 6), ("wcag", 8)] {
            let run = runCLI(["contrast", "rgba(60,60,67,0.6)", "white", "--text-style", "footnote",
                              "--policy", policy, "--format", "json"])
            #expect(run.status == 1)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let ratio = try #require(json["ratio"] as? Double)
            #expect(ratio > 3 && ratio < 4.5, "between the two thresholds: \(ratio)")
            let failingNames = (json["summary"] as? [String: Any])?["failing_content_sizes"] as? [String]
            #expect(failingNames == Array(["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1"].prefix(failing)))
        }
    }

    @Test func oneCategoryAndJSON() throws {
        let run = runCLI(["contrast", "#8e8e93", "white", "--text-style", "footnote", "--policy", "apple",
                          "--content-size", "accessibility1", "--format", "json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let categories = try #require(json["categories"] as? [[String: Any]])
        #expect(categories.count == 1)
        #expect(categories[0]["content_size"] as? String == "AX1")
        #expect(categories[0]["ios_pt"] as? Int == 23)
        #expect(categories[0]["large"] as? Bool == true)
        #expect((json["policy"] as? [String: Any])?["name"] as? String == "apple")
        #expect(json["status"] as? String == "pass")
        let all = runCLI(["contrast", "#8e8e93", "white", "--text-style", "footnote", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8)) as? [String: Any])
        #expect((object["categories"] as? [Any])?.count == 12)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["failing_content_sizes"] as? [String] == ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1"])
    }

    @Test func boldTextBothWays() {
        // Headline is semibold: with Bold Text it is drawn at 800, bold, so large under apple.
        let run = runCLI(["contrast", "#8e8e93", "white", "--text-style", "headline", "--policy", "apple",
                          "--content-size", "Large", "--bold-text", "both"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("Large     off        17      17  600     no"))
        #expect(run.standardOutput.contains("Large     on         17      17  800     yes"))
        let on = runCLI(["contrast", "#8e8e93", "white", "--text-style", "headline", "--policy", "apple",
                         "--content-size", "Large", "--bold-text"])
        #expect(on.status == 0)
    }

    @Test func unknownNamesExitTwoAndListTheValidOnes() {
        let style = runCLI(["contrast", "#000", "#fff", "--text-style", "tiny"])
        #expect(style.status == 2)
        #expect(style.standardError.contains("largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"))
        let size = runCLI(["contrast", "#000", "#fff", "--text-style", "body", "--content-size", "AX6"])
        #expect(size.status == 2)
        #expect(size.standardError.contains("xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"))
        #expect(runCLI(["contrast", "#000", "#fff", "--content-size", "Large"]).status == 2)
        #expect(runCLI(["contrast", "#000", "#fff", "--text-style", "body", "--size", "17"]).status == 2)
        #expect(runCLI(["contrast", "#000", "#fff", "--size", "12em"]).status == 2)
    }

    @Test func boundariesThroughTheCommand() {
        // #777 on white is 4.48:1: passes only as large text.
        let cases: [([String], Int32)] = [
            (["--size", "18pt", "--policy", "apple"], 0), (["--size", "17.9pt", "--policy", "apple"], 1),
            (["--size", "18", "--policy", "native"], 0), (["--size", "17.9", "--policy", "native"], 1),
            (["--size", "14pt", "--weight", "700", "--policy", "native"], 0),
            (["--size", "13.9pt", "--weight", "700", "--policy", "native"], 1),
            (["--size", "14pt", "--weight", "600", "--policy", "native"], 1),
            (["--size", "13.9pt", "--weight", "700", "--policy", "apple"], 0),
            (["--size", "24px"], 0), (["--size", "23.9px"], 1),
            (["--size", "56/3px", "--weight", "700"], 0), (["--size", "18⅔px", "--weight", "700"], 0),
            (["--size", "18.66px", "--weight", "700"], 1), (["--size", "14pt", "--weight", "700"], 0),
            (["--size", "14pt", "--weight", "600"], 1),
        ]
        for (options, status) in cases {
            #expect(runCLI(["contrast", "#777", "white"] + options).status == status, "\(options)")
        }
    }
}

@Suite("legible suggest with a size or text style")
struct SuggestTextSizeTests {
    @Test func sizeAndTextStyleChooseTheGoal() {
        let large = runCLI(["suggest", "#8e8e93", "white", "--size", "18pt", "--policy", "apple", "--count", "1"])
        #expect(large.status == 0)
        #expect(large.standardOutput.contains("needs 3:1 (WCAG AA large-text"))
        let wcag = runCLI(["suggest", "#8e8e93", "white", "--size", "18", "--count", "1"])
        #expect(wcag.standardOutput.contains("needs 4.5:1 (WCAG AA text"))
        let style = runCLI(["suggest", "#8e8e93", "white", "--text-style", "footnote", "--policy", "apple", "--count", "1"])
        #expect(style.standardOutput.contains("needs 4.5:1"))
        #expect(style.standardOutput.contains("not large text at xSmall, Small, Medium, Large, xLarge, xxLarge\n"))
        let ax = runCLI(["suggest", "#8e8e93", "white", "--text-style", "footnote", "--content-size", "AX1",
                         "--policy", "native", "--count", "1", "--format", "json"])
        #expect(ax.standardOutput.contains("\"text_size\": \"footnote at AX1: large text\""))
        #expect(runCLI(["suggest", "#000", "white", "--size", "18", "--role", "text"]).status == 2)
        #expect(runCLI(["suggest", "#000", "white", "--weight", "700"]).status == 2)
    }
}
