/// Escaping for XML 1.0 (W3C, Fifth Edition, 2008) text and attribute values.
public enum XMLText {
    /// `text` safe inside a double-quoted attribute value or element content: `&`, `<`, `>`, `"`
    /// and `'` become entity references; tab, line feed and carriage return become character
    /// references (so attribute values keep them, XML 1.0 §3.3.3); other characters XML 1.0 does
    /// not allow (C0 controls, U+FFFE, U+FFFF, lone surrogates cannot occur in Swift strings) are
    /// replaced by U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                let v = scalar.value
                out.unicodeScalars.append(v < 0x20 || v == 0xFFFE || v == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
