/// How messages quote text that may be huge (a 1 MB token value, a pasted command-line value):
/// at most ``limit`` characters, the rest replaced by an ellipsis, so an error stays one
/// readable line.
public enum TextExcerpt {
    /// The most characters a message quotes: 80.
    public static let limit = 80

    /// `text` itself when it has at most `limit` characters (grapheme clusters), else its
    /// first `limit - 1` characters followed by `…` (U+2026), `limit` characters in all.
    ///
    /// - Complexity: O(`limit`), whatever the length of `text`.
    public static func shortened(_ text: String, limit: Int = TextExcerpt.limit) -> String {
        let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex)
        guard let end, end != text.endIndex else { return text }
        return String(text[..<text.index(text.startIndex, offsetBy: max(0, limit - 1))]) + "…"
    }
}
