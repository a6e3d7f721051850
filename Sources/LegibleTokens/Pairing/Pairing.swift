import LegibleCore

/// Chooses the foreground/background pairs to measure.
public enum Pairing {
    /// The pairs to check, always within one appearance.
    ///
    /// - With a pairs file: its rules (see ``pairs(in:rules:defaultLevel:)``).
    /// - Else with `allPairs`: every foreground × background combination of distinct tokens in
    ///   the same appearance, role text, at `defaultLevel`.
    /// - Else the automatic convention rule (see ``automaticPairs(in:level:)``); when it pairs
    ///   nothing, the ramp guess (``rampGuessPairs(in:level:)``: backgrounds but no foreground by
    ///   name), whose pairs reports mark as a guess.
    ///
    /// Order: by appearance (``TokenSet/appearances``), then by rule, then foreground and
    /// background in token order. Duplicates (same foreground, background, appearance, role and
    /// level) are kept once, the first time they come.
    ///
    /// A pair whose two tokens both inherit their values in its appearance is left out
    /// (``isCheckedInOwnAppearance(foreground:background:)``): it is the same check as in the
    /// appearance they fall back to.
    public static func pairs(in set: TokenSet, pairsFile: PairsFile?, allPairs: Bool,
                             defaultLevel: WCAGLevel) -> [TokenPair] {
        let all: [TokenPair]
        if let pairsFile {
            all = pairs(in: set, rules: pairsFile.rules, defaultLevel: defaultLevel)
        } else if allPairs {
            all = everyPair(in: set, defaultLevel: defaultLevel)
        } else {
            let named = automaticPairs(in: set, level: defaultLevel)
                .filter { isCheckedInOwnAppearance(foreground: $0.foreground, background: $0.background) }
            // The names win: the ramp guess is made only when they pair nothing.
            all = named.isEmpty ? rampGuessPairs(in: set, level: defaultLevel) : named
        }
        return all.filter { isCheckedInOwnAppearance(foreground: $0.foreground, background: $0.background) }
    }

    /// The "no duplicate rows" rule of appearances: a pair is checked in its appearance only when
    /// at least one of its two tokens has its own value there (``ColorToken/inheritsValue`` is
    /// false). When both inherit, both colors are those of the appearance this one falls back to
    /// (`dark-high-contrast` → `dark` → `light`), so the result is the one found there, and a
    /// row for it would only repeat that row.
    ///
    /// This is the one implementation of the rule: every way of choosing pairs (pairs files,
    /// `--all-pairs`, the naming conventions, and any reader of modes such as a DTCG resolver or
    /// CSS `light-dark()`) filters its pairs with it, after ``TokenSet/markInheritedValues(isDeclared:)``
    /// has marked the tokens (``TokenLoader`` does so for every set it returns).
    /// ``pairs(in:pairsFile:allPairs:defaultLevel:)`` applies it; a caller of
    /// ``pairs(in:rules:defaultLevel:)`` or ``automaticPairs(in:level:)`` applies it itself.
    ///
    /// - Returns: false only when both tokens inherit their values.
    /// - Complexity: O(1).
    public static func isCheckedInOwnAppearance(foreground: ColorToken, background: ColorToken) -> Bool {
        !(foreground.inheritsValue && background.inheritsValue)
    }

    /// Every ordered combination of two distinct tokens in the same appearance, role text.
    static func everyPair(in set: TokenSet, defaultLevel: WCAGLevel) -> [TokenPair] {
        var result: [TokenPair] = []
        for (appearance, tokens) in grouped(set) {
            for f in tokens {
                for b in tokens where b.name != f.name && isCheckedInOwnAppearance(foreground: f, background: b) {
                    result.append(TokenPair(foreground: f, background: b, appearance: appearance,
                                            role: .text, level: defaultLevel))
                }
            }
        }
        return result
    }

