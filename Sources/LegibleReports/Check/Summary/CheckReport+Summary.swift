import LegibleCore
import LegibleTokens

extension CheckSummary {
    /// The sentence every summary format opens with: that it is a summary, of how many pairs,
    /// and how to get every row (`--full`; for JSON, leaving out `--summary`).
    public func notice(fullOption: String) -> String {
        "Summary of \(pairCount) \(pairCount == 1 ? "pair" : "pairs"): per foreground, the number of backgrounds "
            + "it passes on; the \(Swift.min(nearestFailing.count, Self.nearestLimit)) failing pairs nearest to passing "
            + "(of \(failingCount)); the counts. \(fullOption) lists every pair."
    }

    /// `1200 of 1555`.
    static func passesText(_ row: Foreground) -> String { "\(row.passing) of \(row.checked)" }
}

extension CheckReport {
    /// The text summary: the notice, a table of foregrounds (FOREGROUND, APPEARANCE, PASSES ON
    /// "n of m" backgrounds, FAILED: pairs with status `fail`, LOCATION), then the nearest
    /// failing pairs in the full report's table form.
    func summaryText(_ summary: CheckSummary, style: TextStyle) -> String {
        var out = summary.notice(fullOption: "Give --full: it") + "\n\n"
        var table = TextTable(header: ["FOREGROUND", "APPEARANCE", "PASSES ON", "FAILED", "LOCATION"])
        for row in summary.foregrounds {
            table.rows.append([
                .init(row.token.name), .init(row.appearance), .init(CheckSummary.passesText(row)), .init(String(row.failed)),
                .init("\(row.token.location.file):\(row.token.location.line)"),
            ])
        }
        out += table.render()
        if !summary.nearestFailing.isEmpty {
            out += "\nFailing pairs nearest to passing (\(summary.nearestFailing.count) of \(summary.failingCount)):\n"
            out += pairTable(summary.nearestFailing, style: style).render()
        }
        return out
    }

    /// The Markdown summary: the notice, a foreground table (Foreground, Appearance, Passes on,
    /// Failed, Location) inside a `<details>` block, then the nearest failing pairs as the
    /// full report's table.
    func summaryMarkdown(_ summary: CheckSummary) -> String {
        var out = MarkdownText.escape(summary.notice(fullOption: "Give --full: it")) + "\n\n"
        if !summary.nearestFailing.isEmpty {
            out += "Failing pairs nearest to passing (\(summary.nearestFailing.count) of \(summary.failingCount)):\n\n"
            out += markdownTable(summary.nearestFailing) + "\n"
        }
        out += "<details><summary>\(summary.foregrounds.count) foregrounds: the backgrounds each passes on</summary>\n\n"
        out += "| Foreground | Appearance | Passes on | Failed | Location |\n|---|---|---:|---:|---|\n"
        for row in summary.foregrounds {
            let location = row.token.location
            out += "| " + [
                MarkdownText.escape(row.token.name), MarkdownText.escape(row.appearance),
                CheckSummary.passesText(row), String(row.failed),
                MarkdownText.escape(location.line > 0 ? "\(location.file):\(location.line)" : location.file),
            ].joined(separator: " | ") + " |\n"
        }
        return out + "\n</details>\n\n"
    }

    /// The JUnit suites of a summary: per appearance, one test case per foreground (`name` =
    /// the token, `<failure type="contrast">` when any of its pairs has status `fail`, with
    /// "fails on n of m backgrounds"); the suite's `<system-out>` carries the notice and the
    /// nearest failing pairs.
    func summaryJUnitSuites(_ summary: CheckSummary) -> [JUnitSuite] {
        var suites: [JUnitSuite] = []
        var index: [String: Int] = [:]
        for row in summary.foregrounds {
            let i = index[row.appearance] ?? suites.count
            if i == suites.count {
                index[row.appearance] = i
                var suite = JUnitSuite(name: row.appearance)
                let nearest = summary.nearestFailing.filter { $0.pair.appearance == row.appearance }
                suite.systemOut = ([summary.notice(fullOption: "Give --full: it")]
                    + (nearest.isEmpty ? [] : ["Failing pairs nearest to passing:"] + nearest.map(\.message)))
                    .joined(separator: "\n")
                suites.append(suite)
            }
            var testCase = JUnitCase(classname: row.appearance, name: row.token.name, file: row.token.location.file,
                                     line: row.token.location.line)
            if row.failed > 0 {
                testCase.outcome = .failure(
                    type: "contrast",
                    message: "\(row.token.name) (\(row.appearance)) fails on \(row.failed) of \(row.checked) backgrounds "
                        + "and passes on \(row.passing)")
            }
            suites[i].cases.append(testCase)
        }
        return suites
    }

    /// The JSON members of a summary, in place of `pairs`: `summary_note`, `foregrounds[]`
    /// {`name`, `appearance`, `location`, `checked`, `passing`, `failed`}, `failing` (pairs
    /// whose verdict is fail, baselined or not), `nearest_failing[]` (pairs as in `pairs[]`), and
    /// `matrices[]` {`appearance`, `tokens`, `ratios`} when built.
    func summaryJSONMembers(_ summary: CheckSummary) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("summary_note", .string(summary.notice(fullOption: "The same run without --summary"))),
            ("foregrounds", .array(summary.foregrounds.map { row in
                .object([
                    ("name", .string(row.token.name)), ("appearance", .string(row.appearance)),
                    ("location", Self.json(row.token.location)), ("checked", .integer(row.checked)),
                    ("passing", .integer(row.passing)), ("failed", .integer(row.failed)),
                ])
            })),
            ("failing", .integer(summary.failingCount)),
            ("nearest_failing", .array(summary.nearestFailing.map(\.jsonValue))),
        ]
        if !summary.matrices.isEmpty {
            members.append(("matrices", .array(summary.matrices.map { matrix in
                .object([
                    ("appearance", .string(matrix.appearance)),
                    ("tokens", .array(matrix.tokens.map(JSONValue.string))),
                    ("ratios", .ratioMatrix(values: matrix.ratios, columns: matrix.tokens.count)),
                ])
            })))
        }
        return members
    }
}
