import LegibleCore
import LegibleReports
import LegibleTokens

/// Finds the sets of tokens whose colors carry different meanings, for `legible distinguish`
/// and ``ColorPairCheck``.
///
/// A set comes from a pairs file's `sets` (glob patterns over token names, `*` matching any run
/// of characters), or from token names:
/// - a path segment `status`, `feedback`, `chart`, `series` or `categorical` (not the last one):
///   the segment after it names the member, so `color.status.success.bg` and
///   `color.status.error.bg` form the set `color.status.*.bg`;
/// - otherwise a segment `success`, `warning`, `error`, `danger` or `info` names the member, so
///   `text.success` and `text.error` form the set `text.*`; in a dotted name such a word may also
///   be one hyphenated part of a segment (`bg.danger-emphasis` and `bg.success-emphasis` form
///   `bg.*-emphasis`).
/// Tokens are grouped by what comes before and after the member segment, and by appearance; a
/// group with fewer than two members is no set. Names split at `.` (JSON paths), or at `-` when a
/// name has no dot (CSS custom properties).
public enum CategorySets {
    /// Path segments that mark a group of categorical colors.
    public static let categoryWords: Set<String> = ["status", "feedback", "chart", "series", "categorical"]
    /// Sibling names that mark status colors.
    public static let statusWords: Set<String> = ["success", "warning", "error", "danger", "info"]

    /// The sets found in `tokens` by naming, in order of first appearance. A set none of whose
    /// tokens has its own value in its appearance (``ColorToken/inheritsValue``) is left out: it
    /// is the set of the appearance it falls back to, already checked there.
    public static func sets(in tokens: TokenSet) -> [DistinguishReport.ColorSet] {
        var order: [String] = []
        var groups: [String: DistinguishReport.ColorSet] = [:]
        var ownValues: Set<String> = []
        for token in tokens.tokens {
            guard let (name, _) = groupName(of: token.name) else { continue }
            let key = name + "\u{0}" + token.appearance
            if groups[key] == nil {
                order.append(key)
                groups[key] = DistinguishReport.ColorSet(name: name, appearance: token.appearance, colors: [])
            }
            groups[key]?.colors.append(named(token))
            if !token.inheritsValue { ownValues.insert(key) }
        }
        return order.filter(ownValues.contains).compactMap { groups[$0] }.filter { $0.colors.count >= 2 }
    }

    /// The group a token name belongs to (`color.status.*.bg`) and its member segment
    /// (`success`), or nil when the name marks no category.
    public static func groupName(of name: String) -> (group: String, member: String)? {
        let separator: Character = name.contains(".") ? "." : "-"
        let segments = name.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        let lowered = segments.map { $0.lowercased() }
        var memberIndex: Int?
        if let i = lowered.indices.dropLast().first(where: { categoryWords.contains(lowered[$0]) }) {
            memberIndex = i + 1
        } else if let i = lowered.indices.first(where: { statusWords.contains(lowered[$0]) }) {
            memberIndex = i
        }
        var parts = segments
        if let m = memberIndex {
            parts[m] = "*"
            return (parts.joined(separator: String(separator)), segments[m])
        }
        // A dotted name whose segment starts or ends with a status word: `bg.danger-emphasis`.
        guard separator == "." else { return nil }
        for (i, segment) in lowered.enumerated() {
            let lowerWords = segment.split(separator: "-", omittingEmptySubsequences: false)
            guard let w = lowerWords.firstIndex(where: { statusWords.contains(String($0)) }) else { continue }
            let original = segments[i].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            var words = original
            words[w] = "*"
            parts[i] = words.joined(separator: "-")
            return (parts.joined(separator: "."), original[w])
        }
        return nil
    }

    /// The sets named in a pairs file: for each set and each appearance, the tokens matching any
    /// of its patterns, in token order. Sets with fewer than two colors in an appearance, or none
    /// with its own value there, are left out.
    public static func sets(in tokens: TokenSet, definitions: [ColorSetRule]) -> [DistinguishReport.ColorSet] {
        var result: [DistinguishReport.ColorSet] = []
        for definition in definitions {
            let globs = definition.tokens.map(GlobPattern.init)
            for appearance in tokens.appearances {
                let members = tokens.tokens
                    .filter { token in token.appearance == appearance && globs.contains { $0.matches(token.name) } }
                let colors = members.map(named)
                // As for pairs (Pairing.isCheckedInOwnAppearance), a set none of whose tokens has
                // its own value in this appearance repeats the set of the appearance it falls back to.
                if colors.count >= 2, members.contains(where: { !$0.inheritsValue }) {
                    result.append(.init(name: definition.name, appearance: appearance, colors: colors))
                }
            }
        }
        return result
    }

    /// A token as a named color; a translucent one is composited over white, since the surface
    /// beneath a status color is not known here.
    public static func named(_ token: ColorToken) -> NamedColor {
        NamedColor(name: token.name, color: token.color.isOpaque ? token.color : token.color.composited(over: .white))
    }
}
