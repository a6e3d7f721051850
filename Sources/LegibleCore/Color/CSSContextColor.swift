/// Color keywords whose value comes from where the color is used, not from the text:
/// `currentcolor` (CSS Color 4 §6.4) and the system colors
/// (CSS Color 4 §6.2: `Canvas`, `CanvasText`, `LinkText`, …, chosen by the browser, the platform
/// and the user's settings, forced colors included). A token file cannot say which color they
/// stand for, so a checker can only report them as not checked. (`inherit` is not one: in CSS it
/// applies to any property, so `--font: inherit` says nothing about color.)
public enum CSSContextColor {
    /// The CSS Color 4 §6.2 system colors, lower case (the deprecated ones of §Appendix A are
    /// left out: browsers map them onto these).
    static let systemColors: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext",
        "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext",
        "linktext", "mark", "marktext", "selecteditem", "selecteditemtext", "visitedtext",
    ]

    /// Why `text` (one keyword, any letter case, surrounding white space ignored) has no color of
    /// its own, or nil when it is not such a keyword: "'currentColor' is the color of the element
    /// it is drawn on, which the file does not give".
    public static func reason(for text: String) -> String? {
        var trimmed = Substring(text.drop(while: \.isWhitespace))
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        switch trimmed.lowercased() {
        case "currentcolor":
            return "'\(trimmed)' is the color of the element it is drawn on, which the file does not give"
        case let name where systemColors.contains(name):
            return "'\(trimmed)' is a CSS system color, chosen by the browser, the platform and the user's "
                + "settings (CSS Color 4 §6.2)"
        default:
            return nil
        }
    }
}
