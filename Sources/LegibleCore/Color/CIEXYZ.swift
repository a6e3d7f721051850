/// A CIE 1931 XYZ tristimulus value, scaled so that the reference white has `y == 1`.
///
/// Which white it is relative to (D65 or D50) is stated by the API that produces it.
/// Source: CSS Color 4 §10.8 (predefined `xyz-d65`, `xyz-d50`).
public struct CIEXYZ: Hashable, Sendable {
    /// X, unbounded (about 0...1.09 for colors inside sRGB).
    public var x: Double
    /// Y, the luminance; 1 is the reference white.
    public var y: Double
    /// Z, unbounded (about 0...1.09 for colors inside sRGB).
    public var z: Double

    /// Creates a tristimulus value.
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }

    /// The result of applying a linear transform.
    @inlinable
    public func transformed(by matrix: ColorSpaceMatrix) -> CIEXYZ {
        let r = matrix.apply(x, y, z)
        return CIEXYZ(x: r.0, y: r.1, z: r.2)
    }

    /// This D65-relative value adapted to D50 (linear Bradford, CSS Color 4 §18 `D65_to_D50`).
    public var adaptedD65ToD50: CIEXYZ { transformed(by: .bradfordD65ToD50) }

    /// This D50-relative value adapted to D65 (linear Bradford, CSS Color 4 §18 `D50_to_D65`).
    public var adaptedD50ToD65: CIEXYZ { transformed(by: .bradfordD50ToD65) }
}

/// A reference white for CIE XYZ and CIELab.
///
/// CSS Color 4 §4.4 uses D65 for sRGB, Display P3, Oklab and `xyz-d65`, and D50 for CSS
/// `lab()`/`lch()`, ProPhoto RGB and `xyz-d50`.
public enum WhitePoint: String, Hashable, Sendable, CaseIterable {
    /// CIE D65, chromaticity x 0.3127, y 0.3290.
    case d65
    /// CIE D50, chromaticity x 0.3457, y 0.3585.
    case d50

    /// The white's XYZ with `y == 1`: `(x/y, 1, (1-x-y)/y)` (CSS Color 4 §18 `D65`, `D50`).
    public var xyz: CIEXYZ {
        switch self {
        case .d65: CIEXYZ(x: 0.3127 / 0.3290, y: 1, z: (1 - 0.3127 - 0.3290) / 0.3290)
        case .d50: CIEXYZ(x: 0.3457 / 0.3585, y: 1, z: (1 - 0.3457 - 0.3585) / 0.3585)
        }
    }
}
