/// Which JSON grammar ``JSONReader`` accepts.
public enum JSONDialect: Sendable, Hashable {
    /// RFC 8259 exactly (a leading UTF-8 byte-order mark is ignored, as §8.1 permits).
    case json
    /// JSON5 1.0.0 (https://spec.json5.org): `//` and `/* */` comments, trailing commas,
    /// unquoted ASCII identifier keys, single-quoted strings and their extra escapes, and the
    /// extended numbers (`+1`, `.5`, `5.`, `0x1F`, `Infinity`, `NaN`).
    case json5
}

/// A JSON reader that keeps the source location of every value.
///
/// Foundation's decoders report no positions, and token files need them: every token points at
/// its file, line and column. The reader is iterative (an explicit stack, never recursion), so
/// no input can overflow the call stack; nesting deeper than ``maxDepth`` is an error.
///
/// - Strings must be well-formed UTF-8 (RFC 8259 §8.1); surrogate-pair escapes are combined and
///   a lone surrogate is an error, since a Swift `String` cannot hold one.
/// - Numbers are `Double`; a number whose magnitude overflows binary64 is an error.
/// - A duplicate key with a different value is an error at the second occurrence, naming the
///   first one's line and column; a repeat of the same value is dropped.
///   RFC 8259 §4 says names SHOULD be unique and leaves duplicates to the implementation; taking
///   the later value silently (as `JSON.parse` does) hides a merge conflict that replaced a
///   failing colour with a passing one.
/// - Errors are ``TokenFileError``s with line and column, saying what was found and expected.
///
/// Cost: O(n) time in the input size, plus O(k²) per object of k ≤ 8 members when checking
/// duplicates (a dictionary above that).
public struct JSONReader: Sendable {
    /// The grammar accepted.
    public var dialect: JSONDialect
    /// The deepest nesting of arrays and objects accepted; deeper input is an error.
    public var maxDepth: Int

    /// Creates a reader for `dialect` that rejects nesting deeper than `maxDepth` (default 512).
    public init(dialect: JSONDialect = .json, maxDepth: Int = 512) {
        self.dialect = dialect
        self.maxDepth = maxDepth
    }

    /// Parses one JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, UTF-8.
    ///   - path: The file name used in locations and errors.
    /// - Returns: The top-level value.
    /// - Throws: ``TokenFileError`` at the first syntax error, invalid UTF-8, out-of-range
    ///   number, or nesting deeper than ``maxDepth``; UTF-16 text is named as such.
    public func read(_ bytes: [UInt8], path: String) throws(TokenFileError) -> LocatedJSONValue {
        if let error = TokenFileFormat.utf16Error(bytes, path: path) { throw error }
        var scanner = JSONScanner(bytes: bytes, file: path, dialect: dialect)
        var stack: [Frame] = []
        try scanner.skipWhitespace()
        parsing: while true {
            // Expecting a value.
            var value: LocatedJSONValue
            let start = scanner.index
            guard let b = scanner.current else {
                throw scanner.error("expected a value, found end of input", at: start)
            }
            let location = scanner.location(at: start)
            switch b {
            case 0x7B, 0x5B:  // '{' '['
                guard stack.count < maxDepth else {
                    throw scanner.error("arrays and objects nested deeper than \(maxDepth) levels", at: start)
                }
                scanner.index += 1
                stack.append(Frame(isObject: b == 0x7B, location: location))
                try scanner.skipWhitespace()
                if scanner.current == (b == 0x7B ? 0x7D : 0x5D) {
                    scanner.index += 1
                    value = try stack.removeLast().finish()
                } else {
                    if b == 0x7B { try readKey(&scanner, into: &stack, afterComma: false) }
                    continue parsing
                }
            case 0x22:
                value = LocatedJSONValue(.string(try scanner.scanString()), at: location)
            case 0x27 where dialect == .json5:
                value = LocatedJSONValue(.string(try scanner.scanString()), at: location)
            case 0x2D, 0x30...0x39:
                value = LocatedJSONValue(.number(try scanner.scanNumber()), at: location)
            case 0x2B, 0x2E, 0x49, 0x4E:  // + . I N: JSON5 numbers
                guard dialect == .json5 else {
                    throw scanner.error("expected a value, found \(scanner.describe(at: start))", at: start)
                }
                value = LocatedJSONValue(.number(try scanner.scanNumber()), at: location)
            default:
                if scanner.consume("true") {
                    value = LocatedJSONValue(.bool(true), at: location)
                } else if scanner.consume("false") {
                    value = LocatedJSONValue(.bool(false), at: location)
                } else if scanner.consume("null") {
                    value = LocatedJSONValue(.null, at: location)
                } else {
                    throw scanner.error("expected a value, found \(scanner.describe(at: start))", at: start)
                }
            }
            // Hand the finished value to its container, closing containers as they end.
            while true {
                guard !stack.isEmpty else {
                    try scanner.skipWhitespace()
                    guard scanner.isAtEnd else {
                        throw scanner.error("expected end of input after the top-level value, found "
                                            + scanner.describe(at: scanner.index), at: scanner.index)
                    }
                    return value
                }
                let top = stack.count - 1
                stack[top].add(value)
                try scanner.skipWhitespace()
                let close: UInt8 = stack[top].isObject ? 0x7D : 0x5D
                let what = stack[top].isObject ? "object member" : "array element"
                if scanner.current == 0x2C {  // ','
                    scanner.index += 1
                    try scanner.skipWhitespace()
                    if dialect == .json5 && scanner.current == close {
                        scanner.index += 1
                        value = try stack.removeLast().finish()
                        continue
                    }
                    if stack[top].isObject { try readKey(&scanner, into: &stack, afterComma: true) }
                    continue parsing
                } else if scanner.current == close {
                    scanner.index += 1
                    value = try stack.removeLast().finish()
                } else {
                    throw scanner.error("expected ',' or '\(Character(Unicode.Scalar(close)))' after \(what), found "
                                        + scanner.describe(at: scanner.index), at: scanner.index)
                }
            }
        }
    }

