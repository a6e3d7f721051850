/// Conversion of a parsed color into any CSS color space, as `color-mix()` and relative colors
/// need it (CSS Color 4 §12.2, §18; CSS Color 5 §3, §4).
extension CSSColor {
    /// The coordinates of this color in `target`, in the units `CSSColor(space:…)` takes
    /// (hsl/hwb saturation, lightness, whiteness and blackness as fractions, hues in degrees).
    ///
    /// In the same space the coordinates are returned as written (`none` stays nil). Otherwise
    /// the color is converted without gamut mapping; a hue that is powerless in the result (an
    /// achromatic color: OKLCH chroma below 0.000004, LCH chroma below 0.0015, HSL saturation
    /// below 1e-5, HWB whiteness + blackness at least 1 - 1e-5) is nil, and a component that was
    /// missing in the source is nil in its analogous target component (CSS Color 4 §12.2:
    /// reds, greens, blues, lightness, colorfulness, hue, opponent a, opponent b).
    public func coordinates(in target: Space) -> [Double?] {
        if target == space { return coordinates }
        var result = Self.convert(self, to: target)
        for (index, value) in coordinates.enumerated() where value == nil {
            guard let category = Self.analogousCategory(space, index) else { continue }
            for targetIndex in 0..<3 where Self.analogousCategory(target, targetIndex) == category {
                result[targetIndex] = nil
            }
        }
        return result
    }

    /// The CSS Color 4 §12.2 category of a component, or nil when it has none.
    static func analogousCategory(_ space: Space, _ index: Int) -> Int? {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65:
            return index  // reds/x, greens/y, blues/z
        case .lab, .oklab: return [3, 6, 7][index]  // lightness, opponent a, opponent b
        case .lch, .oklch: return [3, 4, 5][index]  // lightness, colorfulness, hue
        case .hsl: return [5, 4, nil][index]  // hue, colorfulness; HSL lightness has no analogue
        case .hwb: return [5, nil, nil][index]
        }
    }

    private static func convert(_ color: CSSColor, to target: Space) -> [Double?] {
        switch target {
        case .srgb:
            let s = color.srgb
            return [s.red, s.green, s.blue]
        case .hsl:
            return hsl(color.srgb)
        case .hwb:
            let s = color.srgb
            let white = min(s.red, s.green, s.blue), black = 1 - max(s.red, s.green, s.blue)
            let hue = hsl(s)[0]
            return [white + black >= 1 - 1e-5 ? nil : hue, white, black]
        case .oklab:
            let ok = color.oklab
            return [ok.l, ok.a, ok.b]
        case .oklch:
            let ok = OKLCH(oklab: color.oklab)
            return [ok.l, ok.c, ok.h]
        default:
            return fromXYZ(color.xyzD65, to: target)
        }
    }

    private static func fromXYZ(_ xyz: CIEXYZ, to target: Space) -> [Double?] {
        func rgb(_ matrix: ColorSpaceMatrix, _ encode: (Double) -> Double) -> [Double?] {
            let linear = matrix.apply(xyz.x, xyz.y, xyz.z)
            return [encode(linear.0), encode(linear.1), encode(linear.2)]
        }
        switch target {
        case .srgbLinear: return rgb(.xyzD65ToLinearSRGB) { $0 }
        case .displayP3: return rgb(.xyzD65ToLinearDisplayP3, SRGBTransfer.encode)
        case .a98RGB: return rgb(ConversionMatrices.xyzD65ToLinearA98RGB, PredefinedTransfer.encodeA98)
        case .rec2020: return rgb(ConversionMatrices.xyzD65ToLinearRec2020, PredefinedTransfer.encodeRec2020)
        case .prophotoRGB:
            let d50 = xyz.adaptedD65ToD50
            let linear = ConversionMatrices.xyzD50ToLinearProPhotoRGB.apply(d50.x, d50.y, d50.z)
            return [linear.0, linear.1, linear.2].map(PredefinedTransfer.encodeProPhoto)
        case .xyzD65: return [xyz.x, xyz.y, xyz.z]
        case .xyzD50:
            let d50 = xyz.adaptedD65ToD50
            return [d50.x, d50.y, d50.z]
        case .lab:
            let lab = CIELab(xyz: xyz.adaptedD65ToD50, white: .d50)
            return [lab.l, lab.a, lab.b]
        case .lch:
            let lch = CIELCh(lab: CIELab(xyz: xyz.adaptedD65ToD50, white: .d50))
            return [lch.l, lch.c, lch.h]
        case .srgb, .hsl, .hwb, .oklab, .oklch:
            return convert(CSSColor(space: .xyzD65, xyz.x, xyz.y, xyz.z), to: target)
        }
    }

    /// Encoded (extended) sRGB to HSL, CSS Color 4 §7.1 `rgbToHsl`: a negative saturation (far
    /// out of gamut) turns the hue by 180°; the hue is nil when the saturation is below 1e-5.
    static func hsl(_ s: ExtendedSRGB) -> [Double?] {
        let high = max(s.red, s.green, s.blue), low = min(s.red, s.green, s.blue)
        let lightness = (high + low) / 2
        let d = high - low
        var hue = Double.nan, saturation = 0.0
        if d != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
            switch high {
            case s.red: hue = (s.green - s.blue) / d + (s.green < s.blue ? 6 : 0)
            case s.green: hue = (s.blue - s.red) / d + 2
            default: hue = (s.red - s.green) / d + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        let powerless = hue.isNaN || abs(saturation) < 1e-5
        return [powerless ? nil : hue, saturation, lightness]
    }
}

/// The inverses of the CSS Color 4 §18 RGB-to-XYZ matrices that the sample code gives only one
/// way, computed once.
enum ConversionMatrices {
    static let xyzD65ToLinearA98RGB = ColorSpaceMatrix.linearA98RGBToXYZD65.inverse
    static let xyzD65ToLinearRec2020 = ColorSpaceMatrix.linearRec2020ToXYZD65.inverse
    static let xyzD50ToLinearProPhotoRGB = ColorSpaceMatrix.linearProPhotoRGBToXYZD50.inverse
}

extension ColorSpaceMatrix {
    /// The inverse matrix (adjugate over determinant); the matrices here are far from singular.
    var inverse: ColorSpaceMatrix {
        let det = m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20)
        return ColorSpaceMatrix(
            ((m11 * m22 - m12 * m21) / det, (m02 * m21 - m01 * m22) / det, (m01 * m12 - m02 * m11) / det),
            ((m12 * m20 - m10 * m22) / det, (m00 * m22 - m02 * m20) / det, (m02 * m10 - m00 * m12) / det),
            ((m10 * m21 - m11 * m20) / det, (m01 * m20 - m00 * m21) / det, (m00 * m11 - m01 * m10) / det))
    }
}

extension PredefinedTransfer {
    /// A98 RGB encoding, `sign(v)·|v|^(256/563)`.
    static func encodeA98(_ v: Double) -> Double { signedPow(v, 256.0 / 563.0) }

    /// ProPhoto RGB encoding: linear (×16) below 1/512, else `|v|^(1/1.8)`.
    static func encodeProPhoto(_ v: Double) -> Double {
        abs(v) < 1.0 / 512.0 ? v * 16 : signedPow(v, 1 / 1.8)
    }

    /// ITU-R BT.2020 OETF (odd-symmetric).
    static func encodeRec2020(_ v: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let magnitude = abs(v)
        let encoded = magnitude < beta ? magnitude * 4.5 : alpha * Math.pow(magnitude, 0.45) - (alpha - 1)
        return v < 0 ? -encoded : encoded
    }
}
