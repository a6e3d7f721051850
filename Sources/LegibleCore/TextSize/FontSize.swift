/// A font size as the caller wrote it: an exact magnitude and a unit.
///
/// The magnitude is kept as a fraction `numerator / denominator` of whole numbers (both stored
/// as `Double`, exact below 2⁵³), so that sizes at a boundary compare exactly: `14pt` under
/// ``ContrastPolicy/wcag`` is 56/3 px, which is large-bold, while `14 * (4.0 / 3.0)` in Double
/// (18.666666666666664) lies just under it. Decimals keep their digits (`18.66` is 1866/100),
/// and `56/3` or `18⅔` are read as fractions.
///
/// Units: ``Unit/px`` is the logical pixel (a CSS px, an iOS point, an Android dp: device
/// pixels ÷ scale). ``Unit/pt`` is the point of the policy's own text: WCAG's typographic point
/// (4/3 px) under ``ContrastPolicy/wcag``, the platform point (1 logical px) under
/// ``ContrastPolicy/native`` and ``ContrastPolicy/apple``. A bare number is px.
public struct FontSize: Hashable, Sendable {
    /// The unit a size was written in.
    public enum Unit: String, Hashable, Sendable {
        /// The logical pixel: CSS px, iOS point, Android dp.
        case px
        /// The point of the policy's rule: 4/3 px under `wcag`, 1 px under `native` and `apple`.
        case pt
    }

    /// The numerator of the exact magnitude (a whole number, or any finite value for a
    /// measured size).
    public let numerator: Double
    /// The denominator of the exact magnitude: a whole number, 1 or more.
    public let denominator: Double
    /// The unit the magnitude is in.
    public let unit: Unit

    /// A size of `numerator / denominator` in `unit`.
    ///
    /// - Precondition: `denominator` is positive; `numerator / denominator` is finite.
    public init(_ numerator: Double, over denominator: Double = 1, unit: Unit) {
        precondition(denominator > 0 && (numerator / denominator).isFinite, "invalid font size")
        self.numerator = numerator
        self.denominator = denominator
        self.unit = unit
    }

    /// A size in logical pixels, such as a measured one.
    public static func pixels(_ value: Double) -> FontSize { FontSize(value, unit: .px) }

    /// A size in the policy's points.
    public static func points(_ value: Double) -> FontSize { FontSize(value, unit: .pt) }

    /// The magnitude in ``unit``, as one correctly rounded division.
    public var magnitude: Double { numerator / denominator }

    /// The size in logical px under `policy`, as an exact fraction (numerator, denominator).
    public func pixelFraction(under policy: ContrastPolicy) -> (numerator: Double, denominator: Double) {
        guard unit == .pt else { return (numerator, denominator) }
        let ratio = policy.pixelsPerPoint
        return (numerator * ratio.numerator, denominator * ratio.denominator)
    }

    /// The size in the policy's points, as an exact fraction (numerator, denominator).
    public func pointFraction(under policy: ContrastPolicy) -> (numerator: Double, denominator: Double) {
        guard unit == .px else { return (numerator, denominator) }
        let ratio = policy.pixelsPerPoint
        return (numerator * ratio.denominator, denominator * ratio.numerator)
    }

    /// The size in logical px under `policy` (one correctly rounded division: `14pt` under
    /// `wcag` gives 18.666666666666668, the Double nearest 56/3).
    public func pixels(under policy: ContrastPolicy) -> Double {
        let f = pixelFraction(under: policy)
        return f.numerator / f.denominator
    }

    /// The size in the policy's points.
    public func points(under policy: ContrastPolicy) -> Double {
        let f = pointFraction(under: policy)
        return f.numerator / f.denominator
    }

    /// Whether the size is at least `threshold` of the policy's points, compared exactly.
    ///
    /// `n / d ≥ t` is tested as `n ≥ t·d`; both products are exact while the numerator and
    /// denominator are whole numbers below 2⁵³ / 100 (parsing keeps them so).
    public func isAtLeast(points threshold: Double, under policy: ContrastPolicy) -> Bool {
        let f = pointFraction(under: policy)
        return f.numerator >= threshold * f.denominator
    }
}
