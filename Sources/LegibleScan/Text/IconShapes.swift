/// Tests that tell an icon from a character when a line is one lone component.
///
/// A lone component on a uniform background is usually a character (a count in a badge, a word
/// whose letters touch at 1x, an underlined link). Two icon shapes of iOS-like interfaces are
/// told apart here, in image pixels times the scale:
/// - a disclosure chevron (`›` or `‹`): one ink run per row whose centre moves one way for the top
///   part and back for the bottom part, by at least a quarter of the height each way, the turn
///   between 30 % and 70 % of the height;
/// - a glyph on an icon tile (one component or a few strokes): 0.75 to 1.5 times as wide as tall,
///   on a small square of its own background that ends within 0.8 of the glyph's height on all
///   four sides (a count badge's digits are each narrower than tall, which the caller checks; a
///   chip or button ends further away);
/// - a piece of a symbol on an icon tile (symbols drawn as several separate strokes, each its
///   own line): the tile, followed from the line's box to its last pixel of the tile's color
///   within 2.5 times the line's longer side (crossing the symbol's other strokes), is square
///   (sides within 1.25 of each other), at most 64·scale px wide, and at most 2.5 times as
///   wide as the line.
enum IconShapes {
    /// Whether component `c` is a chevron: see the type's summary.
    static func isChevron(_ c: Component, runs: RunLabels) -> Bool {
        let h = c.height
        guard h >= 6, c.width * 4 >= h, c.width <= h else { return false }
        var centres: [Double] = []
        centres.reserveCapacity(h)
        for y in c.y0..<c.y1 {
            var count = 0, centre = 0.0
            for run in runs.runs(ofRow: y) where runs.runLabel[run] == c.label {
                count += 1
                centre = Double(runs.runStart[run] + runs.runEnd[run]) / 2
            }
            // Only the tip row may hold the two arms side by side.
            if count != 1 { if count == 2 && centres.count > 0 { continue } else { return false } }
            centres.append(centre)
        }
        guard centres.count * 10 >= 8 * h else { return false }
        for sign in [1.0, -1.0] {
            let values = centres.map { sign * $0 }
            guard let tip = values.indices.max(by: { values[$0] < values[$1] }) else { continue }
            let at = Double(tip) / Double(values.count - 1)
            guard at >= 0.3, at <= 0.7 else { continue }
            let rise = values[tip] - values[0], fall = values[tip] - values[values.count - 1]
            guard rise >= 0.25 * Double(h), fall >= 0.25 * Double(h) else { continue }
            // Monotone towards the tip on both sides, within a pixel.
            var monotone = true
            for i in 1...tip where values[i] < values[i - 1] - 1 { monotone = false }
            for i in tip..<(values.count - 1) where values[i + 1] > values[i] + 1 { monotone = false }
            if monotone { return true }
        }
        return false
    }

    /// Whether the box `x0..<x1, y0..<y1` is a glyph on an icon tile of color `background`.
    static func isOnIconTile(
        x0: Int, y0: Int, x1: Int, y1: Int, background: (Double, Double, Double), image: ImageView,
        tolerance: Double
    ) -> Bool {
        let w = x1 - x0, h = y1 - y0
        guard 4 * w >= 3 * h, 2 * w <= 3 * h else { return false }
        let reach = max(2, (8 * h) / 10)
        let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
        /// Steps from (x, y) by (dx, dy) up to `reach` pixels; true when the tile's color ends.
        func ends(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> Bool {
            for step in 1...reach {
                let px = x + dx * step, py = y + dy * step
                guard px >= 0, px < image.width, py >= 0, py < image.height else { return true }
                let c = image.color(at: py * image.width + px)
                if ComponentExtraction.maxDifference(c, background) > tolerance { return true }
            }
            return false
        }
        return ends(x0 - 1, cy, -1, 0) && ends(x1, cy, 1, 0) && ends(cx, y0 - 1, 0, -1) && ends(cx, y1, 0, 1)
    }

    /// Whether the box `x0..<x1, y0..<y1` with ink `foreground` is a piece of a symbol on a
    /// square icon tile of color `background`: see the type's summary.
    static func isPieceOnIconTile(
        x0: Int, y0: Int, x1: Int, y1: Int, foreground: (Double, Double, Double),
        background: (Double, Double, Double), image: ImageView, tolerance: Double, scale: Double
    ) -> Bool {
        let w = x1 - x0, h = y1 - y0
        let maximumSide = Int(64 * scale)
        guard w > 0, h > 0, w <= maximumSide, 5 * w >= 2 * h else { return false }
        let reach = min(maximumSide, 5 * max(w, h) / 2)
        let span = (foreground.0 - background.0, foreground.1 - background.1, foreground.2 - background.2)
        let spanSquared = max(span.0 * span.0 + span.1 * span.1 + span.2 * span.2, 1)
        /// The tile's color, or nearer it than the ink on the line between the two (edges).
        func onTile(_ index: Int) -> Bool {
            let c = image.color(at: index)
            let d = (c.0 - background.0, c.1 - background.1, c.2 - background.2)
            let t = max(0, min(1, (d.0 * span.0 + d.1 * span.1 + d.2 * span.2) / spanSquared))
            let off = (d.0 - t * span.0, d.1 - t * span.1, d.2 - t * span.2)
            return t < 0.5 && max(abs(off.0), abs(off.1), abs(off.2)) <= tolerance
        }
        /// Steps from (x, y) by (dx, dy) up to `reach`: one past the last tile pixel (other
        /// strokes of the symbol are crossed), or nil when the tile still goes on at `reach`.
        func extent(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> Int? {
            var last = -1
            for step in 0..<reach {
                let px = x + dx * step, py = y + dy * step
                guard px >= 0, px < image.width, py >= 0, py < image.height else { break }
                if onTile(py * image.width + px) { last = step }
            }
            return last == reach - 1 ? nil : last + 1
        }
        let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
        guard let left = extent(x0 - 1, cy, -1, 0), let right = extent(x1, cy, 1, 0),
              let up = extent(cx, y0 - 1, 0, -1), let down = extent(cx, y1, 0, 1) else { return false }
        let tileWidth = w + left + right, tileHeight = h + up + down
        return tileWidth <= maximumSide && 2 * tileWidth <= 5 * w
            && 4 * tileWidth <= 5 * tileHeight && 4 * tileHeight <= 5 * tileWidth
            && left > 0 && right > 0 && up > 0 && down > 0
    }
}
