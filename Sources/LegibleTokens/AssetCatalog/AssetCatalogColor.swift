import Foundation
import LegibleCore

/// One color of an Xcode asset catalog colorset (`"color": {"color-space": …, "components": …}`),
/// converted to sRGB.
///
/// Components are strings or numbers:
/// - a string starting `0x` is an 8-bit hex value (`"0x80"` → 128/255);
/// - a string of digits only is an 8-bit integer (`"128"` → 128/255), as Xcode writes the
///   "8-bit (0-255)" input method; Xcode always writes floats with a decimal point;
/// - any other string or a JSON number is a float (`"0.500"`);
/// - `alpha` is a float unless written in hex or as an integer above 1: the integer strings
///   `"0"` and `"1"` are read as 0.0 and 1.0 (opaque), not as 0/255 and 1/255. `"1"` is
///   ambiguous beside 8-bit components (integers or hex) (an 8-bit list would make it 1/255, nearly transparent),
///   so it is flagged ``alphaWrittenAsOne`` and the report warns; `"1.000"` (float) or `"255"`
///   (8-bit) say which was meant.
///
/// A color whose red, green and blue (or white) are all the strings `"0"` or `"1"`, at least one
/// `"1"`, is read as Xcode reads it (`"1"` is 1/255) and flagged ``writtenAsZeroOrOne``: it was
/// most likely meant as 0.0...1.0 floats, and the report warns (the value is not changed).
///
/// Color spaces (Apple, Asset Catalog Format Reference, "Named Color Type", and the
/// `CGColorSpace` documentation):
/// - `srgb`: the components are gamma-encoded sRGB, 0...1;
/// - `extended-srgb` and `extended-linear-srgb`: sRGB (or linear sRGB) whose components may lie
///   outside 0...1 (negative values use the sign-reflected transfer function), gamut-mapped
///   into sRGB with CSS Color 4 §13.2;
/// - `display-p3`: Display P3 (P3 primaries, D65 white, the sRGB transfer function), converted
///   through linear light and XYZ to linear sRGB (CSS Color 4 §10.4) and gamut-mapped (§13.2);
/// - `gray-gamma-22` (`CGColorSpace.genericGrayGamma2_2`): a neutral gray whose `white`
///   component w is encoded with a pure 2.2 power, so its linear light is w^2.2 and the color is
///   linear sRGB (w^2.2, w^2.2, w^2.2) (same D65 white), then sRGB-encoded;
/// - `extended-gray` (`CGColorSpace.extendedGray`): the same, with values outside 0...1 allowed
///   as sign(w)·|w|^2.2, then gamut-mapped.
struct AssetCatalogColor {
    var srgb: SRGBColor
    /// The components as written, for reports: `srgb 0xFF 0x25 0x00 1.000`.
    var rawValue: String
    /// True when every color component (red, green, blue, or white) is written as the integer
    /// string `"0"` or `"1"` and at least one is `"1"`: read as 8-bit values (1/255), which is
    /// what Xcode does, though 0.0 and 1.0 were most likely meant.
    var writtenAsZeroOrOne = false
    /// True when `alpha` is written as the integer string `"1"` beside a color component written
    /// as an 8-bit integer or hex byte: read as 1.0 (opaque), though an 8-bit reading would give
    /// 1/255 (see the type's documentation).
    var alphaWrittenAsOne = false

