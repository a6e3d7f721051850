/// The sRGB transfer functions (IEC 61966-2-1), as used by WCAG 2.x and CSS Color 4.
///
/// Decoding uses the 0.04045 threshold that WCAG 2.2 adopted in May 2021. (WCAG 2.0's 0.03928
/// changes no 8-bit value: no 8-bit code falls between the two thresholds.)
public enum SRGBTransfer {
    /// Converts an sRGB-encoded component to linear light.
    ///
    /// - Parameter encoded: the gamma-encoded value, nominally 0...1. Values outside are extended
    ///   by odd symmetry (`-decode(-x)`), as CSS Color 4 does for extended ranges.
    /// - Returns: linear-light value, 0...1 for input in 0...1.
    @inlinable
    public static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045
            ? magnitude / 12.92
            : Math.pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Converts a linear-light component to sRGB encoding (odd-symmetric outside 0...1).
    @inlinable
    public static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308
            ? magnitude * 12.92
            : 1.055 * Math.pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Linear-light values of the 256 8-bit sRGB codes: `decodeTable[v] == decode(v / 255)`.
    public static let decodeTable: [Double] = (0..<256).map { decode(Double($0) / 255) }

    /// ``decode(_:)``, through ``decodeTable`` when `encoded` is exactly an 8-bit code `v / 255`
    /// (as colors from hex strings and pixels are); the result is bit-identical either way.
    @inlinable
    public static func decodeUsingTable(_ encoded: Double) -> Double {
        let scaled = encoded * 255
        if scaled >= 0, scaled <= 255 {
            let code = Int(scaled.rounded())
            if Double(code) / 255 == encoded { return decodeTable[code] }
        }
        return decode(encoded)
    }
}
