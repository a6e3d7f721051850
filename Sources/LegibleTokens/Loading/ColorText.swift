/// Heuristics on value text that are shared by the readers.
enum ColorText {
    /// The CSS functions whose value is a color (CSS Color 4 and 5).
    static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
        "color-mix", "light-dark", "device-cmyk", "contrast-color",
    ]

    /// Whether `text` looks like an attempt at a color (one `#` word, or one call of a color
    /// function), so that a failure to parse it is worth reporting as skipped rather than
    /// ignored. `#0969da solid 2px` (a border) does not.
    static func looksLikeColor(_ text: String) -> Bool {
        let t = text.trimmingCharacters()
        if t.hasPrefix("#") { return !t.contains(where: \.isWhitespace) }
        guard let paren = t.firstIndex(of: "("), t.hasSuffix(")") else { return false }
        return colorFunctions.contains(t[..<paren].lowercased())
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space (ASCII and Unicode).
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