    static let spaces = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3",
                         "gray-gamma-22", "extended-gray"]

    init(srgb: SRGBColor, rawValue: String) {
        self.srgb = srgb
        self.rawValue = rawValue
    }

    init(_ color: LocatedJSONValue) throws(TokenFileError) {
        self = try Self.parse(color)
    }

    /// Reads one `color` object of a colorset (see the type's documentation).
    static func parse(_ color: LocatedJSONValue) throws(TokenFileError) -> AssetCatalogColor {
        let spaceValue = color["color-space"]
        let space = spaceValue?.string ?? "srgb"
        guard Self.spaces.contains(space) else {
            throw TokenFileError(location: spaceValue?.location ?? color.location,
                                 message: "unknown color-space \"\(space)\"; expected one of "
                                     + Self.spaces.joined(separator: ", "))
        }
        guard let components = color["components"], components.members != nil else {
            throw TokenFileError(location: color.location,
                                 message: "color has no \"components\" object; expected red, green, blue "
                                     + "(or white) and alpha")
        }
        let isGray = space.hasSuffix("gray") || space == "gray-gamma-22"
        let names = isGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        var written: [String] = []
        for name in names {
            guard let value = components[name] else {
                throw TokenFileError(location: components.location,
                                     message: "\(space) color has no \"\(name)\" component")
            }
            values.append(try Self.component(value, name: name, isAlpha: false))
            written.append(Self.writtenText(value))
        }
        var alpha = 1.0
        if let a = components["alpha"] {
            alpha = try Self.component(a, name: "alpha", isAlpha: true)
            written.append(Self.writtenText(a))
            guard alpha >= 0, alpha <= 1 else {
                throw TokenFileError(location: a.location, message: "alpha \(alpha) is outside 0...1")
            }
        }
        let srgb = try Self.convert(space: space, values, alpha: alpha, written: written, at: components.location)
        var result = AssetCatalogColor(srgb: srgb, rawValue: space + " " + written.joined(separator: " "))
        let channels = names.compactMap { components[$0]?.string?.trimmingCharacters() }
        result.writtenAsZeroOrOne = channels.count == names.count
            && channels.allSatisfy { $0 == "0" || $0 == "1" } && channels.contains("1")
        let isEightBit = channels.contains { $0.lowercased().hasPrefix("0x") || ($0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)) }
        result.alphaWrittenAsOne = isEightBit && components["alpha"]?.string?.trimmingCharacters() == "1"
        return result
    }

    /// A component as written in the file.
    static func writtenText(_ value: LocatedJSONValue) -> String {
        if let text = value.string { return text }
        if let number = value.number { return "\(number)" }
        return ""
    }

    /// The components in `space` as sRGB.
    static func convert(
        space: String, _ values: [Double], alpha: Double, written: [String], at location: SourceLocation
    ) throws(TokenFileError) -> SRGBColor {
        switch space {
        case "srgb" where values.allSatisfy({ $0 >= 0 && $0 <= 1 }):
            return SRGBColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case "srgb":
            throw TokenFileError(location: location,
                                 message: "srgb component outside 0...1 (\(written.joined(separator: " "))); "
                                     + "expected 0...1, 0...255 or 0x00...0xFF, or color-space extended-srgb")
        case "extended-srgb":
            return CSSColor(space: .srgb, values[0], values[1], values[2], alpha: alpha).gamutMapped
        case "extended-linear-srgb":
            return CSSColor(space: .srgbLinear, values[0], values[1], values[2], alpha: alpha).gamutMapped
        case "display-p3":
            return CSSColor(space: .displayP3, values[0], values[1], values[2], alpha: alpha).gamutMapped
        default:  // gray-gamma-22, extended-gray
            let w = values[0]
            if space == "gray-gamma-22" && !(0...1).contains(w) {
                throw TokenFileError(location: location,
                                     message: "gray-gamma-22 white \(w) is outside 0...1; use extended-gray")
            }
            let linear = (w < 0 ? -1 : 1) * Foundation.pow(abs(w), 2.2)
            return CSSColor(space: .srgbLinear, linear, linear, linear, alpha: alpha).gamutMapped
        }
    }

    /// A component as a number: hex and digit-only strings are 8-bit, other text is a float.
    static func component(_ value: LocatedJSONValue, name: String, isAlpha: Bool) throws(TokenFileError) -> Double {
        if let n = value.number { return n }
        guard let text = value.string?.trimmingCharacters(), !text.isEmpty else {
            throw TokenFileError(location: value.location,
                                 message: "component \"\(name)\" is a \(value.typeName); expected a number or a "
                                     + "string such as \"0.5\", \"128\" or \"0x80\"")
        }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = UInt16(lower.dropFirst(2), radix: 16), byte <= 255 else {
                throw TokenFileError(location: value.location,
                                     message: "component \"\(name)\" is \"\(text)\"; expected a hex byte 0x00...0xFF")
            }
            return Double(byte) / 255
        }
        if text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber) {
            guard let byte = Int(text), byte <= 255 else {
                throw TokenFileError(location: value.location,
                                     message: "component \"\(name)\" is \"\(text)\"; expected an 8-bit integer 0...255")
            }
            return isAlpha && byte <= 1 ? Double(byte) : Double(byte) / 255
        }
        guard let float = Double(text), float.isFinite else {
            throw TokenFileError(location: value.location,
                                 message: "component \"\(name)\" is \"\(text)\"; expected a number such as "
                                     + "\"0.5\", \"128\" or \"0x80\"")
        }
        return float
    }
}
