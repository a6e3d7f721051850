import LegibleCore

/// Renders a ``JSONValue`` as RFC 8259 JSON text.
///
/// - Strings: `"` and `\` are escaped, control characters below U+0020 use `\n`, `\r`, `\t`,
///   `\b`, `\f` or `\u00XX`, and U+2028/U+2029 are escaped so the output is also valid
///   JavaScript. Everything else is written as UTF-8.
/// - Numbers: finite `Double`s in their shortest round-trip form (Swift's `description`:
///   `4.478089453577214`, `1e-05`); an integral value below 2^53 in magnitude drops its `.0`
///   (`3`, `21`). NaN and infinities become `null`.
public struct JSONWriter: Sendable {
    /// Whether to indent (two spaces per level, `": "` after keys) or write one compact line.
    public var pretty: Bool

    /// A writer; pretty by default.
    public init(pretty: Bool = true) { self.pretty = pretty }

    /// The JSON text of `value`, ending with a newline when pretty.
    public func render(_ value: JSONValue) -> String {
        var out = ""
        write(value, depth: 0, into: &out)
        if pretty { out += "\n" }
        return out
    }

    private func write(_ value: JSONValue, depth: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .integer(let number): out += String(number)
        case .number(let number): out += Self.format(number)
        case .string(let text): Self.escape(text, into: &out)
        case .ratioMatrix(let values, let columns): writeRatios(values, columns: columns, depth: depth, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                newline(depth + 1, into: &out)
                write(item, depth: depth + 1, into: &out)
            }
            newline(depth, into: &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                newline(depth + 1, into: &out)
                Self.escape(member.key, into: &out)
                out += pretty ? ": " : ":"
                write(member.value, depth: depth + 1, into: &out)
            }
            newline(depth, into: &out)
            out += "}"
        }
    }

    /// Decimals of the ratios in a ``JSONValue/ratioMatrix(values:columns:)``.
    public static let ratioDecimals = 4

    /// `[[r, r, …], …]`, one row per line when pretty.
    private func writeRatios(_ values: [Double], columns: Int, depth: Int, into out: inout String) {
        guard columns > 0, !values.isEmpty else { out += "[]"; return }
        out += "["
        var row: [UInt8] = []
        row.reserveCapacity(columns * 8 + 2)
        var digits = [UInt8](repeating: 0, count: 24)
        let decimals = Self.ratioDecimals
        for start in stride(from: 0, to: values.count, by: columns) {
            if start > 0 { out += "," }
            newline(depth + 1, into: &out)
            row.removeAll(keepingCapacity: true)
            row.append(UInt8(ascii: "["))
            for k in start..<min(start + columns, values.count) {
                if k > start { row.append(UInt8(ascii: ",")) }
                let value = values[k]
                guard value.isFinite else { row += Array("null".utf8); continue }
                var scaled = ContrastRatio.scaledForDisplay(value, decimals: decimals)
                if scaled < 0 { row.append(UInt8(ascii: "-")); scaled = -scaled }
                // Digits from the right, the point after `decimals` of them, at least "0.dddd".
                var count = 0
                while scaled > 0 || count <= decimals {
                    if count == decimals { digits[count] = UInt8(ascii: "."); count += 1 }
                    digits[count] = UInt8(ascii: "0") + UInt8(scaled % 10)
                    scaled /= 10
                    count += 1
                }
                for i in stride(from: count - 1, through: 0, by: -1) { row.append(digits[i]) }
            }
            row.append(UInt8(ascii: "]"))
            out += String(decoding: row, as: UTF8.self)
        }
        newline(depth, into: &out)
        out += "]"
    }

    private func newline(_ depth: Int, into out: inout String) {
        guard pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: depth)
    }

    /// The JSON spelling of a number: shortest round-trip, `null` when not finite.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    /// Appends `text` as a quoted, escaped JSON string.
    public static func escape(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let digits = Array("0123456789abcdef")
                    out += "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 0xF)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
