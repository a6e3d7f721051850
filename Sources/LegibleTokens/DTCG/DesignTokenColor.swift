import LegibleCore

/// A DTCG 2025.10 color object (`colorSpace`, `components`, `alpha`, `hex`), converted to sRGB.
///
/// - `components`: three numbers, or the keyword `"none"` (a missing component). A `"none"` that
///   changes nothing (the hue of a gray, `hsl(none 0% 100%)`) is simply read. One that changes
///   the color (all three `"none"`, a missing lightness) gives way to `hex` when there is one,
///   else is read as 0 as CSS Color 4 §4.4 does when converting ("missing components ... behave
///   as zero"); either way ``missingNote`` says so. Ranges are the space's own, as in CSS: `srgb`
///   and the other RGB spaces 0–1, `hsl`/`hwb` hue in degrees and the others 0–100, `lab`/`lch`
///   lightness 0–100, `oklab`/`oklch` lightness 0–1.
/// - `alpha`: 0–1, default 1.
/// - `hex`: a fallback. When it disagrees with `components`, the components win (DTCG Color
///   Module 2025.10: `hex` is only for tools that cannot read the space) and ``hexNote`` says so.
///   It is used only when the color parser cannot evaluate the components, or when a `"none"`
///   component leaves the color undetermined.
/// - `srgb` is converted directly (each component clamped to 0–1); every other space is handed
///   to the CSS Color 4 parser as `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` or
///   `color(<space> …)`, which converts and gamut-maps it.
struct DesignTokenColor {
    /// The color in sRGB.
    var srgb: SRGBColor
    /// The same color written as CSS, used as the token's raw value.
    var cssText: String
    /// Says which components lie outside the ranges the DTCG Color Module gives for the space
    /// (see ``outOfRange(space:_:)``); nil when all are inside.
    var rangeNote: String?
    /// Says that `hex` names another color than the components (see
    /// ``hexDisagreement(_:with:)``); nil when they agree or there is no `hex`.
    var hexNote: String?
    /// Says which `"none"` components change the color and what was read instead (the `hex`
    /// fallback, or 0); nil when no component is `"none"` or none of them matters.
    var missingNote: String?

    /// Every note on the conversion, one sentence each joined by "; ", or nil.
    var note: String? {
        let notes = [rangeNote, missingNote, hexNote].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    static let spaces: Set<String> = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
        "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    init(_ object: LocatedJSONValue, path: String) throws(TokenFileError) {
        guard let space = object["colorSpace"]?.string else {
            throw TokenFileError(location: object.location,
                                 message: "color object has no \"colorSpace\" string; expected one of "
                                     + Self.spaces.sorted().joined(separator: ", "))
        }
        guard Self.spaces.contains(space) else {
            throw TokenFileError(location: object["colorSpace"]?.location ?? object.location,
                                 message: "unknown colorSpace \"\(space)\"; expected one of "
                                     + Self.spaces.sorted().joined(separator: ", "))
        }
        guard let list = object["components"], let elements = list.elements, elements.count == 3 else {
            throw TokenFileError(location: object["components"]?.location ?? object.location,
                                 message: "color object needs \"components\": an array of 3 numbers or \"none\"")
        }
        var components: [Double?] = []
        for element in elements {
            if let n = element.number {
                components.append(n)
            } else if element.string == "none" {
                components.append(nil)
            } else {
                throw TokenFileError(location: element.location,
                                     message: "color component is a \(element.typeName); expected a number or \"none\"")
            }
        }
        var alpha = 1.0
        if let a = object["alpha"] {
            guard let n = a.number, n >= 0, n <= 1 else {
                throw TokenFileError(location: a.location, message: "color alpha must be a number in 0...1")
            }
            alpha = n
        }
        cssText = Self.css(space: space, components, alpha: alpha)
        rangeNote = Self.outOfRange(space: space, components)
        let hexText = object["hex"]?.string
        let missing = Self.componentNames(space).indices.filter { components[$0] == nil }.map { Self.componentNames(space)[$0] }
        if !missing.isEmpty, Self.missingChangesColor(space: space, components, alpha: alpha) {
            let list = "\"none\" (missing) for " + missing.joined(separator: ", ")
            if let hexText, var fallback = try? SRGBColor(parsing: hexText) {
                fallback.alpha = alpha
                srgb = fallback
                missingNote = "its components give \(list), which leaves the color undetermined; its hex "
                    + "\(hexText) is checked instead"
                return
            }
            missingNote = "its components give \(list) and there is no hex fallback; read as 0, as CSS Color 4 "
                + "§4.4 says missing components behave as zero (give numbers, or a hex, to check the intended color)"
        }
        do throws(ColorSyntaxError) {
            let readings = try Self.readings(space: space, components, alpha: alpha)
            srgb = readings[0]
            hexNote = Self.hexDisagreement(hexText, with: readings)
        } catch {
            guard let hexValue = object["hex"], let hexText = hexValue.string,
                  let fallback = try? SRGBColor(parsing: hexText) else {
                throw TokenFileError(location: object.location, message: "cannot convert color object: \(error)")
            }
            var withAlpha = fallback
            withAlpha.alpha = alpha
            srgb = withAlpha
        }
    }

