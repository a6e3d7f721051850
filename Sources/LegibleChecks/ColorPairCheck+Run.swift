import Foundation
import LegibleCore
import LegibleReports
import LegibleTokens

extension ColorPairCheck {
    /// Runs the check: loads the inputs, makes the pairs, measures and judges each, finds the
    /// sets that collapse, then applies the ignore list, suggestions and the baseline.
    ///
    /// - Returns: The report, the notes, the updated baseline (with
    ///   ``Baseline/updating(_:)``) and the files read.
    /// - Throws: ``ColorPairCheckError`` `.invalidInput` for an input, pairs or baseline file
    ///   that cannot be read or parsed, a pairs-file entry naming a token whose value could not
    ///   be computed, a pair rule whose exact name names no token (or an excluded one; see
    ///   ``checkRules(_:tokens:excluded:)``), more pairs than ``maxPairs``, or no pairs at all (a check that compared
    ///   nothing cannot pass); `.invalidCheck` for sized pairs under APCA, or typography
    ///   references with inputs that are not files.
    /// - Complexity: O(tokens + pairs) after loading, or O(tokens²) per appearance with
    ///   ``Pairs/everyCombination``.
    public func run() throws(ColorPairCheckError) -> ColorPairCheckResult {
        var notes: [String] = []
        var tokens: TokenSet
        var excluded: [String: String] = [:]
        var exclusionNote: String?
        let exclusion = TokenExclusion(patterns: exclude)
        var loader = self.loader
        loader.exclusion = exclusion
        var pairsFile: PairsFile?
        var fallbackSets = sets
        var uncoveredInputs: [String] = []
        var filesRead: [String] = []
        var emptyInputs: [CheckWarning] = []
        do {
            switch inputs {
            case .files(let paths): tokens = try loader.load(paths: paths)
            case .sources(let sources): tokens = try loader.load(sources: sources)
            case .tokens(let loaded): tokens = loaded
            }
            if case .files(let paths) = inputs { emptyInputs = Self.emptyInputWarnings(paths, tokens: tokens, display: display) }
            (tokens, excluded) = exclusion.applied(to: tokens)
            if !tokens.excludedFiles.isEmpty || !excluded.isEmpty {
                let files = tokens.excludedFiles.count, names = excluded.count
                exclusionNote = "exclude left out \(files) \(files == 1 ? "file" : "files") and \(names) token "
                    + (names == 1 ? "name" : "names")
                notes.append(exclusionNote ?? "")
            }
            switch pairs {
            case .file(let path):
                var file = try PairsFile.load(path: path)
                if file.sets.isEmpty { file.sets = sets }
                pairsFile = file
                filesRead.append(path)
            case .rules(let file):
                if file.rules.isEmpty {
                    if !file.sets.isEmpty { fallbackSets = file.sets }
                } else {
                    pairsFile = file
                }
            case .automatic, .everyCombination: break
            }
            if pairsFile == nil, case .files(let paths) = inputs, !isEveryCombination {
                // Pairs files shipped beside the inputs (NAME.pairs.json) stand in for a pairs
                // file; inputs without one still get the automatic pairs, so nothing goes unchecked.
                for companion in PairsFile.companions(of: paths) {
                    let rules = try PairsFile.load(path: companion).rules
                    pairsFile = PairsFile(rules: (pairsFile?.rules ?? []) + rules)
                    notes.append("using the pairs in \(display(companion))")
                }
                if pairsFile != nil {
                    uncoveredInputs = paths.filter { PairsFile.companions(of: [$0]).isEmpty }
                }
            }
        } catch {
            throw ColorPairCheckError(.invalidInput, errorLine(error))
        }
        let direct = try directSummary(tokens)
        if isEveryCombination, direct == nil {
            // Every ordered pair within each appearance, counted before any is made.
            var perAppearance: [String: Int] = [:]
            for token in tokens.tokens { perAppearance[token.appearance, default: 0] += 1 }
            let bound = perAppearance.values.reduce(0) { $0 + $1 * max(0, $1 - 1) }
            if bound > maxPairs { throw ColorPairCheckError(.invalidInput, Self.tooManyPairs(bound, cap: maxPairs, everyCombination: true)) }
        }
        if var file = pairsFile, file.rules.contains(where: {
            if case .typography = $0.textSize?.source { return true } else { return false }
        }) {
            guard case .files(let paths) = inputs else {
                throw ColorPairCheckError(
                    .invalidCheck, "pairs that name a typography token need the token files as inputs (.files)")
            }
            do {
                file.rules = try PairsFile.resolvingTypography(file.rules, tokens: try TypographyTokens.read(paths: paths))
            } catch {
                throw ColorPairCheckError(.invalidInput, errorLine(error))
            }
            pairsFile = file
        }
        var warnings: [CheckWarning] = exclusion.unusedPatterns(excludedFiles: tokens.excludedFiles, excludedTokens: excluded)
            .map { CheckWarning(kind: .unusedExclude, location: nil, message: "exclude '\($0)' matched no file and no token") }
        warnings += emptyInputs
        warnings += tokens.overrides.map { CheckWarning($0, display: display) }
        warnings += Self.staleIgnoreWarnings(ignore, tokens: tokens.tokens)
        warnings += tokens.warnings.map { warning in
            var location = warning.location
            location.file = display(location.file)
            return CheckWarning(kind: .integerComponents, location: location, message: warning.message)
        }
        if direct == nil { tokens = movingPairedNonColors(tokens, pairsFile: pairsFile) }
        if let pairsFile {
            if let message = skippedPairedToken(pairsFile, tokens: tokens) {
                throw ColorPairCheckError(.invalidInput, message)
            }
            warnings += try checkRules(pairsFile, tokens: tokens, excluded: excluded)
        }
        // Also under a direct summary (every combination, large): its verdicts and exit status
        // are the full report's, so a wrong value that would take part in a pair stops it too.
        if let error = skippedInPairsError(tokens, pairsFile: pairsFile) { throw error }
        var pairs = direct != nil ? [] : Pairing.pairs(
            in: tokens, pairsFile: pairsFile, allPairs: isEveryCombination, defaultLevel: level)
        if pairs.count > maxPairs {
            throw ColorPairCheckError(.invalidInput, Self.tooManyPairs(pairs.count, cap: maxPairs, everyCombination: false))
        }
        pairs = try sized(pairs)
        if let guess = Self.rampGuessWarning(pairs, level: level) { warnings.append(guess) }
        if pairsFile == nil, direct == nil, !isEveryCombination,
           let unpaired = unpairedForegroundWarning(tokens, pairs: pairs) {
            warnings.append(unpaired)
        }
        if !uncoveredInputs.isEmpty {
            let chosen = Set(pairs.map { [$0.foreground.name, $0.background.name, $0.appearance] })
            pairs += Pairing.automaticPairs(in: tokens, level: level).filter {
                !chosen.contains([$0.foreground.name, $0.background.name, $0.appearance])
                    && Pairing.isCheckedInOwnAppearance(foreground: $0.foreground, background: $0.background)
            }
            for input in uncoveredInputs {
                notes.append("\(display(input)) has no pairs file beside it: its tokens are paired by the naming conventions")
            }
        }
        guard !pairs.isEmpty || direct != nil else {
            var error = noPairsError(
                tokens, usedPairsFile: pairsFile != nil, emptyPairsFile: pairsFile.map { $0.rules.isEmpty } ?? false)
            // What exclude left out may be why: say so (the notes are not printed on an error).
            if let exclusionNote { error.message += " (\(exclusionNote))" }
            throw error
        }
        let definitions = [pairsFile?.sets ?? [], fallbackSets].first { !$0.isEmpty }
        let colorSets = definitions.map { CategorySets.sets(in: tokens, definitions: $0) } ?? CategorySets.sets(in: tokens)
        var report = CheckReport(
            pairs: pairs.map(displayed), method: method, distinction: DistinguishReport(sets: colorSets, check: distinction))
        report.policy = policy
        report.summary = direct
        report.warnings = warnings
        report.skipped = tokens.skipped.map { token in
            var copy = token
            copy.location.file = display(token.location.file)
            return copy
        }
        report.notes = (tokens.notes + Pairing.deprecationNotes(for: pairs)).map { note in
            var copy = note
            copy.location.file = display(note.location.file)
            return copy
        }
        report.recordLocations(of: tokens.tokens.map { token in
            var copy = token
            copy.location.file = display(token.location.file)
            return copy
        })
        filesRead += (pairsFile?.rules ?? []).map(\.location.file) + (pairsFile?.sets ?? []).map(\.location.file)
        var tokenFiles: [String] = []
        var seen = Set<String>()
        for pair in pairs {
            for file in [pair.foreground.location.file, pair.background.location.file] where seen.insert(file).inserted {
                tokenFiles.append(file)
            }
        }
        // A summary made straight from the tokens keeps no pairs: its rows name the files.
        for row in direct?.foregrounds ?? [] where seen.insert(resolve(row.token.location.file)).inserted {
            tokenFiles.append(resolve(row.token.location.file))
        }
        var result = ColorPairCheckResult(report: report, notes: notes, filesRead: tokenFiles + filesRead)
        try finish(&result, appearances: tokens.appearances)
        let (large, includesMatrix) = summarises(pairCount: result.report.results.count)
        if direct == nil, large {
            result.report.summary = CheckSummary(results: result.report.results, includesMatrix: includesMatrix)
        }
        return result
    }

