import LegibleCore

/// The group convention of automatic pairing: in a token group (the name up to its last `.` or
/// `/`), the leaf says what the color is for, as CSS property names and NL Design System's
/// basis colors do.
///
/// - Text: `color`, `color-QUALIFIER` (`basis.color.accent-1.color-default`, `utrecht.alert.color`).
/// - Non-text (WCAG 1.4.11): `border…` or `outline…` leaves (`border-color`, `border-default`,
///   `border-block-start-color`, `outline-color`) and `accent-color` (CSS's checkbox and radio color).
/// - Background: `bg`, `bg-QUALIFIER`, `background`, `background-color`.
///
/// A qualifier that is an interaction state (``TokenName/stateWords``: `hover`, `active`, …)
/// pairs with the background of the same state when the group has one, else with the group's
/// backgrounds that have no state; a leaf with no state pairs with the backgrounds that have none.
/// A group with a foreground and no background takes the backgrounds of its nearest ancestor
/// group that has some (`utrecht.alert.icon.info.color` over `utrecht.alert.background-color`).
struct GroupLeaf {
    enum Kind { case text, nonText, background }
    var kind: Kind
    /// The first interaction state among the qualifier words, if any.
    var state: String?

    /// The leaf's kind, or nil when the name is not in a group or its leaf names no CSS color role.
    init?(_ name: String) {
        guard let cut = name.utf8.lastIndex(where: { $0 == 0x2E || $0 == 0x2F }), cut != name.utf8.startIndex else {
            return nil
        }
        let leaf = TokenName.words(of: String(name[name.index(after: cut)...]))
        guard let first = leaf.first else { return nil }
        let qualifiers: ArraySlice<String>
        switch first {
        case "color":
            kind = .text
            qualifiers = leaf.dropFirst()
        case "border", "outline":
            kind = .nonText
            qualifiers = leaf.dropFirst()
        case "accent" where leaf == ["accent", "color"]:
            kind = .nonText
            qualifiers = []
        case "bg", "background":
            kind = .background
            qualifiers = leaf.dropFirst()
        default:
            return nil
        }
        // `color-default` and `background-color` alike: a further `color` is part of the role.
        guard kind != .text || !qualifiers.contains("color") else { return nil }
        state = qualifiers.first(where: TokenName.stateWords.contains)
    }

    /// `utrecht.alert` for `utrecht.alert.color`; nil at the top level.
    static func group(of name: String) -> Substring? {
        guard let cut = name.lastIndex(where: { $0 == "." || $0 == "/" }), cut != name.startIndex else { return nil }
        return name[..<cut]
    }
}

extension Pairing {
    /// The group convention's pairs among `tokens` (one appearance), as (foreground, background,
    /// role) index triples in foreground token order; see ``GroupLeaf``.
    ///
    /// - Complexity: O(n + p·d) for n tokens, p pairs and a group depth d: each group is looked
    ///   up in a dictionary, never compared with every other.
    static func groupPairs(_ tokens: [ColorToken]) -> [(foreground: Int, background: Int, role: ContrastRole)] {
        var backgrounds: [Substring: [(index: Int, state: String?)]] = [:]
        var foregrounds: [(index: Int, group: Substring, leaf: GroupLeaf)] = []
        for (i, token) in tokens.enumerated() {
            guard let leaf = GroupLeaf(token.name), let group = GroupLeaf.group(of: token.name) else { continue }
            if leaf.kind == .background {
                backgrounds[group, default: []].append((i, leaf.state))
            } else {
                foregrounds.append((i, group, leaf))
            }
        }
        var result: [(foreground: Int, background: Int, role: ContrastRole)] = []
        for (f, group, leaf) in foregrounds {
            // The group's own backgrounds, else those of the nearest ancestor that has some.
            var candidates: [(index: Int, state: String?)]?
            var current: Substring? = group
            while let g = current, candidates == nil {
                candidates = backgrounds[g]
                current = GroupLeaf.group(of: String(g))
            }
            guard let candidates else { continue }
            let sameState = leaf.state.map { state in candidates.filter { $0.state == state } } ?? []
            let chosen = sameState.isEmpty ? candidates.filter { $0.state == nil } : sameState
            let role: ContrastRole = leaf.kind == .nonText ? .nonText : role(of: TokenName(tokens[f].name))
            for b in chosen where b.index != f { result.append((f, b.index, role)) }
        }
        return result
    }
}
