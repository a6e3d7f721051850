/// A CIE 1976 L*a*b* color. Which white it is relative to (D65 or D50) is stated by the API
/// that produces it.
///
/// `l` is lightness in 0...100; `a` and `b` are unbounded opponent axes (about ±128 for sRGB).
public struct CIELab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
}

/// An Oklab color (Ottosson 2020, with the CSS Color 4 matrices).
///
/// `l` is lightness in 0...1; `a` and `b` are opponent axes (about ±0.4).
public struct OKLab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
}
