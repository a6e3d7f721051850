/// Picks the band of ink-to-background distances whose pixels give a line's ink color: the
/// plateau of the strokes, not the overshoot of a resampled or compressed copy.
///
/// A rendered stroke is anti-aliased at its edges and flat inside, so its largest distances
/// from the background are its true color, and the band just under the 99.5th percentile
/// (3 % of it, 1 % under scale 2, at least ``ScanTolerances/inkBand``) reads it. A Lanczos
/// resample (3x → 2x) or a JPEG round trip rings around every edge: the pixels next to an edge
/// overshoot the plateau by up to about 15 % of the contrast, so that band reads the ink too far
/// from the background and the ratio too high. Their stroke insides still cluster around the true
/// color, so from scale 2 up the band is moved to the most common distance in the top 15 % of
/// the range (bins of 2 %, at least 2 levels and the excess noise): where that is the top bin (the
/// runs of the lossless dev and iOS-styled shots, whose plateau pixels are exact; their scores are
/// unchanged but for one small mark on the iOS tuning part) nothing changes. On the tuning copies
/// (`tune-down3to2`, `tune-jpeg85`, solid runs, the ink's distance band against the true
/// background in a simulation of this rule) the p90 ratio error went 20 % → 8 % and 15 % → 4 %.
/// Under scale 2 the strokes are too thin to have a plateau (on the dev set's 1x shots the mode
/// read 10–14 px text up to 35 % light), so the band stays at the top there. `LineMeasurement`
/// uses the plateau only for lines on a flat background under 32 CSS px tall.
///
/// Strokes under about 3 image px wide after the resample have no plateau: the whole
/// cross-section rings, each stem peaks at its own overshoot, and the mode reads them 8–10 % strong.
/// Their top is spread instead of flat: of the pixels at least half as far from the background as
/// the 99.5th percentile, under a quarter lie in the top band (`webset2-tune/down3to2` solid runs
/// of the truth: median 0.08, p90 0.22; lossless 2x and 3x renderings: 0.38–0.90 at p10, 41 of
/// 3,500 runs under 0.25), and the true ink lies at their 60th percentile (truth distance over it:
/// median 0.996, p10–p90 0.98–1.01 on the web copy, 0.98–1.00 on `iosset/tune-down3to2`, against
/// 0.87–0.93 for the top). That is the `stroke` band (lossless input only: after JPEG the chroma
/// loss and noise put the truth at 1.01–1.15 of it, see `InkChroma`). A lossless rendering has a
/// few such lines too (several inks in one line, a mark beside a word), where that band reads a
/// lighter ink's pixels: so the band is used only when the image looks resampled, at least
/// ``strokeImageShare`` of its lines spread at the top (``useStrokeInk(_:)``).
enum InkPlateau {
    /// How far under the top a plateau is looked for, as a fraction of the top: the overshoot of
    /// the tuning copies' ink reached 14 % of the plateau (p90), 1 / 1.14 = 0.88 of the top.
    static let depth = 0.15

    /// The share of the upper-half pixels (at least half the top distance) in the top band
    /// under which a line's strokes are taken to have no plateau (see the type's comment).
    static let strokeTopShare = 0.25

    /// The rank, among the upper-half pixels, of a plateau-less resampled stroke's true ink.
    static let strokeRank = 0.6

    /// The share of an image's text lines (not rejected, three glyphs or more) with a stroke band
    /// from which the image counts as resampled. Per image, from the truth's solid runs under
    /// 40 px: lossless 2x and 3x renderings (dev, `valset`, iOS `tune`, `tune2`, web tune pages)
    /// 0–0.09; Lanczos 3x → 2x copies 0.32–0.57 (iOS, whose larger text keeps a plateau) and
    /// 0.90–0.97 (web).
    static let strokeImageShare = 0.2

    /// Reports the stroke band's ink and ratio for every line that has one, when enough of the
    /// image's lines have one (``strokeImageShare``); else leaves `measurements` unchanged.
    static func useStrokeInk(_ measurements: inout [LineMeasurement]) {
        let typical = measurements.filter { $0.rejection == nil && $0.memberCount >= 3 }
        let spread = typical.filter { $0.strokeInk != nil }.count
        guard spread > 0, Double(spread) >= strokeImageShare * Double(typical.count) else { return }
        for index in measurements.indices {
            guard let stroke = measurements[index].strokeInk else { continue }
            measurements[index].foreground = stroke.foreground
            measurements[index].ratio = stroke.ratio
            measurements[index].worstRatio = stroke.ratio
        }
    }

    /// The ink bands of one line: at the top, and at the plateau when that lies under it.
    ///
    /// - Parameters:
    ///   - sorted: The distances of the line's ink pixels from their nearest background pixels,
    ///     ascending (Euclidean over R, G, B in levels, 0...442).
    ///   - scale: The device scale factor.
    ///   - inkBand: ``ScanTolerances/inkBand``, the width of the band on noisy input.
    ///   - excess: ``ScanTolerances/excess``, the noise above lossless (levels).
    /// - Returns: `top`, the lowest distance of the top band (which has no upper bound);
    ///   `plateau`, nil when the most common distance is in the top bin, else its band
    ///   `lower...upper` and its center `distance` (taken as full ink); `stroke`, on lossless
    ///   input (`excess` 0) when under ``strokeTopShare`` of the upper-half pixels lie in the top
    ///   band, the band around their ``strokeRank`` percentile (same width as the plateau's), else
    ///   nil. 0 and nil for no distances.
    /// - Complexity: O(n) over the upper half of `sorted`'s range.
    static func bands(
        sorted: [Double], scale: Double, inkBand: Double, excess: Double
    ) -> (
        top: Double, plateau: (lower: Double, upper: Double, distance: Double)?,
        stroke: (lower: Double, upper: Double, distance: Double)?
    ) {
        let top = Statistics.percentile(sorted: sorted, 0.995)
        let topLower = top - max((scale < 2 ? 0.01 : 0.03) * top, inkBand)
        guard scale >= 2, top > 0 else { return (topLower, nil, nil) }
        let width = max(2, 0.02 * top, excess)
        var stroke: (lower: Double, upper: Double, distance: Double)?
        if excess == 0 {
            // The upper half starts at the first distance of at least half the top.
            var half = sorted.count, inTop = 0
            while half > 0 && sorted[half - 1] >= 0.5 * top {
                half -= 1
                if sorted[half] >= topLower { inTop += 1 }
            }
            let upper = sorted.count - half
            if upper > 0 && Double(inTop) < strokeTopShare * Double(upper) {
                let position = Double(half) + strokeRank * Double(upper - 1)
                let lower = Int(position), next = min(sorted.count - 1, lower + 1)
                let center = sorted[lower] + (sorted[next] - sorted[lower]) * (position - Double(lower))
                stroke = (center - width, center + width, center)
            }
        }
        let bins = Int((depth * top / width).rounded(.up)) + 1
        let mode = withUnsafeTemporaryAllocation(of: Int.self, capacity: bins) { counts in
            counts.initialize(repeating: 0)
            for d in sorted.reversed() {
                guard d >= (1 - depth) * top else { break }
                guard d <= top else { continue }
                counts[min(bins - 1, Int((top - d) / width))] += 1
            }
            // The first largest bin from the top: ties keep the band at the top.
            var mode = 0
            for bin in 1..<bins where counts[bin] > counts[mode] { mode = bin }
            return mode
        }
        guard mode > 0 else { return (topLower, nil, stroke) }
        let center = top - (Double(mode) + 0.5) * width
        return (topLower, (center - width, center + width, center), stroke)
    }
}
