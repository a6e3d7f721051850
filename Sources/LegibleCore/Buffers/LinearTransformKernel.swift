/// A 3×3 matrix acting on linear-light RGB column vectors: `out = M · (r, g, b)ᵀ`.
public struct LinearRGBMatrix: Sendable, Equatable {
    /// The three rows; row `i` gives output channel `i` (red, green, blue).
    public var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Creates a matrix from its three rows.
    public init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = (row0, row1, row2)
    }

    /// Creates a matrix from 9 values in row-major order, or `nil` unless there are exactly 9
    /// finite values.
    public init?(rowMajor values: [Double]) {
        guard values.count == 9, values.allSatisfy(\.isFinite) else { return nil }
        self.init(
            SIMD3(values[0], values[1], values[2]),
            SIMD3(values[3], values[4], values[5]),
            SIMD3(values[6], values[7], values[8]))
    }

    /// The identity matrix.
    public static let identity = LinearRGBMatrix(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// The matrix applied to a linear RGB vector.
    @inlinable
    public func callAsFunction(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (rows.0 * vector).sum(),
            (rows.1 * vector).sum(),
            (rows.2 * vector).sum())
    }

    /// The product `self · other` (apply `other` first).
    public func multiplied(by other: LinearRGBMatrix) -> LinearRGBMatrix {
        let columns = (
            SIMD3(other.rows.0.x, other.rows.1.x, other.rows.2.x),
            SIMD3(other.rows.0.y, other.rows.1.y, other.rows.2.y),
            SIMD3(other.rows.0.z, other.rows.1.z, other.rows.2.z))
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns.0).sum(), (r * columns.1).sum(), (r * columns.2).sum())
        }
        return LinearRGBMatrix(row(rows.0), row(rows.1), row(rows.2))
    }

    /// Equal when every coefficient is equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
    }
}

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
    case matrix(LinearRGBMatrix)
    /// Brettel-style: `first` where `dot(normal, linearRGB) ≥ 0`, else `second`.
    ///
    /// `normal` is the separation plane's normal expressed in linear RGB. For a normal `n` given
    /// in LMS with `lms = T · rgb`, pass `Tᵀ · n` (then `dot(n, lms) == dot(Tᵀ n, rgb)`).
    case twoPlanes(first: LinearRGBMatrix, second: LinearRGBMatrix, normal: SIMD3<Double>)
    /// Achromatopsia: every channel becomes the WCAG relative luminance
    /// `0.2126 R + 0.7152 G + 0.0722 B` (linear light), a neutral gray of the same luminance.
    case luminance

    /// The matrix that reproduces ``luminance``.
    public static let luminanceMatrix = LinearRGBMatrix(
        SIMD3(0.2126, 0.7152, 0.0722), SIMD3(0.2126, 0.7152, 0.0722), SIMD3(0.2126, 0.7152, 0.0722))

    /// The transform of one linear-light RGB vector, clipped to 0...1 per channel.
    ///
    /// This is the `Double` reference the 8-bit image pass is tested against.
    public func transformLinear(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        let result: SIMD3<Double>
        switch self {
        case .matrix(let m):
            result = m(linear)
        case .twoPlanes(let first, let second, let normal):
            result = (normal * linear).sum() >= 0 ? first(linear) : second(linear)
        case .luminance:
            result = Self.luminanceMatrix(linear)
        }
        return result.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
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
    var program: (first: LinearRGBMatrix, second: LinearRGBMatrix, normal: SIMD3<Double>) {
        switch self {
        case .matrix(let m): (m, m, SIMD3(0, 0, 0))
        case .twoPlanes(let first, let second, let normal): (first, second, normal)
        case .luminance: (Self.luminanceMatrix, Self.luminanceMatrix, SIMD3(0, 0, 0))
        }
    }
}
