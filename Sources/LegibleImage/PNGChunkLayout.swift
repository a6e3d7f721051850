/// The chunk sequence of a PNG file, read straight from its bytes (bounds-checked, no CRC check:
/// libpng checks CRCs while decoding).
///
/// Also reads the small fixed-size color chunks (sRGB, gAMA, cHRM, cICP) because libpng 1.6
/// reports a gAMA and cHRM it inferred from an sRGB chunk as if they had been stored, and
/// libpng 1.6.39 does not know cICP.
struct PNGChunkLayout: Sendable, Equatable {
    /// Chunk type names in file order, consecutive repeats (such as a run of IDATs) collapsed.
    var chunkTypes: [String] = []
    /// The sRGB chunk's rendering intent (0...3), when present.
    var srgbIntent: Int?
    /// The gAMA chunk's stored value (file gamma × 100000), when present.
    var gammaFixed: Int?
    /// The cHRM chunk's eight chromaticities (white x, y, red x, y, green x, y, blue x, y).
    var chromaticities: [Double]?
    /// The cICP chunk: colour primaries, transfer function, matrix coefficients, full-range flag.
    var codingPoints: [UInt8]?
    /// The length of a cICP chunk that is not 4 bytes long (so holds no code points), when present.
    var malformedCodingPointsLength: Int?
    /// The profile name of the first iCCP chunk before the image data (Latin-1 up to its NUL,
    /// at most 79 characters; empty when the chunk has none), when there is one. libpng may drop
    /// that chunk (over the chunk cap, corrupt): this says it was there all the same.
    var iccProfileName: String?
    /// The profile name of an iCCP chunk after the image data, when no iCCP chunk comes before
    /// it: the PNG specification (third edition, 5.6) orders iCCP before IDAT, and libpng ignores
    /// a late one, so the file declares a profile that is not applied.
    var lateIccProfileName: String?
    /// The pHYs chunk (PNG specification, third edition, 11.3.5.3), when present.
    var pixelDensity: PNGPixelDensity?
    /// Byte offset where a chunk runs past the end of the data, or where IEND is missing.
    var truncatedAt: Int?
    /// Byte offset of a chunk whose declared length runs past the end of the data. Such a file
    /// is refused before libpng sees it, which would otherwise allocate the declared length
    /// (up to 2 GiB) for an ancillary chunk before finding the data missing.
    var overlongChunkAt: Int?
    /// The type of that chunk.
    var overlongChunkType: String?

    /// Walks the chunks after the 8-byte signature; stops at IEND, at the end of the data, or at
    /// a chunk whose declared length runs past the end (recorded in ``truncatedAt``).
    init(bytes: UnsafeRawBufferPointer) {
        var offset = 8
        var sawEnd = false
        var sawImageData = false
        while offset + 8 <= bytes.count {
            let length = Int(Self.uint32(bytes, offset))
            let type = (4..<8).map { bytes[offset + $0] }
            let name = String(decoding: type.map { $0 >= 0x20 && $0 < 0x7f ? $0 : 0x3f }, as: UTF8.self)
            if chunkTypes.last != name { chunkTypes.append(name) }
            let dataStart = offset + 8
            // A length over 2^31 - 1 is invalid, not truncation: libpng reports it.
            guard length <= Int(Int32.max) else { return }
            guard bytes.count - dataStart >= length + 4 else {
                truncatedAt = bytes.count
                overlongChunkAt = offset
                overlongChunkType = name
                return
            }
            let data = UnsafeRawBufferPointer(rebasing: bytes[dataStart..<dataStart + length])
            switch name {
            case "sRGB" where length == 1: srgbIntent = Int(data[0])
            case "gAMA" where length == 4: gammaFixed = Int(Self.uint32(data, 0))
            case "cHRM" where length == 32:
                chromaticities = (0..<8).map { Double(Self.uint32(data, $0 * 4)) / 100_000 }
            case "cICP" where length == 4: codingPoints = Array(data)
            case "cICP": malformedCodingPointsLength = length
            case "iCCP" where !sawImageData && iccProfileName == nil:
                iccProfileName = Self.profileName(data)
            case "iCCP" where sawImageData && iccProfileName == nil && lateIccProfileName == nil:
                lateIccProfileName = Self.profileName(data)
            case "IDAT": sawImageData = true
            case "pHYs" where length == 9:
                pixelDensity = PNGPixelDensity(
                    pixelsPerUnitX: Int(Self.uint32(data, 0)), pixelsPerUnitY: Int(Self.uint32(data, 4)),
                    unitIsMeter: data[8] == 1)
            case "IEND": sawEnd = true
            default: break
            }
            offset = dataStart + length + 4
            if sawEnd { return }
        }
        truncatedAt = offset
    }

    private static func uint32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

extension PNGChunkLayout {
    /// An iCCP chunk's profile name: its Latin-1 bytes up to the NUL, at most 79 (Latin-1 maps
    /// each byte to the code point of the same value).
    static func profileName(_ data: UnsafeRawBufferPointer) -> String {
        String(String.UnicodeScalarView(data.prefix(79).prefix { $0 != 0 }.map { Unicode.Scalar($0) }))
    }
}
