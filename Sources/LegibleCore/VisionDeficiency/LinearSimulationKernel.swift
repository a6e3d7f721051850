/// The per-pixel linear-light transform that simulates one deficiency with one method.
///
/// Obtain it once with ``VisionDeficiencySimulation/kernel(for:method:)``, then apply it to every
/// pixel with ``apply(toLinear:)``: it holds only values (no heap storage), so a pixel costs at most
/// a dot product and one matrix product, with no allocation. Input and output are linear-light sRGB
/// (decode with ``SRGBTransfer`` first); the output is unclipped and may leave 0...1 slightly.
public enum LinearSimulationKernel: Hashable, Sendable {
    /// A single matrix (Machado 2009, Viénot 1999, and any method at severity 0).
    case matrix(Matrix3x3)
    /// Brettel 1997's two half-planes: use `second` when `dot(rgb, separationNormal) < 0`, else
    /// `first`. `separationNormal` is expressed for linear-RGB input (the LMS plane normal
    /// multiplied by the transpose of the sRGB→LMS matrix), so no LMS conversion is needed per pixel.
    case brettel(first: Matrix3x3, second: Matrix3x3, separationNormal: SIMD3<Double>)
    /// Achromatopsia: `Y = 0.2126 R + 0.7152 G + 0.0722 B` (linear), output `(Y, Y, Y)`.
    case luminanceOnly

    /// The matrix form of ``luminanceOnly``: three rows of the WCAG 2 / Rec. 709 luminance
    /// coefficients.
    public static let luminanceMatrix = Matrix3x3(
        0.2126, 0.7152, 0.0722,
        0.2126, 0.7152, 0.0722,
        0.2126, 0.7152, 0.0722)

    /// Applies the transform to linear-light sRGB components.
    ///
    /// - Parameter linear: linear-light (R, G, B), nominally 0...1.
    /// - Returns: the simulated linear-light color, unclipped.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func apply(toLinear linear: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .matrix(let matrix):
            return matrix.applied(to: linear)
        case .brettel(let first, let second, let normal):
            let side = linear.x * normal.x + linear.y * normal.y + linear.z * normal.z
            return (side < 0 ? second : first).applied(to: linear)
        case .luminanceOnly:
            let y = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
            return SIMD3(repeating: y)
        }
    }
}
