/// Simulates how colors look to people with a color-vision deficiency.
///
/// Every method works on linear-light sRGB (IEC 61966-2-1 transfer), never on gamma-encoded
/// values. Results that leave the sRGB gamut are clipped to 0...1 in linear light before they are
/// encoded back to sRGB (per channel, no hue-preserving mapping: the simulations move colors only
/// slightly outside, and the clipped value is what a display would show).
///
/// Methods and defaults (``VisionDeficiencySimulationMethod/preferred(for:)``): Machado 2009 for
/// severities below 1, Viénot 1999 for protanopia and deuteranopia, Brettel 1997 for tritanopia.
/// Brettel and Viénot at a severity `s` below 1 give `s·dichromat + (1 - s)·original` in linear
/// RGB. Achromatopsia always keeps luminance only.
public enum VisionDeficiencySimulation {
    /// The linear-light transform for `deficiency` simulated by `method` (the preferred method
    /// when nil).
    ///
    /// - Complexity: O(1); a Machado severity between table rows costs one matrix interpolation,
    ///   so build the kernel once per image, not per pixel.
    public static func kernel(
        for deficiency: VisionDeficiency,
        method: VisionDeficiencySimulationMethod? = nil
    ) -> LinearTransformKernel {
        if deficiency.kind == .achromatopsia { return .luminance }
        let chosen = method ?? VisionDeficiencySimulationMethod.preferred(for: deficiency)
        let s = deficiency.severity
        switch chosen {
        case .machado2009:
            return .matrix(Machado2009.matrix(for: deficiency.kind, severity: s))
        case .vienot1999:
            let full = Vienot1999.matrix(for: deficiency.kind)
            return .matrix(s >= 1 ? full : Matrix3x3.identity.interpolated(to: full, weight: s))
        case .brettel1997:
            guard let wings = Brettel1997.wings(for: deficiency.kind) else { return .luminance }
            let first = s >= 1 ? wings.first : Matrix3x3.identity.interpolated(to: wings.first, weight: s)
            let second =
                s >= 1 ? wings.second : Matrix3x3.identity.interpolated(to: wings.second, weight: s)
            return .twoPlanes(first: first, second: second, normal: wings.separationNormalRGB)
        }
    }

    /// Simulates a linear-light color; the result is unclipped linear light.
    ///
    /// - Complexity: O(1); for many colors, get the ``kernel(for:method:)`` once and apply it.
    public static func simulate(
        linear: SIMD3<Double>,
        as deficiency: VisionDeficiency,
        method: VisionDeficiencySimulationMethod? = nil
    ) -> SIMD3<Double> {
        kernel(for: deficiency, method: method).apply(toLinear: linear)
    }

    /// Simulates a gamma-encoded sRGB color: decode, apply the kernel, clip to 0...1 in linear
    /// light, encode. Alpha is kept unchanged.
    public static func simulate(
        _ color: SRGBColor,
        as deficiency: VisionDeficiency,
        method: VisionDeficiencySimulationMethod? = nil
    ) -> SRGBColor {
        kernel(for: deficiency, method: method).apply(to: color)
    }
}

extension LinearTransformKernel {
    /// Applies the transform to a gamma-encoded sRGB color: decode, transform, clip each channel
    /// to 0...1 in linear light, encode. Alpha is kept unchanged.
    ///
    /// - Complexity: O(1), no allocation: a table lookup per channel to decode 8-bit values (`pow`
    ///   otherwise), three `pow` calls to encode.
    @inlinable
    public func apply(to color: SRGBColor) -> SRGBColor {
        let linear = SIMD3(
            SRGBTransfer.decodeUsingTable(color.red),
            SRGBTransfer.decodeUsingTable(color.green),
            SRGBTransfer.decodeUsingTable(color.blue))
        let simulated = apply(toLinear: linear)
        let clipped = simulated.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return SRGBColor(
            red: SRGBTransfer.encode(clipped.x),
            green: SRGBTransfer.encode(clipped.y),
            blue: SRGBTransfer.encode(clipped.z),
            alpha: color.alpha)
    }
}
