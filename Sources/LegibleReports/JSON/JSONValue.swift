/// A JSON value whose object keys keep the order they were built in.
///
/// Reports build one of these and render it with ``JSONWriter``, so the key order in every
/// report is the documented one, not a hash order.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, written without a fraction.
    case integer(Int)
    /// A number, written in the shortest form that reads back as the same `Double`; NaN and
    /// infinities are written as `null` (JSON has no spelling for them).
    case number(Double)
    /// A string, escaped on output.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: key-value pairs in order. Keys should be unique; the writer does not check.
    case object([(key: String, value: JSONValue)])
    /// A matrix of contrast ratios, row-major (`values.count` is a multiple of `columns`),
    /// written as an array of rows, one row per line, each ratio with
    /// ``JSONWriter/ratioDecimals`` decimals under ``ContrastRatio/displayString``'s rule (a
    /// ratio below 3, 4.5 or 7 never shows at or above it); NaN (a pair not checked) as `null`.
    /// Compact where a ``number`` per element would take 24 bytes each.
    case ratioMatrix(values: [Double], columns: Int)

    /// Structural equality; object members must match in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.ratioMatrix(let a, let n), .ratioMatrix(let b, let m)):
            return n == m && a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes the structure, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .integer(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .ratioMatrix(let values, let columns):
            hasher.combine(columns)
            hasher.combine(values.count)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member `key` of an object, or `nil` (for tests and merging).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
