import LegibleCore

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

extension ColorText {
    /// `rgba(#RRGGBB, 0.5)`: a hex color with an alpha, as Tokens Studio writes it (also after
    /// substituting `rgba({color.red}, 0.5)`); CSS does not accept a hex inside `rgba()`. The
    /// alpha is a number 0...1 or a percentage and multiplies the hex color's own alpha.
    static func hexWithAlpha(_ text: String) -> SRGBColor? {
        let t = text.trimmingCharacters().lowercased()
        guard t.hasPrefix("rgba(") || t.hasPrefix("rgb("), t.hasSuffix(")"), let open = t.firstIndex(of: "(") else {
            return nil
        }
        let inner = t[t.index(after: open)..<t.index(before: t.endIndex)].split(separator: ",")
        guard inner.count == 2 else { return nil }
        let hexText = inner[0].trimmingCharacters()
        var alphaText = inner[1].trimmingCharacters()
        guard hexText.hasPrefix("#"), var color = try? SRGBColor(parsing: hexText) else { return nil }
        var scale = 1.0
        if alphaText.hasSuffix("%") { alphaText.removeLast(); scale = 0.01 }
        guard let a = Double(alphaText), a.isFinite else { return nil }
        color.alpha *= min(1, max(0, a * scale))
        return color
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
