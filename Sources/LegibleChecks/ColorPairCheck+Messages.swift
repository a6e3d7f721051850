import LegibleCore
import LegibleReports
import LegibleTokens

extension ColorPairCheck {
    /// A pair named in a pairs file whose token (named exactly, not by a pattern) could not be
    /// computed and was skipped: a gate that silently left it out would pass a broken pair. A
    /// rule whose `over` names no token is refused likewise.
    func skippedPairedToken(_ file: PairsFile, tokens: TokenSet) -> String? {
        let present = Set(tokens.tokens.map(\.name))
        let skipped = Dictionary(tokens.skipped.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for rule in file.rules {
            if let over = rule.over, !present.contains(over) {
                let at = rule.overLocation ?? rule.location
                var seen: Set<String> = []
                let names = tokens.tokens.map(\.name).filter { seen.insert($0).inserted }
                let hint = EditDistance.closest(to: over, in: names, allowingAbbreviations: false)
                    .map { "; did you mean '\($0)'?" } ?? ""
                return "\(display(at.file)):\(at.line):\(at.column): the pair \(rule.foreground) on "
                    + "\(rule.background) has \"over\": \"\(over)\", but no token has that name; expected the exact name "
                    + "of the opaque token beneath the background" + hint
            }
            for name in [rule.foreground, rule.background] where !present.contains(name) {
                guard let token = skipped[name] else { continue }
                let at = token.location
                return "\(display(rule.location.file)):\(rule.location.line): the pair \(rule.foreground) on "
                    + "\(rule.background) names '\(name)', whose value could not be computed "
                    + "(\(display(at.file)):\(at.line):\(at.column): \(token.reason))"
            }
        }
        return nil
    }

    /// The warning for a run whose pairs were guessed (``NamingConvention/rampSteps``): which
    /// ramp steps were taken as text over which backgrounds, at what requirement, and that a
    /// pairs file should name the real pairs; nil when no pair was guessed.
    static func rampGuessWarning(_ pairs: [TokenPair], level: WCAGLevel) -> CheckWarning? {
        let guessed = pairs.filter { $0.convention == .rampSteps }
        guard !guessed.isEmpty else { return nil }
        var foregrounds: [String] = [], backgrounds: [String] = []
        var seenF: Set<String> = [], seenB: Set<String> = []
        for pair in guessed {
            if seenF.insert(pair.foreground.name).inserted { foregrounds.append(pair.foreground.name) }
            if seenB.insert(pair.background.name).inserted { backgrounds.append(pair.background.name) }
        }
        // The steps by ramp, `gray900 … gray1400`.
        var stems: [String] = []
        var steps: [String: [String]] = [:]
        for name in foregrounds {
            guard let stem = Pairing.rampStep(name)?.stem else { continue }
            if steps[stem] == nil { stems.append(stem) }
            steps[stem, default: []].append(name)
        }
        for stem in stems {
            steps[stem]?.sort { (Pairing.rampStep($0)?.step ?? 0) < (Pairing.rampStep($1)?.step ?? 0) }
        }
        let ramps = stems.map { stem -> String in
            let names = steps[stem] ?? []
            return names.count > 1 ? "\(names[0]) … \(names[names.count - 1]) (\(names.count) steps)" : names[0]
        }
        let ratio = ContrastRequirement(level: level, role: .text).minimumRatio
        let ratioText = ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
        let share = Int(Pairing.rampTextShare * 100)
        let message = "no token name reads as a foreground (text, label, fg, on-X, X-foreground, a group's color or "
            + "border), so the \(guessed.count) \(guessed.count == 1 ? "pair is" : "pairs are") a guess: the "
            + "\(share) % of the steps at the text end of each color ramp (the end that contrasts more with the "
            + "canvas; only the neutral ramps when there are some), \(ramps.joined(separator: ", ")), taken as text over "
            + "\(backgrounds.count == 1 ? "the background" : "the backgrounds") \(backgrounds.joined(separator: ", ")) "
            + "at \(ratioText):1 (WCAG \(level.rawValue) text); the other steps are not checked. "
            + "Name the pairs the app draws in a pairs file (--pairs, or NAME.pairs.json beside the input)"
        return CheckWarning(kind: .guessedPairs, location: nil, message: message)
    }

    /// The message for a run over ``maxPairs`` (`--max-pairs` on the command line).
    static func tooManyPairs(_ count: Int, cap: Int, everyCombination: Bool) -> String {
        "\(everyCombination ? "--all-pairs would check up to" : "the pairs come to") \(count) pairs, more than "
            + "--max-pairs \(cap) (about 2.5 KB each): raise --max-pairs, or name the pairs in a pairs file"
    }

    /// The error for a run that made no pair.
    /// `emptyPairsFile`: the pairs file read (given or beside the inputs) holds no rule at all.
    func noPairsError(_ tokens: TokenSet, usedPairsFile: Bool, emptyPairsFile: Bool = false) -> ColorPairCheckError {
        if isEveryCombination, !tokens.tokens.isEmpty {
            return ColorPairCheckError(
                .invalidInput, "no pairs to check: --all-pairs needs at least two tokens in one appearance, and "
                    + "every appearance has one (\(Set(tokens.tokens.map(\.name)).count) token name(s) in all); "
                    + "--pairs cannot help either" + skippedClause(tokens.skipped))
        }
        if let message = Self.fewColorsMessage(tokens) { return ColorPairCheckError(.invalidInput, message) }
        return ColorPairCheckError(
            .invalidInput, noPairsMessage(
                tokenCount: Set(tokens.tokens.map(\.name)).count, skipped: tokens.skipped, usedPairsFile: usedPairsFile,
                emptyPairsFile: emptyPairsFile, roles: Pairing.namingRoles(in: tokens)))
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
        let colorsets = "\(tokens.colorSetCount) \(tokens.colorSetCount == 1 ? "colorset" : "colorsets") read"
        let skipped = tokens.skipped.isEmpty ? "none skipped" : "\(tokens.skipped.count) skipped (\(reasons(tokens.skipped)))"
        return "no pairs to check: the inputs hold fewer than two usable colors in every appearance "
            + "(\(colorsets), \(skipped)); a check that compared nothing cannot pass: add colors to the "
            + "catalog, or give the other catalogs of the app in the same run"
    }

    /// The skipped values counted by reason, most frequent first (ties in order of first
    /// appearance), at most three reasons named: `2 invalid hex color; 1 references --x, which no
    /// input defines`.
    static func reasons(_ skipped: [SkippedToken]) -> String {
        var reasons: [(reason: String, count: Int)] = []
        for token in skipped {
            if let i = reasons.firstIndex(where: { $0.reason == token.reason }) {
                reasons[i].count += 1
            } else {
                reasons.append((token.reason, 1))
            }
        }
        let ranked = reasons.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map(\.element)
        let shown = ranked.prefix(3).map { "\($0.count) \($0.reason)" }
        return (shown + (ranked.count > 3 ? ["\(ranked.count - 3) other reasons"] : [])).joined(separator: "; ")
    }

    /// The inputs as the messages name them (`empty.json`, `a.json, b.css and 2 more`), or nil
    /// for tokens already loaded.
    var inputNames: String? {
        let paths: [String]
        switch inputs {
        case .files(let files): paths = files
        case .sources(let sources): paths = sources.map(\.path)
        case .tokens: return nil
        }
        guard !paths.isEmpty else { return nil }
        let shown = paths.prefix(3).map(display).joined(separator: ", ")
        return paths.count > 3 ? shown + " and \(paths.count - 3) more" : shown
    }

    /// How many inputs the check was given (0 for tokens already loaded).
    var inputCount: Int {
        switch inputs {
        case .files(let files): files.count
        case .sources(let sources): sources.count
        case .tokens: 0
        }
    }

    /// The error for a run that found nothing to check; it always names `--pairs` and
    /// `--all-pairs`, since a CI gate that checked nothing must not pass. `tokenCount` counts
    /// distinct token names (not names × appearances); `roles` (``Pairing/namingRoles(in:)``)
    /// says which names read as foregrounds and backgrounds, so the message names what is missing.
    func noPairsMessage(
        tokenCount: Int, skipped: [SkippedToken] = [], usedPairsFile: Bool, emptyPairsFile: Bool = false,
        roles: (foregrounds: [String], backgrounds: [String]) = ([], [])
    ) -> String {
        if tokenCount == 0 {
            if let first = skipped.first {
                var location = first.location
                location.file = display(location.file)
                return "no pairs to check: no color could be computed; \(skipped.count) value(s) were skipped, "
                    + "the first at \(location): '\(first.name)' \(first.reason) (neither --pairs nor "
                    + "--all-pairs can help until colors load)"
            }
            // `{}` or a JSON file of numbers: name what was read, file first.
            let head = inputNames.map { "\($0): no pairs to check: \(inputCount == 1 ? "it holds" : "they hold")" }
                ?? "no pairs to check: the inputs hold"
            return head + " no color tokens (Legible reads DTCG and plain JSON, "
                + "CSS custom properties, Style Dictionary, Tokens Studio, Xcode asset catalogs, Android "
                + "colors.xml, GIMP .gpl, Adobe .ase, Figma variables and DSP files; neither --pairs nor "
                + "--all-pairs can help until colors load)"
        }
        if usedPairsFile && emptyPairsFile {
            return "no pairs to check: the pairs file lists no pairs (its \"pairs\" array is empty); add pairs such as "
                + "{\"foreground\": \"text\", \"background\": \"surface\"}, or use --all-pairs to check every combination"
        }
        if usedPairsFile {
            return "no pairs to check: the --pairs file matched none of the \(tokenCount) tokens; check its "
                + "names and globs against the token names, or use --all-pairs to check every combination"
                + skippedClause(skipped)
        }
        func some(_ names: [String]) -> String {
            names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        }
        let found: String
        switch (roles.foregrounds.isEmpty, roles.backgrounds.isEmpty) {
        case (true, true): found = "no name reads as a foreground or a background"
        case (true, false):
            found = "\(roles.backgrounds.count) read as backgrounds (\(some(roles.backgrounds))) but none as a "
                + "foreground (text, label, fg, on-X, X-foreground, a group's color or border), and no color ramp "
                + "(\(Pairing.minimumRampSteps) or more numbered steps such as gray100, gray200, gray300) to guess from"
        case (false, true):
            found = "\(roles.foregrounds.count) read as foregrounds (\(some(roles.foregrounds))) but none as a "
                + "background (bg, background, fill, surface, canvas, a group's bg or background-color)"
        case (false, false):
            found = "\(roles.foregrounds.count) read as foregrounds (\(some(roles.foregrounds))) and "
                + "\(roles.backgrounds.count) as backgrounds (\(some(roles.backgrounds))), but no foreground shares a stem or group with a background"
        }
        let tried = NamingConvention.allCases.filter { !$0.isGuess }.map { "\($0.summary) (\($0.example))" }.joined(separator: "; ")
        return "no pairs to check: the naming conventions paired none of the \(tokenCount) token names: \(found). "
            + "Conventions tried: \(tried). Give a pairs file with --pairs, or use --all-pairs to check every combination"
            + skippedClause(skipped)
    }

    /// ` (also, 3 values were skipped because they could not be computed: …; the first at
    /// a.css:4:3, '--fg')`, or "" when none was: a value that could not be computed may be why no
    /// pair was found, so the no-pairs errors never hide it.
    func skippedClause(_ skipped: [SkippedToken]) -> String {
        guard let first = skipped.first else { return "" }
        var at = first.location
        at.file = display(at.file)
        let count = skipped.count == 1 ? "1 value was" : "\(skipped.count) values were"
        return ". Also, \(count) skipped because \(skipped.count == 1 ? "it" : "they") could not be computed "
            + "(\(Self.reasons(skipped))); the first at \(at), '\(first.name)' = '\(TextExcerpt.shortened(first.rawValue))'"
    }
}
