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
}
