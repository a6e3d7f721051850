import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report as GitHub-flavored Markdown for a pull-request comment:
    ///
    /// - a heading and a bold summary line (``summaryLine``, which counts skipped values, plus collapses);
    /// - a table with the columns Status, Pair, Appearance, Ratio (or Lc), Requirement, Location:
    ///   failures and regressions first, then baselined and ignored pairs, each group in report
    ///   order; notes (regression, ignore reason, suggestion) follow the status; then the passing
    ///   pairs in the same table form inside a collapsed `<details>` block;
    /// - a list of collapsing colors (WCAG 1.4.1), when any, baselined ones marked;
    /// - a list of the ``warnings`` (counted in the summary line), when any;
    /// - lists of the values computed under an assumption (``notes``) and of the baseline entries
    ///   that no longer fail (``fixed``), when any;
    /// - a list of the skipped values, when any.
    ///
    /// Cell text is escaped with ``MarkdownText/escape(_:)``.
    public func renderMarkdown() -> String {
        var out = "### Legible contrast check\n\n"
        var summary = summaryLine
        // With a baseline, the summary line counts the collapses itself (new and baselined).
        if newCollapseCount > 0, !usesBaseline {
            summary += " \(newCollapseCount) color \(newCollapseCount == 1 ? "collapse" : "collapses") (WCAG 1.4.1)."
        }
        if baselinedCollapseCount > 0, !usesBaseline {
            summary += " \(baselinedCollapseCount) baselined color \(baselinedCollapseCount == 1 ? "collapse" : "collapses")."
        }
        if !warnings.isEmpty { summary += " \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings")." }
        out += (hasFailures ? "❌ " : "✅ ") + "**" + MarkdownText.escape(summary) + "**\n\n"
        if let inputError { out += "error: " + MarkdownText.escape(inputError) + "\n\n" }
        let ordered = results.enumerated()
            .sorted { (Self.rank($0.element), $0.offset) < (Self.rank($1.element), $1.offset) }.map(\.element)
        let flagged = ordered.filter { Self.rank($0) < 3 }
        let passing = ordered.filter { Self.rank($0) == 3 }
        if let large = self.summary { out += summaryMarkdown(large) }
        if self.summary == nil, !flagged.isEmpty { out += markdownTable(flagged) + "\n" }
        if self.summary == nil, !passing.isEmpty {
            let noun = passing.count == 1 ? "pair passes" : "pairs pass"
            out += "<details><summary>\(passing.count) \(noun)</summary>\n\n" + markdownTable(passing) + "\n</details>\n\n"
        }
        if let distinction, !distinction.findings.isEmpty {
            out += "Colors that carry meaning and collapse (WCAG 1.4.1):\n\n"
            for finding in distinction.findings {
                let mark = isBaselined(finding) ? "baselined: " : ""
                out += "- " + mark + MarkdownText.escape(finding.message(check: distinction.check)) + "\n"
            }
            out += "\n"
        }
        if !warnings.isEmpty {
            out += "⚠️ Warnings (\(CheckWarning.heading(warnings))):\n\n"
            for warning in warnings { out += "- " + MarkdownText.escape(warning.line) + "\n" }
            out += "\n"
        }
        if !notes.isEmpty {
            out += "Values assumed:\n\n"
            for note in notes {
                out += "- " + MarkdownText.escape("\(note.location): \(note.name): \(note.message).") + "\n"
            }
            out += "\n"
        }
        if !fixed.isEmpty {
            out += "Fixed since the baseline (`--update-baseline` drops them):\n\n"
            for entry in fixed { out += "- " + MarkdownText.escape(entry.message) + "\n" }
            out += "\n"
        }
        if !skipped.isEmpty {
            out += "Skipped values (could not be computed):\n\n"
            for token in skipped {
                out += "- " + MarkdownText.escape("\(token.location): \(token.name) [\(token.appearance)]: \(token.reason)") + "\n"
            }
            out += "\n"
        }
        return out
    }

    /// The table of `rows`: header, alignment row, one row per pair.
    func markdownTable(_ rows: [PairResult]) -> String {
        var out = "| Status | Pair | Appearance | \(method == .apca ? "Lc" : "Ratio") | Requirement | Location |\n"
        out += "|---|---|---|---:|---|---|\n"
        for result in rows {
            var status = result.status.rawValue
            if result.isWorseThanBaseline { status += ", worse" }
            if result.regression != nil { status += ", regression" }
            var notes: [String] = []
            if let worse = result.worseThanBaselineDescription { notes.append(worse) }
            if let regression = result.regressionDescription { notes.append(regression) }
            // An ignored pair's status already says "ignored": the note is its reason alone.
            if let reason = result.ignoreReason {
                notes.append(result.status == .ignored ? "reason: " + reason : "ignored: " + reason)
            }
            if let suggestion = result.suggestion { notes.append(SuggestionReport.text(suggestion)) }
            if let alias = result.suggestionAliasNote { notes.append(alias) }
            if let withheld = result.suggestionWithheld { notes.append(withheld) }
            let statusCell = (result.failsRun ? "**\(status)**" : status)
                + notes.map { "<br>" + MarkdownText.escape($0) }.joined()
            let location = result.pair.foreground.location
            let cells = [
                statusCell,
                MarkdownText.escape(result.pairName),
                MarkdownText.escape(result.pair.appearance),
                MarkdownText.escape(result.figureText),
                MarkdownText.escape(result.requirementDescription + (result.textSizeDescription.map { "; " + $0 } ?? "")),
                MarkdownText.escape(location.line > 0 ? "\(location.file):\(location.line)" : location.file),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// Sort order of the Markdown table: run failures (0), baselined (1), ignored (2), pass (3).
    static func rank(_ result: PairResult) -> Int {
        if result.failsRun { return 0 }
        switch result.status {
        case .fail: return 0
        case .baselined: return 1
        case .ignored: return 2
        case .pass: return 3
        }
    }
}

/// Escaping for GitHub-flavored Markdown table cells and list items.
public enum MarkdownText {
    /// `text` shown literally: the ASCII punctuation Markdown gives meaning to (`\`, `` ` ``, `*`,
    /// `_`, `[`, `]`, `<`, `>`, `|`, `#`, `~`, `!`) is backslash-escaped (CommonMark §2.4 lets any
    /// ASCII punctuation be escaped), line breaks become spaces so a row stays one row, and other
    /// control characters (an escape sequence in a file name) are shown as `\u{1B}`
    /// (``TextExcerpt/printable(_:)``, its backslash escaped).
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!": out += "\\" + String(character)
            case "\n", "\r", "\r\n": out += " "
            case _ where character.unicodeScalars.contains(where: TextExcerpt.isControl):
                for piece in TextExcerpt.printable(String(character)) { out += piece == "\\" ? "\\\\" : String(piece) }
            default: out.append(character)
            }
        }
        return out
    }
}
