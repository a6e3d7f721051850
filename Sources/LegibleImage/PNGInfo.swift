import LegibleCore

/// The PNG color type as stored in the IHDR chunk.
public enum PNGColorType: String, Sendable, Equatable, CaseIterable {
    /// Color type 0.
    case gray = "gray"
    /// Color type 4.
    case grayAlpha = "gray-alpha"
    /// Color type 3 (indexed, with PLTE).
    case palette = "palette"
    /// Color type 2.
    case rgb = "rgb"
    /// Color type 6.
    case rgba = "rgba"

    /// The type for an IHDR color type code, or `nil` for an invalid code.
    public init?(code: Int) {
        switch code {
        case 0: self = .gray
        case 2: self = .rgb
        case 3: self = .palette
        case 4: self = .grayAlpha
        case 6: self = .rgba
        default: return nil
        }
    }
}

/// The color-related chunks a PNG carries (PNG specification, third edition, section 11.3.2).
public struct PNGColorChunks: Sendable, Equatable {
    /// The cICP chunk's four bytes (colour primaries, transfer characteristics, matrix
    /// coefficients, video full-range flag; ITU-T H.273 code points), when present.
    public var codingPoints: [UInt8]?
    /// The iCCP chunk's profile name (Latin-1, 1 to 79 characters), when present, with any
    /// control character written as a `\u{1B}` escape (`TextExcerpt.printable`: the PNG
    /// specification, third edition, 11.3.3.4, allows only printable Latin-1 there).
    public var iccProfileName: String?
    /// The decompressed ICC profile, when an iCCP chunk is present.
    public var iccProfile: [UInt8]?
    /// The sRGB chunk's rendering intent (0 perceptual, 1 relative colorimetric, 2 saturation,
    /// 3 absolute colorimetric), when present.
    public var srgbIntent: Int?
    /// The gAMA chunk's file gamma (stored value / 100000; 0.45455 for sRGB-like files).
    public var gamma: Double?
    /// The cHRM chunk's chromaticities: white x, y, red x, y, green x, y, blue x, y.
    public var chromaticities: [Double]?
    /// Why an iCCP chunk before the image data gave no profile, when it did not: libpng drops
    /// a profile over the 8 MiB chunk cap (``PNGReadLimits/maxChunkBytes``), one whose zlib
    /// stream is corrupt or a bomb, or one with an invalid header; libpng's warning, such as
    /// "iCCP: chunk data is too large". The color space is then an unknown profile, not sRGB.
    public var iccProfileError: String?
    /// Why a cICP chunk gave no code points, when it did not (it is not 4 bytes long). The color
    /// space is then an unknown cICP, not untagged.
    public var codingPointsError: String?

    /// Creates a set of color chunks; every chunk is optional.
    public init(
        codingPoints: [UInt8]? = nil, iccProfileName: String? = nil, iccProfile: [UInt8]? = nil,
        srgbIntent: Int? = nil, gamma: Double? = nil, chromaticities: [Double]? = nil,
        iccProfileError: String? = nil, codingPointsError: String? = nil
    ) {
        self.codingPoints = codingPoints
        self.iccProfileName = iccProfileName
        self.iccProfile = iccProfile
        self.srgbIntent = srgbIntent
        self.gamma = gamma
        self.chromaticities = chromaticities
        self.iccProfileError = iccProfileError
        self.codingPointsError = codingPointsError
    }
}

/// What a PNG says about its colors, after the PNG specification's precedence
/// (third edition, 4.3: cICP, then iCCP, then sRGB, then gAMA/cHRM).
public enum ImageColorSpace: Sendable, Equatable {
    /// sRGB: an sRGB chunk, a recognised sRGB ICC profile, or cICP BT.709 primaries with the
    /// sRGB transfer (H.273 code points 1 and 13).
    case srgb
    /// Display P3: a recognised Display P3 ICC profile, or cICP code points 12 and 13.
    case displayP3
    /// A gAMA chunk (and no stronger chunk) with this file gamma.
    case gamma(Double)
    /// An ICC profile that is neither sRGB nor Display P3, or one that could not be read
    /// (``PNGColorChunks/iccProfileError``); the description, when readable.
    case unknownICC(description: String?)
    /// A cICP chunk Legible does not convert (other primaries or transfer functions); the code
    /// points are empty when the chunk could not be read (``PNGColorChunks/codingPointsError``).
    case unknownCICP(codingPoints: [UInt8])
    /// No color information: treated as sRGB.
    case untagged

