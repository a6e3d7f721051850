/// The glyph box rows that are only the soft fringe of a lossy copy's edge.
///
/// JPEG compression and a Lanczos resample spread every edge over one or two more pixels (the
/// blur and the ringing of the transform or kernel), and those fringe rows differ from the
/// background by more than the ink tolerance, so glyph boxes grow: on the tuning copies
/// (`tune-jpeg85`, `tune-down3to2`, 23 px regular text) by 1–2 px at the top and at the bottom,
/// which read 23 px text as 24.7–25.7 px (large). A top or bottom row whose best pixel covers
/// under ``fringeCoverage`` of full ink is left out of the box, up to ``fringeRows`` rows at each
/// end; applied only to lines of a lossy copy (JPEG-like noise or a plateau under the ink's
/// overshoot), so a lossless rendering keeps the boxes the 0.74 ascent factor was fitted on.
extension SizeFeatures {
    /// Coverage (distance over full ink) under which an edge row of a lossy copy is fringe.
    static let fringeCoverage = 0.5
    /// The most rows trimmed at each end of a glyph box.
    static let fringeRows = 2

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
            var best = 0.0
            for run in runs.runs(ofRow: y) where runs.runLabel[run] == c.label {
                for x in Int(runs.runStart[run])..<Int(runs.runEnd[run]) {
                    let index = y * image.width + x
                    best = max(best, image.distance(index, Int(lookup[index])) / fullInk)
                }
            }
            return best
        }
        var top = c.y0, bottom = c.y1
        while top < c.y0 + fringeRows, bottom - top > 2, coverage(top) < fringeCoverage { top += 1 }
        while bottom > c.y1 - fringeRows, bottom - top > 2, coverage(bottom - 1) < fringeCoverage { bottom -= 1 }
        return (top, bottom)
    }
}
