/// The facts Legible reads from an ICC profile: its description and its RGB colorants.
///
/// A minimal, bounds-checked reader of the ICC header and tag table (ICC.1:2010 / ICC.1:2022,
/// sections 7.2 and 7.3). It reads the `desc` tag as either the v2 `desc`
/// (textDescriptionType, ASCII) or the v4 `mluc` (multiLocalizedUnicodeType, UTF-16BE, first
/// record), and the `rXYZ`, `gXYZ`, `bXYZ` colorant tags (XYZType, s15Fixed16). Profiles are
/// never trusted: every offset and length is checked against the profile's size.
public struct ICCProfileSummary: Sendable, Equatable {
    /// The data color space signature from the header, such as "RGB " or "GRAY".
    public var dataColorSpace: String
    /// The profile description text, when the `desc` tag is present and readable.
    public var description: String?
    /// The red, green and blue colorants (PCS XYZ, D50-adapted), when all three are present.
    public var colorants: (red: SIMD3<Double>, green: SIMD3<Double>, blue: SIMD3<Double>)?

    /// Parses a profile, or returns `nil` when it is shorter than its 128-byte header and tag
    /// count, or its header does not carry the 'acsp' signature.
    public init?(bytes: [UInt8]) {
        guard bytes.count >= 132, Self.ascii(bytes, 36, 4) == "acsp" else { return nil }
        dataColorSpace = Self.ascii(bytes, 16, 4) ?? ""
        let tagCount = Int(Self.uint32(bytes, 128))
        guard tagCount <= (bytes.count - 132) / 12 else { return nil }
        var tags: [String: Range<Int>] = [:]
        for index in 0..<tagCount {
            let entry = 132 + index * 12
            let offset = Int(Self.uint32(bytes, entry + 4)), size = Int(Self.uint32(bytes, entry + 8))
            guard let signature = Self.ascii(bytes, entry, 4), offset <= bytes.count,
                size <= bytes.count - offset
            else { continue }
            tags[signature] = offset..<offset + size
        }
        description = tags["desc"].flatMap { Self.text(bytes, $0) }
        if let r = tags["rXYZ"].flatMap({ Self.xyz(bytes, $0) }),
            let g = tags["gXYZ"].flatMap({ Self.xyz(bytes, $0) }),
            let b = tags["bXYZ"].flatMap({ Self.xyz(bytes, $0) })
        {
            colorants = (r, g, b)
        }
    }

    /// Equal when the color space, description and colorants are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.dataColorSpace == rhs.dataColorSpace && lhs.description == rhs.description
            && lhs.colorants?.red == rhs.colorants?.red && lhs.colorants?.green == rhs.colorants?.green
            && lhs.colorants?.blue == rhs.colorants?.blue
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func ascii(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> String? {
        guard offset >= 0, count >= 0, offset + count <= bytes.count else { return nil }
        let slice = bytes[offset..<offset + count].prefix { $0 != 0 }
        guard slice.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    /// Reads a v2 textDescriptionType or a v4 multiLocalizedUnicodeType (first record).
    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        guard range.count >= 12, let type = ascii(bytes, range.lowerBound, 4) else { return nil }
        let start = range.lowerBound
        switch type {
        case "desc":
            let count = Int(uint32(bytes, start + 8))
            guard count <= range.count - 12 else { return nil }
            let slice = bytes[(start + 12)..<(start + 12 + count)].prefix { $0 != 0 }
            return String(decoding: slice.map { $0 < 0x80 ? $0 : 0x3f }, as: UTF8.self)
        case "mluc":
            let records = Int(uint32(bytes, start + 8)), recordSize = Int(uint32(bytes, start + 12))
            guard records >= 1, recordSize >= 12, range.count >= 28 else { return nil }
            let length = Int(uint32(bytes, start + 20)), offset = Int(uint32(bytes, start + 24))
            guard offset <= range.count, length <= range.count - offset else { return nil }
            var units: [UInt16] = []
            var index = start + offset
            while index + 1 < start + offset + length {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        default:
            return nil
        }
    }

    private static func xyz(_ bytes: [UInt8], _ range: Range<Int>) -> SIMD3<Double>? {
        guard range.count >= 20, ascii(bytes, range.lowerBound, 4) == "XYZ " else { return nil }
        func fixed(_ offset: Int) -> Double {
            Double(Int32(bitPattern: uint32(bytes, range.lowerBound + offset))) / 65536
        }
        return SIMD3(fixed(8), fixed(12), fixed(16))
    }
}
