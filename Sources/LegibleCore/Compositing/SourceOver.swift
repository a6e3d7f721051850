extension SRGBColor {
    /// Source-over compositing of this (possibly translucent) color onto `background`.
    ///
    /// Blends in gamma-encoded sRGB, per channel, as browsers render ordinary CSS colors:
    /// `out = a·fg + (1 − a)·bg` for an opaque background. For a translucent background the
    /// general Porter–Duff source-over with straight alpha is used:
    /// `αo = αs + αb(1 − αs)` and `Co = (Cs·αs + Cb·αb(1 − αs)) / αo`.
    ///
    /// Source: W3C Compositing and Blending Level 1, §5.1 (source-over).
    public func composited(over background: SRGBColor) -> SRGBColor {
        let a = alpha
        if a >= 1 { return self }
        let outAlpha = a + background.alpha * (1 - a)
        if outAlpha <= 0 { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let weightBackground = background.alpha * (1 - a)
        func mix(_ s: Double, _ b: Double) -> Double { (s * a + b * weightBackground) / outAlpha }
        return SRGBColor(
            red: mix(red, background.red),
            green: mix(green, background.green),
            blue: mix(blue, background.blue),
            alpha: outAlpha)
    }
}
