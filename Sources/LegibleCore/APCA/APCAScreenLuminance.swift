/// APCA's screen luminance Y of an sRGB color: not WCAG's relative luminance.
///
/// `Y = 0.2126729·R^2.4 + 0.7151522·G^2.4 + 0.0721750·B^2.4` on the gamma-encoded components in
/// 0...1: a plain 2.4 power (no piecewise sRGB curve) and the unrounded XYZ coefficients, so white
/// is 1.0000001. A separate type from ``RelativeLuminance`` so the two cannot be mixed up.
///
/// Source: apca-w3 0.1.9 `sRGBtoY()`, APCA-W3 base algorithm 0.0.98G-4g constants
/// (github.com/Myndex/apca-w3).
public struct APCAScreenLuminance: Hashable, Comparable, Sendable {
    /// The screen luminance, 0...1.0000001 for sRGB colors.
    public var value: Double

    /// Wraps a screen luminance value.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// The screen luminance of a gamma-encoded sRGB color, ignoring alpha.
    ///
    /// - Complexity: O(1), three `pow` calls.
    public init(_ color: SRGBColor) {
        value = Self.fromEncoded(red: color.red, green: color.green, blue: color.blue)
    }

    /// The luminance after APCA's soft clamp near black:
    /// `Y` when `Y > 0.022`, else `Y + (0.022 - Y)^1.414`.
    public var softClamped: Double {
        value > APCAConstants.blackThreshold
            ? value
            : value + Math.pow(APCAConstants.blackThreshold - value, APCAConstants.blackClamp)
    }

    static func fromEncoded(red: Double, green: Double, blue: Double) -> Double {
        APCAConstants.redCoefficient * Math.pow(red, APCAConstants.mainTRC)
            + APCAConstants.greenCoefficient * Math.pow(green, APCAConstants.mainTRC)
            + APCAConstants.blueCoefficient * Math.pow(blue, APCAConstants.mainTRC)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
}

/// The APCA-W3 0.0.98G-4g constants, as published in apca-w3 0.1.9 (`SA98G`), recorded in
/// `Tests/Fixtures/conformance/apca.json` `meta.constants_0_0_98G_4g`.
enum APCAConstants {
    static let mainTRC = 2.4
    static let redCoefficient = 0.2126729
    static let greenCoefficient = 0.7151522
    static let blueCoefficient = 0.0721750
    static let normalBackground = 0.56
    static let normalText = 0.57
    static let reverseText = 0.62
    static let reverseBackground = 0.65
    static let blackThreshold = 0.022
    static let blackClamp = 1.414
    static let scaleBlackOnWhite = 1.14
    static let scaleWhiteOnBlack = 1.14
    static let offsetBlackOnWhite = 0.027
    static let offsetWhiteOnBlack = 0.027
    static let deltaYMinimum = 0.0005
    static let lowClip = 0.1
}
