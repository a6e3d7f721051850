import LegibleCore
import LegibleReports
import LegibleTokens

/// `check --summary` and `--full`: the summary of a large run in text, Markdown, JUnit and JSON.
extension CheckCommand {
    /// The options that choose between a summary and every pair.
    static let summaryOptions: [OptionSpec] = [
        .flag("summary", help: "Summarise the run in text, Markdown, JUnit or JSON: per foreground, the backgrounds it "
            + "passes on; the 20 failing pairs nearest to passing; the counts; in JSON also a matrix of ratios per appearance."),
        .flag("full", help: "List every pair in text, Markdown and JUnit even when the run has more than "
            + "\(CheckSummary.pairLimit) pairs (these formats summarise such runs by default)."),
    ]

    /// Refuses `--summary` with `--full`, and either with a format that always lists every
    /// failing pair (SARIF, GitHub annotations), so neither flag is silently without effect.
    static func validateSummaryOptions(_ arguments: ParsedArguments) throws(CommandFailure) {
        if arguments.flag("summary"), arguments.flag("full") {
            throw .usage(UsageError(.conflictingOptions("--summary", "--full"), command: spec.name))
        }
        for flag in ["summary", "full"] where arguments.flag(flag) && [.sarif, .github].contains(arguments.format) {
            throw .usage(UsageError(
                .other("'--\(flag)' has no effect with --format \(arguments.format.rawValue), which reports every "
                    + "failing pair; use it with text, markdown, junit or json"),
                command: spec.name))
        }
    }

    /// Whether a run of `pairCount` pairs is reported as a summary: `--summary`, or more than
    /// ``CheckSummary/pairLimit`` pairs in text, Markdown or JUnit without `--full`.
    static func showsSummary(pairCount: Int, arguments: ParsedArguments) -> Bool {
        if arguments.flag("summary") { return true }
        guard !arguments.flag("full") else { return false }
        return [.text, .markdown, .junit].contains(arguments.format) && pairCount > CheckSummary.pairLimit
    }

    /// The summary of `--all-pairs` straight from the tokens (no record per pair), or nil when
    /// the run needs the per-pair path: not `--all-pairs`, APCA, a baseline, `--suggest`, an
    /// ignore list, an increased-contrast appearance (the regression rule compares pairs), or a
    /// run small enough to list. With a JSON matrix, refuses one of more cells than `maxPairs`.
    static func directSummary(
        _ tokens: TokenSet, settings: CheckSettings, arguments: ParsedArguments, maxPairs: Int
    ) throws(CommandFailure) -> CheckSummary? {
        guard arguments.flag("all-pairs"), settings.method == .wcag, settings.baselinePath == nil,
            !arguments.flag("update-baseline"), !arguments.flag("suggest"), settings.ignore.isEmpty,
            !tokens.appearances.contains(where: { ContrastRegression.standardAppearance(of: $0) != nil })
        else { return nil }
        let bound = tokens.appearances.reduce(0) { total, appearance in
            let n = tokens.tokens.count(where: { $0.appearance == appearance })
            return total + n * max(0, n - 1)
        }
        guard showsSummary(pairCount: bound, arguments: arguments) else { return nil }
        let withMatrix = arguments.format == .json
        if withMatrix, bound > maxPairs { throw .input(tooManyPairs(bound, cap: maxPairs, allPairs: true)) }
        let summary = CheckSummary.allPairs(in: tokens, level: settings.level, includesMatrix: withMatrix)
        // The exact count can be lower (pairs of two inherited values are not checked).
        guard summary.pairCount > 0, showsSummary(pairCount: summary.pairCount, arguments: arguments) else { return nil }
        return summary
    }
}
