/// A 3×3 matrix of `Double`s, stored row-major, for the linear maps of color science.
///
/// Applying it to a column vector `v` gives `(row0·v, row1·v, row2·v)`, that is
/// `m[i][0]*v.x + m[i][1]*v.y + m[i][2]*v.z` for row `i`. It is a plain value (three SIMD rows, no
/// heap storage), so applying it costs nine multiplications and allocates nothing.
public struct Matrix3x3: Hashable, Sendable {
    /// The first row.
    public var row0: SIMD3<Double>
    /// The second row.
    public var row1: SIMD3<Double>
    /// The third row.
    public var row2: SIMD3<Double>

    /// Creates a matrix from its three rows.
    @inlinable
    public init(row0: SIMD3<Double>, row1: SIMD3<Double>, row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// Creates a matrix from nine entries in row-major order.
    @inlinable
    public init(
        _ m00: Double, _ m01: Double, _ m02: Double,
        _ m10: Double, _ m11: Double, _ m12: Double,
        _ m20: Double, _ m21: Double, _ m22: Double
    ) {
        row0 = SIMD3(m00, m01, m02)
        row1 = SIMD3(m10, m11, m12)
        row2 = SIMD3(m20, m21, m22)
    }

    /// Creates a matrix from 9 values in row-major order, or `nil` unless there are exactly 9
    /// finite values.
    public init?(rowMajor values: [Double]) {
        guard values.count == 9, values.allSatisfy(\.isFinite) else { return nil }
        self.init(
            values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7], values[8])
    }

    /// The identity matrix.
    public static let identity = Matrix3x3(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// The entry at `row`, `column`, both in 0...2; an index outside 0...2 reads as 0.
    public subscript(row: Int, column: Int) -> Double {
        guard (0...2).contains(column) else { return 0 }
        switch row {
        case 0: return row0[column]
        case 1: return row1[column]
        case 2: return row2[column]
        default: return 0
        }
    }

    /// The product `self · vector`.
    ///
    /// - Complexity: O(1), nine multiply-adds, no allocation.
    @inlinable
    public func applied(to vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            row0.x * vector.x + row0.y * vector.y + row0.z * vector.z,
            row1.x * vector.x + row1.y * vector.y + row1.z * vector.z,
            row2.x * vector.x + row2.y * vector.y + row2.z * vector.z)
    }

    /// The product `self · vector`, as a function call: `m(v)`.
    @inlinable
    public func callAsFunction(_ vector: SIMD3<Double>) -> SIMD3<Double> { applied(to: vector) }

    /// The product `self · other` (apply `other` first).
    public func multiplied(by other: Matrix3x3) -> Matrix3x3 {
        let t = other.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * t.row0).sum(), (r * t.row1).sum(), (r * t.row2).sum())
        }
        return Matrix3x3(row0: row(row0), row1: row(row1), row2: row(row2))
    }

    /// The entry-wise linear interpolation `(1 - weight)·self + weight·other`.
    ///
    /// - Parameter weight: 0 gives `self`, 1 gives `other`.
    @inlinable
    public func interpolated(to other: Matrix3x3, weight: Double) -> Matrix3x3 {
        let keep = 1 - weight
        return Matrix3x3(
            row0: keep * row0 + weight * other.row0,
            row1: keep * row1 + weight * other.row1,
            row2: keep * row2 + weight * other.row2)
    }

    /// The transpose.
    @inlinable
    public var transposed: Matrix3x3 {
        Matrix3x3(
            row0.x, row1.x, row2.x,
            row0.y, row1.y, row2.y,
            row0.z, row1.z, row2.z)
    }
}
