/// A token name read as words, for the automatic pairing rules.
///
/// Works on UTF-8 bytes: separators and camel-case boundaries are ASCII, and other bytes are
/// kept as they are (so non-ASCII names still split and compare, without case folding).
///
/// A class, so that what the rules ask of a name (its keyword class, stem, variant, states) is
/// worked out once per token and kept, however many backgrounds it is compared with.
final class TokenName {
    let name: String
    let words: [String]
    /// The background names the on-segments imply, last on-segment first.
    let onTargets: [OnTarget]

    init(_ name: String) {
        self.name = name
        words = Self.words(of: name)
        // A background keyword before the `on` makes `on` a state (`reaction_background_on_light`:
        // the reaction's background when it is on), not an on-segment.
        let words = self.words
        let on = words.firstIndex(of: "on")
        let stateOn = on.map { i in words[..<i].contains(where: Self.webBackgroundKeywords.contains) } ?? false
        onTargets = on != nil && !stateOn ? Self.onTargets(of: name) : []
    }

    static func isSeparator(_ b: UInt8) -> Bool { b == 0x2E || b == 0x2D || b == 0x5F || b == 0x2F || b == 0x20 }
    static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    static func isLowerOrDigit(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) }

    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for b in name.utf8 {
            if isSeparator(b) {
                flush()
            } else {
                if isUpper(b) && isLowerOrDigit(previous) { flush() }
                current.append(isUpper(b) ? b | 0x20 : b)
            }
            previous = b
        }
        flush()
        return words
    }

    static func onTargets(of name: String) -> [OnTarget] {
        let bytes = Array(name.utf8)
        var targets: [OnTarget] = []
        var i = 0
        while i + 2 < bytes.count {
            defer { i += 1 }
            guard bytes[i] | 0x20 == 0x6F, bytes[i + 1] == 0x6E, i == 0 || isSeparator(bytes[i - 1]) else { continue }
            let next = bytes[i + 2]
            var rest: [UInt8]
            if next == 0x2D || next == 0x5F {
                rest = Array(bytes[(i + 3)...])
            } else if isUpper(next) {
                rest = [next | 0x20] + bytes[(i + 3)...]
            } else {
                continue
            }
            guard !rest.isEmpty else { continue }
            targets.insert(OnTarget(prefix: String(decoding: bytes[..<i], as: UTF8.self),
                                    rest: String(decoding: rest, as: UTF8.self)), at: 0)
        }
        return targets
    }

    enum KeywordClass { case foreground, background }

    /// Words that make a name a foreground or a background on the web.
    static let webForegroundKeywords: Set<String> = ["fg", "text", "foreground"]
    static let webBackgroundKeywords: Set<String> = ["bg", "canvas", "surface", "background"]
    /// Apple's words (`Label`, `Title`, `Tint`; `Fill`): keywords only in a name with no web
    /// keyword, so that `label-fgColor-rest` is a foreground of stem `label`.
    static let appleForegroundKeywords: Set<String> = ["label", "title", "tint"]
    static let appleBackgroundKeywords: Set<String> = ["fill"]
    static let keywords = webForegroundKeywords.union(webBackgroundKeywords)
        .union(appleForegroundKeywords).union(appleBackgroundKeywords)
    /// A selection or highlight is a fill drawn beneath text, never text itself.
    static let selectionWords: Set<String> = ["selection", "highlight"]

    /// Whether `word` is a keyword of this name: a web keyword, or an Apple one when the name
    /// has no web keyword.
    ///
    /// An Apple keyword also has to end the name, or be followed only by `color`, neutral words
    /// and states (`secondaryLabel`, `toolbarTintColor`, `buttonsSecondaryFillPressed`), so that
    /// `syntaxLabelName` is no label.
    func isKeyword(_ word: String) -> Bool {
        if Self.webForegroundKeywords.contains(word) || Self.webBackgroundKeywords.contains(word) { return true }
        guard !hasWebKeyword, Self.appleForegroundKeywords.contains(word) || Self.appleBackgroundKeywords.contains(word),
              let i = words.lastIndex(of: word) else { return false }
        return words[(i + 1)...].allSatisfy { Self.neutralWords.contains($0) || Self.stateWords.contains($0) }
    }

    private(set) lazy var hasWebKeyword: Bool = computeHasWebKeyword()
    private func computeHasWebKeyword() -> Bool {
        words.contains { Self.webForegroundKeywords.contains($0) || Self.webBackgroundKeywords.contains($0) }
    }

    /// Foreground or background, from the last keyword word; a name with a selection word is
    /// a background whenever it has a keyword or ends in `color` (`textSelectionFill`).
    private(set) lazy var keywordClass: KeywordClass? = computeKeywordClass()
    private func computeKeywordClass() -> KeywordClass? {
        guard let i = words.lastIndex(where: isKeyword) else {
            if words.count > 1, words.last == "color", words.contains(where: Self.selectionWords.contains) {
                return .background
            }
            return nil
        }
        let word = words[i]
        // `selection-foreground` is the text of a selection; any other selection name is its fill.
        if words.contains(where: Self.selectionWords.contains) {
            return word == "foreground" || word == "fg" ? .foreground : .background
        }
        // Material's `surfaceTint` is an overlay color, not a surface.
        if words.last == "tint", hasWebKeyword { return nil }
        return Self.webForegroundKeywords.contains(word) || Self.appleForegroundKeywords.contains(word)
            ? .foreground : .background
    }

    /// The stem (rule 2): the words before the first keyword or `on`, without `color` (and, for
    /// a background, selection words): `header` in `header-fgColor-default`, `sidebar unread
    /// count` in `SidebarUnreadCountText`, `label` in `label-fgColor-rest`, nothing in
    /// `fg.default` and in `textSelectionFill`.
    private(set) lazy var scope: [String] = computeScope()
    private func computeScope() -> [String] {
        let end = words.firstIndex { isKeyword($0) || $0 == "on" } ?? words.endIndex
        let isBackground = keywordClass == .background
        return words[..<end].filter { $0 != "color" && !(isBackground && Self.selectionWords.contains($0)) }
    }

    /// For a name with no keyword that ends in `color` (`sectionHeaderColor`): the words before
    /// it, the stem an Apple-style `…TextColor` shares with it.
    /// A name in a group (`nl.link.color`) has none: there `color` is the group's text (``GroupLeaf``).
    var colorStem: [String]? {
        guard keywordClass == nil, onTargets.isEmpty, words.count > 1, words.last == "color",
              !name.utf8.contains(where: { $0 == 0x2E || $0 == 0x2F }) else { return nil }
        return Array(words.dropLast())
    }

    /// `card` for `card-foreground`: the name without a final foreground word (rule 1).
    var foregroundSuffixBase: String? {
        guard words.last == "foreground", words.count > 1 else { return nil }
        for suffix in ["-foreground", "_foreground", ".foreground", "Foreground"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// The words that must agree between a foreground and a background (rule 2).
    private(set) lazy var modifiers: Set<String> = computeModifiers()
    private func computeModifiers() -> Set<String> {
        var result: Set<String> = []
        for word in words {
            if word == "inverse" || word == "inverted" { result.insert("inverse") }
            if word == "emphasis" { result.insert("emphasis") }
        }
        return result
    }

    /// Interaction states: a foreground and a background that both name one must name the same
    /// (`label-fgColor-rest` is not drawn over `label-bgColor-active`).
    static let stateWords: Set<String> = [
        "rest", "hover", "hovered", "active", "pressed", "focus", "focused", "disabled", "visited", "dragged",
    ]
    /// Words that qualify a color without saying where it is used: emphasis levels, tones,
    /// elevations, interaction states and selection. A foreground and a background may differ in
    /// these; in any other word after their keyword (a status, a component, a hue) they must
    /// share one when both have some.
    static let neutralWords: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "default", "subtle", "subtler", "subtlest", "muted",
        "strong", "stronger", "weak", "emphasis", "inverse", "inverted", "base", "inset", "overlay", "raised",
        "sunken", "elevated", "page", "document", "transparent", "solid", "bold", "bolder", "light", "lighter",
        "dark", "darker", "color", "on", "white", "black", "alt", "alternate",
    ]

    private(set) lazy var states: Set<String> = Set(words).intersection(Self.stateWords)

    /// Status and emphasis roles of a fill (`danger`, `success`, `brand`, `action`, …).
    static let statusWords: Set<String> = [
        "accent", "danger", "success", "attention", "severe", "done", "sponsors", "open", "closed", "error",
        "warning", "info", "informative", "positive", "negative", "critical", "caution", "upsell",
        "discovery", "important", "notice", "brand", "action",
    ]

    /// Words that make a status fill a light tint, over which neutral text is drawn.
    static let tintWords: Set<String> = [
        "subtle", "subtler", "subtlest", "muted", "subdued", "soft", "weak", "light", "lighter", "tint",
        "tinted", "faint", "pale",
    ]

    /// The words after the first keyword that are not neutral (``neutralWords``, states,
    /// keywords, selection words): `danger` in `fgColor-danger`, `badge info` in
    /// `cpd-color-text-badge-info`, `decorative 4` in `cpd-color-text-decorative-4`.
    private(set) lazy var variant: Set<String> = computeVariant()
    private func computeVariant() -> Set<String> {
        guard let first = words.firstIndex(where: isKeyword) else { return [] }
        return Set(words[(first + 1)...].filter {
            !Self.neutralWords.contains($0) && !Self.stateWords.contains($0) && !Self.keywords.contains($0)
                && !Self.selectionWords.contains($0)
        })
    }

    /// Whether `self` (a foreground) may be drawn over `background` by rule 2: the modifier words
    /// agree, interaction states do not contradict, the variants (``variant``) share a word, a
    /// status when both have one, and a number when both have some, a neutral foreground is not drawn over a solid status
    /// fill (a background with ``statusWords`` and no ``tintWords``), both name the same theme (`light`, `dark`) when both name
    /// one, and a `white` or `black` on either side has the other tone on the other side.
    func agrees(with background: TokenName) -> Bool {
        guard modifiers == background.modifiers else { return false }
        let (fs, bs) = (states, background.states)
        if !fs.isEmpty, !bs.isEmpty, fs.isDisjoint(with: bs) { return false }
        let (fv, bv) = (variant, background.variant)
        // A status fill with no tint word (`bg-critical-primary`, `backgroundBrand`) is solid: its
        // text is named for it (`text-on-solid`, `textOnColor`), so a neutral foreground is not
        // drawn over it; over `bgColor-danger-muted`, or a component's `backgroundSheets`, it is.
        if fv.isEmpty, !bv.isDisjoint(with: Self.statusWords), onWord == nil,
           background.words.allSatisfy({ !Self.tintWords.contains($0) }) {
            return false
        }
        if !fv.isEmpty, !bv.isEmpty {
            guard !fv.isDisjoint(with: bv) else { return false }
            // Statuses on both sides are the same status (`text-badge-info` is not drawn over
            // `bg-badge-critical`).
            let (fs, bs) = (fv.intersection(Self.statusWords), bv.intersection(Self.statusWords))
            if !fs.isEmpty, !bs.isEmpty, fs.isDisjoint(with: bs) { return false }
            // Numbered variants (`decorative-4`, `decorative-5`) must have the same number.
            let (fn, bn) = (fv.filter(\.isNumber), bv.filter(\.isNumber))
            if !fn.isEmpty, !bn.isEmpty, fn != bn { return false }
        }
        // A theme named in both names is the same theme (`text_primary_light` is never drawn
        // over `bg_subtle_dark`).
        let (fm, bm) = (modes, background.modes)
        if !fm.isEmpty, !bm.isEmpty, fm != bm { return false }
        // `white` and `black` are absolute: white text over a black fill, never over another.
        let (ft, bt) = (tones, background.tones)
        if (!ft.isEmpty || !bt.isEmpty) && (ft.isEmpty || bt.isEmpty || ft == bt) { return false }
        return true
    }

    /// The themes a name holds (`light`, `dark`).
    private(set) lazy var modes: Set<String> = Set(words).intersection(["light", "dark"])

    /// The absolute tones a name holds (`white`, `black`).
    private(set) lazy var tones: Set<String> = Set(words).intersection(["white", "black"])

    /// The first word after the last on-segment (`emphasis` in `fgColor-onEmphasis`).
    ///
    /// A foreground with `on` inside a camel-case word (Carbon's `textOnColor`) has the word
    /// after it too, though `On` there starts no on-segment.
    private(set) lazy var onWord: String? = computeOnWord()
    private func computeOnWord() -> String? {
        if let target = onTargets.first { return Self.words(of: target.rest).first }
        guard keywordClass == .foreground, let i = words.firstIndex(of: "on"), i + 1 < words.count else { return nil }
        return words[i + 1]
    }

    /// Whether this name is `surfaceName` followed by `container…`, `dim` or `bright`.
    func extendsSurface(of surfaceName: String) -> Bool {
        guard name.utf8.count > surfaceName.utf8.count, name.hasPrefix(surfaceName) else { return false }
        let tail = Array(name.utf8.dropFirst(surfaceName.utf8.count))
        guard let first = tail.first, Self.isSeparator(first) || Self.isUpper(first) else { return false }
        let tailWords = Self.words(of: String(decoding: tail, as: UTF8.self))
        return ["container", "dim", "bright"].contains(tailWords.first ?? "")
    }
}

/// The background an on-segment names: `prefix` + `rest`.
struct OnTarget {
    var prefix: String
    var rest: String
    var name: String { prefix + rest }
    var isSurface: Bool { TokenName.words(of: rest) == ["surface"] }

    /// `name` without a trailing `variant` word, when it has one.
    var withoutVariant: String? {
        for suffix in ["-variant", "_variant", "Variant", ".variant"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }
}

fileprivate extension String {
    /// Whether the word is all ASCII digits (`4` in `decorative-4`).
    var isNumber: Bool { !isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
}
