/// The appearance a CSS selector stands for, when it stands for one.
///
/// A selector is a mode context only when every simple selector in it is one of:
/// - `:root`, `:host`, `html` (the document root): the enclosing mode, `light` by default;
/// - a class `.dark`, `.dark-theme`, `.theme-dark`, `.dark-mode` → `dark`;
///   `.light`, `.light-theme`, `.theme-light`, `.light-mode` → `light`;
/// - an attribute `[data-theme=X]` or `[data-color-mode=X]` → `X`, lower-cased, quotes removed.
///
/// `:not(...)` is dropped, `:where(...)`, `:is(...)` and `:host(...)` are read through, and `&`
/// is ignored. Anything else (`.button`, `body`, `*`, `[class*=x]`, `:hover`) makes the selector
/// a component rule, whose custom properties are not palette tokens.
enum CSSSelectorMode: Hashable {
    /// The document root: the mode of the enclosing `@media`, else `light`.
    case root
    /// A named appearance.
    case explicit(String)

    static let darkClasses: Set<String> = ["dark", "dark-theme", "theme-dark", "dark-mode"]
    static let lightClasses: Set<String> = ["light", "light-theme", "theme-light", "light-mode"]
    static let themeAttributes: Set<String> = ["data-theme", "data-color-mode"]

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
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            switch c {
            case " ", "\t", "\n", "\r", ">", "+", "~", ",", "(", ")", "&":
                i = s.index(after: i)
            case ".":
                let (name, next) = identifier(in: s, from: s.index(after: i))
                i = next
                if darkClasses.contains(name) { explicit = "dark" }
                else if lightClasses.contains(name) { explicit = "light" }
                else { return nil }
            case "[":
                guard let close = s[i...].firstIndex(of: "]") else { return nil }
                let inside = s[s.index(after: i)..<close]
                i = s.index(after: close)
                guard let eq = inside.firstIndex(of: "=") else { return nil }
                var attribute = String(inside[..<eq]).trimmingCharacters()
                if let last = attribute.last, "~|^$*".contains(last) { attribute.removeLast() }
                guard themeAttributes.contains(attribute) else { return nil }
                var value = String(inside[inside.index(after: eq)...]).trimmingCharacters()
                if value.hasSuffix(" i") || value.hasSuffix(" s") { value = String(value.dropLast(2)).trimmingCharacters() }
                value = value.trimmingQuotes()
                guard !value.isEmpty else { return nil }
                explicit = value
            case ":":
                let (name, next) = identifier(in: s, from: s.index(after: i))
                i = next
                guard name == "root" || name == "host" else { return nil }
                isRoot = true
            default:
                let (name, next) = identifier(in: s, from: i)
                guard name == "html", next > i else { return nil }
                i = next
                isRoot = true
            }
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