    /// The name used in reports: `srgb`, `display-p3`, `gamma`, `unknown-icc` (also for an unrecognised cICP)
    /// or `untagged`.
    public var identifier: String {
        switch self {
        case .srgb: "srgb"
        case .displayP3: "display-p3"
        case .gamma: "gamma"
        case .unknownICC: "unknown-icc"
        case .unknownCICP: "unknown-icc"  // reported as an unknown profile: the contract has five values
        case .untagged: "untagged"
        }
    }
}

/// What color management does to bring an image to sRGB.
public enum ColorManagementAction: Sendable, Equatable {
    /// Nothing: the image is sRGB, untagged, or has a gAMA within 1% of 1/2.2.
    case none
    /// Convert Display P3 to sRGB (see ``ColorManagement``).
    case convertDisplayP3
    /// Re-encode samples stored with this file gamma as sRGB.
    case convertGamma(Double)
    /// Leave the pixels as they are and warn: the profile or cICP is not understood.
    case warnUnknownProfile

    /// The name used in reports: `none`, `convert-display-p3`, `convert-gamma` or
    /// `warn-unknown-profile`.
    public var identifier: String {
        switch self {
        case .none: "none"
        case .convertDisplayP3: "convert-display-p3"
        case .convertGamma: "convert-gamma"
        case .warnUnknownProfile: "warn-unknown-profile"
        }
    }
}

/// The facts about a PNG file that `legible info` reports.
public struct PNGInfo: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bits per stored sample: 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// True for Adam7 interlacing.
    public var isInterlaced: Bool
    /// The stored color type.
    public var colorType: PNGColorType
    /// Chunk type names in file order, consecutive repeats (a run of IDATs) collapsed to one.
    public var chunkTypes: [String]
    /// The color chunks found.
    public var colorChunks: PNGColorChunks
    /// The color space the chunks declare, by the specification's precedence.
    public var colorSpace: ImageColorSpace
    /// What ``ColorManagement/convertToSRGB(_:from:)`` does for this color space.
    public var action: ColorManagementAction
    /// The pHYs chunk's pixel density, when the file has one.
    public var pixelDensity: PNGPixelDensity? = nil

    /// Why the pixels are read as stored although the file declares another color space: one
    /// clause for a warning, such as "the embedded color profile 'Adobe RGB' is neither sRGB nor
    /// Display P3" or "the embedded color profile 'prof' could not be read (libpng: iCCP: chunk
    /// data is too large)". `nil` unless ``action`` is ``ColorManagementAction/warnUnknownProfile``.
    public var unknownProfileReason: String? {
        guard action == .warnUnknownProfile else { return nil }
        switch colorSpace {
        case .unknownCICP(let points):
            if let error = colorChunks.codingPointsError { return "the cICP chunk could not be read (\(error))" }
            return "the cICP code points \(points.map(String.init).joined(separator: "/")) are neither sRGB nor Display P3"
        default:
            let name = colorChunks.iccProfileName ?? "?"
            if colorChunks.iccProfile == nil, let error = colorChunks.iccProfileError {
                return "the embedded color profile '\(name)' could not be read (libpng: \(error))"
            }
            return "the embedded color profile '\(name)' is neither sRGB nor Display P3"
        }
    }
}

/// The pHYs chunk: intended pixel size or aspect ratio (PNG specification, third edition,
/// 11.3.5.3). Nine bytes: pixels per unit in x and in y (4-byte unsigned, big-endian), then the
/// unit specifier (1 = metre, 0 = unknown: the numbers then give only the aspect ratio).
public struct PNGPixelDensity: Sendable, Equatable, Hashable {
    /// Pixels per unit along x (0 to 2³²−1).
    public var pixelsPerUnitX: Int
    /// Pixels per unit along y.
    public var pixelsPerUnitY: Int
    /// True when the unit is the metre (unit specifier 1); false for an unknown unit.
    public var unitIsMeter: Bool

    /// Creates a density.
    public init(pixelsPerUnitX: Int, pixelsPerUnitY: Int, unitIsMeter: Bool) {
        self.pixelsPerUnitX = pixelsPerUnitX
        self.pixelsPerUnitY = pixelsPerUnitY
        self.unitIsMeter = unitIsMeter
    }

    /// Dots per inch along x, when the unit is the metre (1 inch = 0.0254 m); nil otherwise.
    /// 2835 px/m, what most writers store by default, is 72.009 dpi.
    public var dotsPerInchX: Double? { unitIsMeter ? Double(pixelsPerUnitX) * 0.0254 : nil }
}

/// A decoded PNG: its facts and its stored samples as 8-bit RGBA (no color management yet).
public struct DecodedPNG: Sendable, Equatable {
    /// The header, chunks and color space.
    public var info: PNGInfo
    /// The stored samples, 8-bit RGBA, not yet converted to sRGB.
    public var image: RGBAImage
}

