import LegibleCore

extension Pairing {
    /// The pairs real design systems imply by their names, within each appearance.
    ///
    /// Names are split into words at `.`, `-`, `_`, `/`, spaces and lower-to-upper camel-case
    /// boundaries, compared in lower case. An *on-segment* is a word `on` that starts the name or
    /// follows a separator, and is followed by `-`, `_` or an upper-case letter: in
    /// `md-sys-color-on-primary`, `color.on-primary`, `onPrimary`, `md_theme_on_primary`.
    ///
    /// 1. **Material `on-X` over `X`.** A token `P on-X` (prefix `P`, any common prefix) is paired
    ///    over the token `P X` when it exists: `md-sys-color-on-primary` over
    ///    `md-sys-color-primary`, `on-primary-container` over `primary-container`,
    ///    `inverse-on-surface` over `inverse-surface`, `onPrimary` over `primary`. When `P X` does
    ///    not exist and `X` ends in `variant`, `P X` without it is tried (`on-primary-fixed-variant`
    ///    over `primary-fixed`). `P on-surface` is also paired over every `P surface-container…`,
    ///    `P surface-dim` and `P surface-bright` (Material 3's surface roles).
    ///    **shadcn/ui `X-foreground` over `X`**, likewise: `card-foreground` over `card`,
    ///    `color-primary-foreground` over `color-primary` (the name minus a final `-foreground`,
    ///    `_foreground`, `.foreground` or `Foreground`).
    /// 2. **Foreground over background.** Otherwise, a token is a foreground when the last of its
    ///    words that is a keyword is `fg`, `text` or `foreground`, and a background when it is
    ///    `bg`, `canvas`, `surface` or `background`. Its *scope* is the words before its first
    ///    keyword or on-segment (`header` in `header-fgColor-default`; none in `fg.default`).
    ///    A foreground is paired over every background with the same scope in which the words
    ///    `inverse`/`inverted` and `emphasis` appear in both or in neither. A token with an
    ///    on-segment is never a background; unless rule 1 paired it, it is a foreground (whatever
    ///    its keywords) paired over the backgrounds that have the word after `on`, whatever their
    ///    scope (`fgColor-onEmphasis` over `bgColor-accent-emphasis`, `text-on-brand` over
    ///    `brand-bg`), the modifier words agreeing as above.
    ///
    /// Roles: `non-text` (WCAG 1.4.11) when the foreground's words include `border`, `outline`,
    /// `icon`, `divider`, `stroke` or `ring`; `text` otherwise. Never a token over itself. Order:
    /// appearance, then rule 1 pairs in foreground token order, then rule 2 pairs in foreground
    /// then background token order.
    public static func automaticPairs(in set: TokenSet, level: WCAGLevel) -> [TokenPair] {
        var result: [TokenPair] = []
        for (appearance, tokens) in grouped(set) {
            var seen: Set<PairKey> = []
            var index: [String: Int] = [:]
            index.reserveCapacity(tokens.count)
            for (i, token) in tokens.enumerated() { index[token.name] = i }
            func named(_ name: String) -> ColorToken? { index[name].map { tokens[$0] } }
            func add(_ f: ColorToken, _ b: ColorToken) {
                guard f.name != b.name, seen.insert(PairKey(f.name, b.name, appearance, .text, level)).inserted else { return }
                result.append(TokenPair(foreground: f, background: b, appearance: appearance,
                                        role: role(of: TokenName(f.name)), level: level))
            }
            // Rule 1.
            var pairedByOn: Set<String> = []
            let names = tokens.map { TokenName($0.name) }
            for (token, name) in zip(tokens, names) {
                for target in name.onTargets {
                    var background = named(target.name)
                    if background == nil, let shorter = target.withoutVariant { background = named(shorter) }
                    guard let background else { continue }
                    add(token, background)
                    pairedByOn.insert(token.name)
                    if target.isSurface {
                        for (other, otherName) in zip(tokens, names)
                        where otherName.extendsSurface(of: target.name) { add(token, other) }
                    }
                    break
                }
                if let base = name.foregroundSuffixBase, let background = named(base) {
                    add(token, background)
                    pairedByOn.insert(token.name)
                }
            }
            // Rule 2.
            var foregrounds: [(ColorToken, TokenName)] = []
            var backgrounds: [(ColorToken, TokenName)] = []
            for (token, name) in zip(tokens, names) {
                if !name.onTargets.isEmpty {
                    if !pairedByOn.contains(token.name) { foregrounds.append((token, name)) }
                    continue
                }
                switch name.keywordClass {
                case .foreground: foregrounds.append((token, name))
                case .background: backgrounds.append((token, name))
                case nil: break
                }
            }
            for (f, fName) in foregrounds {
                let onWord = fName.onWord
                for (b, bName) in backgrounds where fName.modifiers == bName.modifiers {
                    if let onWord {
                        guard bName.words.contains(onWord) else { continue }
                    } else {
                        guard fName.scope == bName.scope else { continue }
                    }
                    add(f, b)
                }
            }
        }
        return result
    }

    static func role(of name: TokenName) -> ContrastRole {
        let nonText: Set<String> = ["border", "outline", "icon", "divider", "stroke", "ring"]
        return name.words.contains(where: nonText.contains) ? .nonText : .text
    }
}

/// A token name read as words, for the automatic pairing rules.
///
/// Works on UTF-8 bytes: separators and camel-case boundaries are ASCII, and other bytes are
/// kept as they are (so non-ASCII names still split and compare, without case folding).
struct TokenName {
    let name: String
    let words: [String]
    /// The background names the on-segments imply, last on-segment first.
    let onTargets: [OnTarget]

    init(_ name: String) {
        self.name = name
        words = Self.words(of: name)
        onTargets = words.contains("on") ? Self.onTargets(of: name) : []
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

    /// Foreground or background, from the last keyword word.
    var keywordClass: KeywordClass? {
        for word in words.reversed() {
            if word == "fg" || word == "text" || word == "foreground" { return .foreground }
            if word == "bg" || word == "canvas" || word == "surface" || word == "background" { return .background }
        }
        return nil
    }

    static let keywords: Set<String> = ["fg", "text", "foreground", "bg", "canvas", "surface", "background"]

    /// The words before the first keyword or `on` (rule 2).
    var scope: ArraySlice<String> {
        let end = words.firstIndex { Self.keywords.contains($0) || $0 == "on" } ?? words.endIndex
        return words[..<end]
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
    var modifiers: Set<String> {
        var result: Set<String> = []
        for word in words {
            if word == "inverse" || word == "inverted" { result.insert("inverse") }
            if word == "emphasis" { result.insert("emphasis") }
        }
        return result
    }

    /// The first word after the last on-segment (`emphasis` in `fgColor-onEmphasis`).
    var onWord: String? {
        onTargets.first.map { Self.words(of: $0.rest) }?.first
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
