import LegibleCore
import LegibleTokens

/// How a build tool shows a finding that fails the run: as an error (the build fails) or a
/// warning (it goes on).
public enum FailureSeverity: String, CaseIterable, Hashable, Sendable {
    /// Failing pairs, regressions and collapses are `error:` lines; the run fails.
    case error
    /// They are `warning:` lines; the run does not fail on them.
    case warning
}

extension CheckReport {
    /// The report as compiler diagnostics, one per line, which `swift build` and Xcode show as
    /// issues on the line: `FILE:LINE:COLUMN: error: MESSAGE` (the column and line left out when
    /// unknown, as `FILE: error: …`).
    ///
    /// - each failing pair, regression and collapse: `failures` (`error` or `warning`);
    /// - each baselined failure, regression and collapse, each value computed under an
    ///   assumption and each baseline entry now fixed: `note`;
    /// - each skipped value: `warning`;
    /// - then the summary line as plain text.
    ///
    /// Messages are one line: a line break in a token name becomes a space; other control
    /// characters, and those of file names, are written as `\u{1B}` escapes
    /// (``TextExcerpt/printable(_:)``).
    public func renderDiagnostics(failures: FailureSeverity) -> String {
        let severity = failures.rawValue
        var out = ""
        for result in results where result.status != .ignored {
            let location = result.pair.foreground.location
            switch result.status {
            case .fail: out += Self.diagnostic(severity, at: location, result.message)
            case .baselined: out += Self.diagnostic("note", at: location, "baselined: " + result.message)
            case .pass, .ignored: break
            }
            if let regression = result.regressionDescription {
                let text = "\(result.pairName) (\(result.pair.appearance)): \(result.figureText), \(regression)."
                out += result.isRegressionBaselined
                    ? Self.diagnostic("note", at: location, "baselined increased-contrast regression: " + text)
                    : Self.diagnostic(severity, at: location, "increased-contrast regression: " + text)
            }
        }
        if let distinction {
            for finding in distinction.findings {
                let at = location(of: finding.collapse.first, in: finding.set)
                let text = finding.message(check: distinction.check)
                out += isBaselined(finding)
                    ? Self.diagnostic("note", at: at, "baselined: " + text)
                    : Self.diagnostic(severity, at: at, "WCAG 1.4.1 use of color: " + text)
            }
        }
        for token in skipped {
            out += Self.diagnostic(
                "warning", at: token.location,
                "\(token.name) [\(token.appearance)] was skipped: \(token.reason)\(token.valueNote); it is not checked")
        }
        for note in notes {
            out += Self.diagnostic("note", at: note.location, "\(note.name): \(note.message).")
        }
        for entry in fixed {
            out += Self.diagnostic("note", at: nil, "fixed since the baseline: " + entry.message)
        }
        return out + TextExcerpt.printable(summaryLine) + "\n"
    }

    /// One diagnostic line ending in a newline: `FILE:LINE:COLUMN: SEVERITY: MESSAGE` (the place
    /// left out where `location` has no file, line or column), the message on one line (line
    /// breaks become spaces), control characters in either written as `\u{1B}` escapes.
    public static func diagnostic(_ severity: String, at location: SourceLocation?, _ message: String) -> String {
        var place = ""
        if let location, !location.file.isEmpty {
            place = TextExcerpt.printable(location.file)
            if location.line > 0 {
                place += ":\(location.line)"
                if location.column > 0 { place += ":\(location.column)" }
            }
            place += ": "
        }
        let oneLine = message.replacingOccurrences("\n", with: " ").replacingOccurrences("\r", with: " ")
        return place + severity + ": " + TextExcerpt.printable(oneLine) + "\n"
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
