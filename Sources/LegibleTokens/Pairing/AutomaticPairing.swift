import LegibleCore

extension Pairing {
    /// The pairs real design systems imply by their names, within each appearance; each pair
    /// records the ``NamingConvention`` that chose it (``TokenPair/convention``).
    ///
    /// Names are split into words at `.`, `-`, `_`, `/`, spaces and lower-to-upper camel-case
    /// boundaries, compared in lower case. An *on-segment* is a word `on` that starts the name or
    /// follows a separator, and is followed by `-`, `_` or an upper-case letter: in
    /// `md-sys-color-on-primary`, `color.on-primary`, `onPrimary`, `md_theme_on_primary`.
    ///
    /// 1. **Material `on-X` over `X`** (``NamingConvention/onX``). A token `P on-X` (prefix `P`,
    ///    any common prefix) is paired over the token `P X` when it exists:
    ///    `md-sys-color-on-primary` over `md-sys-color-primary`, `on-primary-container` over
    ///    `primary-container`, `inverse-on-surface` over `inverse-surface`, `onPrimary` over
    ///    `primary`. When `P X` does not exist and `X` ends in `variant`, `P X` without it is tried
    ///    (`on-primary-fixed-variant` over `primary-fixed`). `P on-surface` is also paired over
    ///    every `P surface-container…`, `P surface-dim` and `P surface-bright` (Material 3's
    ///    surface roles). **shadcn/ui `X-foreground` over `X`** (``NamingConvention/foregroundSuffix``),
    ///    likewise: `card-foreground` over `card` (the name minus a final `-foreground`,
    ///    `_foreground`, `.foreground` or `Foreground`).
    /// 2. **Foreground over background** (``NamingConvention/roleKeywords``). Otherwise, a token is
    ///    a foreground when the last of its words that is a keyword is `fg`, `text`, `foreground`,
    ///    `label`, `title` or `tint`, and a background when it is `bg`, `canvas`, `surface`,
    ///    `background` or `fill` (Apple's `label`, `title`, `tint` and `fill` count only in a name
    ///    with none of the other keywords, so `label-fgColor-rest` is a foreground of stem `label`).
    ///    A name with the word `selection` or `highlight` is a background (`textSelectionFill`)
    ///    unless its keyword is `foreground` or `fg` (`selection-foreground`); a name that ends in
    ///    `tint` after another keyword (Material's `surfaceTint`) is neither. Its *stem* (``TokenName/scope``) is the words before
    ///    that keyword, without keywords, `color` and `on` (and a background's selection words):
    ///    `header` in `header-fgColor-default`, `sidebar unread count` in `SidebarUnreadCountText`.
    ///    A foreground is paired over every background with the same stem that it agrees with
    ///    (``TokenName/agrees(with:)``: `inverse`/`inverted` and `emphasis` in both or neither;
    ///    when both name interaction states such as `rest` and `hover`, one in common; when both
    ///    have variant words after their keyword, such as `danger` and `success` or `badge`, one
    ///    in common and the same number; a foreground with no variant not over a status fill
    ///    (`danger`, `brand`, `action`, …) unless it is a tint, `muted`, `subtle` and the like; `light`/`dark` the same when
    ///    both have one; `white` only over `black` and back). A token with an
    ///    on-segment (unless a background keyword comes before it: `reaction_background_on_light`
    ///    is a background in its on state) is never a background; unless rule 1 paired it, it is a
    ///    foreground paired over the backgrounds that have the word after `on`, whatever their
    ///    stem; so is a foreground with the word `on` inside a camel-case word (`textOnColor`)
    ///    (``NamingConvention/onWord``: `fgColor-onEmphasis` over `bgColor-accent-emphasis`,
    ///    `text-on-brand` over `brand-bg`), agreeing as above.
    /// 3. **Apple's `XTextColor` over `XColor`** (``NamingConvention/colorStem``): a rule 2
    ///    foreground is also paired over each name with no keyword that is its stem followed by
    ///    `color` (`sectionHeaderTextColor` over `sectionHeaderColor`). **Highlighted text**
    ///    (``NamingConvention/highlightedText``): a rule 2 foreground that found no background and
    ///    whose stem is only `vibrant`, `selected` or `highlighted` (UIKit draws a highlighted
    ///    cell's text over the accent color) is paired over the names with the word `accent` that
    ///    are not foregrounds (`vibrantTextColor` over `primaryAccentColor`).
    /// 4. **Groups** (``NamingConvention/group``): a group's `color…`, `border…` leaves over its
    ///    `bg…`, `background-color` leaves, as ``GroupLeaf`` describes
    ///    (`basis.color.accent-1.color-default` over `basis.color.accent-1.bg-default`).
    ///
    /// Roles: `non-text` (WCAG 1.4.11) when the foreground's words include `border`, `icon`,
    /// `divider`, `stroke` or `ring`, or `outline` with no `fg`, `text` or `foreground` after it
    /// (`button-outline-fgColor-rest` is the text of an outline button), or a group leaf is a
    /// border, outline or `accent-color`; `text` otherwise. Never a token over itself, nor a
    /// fully transparent foreground (it draws nothing), nor a pair over a fully transparent
    /// background that repeats the same foreground's pair over the canvas (Primer's
    /// `bgColor-transparent` beside `bgColor-default`); a pair two conventions make
    /// is kept once, for the first. Order: appearance, then rules 1 to 4, foregrounds in token
    /// order, then backgrounds in token order.
    ///
    /// A translucent background is composited onto the appearance's canvas of its own platform
    /// when one is known (``canvases(in:names:)``; asset catalogs of macOS and iOS each have
    /// theirs): the pair's ``TokenPair/surface`` is set to it, since the surface beneath
    /// is otherwise unknown and the ratio would span every possible one.
    ///
    /// - Complexity: about O(n + p) for n tokens and p pairs per appearance: backgrounds are
    ///   indexed by stem, by stem and variant word, by word and by group, so a foreground meets
    ///   only the backgrounds it could agree with (a foreground with no variant meets every one of
    ///   its stem); plus O(n) per `on-surface` token.
    public static func automaticPairs(in set: TokenSet, level: WCAGLevel) -> [TokenPair] {
        var result: [TokenPair] = []
        for (appearance, tokens) in grouped(set) {
            let start = result.count
            var seen: Set<PairKey> = []
            var index: [String: Int] = [:]
            index.reserveCapacity(tokens.count)
            for (i, token) in tokens.enumerated() { index[token.name] = i }
            func named(_ name: String) -> ColorToken? { index[name].map { tokens[$0] } }
            let names = tokens.map { TokenName($0.name) }
            let canvases = canvases(in: tokens, names: names)
            func add(_ f: ColorToken, _ b: ColorToken, _ convention: NamingConvention, role: ContrastRole? = nil) {
                // A fully transparent foreground draws nothing: there is no contrast to check.
                guard f.name != b.name, f.color.alpha > 0, seen.insert(PairKey(f.name, b.name, appearance, .text, level)).inserted else { return }
                var pair = TokenPair(foreground: f, background: b, appearance: appearance,
                                     role: role ?? self.role(of: TokenName(f.name)), level: level)
                pair.convention = convention
                if !b.color.isOpaque, let canvas = canvases[b.platform], canvas.name != b.name, canvas.name != f.name {
                    pair.surface = canvas
                }
                result.append(pair)
            }
            // Rule 1.
            var pairedByOn: Set<String> = []
            for (token, name) in zip(tokens, names) {
                for target in name.onTargets {
                    var background = named(target.name)
                    if background == nil, let shorter = target.withoutVariant { background = named(shorter) }
                    guard let background else { continue }
                    add(token, background, .onX)
                    pairedByOn.insert(token.name)
                    if target.isSurface {
                        for (other, otherName) in zip(tokens, names)
                        where otherName.extendsSurface(of: target.name) { add(token, other, .onX) }
                    }
                    break
                }
                if let base = name.foregroundSuffixBase, let background = named(base) {
                    add(token, background, .foregroundSuffix)
                    pairedByOn.insert(token.name)
                }
            }
            // Rule 2, with the backgrounds indexed by stem and by word.
            var foregrounds: [Int] = []
            var byScope: [[String]: [Int]] = [:]
            var byWord: [String: [Int]] = [:]
            var byColorStem: [[String]: [Int]] = [:]
            var accents: [Int] = []
            for (i, name) in names.enumerated() {
                if !name.onTargets.isEmpty {
                    if !pairedByOn.contains(name.name) { foregrounds.append(i) }
                    continue
                }
                switch name.keywordClass {
                case .foreground: foregrounds.append(i)
                case .background:
                    byScope[name.scope, default: []].append(i)
                    // By stem and variant word too: a foreground with a variant meets only the
                    // backgrounds with none or with one of its words (``TokenName/agrees(with:)``).
                    if name.variant.isEmpty {
                        byScope[name.scope + ["\u{0}"], default: []].append(i)
                    } else {
                        for word in name.variant { byScope[name.scope + ["\u{0}", word], default: []].append(i) }
                    }
                    for word in Set(name.words) { byWord[word, default: []].append(i) }
                case nil: break
                }
                if let stem = name.colorStem { byColorStem[stem, default: []].append(i) }
                if name.keywordClass != .foreground, name.words.contains("accent") { accents.append(i) }
            }
            var unmatched: [Int] = []
            for f in foregrounds {
                let fName = names[f]
                let candidates: [Int]
                if let onWord = fName.onWord {
                    candidates = byWord[onWord] ?? []
                } else if fName.variant.isEmpty {
                    candidates = byScope[fName.scope] ?? []
                } else {
                    var merged = Set(byScope[fName.scope + ["\u{0}"]] ?? [])
                    for word in fName.variant { merged.formUnion(byScope[fName.scope + ["\u{0}", word]] ?? []) }
                    candidates = merged.sorted()
                }
                let convention: NamingConvention = fName.onWord == nil ? .roleKeywords : .onWord
                var matched = false
                for b in candidates where fName.agrees(with: names[b]) {
                    add(tokens[f], tokens[b], convention)
                    matched = true
                }
                if !matched { unmatched.append(f) }
            }
            // Rule 3.
            for f in foregrounds where names[f].onTargets.isEmpty {
                for b in byColorStem[names[f].scope] ?? [] { add(tokens[f], tokens[b], .colorStem) }
            }
            let highlightStems: Set<String> = ["vibrant", "selected", "highlighted"]
            for f in unmatched where names[f].onTargets.isEmpty {
                let scope = names[f].scope
                guard !scope.isEmpty, scope.allSatisfy(highlightStems.contains) else { continue }
                for b in accents { add(tokens[f], tokens[b], .highlightedText) }
            }
            // Rule 4.
            for (f, b, role) in groupPairs(tokens) { add(tokens[f], tokens[b], .group, role: role) }
            // A fully transparent background over the canvas is the canvas: a pair over it that
            // repeats a pair of the same foreground over the canvas itself is left out.
            if !canvases.isEmpty {
                let overCanvas = Set(result[start...].filter { canvases[$0.background.platform]?.name == $0.background.name }
                    .map { [$0.foreground.name, $0.background.platform ?? ""] })
                let kept = result[start...].filter {
                    !($0.background.color.alpha == 0 && overCanvas.contains([$0.foreground.name, $0.background.platform ?? ""]))
                }
                result.replaceSubrange(start..., with: kept)
            }
        }
        return result
    }

    static func role(of name: TokenName) -> ContrastRole {
        let nonText: Set<String> = ["border", "icon", "divider", "stroke", "ring"]
        if name.words.contains(where: nonText.contains) { return .nonText }
        // `outline` before a foreground keyword names a style of the component (Primer's
        // `button-outline-fgColor-rest`, the text of an outline button), not an outline.
        guard let outline = name.words.lastIndex(of: "outline") else { return .text }
        let foreground = name.words.lastIndex { TokenName.webForegroundKeywords.contains($0) }
        return foreground.map { $0 > outline } == true ? .text : .nonText
    }
}
