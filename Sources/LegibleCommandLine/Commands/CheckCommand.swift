import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens

/// `legible check FILE|DIR...`: every token pair of a palette against WCAG 2.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check every foreground/background pair in palette and token files.",
        discussion: [
            "Reads DTCG token JSON, CSS custom properties, JSON palettes, Xcode asset catalogs (colorsets of "
                + "--idiom, else universal; a colorset with no color is skipped) and Android colors.xml (a directory means every "
                + "file of a known format under it; later files override earlier tokens of the same "
                + "name). Pairs come from --pairs, or from naming conventions (on-X over X; fg, text or "
                + "foreground over bg, canvas, surface or background in the same mode; Apple's XText over "
                + "XBackground; a group's color and border over its bg and background-color; the report "
                + "says how many pairs each made; when names give backgrounds but no foreground, the steps at the text end of "
                + "each color ramp over the backgrounds, reported as a guess), or from --all-pairs. Without --pairs, a pairs file beside an input (NAME.pairs.json beside "
                + "NAME.css or NAME.tokens.json, or any *.pairs.json in a directory argument) is used. "
                + "A run that finds no pairs is an error.",
            "With --method apca, each pair is also measured as APCA lightness contrast Lc (foreground "
                + "as text), the requirement becomes the minimum |Lc| for the pair's role (text Lc 75, "
                + "large text Lc 60, non-text Lc 30) and APCA decides the status; the WCAG 2 ratio is kept "
                + "for reference. APCA is a draft: not part of WCAG 2, and WCAG 3 has not adopted it.",
            "Colors that carry meaning (the pairs file's \"sets\", or token groups named status, "
                + "feedback, chart, series or categorical) are also checked as 'legible distinguish' "
                + "does (WCAG 1.4.1): a pair that collapses under protanopia, deuteranopia, tritanopia "
                + "or in grayscale is reported and fails the run. A pairs entry with \"role\": \"link\" "
                + "and \"text\" also checks the link against the body text at 3:1 (technique G183) "
                + "unless \"underlined\": true.",
            "Settings come from legible.json, looked up from the current directory up to the repository "
                + "root (the folder holding .git), or from --config; the command line overrides it. Its keys: "
                + "inputs, pairs (a file or an inline list), sets, level, method, ignore (foreground, background, "
                + "optional appearance, required reason), exclude (globs), baseline and failures (error or warning).",
            "A pair rule that names a token exactly (no * or ?) that no token has stops the run (exit 2), naming "
                + "the rule's file and line and the closest token name; a rule whose pattern matches nothing is a "
                + "warning in every format.",
            "An increased-contrast appearance (X-high-contrast) must not have less contrast than X for the same "
                + "pair: such a pair is a regression and fails the run even when it passes. With --baseline, "
                + "failures, regressions (while the drop does not grow) and collapses the file records are reported "
                + "as baselined and do not fail the run, and entries that no longer fail are reported as fixed; "
                + "--update-baseline rewrites it with the current failures, regressions and collapses. --suggest adds the "
                + "nearest passing foreground to every failing pair.",
            "Exit status: 0 when every pair passes, 1 when any pair fails or regresses, or a color pair "
                + "collapses (failures and collapses the baseline records do not count; none with --failures "
                + "warning), 2 on a usage error, an "
                + "unreadable or invalid input, configuration or baseline file, a value that could not be computed in a pair (unless "
                + "--allow-skipped), or when no pairs were found.",
        ],
        arguments: [
            ArgumentSpec(name: "path", help: "Token or palette files, or directories to search (default: the "
                + "configuration's inputs).", isOptional: true, isRepeating: true),
        ],
        options: [
            .value("pairs", valueName: "file", help: "A JSON pairs file that says which tokens to check against which."),
            .flag("all-pairs", help: "Check every foreground against every background in each appearance."),
            .flag("allow-skipped", help: "Let a value that could not be computed (#GGG, var(--missing)) take part in a pair: "
                + "list it under Skipped and judge the other pairs, instead of stopping the run (exit 2)."),
            .repeatable("exclude", valueName: "glob",
                        help: "Leave out files (a path glob: legacy/**, *.json5, ./vendor/) or tokens (a name glob: "
                            + "fg.legacy.*); file:GLOB and token:GLOB force either (repeatable)."),
            .value("max-pairs", valueName: "n",
                   help: "Refuse a run of more pairs than this (each takes about 2.5 KB of memory and report).",
                   defaultValue: String(ColorPairCheck.defaultMaxPairs)),
            .level("The level for pairs that do not set their own."),
            .contrastMethod,
            .policy,
            OptionSpec(
                name: "bold-text", kind: .value, valueName: "on|both",
                help: "Judge text-style pairs with the Bold Text setting on (weights +200, at most 900), or "
                    + "both off and on with 'both' (overrides boldText in legible.json).",
                allowedValues: ["on", "off", "both"], impliedValue: "on"),
            .format([.text, .json, .sarif, .junit, .github, .markdown]),
            .value("output", short: "o", valueName: "file",
                   help: "Write the report to this file (atomically) instead of standard output."),
        ] + checkOptions + summaryOptions + DistinguishCommand.distinctionOptions + InputLimits.tokenOptions)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        do {
            return try runCheck(arguments, context: context)
        } catch {
            // An input error still leaves its report (in `--output`, or a machine format on
            // standard output), as `scan` does, so CI annotations and artifacts show it.
            if case .input(let message) = error { emitStopped(message, arguments: arguments, context: context) }
            throw error
        }
    }

    /// Checks and reports; ``run(_:context:)`` adds the report of a run stopped by an input error.
    static func runCheck(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        if arguments.has("pairs"), arguments.flag("all-pairs") {
            throw .usage(UsageError(.conflictingOptions("--pairs", "--all-pairs"), command: spec.name))
        }
        try validateSummaryOptions(arguments)
        let settings = try CheckSettings.resolve(arguments, context: context)
        let check = try colorPairCheck(arguments, settings: settings, context: context)
        if arguments.flag("update-baseline"), let baseline = settings.baselinePath, let configuration = settings.configuration {
            // The check refuses a baseline that is one of its inputs; the configuration is ours.
            try OutputGuard.refuse(
                baseline, resolved: baseline, option: "--update-baseline",
                inputs: OutputGuard.identities([context.resolve(configuration.path)]), command: spec.name)
        }
        let result: ColorPairCheckResult
        do {
            result = try check.run()
        } catch {
            switch error.kind {
            case .invalidInput: throw .input(error.message)
            case .invalidCheck: throw .usage(UsageError(.other(error.message), command: spec.name))
            }
        }
        for note in result.notes { context.standardError.writeMessage("note", note) }
        let report = result.report
        // Every file the run read: tokens, pairs files (given, beside an input or in the
        // configuration), the configuration, and (after the baseline is rewritten with
        // --update-baseline) the baseline. No output may replace one.
        let read = result.filesRead + [settings.configuration?.path].compactMap { $0 }
        var readFiles = OutputGuard.identities(read.map(context.resolve))
        if let baseline = result.updatedBaseline, let path = settings.baselinePath {
            // Every usage conflict of the report's output is found before the baseline is written.
            try validateOutput(report, arguments: arguments, context: context,
                               readFiles: readFiles.union(OutputGuard.identities([path])), baseline: path)
            try write(baseline, to: path, fixed: report.fixed.count, readFiles: readFiles, context: context)
        }
        if let baseline = settings.baselinePath { readFiles.formUnion(OutputGuard.identities([baseline])) }
        return try emit(report, arguments: arguments, context: context, readFiles: readFiles, failures: settings.failures)
    }

    /// The library check that the arguments and settings describe.
    ///
    /// - Throws: ``CommandFailure`` `.usage` for an invalid cap, threshold or `--update-baseline`
    ///   without a baseline path.
    static func colorPairCheck(
        _ arguments: ParsedArguments, settings: CheckSettings, context: CommandContext
    ) throws(CommandFailure) -> ColorPairCheck {
        var check = ColorPairCheck(inputs: .files(settings.inputs), level: settings.level)
        check.loader = try InputLimits.tokenLoader(arguments)
        do throws(UsageError) {
            check.maxPairs = try arguments.integer(
                "max-pairs", in: 1...Int(Int32.max), expected: "a positive whole number of pairs")
                ?? ColorPairCheck.defaultMaxPairs
        } catch {
            throw .usage(error)
        }
        if arguments.flag("all-pairs") {
            check.pairs = .everyCombination
        } else if let path = settings.pairsPath {
            check.pairs = .file(path)
        } else if let rules = settings.configuredPairs {
            check.pairs = .rules(rules)
        }
        check.sets = settings.configuredSets
        check.method = settings.method
        check.policy = settings.policy
        check.contentSizes = settings.contentSizes
        check.boldText = settings.boldText
        check.ignore = settings.ignore
        check.exclude = settings.exclude
        check.suggestsFixes = arguments.flag("suggest")
        check.allowsSkipped = arguments.flag("allow-skipped")
        check.detail = detail(arguments)
        check.distinction = try DistinguishCommand.distinctionCheck(arguments)
        check.pathsRelativeTo = context.currentDirectory
        if arguments.flag("update-baseline") {
            guard let path = settings.baselinePath else {
                throw .usage(UsageError(
                    .other("'--update-baseline' needs a baseline file: give --baseline FILE or \"baseline\" in legible.json"),
                    command: spec.name))
            }
            check.baseline = .updating(path)
        } else if let path = settings.baselinePath {
            check.baseline = .file(path)
        }
        return check
    }

    /// `tokens.json:12:7: circular alias: a → b → a`: the file first, as compilers print it.
    static func inputErrorLine(_ error: TokenFileError, context: CommandContext) -> String {
        ColorPairCheck.errorLine(error, display: context.display)
    }
}
