/// A scale of colors of one hue, each at a target WCAG 2 contrast against a background.
///
/// Every color keeps the base's OKLCH hue and chroma, with OKLCH lightness searched and chroma
/// lowered only as far as sRGB requires (CSS Color 4 §13.2 gamut mapping). The colors move away
/// from the background toward black or toward white, whichever reaches the higher ratio. Each
/// color is 8-bit and its ratio, computed with the checker's ``ContrastRatio``, lies in
/// `target...target·(1 + tolerance)`; a target that no color of the hue can reach that way is
/// reported with a nil color, never faked.
public struct ContrastScale: Hashable, Sendable {
    /// One step of the scale.
    public struct Entry: Hashable, Sendable {
        /// The target WCAG 2 ratio, ≥ 1.
        public var target: Double
        /// The 8-bit opaque color hitting the target; nil when the target is unreachable.
        public var color: SRGBColor?
        /// The color's exact ratio against the background, unrounded; nil when unreachable.
        public var ratio: ContrastRatio?
        /// Whether a color was found.
        public var isReachable: Bool { color != nil }
    }

    /// The base color whose hue and chroma the scale keeps (opaque).
    public var base: SRGBColor
    /// The background the ratios are measured against (opaque).
    public var background: SRGBColor
    /// The allowed overshoot as a fraction of the target: 0.05 allows up to 5% above.
    public var tolerance: Double
    /// Whether the colors are lighter than the background (false: darker).
    public var isLighter: Bool
    /// The steps, in the order the targets were given.
    public var entries: [Entry]

    /// Builds the scale.
    ///
    /// - Parameters:
    ///   - base: The color whose OKLCH hue and chroma to keep; alpha is ignored.
    ///   - background: The background; a translucent one is taken over white (`legible palette`
    ///     rejects one instead: its contrast depends on what lies beneath it).
    ///   - targets: Target ratios; values below 1 or not finite are unreachable entries.
    ///   - tolerance: Allowed overshoot fraction, 0.05 by default.
    /// - Complexity: O(targets) bisections of about 48 gamut mappings each.
    public init(base: SRGBColor, background: SRGBColor, targets: [Double], tolerance: Double = 0.05) {
        self.base = base.opaque
        self.background = background.isOpaque ? background : background.composited(over: .white).opaque
        self.tolerance = tolerance.isFinite ? max(tolerance, 0) : 0.05
        let bg = self.background
        isLighter = Self.lighterSideIsBetter(background: bg)
        let line = HueLine(original: self.base)
        let startLightness = bg.oklch.l
        let lighter = isLighter
        let allowed = self.tolerance
        entries = targets.map { target in
            Self.entry(target: target, line: line, background: bg, lighter: lighter,
                       startLightness: startLightness, tolerance: allowed)
        }
    }

    /// Whether white reaches a higher ratio against `background` than black.
    static func lighterSideIsBetter(background: SRGBColor) -> Bool {
        SRGBColor.white.contrastRatio(with: background) > SRGBColor.black.contrastRatio(with: background)
    }

    /// The highest ratio a scale on `background` can reach: against black or white, whichever is
    /// higher (the side the scale uses).
    public static func maximumRatio(background: SRGBColor) -> Double {
        max(SRGBColor.white.contrastRatio(with: background).value, SRGBColor.black.contrastRatio(with: background).value)
    }

    /// `count` targets spread evenly in log ratio between 1 and ``maximumRatio(background:)``
    /// (both excluded), rounded to two decimals (at least 1.01).
    public static func evenlySpacedTargets(count: Int, background: SRGBColor) -> [Double] {
        guard count > 0 else { return [] }
        let top = Math.log10(maximumRatio(background: background))
        return (1...count).map { i in
            let ratio = Math.pow(10, top * Double(i) / Double(count + 1))
            return max(1.01, (ratio * 100).rounded() / 100)
        }
    }

    static func entry(
        target: Double, line: HueLine, background: SRGBColor, lighter: Bool, startLightness: Double,
        tolerance: Double
    ) -> Entry {
        let unreachable = Entry(target: target, color: nil, ratio: nil)
        guard target.isFinite, target >= 1 else { return unreachable }
        let backgroundLuminance = background.relativeLuminance.value
        let ceiling = target * (1 + tolerance)
        func onSide(_ c: SRGBColor) -> Bool {
            let y = c.relativeLuminance.value
            return lighter ? y >= backgroundLuminance : y <= backgroundLuminance
        }
        func passes(_ c: SRGBColor) -> Bool { onSide(c) && c.contrastRatio(with: background).value >= target }
        func hits(_ c: SRGBColor) -> Bool { passes(c) && c.contrastRatio(with: background).value <= ceiling }
        guard let l = line.boundaryLightness(lighter: lighter, from: startLightness, passes: passes) else {
            return unreachable
        }
        let found = line.color(lightness: l)
        if hits(found) { return Entry(target: target, color: found, ratio: found.contrastRatio(with: background)) }
        // Rounding overshot the window: try the nearest 8-bit neighbours (ΔE2000 from the found color).
        let c = found.components8
        var best: (color: SRGBColor, deltaE: Double)?
        for dr in -3...3 {
            for dg in -3...3 {
                for db in -3...3 {
                    let r = Int(c.red) + dr, g = Int(c.green) + dg, b = Int(c.blue) + db
                    guard (0...255).contains(r), (0...255).contains(g), (0...255).contains(b) else { continue }
                    let candidate = SRGBColor(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b))
                    guard hits(candidate) else { continue }
                    let d = found.deltaE2000(to: candidate)
                    if best.map({ d < $0.deltaE }) ?? true { best = (candidate, d) }
                }
            }
        }
        guard let chosen = best?.color else { return unreachable }
        return Entry(target: target, color: chosen, ratio: chosen.contrastRatio(with: background))
    }
}
