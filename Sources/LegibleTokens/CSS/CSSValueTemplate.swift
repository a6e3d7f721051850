/// Splits a CSS custom property value into literal text and `var()` references.
///
/// `var(--a, var(--b, #fff))` becomes a variable `a` whose fallback is a variable `b` whose
/// fallback is the text `#fff` (CSS Custom Properties 1 §3). Nesting deeper than
/// ``maxNesting`` is ``Reading/tooDeep``, which the reader records as an invalid value (never a
/// silent drop): no input can make the reader recurse without bound. A malformed `var(` is kept
/// as text.
enum CSSValueTemplate {
    /// The deepest `var()` nesting read inside one value.
    static let maxNesting = 32

    /// What a value holds.
    enum Reading: Equatable {
        /// No `var()`, or a malformed one: the value is text.
        case plain
        /// The value's parts.
        case parts([CSSValuePart])
        /// A `var()` nested deeper than ``maxNesting``.
        case tooDeep
    }

    /// What `text` holds: its parts, plain text, or a nesting over ``maxNesting``.
    static func read(_ text: String) -> Reading {
        let bytes = Array(text.utf8)
        guard containsVar(bytes) else { return .plain }
        var index = 0
        var tooDeep = false
        guard let parts = parseParts(bytes, &index, depth: 0, nested: false, tooDeep: &tooDeep), index == bytes.count else {
            return tooDeep ? .tooDeep : .plain
        }
        return .parts(parts)
    }

    private static func containsVar(_ bytes: [UInt8]) -> Bool {
        var i = 0
        while i + 4 <= bytes.count {
            if isVarStart(bytes, i) { return true }
            i += 1
        }
        return false
    }

    private static func isVarStart(_ b: [UInt8], _ i: Int) -> Bool {
        guard i + 4 <= b.count, b[i] | 0x20 == 0x76, b[i + 1] | 0x20 == 0x61, b[i + 2] | 0x20 == 0x72,
              b[i + 3] == 0x28 else { return false }
        return i == 0 || !isNameByte(b[i - 1])
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == 0x2D || b == 0x5F || isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
    }

    /// Reads parts until the end, or (when `nested`) until the `)` closing the enclosing var().
    private static func parseParts(_ b: [UInt8], _ i: inout Int, depth: Int, nested: Bool,
                                   tooDeep: inout Bool) -> [CSSValuePart]? {
        var parts: [CSSValuePart] = []
        var literalStart = i
        var parens = 0
        func flush(_ end: Int) {
            if end > literalStart { parts.append(.text(String(decoding: b[literalStart..<end], as: UTF8.self))) }
        }
        while i < b.count {
            if isVarStart(b, i) {
                guard depth < maxNesting else {
                    tooDeep = true
                    return nil
                }
                flush(i)
                i += 4
                skipSpace(b, &i)
                guard i + 2 <= b.count, b[i] == 0x2D, b[i + 1] == 0x2D else { return nil }
                let nameStart = i + 2
                i = nameStart
                while i < b.count, isNameByte(b[i]) { i += 1 }
                guard i > nameStart else { return nil }
                let name = String(decoding: b[nameStart..<i], as: UTF8.self)
                skipSpace(b, &i)
                var fallback: [CSSValuePart]?
                if i < b.count, b[i] == 0x2C {
                    i += 1
                    guard let inner = parseParts(b, &i, depth: depth + 1, nested: true, tooDeep: &tooDeep) else { return nil }
                    fallback = inner
                }
                guard i < b.count, b[i] == 0x29 else { return nil }
                i += 1
                parts.append(.variable(name: name, fallback: fallback))
                literalStart = i
                continue
            }
            switch b[i] {
            case 0x28: parens += 1
            case 0x29:
                if parens == 0 && nested {
                    flush(i)
                    return parts
                }
                parens = max(0, parens - 1)
            default: break
            }
            i += 1
        }
        if nested { return nil }
        flush(i)
        return parts
    }

    private static func skipSpace(_ b: [UInt8], _ i: inout Int) {
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x0C { i += 1 }
    }
}
