import LegibleCore

/// Reads an Adobe Swatch Exchange file (`.ase`), the binary swatch format of Photoshop,
/// Illustrator, InDesign and Adobe Color.
///
/// Adobe publishes no specification; the layout is the one documented by its readers and
/// matches every file here. All numbers are big-endian:
///
/// - header: `ASEF`, version major and minor (`UInt16` each, 1.0), the block count (`UInt32`);
/// - each block: a type (`UInt16`: `0x0001` color, `0xC001` group start, `0xC002` group end),
///   the length of the rest of the block (`UInt32`), then its bytes;
/// - a color or group start begins with its name: a `UInt16` count of UTF-16 code units,
///   terminating NUL included, then the UTF-16BE units;
/// - a color then has its model (4 ASCII bytes: `RGB `, `CMYK`, `LAB `, `Gray`), its
///   components (`Float32`: 3, 4, 3 and 1) and its kind (`UInt16`: global, spot or normal,
///   which does not change the color). Bytes left in a block are skipped.
///
/// Components, as Adobe's own scripting API (After Effects `app.parseSwatchFile`) gives them:
/// RGB 0...1, read as sRGB; Gray 0...1 (0 is black), read as R = G = B; CMYK 0...1 (all 0 is
/// white), converted without a profile (R = (1 − C)(1 − K), likewise G with M and B with Y), so
/// a color meant for print can differ from what a press gives; Lab: L 0...1 (L* / 100), a and b
/// as written, relative to D50 (the ICC connection space Adobe uses), converted through
/// ``CSSColor`` (`lab()`, CSS Color 4 §9.1) and gamut-mapped into sRGB (§13.2).
///
/// Token names are the swatch names, prefixed with `Group/` for each enclosing group; a
/// swatch without a name is `color-N` (its 1-based index). The location's `offset` is the
/// block's byte offset; its line is 1 and its column the offset + 1.
///
/// - Throws: ``TokenFileError`` with the byte offset when the signature is not `ASEF`, the
///   file ends inside a header or block, a block is too short for its name or components,
///   a name is not valid UTF-16, a model is unknown, a component is not finite or is outside
///   its range (RGB, Gray, CMYK and L 0...1), or a group end has no group.
struct AdobeSwatchExchangeReader {
    let path: String

    /// The file signature, `ASEF`.
    static let signature: [UInt8] = Array("ASEF".utf8)

    /// Whether bytes start with the ASE signature.
    static func isAdobeSwatchExchange(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    func declarations(in bytes: [UInt8]) throws(TokenFileError) -> [TokenDeclaration] {
        var reader = ByteReader(bytes: bytes, path: path)
        guard bytes.starts(with: Self.signature) else {
            throw reader.error(at: 0, "expected an Adobe Swatch Exchange file starting with 'ASEF', found "
                                   + "'\(String(decoding: bytes.prefix(4), as: UTF8.self))'")
        }
        reader.offset = 4
        _ = try reader.uint16("the major version")
        _ = try reader.uint16("the minor version")
        let count = Int(try reader.uint32("the block count"))
        var groups: [String] = []
        var result: [TokenDeclaration] = []
        var index = 0
        for block in 0..<count {
            let start = reader.offset
            let type = try reader.uint16("the type of block \(block + 1) of \(count)")
            let length = Int(try reader.uint32("the length of block \(block + 1) of \(count)"))
            guard length <= bytes.count - reader.offset else {
                throw reader.error(at: start, "block \(block + 1) of \(count) says it is \(length) bytes long, "
                                       + "but only \(bytes.count - reader.offset) remain; expected a complete block")
            }
            let end = reader.offset + length
            var body = ByteReader(bytes: bytes, path: path, offset: reader.offset, end: end)
            switch type {
            case 0xC001:
                groups.append(try body.name())
            case 0xC002:
                guard groups.popLast() != nil else {
                    throw reader.error(at: start, "a group end (0xC002) with no group open")
                }
            case 0x0001:
                index += 1
                let name = try body.name()
                let qualified = (groups + [name.isEmpty ? "color-\(index)" : name]).joined(separator: "/")
                let (color, raw) = try body.color()
                result.append(TokenDeclaration(
                    name: qualified, appearance: DeclarationTable.base, value: .color(color), rawValue: raw,
                    location: SourceLocation(file: path, line: 1, column: start + 1, offset: start),
                    summary: nil, type: "color", syntax: .palette))
            default:
                break  // unknown block types are skipped by their length, as Adobe's readers do
            }
            reader.offset = end
        }
        return result
    }
}

/// A big-endian cursor over part of a file, whose errors name the byte offset.
private struct ByteReader {
    let bytes: [UInt8]
    let path: String
    var offset = 0
    var end: Int
    /// Whether the cursor is confined to one block (for the wording of errors).
    let isBlock: Bool