    /// Reads `"key" :` into the top frame, leaving the scanner at the member's value.
    private func readKey(_ scanner: inout JSONScanner, into stack: inout [Frame],
                         afterComma: Bool) throws(TokenFileError) {
        let start = scanner.index
        let location = scanner.location(at: start)
        let key: String
        if scanner.current == 0x22 || (dialect == .json5 && scanner.current == 0x27) {
            key = try scanner.scanString()
        } else if dialect == .json5, let identifier = scanner.scanIdentifier() {
            key = identifier
        } else {
            let expected = afterComma && dialect == .json ? "a string key" : "a string key or '}'"
            throw scanner.error("expected \(expected), found \(scanner.describe(at: start))", at: start)
        }
        try scanner.skipWhitespace()
        guard scanner.current == 0x3A else {
            throw scanner.error("expected ':' after object key \"\(key)\", found \(scanner.describe(at: scanner.index))",
                                at: scanner.index)
        }
        scanner.index += 1
        try scanner.skipWhitespace()
        stack[stack.count - 1].key = key
        stack[stack.count - 1].keyLocation = location
    }

    /// An array or object being read.
    private struct Frame {
        var isObject: Bool
        var location: SourceLocation
        var elements: [LocatedJSONValue] = []
        var members: [JSONMember] = []
        var key = ""
        var keyLocation: SourceLocation

        init(isObject: Bool, location: SourceLocation) {
            self.isObject = isObject
            self.location = location
            self.keyLocation = location
        }

        mutating func add(_ value: LocatedJSONValue) {
            if isObject {
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            } else {
                elements.append(value)
            }
        }

        func finish() throws(TokenFileError) -> LocatedJSONValue {
            guard isObject else { return LocatedJSONValue(.array(elements), at: location) }
            // Up to 8 members a linear search, a dictionary above: O(k) per object either way.
            var unique: [JSONMember] = []
            unique.reserveCapacity(members.count)
            var positions: [String: Int] = [:]
            for member in members {
                let earlier = members.count <= 8
                    ? unique.firstIndex(where: { $0.key == member.key })
                    : positions[member.key]
                guard let earlier else {
                    if members.count > 8 { positions[member.key] = unique.count }
                    unique.append(member)
                    continue
                }
                let first = unique[earlier]
                // The same value twice loses nothing (Primer's own sources repeat a member so);
                // the first is kept.
                guard Self.sameValue(first.value, member.value) else {
                    throw TokenFileError(
                        location: member.keyLocation,
                        message: "duplicate key \"\(member.key)\"; it first appears at "
                            + "\(first.keyLocation.line):\(first.keyLocation.column) with another value, which the "
                            + "later one would silently replace (a merge conflict?); expected each key once in an object")
                }
            }
            return LocatedJSONValue(.object(unique), at: location)
        }

        /// Whether two values are the same JSON, wherever they are written. Recursion is bounded
        /// by the reader's nesting cap.
        static func sameValue(_ a: LocatedJSONValue, _ b: LocatedJSONValue) -> Bool {
            switch (a.kind, b.kind) {
            case (.null, .null): return true
            case (.bool(let x), .bool(let y)): return x == y
            case (.number(let x), .number(let y)): return x == y
            case (.string(let x), .string(let y)): return x == y
            case (.array(let x), .array(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
            case (.object(let x), .object(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && sameValue($0.value, $1.value) }
            default: return false
            }
        }
    }
}
