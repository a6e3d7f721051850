import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report as GitHub Actions workflow commands, one per line, which the runner turns into
    /// annotations on the pull request:
    ///
    /// - `::error file=F,line=L,col=C,title=T::message` for each failing pair, regression and
    ///   collapse (title `WCAG 1.4.3 contrast`, `Increased-contrast regression`, `WCAG 1.4.1 use
    ///   of color`);
    /// - `::notice ...` for each baselined failure and baselined collapse;
    /// - `::warning ...` for each skipped value and each of ``warnings`` (title
    ///   ``CheckWarning/Kind/title``: `Pair rule matched nothing` at the rule's file and line,
    ///   `Exclude matched nothing`, `Pairs guessed`);
    /// - `::notice ...` for each value computed under an assumption (``notes``), each baselined
    ///   regression and each baseline entry that no longer fails (``fixed``);
    /// - then the summary line as plain log text.
    ///
    /// Escaping follows the Actions runner's rules: in the message `%`, `\r`, `\n` become
    /// `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`. Other
    /// control characters (an escape sequence in a file or token name) are written as `\u{1B}`
    /// (``TextExcerpt/printable(_:)``).
    public func renderGitHubCommands() -> String {
        var out = ""
        if let inputError {
            out += GitHubCommand.line("error", location: inputErrorLocation, title: "Check stopped on an input error",
                                      message: inputError)
        }
        for result in results where result.status != .ignored {
            let location = result.pair.foreground.location
            switch result.status {
            case .fail:
                out += GitHubCommand.line(
                    "error", location: location,
                    title: result.isWorseThanBaseline
                        ? "WCAG \(result.requirement.criterion) contrast worse than the baseline"
                        : "WCAG \(result.requirement.criterion) contrast",
                    message: result.message)
            case .baselined:
                out += GitHubCommand.line("notice", location: location,
                                          title: "Baselined contrast failure", message: result.message)
            case .pass, .ignored: break
            }
            if let regression = result.regressionDescription {
                let accepted = result.isRegressionBaselined
                out += GitHubCommand.line(
                    accepted ? "notice" : "error", location: location,
                    title: accepted ? "Baselined increased-contrast regression" : "Increased-contrast regression",
                    message: "\(result.pairName) (\(result.pair.appearance)): \(result.figureText), \(regression).")
            }
        }
        if let distinction {
            for finding in distinction.findings {
                let baselined = isBaselined(finding)
                out += GitHubCommand.line(
                    baselined ? "notice" : "error", location: location(of: finding.collapse.first, in: finding.set),
                    title: baselined ? "Baselined use of color" : "WCAG 1.4.1 use of color",
                    message: finding.message(check: distinction.check))
            }
        }
        for token in skipped {
            out += GitHubCommand.line(
                "warning", location: token.location, title: "Value skipped",
                message: "\(token.name) [\(token.appearance)] was skipped: \(token.reason)\(token.valueNote).")
        }
        for warning in warnings {
            out += GitHubCommand.line("warning", location: warning.location, title: warning.kind.title,
                                      message: warning.message + ".")
        }
        for note in notes {
            out += GitHubCommand.line("notice", location: note.location, title: "Value assumed",
                                      message: "\(note.name): \(note.message).")
        }
        for entry in fixed {
            out += GitHubCommand.line("notice", location: nil, title: "Fixed since the baseline", message: entry.message)
        }
        return out + TextExcerpt.printable(summaryLine) + "\n"
    }
}

/// GitHub Actions workflow commands (`::command key=value,...::message`).
public enum GitHubCommand {
    /// One command line: `::kind file=...,line=...,col=...,title=...::message`, ending in a
    /// newline; `location` nil (or line 0) omits the position it lacks.
    public static func line(_ kind: String, location: SourceLocation?, title: String, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=" + escapeProperty(location.file))
            if location.line > 0 {
                properties.append("line=\(location.line)")
                if location.column > 0 { properties.append("col=\(location.column)") }
            }
        }
        properties.append("title=" + escapeProperty(title))
        return "::\(kind) " + properties.joined(separator: ",") + "::" + escapeData(message) + "\n"
    }

    /// A message: `%` → `%25`, CR → `%0D`, LF → `%0A` (the runner decodes these three), and
    /// any other control character (C0, DEL, C1: an escape sequence) → `\u{1B}` as
    /// ``TextExcerpt/printable(_:)`` writes it, which the runner shows as it is.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case _ where TextExcerpt.isControl(scalar): out += TextExcerpt.printable(String(scalar))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as ``escapeData(_:)``, and `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(":", with: "%3A").replacingOccurrences(",", with: "%2C")
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
