import LegibleReports
import LegibleTokens

extension ColorPairCheck {
    /// A warning for each ignore entry that can match no pair of the run: its `foreground` or
    /// `background` (a glob or a name) matches no token, or its `appearance` is not one of the
    /// run's. A stale entry (the token was renamed, or the name is misspelt) would otherwise sit
    /// in the configuration unnoticed. A plain name that matches nothing suggests the nearest
    /// token name (``EditDistance/closest(to:in:allowingAbbreviations:)``, edits only).
    static func staleIgnoreWarnings(_ rules: [CheckIgnoreRule], tokens: [ColorToken]) -> [CheckWarning] {
        guard !rules.isEmpty else { return [] }
        var names: [String] = []
        var seen = Set<String>()
        var appearances = Set<String>()
        for token in tokens {
            if seen.insert(token.name).inserted { names.append(token.name) }
            appearances.insert(token.appearance)
        }
        var warnings: [CheckWarning] = []
        for rule in rules {
            var problems: [String] = []
            for (side, pattern) in [("foreground", rule.foreground), ("background", rule.background)] {
                let glob = GlobPattern(pattern)
                guard !names.contains(where: { glob.matches($0) }) else { continue }
                let isPlain = !pattern.contains("*") && !pattern.contains("?")
                let hint = isPlain
                    ? EditDistance.closest(to: pattern, in: names, allowingAbbreviations: false).map { "; did you mean '\($0)'?" } ?? ""
                    : ""
                problems.append("no token matches the \(side) '\(pattern)'\(hint)")
            }
            if let appearance = rule.appearance, !appearances.contains(appearance) {
                let hint = EditDistance.closest(to: appearance, in: appearances.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                problems.append("no token is in the appearance '\(appearance)'\(hint)")
            }
            guard !problems.isEmpty else { continue }
            warnings.append(CheckWarning(
                kind: .unusedIgnore, location: rule.location,
                message: "the ignore entry \(rule.foreground) on \(rule.background) matches nothing: "
                    + problems.joined(separator: "; and ")))
        }
        return warnings
    }

    /// The warning for tokens whose names read as foregrounds but got no pair under automatic
    /// pairing (``Pairing/unpairedForegrounds(in:pairs:)``): the first 10 names and how many more,
    /// at the first one's place. Nil when there are none.
    func unpairedForegroundWarning(_ tokens: TokenSet, pairs: [TokenPair]) -> CheckWarning? {
        let unpaired = Pairing.unpairedForegrounds(in: tokens, pairs: pairs)
        guard let first = unpaired.first else { return nil }
        let shown = unpaired.prefix(10).map(\.name).joined(separator: ", ")
        let more = unpaired.count > 10 ? " and \(unpaired.count - 10) more" : ""
        var location = first.location
        location.file = display(location.file)
        return CheckWarning(
            kind: .unpairedForeground, location: location,
            message: "\(unpaired.count) \(unpaired.count == 1 ? "token reads" : "tokens read") as a foreground but the "
                + "naming conventions paired \(unpaired.count == 1 ? "it" : "them") with no background, so "
                + "\(unpaired.count == 1 ? "it is" : "they are") not checked: \(shown)\(more); name \(unpaired.count == 1 ? "its" : "their")"
                + " pairs in a pairs file (--pairs, or NAME.pairs.json beside the input) or check every combination "
                + "(--all-pairs)")
    }

    /// A warning for each input path (a file or a directory, as given) that yields nothing, beside
    /// inputs that do: its files read hold no token at all (``TokenSet/filesWithoutTokens``:
    /// `{}`, a JSON file of other data), it is an asset catalog (or a folder of them) with no
    /// colorset (only ``TokenSet/catalogMetadataFiles`` read), or a directory with no token file
    /// (``TokenSet/emptyDirectories``). Nothing in it was checked, while the other inputs decide
    /// the run (a run with no pair at all exits 2 instead). Inputs that `exclude` left out, and
    /// resolver documents (whose tokens are their set files'), are not warned about.
    static func emptyInputWarnings(_ paths: [String], tokens: TokenSet, display: (String) -> String) -> [CheckWarning] {
        guard paths.count > 1 else { return [] }
        let empty = Set(tokens.filesWithoutTokens)
        func isUnder(_ file: String, _ input: String) -> Bool {
            var root = input
            while root.count > 1, root.hasSuffix("/") { root.removeLast() }
            return file == root || file.hasPrefix(root + "/")
        }
        var warnings: [CheckWarning] = []
        var seen = Set<String>()
        for path in paths where seen.insert(path).inserted {
            let read = tokens.sourceFiles.filter { isUnder($0, path) }
            let what: String
            if tokens.emptyDirectories.contains(path) {
                what = "it holds no token file (expected files ending in .json, .css, .xcassets colorsets and the "
                    + "other formats of 'legible check --help')"
            } else if read.isEmpty {
                // Only an asset catalog's own Contents.json files were read: no colorset in it.
                guard tokens.catalogMetadataFiles.contains(where: { isUnder($0, path) }),
                      !tokens.excludedFiles.contains(where: { isUnder($0, path) }) else { continue }
                what = "it holds no colorset (only asset-catalog Contents.json files were read)"
            } else {
                guard read.allSatisfy(empty.contains) else { continue }
                what = read.count == 1 && read[0] == path
                    ? "it holds no token" : "none of the \(read.count) files read under it holds a token"
            }
            warnings.append(CheckWarning(
                kind: .emptyInput, location: SourceLocation(file: display(path), line: 0, column: 0),
                message: "\(what), so nothing in it was checked; the other inputs decide the run"))
        }
        return warnings
    }
}
