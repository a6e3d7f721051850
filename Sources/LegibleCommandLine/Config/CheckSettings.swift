import Foundation
import LegibleCore
import LegibleReports
import LegibleTokens

/// The settings of one `legible check` run: the command line over `legible.json` over the
/// defaults. Paths are as the file system sees them (resolved against the context).
struct CheckSettings {
    /// The configuration that applies, if any.
    var configuration: CheckConfiguration?
    /// The token files and directories.
    var inputs: [String]
    /// `--pairs`, else the configuration's `pairs` path.
    var pairsPath: String?
    /// The configuration's inline pairs and sets (used when no pairs path is given).
    var configuredPairs: PairsFile?
    /// The configuration's sets (kept when `--pairs` replaces its pairs).
    var configuredSets: [ColorSetRule]
    /// `--level`, else the configuration's, else AA.
    var level: WCAGLevel
    /// `--method`, else the configuration's, else WCAG.
    var method: ContrastMethod
    /// `--policy`, else the configuration's `policy`, else wcag: for pairs whose rule gives a
    /// size or text style and no policy of its own.
    var policy: ContrastPolicy = .wcag
    /// The configuration's `contentSizes`, for text-style pairs that name none.
    var contentSizes: [ContentSizeCategory]?
    /// `--bold-text`, else the configuration's `boldText`: the Bold Text settings text-style pairs
    /// that name none are judged with (nil: off).
    var boldText: [BoldText]?
    /// The configuration's ignore entries.
    var ignore: [CheckIgnoreRule]
    /// The configuration's `exclude` globs, then each `--exclude`.
    var exclude: [String] = []
    /// `--baseline`, else the configuration's `baseline`.
    var baselinePath: String?
    /// `--failures`, else the configuration's `failures`, else error.
    var failures: FailureSeverity = .error

    /// Merges the command line with the configuration: `--config FILE`, else (unless
    /// `--no-config`) the `legible.json` found by ``CheckConfiguration/lookup(from:exists:)``.
    ///
    /// - Throws: ``CommandFailure`` `.input` for an unreadable or invalid configuration,
    ///   `.usage` when no inputs are given anywhere, or for `--config` with `--no-config`.
    static func resolve(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> CheckSettings {
        if arguments.has("config"), arguments.flag("no-config") {
            throw .usage(UsageError(.conflictingOptions("--config", "--no-config"), command: CheckCommand.spec.name))
        }
        var configuration: CheckConfiguration?
        var configPath: String?
        if let path = arguments.value("config") {
            configPath = path
        } else if !arguments.flag("no-config") {
            let here = context.currentDirectory ?? FileManager.default.currentDirectoryPath
            if let levels = CheckConfiguration.lookup(from: here) {
                configPath = CheckConfiguration.relativePath(levels: levels)
            }
        }
        if let configPath {
            do {
                configuration = try CheckConfiguration.load(path: configPath, resolvedPath: context.resolve(configPath))
            } catch {
                throw .input(CheckCommand.inputErrorLine(error, context: context))
            }
            if !arguments.has("config") {
                context.standardError.writeMessage("note", "using the settings in \(configPath)")
            }
        }
        let inputs = arguments.positionals.isEmpty ? (configuration?.inputs ?? []) : arguments.positionals
        guard !inputs.isEmpty else {
            throw .usage(UsageError(
                .other("no inputs: give token files or directories, or \"inputs\" in legible.json"),
                command: CheckCommand.spec.name))
        }
        if inputs.contains(where: \.isEmpty) {
            // Resolved, '' would name the current directory: say what was given instead.
            throw .usage(UsageError(
                .other("an empty path was given as an input; expected a token file or a directory"),
                command: CheckCommand.spec.name))
        }
        if inputs.contains("-") {
            // As `scan -`: tokens are read from files, and '-' would be looked up as a file.
            throw .usage(UsageError(
                .other("'-' (standard input) is not supported as an input; save the tokens to a file and name it, "
                    + "such as tokens.json (a file named '-' is './-')"),
                command: CheckCommand.spec.name))
        }
        for option in ["baseline", "pairs"] where arguments.value(option) == "" {
            // As `scan --output ''`: resolved, '' would name the current directory.
            throw .usage(UsageError(.other("'--\(option)' needs a path, found an empty one"), command: CheckCommand.spec.name))
        }
        // One token file named twice (`x.css ./x.css`) is read once, with a note.
        let distinct = DistinctInputs.paths(inputs, reading: "read", context: context)
        let fromCommandLine = arguments.has("pairs") || arguments.flag("all-pairs")
        var settings = CheckSettings(
            configuration: configuration,
            inputs: distinct.map(context.resolve),
            pairsPath: (arguments.value("pairs") ?? (fromCommandLine ? nil : configuration?.pairsPath)).map(context.resolve),
            configuredPairs: fromCommandLine ? nil : configuration?.pairs,
            configuredSets: configuration?.pairs?.sets ?? [],
            level: arguments.has("level") ? arguments.level : (configuration?.level ?? .aa),
            method: arguments.has("method") ? arguments.contrastMethod : (configuration?.method ?? .wcag),
            ignore: configuration?.ignore ?? [],
            baselinePath: (arguments.value("baseline") ?? configuration?.baseline).map(context.resolve))
        settings.policy = arguments.policyOption ?? configuration?.policy ?? .wcag
        settings.contentSizes = configuration?.contentSizes
        settings.boldText = arguments.has("bold-text") ? arguments.boldTextSettings : configuration?.boldText
        settings.failures = arguments.value("failures").flatMap(FailureSeverity.init(rawValue:))
            ?? configuration?.failures ?? .error
        if arguments.allValues("exclude").contains(where: \.isEmpty) {
            throw .usage(UsageError(.invalidValue(option: "--exclude", value: "", expected: "a non-empty glob"),
                                    command: CheckCommand.spec.name))
        }
        settings.exclude = (configuration?.exclude ?? []) + arguments.allValues("exclude")
        return settings
    }

}
