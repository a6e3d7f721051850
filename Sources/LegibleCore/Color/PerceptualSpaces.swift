/// A CIE 1976 L*a*b* color. Which white it is relative to (D65 or D50) is stated by the API
/// that produces it.
///
/// `l` is lightness in 0...100; `a` and `b` are unbounded opponent axes (about ±128 for sRGB).
public struct CIELab: Hashable, Sendable {
    /// Lightness L*, 0...100.
    public var l: Double
    /// Green–red axis a* (negative is green).
    public var a: Double
    /// Blue–yellow axis b* (negative is blue).
    public var b: Double
    /// Creates a Lab value from its three coordinates.
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
}

/// An Oklab color (Ottosson 2020, with the CSS Color 4 matrices).
///
/// `l` is lightness in 0...1; `a` and `b` are opponent axes (about ±0.4).
public struct OKLab: Hashable, Sendable {
    /// Lightness, 0...1.
    public var l: Double
    /// Green–red axis (negative is green).
    public var a: Double
    /// Blue–yellow axis (negative is blue).
    public var b: Double
    /// Creates an Oklab value from its three coordinates.
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
}

extension CIELab {
    /// CIE ε = 216/24389 (CSS Color 4 §18, exact rational form of 0.008856).
    static let epsilon = 216.0 / 24389.0
    /// CIE κ = 24389/27 (CSS Color 4 §18, exact rational form of 903.3).
    static let kappa = 24389.0 / 27.0

    /// Lab from XYZ relative to the same `white` (CIE 15:2004; CSS Color 4 §18 `XYZ_to_Lab`).
    public init(xyz: CIEXYZ, white: WhitePoint) {
        let w = white.xyz
        func f(_ t: Double) -> Double {
            t > CIELab.epsilon ? Math.cbrt(t) : (CIELab.kappa * t + 16) / 116
        }
        let fx = f(xyz.x / w.x), fy = f(xyz.y / w.y), fz = f(xyz.z / w.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The XYZ value relative to `white` (CSS Color 4 §18 `Lab_to_XYZ`).
    public func xyz(white: WhitePoint) -> CIEXYZ {
        let fy = (l + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let fx3 = fx * fx * fx, fz3 = fz * fz * fz
        let x = fx3 > CIELab.epsilon ? fx3 : (116 * fx - 16) / CIELab.kappa
        let y = l > CIELab.kappa * CIELab.epsilon ? fy * fy * fy : l / CIELab.kappa
        let z = fz3 > CIELab.epsilon ? fz3 : (116 * fz - 16) / CIELab.kappa
        let w = white.xyz
        return CIEXYZ(x: x * w.x, y: y * w.y, z: z * w.z)
    }
}

/// CIE LCh(ab): the polar form of `CIELab` (CSS Color 4 §9.1 `lch()`).
///
/// `l` is lightness 0...100, `c` chroma ≥ 0 (about 0...150), `h` hue angle in degrees in
/// [0, 360), or nil when the hue is powerless (chroma below 0.0015, CSS Color 4 §18 `Lab_to_LCH`).
public struct CIELCh: Hashable, Sendable {
    /// Lightness, 0...100.
    public var l: Double
    /// Chroma, ≥ 0.
    public var c: Double
    /// Hue in degrees, [0, 360); nil when powerless (achromatic).
    public var h: Double?

    /// Creates an LCh value; a nil hue is treated as 0 when converting.
    public init(l: Double, c: Double, h: Double?) { self.l = l; self.c = c; self.h = h }

    /// Chroma below which the hue is reported as powerless (CSS Color 4 sample code).
    public static let achromaticThreshold = 0.0015

    /// The polar form of `lab`.
    public init(lab: CIELab) {
        let c = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        self.init(l: lab.l, c: c, h: c < Self.achromaticThreshold ? nil : Hue.degrees(y: lab.b, x: lab.a))
    }

    /// The rectangular form (a missing hue counts as 0°).
    public var lab: CIELab {
        let (a, b) = Hue.rectangular(chroma: c, degrees: h ?? 0)
        return CIELab(l: l, a: a, b: b)
    }
}

extension OKLab {
    /// Oklab from CIE XYZ relative to D65 (CSS Color 4 §9.2 / §18 `XYZ_to_OKLab`; the cube
    /// root is odd-symmetric so extended inputs stay defined).
    public init(xyzD65 xyz: CIEXYZ) {
        let lms = ColorSpaceMatrix.xyzD65ToOklabLMS.apply(xyz.x, xyz.y, xyz.z)
        let r = ColorSpaceMatrix.oklabLMSToOklab.apply(Math.cbrt(lms.0), Math.cbrt(lms.1), Math.cbrt(lms.2))
        self.init(l: r.0, a: r.1, b: r.2)
    }

    /// CIE XYZ relative to D65 (CSS Color 4 §18 `OKLab_to_XYZ`).
    public var xyzD65: CIEXYZ {
        let p = ColorSpaceMatrix.oklabToOklabLMS.apply(l, a, b)
        let r = ColorSpaceMatrix.oklabLMSToXYZD65.apply(p.0 * p.0 * p.0, p.1 * p.1 * p.1, p.2 * p.2 * p.2)
        return CIEXYZ(x: r.0, y: r.1, z: r.2)
    }
}

/// OKLCH: the polar form of Oklab (CSS Color 4 §9.2 `oklch()`).
///
/// `l` is lightness 0...1, `c` chroma ≥ 0 (about 0...0.37 in sRGB), `h` hue in degrees in
/// [0, 360), or nil when powerless (chroma below 0.000004, CSS Color 4 §18 `OKLab_to_OKLCH`).
public struct OKLCH: Hashable, Sendable {
    /// Lightness, 0...1.
    public var l: Double
    /// Chroma, ≥ 0.
    public var c: Double
    /// Hue in degrees, [0, 360); nil when powerless.
    public var h: Double?

    /// Creates an OKLCH value; a nil hue is treated as 0 when converting.
    public init(l: Double, c: Double, h: Double?) { self.l = l; self.c = c; self.h = h }

    /// Chroma below which the hue is reported as powerless (CSS Color 4 sample code).
    public static let achromaticThreshold = 0.000004

    /// The polar form of `oklab`.
    public init(oklab: OKLab) {
        let c = (oklab.a * oklab.a + oklab.b * oklab.b).squareRoot()
        self.init(l: oklab.l, c: c, h: c < Self.achromaticThreshold ? nil : Hue.degrees(y: oklab.b, x: oklab.a))
    }

    /// The rectangular form (a missing hue counts as 0°).
    public var oklab: OKLab {
        let (a, b) = Hue.rectangular(chroma: c, degrees: h ?? 0)
        return OKLab(l: l, a: a, b: b)
    }
}

/// Hue-angle helpers shared by the polar spaces.
enum Hue {
    static let degreesPerRadian = 180 / Double.pi

    /// `atan2(y, x)` in degrees, normalised to [0, 360).
    static func degrees(y: Double, x: Double) -> Double {
        normalized(Math.atan2(y, x) * degreesPerRadian)
    }

    /// An angle in degrees reduced to [0, 360); non-finite input gives 0.
    static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        var h = degrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        return h >= 360 ? 0 : h
    }

    /// `(c·cos h, c·sin h)` for `h` in degrees.
    static func rectangular(chroma: Double, degrees: Double) -> (Double, Double) {
        let radians = degrees / degreesPerRadian
        return (chroma * Math.cos(radians), chroma * Math.sin(radians))
    }
}