    /// Whether the pairs are every combination.
    var isEveryCombination: Bool {
        if case .everyCombination = pairs { return true } else { return false }
    }

    /// Pairs with the check's policy and content sizes filled in where their rules set none;
    /// refuses sized pairs under APCA, which has its own size rule.
    func sized(_ pairs: [TokenPair]) throws(ColorPairCheckError) -> [TokenPair] {
        if method == .apca, pairs.contains(where: { $0.textSize != nil }) {
            throw ColorPairCheckError(
                .invalidCheck, "pairs with \"size\" or \"textStyle\" are judged by a WCAG 2 policy; they cannot be "
                    + "checked with --method apca")
        }
        return pairs.map { pair in
            var copy = pair
            copy.textSize = pair.textSize?.withDefaults(policy: policy, contentSizes: contentSizes, boldText: boldText)
            return copy
        }
    }

    /// Applies the ignore list, the suggestions and the baseline; a baseline file's entries must
    /// name `appearances` (the run's, ``CheckBaseline/checkAppearances(_:)``), unless it is being
    /// recorded again.
    func finish(_ result: inout ColorPairCheckResult, appearances: [String]) throws(ColorPairCheckError) {
        result.report.apply(ignoring: ignore)
        if suggestsFixes {
            result.report.addSuggestions()
            let inMemory: [String: [UInt8]]
            if case .sources(let sources) = inputs {
                inMemory = Dictionary(sources.map { (display($0.path), $0.bytes) }, uniquingKeysWith: { _, last in last })
            } else {
                inMemory = [:]
            }
            result.report.addSuggestionEdits { path in
                inMemory[path] ?? FileManager.default.contents(atPath: resolve(path)).map(Array.init)
            }
        }
        switch baseline {
        case nil: break
        case .recorded(let recorded): result.report.apply(baseline: recorded)
        case .file(let path):
            let recorded = try readBaseline(path)
            do throws(TokenFileError) {
                try recorded.checkAppearances(appearances)
            } catch {
                throw ColorPairCheckError(.invalidInput, errorLine(error))
            }
            result.report.apply(baseline: recorded)
            // The baseline that matched nothing is the file given: say which.
            for index in result.report.warnings.indices where result.report.warnings[index].kind == .baselineUnmatched {
                result.report.warnings[index].location = SourceLocation(file: display(path), line: 0, column: 0)
            }
        case .updating(let path):
            // The baseline is read (for the entries now fixed) and then replaced: it must not be
            // any other input of the check.
            let inputs = Set(result.filesRead.compactMap(FileIdentity.init(path:)))
            if let target = FileIdentity(path: path), inputs.contains(target) {
                throw ColorPairCheckError(
                    .invalidCheck, "'--update-baseline' names '\(display(path))', which is an input of this run: "
                        + "writing it would replace the input")
            }
            let previous = FileManager.default.fileExists(atPath: path) ? try readBaseline(path) : nil
            let updated = CheckBaseline(recording: result.report)
            result.report.apply(baseline: updated)
            result.report.fixed = previous.map(result.report.fixedEntries) ?? []
            result.updatedBaseline = updated
        }
    }

