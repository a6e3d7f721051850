/// The glyph box rows that are only the soft fringe of a lossy copy's edge.
///
/// JPEG compression and a Lanczos resample spread every edge over one or two more pixels (the
/// blur and the ringing of the transform or kernel), and those fringe rows differ from the
/// background by more than the ink tolerance, so glyph boxes grow: on the tuning copies
/// (`tune-jpeg85`, `tune-down3to2`, 23 px regular text) by 1–2 px at the top and at the bottom,
/// which read 23 px text as 24.7–25.7 px (large). A top or bottom row whose best pixel covers
/// under ``fringeCoverage`` of full ink is left out of the box, up to ``fringeRows`` rows at each
/// end; applied only to lines of a lossy copy (JPEG-like noise or a plateau under the ink's
/// overshoot), for the box rows that the stem-width weight test and the x-height band use (the
/// ascent of the size estimate comes from ``SizeFeatures/softEdges(_:image:runs:lookup:fullInk:)``).
extension SizeFeatures {
    /// Coverage (distance over full ink) under which an edge row of a lossy copy is fringe.
    static let fringeCoverage = 0.5
    /// The most rows trimmed at each end of a glyph box.
    static let fringeRows = 2

    /// The coverage of row `y` of `c`: its best pixel's distance from the background over
    /// `fullInk` (0 for a row without ink; may exceed 1).
    static func rowCoverage(
        _ c: Component, row y: Int, image: ImageView, runs: RunLabels, lookup: inout NearestMap.Cursor,
        fullInk: Double
    ) -> Double {
        var best = 0.0
        for run in runs.runs(ofRow: y) where runs.runLabel[run] == c.label {
            for x in Int(runs.runStart[run])..<Int(runs.runEnd[run]) {
                let index = y * image.width + x
                best = max(best, image.distance(index, Int(lookup[index])) / fullInk)
            }
        }
        return best
    }

    /// The top and bottom (exclusive) rows of `c` without its fringe rows.
    ///
    /// - Parameters:
    ///   - c: The glyph component.
    ///   - fullInk: The distance taken as full ink (levels, > 0).
    /// - Complexity: O(runs in the trimmed rows · their width).
    static func unfringedRows(
        _ c: Component, image: ImageView, runs: RunLabels, lookup: inout NearestMap.Cursor, fullInk: Double
    ) -> (top: Int, bottom: Int) {
        func coverage(_ y: Int) -> Double {
            rowCoverage(c, row: y, image: image, runs: runs, lookup: &lookup, fullInk: fullInk)
        }
        var top = c.y0, bottom = c.y1
        while top < c.y0 + fringeRows, bottom - top > 2, coverage(top) < fringeCoverage { top += 1 }
        while bottom > c.y1 - fringeRows, bottom - top > 2, coverage(bottom - 1) < fringeCoverage { bottom -= 1 }
        return (top, bottom)
    }
}

/// The top and bottom edges of a glyph to a fraction of a pixel.
///
/// A box edge lies on the pixel grid, but the glyph's edge lies inside its first row: a row
/// whose best pixel covers a fraction c of full ink is that fraction ink, so the edge stands
/// 1 − c below the row's top. Blurred edges (a JPEG or a resampled copy) spread over two or
/// three rows; summing 1 − c over each row up to the first nearly full one (``fullEdgeCoverage``)
/// finds the middle of the ramp, the edge of the sharp glyph the blur came from. Box rows would
/// read every glyph up to 2 px tall (a whole pixel for each partly covered edge row): 5–7 % of an
/// 18 px font's ascent at scale 1 and 2–3 % at 2x, so the size estimate depended on the scale
/// and on where the glyphs fell on the pixel grid (`SizeFeatures.ascent`).
extension SizeFeatures {
    /// Coverage from which an edge row counts as full ink.
    static let fullEdgeCoverage = 0.9
    /// The most rows at each end of a glyph box taken as part of its edge.
    static let edgeRows = 3

    /// The top and bottom (exclusive) edges of `c`, in image rows with fractions.
    ///
    /// - Parameters:
    ///   - c: The glyph component.
    ///   - fullInk: The distance taken as full ink (levels, > 0).
    /// - Returns: `top` in `c.y0 ..< c.y0 + edgeRows`, `bottom` in `c.y1 - edgeRows ... c.y1`,
    ///   each within the box's middle (`top ≤ bottom`).
    /// - Complexity: O(runs in the edge rows · their width).
    static func softEdges(
        _ c: Component, image: ImageView, runs: RunLabels, lookup: inout NearestMap.Cursor, fullInk: Double
    ) -> (top: Double, bottom: Double) {
        func coverage(_ y: Int) -> Double {
            min(1, rowCoverage(c, row: y, image: image, runs: runs, lookup: &lookup, fullInk: fullInk))
        }
        let reach = min(edgeRows, max(1, (c.y1 - c.y0) / 2))
        var top = Double(c.y0), bottom = Double(c.y1)
        for y in c.y0..<(c.y0 + reach) {
            let p = coverage(y)
            top += 1 - p
            if p >= fullEdgeCoverage { break }
        }
        for y in stride(from: c.y1 - 1, through: c.y1 - reach, by: -1) {
            let p = coverage(y)
            bottom -= 1 - p
            if p >= fullEdgeCoverage { break }
        }
        if top > bottom { top = (top + bottom) / 2; bottom = top }
        return (top, bottom)
    }
}
