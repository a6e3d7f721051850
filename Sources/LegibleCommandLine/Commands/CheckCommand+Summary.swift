import LegibleChecks
import LegibleCore
import LegibleReports

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

    /// The report's detail: `--summary` (with the matrices in JSON); else a summary beyond
    /// ``CheckSummary/pairLimit`` pairs in text, Markdown and JUnit unless `--full`; else every pair.
    static func detail(_ arguments: ParsedArguments) -> ColorPairCheck.Detail {
        if arguments.flag("summary") { return .summary(includesMatrix: arguments.format == .json) }
        guard !arguments.flag("full"), [.text, .markdown, .junit].contains(arguments.format) else { return .everyPair }
        return .summaryBeyond(pairLimit: CheckSummary.pairLimit)
    }
}