    init(bytes: [UInt8], path: String, offset: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.path = path
        self.offset = offset
        self.end = end ?? bytes.count
        self.isBlock = end != nil
    }

    func error(at offset: Int, _ message: String) -> TokenFileError {
        TokenFileError(location: SourceLocation(file: path, line: 1, column: offset + 1, offset: offset),
                       message: "byte \(offset): " + message)
    }

    private mutating func take(_ n: Int, _ what: String) throws(TokenFileError) -> ArraySlice<UInt8> {
        guard n <= end - offset else {
            throw error(at: offset, "\(what) needs \(n) bytes, but the \(isBlock ? "block" : "file") "
                            + "ends after \(end - offset); expected a complete Adobe Swatch Exchange file")
        }
        defer { offset += n }
        return bytes[offset..<(offset + n)]
    }

    mutating func uint16(_ what: String) throws(TokenFileError) -> UInt16 {
        let b = try take(2, what)
        return UInt16(b[b.startIndex]) << 8 | UInt16(b[b.startIndex + 1])
    }

    mutating func uint32(_ what: String) throws(TokenFileError) -> UInt32 {
        let b = try take(4, what)
        return b.reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func float32(_ what: String) throws(TokenFileError) -> Double {
        let at = offset
        let value = Double(Float(bitPattern: try uint32(what)))
        guard value.isFinite else { throw error(at: at, "\(what) is \(value); expected a finite number") }
        return value
    }

    /// A name: its UTF-16 unit count (NUL included), then UTF-16BE units; the NUL is dropped.
    mutating func name() throws(TokenFileError) -> String {
        let at = offset
        let units = Int(try uint16("the name length"))
        var code: [UInt16] = []
        for _ in 0..<units { code.append(try uint16("the name")) }
        if code.last == 0 { code.removeLast() }
        guard let text = String(validating: code, as: UTF16.self) else {
            throw error(at: at, "the name is not valid UTF-16 (a lone surrogate); expected UTF-16BE text")
        }
        return text
    }

    /// A color's model, components and kind, as an sRGB color and the text that was written.
    mutating func color() throws(TokenFileError) -> (SRGBColor, String) {
        let at = offset
        let model = String(decoding: try take(4, "the color model"), as: UTF8.self)
        let counts = ["RGB ": 3, "CMYK": 4, "LAB ": 3, "Gray": 1]
        guard let count = counts[model] else {
            throw error(at: at, "unknown color model '\(model)'; expected 'RGB ', 'CMYK', 'LAB ' or 'Gray'")
        }
        var values: [Double] = []
        var positions: [Int] = []
        for i in 0..<count {
            positions.append(offset)
            values.append(try float32("component \(i + 1) of the \(model.trimmingCharacters()) color"))
        }
        _ = try uint16("the color kind (global, spot or normal)")
        func unit(_ i: Int) throws(TokenFileError) {
            guard (0...1).contains(values[i]) else {
                throw error(at: positions[i], "\(model.trimmingCharacters()) component \(i + 1) is \(values[i]); "
                                + "expected 0...1")
            }
        }
        let raw = model.trimmingCharacters() + " " + values.map { v in
            let f = Float(v)
            return f == f.rounded() && abs(f) < 1e6 ? String(Int(f)) : f.description
        }.joined(separator: " ")
        switch model {
        case "RGB ":
            for i in 0..<3 { try unit(i) }
            return (SRGBColor(red: values[0], green: values[1], blue: values[2]), raw)
        case "Gray":
            try unit(0)
            return (SRGBColor(red: values[0], green: values[0], blue: values[0]), raw)
        case "CMYK":
            for i in 0..<4 { try unit(i) }
            let k = 1 - values[3]
            return (SRGBColor(red: (1 - values[0]) * k, green: (1 - values[1]) * k, blue: (1 - values[2]) * k), raw)
        default:  // LAB
            try unit(0)
            return (CSSColor(space: .lab, values[0] * 100, values[1], values[2]).gamutMapped, raw)
        }
    }
}
