/// The appearance a CSS selector stands for, when it stands for one.
///
/// A selector is a mode context only when every simple selector in it is one of:
/// - `:root`, `:host`, `html`, `*` (the document root, or every element): the enclosing mode,
///   `light` by default;
/// - a class `.dark`, `.dark-mode` → `dark`; `.light`, `.light-mode` → `light`;
/// - a theme class, one whose words (split at `-` and `_`) include `theme`: `.dark-theme`,
///   `.theme-dark`, `.cpd-theme-light-hc` → the appearance named by the words after `theme`
///   (or before it when none follow), read by ``appearanceName(_:)`` (`.theme-ocean` → `ocean`,
///   `.cpd-theme-light-hc` → `light-high-contrast`);
/// - a dark class with a theme class (`.dark .theme-zinc`, shadcn/ui) → `zinc-dark`;
/// - an attribute `[data-theme=X]`, `[data-color-mode=X]`, `[data-light-theme=X]` or
///   `[data-dark-theme=X]` → `X` read by ``appearanceName(_:)``; `data-light-theme` and
///   `data-dark-theme` (Primer) win over `data-color-mode`.
///
/// `:not(...)` is dropped, `:where(...)`, `:is(...)` and `:host(...)` are read through, and `&`
/// is ignored. Anything else (`.button`, `body`, `*`, `[class*=x]`, `:hover`) makes the selector
/// a component rule, whose custom properties are not palette tokens.
enum CSSSelectorMode: Hashable {
    /// The document root: the mode of the enclosing `@media`, else `light`.
    case root
    /// A named appearance.
    case explicit(String)

    static let darkClasses: Set<String> = ["dark", "dark-mode"]
    static let lightClasses: Set<String> = ["light", "light-mode"]
    static let themeAttributes: Set<String> = ["data-theme", "data-color-mode"]
    static let namedThemeAttributes: Set<String> = ["data-light-theme", "data-dark-theme"]

    /// An appearance name as written in a selector, normalized: lower case, quotes removed;
    /// words `dark` or `light` (also `night`/`day`), with `hc` or `high`+`contrast`, give `dark`,
    /// `light`, `dark-high-contrast` or `light-high-contrast`; other names are kept, with `_`
    /// read as `-` (`dark_dimmed` → `dark-dimmed`).
    static func appearanceName(_ raw: String) -> String {
        let lower = raw.lowercased().trimmingQuotes()
        let words = lower.split { $0 == "-" || $0 == "_" || $0 == " " }.map(String.init)
        let highContrast = words.contains("hc") || (words.contains("high") && words.contains("contrast"))
        let base: String? = words.contains("dark") || words.contains("night") ? "dark"
            : words.contains("light") || words.contains("day") ? "light" : nil
        let known: Set<String> = ["dark", "light", "night", "day", "hc", "high", "contrast", "theme", "mode"]
        if let base, words.allSatisfy(known.contains) {
            return highContrast ? base + "-high-contrast" : base
        }
        return words.joined(separator: "-")
    }

    /// The modes of a selector list, in order, without repeats; empty when none is a mode.
    static func modes(ofList list: String) -> [CSSSelectorMode] {
        var result: [CSSSelectorMode] = []
        for selector in splitTopLevel(list, on: ",") {
            if let mode = classify(selector), !result.contains(mode) { result.append(mode) }
        }
        return result
    }

