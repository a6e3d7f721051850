/// A color in a set whose members carry different meanings, with its name when it has one
/// (a token path such as `status.error`).
public struct NamedColor: Hashable, Sendable {
    /// The name, or nil for a color given directly.
    public var name: String?
    /// The color; alpha is ignored (composite translucent colors over their background first).
    public var color: SRGBColor

    /// Creates a named (or unnamed) color.
    public init(name: String? = nil, color: SRGBColor) {
        self.name = name
        self.color = color
    }
}

/// A way of seeing under which two colors may become hard to tell apart.
public enum ColorCollapseCondition: String, CaseIterable, Hashable, Sendable {
    /// Normal vision: the two colors are already closer than the minimum ΔE2000 for everyone.
    case normal
    /// Protanopia (simulated; ΔE2000 compared).
    case protanopia
    /// Deuteranopia (simulated; ΔE2000 compared).
    case deuteranopia
    /// Tritanopia (simulated; ΔE2000 compared).
    case tritanopia
    /// Grayscale: only the lightness difference is left (WCAG luminance contrast ratio compared).
    case grayscale

    /// The simulated deficiency: the dichromacy, or achromatopsia for grayscale.
    public var deficiency: VisionDeficiency {
        switch self {
        case .normal: return .protanomaly(severity: 0)  // severity 0: the identity
        case .protanopia: return .protanopia
        case .deuteranopia: return .deuteranopia
        case .tritanopia: return .tritanopia
        case .grayscale: return .achromatopsia
        }
    }
}

/// A pair of colors that collapse under one condition: too close in normal vision, or distinct
/// in normal vision but not under a color-vision deficiency or in grayscale.
public struct ColorCollapse: Hashable, Sendable {
    /// The first color of the pair, in input order.
    public var first: NamedColor
    /// The second color of the pair.
    public var second: NamedColor
    /// The condition under which they collapse.
    public var condition: ColorCollapseCondition
    /// `first` as simulated under `condition` (clipped to the sRGB gamut, full precision).
    public var simulatedFirst: SRGBColor
    /// `second` as simulated under `condition`.
    public var simulatedSecond: SRGBColor
    /// ΔE2000 (CIE Lab relative to D65) between the simulated colors, or for ``ColorCollapseCondition/grayscale``
    /// the WCAG 2 contrast ratio between the two colors' relative luminances (1...21). Never rounded.
    public var distance: Double
    /// ΔE2000 (Lab D65) between the two colors in normal vision.
    public var normalDistance: Double

    /// Creates a collapse record.
    public init(
        first: NamedColor, second: NamedColor, condition: ColorCollapseCondition,
        simulatedFirst: SRGBColor, simulatedSecond: SRGBColor, distance: Double, normalDistance: Double
    ) {
        self.first = first
        self.second = second
        self.condition = condition
        self.simulatedFirst = simulatedFirst
        self.simulatedSecond = simulatedSecond
        self.distance = distance
        self.normalDistance = normalDistance
    }

    /// What to do about it, in one sentence.
    public static let advice =
        "Add a cue that does not depend on color (text, an icon, a shape or a pattern), or pick colors that differ in lightness."
}
