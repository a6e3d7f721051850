import LegibleCore
import LegibleReports

/// A subcommand: its declaration and how it runs.
protocol Command {
    /// What the command accepts; help is generated from it.
    static var spec: CommandSpec { get }
    /// Runs with parsed arguments and returns the exit status (0 pass, 1 accessibility failures).
    ///
    /// - Throws: ``CommandFailure`` for usage and input errors (exit 2).
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32
}

/// Why a command stopped before producing a report. Both cases exit with status 2.
enum CommandFailure: Error {
    /// The command line is wrong: printed with a pointer to the command's help.
    case usage(UsageError)
    /// An input could not be read: printed as one line that names the file.
    case input(String)
}

/// The exit statuses, documented in every command's help.
enum ExitStatus {
    /// Everything checked passes (or help and version were printed).
    static let success: Int32 = 0
    /// At least one accessibility requirement failed.
    static let failure: Int32 = 1
    /// The command line or an input was invalid.
    static let usage: Int32 = 2
}

extension OptionSpec {
    /// `--format <format>` with the formats a command supports; text by default.
    static func format(_ formats: [ReportFormat]) -> OptionSpec {
        .value("format", valueName: "format", help: "The output format.",
               allowed: formats.map(\.rawValue), defaultValue: ReportFormat.text.rawValue)
    }

    /// `--level <level>`: the WCAG level that decides the exit status.
    static func level(_ help: String) -> OptionSpec {
        .value("level", valueName: "level", help: help,
               allowed: WCAGLevel.allCases.map(\.rawValue), defaultValue: WCAGLevel.aa.rawValue)
    }
}

extension OptionSpec {
    /// `--method <method>`: the contrast measure, WCAG 2 by default; APCA is an opt-in draft.
    static var contrastMethod: OptionSpec {
        .value("method", valueName: "method",
               help: "The contrast method: wcag (WCAG 2 ratio) or apca (APCA Lc, a draft: not part of "
                   + "WCAG 2, and WCAG 3 has not adopted it).",
               allowed: ContrastMethod.allCases.map(\.rawValue), defaultValue: ContrastMethod.wcag.rawValue)
    }
}

extension ParsedArguments {
    /// The `--method` contrast method (already validated by the parser), WCAG when absent.
    var contrastMethod: ContrastMethod { value("method").flatMap(ContrastMethod.init(rawValue:)) ?? .wcag }

    /// The `--format` value (already validated by the parser), text when absent.
    var format: ReportFormat { value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text }

    /// The `--level` value (already validated by the parser), AA when absent.
    var level: WCAGLevel { value("level").flatMap(WCAGLevel.init(rawValue:)) ?? .aa }
}
