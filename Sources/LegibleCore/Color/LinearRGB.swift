/// Linear-light sRGB components (the sRGB primaries and D65 white, without the transfer curve).
///
/// Components are nominally 0...1 but may lie outside that range for colors outside the sRGB
/// gamut (CSS Color 4 §10.3 `srgb-linear`, "extended" range).
public struct LinearRGB: Hashable, Sendable {
    /// Linear red.
    public var red: Double
    /// Linear green.
    public var green: Double
    /// Linear blue.
    public var blue: Double

    /// Creates linear components; they are kept as given (no clamping).
    public init(red: Double, green: Double, blue: Double) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// The result of applying a linear transform (for example `.linearDisplayP3ToLinearSRGB`).
    @inlinable
    public func transformed(by matrix: ColorSpaceMatrix) -> LinearRGB {
        let r = matrix.apply(red, green, blue)
        return LinearRGB(red: r.0, green: r.1, blue: r.2)
    }

    /// The gamma-encoded sRGB components, unclamped (odd-symmetric transfer, CSS Color 4 §10.2).
    public var extendedSRGB: ExtendedSRGB {
        ExtendedSRGB(red: SRGBTransfer.encode(red), green: SRGBTransfer.encode(green),
                     blue: SRGBTransfer.encode(blue))
    }

    /// The gamma-encoded color clipped to the sRGB gamut (each channel clamped to 0...1), opaque.
    /// No gamut mapping: use `SRGBColor.gamutMapped(oklch:)` for CSS Color 4 §13.2 mapping.
    public var srgbEncoded: SRGBColor { extendedSRGB.clipped }

    /// CIE XYZ relative to D65 (CSS Color 4 §18 `lin_sRGB_to_XYZ`).
    public var xyzD65: CIEXYZ {
        let r = ColorSpaceMatrix.linearSRGBToXYZD65.apply(red, green, blue)
        return CIEXYZ(x: r.0, y: r.1, z: r.2)
    }

    /// Linear sRGB from CIE XYZ relative to D65 (CSS Color 4 §18 `XYZ_to_lin_sRGB`).
    public init(xyzD65 xyz: CIEXYZ) {
        let r = ColorSpaceMatrix.xyzD65ToLinearSRGB.apply(xyz.x, xyz.y, xyz.z)
        self.init(red: r.0, green: r.1, blue: r.2)
    }

    /// Linear sRGB from linear Display P3 components (CSS Color 4 §10.4; may leave 0...1).
    public init(linearDisplayP3 red: Double, _ green: Double, _ blue: Double) {
        let r = ColorSpaceMatrix.linearDisplayP3ToLinearSRGB.apply(red, green, blue)
        self.init(red: r.0, green: r.1, blue: r.2)
    }

    /// The Oklab coordinates (CSS Color 4 §9.2, via XYZ D65 with the spec's matrices).
    public var oklab: OKLab { OKLab(xyzD65: xyzD65) }

    /// Linear sRGB from Oklab (CSS Color 4 §9.2); may leave 0...1 outside the sRGB gamut.
    public init(oklab: OKLab) { self.init(xyzD65: oklab.xyzD65) }
}

/// Gamma-encoded sRGB components that may lie outside 0...1 ("extended sRGB", CSS Color 4
/// §10.2): the value a CSS color has in sRGB before any clipping or gamut mapping.
public struct ExtendedSRGB: Hashable, Sendable {
    /// Encoded red (0...1 inside the gamut).
    public var red: Double
    /// Encoded green (0...1 inside the gamut).
    public var green: Double
    /// Encoded blue (0...1 inside the gamut).
    public var blue: Double

    /// Creates encoded components, kept as given.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// Linear-light components (odd-symmetric sRGB decoding).
    public var linear: LinearRGB {
        LinearRGB(red: SRGBTransfer.decode(red), green: SRGBTransfer.decode(green),
                  blue: SRGBTransfer.decode(blue))
    }

    /// Whether every channel is within 0...1, allowing `tolerance` either side.
    public func isInGamut(tolerance: Double = 1e-12) -> Bool {
        red >= -tolerance && red <= 1 + tolerance && green >= -tolerance && green <= 1 + tolerance
            && blue >= -tolerance && blue <= 1 + tolerance
    }

    /// Each channel clamped to 0...1 (CSS Color 4 §13.1 "clip"), opaque. NaN becomes 0.
    public var clipped: SRGBColor { SRGBColor(red: red, green: green, blue: blue) }
}

extension SRGBColor {
    /// The linear-light components (IEC 61966-2-1 decoding, CSS Color 4 §10.2).
    public var linear: LinearRGB {
        LinearRGB(red: SRGBTransfer.decode(red), green: SRGBTransfer.decode(green),
                  blue: SRGBTransfer.decode(blue))
    }

    /// Creates a color from linear-light sRGB, clipping each encoded channel to 0...1.
    public init(linear: LinearRGB, alpha: Double = 1) {
        self.init(red: SRGBTransfer.encode(linear.red), green: SRGBTransfer.encode(linear.green),
                  blue: SRGBTransfer.encode(linear.blue), alpha: alpha)
    }

    /// CIE XYZ relative to D65 (CSS Color 4 §18).
    public var xyzD65: CIEXYZ { linear.xyzD65 }

    /// CIE XYZ relative to D50: D65 XYZ adapted with linear Bradford (CSS Color 4 §18).
    public var xyzD50: CIEXYZ { linear.xyzD65.adaptedD65ToD50 }

    /// CIELab relative to `white`: `.d50` is CSS `lab()` (Bradford-adapted, CSS Color 4 §9.1 and
    /// §18); `.d65` is Lab on the sRGB white without adaptation (as coloraide `lab-d65`).
    public func lab(white: WhitePoint) -> CIELab {
        switch white {
        case .d65: CIELab(xyz: xyzD65, white: .d65)
        case .d50: CIELab(xyz: xyzD50, white: .d50)
        }
    }

    /// CIE LCh(ab) relative to `white` (polar form of `lab(white:)`, CSS Color 4 §9.1).
    public func lch(white: WhitePoint) -> CIELCh { CIELCh(lab: lab(white: white)) }

    /// The Oklab coordinates (CSS Color 4 §9.2).
    public var oklab: OKLab { linear.oklab }

    /// The OKLCH coordinates (CSS Color 4 §9.2); hue is nil for greys.
    public var oklch: OKLCH { OKLCH(oklab: oklab) }

    /// Creates a color from Oklab, clipping to the sRGB gamut (no gamut mapping; see
    /// `gamutMapped(oklch:alpha:)`).
    public init(oklab: OKLab, alpha: Double = 1) {
        self.init(linear: LinearRGB(oklab: oklab), alpha: alpha)
    }
}
