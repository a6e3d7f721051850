/// A per-pixel color transform in linear-light sRGB, applied to 8-bit images.
///
/// Every kernel decodes the sRGB transfer (IEC 61966-2-1), transforms the linear RGB vector,
/// clips each channel to 0...1 in linear light, and encodes back to sRGB. Alpha is left alone.
/// This covers color-vision-deficiency simulation (Machado 2009 and Viénot 1999 are one matrix;
/// Brettel 1997 picks one of two matrices per color; anomalous severities can be folded into
/// the matrices as `(1 − s) I + s M`), achromatopsia (``luminance``), and gamut conversion such
/// as Display P3 to sRGB.
public enum LinearTransformKernel: Sendable, Equatable {
    /// One matrix for every color.
    case matrix(Matrix3x3)
    /// Brettel-style: `first` where `dot(normal, linearRGB) ≥ 0`, else `second`.
    ///
    /// `normal` is the separation plane's normal expressed in linear RGB. For a normal `n` given
    /// in LMS with `lms = T · rgb`, pass `Tᵀ · n` (then `dot(n, lms) == dot(Tᵀ n, rgb)`).
    case twoPlanes(first: Matrix3x3, second: Matrix3x3, normal: SIMD3<Double>)
    /// Achromatopsia: every channel becomes the WCAG relative luminance
    /// `0.2126 R + 0.7152 G + 0.0722 B` (linear light), a neutral gray of the same luminance.
    case luminance

    /// The matrix that reproduces ``luminance``: three rows of the WCAG 2 / Rec. 709 luminance
    /// coefficients.
    public static let luminanceMatrix = Matrix3x3(
        0.2126, 0.7152, 0.0722,
        0.2126, 0.7152, 0.0722,
        0.2126, 0.7152, 0.0722)

    /// Applies the transform to linear-light sRGB components, unclipped.
    ///
    /// - Parameter linear: linear-light (R, G, B), nominally 0...1.
    /// - Returns: the transformed linear-light color; it may leave 0...1 slightly.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func apply(toLinear linear: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .matrix(let matrix):
            return matrix.applied(to: linear)
        case .twoPlanes(let first, let second, let normal):
            let side = linear.x * normal.x + linear.y * normal.y + linear.z * normal.z
            return (side < 0 ? second : first).applied(to: linear)
        case .luminance:
            let y = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
            return SIMD3(repeating: y)
        }
    }

    /// The transform of one linear-light RGB vector, clipped to 0...1 per channel.
    ///
    /// This is the `Double` reference the 8-bit image pass is tested against.
    public func transformLinear(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        apply(toLinear: linear).clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    /// The exact 8-bit result for one 8-bit color: decode, ``transformLinear(_:)``, encode, and
    /// round half up (`floor(x × 255 + 0.5)`), all in `Double`.
    public func transform8(red: UInt8, green: UInt8, blue: UInt8) -> (UInt8, UInt8, UInt8) {
        let table = SRGBTransfer.decodeTable
        let out = transformLinear(SIMD3(table[Int(red)], table[Int(green)], table[Int(blue)]))
        func quantize(_ linear: Double) -> UInt8 {
            let encoded = SRGBTransfer.encode(linear) * 255 + 0.5
            return UInt8(Swift.max(0, Swift.min(255, encoded.rounded(.down))))
        }
        return (quantize(out.x), quantize(out.y), quantize(out.z))
    }

    /// The two matrices and the plane normal (a zero normal means: always `first`).
    var program: (first: Matrix3x3, second: Matrix3x3, normal: SIMD3<Double>) {
        switch self {
        case .matrix(let m): (m, m, SIMD3(0, 0, 0))
        case .twoPlanes(let first, let second, let normal): (first, second, normal)
        case .luminance: (Self.luminanceMatrix, Self.luminanceMatrix, SIMD3(0, 0, 0))
        }
    }
}
