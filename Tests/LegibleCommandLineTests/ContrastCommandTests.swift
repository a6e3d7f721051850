import Foundation
import LegibleCore
import LegibleReports
import Testing
@testable import LegibleCommandLine

@Suite("legible contrast")
struct ContrastCommandTests {
    @Test func plainTextGolden() {
        let run = runCLI(["contrast", "#777777", "#ffffff"])
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput == """
            Foreground  #777777
            Background  #ffffff
            Ratio       4.48:1

            LEVEL  ROLE        REQUIRED  CRITERION  RESULT
            AA     text        4.5:1     1.4.3      fail
            AA     large text  3:1       1.4.3      pass
            AA     non-text    3:1       1.4.11     pass
            AAA    text        7:1       1.4.6      fail
            AAA    large text  4.5:1     1.4.6      fail

            Policy      wcag: large text is at least 18 pt (24 px), or at least 14 pt (18⅔ px) at weight 700 or more (WCAG 2.2, large scale text); pt is WCAG's typographic point, 1 pt = 4/3 px
            Applies: AA text, at least 4.5:1 (WCAG 1.4.3): fail

            """)
    }

    @Test func sizeDecidesLargeTextAndTheExitStatus() {
        let small = runCLI(["contrast", "#777777", "#ffffff", "--size", "18.6", "--weight", "700"])
        #expect(small.status == 1)
        #expect(small.standardOutput.contains(
            "Text size   18.6px read as logical px (CSS px, iOS pt, Android dp): 18.6 px at weight 700 is not "
                + "large text (bold but under 14 pt (18⅔ px))\n"))
        #expect(small.standardOutput.contains("Applies: AA text, at least 4.5:1 (WCAG 1.4.3): fail\n"))
        let bold = runCLI(["contrast", "#777777", "#ffffff", "--size", "14pt", "--weight", "700"])
        #expect(bold.status == 0)
        #expect(bold.standardOutput.contains(
            "Text size   14pt read as WCAG's typographic point, 1 pt = 4/3 px: 18.67 px at weight 700 "
                + "is large text (at least 14 pt (18⅔ px) at weight 700 or more)\n"))
        #expect(bold.standardOutput.contains("Applies: AA large text, at least 3:1 (WCAG 1.4.3): pass\n"))
        #expect(runCLI(["contrast", "#777777", "#ffffff", "--size", "24"]).status == 0)
        #expect(runCLI(["contrast", "#777777", "#ffffff", "--size", "23.9"]).status == 1)
        #expect(runCLI(["contrast", "#777777", "#ffffff", "--size", "24", "--level", "AAA"]).status == 1)
    }

    @Test func exitStatusFollowsLevelAndRole() {
        #expect(runCLI(["contrast", "#767676", "#ffffff"]).status == 0)  // 4.54
        #expect(runCLI(["contrast", "#767676", "#ffffff", "--level", "aaa"]).status == 1)
        #expect(runCLI(["contrast", "#777777", "#ffffff", "--role", "non-text"]).status == 0)
        #expect(runCLI(["contrast", "#000000", "#ffffff", "--level", "AAA"]).status == 0)
    }

    @Test func failingRatioNeverShowsAsItsThreshold() {
        // #018580 on white is 4.49871..., which rounds to 4.50 but fails 4.5:1.
        let ratio = ContrastMeasurement(
            foreground: SRGBColor(red8: 0x01, green8: 0x85, blue8: 0x80), background: .white).worst.value
        #expect(ratio < 4.5 && ratio > 4.495)
        let run = runCLI(["contrast", "#018580", "#fff"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("Ratio       4.49:1\n"))
        #expect(!run.standardOutput.contains("4.50"))
    }

    func json(_ arguments: [String]) throws -> (Int32, [String: Any]) {
        let run = runCLI(arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return (run.status, try #require(object))
    }

    @Test func jsonKeysAndUnroundedRatio() throws {
        let (status, object) = try json(["contrast", "#777777", "#FFF"])
        #expect(status == 1)
        #expect(object["foreground"] as? String == "#777777")
        #expect(object["background"] as? String == "#ffffff")
        // Compared as text: JSONSerialization on Linux may be off by an ulp when parsing.
        let expected = SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77).contrastRatio(with: .white).value
        let text = runCLI(["contrast", "#777777", "#FFF", "--format", "json"]).standardOutput
        #expect(text.contains("\n  \"ratio\": \(expected.description),\n"))
        #expect(object["ratio_range"] == nil)
        let verdicts = try #require(object["verdicts"] as? [String: [String: String]])
        #expect(verdicts["aa"] == ["text": "fail", "large-text": "pass", "non-text": "pass"])
        #expect(verdicts["aaa"] == ["text": "fail", "large-text": "fail"])
        let applies = try #require(object["applies"] as? [String: Any])
        #expect(applies["status"] as? String == "fail")
        #expect(applies["requirement"] as? Double == 4.5)
    }

    @Test func jsonGoldenKeyOrder() {
        let run = runCLI(["contrast", "#000000", "#ffffff", "--size", "16", "--format=json"])
        #expect(run.standardOutput == """
            {
              "foreground": "#000000",
              "background": "#ffffff",
              "ratio": 21,
              "verdicts": {
                "aa": {
                  "text": "pass",
                  "large-text": "pass",
                  "non-text": "pass"
                },
                "aaa": {
                  "text": "pass",
                  "large-text": "pass"
                }
              },
              "policy": {
                "name": "wcag",
                "point": "WCAG's typographic point, 1 pt = 4/3 px",
                "large_text_rule": "large text is at least 18 pt (24 px), or at least 14 pt (18⅔ px) at weight 700 or more (WCAG 2.2, large scale text)"
              },
              "text_size": {
                "input": "16px",
                "read_as": "16px read as logical px (CSS px, iOS pt, Android dp)",
                "px": 16,
                "pt": 12,
                "weight": 400,
                "large": false,
                "rule": "under 18 pt (24 px) and not bold"
              },
              "applies": {
                "level": "AA",
                "role": "text",
                "requirement": 4.5,
                "criterion": "1.4.3",
                "status": "pass"
              }
            }

            """)
    }

    @Test func translucentBackgroundGivesARangeAndTheWorstDecides() throws {
        let (status, object) = try json(["contrast", "#000000", "#ffffff80"])
        let range = try #require(object["ratio_range"] as? [Double])
        #expect(range.count == 2)
        #expect(range[0] < range[1])
        #expect(object["ratio"] as? Double == range[0])
        let expected = ContrastMeasurement(foreground: .black, background: SRGBColor(red8: 255, green8: 255, blue8: 255, alpha8: 0x80))
        let jsonText = runCLI(["contrast", "#000000", "#ffffff80", "--format", "json"]).standardOutput
        #expect(jsonText.contains("\"ratio\": \(expected.worst.value.description),"))
        let pair = JSONWriter.format(expected.worst.value) + ",\n    " + JSONWriter.format(expected.best.value) + "\n  ]"
        #expect(jsonText.contains(pair))
        #expect(status == (expected.worst.value >= 4.5 ? 0 : 1))
        let text = runCLI(["contrast", "#000000", "#ffffff80"]).standardOutput
        #expect(text.contains("Ratio       \(expected.worst.displayString):1 to \(expected.best.displayString):1\n"))
        #expect(text.contains("Every verdict uses the worst case."))
    }

    @Test func translucentForegroundIsComposited() throws {
        let (_, object) = try json(["contrast", "#00000080", "#ffffff"])
        #expect(object["foreground"] as? String == "#00000080")
        #expect(object["effective_foreground"] as? String == "#7f7f7f")
        #expect(object["ratio_range"] == nil)
    }

    @Test func colorOnlyOnATerminalWithoutNoColor() {
        let terminal = runCLI(["contrast", "#777777", "#ffffff"], isTerminal: true)
        #expect(terminal.standardOutput.contains("\u{1B}[48;2;119;119;119m"))
        #expect(terminal.standardOutput.contains("Sample      "))
        let noColor = runCLI(["contrast", "#777777", "#ffffff"], environment: ["NO_COLOR": "1"], isTerminal: true)
        #expect(!noColor.standardOutput.contains("\u{1B}"))
        let piped = runCLI(["contrast", "#777777", "#ffffff"])
        #expect(!piped.standardOutput.contains("\u{1B}"))
        #expect(noColor.standardOutput == piped.standardOutput)
        let emptyNoColor = runCLI(["contrast", "#777777", "#ffffff"], environment: ["NO_COLOR": ""], isTerminal: true)
        #expect(emptyNoColor.standardOutput.contains("\u{1B}["))
        let json = runCLI(["contrast", "#777777", "#ffffff", "--format", "json"], isTerminal: true)
        #expect(!json.standardOutput.contains("\u{1B}"))
    }
}
