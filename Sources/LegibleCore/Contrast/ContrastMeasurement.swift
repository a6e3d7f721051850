/// The WCAG 2.x contrast of a foreground over a background, with alpha on either side.
///
/// - An opaque background: a translucent foreground is composited onto it (source-over, in
///   gamma-encoded sRGB) and one ratio results.
/// - A translucent background with nothing known beneath it: the pair is measured over every
///   opaque surface that could lie beneath, giving a range. ``worst`` is the lowest ratio over
///   those surfaces and decides the verdict; ``best`` is the highest.
///
/// For an opaque foreground the range is exact: the composited background's luminance runs
/// continuously from its value over black to its value over white, and the ratio is monotonic on
/// each side of the foreground's luminance. For a translucent foreground over a translucent
/// background both colors move with the surface; the range is then taken over a 17×17×17 grid of
/// surfaces, which includes the cube's corners and the gray axis.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The lowest contrast ratio over the possible surfaces (the only one when the background
    /// is opaque).
    public var worst: ContrastRatio
    /// The highest contrast ratio over the possible surfaces.
    public var best: ContrastRatio
    /// The foreground as measured: composited when it was translucent and the background opaque.
    public var effectiveForeground: SRGBColor
    /// Whether the result is a range, because the background is translucent.
    public var isRange: Bool { worst != best }

    /// Measures `foreground` over `background`.
    public init(foreground: SRGBColor, background: SRGBColor) {
        if background.isOpaque {
            let fg = foreground.composited(over: background)
            let ratio = fg.contrastRatio(with: background)
            self.init(worst: ratio, best: ratio, effectiveForeground: fg)
            return
        }
        if foreground.isOpaque {
            let fgLuminance = foreground.relativeLuminance
            let overBlack = background.composited(over: .black).relativeLuminance
            let overWhite = background.composited(over: .white).relativeLuminance
            let low = min(overBlack, overWhite)
            let high = max(overBlack, overWhite)
            let nearest = min(max(fgLuminance, low), high)
            let worst = ContrastRatio(fgLuminance, nearest)
            let best = max(ContrastRatio(fgLuminance, low), ContrastRatio(fgLuminance, high))
            self.init(worst: worst, best: best, effectiveForeground: foreground)
            return
        }
        var worst = ContrastRatio(21)
        var best = ContrastRatio(1)
        let steps = 16
        for r in 0...steps {
            for g in 0...steps {
                for b in 0...steps {
                    let surface = SRGBColor(
                        red: Double(r) / Double(steps), green: Double(g) / Double(steps),
                        blue: Double(b) / Double(steps))
                    let bg = background.composited(over: surface)
                    let ratio = foreground.composited(over: bg).contrastRatio(with: bg)
                    worst = min(worst, ratio)
                    best = max(best, ratio)
                }
            }
        }
        self.init(worst: worst, best: best, effectiveForeground: foreground)
    }

    init(worst: ContrastRatio, best: ContrastRatio, effectiveForeground: SRGBColor) {
        self.worst = worst
        self.best = best
        self.effectiveForeground = effectiveForeground
    }
}