    /// The color the components give: the gamut-mapped sRGB color and, outside sRGB, the clipped
    /// one a simpler tool would write. `srgb` is converted directly (each component clamped to
    /// 0–1); the other spaces through the CSS Color 4 parser. `nil` (`"none"`) is read as 0.
    static func readings(space: String, _ components: [Double?], alpha: Double) throws(ColorSyntaxError) -> [SRGBColor] {
        if space == "srgb" {
            let c = components.map { min(1, max(0, $0 ?? 0)) }
            return [SRGBColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)]
        }
        let parsed = try CSSColor(parsing: css(space: space, components, alpha: alpha))
        return [parsed.gamutMapped, parsed.clipped]
    }

    /// Whether the `"none"` (nil) components change the color: the 8-bit color read with them as
    /// 0 differs from the one read with them as another value inside the space's range (hue 120,
    /// a mid lightness…). The hue of a gray (`hsl(none 0% 100%)`, `oklch(0.5 0 none)`) changes
    /// nothing: CSS Color 4 §4.4.1 calls it powerless. A color the parser cannot evaluate counts
    /// as changed.
    static func missingChangesColor(space: String, _ components: [Double?], alpha: Double) -> Bool {
        let other: [Double]
        switch space {
        case "hsl", "hwb": other = [120, 30, 30]
        case "lab": other = [50, 40, 40]
        case "lch": other = [50, 40, 120]
        case "oklab": other = [0.5, 0.1, 0.1]
        case "oklch": other = [0.5, 0.1, 120]
        default: other = [0.5, 0.5, 0.5]
        }
        let filled = zip(components, other).map { $0.0 ?? $0.1 }
        guard let zero = try? readings(space: space, components, alpha: alpha).first,
              let changed = try? readings(space: space, filled, alpha: alpha).first
        else { return true }
        return zero.hex != changed.hex
    }

    /// The names of the three components of `space`, in order, as the notes give them.
    static func componentNames(_ space: String) -> [String] {
        switch space {
        case "hsl": ["hue", "saturation", "lightness"]
        case "hwb": ["hue", "whiteness", "blackness"]
        case "lab", "oklab": ["lightness", "a", "b"]
        case "lch", "oklch": ["lightness", "chroma", "hue"]
        case "xyz-d65", "xyz-d50": ["x", "y", "z"]
        default: ["red", "green", "blue"]
        }
    }

    /// A note when the `hex` fallback is another color than the components give: a channel off
    /// by more than 1.5/255 from every reading of them (`readings`: the gamut-mapped color and,
    /// outside sRGB, the clipped one a simpler tool would write), alpha included when `hex` has
    /// 8 digits. The components are the ones checked, so a stale `hex` (Workday Canvas's
    /// `palette.blue.800` is `#114288` beside components that are `#064388`) would otherwise
    /// mislead whoever compares the report with it. Rounding to 8 bits never triggers it.
    static func hexDisagreement(_ hexText: String?, with readings: [SRGBColor]) -> String? {
        guard let hexText, let hex = try? SRGBColor(parsing: hexText), let first = readings.first else { return nil }
        let checksAlpha = hexText.count == 9 || hexText.count == 5
        let agrees = readings.contains { c in
            let pairs = [(hex.red, c.red), (hex.green, c.green), (hex.blue, c.blue)] + (checksAlpha ? [(hex.alpha, c.alpha)] : [])
            return pairs.allSatisfy { abs($0.0 - $0.1) * 255 <= 1.5 }
        }
        guard !agrees else { return nil }
        return "its hex \(hexText) is another color than its components (\(first.hex)); the components are "
            + "checked, as the DTCG Color Module says"
    }

    /// The components outside the DTCG 2025.10 ranges ("Supported color spaces": RGB spaces
    /// [0, 1]; `hsl`/`hwb` hue [0, 360), the others [0, 100]; `lab`/`lch` lightness [0, 100];
    /// `oklab`/`oklch` lightness [0, 1]; chroma at least 0; hue [0, 360)), as one sentence, or
    /// nil. The color is still converted (RGB clamped or gamut-mapped, hues wrapped, as CSS
    /// does). The XYZ spaces are not checked: the table's [0, 1] would exclude D65 white
    /// (Z = 1.089).
    static func outOfRange(space: String, _ c: [Double?]) -> String? {
        typealias Range = (name: String, low: Double, high: Double, openHigh: Bool)
        let hue: Range = ("hue", 0, 360, true), any: Range = ("", -.infinity, .infinity, false)
        let chroma: Range = ("chroma", 0, .infinity, false)
        let lightness100: Range = ("lightness", 0, 100, false), lightness1: Range = ("lightness", 0, 1, false)
        let ranges: [Range]
        switch space {
        case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020":
            ranges = [("red", 0, 1, false), ("green", 0, 1, false), ("blue", 0, 1, false)]
        case "hsl": ranges = [hue, ("saturation", 0, 100, false), ("lightness", 0, 100, false)]
        case "hwb": ranges = [hue, ("whiteness", 0, 100, false), ("blackness", 0, 100, false)]
        case "lab": ranges = [lightness100, any, any]
        case "lch": ranges = [lightness100, chroma, hue]
        case "oklab": ranges = [lightness1, any, any]
        case "oklch": ranges = [lightness1, chroma, hue]
        default: return nil
        }
        var outside: [String] = []
        for (value, range) in zip(c, ranges) {
            guard let value else { continue }
            let above = range.openHigh ? value >= range.high : value > range.high
            guard value < range.low || above else { continue }
            let high = range.high.isFinite ? format(range.high) + (range.openHigh ? ")" : "]") : "∞)"
            outside.append("\(range.name) \(format(value)) (expected [\(format(range.low)), \(high))")
        }
        guard !outside.isEmpty else { return nil }
        return "\(space) component\(outside.count == 1 ? "" : "s") outside the DTCG range: "
            + outside.joined(separator: ", ") + "; converted as CSS does"
    }

    static func css(space: String, _ c: [Double?], alpha: Double) -> String {
        func n(_ v: Double?) -> String { v.map(format) ?? "none" }
        func p(_ v: Double?) -> String { v.map { format($0) + "%" } ?? "none" }
        let a = alpha == 1 ? "" : " / \(format(alpha))"
        switch space {
        case "hsl": return "hsl(\(n(c[0])) \(p(c[1])) \(p(c[2]))\(a))"
        case "hwb": return "hwb(\(n(c[0])) \(p(c[1])) \(p(c[2]))\(a))"
        case "lab", "lch", "oklab", "oklch": return "\(space)(\(n(c[0])) \(n(c[1])) \(n(c[2]))\(a))"
        default: return "color(\(space) \(n(c[0])) \(n(c[1])) \(n(c[2]))\(a))"
        }
    }

    /// A number as CSS reads it: no trailing `.0`, exponent form for very small or large values.
    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}
