/// A WCAG 2.x contrast ratio, in 1...21, never rounded.
///
/// Compare it with a requirement as it is: a ratio of 4.499 does not meet 4.5:1. Use
/// ``displayString`` to show it; that rounding never makes a failing ratio look like its threshold.
///
/// Source: WCAG 2.2, definition of "contrast ratio".
public struct ContrastRatio: Hashable, Comparable, Sendable {
    /// The ratio `(L1 + 0.05) / (L2 + 0.05)`, where L1 is the lighter luminance; in 1...21.
    public var value: Double

    /// Wraps a ratio value.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// The contrast ratio between two relative luminances; symmetric in its arguments.
    ///
    /// - Returns: `(lighter + 0.05) / (darker + 0.05)`, in 1...21 for luminances in 0...1.
    /// - Complexity: O(1).
    @inlinable
    public init(_ first: RelativeLuminance, _ second: RelativeLuminance) {
        let lighter = max(first.value, second.value)
        let darker = min(first.value, second.value)
        value = (lighter + 0.05) / (darker + 0.05)
    }

    /// Whether the ratio meets `requirement` ("at least" the minimum, unrounded).
    @inlinable
    public func satisfies(_ requirement: ContrastRequirement) -> Bool {
        value >= requirement.minimumRatio
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    /// The ratio with two decimals, rounded to nearest, except that a ratio below one of WCAG's
    /// thresholds (3, 4.5, 7) that would round up to or past it is truncated instead:
    /// 4.4989 shows as "4.49", never "4.50".
    public var displayString: String { Self.format(value, decimals: 2) }

    /// Formats `value` with `decimals` places under the rule of ``displayString``.
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return String(value) }
        return fixed(scaledForDisplay(value, decimals: decimals), decimals: decimals)
    }

    /// `value × 10^decimals` as an integer, under the rule of ``displayString``: rounded to
    /// nearest, except that a value below one of WCAG's thresholds is never rounded up to it.
    /// For finite values of magnitude below 9 × 10^(18 − decimals).
    public static func scaledForDisplay(_ value: Double, decimals: Int) -> Int64 {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        let shown = scaled / scale
        for threshold in ContrastRequirement.thresholds where value < threshold && shown >= threshold {
            scaled = (value * scale).rounded(.down)
        }
        return Int64(scaled)
    }

    static func fixed(_ scaled: Int64, decimals: Int) -> String {
        let negative = scaled < 0
        var digits = String(negative ? -scaled : scaled)
        if decimals == 0 { return (negative ? "-" : "") + digits }
        while digits.count <= decimals { digits = "0" + digits }
        let split = digits.index(digits.endIndex, offsetBy: -decimals)
        return (negative ? "-" : "") + digits[..<split] + "." + digits[split...]
    }
}

extension SRGBColor {
    /// The WCAG 2.x contrast ratio of this color as a foreground over `other` as its background.
    ///
    /// A translucent color never counts as opaque here:
    /// - both opaque: the ratio of the two colors (symmetric);
    /// - this color translucent, `other` opaque: this color is composited onto `other`
    ///   (source-over, gamma-encoded sRGB) first, as `legible contrast` does, so
    ///   `#0006` on white is 2.85:1, not 21:1;
    /// - `other` translucent: nothing is known beneath it, so the result is the lowest ratio over
    ///   every opaque surface that could lie beneath (``ContrastMeasurement/worst``). Use
    ///   ``contrast(with:)`` for the whole range.
    ///
    /// - Returns: a ratio in 1...21, unrounded.
    /// - Complexity: O(1), except for two translucent colors (a 17³ surface grid).
    public func contrastRatio(with other: SRGBColor) -> ContrastRatio {
        if isOpaque && other.isOpaque { return ContrastRatio(relativeLuminance, other.relativeLuminance) }
        return ContrastMeasurement(foreground: self, background: other).worst
    }

    /// The contrast of this color as a foreground over `other`, with alpha on either side: one
    /// ratio over an opaque background, a range over a translucent one. See ``ContrastMeasurement``.
    public func contrast(with other: SRGBColor) -> ContrastMeasurement {
        ContrastMeasurement(foreground: self, background: other)
    }
}
