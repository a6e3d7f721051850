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
                + "foreground over bg, canvas, surface or background in the same mode), or from "
                + "--all-pairs. Without --pairs, a pairs file beside an input (NAME.pairs.json beside "
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
                + "optional appearance, required reason) and baseline.",
            "An increased-contrast appearance (X-high-contrast) must not have less contrast than X for the same "
                + "pair: such a pair is a regression and fails the run even when it passes. With --baseline, "
                + "failures, regressions (while the drop does not grow) and collapses the file records are reported "
                + "as baselined and do not fail the run, and entries that no longer fail are reported as fixed; "
                + "--update-baseline rewrites it with the current failures, regressions and collapses. --suggest adds the "
                + "nearest passing foreground to every failing pair.",
            "Exit status: 0 when every pair passes, 1 when any pair fails or regresses, or a color pair "
                + "collapses (failures and collapses the baseline records do not count), 2 on a usage error, an "
                + "unreadable or invalid input, configuration or baseline file, or when no pairs were found.",
        ],
        arguments: [
            ArgumentSpec(name: "path", help: "Token or palette files, or directories to search (default: the "
                + "configuration's inputs).", isOptional: true, isRepeating: true),
        ],
        options: [
            .value("pairs", valueName: "file", help: "A JSON pairs file that says which tokens to check against which."),
            .flag("all-pairs", help: "Check every foreground against every background in each appearance."),
            .value("max-pairs", valueName: "n",
                   help: "Refuse a run of more pairs than this (each takes about 2.5 KB of memory and report).",
                   defaultValue: String(defaultMaxPairs)),
            .level("The level for pairs that do not set their own."),
            .contrastMethod,
            .policy,
            .format([.text, .json, .sarif, .junit, .github, .markdown]),
            .value("output", short: "o", valueName: "file",
                   help: "Write the report to this file (atomically) instead of standard output."),
        ] + checkOptions + summaryOptions + DistinguishCommand.distinctionOptions + InputLimits.tokenOptions)

    /// Pairs with the run's policy and content sizes filled in where their rules set none;
    /// refuses sized pairs under APCA, which has its own size rule.
    static func sized(_ pairs: [TokenPair], settings: CheckSettings) throws(CommandFailure) -> [TokenPair] {
        if settings.method == .apca, pairs.contains(where: { $0.textSize != nil }) {
            throw .usage(UsageError(
                .other("pairs with \"size\" or \"textStyle\" are judged by a WCAG 2 policy; they cannot be "
                    + "checked with --method apca"), command: spec.name))
        }
        return pairs.map { pair in
            var copy = pair
            copy.textSize = pair.textSize?.withDefaults(policy: settings.policy, contentSizes: settings.contentSizes)
            return copy
        }
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        if arguments.has("pairs"), arguments.flag("all-pairs") {
            throw .usage(UsageError(.conflictingOptions("--pairs", "--all-pairs"), command: spec.name))
        }
        try validateSummaryOptions(arguments)
        let settings = try CheckSettings.resolve(arguments, context: context)
        let loader = try InputLimits.tokenLoader(arguments)
        let tokens: TokenSet
        var pairsFile: PairsFile?
        var uncoveredInputs: [String] = []
        do {
            let inputs = settings.inputs
            tokens = try loader.load(paths: inputs)
            pairsFile = try settings.pairsFile()
            if pairsFile == nil, !arguments.flag("all-pairs") {
                // Pairs files shipped beside the inputs (NAME.pairs.json) stand in for --pairs;
                // inputs without one still get the automatic pairs, so nothing goes unchecked.
                for companion in PairsFile.companions(of: inputs) {
                    let rules = try PairsFile.load(path: companion).rules
                    pairsFile = PairsFile(rules: (pairsFile?.rules ?? []) + rules)
                    context.standardError.write("note: using the pairs in \(context.display(companion))\n")
                }
                if pairsFile != nil {
                    uncoveredInputs = inputs.filter { PairsFile.companions(of: [$0]).isEmpty }
                }
            }
        } catch {
            throw .input(inputErrorLine(error, context: context))
        }
        let maxPairs: Int
        do throws(UsageError) {
            maxPairs = try arguments.integer("max-pairs", in: 1...Int(Int32.max), expected: "a positive whole number of pairs")
                ?? defaultMaxPairs
        } catch {
            throw .usage(error)
        }
        let direct = try directSummary(tokens, settings: settings, arguments: arguments, maxPairs: maxPairs)
        if arguments.flag("all-pairs"), direct == nil {
            // Every ordered pair within each appearance, counted before any is made.
            var perAppearance: [String: Int] = [:]
            for token in tokens.tokens { perAppearance[token.appearance, default: 0] += 1 }
            let bound = perAppearance.values.reduce(0) { $0 + $1 * max(0, $1 - 1) }
            if bound > maxPairs { throw .input(tooManyPairs(bound, cap: maxPairs, allPairs: true)) }
        }
        if var file = pairsFile, file.rules.contains(where: {
            if case .typography = $0.textSize?.source { return true } else { return false }
        }) {
            do {
                file.rules = try PairsFile.resolvingTypography(
                    file.rules, tokens: try TypographyTokens.read(paths: settings.inputs))
            } catch {
                throw .input(inputErrorLine(error, context: context))
            }
            pairsFile = file
        }
        if let pairsFile, let message = skippedPairedToken(pairsFile, tokens: tokens, context: context) {
            throw .input(message)
        }
        var pairs = direct != nil ? [] : Pairing.pairs(
            in: tokens, pairsFile: pairsFile, allPairs: arguments.flag("all-pairs"),
            defaultLevel: settings.level)
        if pairs.count > maxPairs { throw .input(tooManyPairs(pairs.count, cap: maxPairs, allPairs: false)) }
        pairs = try sized(pairs, settings: settings)
        if !uncoveredInputs.isEmpty {
            let chosen = Set(pairs.map { [$0.foreground.name, $0.background.name, $0.appearance] })
            pairs += Pairing.automaticPairs(in: tokens, level: settings.level).filter {
                !chosen.contains([$0.foreground.name, $0.background.name, $0.appearance])
                    && Pairing.isCheckedInOwnAppearance(foreground: $0.foreground, background: $0.background)
            }
            for input in uncoveredInputs {
                context.standardError.write(
                    "note: \(context.display(input)) has no pairs file beside it: its tokens are paired by the naming conventions\n")
            }
        }
        guard !pairs.isEmpty || direct != nil else {
            if arguments.flag("all-pairs"), !tokens.tokens.isEmpty {
                throw .input("no pairs to check: --all-pairs needs at least two tokens in one appearance, and "
                    + "every appearance has one (\(Set(tokens.tokens.map(\.name)).count) token name(s) in all); "
                    + "--pairs cannot help either")
            }
            if let message = fewColorsMessage(tokens) { throw .input(message) }
            throw .input(noPairsMessage(
                tokenCount: tokens.tokens.count, skipped: tokens.skipped, usedPairsFile: pairsFile != nil,
                context: context))
        }
        let check = try DistinguishCommand.distinctionCheck(arguments)
        let definitions = [pairsFile?.sets ?? [], settings.configuredSets].first { !$0.isEmpty }
        let sets = definitions.map { CategorySets.sets(in: tokens, definitions: $0) } ?? CategorySets.sets(in: tokens)
        var report = CheckReport(
            pairs: pairs.map { displayed($0, context: context) }, method: settings.method,
            distinction: DistinguishReport(sets: sets, check: check))
        report.policy = settings.policy
        report.summary = direct
        report.skipped = tokens.skipped.map { token in
            var copy = token
            copy.location.file = context.display(token.location.file)
            return copy
        }
        report.notes = tokens.notes.map { note in
            var copy = note
            copy.location.file = context.display(note.location.file)
            return copy
        }
        report.recordLocations(of: tokens.tokens.map { token in
            var copy = token
            copy.location.file = context.display(token.location.file)
            return copy
        })
        // Every file the run read: tokens, pairs files (given, beside an input or in the
        // configuration), the configuration, and (after `finish`, which may rewrite it with
        // --update-baseline) the baseline. No output may replace one.
        var read = [settings.pairsPath, settings.configuration?.path].compactMap { $0 }
        read += (pairsFile?.rules ?? []).map(\.location.file) + (pairsFile?.sets ?? []).map(\.location.file)
        var readFiles = sourceFiles(report, context: context).union(OutputGuard.identities(read.map(context.resolve)))
        try finish(&report, settings: settings, arguments: arguments, context: context, readFiles: readFiles)
        if direct == nil, showsSummary(pairCount: report.results.count, arguments: arguments) {
            report.summary = CheckSummary(results: report.results, includesMatrix: arguments.format == .json)
        }
        if let baseline = settings.baselinePath { readFiles.formUnion(OutputGuard.identities([baseline])) }
        return try emit(report, arguments: arguments, context: context, readFiles: readFiles)
    }

    /// `tokens.json:12:7: circular alias: a → b → a`: the file first, as compilers print it.
    static func inputErrorLine(_ error: TokenFileError, context: CommandContext) -> String {
        var location = error.location
        location.file = context.display(location.file)
        let place = location.line > 0 ? location.description : location.file
        return "\(place): \(error.message)"
    }


    /// A pair named in a pairs file whose token (named exactly, not by a pattern) could not be
    /// computed and was skipped: a gate that silently left it out would pass a broken pair.
    static func skippedPairedToken(_ file: PairsFile, tokens: TokenSet, context: CommandContext) -> String? {
        let present = Set(tokens.tokens.map(\.name))
        let skipped = Dictionary(tokens.skipped.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for rule in file.rules {
            for name in [rule.foreground, rule.background] where !present.contains(name) {
                guard let token = skipped[name] else { continue }
                let at = token.location
                return "\(context.display(rule.location.file)):\(rule.location.line): the pair \(rule.foreground) on "
                    + "\(rule.background) names '\(name)', whose value could not be computed "
                    + "(\(context.display(at.file)):\(at.line):\(at.column): \(token.reason))"
            }
        }
        return nil
    }

    /// `--max-pairs` by default: 2,500,000 pairs, about 6 GB at the peak.
    static let defaultMaxPairs = 2_500_000

    /// The message for a run over `--max-pairs`.
    static func tooManyPairs(_ count: Int, cap: Int, allPairs: Bool) -> String {
        "\(allPairs ? "--all-pairs would check up to" : "the pairs come to") \(count) pairs, more than "
            + "--max-pairs \(cap) (about 2.5 KB each): raise --max-pairs, or name the pairs in a pairs file"
    }

    /// The error for a run whose inputs hold asset-catalog colorsets but fewer than two usable
    /// colors in every appearance, or nil when some appearance has two: it counts the colorsets
    /// and the skipped values by reason (`3 colorsets read; 2 skipped: 1 no color set, 1 …`), so a
    /// new project's catalog (only `AccentColor`, with no color) says why nothing was checked.
    static func fewColorsMessage(_ tokens: TokenSet) -> String? {
        guard tokens.colorSetCount > 0 else { return nil }
        var perAppearance: [String: Int] = [:]
        for token in tokens.tokens { perAppearance[token.appearance, default: 0] += 1 }
        guard perAppearance.values.allSatisfy({ $0 < 2 }) else { return nil }
        var reasons: [(reason: String, count: Int)] = []
        for token in tokens.skipped {
            if let i = reasons.firstIndex(where: { $0.reason == token.reason }) {
                reasons[i].count += 1
            } else {
                reasons.append((token.reason, 1))
            }
        }
        let colorsets = "\(tokens.colorSetCount) \(tokens.colorSetCount == 1 ? "colorset" : "colorsets") read"
        let skipped = tokens.skipped.isEmpty
            ? "none skipped"
            : "\(tokens.skipped.count) skipped (" + reasons.map { "\($0.count) \($0.reason)" }.joined(separator: "; ") + ")"
        return "no pairs to check: the inputs hold fewer than two usable colors in every appearance "
            + "(\(colorsets), \(skipped)); a check that compared nothing cannot pass: add colors to the "
            + "catalog, or give the other catalogs of the app in the same run"
    }

    /// The error for a run that found nothing to check; it always names `--pairs` and
    /// `--all-pairs`, since a CI gate that checked nothing must not pass.
    static func noPairsMessage(
        tokenCount: Int, skipped: [SkippedToken] = [], usedPairsFile: Bool, context: CommandContext
    ) -> String {
        if tokenCount == 0 {
            if let first = skipped.first {
                var location = first.location
                location.file = context.display(location.file)
                return "no pairs to check: no color could be computed; \(skipped.count) value(s) were skipped, "
                    + "the first at \(location): '\(first.name)' \(first.reason) (neither --pairs nor "
                    + "--all-pairs can help until colors load)"
            }
            return "no pairs to check: the inputs hold no color tokens (Legible reads DTCG and plain JSON, "
                + "CSS custom properties, Style Dictionary, Tokens Studio, Xcode asset catalogs, Android "
                + "colors.xml, GIMP .gpl, Adobe .ase, Figma variables and DSP files; neither --pairs nor "
                + "--all-pairs can help until colors load)"
        }
        if usedPairsFile {
            return "no pairs to check: the --pairs file matched none of the \(tokenCount) tokens; check its "
                + "names and globs against the token names, or use --all-pairs to check every combination"
        }
        return "no pairs to check: the naming conventions paired none of the \(tokenCount) tokens; give a "
            + "pairs file with --pairs, or use --all-pairs to check every combination"
    }

    /// The pair with its token paths shown relative to the context's directory again.
    static func displayed(_ pair: TokenPair, context: CommandContext) -> TokenPair {
        var copy = pair
        copy.foreground.location.file = context.display(pair.foreground.location.file)
        copy.background.location.file = context.display(pair.background.location.file)
        return copy
    }
}
