// TODO(merge): use Color/ conversions. This file is a stop-gap written while the Color/ helper
// writes the real sRGB → Lab (D65) and sRGB → Oklab conversions; replace the two call sites in
// SRGBColor+Difference.swift and Distinguish/ with the Color/ API and delete this file.

/// Minimal sRGB → CIE Lab (D65) and sRGB → Oklab conversions (internal, temporary).
enum TemporaryConversions {
    /// CIE Lab relative to D65, via CIE XYZ (``xyz(_:)``).
    static func labD65(_ color: SRGBColor) -> CIELab {
        let rgb = linear(color)
        let (x, y, z) = xyz(rgb)
        let whiteX = 0.3127 / 0.3290
        let whiteZ = (1 - 0.3127 - 0.3290) / 0.3290
        let fx = labF(x / whiteX)
        let fy = labF(y)
        let fz = labF(z / whiteZ)
        return CIELab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// Oklab with the CSS Color 4 matrices (linear sRGB → XYZ D65 → LMS → cube root → Oklab).
    static func oklab(_ color: SRGBColor) -> OKLab {
        let rgb = linear(color)
        let (x, y, z) = xyz(rgb)
        let l = Math.cbrt(0.8190224379967030 * x + 0.3619062600528904 * y - 0.1288737815209879 * z)
        let m = Math.cbrt(0.0329836539323885 * x + 0.9292868615863434 * y + 0.0361446663506424 * z)
        let s = Math.cbrt(0.0481771893596242 * x + 0.2642395317527308 * y + 0.6335478284694309 * z)
        return OKLab(
            l: 0.2104542683093140 * l + 0.7936177747023054 * m - 0.0040720430116193 * s,
            a: 1.9779985324311684 * l - 2.4285922420485799 * m + 0.4505937096174110 * s,
            b: 0.0259040424655478 * l + 0.7827717124575296 * m - 0.8086757549230774 * s)
    }

    /// CIE XYZ (D65, Y of white 1) from linear sRGB, with the matrix derived from the sRGB
    /// primaries and D65 xy (0.3127, 0.3290), as CSS Color 4 and coloraide.
    static func xyz(_ rgb: SIMD3<Double>) -> (Double, Double, Double) {
        (0.4123907992659594 * rgb.x + 0.35758433938387796 * rgb.y + 0.1804807884018343 * rgb.z,
         0.2126390058715103 * rgb.x + 0.7151686787677559 * rgb.y + 0.07219231536073371 * rgb.z,
         0.01933081871559182 * rgb.x + 0.11919477979462596 * rgb.y + 0.9505321522496607 * rgb.z)
    }

    static func linear(_ color: SRGBColor) -> SIMD3<Double> {
        SIMD3(SRGBTransfer.decode(color.red), SRGBTransfer.decode(color.green), SRGBTransfer.decode(color.blue))
    }

    static func labF(_ t: Double) -> Double {
        let epsilon = 216.0 / 24_389
        let kappa = 24_389.0 / 27
        return t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116
    }
}
