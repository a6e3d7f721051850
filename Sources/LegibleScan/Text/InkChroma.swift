/// Restores the chroma that JPEG's chroma subsampling takes from thin colored strokes.
///
/// A JPEG keeps luma at full resolution but chroma at half (4:2:0, the default of common
/// encoders) and smooths it, so the chroma of a stroke two to four pixels wide is mixed with its
/// background's: blue `#0a84ff` text on `#1c1c1e` reads `#1e80e5`, and since luma is not
/// luminance a desaturated color of the same luma is darker (4.67:1 reads 4.27:1). The luma of
/// the ink is kept; its chroma is taken from the ink pixels farthest in chroma from the
/// background (the median Cb, Cr of those at or above the 95th percentile of that distance,
/// among the pixels at least half as far from the background as the farthest), the centres of
/// the widest strokes, where the chroma comes closest to the true one. Only on JPEG-like input,
/// only on flat backgrounds, and only when it moves the chroma outwards. On the tuning copies
/// (`webset2-tune/jpeg85`, solid runs, ink against the true background) the p90 |ratio error|
/// went 10 % → 6 %.
///
/// YCbCr is the full-range BT.601 transform of JFIF (ITU-T T.871).
enum InkChroma {
    static func ycc(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        (
            0.299 * c.0 + 0.587 * c.1 + 0.114 * c.2,
            -0.168736 * c.0 - 0.331264 * c.1 + 0.5 * c.2,
            0.5 * c.0 - 0.418688 * c.1 - 0.081312 * c.2
        )
    }

    static func rgb(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        func clamp(_ v: Double) -> Double { max(0, min(255, v)) }
        return (clamp(c.0 + 1.402 * c.2), clamp(c.0 - 0.344136 * c.1 - 0.714136 * c.2), clamp(c.0 + 1.772 * c.1))
    }

    /// `ink` with the chroma of the line's most saturated ink pixels when that lies farther from
    /// `background`'s chroma; else `ink` unchanged.
    ///
    /// - Parameters:
    ///   - ink: The ink color read from the plateau (levels, 0...255 per channel).
    ///   - background: The line's background color.
    ///   - pixels: The line's ink pixel indices; `distances` their distances from their nearest
    ///     background pixel (same order).
    /// - Complexity: O(n log n) in the number of pixels.
    static func restored(
        _ ink: (Double, Double, Double), background: (Double, Double, Double), pixels: [Int],
        distances: [Double], image: ImageView
    ) -> (Double, Double, Double) {
        let farthest = distances.max() ?? 0
        let b = ycc(background), i = ycc(ink)
        var cb: [Double] = [], cr: [Double] = [], chroma: [Double] = []
        for (offset, index) in pixels.enumerated() where distances[offset] >= 0.5 * farthest {
            let c = ycc(image.color(at: index))
            cb.append(c.1); cr.append(c.2)
            chroma.append(((c.1 - b.1) * (c.1 - b.1) + (c.2 - b.2) * (c.2 - b.2)).squareRoot())
        }
        guard chroma.count >= 8 else { return ink }
        let threshold = Statistics.percentile(sorted: chroma.sorted(), 0.95)
        var topCb: [Double] = [], topCr: [Double] = []
        for k in chroma.indices where chroma[k] >= threshold {
            topCb.append(cb[k]); topCr.append(cr[k])
        }
        let newCb = Statistics.median(topCb), newCr = Statistics.median(topCr)
        let before = ((i.1 - b.1) * (i.1 - b.1) + (i.2 - b.2) * (i.2 - b.2)).squareRoot()
        let after = ((newCb - b.1) * (newCb - b.1) + (newCr - b.2) * (newCr - b.2)).squareRoot()
        guard after > before else { return ink }
        return rgb((i.0, newCb, newCr))
    }
}
