/// The byte-level half of ``JSONReader``: position tracking, whitespace and comments, and
/// the scalar tokens (strings, numbers, literals). Structure lives in `JSONReader`.
///
/// Lines are counted as the scanner passes them (LF, CR LF, and a lone CR each end a line), so
/// turning an offset into line and column is cheap: the column is counted in Unicode scalars from
/// a cache that only moves forwards, which keeps a whole minified file on one line linear.
struct JSONScanner {
    let bytes: [UInt8]
    let file: String
    let dialect: JSONDialect
    var index = 0
    private var line = 1
    private var lineStart = 0
    private var columnCacheOffset = 0
    private var columnCacheColumn = 1
    var buffer: [UInt8] = []

    init(bytes: [UInt8], file: String, dialect: JSONDialect) {
        self.bytes = bytes
        self.file = file
        self.dialect = dialect
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {  // RFC 8259 §8.1: a reader may ignore a BOM.
            index = 3
            lineStart = 3
            columnCacheOffset = 3
        }
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    // MARK: Positions

    /// The location of `offset`, which must be on the current line or earlier.
    mutating func location(at offset: Int) -> SourceLocation {
        guard offset >= lineStart else { return slowLocation(at: offset) }
        if offset < columnCacheOffset {
            columnCacheOffset = lineStart
            columnCacheColumn = 1
        }
        var column = columnCacheColumn
        var i = columnCacheOffset
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnCacheOffset = offset
        columnCacheColumn = column
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    /// Recounts from the start of the file: only for errors that point behind the current line.
    private func slowLocation(at offset: Int) -> SourceLocation {
        var line = 1, column = 1, i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        columnCacheOffset = offset
        columnCacheColumn = 1
    }

    mutating func error(_ message: String, at offset: Int) -> TokenFileError {
        TokenFileError(location: location(at: offset), message: message)
    }

    /// How the byte at `offset` reads in a message: `'x'`, `'é'`, `byte 0xFF` or `end of input`.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return "control character U+\(hex(UInt32(b), width: 4))" }
        if let (scalar, _) = decodeScalar(at: offset) {
            return "'\(Character(scalar))' (U+\(hex(scalar.value, width: 4)))"
        }
        return "byte 0x\(hex(UInt32(b), width: 2)) (invalid UTF-8)"
    }

    // MARK: Whitespace and comments

    /// Skips whitespace, and in JSON5 also comments and the extra JSON5 white space.
    mutating func skipWhitespace() throws(TokenFileError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                startLine(at: index)
            case 0x0D:
                index += 1
                if index < bytes.count && bytes[index] == 0x0A { index += 1 }
                startLine(at: index)
            case 0x2F where dialect == .json5:  // '/'
                try skipComment()
            case 0x0B where dialect == .json5, 0x0C where dialect == .json5:
                index += 1
            case 0xC2 where dialect == .json5 && byte(at: index + 1) == 0xA0:  // NO-BREAK SPACE
                index += 2
            case 0xEF where dialect == .json5 && byte(at: index + 1) == 0xBB && byte(at: index + 2) == 0xBF:
                index += 3  // ZERO WIDTH NO-BREAK SPACE
            case 0xE2 where dialect == .json5 && byte(at: index + 1) == 0x80
                && (byte(at: index + 2) == 0xA8 || byte(at: index + 2) == 0xA9):
                index += 3  // LINE / PARAGRAPH SEPARATOR
                startLine(at: index)
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(TokenFileError) {
        let start = index
        switch byte(at: index + 1) {
        case 0x2F:  // line comment
            index += 2
            while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
        case 0x2A:  // block comment
            index += 2
            while true {
                guard index < bytes.count else {
                    throw error("unterminated block comment; expected '*/'", at: start)
                }
                let b = bytes[index]
                if b == 0x2A && byte(at: index + 1) == 0x2F { index += 2; return }
                index += 1
                if b == 0x0A || (b == 0x0D && byte(at: index) != 0x0A) { startLine(at: index) }
            }
        default:
            throw error("expected a value, found \(describe(at: index)); a comment starts with '//' or '/*'",
                        at: start)
        }
    }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    // MARK: Literals

    /// Consumes `word` when the input continues with it.
    mutating func consume(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { w in
            for k in 0..<count where bytes[index + k] != w[k] { return false }
            return true
        }
        if matches { index += count }
        return matches
    }

    // MARK: UTF-8

    /// Decodes one well-formed UTF-8 scalar (RFC 3629 §4: no overlongs, no surrogates, at most
    /// U+10FFFF), returning it and its length, or nil when the bytes are not well-formed.
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let b0 = bytes[offset]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int, low: UInt8, high: UInt8
        switch b0 {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE, 0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        let b1 = bytes[offset + 1]
        guard b1 >= low && b1 <= high else { return nil }
        var value = UInt32(b0) & (0xFF >> (length + 1))
        value = value << 6 | UInt32(b1 & 0x3F)
        for k in 2..<length {
            let b = bytes[offset + k]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

/// Upper-case hexadecimal, zero-padded to `width` digits.
func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
