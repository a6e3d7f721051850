/// A color in the sRGB color space, gamma-encoded, with straight (non-premultiplied) alpha.
///
/// Components are `Double`s in 0...1: `red`, `green` and `blue` are the sRGB-encoded values
/// (IEC 61966-2-1), not linear light, and `alpha` is the opacity (1 is opaque). Values produced by
/// the parser are always inside the sRGB gamut; colors outside it are gamut-mapped first
/// (CSS Color 4 §13.2).
public struct SRGBColor: Hashable, Sendable {
    /// The sRGB-encoded red component, in 0...1.
    public var red: Double
    /// The sRGB-encoded green component, in 0...1.
    public var green: Double
    /// The sRGB-encoded blue component, in 0...1.
    public var blue: Double
    /// The opacity, in 0...1 (0 is fully transparent, 1 opaque).
    public var alpha: Double

    /// Creates a color from sRGB-encoded components in 0...1.
    ///
    /// Components outside 0...1 are clamped; a NaN component becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = SRGBColor.clampUnit(red)
        self.green = SRGBColor.clampUnit(green)
        self.blue = SRGBColor.clampUnit(blue)
        self.alpha = SRGBColor.clampUnit(alpha)
    }

    /// Creates a color from 8-bit sRGB-encoded components, 0...255 each.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.red = Double(red8) / 255
        self.green = Double(green8) / 255
        self.blue = Double(blue8) / 255
        self.alpha = Double(alpha8) / 255
    }

    /// Whether the color is fully opaque (`alpha == 1`).
    public var isOpaque: Bool { alpha >= 1 }

    /// The same color with alpha 1.
    public var opaque: SRGBColor {
        var copy = self
        copy.alpha = 1
        return copy
    }

    /// The 8-bit quantisation of a component in 0...1: `floor(x * 255 + 0.5)` (round half up).
    @inlinable
    public static func quantize(_ component: Double) -> UInt8 {
        let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
        return UInt8((clamped * 255 + 0.5).rounded(.down))
    }

    /// The 8-bit components (red, green, blue, alpha), each rounded half up.
    public var components8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.quantize(red), Self.quantize(green), Self.quantize(blue), Self.quantize(alpha))
    }

    /// The color quantised to 8 bits per channel.
    public var rounded8: SRGBColor {
        let c = components8
        return SRGBColor(red8: c.red, green8: c.green, blue8: c.blue, alpha8: c.alpha)
    }

    /// Lower-case `#rrggbb`, or `#rrggbbaa` when the 8-bit alpha is below 255.
    public var hex: String {
        let c = components8
        var text = "#" + Self.hexByte(c.red) + Self.hexByte(c.green) + Self.hexByte(c.blue)
        if c.alpha < 255 { text += Self.hexByte(c.alpha) }
        return text
    }

    /// Lower-case `#rrggbb`, ignoring alpha.
    public var hexOpaque: String {
        let c = components8
        return "#" + Self.hexByte(c.red) + Self.hexByte(c.green) + Self.hexByte(c.blue)
    }

    static func hexByte(_ value: UInt8) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }

    static func clampUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension SRGBColor {
    /// Opaque black, `#000000`.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Opaque white, `#ffffff`.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
}

extension SRGBColor: CustomStringConvertible {
    public var description: String { hex }
}
