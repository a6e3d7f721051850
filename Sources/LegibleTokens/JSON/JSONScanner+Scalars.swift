// Strings, numbers and JSON5 identifier keys (RFC 8259 §6, §7; JSON5 1.0.0 §5, §6).
extension JSONScanner {
    /// Reads the string whose opening quote is at `index`, decoding escapes and validating UTF-8.
    mutating func scanString() throws(TokenFileError) -> String {
        let start = index
        let quote = bytes[index]
        index += 1
        buffer.removeAll(keepingCapacity: true)
        while true {
            guard index < bytes.count else {
                throw error("unterminated string; expected a closing \(quote == 0x22 ? "'\"'" : "\"'\"")", at: start)
            }
            let b = bytes[index]
            if b == quote {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            switch b {
            case 0x5C:
                try scanEscape()
            case 0x00..<0x20:
                throw error("unescaped control character U+\(hex(UInt32(b), width: 4)) in string; "
                            + "expected it written as an escape such as '\\n'", at: index)
            case 0x80...:
                guard let (_, length) = decodeScalar(at: index) else {
                    throw error("invalid UTF-8 byte 0x\(hex(UInt32(b), width: 2)) in string; "
                                + "expected the file to be UTF-8 (RFC 8259 §8.1)", at: index)
                }
                buffer.append(contentsOf: bytes[index..<index + length])
                index += length
            default:
                buffer.append(b)
                index += 1
            }
        }
    }

    private mutating func scanEscape() throws(TokenFileError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated escape at end of input", at: start) }
        let e = bytes[index]
        index += 1
        switch e {
        case 0x22, 0x5C, 0x2F: buffer.append(e)
        case 0x62: buffer.append(0x08)  // b
        case 0x66: buffer.append(0x0C)  // f
        case 0x6E: buffer.append(0x0A)  // n
        case 0x72: buffer.append(0x0D)  // r
        case 0x74: buffer.append(0x09)  // t
        case 0x75: try scanUnicodeEscape(start: start)  // u
        default:
            guard dialect == .json5 else {
                throw error("invalid escape '\\\(describeRaw(e))' in string; expected one of "
                            + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
            }
            try scanJSON5Escape(e, start: start)
        }
    }

    private mutating func scanUnicodeEscape(start: Int) throws(TokenFileError) {
        let high = try hexDigits(4, escapeStart: start)
        var value = high
        if (0xD800...0xDBFF).contains(high) {
            guard byte(at: index) == 0x5C, byte(at: index + 1) == 0x75 else {
                throw error("lone high surrogate \\u\(hex(high, width: 4)); expected a low surrogate "
                            + "\\uDC00-\\uDFFF after it", at: start)
            }
            index += 2
            let low = try hexDigits(4, escapeStart: index - 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("high surrogate \\u\(hex(high, width: 4)) followed by \\u\(hex(low, width: 4)); "
                            + "expected a low surrogate \\uDC00-\\uDFFF", at: start)
            }
            value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(high) {
            throw error("lone low surrogate \\u\(hex(high, width: 4)); expected a high surrogate before it",
                        at: start)
        }
        appendScalar(value)
    }

    private mutating func scanJSON5Escape(_ e: UInt8, start: Int) throws(TokenFileError) {
        switch e {
        case 0x27: buffer.append(0x27)  // \'
        case 0x76: buffer.append(0x0B)  // \v
        case 0x30 where !(byte(at: index).map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
            buffer.append(0x00)  // \0 not followed by a digit
        case 0x78: appendScalar(try hexDigits(2, escapeStart: start))  // \xHH
        case 0x0A: startLineAfterContinuation()
        case 0x0D:
            if byte(at: index) == 0x0A { index += 1 }
            startLineAfterContinuation()
        case 0x31...0x39, 0x30:
            throw error("invalid escape '\\\(describeRaw(e))' in string; JSON5 allows no octal escapes",
                        at: start)
        default:
            index -= 1
            guard let (scalar, length) = decodeScalar(at: index) else {
                throw error("invalid UTF-8 byte 0x\(hex(UInt32(e), width: 2)) in string; expected the file "
                            + "to be UTF-8", at: index)
            }
            if scalar == "\u{2028}" || scalar == "\u{2029}" {
                index += length
                startLineAfterContinuation()
            } else {
                buffer.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
    }

    private mutating func startLineAfterContinuation() {
        // A JSON5 line continuation: the escaped line terminator adds nothing to the string.
        startLine(at: index)
    }

    private mutating func hexDigits(_ count: Int, escapeStart: Int) throws(TokenFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let b = byte(at: index), let digit = hexValue(b) else {
                throw error("invalid escape: expected \(count) hex digits after '\\\(count == 4 ? "u" : "x")', "
                            + "found \(describe(at: index))", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private func describeRaw(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? String(Character(Unicode.Scalar(b))) : "0x\(hex(UInt32(b), width: 2))"
    }

    // MARK: Numbers

    /// Reads a number at `index`: RFC 8259 §6 grammar, plus JSON5's `+`, hexadecimal, leading or
    /// trailing decimal point, `Infinity` and `NaN` when the dialect allows them.
    mutating func scanNumber() throws(TokenFileError) -> Double {
        let start = index
        var negative = false
        if byte(at: index) == 0x2D { negative = true; index += 1 }  // '-'
        else if dialect == .json5 && byte(at: index) == 0x2B { index += 1 }  // '+'
        if dialect == .json5 {
            if consume("Infinity") { return negative ? -.infinity : .infinity }
            if consume("NaN") { return .nan }
            if byte(at: index) == 0x30, let x = byte(at: index + 1), x == 0x78 || x == 0x58 {
                index += 2
                var value: Double = 0
                let digitsStart = index
                while let b = byte(at: index), let d = hexValue(b) { value = value * 16 + Double(d); index += 1 }
                guard index > digitsStart else {
                    throw error("expected hex digits after '0x', found \(describe(at: index))", at: start)
                }
                return negative ? -value : value
            }
        }
        let integerStart = index
        if byte(at: index) == 0x30 {
            index += 1
            if let b = byte(at: index), isDigit(b) {
                throw error("invalid number: leading zero followed by \(describe(at: index)); expected '.', 'e' "
                            + "or the end of the number", at: start)
            }
        } else {
            skipDigits()
        }
        let hasInteger = index > integerStart
        if !hasInteger && !(dialect == .json5 && byte(at: index) == 0x2E) {
            throw error("invalid number: expected a digit, found \(describe(at: index))", at: start)
        }
        if byte(at: index) == 0x2E {  // '.'
            index += 1
            let fractionStart = index
            skipDigits()
            if index == fractionStart && !(dialect == .json5 && hasInteger) {
                throw error("invalid number: expected a digit after '.', found \(describe(at: index))", at: start)
            }
        }
        if let e = byte(at: index), e == 0x65 || e == 0x45 {
            index += 1
            if let s = byte(at: index), s == 0x2B || s == 0x2D { index += 1 }
            let exponentStart = index
            skipDigits()
            if index == exponentStart {
                throw error("invalid number: expected a digit in the exponent, found \(describe(at: index))",
                            at: start)
            }
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasSuffix(".") { text.removeLast() }
        if text.hasPrefix(".") { text = "0" + text } else if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range; expected a magnitude below 1.8e308", at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while let b = byte(at: index), isDigit(b) { index += 1 }
    }

    // MARK: JSON5 identifier keys

    /// Reads an unquoted JSON5 key: ASCII letters, digits, `_` and `$`, not starting with a digit.
    /// (JSON5 allows any ECMAScript IdentifierName; non-ASCII identifiers are not supported here.)
    mutating func scanIdentifier() -> String? {
        let start = index
        while let b = byte(at: index), isIdentifierByte(b, first: index == start) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }
}

func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case 0x30...0x39: UInt32(b - 0x30)
    case 0x41...0x46: UInt32(b - 0x41 + 10)
    case 0x61...0x66: UInt32(b - 0x61 + 10)
    default: nil
    }
}

func isIdentifierByte(_ b: UInt8, first: Bool) -> Bool {
    switch b {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: true
    case 0x30...0x39: !first
    default: false
    }
}
