import Foundation
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports

@Suite("Check report")
struct CheckReportTests {
    static func token(_ name: String, _ hex: String, line: Int, appearance: String = "light") -> ColorToken {
        ColorToken(
            name: name, color: (try? SRGBColor(parsing: hex)) ?? .black, rawValue: hex, appearance: appearance,
            location: SourceLocation(file: "tokens/colors.json", line: line, column: 5))
    }

    static let pairs: [TokenPair] = [
        TokenPair(foreground: token("fg.default", "#1F2328", line: 3), background: token("bg.default", "#ffffff", line: 9),
                  appearance: "light", role: .text, level: .aa),
        TokenPair(foreground: token("fg.muted", "#777777", line: 4), background: token("bg.default", "#ffffff", line: 9),
                  appearance: "light", role: .text, level: .aa),
        TokenPair(foreground: token("fg.muted", "#777777", line: 4), background: token("bg.default", "#ffffff", line: 9),
                  appearance: "light", role: .largeText, level: .aa),
        TokenPair(foreground: token("fg.on-overlay", "#000000", line: 5, appearance: "dark"),
                  background: token("bg.overlay", "#ffffff80", line: 10, appearance: "dark"),
                  appearance: "dark", role: .nonText, level: .aaa),
    ]

    @Test func verdictsAndSummary() {
        let report = CheckReport(pairs: Self.pairs)
        #expect(report.results.map(\.verdict) == [.pass, .fail, .pass, .pass])
        #expect(report.checkedCount == 4)
        #expect(report.failedCount == 1)
        #expect(report.hasFailures)
        #expect(report.summaryLine == "4 pairs checked, 1 failed.")
        #expect(CheckReport(pairs: [Self.pairs[0]]).summaryLine == "1 pair checked, all pass.")
        #expect(report.results[3].requirement == ContrastRequirement(level: .aaa, role: .nonText))
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let report = CheckReport(pairs: Self.pairs)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? [String: Any])
        #expect(object["summary"] as? [String: Int]
            == ["checked": 4, "failed": 1, "baselined": 0, "regressions": 0, "ignored": 0, "skipped": 0, "warnings": 0])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 4)
        let muted = pairs[1]
        let fg = try #require(muted["foreground"] as? [String: Any])
        #expect(fg["name"] as? String == "fg.muted")
        #expect(fg["value"] as? String == "#777777")
        let location = try #require(fg["location"] as? [String: Any])
        #expect(location["file"] as? String == "tokens/colors.json")
        #expect(location["line"] as? Int == 4)
        #expect(location["column"] as? Int == 5)
        #expect(muted["appearance"] as? String == "light")
        // Compared as text: the writer prints the shortest round-trip form of the unrounded ratio.
        let ratio = SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77).contrastRatio(with: .white).value
        #expect(report.renderJSON().contains("\"ratio\": \(ratio.description),"))
        #expect(muted["ratio_range"] == nil)
        #expect(muted["requirement"] as? Double == 4.5)
        #expect(muted["criterion"] as? String == "1.4.3")
        #expect(muted["level"] as? String == "AA")
        #expect(muted["role"] as? String == "text")
        #expect(muted["status"] as? String == "fail")
        #expect((pairs[0]["foreground"] as? [String: Any])?["value"] as? String == "#1f2328")
        let overlay = pairs[3]
        #expect((overlay["background"] as? [String: Any])?["value"] as? String == "#ffffff80")
        let range = try #require(overlay["ratio_range"] as? [Double])
        #expect(range.count == 2 && range[0] < range[1])
        #expect(overlay["ratio"] as? Double == range[0])
        #expect(overlay["criterion"] as? String == "1.4.11")
        #expect(overlay["role"] as? String == "non-text")
        #expect(overlay["level"] as? String == "AAA")
        #expect(overlay["appearance"] as? String == "dark")
    }

    @Test func jsonKeyOrder() {
        let text = CheckReport(pairs: [Self.pairs[3]]).renderJSON()
        let keys = ["\"foreground\"", "\"background\"", "\"appearance\"", "\"ratio\"", "\"ratio_range\"",
                    "\"requirement\"", "\"criterion\"", "\"level\"", "\"role\"", "\"status\"", "\"summary\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test func plainTextTableIsAligned() {
        let text = CheckReport(pairs: Self.pairs).renderText(style: .plain)
        #expect(!text.contains("\u{1B}"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("FOREGROUND     BACKGROUND  APPEARANCE  FG       BG"))
        #expect(lines[1] == "fg.default     bg.default  light       #1f2328  #ffffff    15.80:1            4.5:1 AA text      PASS    tokens/colors.json:3")
        #expect(lines[2].contains("  4.48:1  ") && lines[2].contains("FAIL"))
        let column = lines[0].range(of: "STATUS")?.lowerBound.utf16Offset(in: lines[0])
        for line in lines[1...4] {
            let status = line.range(of: "PASS") ?? line.range(of: "FAIL")
            #expect(status?.lowerBound.utf16Offset(in: line) == column)
        }
        #expect(lines[4].contains(":1 to "))
        #expect(lines[6] == "4 pairs checked, 1 failed.")
    }

    @Test func colorTextHasSwatchesAndStaysAligned() {
        let text = CheckReport(pairs: Self.pairs).renderText(style: .ansi)
        #expect(text.contains("\u{1B}[48;2;31;35;40m  \u{1B}[0m #1f2328"))
        #expect(text.contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
        let stripped = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let lines = stripped.split(separator: "\n").map(String.init)
        let column = lines[0].range(of: "STATUS")?.lowerBound.utf16Offset(in: lines[0])
        for line in lines[1...4] {
            #expect((line.range(of: "PASS") ?? line.range(of: "FAIL"))?.lowerBound.utf16Offset(in: line) == column)
        }
    }
}

@Suite struct PrintableTextTests {
    @Test func controlCharactersAreEscapedInTextCells() {
        let cell = TextTable.Cell("fg\u{1B}[31mred\u{7}")
        #expect(cell.rendered == "fg\\u{1B}[31mred\\u{7}")
        #expect(!cell.rendered.unicodeScalars.contains { $0.value < 0x20 })
        #expect(TextTable.printable("plain é ✓") == "plain é ✓")
    }
}
