/// The colors of one OKLCH hue and chroma at every lightness, each brought into sRGB by lowering
/// chroma at constant hue and lightness only as far as sRGB requires (the chroma-reduction part of
/// CSS Color 4 §13.2, without its final clip, which can shift hue by several degrees), then rounded
/// to 8 bits.
/// Used by ``ContrastSuggester`` with ``ContrastSuggester/keepsHue`` and by ``ContrastScale``.
struct HueLine: Sendable {
    /// The original color in OKLCH; its hue (nil when achromatic) and chroma are kept.
    var origin: OKLCH
    /// The original color, for ΔE2000.
    var original: SRGBColor

    init(original: SRGBColor) {
        self.original = original.opaque
        origin = self.original.oklch
    }

    /// The 8-bit color at OKLCH lightness `l` (0...1).
    func color(lightness l: Double) -> SRGBColor {
        if l >= 1 { return .white }
        if l <= 0 { return .black }
        var current = OKLCH(l: l, c: origin.c, h: origin.h)
        var inGamut = LinearRGB(oklab: current.oklab).extendedSRGB
        if !inGamut.isInGamut(tolerance: 0) {
            var low = 0.0, high = origin.c
            current.c = 0
            inGamut = LinearRGB(oklab: current.oklab).extendedSRGB
            for _ in 0..<40 {
                current.c = (low + high) / 2
                let candidate = LinearRGB(oklab: current.oklab).extendedSRGB
                if candidate.isInGamut(tolerance: 0) {
                    low = current.c
                    inGamut = candidate
                } else {
                    high = current.c
                }
            }
        }
        return inGamut.clipped.rounded8
    }

    /// The lightness nearest the original's at which `passes` holds, searched toward white
    /// (`lighter`) or black by bisection (48 halvings); nil when even the extreme fails.
    func boundaryLightness(lighter: Bool, from start: Double? = nil, passes: (SRGBColor) -> Bool) -> Double? {
        let extreme = lighter ? 1.0 : 0.0
        guard passes(color(lightness: extreme)) else { return nil }
        var near = min(max(start ?? origin.l, 0), 1)
        if passes(color(lightness: near)) { return near }
        var far = extreme
        for _ in 0..<48 {
            let mid = (near + far) / 2
            if passes(color(lightness: mid)) { far = mid } else { near = mid }
        }
        return far
    }

    /// Passing colors on the side of `test`: the first one past the threshold, then up to 12 more
    /// at lightness steps of 0.02 toward the extreme; nearest (ΔE2000) first.
    func candidates(test: SidedPassTest) -> [PassingSurfaceSearch.Candidate] {
        guard let l = boundaryLightness(lighter: test.lighter, passes: { test.passes($0) }) else { return [] }
        var out: [PassingSurfaceSearch.Candidate] = []
        var seen: Set<Int> = []
        for step in 0...12 {
            let lightness = min(max(l + (test.lighter ? 0.02 : -0.02) * Double(step), 0), 1)
            let color = color(lightness: lightness)
            let c = color.components8
            let code = Int(c.red) << 16 | Int(c.green) << 8 | Int(c.blue)
            guard test.passes(color), seen.insert(code).inserted else { continue }
            out.append(PassingSurfaceSearch.Candidate(code: code, deltaE: original.deltaE2000(to: color)))
        }
        return out.sorted { $0.deltaE < $1.deltaE }
    }
}
