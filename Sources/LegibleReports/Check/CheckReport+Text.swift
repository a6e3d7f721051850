import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report for people: an aligned table (foreground, background, appearance, both
    /// values, ratio, requirement, status, file:line of the foreground), then a summary line.
    ///
    /// With color, each value carries a 24-bit swatch and the status is colored; without, the
    /// output has no escape sequences at all.
    ///
    /// With APCA, the draft label comes first, an LC column follows RATIO (kept for reference) and
    /// REQUIRED shows the minimum |Lc| for the role.
    ///
    /// With a ``summary``, the table gives way to the summary (``summaryText(_:style:)``).
    public func renderText(style: TextStyle) -> String {
        let label = method == .apca ? ContrastMethod.apcaDraftLabel + "\n\n" : ""
        let body = summary.map { summaryText($0, style: style) } ?? pairTable(results, style: style).render()
        if let inputError { return "error: " + TextTable.printable(inputError) + "\n" + summaryLine + "\n" }
        var out = label + body + "\n" + TextTable.printable(summaryLine) + "\n"
        if let automatic = automaticPairing { out += automatic.text + "\n" }
        out += renderTextSections(style: style)
        return out
    }

    /// The table of `rows`: one line per pair.
    func pairTable(_ rows: [PairResult], style: TextStyle) -> TextTable {
        let usesAPCA = method == .apca
        var header = ["FOREGROUND", "BACKGROUND", "APPEARANCE", "FG", "BG", "RATIO"]
        if usesAPCA { header.append("LC") }
        var table = TextTable(header: header + ["REQUIRED", "STATUS", "LOCATION"])
        for result in rows {
            let pair = result.pair
            let ratio = result.measurement.worst.displayString + ":1"
                + (result.measurement.isRange ? " to " + result.measurement.best.displayString + ":1" : "")
            var required = requirementText(result.requirement) + " " + result.requirement.level.rawValue
                + " " + roleText(result.requirement.role)
            var row: [TextTable.Cell] = [
                .init(pair.foreground.name),
                .init(pair.background.name + (pair.surface.map { " over " + $0.name } ?? "")), .init(pair.appearance),
                Self.colorCell(pair.foreground.color, style: style),
                Self.colorCell(pair.background.color, style: style),
                .init(ratio),
            ]
            if let apca = result.apca {
                var lc = APCAContrastReport.format(apca.measurement.worst.value)
                if apca.measurement.isRange { lc += " to " + APCAContrastReport.format(apca.measurement.best.value) }
                row.append(.init(lc))
                required = "Lc " + JSONWriter.format(apca.requirement.minimumLc) + " " + roleText(apca.requirement.role)
            }
            let status = Self.statusWord(result)
            table.rows.append(row + [
                .init(required),
                .init(rendered: Self.styled(status, failing: result.failsRun, style: style), width: status.count),
                .init("\(pair.foreground.location.file):\(pair.foreground.location.line)"),
            ])
        }
        return table
    }

    /// The sections after the table: policy, notes, assumed values, fixed entries, skipped
    /// values and collapses.
    func renderTextSections(style: TextStyle) -> String {
        var out = ""
        if results.contains(where: { $0.pair.textSize != nil }) || policy != .wcag {
            let own = ownPolicies
            if own.isEmpty {
                out += "Text size policy: \(policy.rawValue) (\(policy.largeTextRule))\n"
            } else {
                let count = own.reduce(0) { $0 + $1.pairs }
                out += "Text size policy: \(policy.rawValue) by default (\(policy.largeTextRule)); "
                    + "\(count) \(count == 1 ? "pair sets" : "pairs set") its own in its rule: "
                    + own.map { "\($0.policy.rawValue) (\($0.pairs))" }.joined(separator: ", ") + "\n"
            }
        }
        if !warnings.isEmpty {
            out += "\nWarnings (\(warnings.count); \(CheckWarning.heading(warnings))):\n"
            for warning in warnings { out += "  warning: " + TextTable.printable(warning.line) + "\n" }
        }
        let notes = results.filter {
            $0.regression != nil || $0.suggestion != nil || $0.suggestionWithheld != nil || $0.ignoreReason != nil
                || $0.pair.textSize != nil || $0.isWorseThanBaseline
        }
        if !notes.isEmpty {
            out += "\nNotes:\n"
            for result in notes {
                let head = "  \(TextTable.printable(result.pairName)) (\(TextTable.printable(result.pair.appearance))): "
                if let size = result.textSizeDescription { out += head + TextTable.printable(size) + "\n" }
                if let regression = result.regressionDescription { out += head + regression + "\n" }
                if let worse = result.worseThanBaselineDescription { out += head + worse + "\n" }
                if let reason = result.ignoreReason { out += head + "ignored: " + TextTable.printable(reason) + "\n" }
                if let suggestion = result.suggestion { out += head + SuggestionReport.text(suggestion) + "\n" }
                if let alias = result.suggestionAliasNote { out += head + TextTable.printable(alias) + "\n" }
                if let withheld = result.suggestionWithheld { out += head + TextTable.printable(withheld) + "\n" }
            }
        }
        if !self.notes.isEmpty {
            out += "\nValues assumed:\n"
            for note in self.notes {
                out += "  \(TextTable.printable(note.location.description)): \(TextTable.printable(note.name)): \(TextTable.printable(note.message))\n"
            }
        }
        if !fixed.isEmpty {
            out += "\nFixed since the baseline (\(fixed.count); --update-baseline drops them):\n"
            for entry in fixed { out += "  " + TextTable.printable(entry.message) + "\n" }
        }
        if !skipped.isEmpty {
            out += "\nSkipped (\(skipped.count) \(skipped.count == 1 ? "value" : "values") that could not be computed):\n"
            for token in skipped {
                out += "  \(TextTable.printable(token.location.description)): \(TextTable.printable(token.name)) [\(token.appearance)]: \(TextTable.printable(token.reason))\n"
            }
        }
        if let distinction, !distinction.sets.isEmpty {
            out += "\nColors that carry meaning (WCAG 1.4.1, without color):\n" + distinction.renderText(style: style)
            let baselined = collapseStatuses.filter(\.isBaselined).map(\.finding)
            if !baselined.isEmpty {
                out += "\nBaselined collapses (recorded in the baseline; they do not fail the run):\n"
                for finding in baselined {
                    let c = finding.collapse
                    let names = [c.first, c.second].map { TextTable.printable($0.name ?? $0.color.hexOpaque) }
                    let place = finding.set.appearance.map { " (\(TextTable.printable($0)))" } ?? ""
                    out += "  \(names[0]) and \(names[1])\(place) under \(c.condition.rawValue)\n"
                }
            }
        }
        return out
    }

    /// `12 pairs checked, all pass.`, or the counts that are not zero: `12 pairs checked, 3
    /// failed, 1 regression, 4 ignored, 1 value not computed (see Skipped).` Collapses are summed
    /// up in their own section; skipped values are listed in theirs and counted here, so a run
    /// that skipped one never reads "all pass".
    ///
    /// With a baseline, the line says what is new, what is baselined and what passes, always
    /// (zeros included), and counts the collapses the same way: `12 pairs checked against the
    /// baseline: 2 new failures (1 worse than the baseline), 3 baselined, 7 pass; 1 new
    /// regression, 1 baselined regression; collapses (WCAG 1.4.1): 0 new, 2 baselined; 4 ignored.`
    public var summaryLine: String {
        if inputError != nil { return "Nothing was checked: the run stopped on an input error (exit 2)." }
        let noun = checkedCount == 1 ? "pair" : "pairs"
        var tail: [String] = []
        if ignoredCount > 0 { tail.append("\(ignoredCount) ignored") }
        // A value that could not be computed was not checked: never "all pass" over it.
        if !skipped.isEmpty {
            tail.append("\(skipped.count) \(skipped.count == 1 ? "value" : "values") not computed (see Skipped)")
        }
        if usesBaseline { return baselineSummaryLine(noun: noun, tail: tail) }
        var parts: [String] = []
        if failedCount > 0 { parts.append("\(failedCount) failed") }
        if baselinedCount > 0 { parts.append("\(baselinedCount) baselined") }
        if baselinedRegressionCount > 0 {
            parts.append("\(baselinedRegressionCount) baselined \(baselinedRegressionCount == 1 ? "regression" : "regressions")")
        }
        if regressionCount > 0 { parts.append("\(regressionCount) \(regressionCount == 1 ? "regression" : "regressions")") }
        parts += tail
        return "\(checkedCount) \(noun) checked, " + (parts.isEmpty ? "all pass." : parts.joined(separator: ", ") + ".")
    }

    /// ``summaryLine`` with a baseline applied: groups separated by `;`.
    private func baselineSummaryLine(noun: String, tail: [String]) -> String {
        let c = counts
        let passing = c.checked - c.failed - c.baselined
        var failures = "\(c.failed) new \(c.failed == 1 ? "failure" : "failures")"
        if c.worse > 0 { failures += " (\(c.worse) worse than the baseline)" }
        var groups = [failures + ", \(c.baselined) baselined, \(passing) pass"]
        var regressions: [String] = []
        if c.regressions > 0 { regressions.append("\(c.regressions) new \(c.regressions == 1 ? "regression" : "regressions")") }
        if c.baselinedRegressions > 0 {
            regressions.append("\(c.baselinedRegressions) baselined \(c.baselinedRegressions == 1 ? "regression" : "regressions")")
        }
        if !regressions.isEmpty { groups.append(regressions.joined(separator: ", ")) }
        if collapseCount > 0 {
            groups.append("collapses (WCAG 1.4.1): \(newCollapseCount) new, \(baselinedCollapseCount) baselined")
        }
        if !tail.isEmpty { groups.append(tail.joined(separator: ", ")) }
        return "\(c.checked) \(noun) checked against the baseline: " + groups.joined(separator: "; ") + "."
    }

    /// `PASS`, `FAIL`, `BASELINED`, `IGNORED`, with `+WORSE` for a failure worse than the
    /// baseline records and `+REGRESSION` when the regression rule fired.
    static func statusWord(_ result: PairResult) -> String {
        result.status.rawValue.uppercased() + (result.isWorseThanBaseline ? "+WORSE" : "")
            + (result.regression != nil ? "+REGRESSION" : "")
    }

    /// The status word, bold red when it fails the run, bold green for a pass, plain otherwise.
    static func styled(_ word: String, failing: Bool, style: TextStyle) -> String {
        guard style.usesColor else { return word }
        if failing { return "\u{1B}[1;31m" + word + "\u{1B}[0m" }
        return word == "PASS" ? "\u{1B}[1;32m" + word + "\u{1B}[0m" : word
    }

    static func colorCell(_ color: SRGBColor, style: TextStyle) -> TextTable.Cell {
        let hex = color.hex
        guard style.usesColor else { return .init(hex) }
        return .init(rendered: style.swatch(color) + " " + hex, width: style.swatchWidth + 1 + hex.count)
    }
}

extension CheckReport {
    /// The text size policies that pair rules set for themselves, other than the run's
    /// ``policy``, with how many judged pairs use each, by name: `[(apple, 1)]` when one rule
    /// says `"policy": "apple"` in a run under wcag. Empty when every sized pair uses the run's.
    var ownPolicies: [(policy: ContrastPolicy, pairs: Int)] {
        var counts: [ContrastPolicy: Int] = [:]
        for result in results {
            guard let size = result.pair.textSize, size.effectivePolicy != policy else { continue }
            counts[size.effectivePolicy, default: 0] += 1
        }
        return counts.map { (policy: $0.key, pairs: $0.value) }.sorted { $0.policy.rawValue < $1.policy.rawValue }
    }
}
