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

    /// `text` with its control characters (C0, DEL and C1) written as `\u{1B}` escapes, so that
    /// text read from a file (a token name, a PNG's profile name) cannot move a terminal's
    /// cursor, color it, or after a newline start a `::error::` workflow command in a CI log.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