    /// The baseline file at `path`, parsed.
    func readBaseline(_ path: String) throws(ColorPairCheckError) -> CheckBaseline {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ColorPairCheckError(
                .invalidInput, "\(display(path)): is a folder, not a baseline file; expected a JSON baseline file, "
                    + "such as legible-baseline.json")
        }
        do {
            let bytes = try InputFile.read(path, expected: "expected a JSON baseline file (create it with --update-baseline)")
            return try CheckBaseline(parsing: bytes, path: path)
        } catch {
            throw ColorPairCheckError(.invalidInput, errorLine(error))
        }
    }

    /// `path` as the report shows it: under ``pathsRelativeTo``, relative to it.
    public func display(_ path: String) -> String {
        guard let directory = pathsRelativeTo else { return path }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A path from the report as the file system finds it: relative ones joined to
    /// ``pathsRelativeTo``.
    func resolve(_ path: String) -> String {
        guard let directory = pathsRelativeTo, !path.hasPrefix("/") else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `tokens.json:12:7: circular alias: a → b → a`: the file first, as compilers print it.
    public func errorLine(_ error: TokenFileError) -> String {
        Self.errorLine(error, display: display)
    }

    /// `tokens.json:12:7: circular alias: a → b → a`, with the file shown by `display`; a
    /// location without a line gives the file alone (`nope.json: no such file`).
    public static func errorLine(_ error: TokenFileError, display: (String) -> String) -> String {
        var location = error.location
        location.file = display(location.file)
        let place = location.line > 0 ? location.description : location.file
        // An empty path has no place to show: the message says so itself.
        return place.isEmpty ? error.message : "\(place): \(error.message)"
    }

    /// The pair with its token paths shown as the report shows them.
    func displayed(_ pair: TokenPair) -> TokenPair {
        var copy = pair
        copy.foreground.location.file = display(pair.foreground.location.file)
        copy.background.location.file = display(pair.background.location.file)
        return copy
    }
}