    /// The pairs a list of rules selects: for each rule, every token whose name matches its
    /// foreground glob over every token matching its background glob, in the same appearance,
    /// never a token over itself; the rule's level, else `defaultLevel`.
    ///
    /// A `link` rule gives the link over the page with role text, and, unless it is underlined,
    /// the link against each body-text token (`text`) with role ``ContrastRole/link``: the
    /// "background" of that pair is the surrounding text, and it needs 3:1 (WCAG G183). When the
    /// link or the text is translucent, that pair is made once per page (the rule's background
    /// tokens) with the page as ``TokenPair/surface``: both are composited onto it first. A
    /// rule's ``PairRule/over`` token becomes the surface of its pairs whose background is
    /// translucent.
    public static func pairs(in set: TokenSet, rules: [PairRule], defaultLevel: WCAGLevel) -> [TokenPair] {
        var result: [TokenPair] = []
        var seen: Set<PairKey> = []
        let globs = rules.map { (GlobPattern($0.foreground), GlobPattern($0.background)) }
        for (appearance, tokens) in grouped(set) {
            for (rule, (fg, bg)) in zip(rules, globs) {
                let foregrounds = tokens.filter { fg.matches($0.name) }
                guard !foregrounds.isEmpty else { continue }
                let backgrounds = tokens.filter { bg.matches($0.name) }
                // A link is read as text over the page; G183 adds link against body text below.
                let role = rule.role == .link ? ContrastRole.text : rule.role
                let over = rule.over.flatMap { name in tokens.first { $0.name == name } }
                for f in foregrounds {
                    for b in backgrounds where b.name != f.name {
                        let level = rule.level ?? defaultLevel
                        guard seen.insert(PairKey(f.name, b.name, appearance, role, level)).inserted else { continue }
                        var pair = TokenPair(foreground: f, background: b, appearance: appearance,
                                             role: role, level: level)
                        pair.textSize = rule.textSize
                        if let over, !b.color.isOpaque, over.name != b.name { pair.surface = over }
                        result.append(pair)
                    }
                }
                guard rule.role == .link, !rule.underlined, let text = rule.text else { continue }
                let body = GlobPattern(text)
                for f in foregrounds {
                    for t in tokens where body.matches(t.name) && t.name != f.name {
                        let level = rule.level ?? defaultLevel
                        // Opaque link and text: the page cannot change the ratio, one pair. Else
                        // one pair per page, both composited onto it.
                        let pages: [ColorToken?] = f.color.isOpaque && t.color.isOpaque
                            ? [nil] : backgrounds.filter { $0.name != t.name && $0.name != f.name }
                        for page in pages {
                            guard seen.insert(PairKey(f.name, t.name, appearance, .link, level, surface: page?.name ?? ""))
                                .inserted else { continue }
                            result.append(TokenPair(foreground: f, background: t, appearance: appearance,
                                                    role: .link, level: level, surface: page))
                        }
                    }
                }
            }
        }
        return result
    }

    /// The tokens of each appearance, appearances in ``TokenSet/appearances`` order.
    static func grouped(_ set: TokenSet) -> [(String, [ColorToken])] {
        var byAppearance: [String: [ColorToken]] = [:]
        for token in set.tokens { byAppearance[token.appearance, default: []].append(token) }
        return set.appearances.map { ($0, byAppearance[$0] ?? []) }
    }

    /// What makes two selected pairs the same check: both tokens, the appearance, the role and
    /// the level. Two rules that select the same tokens with different roles or levels give two
    /// checks, so a stricter rule is never hidden by an earlier, laxer one.
    struct PairKey: Hashable {
        var foreground: String, background: String, appearance: String
        var role: ContrastRole, level: WCAGLevel
        /// The page of a link pair measured over one (``TokenPair/surface``), else empty.
        var surface: String
        init(_ f: String, _ b: String, _ a: String, _ r: ContrastRole, _ l: WCAGLevel, surface: String = "") {
            (foreground, background, appearance, role, level, self.surface) = (f, b, a, r, l, surface)
        }
    }
}
