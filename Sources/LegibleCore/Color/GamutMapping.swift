/// Bringing colors into the sRGB gamut.
///
/// `map(_:)` is the CSS Color 4 §13.2 gamut-mapping algorithm: reduce OKLCH chroma by binary
/// search (ε 0.0001) until the clipped color is within one JND (ΔEOK 0.02) of the chroma-reduced
/// one; `L ≥ 1` maps to white and `L ≤ 0` to black. `clip(_:)` is the plain per-channel clamp
/// (§13.1), which shifts hue and is only used as the last step of the mapping.
public enum SRGBGamutMapping {
    /// The just-noticeable difference, in ΔEOK (CSS Color 4 §13.2).
    public static let justNoticeableDifference = 0.02
    /// The binary-search tolerance on chroma (CSS Color 4 §13.2).
    public static let chromaEpsilon = 0.0001

    /// Clamps each encoded channel to 0...1 (CSS Color 4 §13.1 "clip"); opaque result.
    public static func clip(_ color: ExtendedSRGB) -> SRGBColor { color.clipped }

    /// Maps an OKLCH color into sRGB with the CSS Color 4 §13.2 algorithm; opaque result.
    /// A NaN lightness or chroma is treated as 0; a nil hue as 0°.
    public static func map(_ origin: OKLCH) -> SRGBColor {
        let l = origin.l.isNaN ? 0 : origin.l
        let c = origin.c.isFinite ? max(origin.c, 0) : 0
        if l >= 1 { return .white }
        if l <= 0 { return .black }
        var current = OKLCH(l: l, c: c, h: origin.h.map { $0.isFinite ? $0 : 0 })
        let unmapped = encoded(current)
        if unmapped.isInGamut(tolerance: 0) { return unmapped.clipped }
        var clipped = unmapped.clipped
        if clipped.oklab.deltaEOK(to: current.oklab) < justNoticeableDifference { return clipped }
        var low = 0.0, high = c, lowIsInGamut = true
        while high - low > chromaEpsilon {
            let chroma = (low + high) / 2
            current.c = chroma
            let candidate = encoded(current)
            if lowIsInGamut && candidate.isInGamut(tolerance: 0) {
                low = chroma
                continue
            }
            clipped = candidate.clipped
            let difference = clipped.oklab.deltaEOK(to: current.oklab)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < chromaEpsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    static func encoded(_ color: OKLCH) -> ExtendedSRGB { LinearRGB(oklab: color.oklab).extendedSRGB }
}

extension SRGBColor {
    /// The sRGB color for an OKLCH value, gamut-mapped with CSS Color 4 §13.2
    /// (`SRGBGamutMapping.map`); `alpha` is clamped to 0...1.
    public static func gamutMapped(oklch: OKLCH, alpha: Double = 1) -> SRGBColor {
        var color = SRGBGamutMapping.map(oklch)
        color.alpha = clampUnit(alpha)
        return color
    }
}
