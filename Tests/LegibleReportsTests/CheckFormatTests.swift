import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports

@Suite("Check report formats")
struct CheckFormatTests {
    static let tool = SARIFToolInfo(name: "legible", version: "9.8.7", informationURI: "https://example.org/legible")

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: SARIF

    @Test func sarifRulesResultsAndLocations() throws {
        let sarif = try Self.object(CheckSamples.baselinedReport().renderSARIF(tool: Self.tool))
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "legible")
        #expect(driver["version"] as? String == "9.8.7")
        #expect(driver["informationUri"] as? String == "https://example.org/legible")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["wcag-1.4.3", "wcag-1.4.6", "wcag-1.4.11", "wcag-1.4.1",
                                                       "increased-contrast-regression"])
        #expect(rules[0]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
        #expect(rules[2]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html")
        #expect(rules[3]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html")
        let results = try #require(run["results"] as? [[String: Any]])
        // baselined fg.muted, ignored odd name, the regression, one result per collapse condition.
        let collapses = CheckSamples.report().collapseCount
        #expect(results.count == 3 + collapses)
        let baselined = results[0]
        #expect(baselined["ruleId"] as? String == "wcag-1.4.3")
        #expect(baselined["ruleIndex"] as? Int == 0)
        #expect(baselined["level"] as? String == "note")
        #expect(baselined["baselineState"] as? String == "unchanged")
        let message = try #require((baselined["message"] as? [String: Any])?["text"] as? String)
        for part in ["fg.muted", "bg.default", "4.48:1", "4.5:1", "AA", "1.4.3", "light"] {
            #expect(message.contains(part), "\(part) in \(message)")
        }
        let location = try #require((baselined["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "tokens/my%20colors.json")
        #expect(location["region"] as? [String: Int] == ["startLine": 4, "startColumn": 5])
        let ignored = results[1]
        #expect(ignored["level"] as? String == "none")
        let suppression = try #require((ignored["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "external")
        #expect(suppression["justification"] as? String == "decorative | \"only\"")
        #expect(ignored["baselineState"] == nil)
        let regression = results[2]
        #expect(regression["ruleId"] as? String == "increased-contrast-regression")
        #expect(regression["ruleIndex"] as? Int == 4)
        #expect(regression["level"] as? String == "error")
        let regressionText = try #require((regression["message"] as? [String: Any])?["text"] as? String)
        #expect(regressionText.contains("dark-high-contrast") && regressionText.contains("6.15:1"))
        let collapse = results[3]
        #expect(collapse["ruleId"] as? String == "wcag-1.4.1")
        let collapseRegion = (collapse["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((collapseRegion?["region"] as? [String: Int])?["startLine"] == 40)
        let notifications = try #require(((run["invocations"] as? [[String: Any]])?.first)?["toolExecutionNotifications"]
            as? [[String: Any]])
        #expect(notifications.count == 1)
        #expect(notifications[0]["level"] as? String == "warning")
        #expect(((notifications[0]["message"] as? [String: Any])?["text"] as? String)?.contains("fg.mix") == true)
    }

    @Test func sarifNewFailuresAreErrorsMarkedNewWithABaseline() throws {
        var report = CheckSamples.report()
        report.apply(baseline: CheckBaseline())
        let run = try #require((try Self.object(report.renderSARIF(tool: Self.tool))["runs"] as? [[String: Any]])?.first)
        let first = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(first["level"] as? String == "error")
        #expect(first["baselineState"] as? String == "new")
        let plain = try #require((try Self.object(CheckSamples.report().renderSARIF(tool: Self.tool))["runs"]
            as? [[String: Any]])?.first)
        #expect((plain["results"] as? [[String: Any]])?.first?["baselineState"] == nil)
    }

    @Test func sarifFixReplacesTheForegroundValue() throws {
        var report = CheckSamples.report()
        report.addSuggestions()
        let source = Array("{\n  \"fg\": {\"$value\": \"#777777\"}\n}\n".utf8)
        report.results[1].pair.foreground.location = SourceLocation(file: "a.json", line: 2, column: 20, offset: 21)
        report.addSuggestionEdits { $0 == "a.json" ? source : nil }
        let suggestion = try #require(report.results[1].suggestion)
        let run = try #require((try Self.object(report.renderSARIF(tool: Self.tool))["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "a.json")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int]
            == ["startLine": 2, "startColumn": 20, "endLine": 2, "endColumn": 29])
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String
            == "\"" + suggestion.foreground.hexOpaque + "\"")
        // The odd-named pair has no readable source: a suggestion, but no fix.
        let second = try #require((run["results"] as? [[String: Any]])?.dropFirst().first)
        #expect(second["fixes"] == nil)
        #expect((second["properties"] as? [String: Any])?["suggestion"] != nil)
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIFURI.reference(forPath: "Palettes/a b.css") == "Palettes/a%20b.css")
        #expect(SARIFURI.reference(forPath: "x/é#1?.json") == "x/%C3%A9%231%3F.json")
        #expect(SARIFURI.reference(forPath: "c:\\x") == "c%3A/x")
    }

    // MARK: JUnit

    @Test func junitIsWellFormedWithOneCasePerPairAndAppearance() throws {
        let xml = CheckSamples.baselinedReport().renderJUnit()
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let root = try #require(collector.elements.first)
        #expect(root.name == "testsuites")
        let collapses = CheckSamples.report().collapseCount
        // 5 pairs, the collapses and the skipped value; failures: the regression and collapses.
        #expect(root.attributes["tests"] == "\(5 + collapses + 1)")
        #expect(root.attributes["failures"] == "\(1 + collapses)")
        #expect(root.attributes["skipped"] == "3")
        let suites = collector.elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] ?? "" }
        #expect(suites == ["light", "dark", "dark-high-contrast", "use of color (WCAG 1.4.1)", "skipped values"])
        let cases = collector.elements.filter { $0.name == "testcase" }
        #expect(cases.count == 5 + collapses + 1)
        // Escaped names come back exactly.
        #expect(cases[2].attributes["name"] == "fg.<odd>|\"a,b:c\"&*_ on bg.default (text, AA)")
        #expect(cases[2].attributes["classname"] == "light")
        #expect(cases[2].attributes["file"] == CheckSamples.file)
        #expect(cases[1].attributes["line"] == "4")
        let failures = collector.elements.filter { $0.name == "failure" }
        #expect(failures.first?.attributes["type"] == "regression")
        #expect(failures.first?.attributes["message"]?.contains("dark-high-contrast") == true)
        let skipped = collector.elements.filter { $0.name == "skipped" }.compactMap { $0.attributes["message"] }
        #expect(skipped[0].hasPrefix("baselined: fg.muted on bg.default"))
        #expect(skipped[1] == "ignored: decorative | \"only\"")
        #expect(skipped[2].contains("color-mix"))
    }

    @Test func xmlEscaping() {
        #expect(XMLText.escape("a<b>&\"c'\n\t\u{1}") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;&#9;\u{FFFD}")
    }

    // MARK: GitHub

    @Test func githubCommandsEscapeDataAndProperties() {
        #expect(GitHubCommand.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
        #expect(GitHubCommand.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let line = GitHubCommand.line(
            "error", location: SourceLocation(file: "a,b:c.json", line: 3, column: 9), title: "T: x, y", message: "m\nn")
        #expect(line == "::error file=a%2Cb%3Ac.json,line=3,col=9,title=T%3A x%2C y::m%0An\n")
        #expect(GitHubCommand.line("warning", location: nil, title: "t", message: "m") == "::warning title=t::m\n")
    }

    @Test func githubAnnotatesFailuresRegressionsCollapsesAndSkippedValues() {
        let lines = CheckSamples.report().renderGitHubCommands().split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        let collapses = CheckSamples.report().collapseCount
        #expect(errors.count == 2 + 1 + collapses)
        #expect(errors[0].hasPrefix("::error file=tokens/my colors.json,line=4,col=5,title=WCAG 1.4.3 contrast::fg.muted on bg.default (light): 4.48:1"))
        #expect(errors[1].contains("fg.<odd>|\"a%2Cb%3Ac\"&*_") == false)  // names are data, not properties
        #expect(errors[1].contains("::fg.<odd>|\"a,b:c\"&*_ on bg.default"))
        #expect(errors[2].contains("title=Increased-contrast regression::fg.muted on bg.default (dark-high-contrast)"))
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("::warning file=tokens/my colors.json,line=7,col=5,title=Value skipped::fg.mix") })
        #expect(lines.last == CheckSamples.report().summaryLine)
        let baselined = CheckSamples.baselinedReport().renderGitHubCommands()
        #expect(baselined.contains("::notice file=tokens/my colors.json,line=4,col=5,title=Baselined contrast failure::"))
        #expect(!baselined.contains("fg.<odd>"))
    }

    // MARK: Markdown

    @Test func markdownPutsFailuresFirstAndEscapesCells() throws {
        let markdown = CheckSamples.report().renderMarkdown()
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Status") }
        #expect(rows.count == 5)
        #expect(rows[0].hasPrefix("| **fail** | fg.muted on bg.default | light | 4.48:1 | 4.5:1 for text at AA (WCAG 1.4.3) | tokens/my colors.json:4 |"))
        #expect(rows[1].contains("fg.\\<odd\\>\\|\"a,b:c\"&\\*\\_ on bg.default"))
        #expect(rows[2].hasPrefix("| **pass, regression**<br>less contrast than in dark (6.15:1)"))
        #expect(rows[3].contains("fg.default on bg.default"))  // passing pairs, in report order
        #expect(rows[4].contains("fg.muted on bg.default | dark |"))
        #expect(markdown.contains("<details><summary>2 pairs pass</summary>"))
        #expect(markdown.contains("❌ **5 pairs checked, 2 failed, 1 regression, 1 value not computed (see Skipped)."))
        #expect(markdown.contains("- tokens/my colors.json:7:5: fg.mix \\[light\\]: color-mix() cannot be computed yet"))
        #expect(markdown.contains("status.error and status.success (light) collapse"))
        // Every table row has exactly six cells: escaped pipes do not split cells.
        for row in rows {
            let unescaped = row.replacingOccurrences(of: "\\|", with: "")
            #expect(unescaped.filter { $0 == "|" }.count == 7, "\(row)")
        }
    }

    @Test func markdownEscaping() {
        #expect(MarkdownText.escape("a|b*c_d`e\\f\ng") == "a\\|b\\*c\\_d\\`e\\\\f g")
    }

    // MARK: Text and suggestions

    @Test func textShowsStatusesNotesAndSkippedValues() {
        var report = CheckSamples.baselinedReport()
        report.addSuggestions()
        let text = report.renderText(style: .plain)
        #expect(text.contains("BASELINED"))
        #expect(text.contains("IGNORED"))
        #expect(text.contains("PASS+REGRESSION"))
        #expect(text.contains("fg.muted on bg.default (dark-high-contrast): less contrast than in dark (6.15:1)"))
        #expect(text.contains("ignored: decorative | \"only\""))
        #expect(text.contains("fg.muted on bg.default (light): try #"))
        // With a baseline the line says what is new, baselined and passing, zeros included.
        #expect(text.contains("4 pairs checked against the baseline: 0 new failures, 1 baselined, 3 pass; 1 new regression; "
            + "collapses (WCAG 1.4.1): 2 new, 0 baselined; 1 ignored, 1 value not computed (see Skipped)."), "\(text)")
        #expect(CheckSamples.report().summaryLine == "5 pairs checked, 2 failed, 1 regression, 1 value not computed (see Skipped).")
        #expect(text.contains("color-mix() cannot be computed yet"))
    }

    @Test func suggestionsPassAndAppearInJSON() throws {
        var report = CheckSamples.report()
        report.addSuggestions()
        for result in report.results {
            if result.verdict == .pass {
                #expect(result.suggestion == nil)
            } else {
                let suggestion = try #require(result.suggestion)
                #expect(ContrastMeasurement(foreground: suggestion.foreground, background: result.pair.background.color)
                    .worst.satisfies(result.requirement))
                #expect(suggestion.background == result.pair.background.color)
            }
        }
        let pairs = try #require(try Self.object(report.renderJSON())["pairs"] as? [[String: Any]])
        let suggestion = try #require(pairs[1]["suggestion"] as? [String: Any])
        #expect(Set(suggestion.keys) == ["foreground", "ratio", "delta_e"])
        #expect((suggestion["ratio"] as? Double ?? 0) >= 4.5)
        #expect(pairs[0]["suggestion"] == nil)
        var apca = CheckSamples.report(method: .apca)
        apca.addSuggestions()
        let failing = try #require(apca.results.first { $0.verdict == .fail })
        let lc = try #require(failing.suggestion?.lightnessContrast)
        #expect(lc.satisfies(try #require(failing.apca?.requirement)))
    }

    @Test func sourceEditsOnlyReplaceALiteralTheyFind() throws {
        let css = Array(":root {\n  --fg: #777777;\n}\n".utf8)
        var token = CheckSamples.token("fg", "#777777", line: 2, appearance: "light")
        token.location = SourceLocation(file: "a.css", line: 2, column: 9, offset: 16)
        let edit = try #require(SourceEdit.replacingValue(of: token, in: css, with: "#595959"))
        #expect(edit == SourceEdit(file: "a.css", startLine: 2, startColumn: 9, endLine: 2, endColumn: 16, replacement: "#595959"))
        token.location.offset = 15
        #expect(SourceEdit.replacingValue(of: token, in: css, with: "#595959") == nil)
        token.location.offset = 400
        #expect(SourceEdit.replacingValue(of: token, in: css, with: "#595959") == nil)
        // A JSON string with an escaped quote and a non-ASCII character: columns count scalars.
        let json = Array("{\"a\": \"é\\\"x\"}".utf8)
        token.location = SourceLocation(file: "a.json", line: 1, column: 7, offset: 6)
        let quoted = try #require(SourceEdit.replacingValue(of: token, in: json, with: "#000000"))
        #expect(quoted.endColumn == 7 + 6)
        #expect(quoted.replacement == "\"#000000\"")
        // Android XML: the location is the `>` of `<color name="fg">`.
        let xml = Array("<color name=\"fg\">#777777</color>".utf8)
        token.location = SourceLocation(file: "colors.xml", line: 1, column: 17, offset: 16)
        #expect(SourceEdit.replacingValue(of: token, in: xml, with: "#595959")
            == SourceEdit(file: "colors.xml", startLine: 1, startColumn: 18, endLine: 1, endColumn: 25, replacement: "#595959"))
        let open = Array("{\"a\": \"#777".utf8)
        #expect(SourceEdit.replacingValue(of: token, in: open, with: "#000000") == nil)
    }
}