    /// The mode of one complex selector, or nil when it is not a mode context.
    static func classify(_ selector: String) -> CSSSelectorMode? {
        var s = removingFunctions(named: ":not(", from: selector.lowercased())
        for name in [":where(", ":is(", ":host("] {
            s = s.replacing(name, with: name == ":host(" ? ":host " : " ")
        }
        var isRoot = false
        var explicit: String?
        var namedTheme = false
        var darkClass = false, themeClass: String?
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            switch c {
            case " ", "\t", "\n", "\r", ">", "+", "~", ",", "(", ")", "&":
                i = s.index(after: i)
            case ".":
                let (name, next) = identifier(in: s, from: s.index(after: i))
                i = next
                if darkClasses.contains(name) { explicit = "dark"; darkClass = true }
                else if lightClasses.contains(name) { explicit = "light" }
                else if name.split(whereSeparator: { $0 == "-" || $0 == "_" }).contains("theme") {
                    // The words after `theme` name it; a prefix before it is a namespace
                    // (`cpd-theme-light-hc`), unless nothing follows (`dark-theme`).
                    let all = name.split { $0 == "-" || $0 == "_" }
                    let index = all.lastIndex(of: "theme") ?? all.endIndex
                    let after = all[all.index(after: index)...]
                    let words = after.isEmpty ? all[..<index] : after
                    guard !words.isEmpty else { return nil }
                    explicit = appearanceName(words.joined(separator: "-"))
                    themeClass = explicit
                } else { return nil }
            case "[":
                guard let close = s[i...].firstIndex(of: "]") else { return nil }
                let inside = s[s.index(after: i)..<close]
                i = s.index(after: close)
                guard let eq = inside.firstIndex(of: "=") else { return nil }
                var attribute = String(inside[..<eq]).trimmingCharacters()
                if let last = attribute.last, "~|^$*".contains(last) { attribute.removeLast() }
                let named = namedThemeAttributes.contains(attribute)
                guard named || themeAttributes.contains(attribute) else { return nil }
                var value = String(inside[inside.index(after: eq)...]).trimmingCharacters()
                if value.hasSuffix(" i") || value.hasSuffix(" s") { value = String(value.dropLast(2)).trimmingCharacters() }
                value = value.trimmingQuotes()
                guard !value.isEmpty else { return nil }
                if named || !namedTheme { explicit = appearanceName(value) }
                namedTheme = namedTheme || named
            case ":":
                let (name, next) = identifier(in: s, from: s.index(after: i))
                i = next
                guard name == "root" || name == "host" else { return nil }
                isRoot = true
            case "*":
                i = s.index(after: i)
                isRoot = true
            default:
                let (name, next) = identifier(in: s, from: i)
                guard name == "html", next > i else { return nil }
                i = next
                isRoot = true
            }
        }
        // `.dark .theme-zinc` (shadcn/ui's classic themes): the dark variant of a named theme.
        if darkClass, let themeClass, !themeClass.hasPrefix("dark"), !themeClass.hasPrefix("light") {
            return .explicit(themeClass + "-dark")
        }
        if let explicit { return .explicit(explicit) }
        return isRoot ? .root : nil
    }

    private static func identifier(in s: String, from start: String.Index) -> (String, String.Index) {
        var i = start
        while i < s.endIndex, s[i].isLetter || s[i].isNumber || s[i] == "-" || s[i] == "_" { i = s.index(after: i) }
        return (String(s[start..<i]), i)
    }

    /// `s` without every `name...)` group, parentheses balanced.
    static func removingFunctions(named name: String, from s: String) -> String {
        var result = ""
        var rest = Substring(s)
        while let range = rest.firstRange(of: name) {
            result += rest[..<range.lowerBound]
            var depth = 1
            var i = range.upperBound
            while i < rest.endIndex, depth > 0 {
                if rest[i] == "(" { depth += 1 } else if rest[i] == ")" { depth -= 1 }
                i = rest.index(after: i)
            }
            rest = rest[i...]
        }
        return result + rest
    }

    /// Splits at `separator` outside parentheses, brackets and quotes.
    static func splitTopLevel(_ s: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for c in s {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth = max(0, depth - 1)
            } else if c == separator && depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(c)
        }
        parts.append(current)
        return parts
    }
}

extension String {
    func trimmingQuotes() -> String {
        if count >= 2, let f = first, let l = last, f == l, f == "\"" || f == "'" {
            return String(dropFirst().dropLast())
        }
        return self
    }
}
