extension AndroidResourceReader {
    /// Refuses, before XMLParser sees them, the inputs that crash it on Linux: bytes that are not
    /// UTF-8 text (``checkEncoding(_:path:)``) and processing instructions
    /// (``checkProcessingInstructions(_:path:)``). Both were found by fuzzing.
    static func preflight(_ bytes: [UInt8], path: String) throws(TokenFileError) {
        try checkEncoding(bytes, path: path)
        try checkProcessingInstructions(bytes, path: path)
    }

    /// Refuses a processing instruction (`<?target data?>`) other than the XML declaration.
    ///
    /// swift-corelibs-foundation's XMLParser (Swift 6.3.1) calls `strlen` on the NULL data of a
    /// processing instruction that has none (`<?gpl?>`) and crashes. Android resource files hold
    /// no processing instructions, so any outside comments and CDATA sections is an error.
    ///
    /// - Throws: ``TokenFileError`` at the `<?`.
    static func checkProcessingInstructions(_ bytes: [UInt8], path: String) throws(TokenFileError) {
        let open: [UInt8] = Array("<?".utf8), comment = Array("<!--".utf8), cdata = Array("<![CDATA[".utf8)
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The declaration may only come first; its end is the first `?>`.
        if bytes[i...].starts(with: Array("<?xml".utf8)), let end = find(Array("?>".utf8), in: bytes, from: i) {
            i = end + 2
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            let rest = bytes[i...]
            if rest.starts(with: comment) {
                i = (find(Array("-->".utf8), in: bytes, from: i + 4) ?? bytes.count) + 3
            } else if rest.starts(with: cdata) {
                i = (find(Array("]]>".utf8), in: bytes, from: i + 9) ?? bytes.count) + 3
            } else if rest.starts(with: open) {
                var lines = LineIndex(bytes: bytes, file: path)
                throw TokenFileError(location: lines.location(at: i),
                                     message: "processing instruction '<?…?>' in Android resources; expected "
                                        + "only elements, text and comments")
            } else {
                i += 1
            }
        }
    }

    /// The offset of the first occurrence of `needle` in `bytes` at or after `start`, or `nil`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// Refuses bytes that are not UTF-8 text.
    ///
    /// libxml2 2.9.14 (under FoundationXML's `XMLParser` on Linux) dereferences NULL when a
    /// document it reads as UTF-7 or UCS-4/UTF-32 has a syntax error; it picks those encodings
    /// from an XML declaration or from NUL bytes at the start. Fuzzing found both. Android
    /// resource files are UTF-8 (aapt2 writes and expects UTF-8), and XML 1.0 (§2.2) allows no
    /// NUL character, so the reader accepts only well-formed UTF-8 (RFC 3629) without NUL, whose
    /// declaration, if any, names UTF-8 or ASCII.
    ///
    /// - Throws: ``TokenFileError`` at the first NUL or invalid UTF-8 byte, or at line 1 for a
    ///   declared encoding other than UTF-8.
    static func checkEncoding(_ bytes: [UInt8], path: String) throws(TokenFileError) {
        if let offset = firstNonUTF8Offset(bytes) {
            var lines = LineIndex(bytes: bytes, file: path)
            let found = bytes[offset] == 0 ? "a NUL byte" : "byte 0x\(String(bytes[offset], radix: 16, uppercase: true))"
            throw TokenFileError(location: lines.location(at: offset),
                                 message: "\(found) that is not UTF-8 text; expected UTF-8 "
                                    + "(Android resource files are UTF-8)")
        }
        if let encoding = declaredEncoding(bytes),
           !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased()) {
            throw TokenFileError(location: SourceLocation(file: path, line: 1, column: 1),
                                 message: "XML declares encoding '\(encoding)'; expected UTF-8 "
                                    + "(Android resource files are UTF-8)")
        }
    }

    /// The offset of the first byte that is NUL or not part of well-formed UTF-8 (RFC 3629 §4:
    /// no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    static func firstNonUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead == 0 { return i }
            if lead < 0x80 {
                i += 1
                continue
            }
            // The number of continuation bytes, and the range of the first one.
            let count: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: count = 1
            case 0xE0: count = 2; low = 0xA0
            case 0xED: count = 2; high = 0x9F
            case 0xE1...0xEF: count = 2
            case 0xF0: count = 3; low = 0x90
            case 0xF4: count = 3; high = 0x8F
            case 0xF1...0xF3: count = 3
            default: return i
            }
            guard i + count < bytes.count else { return i }
            for k in 1...count {
                let byte = bytes[i + k]
                if byte < (k == 1 ? low : 0x80) || byte > (k == 1 ? high : 0xBF) { return i }
            }
            i += count + 1
        }
        return nil
    }

    /// The `encoding` named by an XML declaration (`<?xml version="1.0" encoding="utf-8"?>`,
    /// after an optional UTF-8 byte-order mark), or `nil` when there is none. Only the bytes up
    /// to the declaration's first `>` are read.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
        let declaration = bytes[start..<end]
        let keyword = Array("encoding".utf8)
        guard var i = declaration.indices.first(where: { declaration[$0...].starts(with: keyword) }) else {
            return nil
        }
        i += keyword.count
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < end, isSpace(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "=") else { return nil }
        i += 1
        while i < end, isSpace(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[i]
        guard let close = bytes[(i + 1)..<end].firstIndex(of: quote) else { return nil }
        return String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
    }
}