/// Collects every element of an XML document with its attributes, in document order.
final class JUnitCollector: NSObject, XMLParserDelegate {
    struct Element { var name: String; var attributes: [String: String] }
    var elements: [Element] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict))
    }
}

@Suite("Suggestion edits") struct SuggestionEditTests {
    static func token(_ raw: String, file: String, line: Int, column: Int, offset: Int) throws -> ColorToken {
        ColorToken(name: "fg", color: try SRGBColor(parsing: "#999999"), rawValue: raw, appearance: "light",
                   location: SourceLocation(file: file, line: line, column: column, offset: offset))
    }

    /// A GIMP palette line starts with decimal channels: a `#` there would start a comment.
    @Test func gimpPalettesGetDecimalChannels() throws {
        let text = "GIMP Palette\n153 153 153 fg\n"
        let edit = try #require(SourceEdit.replacingValue(
            of: try Self.token("153 153 153", file: "p.gpl", line: 2, column: 1, offset: 13),
            in: Array(text.utf8), with: "#757778"))
        #expect(edit.replacement == "117 119 120")
        #expect(edit.startColumn == 1 && edit.endColumn == 12)
    }

    /// FoundationXML reports no byte offset: the edit is found from line and column.
    @Test func androidValuesAreFoundByLineAndColumn() throws {
        let text = "<resources>\n    <color name=\"fg\">#999999</color>\n</resources>\n"
        let edit = try #require(SourceEdit.replacingValue(
            of: try Self.token("#999999", file: "res/values/colors.xml", line: 2, column: 21, offset: 0),
            in: Array(text.utf8), with: "#757778"))
        #expect(edit.startLine == 2 && edit.startColumn == 22 && edit.endColumn == 29)
        #expect(edit.replacement == "#757778")
    }
}
