/// A minimal CSS tokenizer over UTF-8 bytes, covering what color values need (CSS Syntax 3 §4:
/// numbers, percentages, dimensions, identifiers, `(`, `)`, `,`, `/`). It never allocates except
/// to convert a number token to `Double`.
struct CSSColorScanner {
    enum Token: Equatable {
        case number(Double)
        case percentage(Double)
        /// A number with a unit; the unit is the byte range of the identifier.
        case dimension(Double, unit: Range<Int>)
        case identifier(Range<Int>)
        case function(Range<Int>)
        /// `#` and the name bytes after it (the range excludes the `#`).
        case hash(Range<Int>)
        case comma, slash, open, close, end
        /// Any other byte.
        case other(UInt8)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int
    /// Set when a number token overflows `Double` (reported by the parser).
    var overflowAt: Int?
    /// The text of that number (`1e400`), for the message.
    var overflowText = ""

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        self.bytes = bytes
        self.position = start
        self.end = end
    }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    static func isNameStart(_ b: UInt8) -> Bool { isLetter(b) || b == 0x5F || b >= 0x80 }
    static func isName(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) || b == 0x2D }

    func byte(at index: Int) -> UInt8? { index < end ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while position < end, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Whether an identifier starts at `index` (a name-start byte, or `-` followed by one or `-`).
    func startsIdentifier(at index: Int) -> Bool {
        guard let b = byte(at: index) else { return false }
        if Self.isNameStart(b) { return true }
        if b == 0x2D, let next = byte(at: index + 1) { return Self.isNameStart(next) || next == 0x2D }
        return false
    }

    /// Whether a number starts at `index` (CSS Syntax 3 §4.3.10).
    func startsNumber(at index: Int) -> Bool {
        guard let b = byte(at: index) else { return false }
        if Self.isDigit(b) { return true }
        if b == 0x2E { return byte(at: index + 1).map(Self.isDigit) ?? false }
        if b == 0x2B || b == 0x2D { return startsNumber(at: index + 1) && byte(at: index + 1) != 0x2B && byte(at: index + 1) != 0x2D }
        return false
    }

    mutating func scanName() -> Range<Int> {
        let start = position
        while position < end, Self.isName(bytes[position]) { position += 1 }
        return start..<position
    }

    /// The next token after skipping whitespace; `start` is its byte offset.
    mutating func next() -> (token: Token, start: Int) {
        skipWhitespace()
        let start = position
        guard position < end else { return (.end, start) }
        let b = bytes[position]
        if startsNumber(at: position) {
            let value = scanNumber()
            if position < end, bytes[position] == 0x25 {
                position += 1
                return (.percentage(value), start)
            }
            if startsIdentifier(at: position) { return (.dimension(value, unit: scanName()), start) }
            return (.number(value), start)
        }
        if startsIdentifier(at: position) {
            let name = scanName()
            if position < end, bytes[position] == 0x28 {
                position += 1
                return (.function(name), start)
            }
            return (.identifier(name), start)
        }
        position += 1
        if b == 0x23 { return (.hash(scanName()), start) }
        switch b {
        case 0x2C: return (.comma, start)
        case 0x2F: return (.slash, start)
        case 0x28: return (.open, start)
        case 0x29: return (.close, start)
        default: return (.other(b), start)
        }
    }

    /// Scans `[+-]? (digits ('.' digits)? | '.' digits) ([eE] [+-]? digits)?`.
    mutating func scanNumber() -> Double {
        let start = position
        if bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
        while position < end, Self.isDigit(bytes[position]) { position += 1 }
        if position + 1 < end, bytes[position] == 0x2E, Self.isDigit(bytes[position + 1]) {
            position += 1
            while position < end, Self.isDigit(bytes[position]) { position += 1 }
        }
        if position < end, bytes[position] | 0x20 == 0x65 {
            var p = position + 1
            if p < end, bytes[p] == 0x2B || bytes[p] == 0x2D { p += 1 }
            if p < end, Self.isDigit(bytes[p]) {
                position = p
                while position < end, Self.isDigit(bytes[position]) { position += 1 }
            }
        }
        if let value = Self.exactDecimal(bytes, start..<position) { return value }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            if overflowAt == nil { (overflowAt, overflowText) = (start, text) }
            return 0
        }
        return value
    }

    /// Fast path for `[+-]?digits[.digits]` with at most 15 significant digits: the integer
    /// mantissa and the power of ten are both exact doubles, so one division is correctly rounded
    /// (the same result as `Double(String)`). Returns nil for anything else.
    static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        var negative = false
        if bytes[index] == 0x2B || bytes[index] == 0x2D {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var mantissa: Int64 = 0, digits = 0, fractionDigits = 0, seenPoint = false
        while index < range.upperBound {
            let b = bytes[index]
            if b == 0x2E, !seenPoint {
                seenPoint = true
            } else if isDigit(b) {
                if mantissa > 0 || b != 0x30 { digits += 1 }
                if digits > 15 { return nil }
                mantissa = mantissa * 10 + Int64(b - 0x30)
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard fractionDigits <= 22 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Whether the bytes in `range`, compared ASCII case-insensitively, equal `lowercase`.
    func matches(_ range: Range<Int>, _ lowercase: StaticString) -> Bool {
        guard range.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        for (offset, index) in range.enumerated() {
            var b = bytes[index]
            if b >= 0x41 && b <= 0x5A { b |= 0x20 }
            if b != expected[offset] { return false }
        }
        return true
    }

    /// The bytes in `range` as a lower-case (ASCII) string.
    func lowercased(_ range: Range<Int>) -> String {
        String(decoding: range.map { bytes[$0] >= 0x41 && bytes[$0] <= 0x5A ? bytes[$0] | 0x20 : bytes[$0] },
               as: UTF8.self)
    }

    /// The bytes in `range` as written.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
