/// A pair rule that selects no pair in a token set, or that names a token the set does not hold.
///
/// A rule's names are exact (no `*` or `?`) or patterns. An exact name that names no token is a
/// mistake the check must stop on (a renamed token would otherwise drop out of the gate
/// silently), so ``isError``; a pattern that matches nothing is only worth a warning.
public struct UnmatchedPairRule: Hashable, Sendable {
    /// An exact name of a rule that names no token.
    public struct MissingName: Hashable, Sendable {
        /// The rule's field: `foreground`, `background` or `text` (a link rule's body text).
        public var field: String
        /// The name as written.
        public var name: String
        /// The closest token name, when one is close enough to be a typo
        /// (``EditDistance/closest(to:in:)``).
        public var suggestion: String?

        /// Creates a missing name.
        public init(field: String, name: String, suggestion: String?) {
            (self.field, self.name, self.suggestion) = (field, name, suggestion)
        }
    }

    /// The rule, with its location.
    public var rule: PairRule
    /// Its exact names that name no token, in the order foreground, background, text.
    public var missingNames: [MissingName]
    /// Whether any token matches the foreground name or pattern.
    public var foregroundMatches: Bool
    /// Whether any token matches the background name or pattern.
    public var backgroundMatches: Bool
    /// Whether the rule selects no pair at all (every name may still match some token: then the
    /// matches never share an appearance, or are one token).
    public var selectsNothing: Bool

    /// Whether the check must stop: an exact name names no token, or a rule whose names are all
    /// exact selects nothing.
    public var isError: Bool {
        !missingNames.isEmpty
            || (selectsNothing && GlobPattern(rule.foreground).isLiteral && GlobPattern(rule.background).isLiteral)
    }

    /// The reason, without the rule's location: `the pair rule fg.defualt on bg.default names
    /// 'fg.defualt', which is no token; did you mean 'fg.default'?`, or for a pattern `the pair
    /// rule fg.* on surface.* matched nothing: no token matches surface.*`.
    public var message: String {
        let head = "the pair rule \(rule.foreground) on \(rule.background)"
        if let missing = missingNames.first {
            let more = missingNames.dropFirst().map { "'\($0.name)'" }
            return head + " names '\(missing.name)' (its \(missing.field)), which is no token"
                + (missing.suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + (more.isEmpty ? "" : " (nor is " + more.joined(separator: " or ") + ")")
        }
        let why: String
        switch (foregroundMatches, backgroundMatches) {
        case (false, false): why = "no token matches \(rule.foreground) or \(rule.background)"
        case (false, true): why = "no token matches \(rule.foreground)"
        case (true, false): why = "no token matches \(rule.background)"
        case (true, true): why = "no token it matches as foreground shares an appearance with another it matches as background"
        }
        return head + " matched nothing: " + why
    }
}

extension Pairing {
    /// The rules of `rules` that select no pair in `set` or name a token it lacks, in rule order
    /// (the caller decides: ``UnmatchedPairRule/isError`` stops the check, the rest are warnings).
    ///
    /// A rule selects a pair when a token matching its foreground and another matching its
    /// background share an appearance. Suggestions for a missing exact name are taken from the
    /// set's token names.
    ///
    /// - Complexity: O(rules × tokens × name length), plus an edit distance per missing name
    ///   against each token name.
    public static func unmatched(in set: TokenSet, rules: [PairRule]) -> [UnmatchedPairRule] {
        let groups = grouped(set)
        var names: [String] = []
        var present: Set<String> = []
        for token in set.tokens where present.insert(token.name).inserted { names.append(token.name) }
        var result: [UnmatchedPairRule] = []
        for rule in rules {
            let fg = GlobPattern(rule.foreground), bg = GlobPattern(rule.background)
            var missing: [UnmatchedPairRule.MissingName] = []
            let fields = [("foreground", rule.foreground), ("background", rule.background)] + (rule.text.map { [("text", $0)] } ?? [])
            for (field, name) in fields where GlobPattern(name).isLiteral && !present.contains(name) {
                missing.append(.init(field: field, name: name, suggestion: EditDistance.closest(to: name, in: names, allowingAbbreviations: false)))
            }
            let selects = groups.contains { _, tokens in
                tokens.contains { f in fg.matches(f.name) && tokens.contains { $0.name != f.name && bg.matches($0.name) } }
            }
            guard !selects || !missing.isEmpty else { continue }
            result.append(UnmatchedPairRule(
                rule: rule, missingNames: missing,
                foregroundMatches: names.contains(where: fg.matches), backgroundMatches: names.contains(where: bg.matches),
                selectsNothing: !selects))
        }
        return result
    }
}
