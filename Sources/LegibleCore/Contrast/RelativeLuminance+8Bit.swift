/// The relative luminance and contrast of 8-bit sRGB colors through lookup tables.
///
/// ``luminanceTerms`` holds, for each channel, WCAG's coefficient times the linear light of each
/// of the 256 codes (`0.2126 × decode(v / 255)` for red at `v`, green at `256 + v`, blue at
/// `512 + v`). Summing three entries left to right is the same sequence of rounded `Double`
/// operations as ``RelativeLuminance/init(linearRed:linearGreen:linearBlue:)`` on
/// ``SRGBTransfer/decodeTable``, so the results are bit-identical to
/// `SRGBColor(red8:green8:blue8:).relativeLuminance` and to the `pow` formula (tested on every
/// table entry and on random colors).
extension RelativeLuminance {
    /// `[coefficient × linear light]` for red (0..<256), green (256..<512) and blue (512..<768).
    public static let luminanceTerms: [Double] = (0..<256).map { 0.2126 * SRGBTransfer.decodeTable[$0] }
        + (0..<256).map { 0.7152 * SRGBTransfer.decodeTable[$0] }
        + (0..<256).map { 0.0722 * SRGBTransfer.decodeTable[$0] }

    /// The relative luminance of an 8-bit sRGB color (alpha ignored), from ``luminanceTerms``.
    ///
    /// - Complexity: O(1): three table loads and two additions.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8) {
        let terms = Self.luminanceTerms
        value = terms[Int(red8)] + terms[256 + Int(green8)] + terms[512 + Int(blue8)]
    }

    /// The relative luminance of a packed 8-bit sRGB color `0xRRGGBB` (bits above 24 ignored).
    public init(packedRGB8 code: UInt32) {
        self.init(red8: UInt8(truncatingIfNeeded: code >> 16), green8: UInt8(truncatingIfNeeded: code >> 8),
                  blue8: UInt8(truncatingIfNeeded: code))
    }
}

extension ContrastRatio {
    /// The contrast ratios of many opaque 8-bit sRGB pairs: `ratios[k]` is the ratio of
    /// `foregrounds[k]` and `backgrounds[k]`, both packed `0xRRGGBB` (bits above 24 ignored).
    ///
    /// Each ratio equals `ContrastRatio(RelativeLuminance(packedRGB8:), …).value` bit for bit,
    /// and so the `SRGBColor` path: unrounded, in 1...21. The loop reads the tables through one
    /// unsafe buffer and allocates nothing.
    ///
    /// - Precondition: the three buffers have the same count.
    /// - Complexity: O(n), about 6 table loads and one division per pair.
    public static func ratios(
        packedForegrounds foregrounds: UnsafeBufferPointer<UInt32>,
        packedBackgrounds backgrounds: UnsafeBufferPointer<UInt32>,
        into ratios: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(foregrounds.count == backgrounds.count && backgrounds.count == ratios.count,
                     "ratios(packedForegrounds:packedBackgrounds:into:): buffers of different counts")
        guard let f = foregrounds.baseAddress, let b = backgrounds.baseAddress, let out = ratios.baseAddress
        else { return }
        RelativeLuminance.luminanceTerms.withUnsafeBufferPointer { terms in
            let t = terms.baseAddress!
            @inline(__always) func luminance(_ c: UInt32) -> Double {
                t[Int(c >> 16 & 0xFF)] + t[256 &+ Int(c >> 8 & 0xFF)] + t[512 &+ Int(c & 0xFF)]
            }
            for k in 0..<foregrounds.count {
                out[k] = ContrastRatio(RelativeLuminance(luminance(f[k])), RelativeLuminance(luminance(b[k]))).value
            }
        }
    }
}
