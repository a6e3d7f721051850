/// WCAG 2.x relative luminance: the Y of a color in linear-light sRGB, with white at 1.
///
/// Computed as `0.2126 R + 0.7152 G + 0.0722 B` on linear-light components, evaluated left to
/// right in `Double`. These are WCAG's rounded coefficients; the unrounded XYZ coefficients some
/// libraries use (0.2126729, 0.7151522, 0.0721750) flip verdicts at the thresholds: `#ee0701` on
/// white is 4.5004 with WCAG's and 4.4992 with the others.
///
/// Source: WCAG 2.2, definition of "relative luminance".
public struct RelativeLuminance: Hashable, Comparable, Sendable {
    /// The luminance, in 0...1 (0 is black, 1 is white).
    public var value: Double

    /// Wraps a luminance value in 0...1.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// The relative luminance of linear-light sRGB components.
    @inlinable
    public init(linearRed: Double, linearGreen: Double, linearBlue: Double) {
        value = 0.2126 * linearRed + 0.7152 * linearGreen + 0.0722 * linearBlue
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
}

extension SRGBColor {
    /// The WCAG 2.x relative luminance of the color, ignoring alpha.
    ///
    /// Composite a translucent color over its background first (``composited(over:)``).
    /// - Complexity: O(1).
    public var relativeLuminance: RelativeLuminance {
        RelativeLuminance(
            linearRed: SRGBTransfer.decodeUsingTable(red),
            linearGreen: SRGBTransfer.decodeUsingTable(green),
            linearBlue: SRGBTransfer.decodeUsingTable(blue))
    }
}
