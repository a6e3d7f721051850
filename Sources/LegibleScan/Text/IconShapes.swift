/// Tests that tell an icon from a character when a line is one lone component.
///
/// A lone component on a uniform background is usually a character (a count in a badge, a word
/// whose letters touch at 1x, an underlined link). Two icon shapes of iOS-like interfaces are
/// told apart here, in image pixels times the scale:
/// - a disclosure chevron (`›` or `‹`): one ink run per row whose centre moves one way for the top
///   part and back for the bottom part, by at least a quarter of the height each way, the turn
///   between 30 % and 70 % of the height; and the same along the columns for `⌃` and `⌄` (wider
///   than tall; each arm a quarter of the height, the turn from a quarter of the width: a check
///   mark `✓` counts); a plus sign (`isPlus`);
/// - a glyph on an icon tile (one component or a few strokes): 0.75 to 1.5 times as wide as tall,
///   on a small square of its own background that ends within 0.8 of the glyph's height on all
///   four sides (a count badge's digits are each narrower than tall, which the caller checks; a
///   chip or button ends further away);
/// - the pieces of a symbol drawn in several strokes (`symbolPieces`): lines whose boxes overlap
///   or nearly touch one another in a compact box, which the lines of a paragraph never do.
enum IconShapes {
    /// Whether component `c` is a chevron: see the type's summary.
    static func isChevron(_ c: Component, runs: RunLabels) -> Bool {
        let h = c.height, w = c.width
        if h >= w {
            // `›` or `‹`: the centre of each row's run.
            guard h >= 6, w * 4 >= h else { return false }
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
            return isChevronProfile(centres, length: h, depth: h, turn: 0.3)
        }
        // `⌃` or `⌄` (a toolbar's previous and next buttons): the centre of each column's ink,
        // from its top, bottom and pixel count (a column with a gap is skipped, as a row holding
        // both arms is above).
        guard w >= 6, h * 4 >= w else { return false }
        var top = [Int](repeating: Int.max, count: w), bottom = [Int](repeating: Int.min, count: w)
        var count = [Int](repeating: 0, count: w)
        for y in c.y0..<c.y1 {
            for run in runs.runs(ofRow: y) where runs.runLabel[run] == c.label {
                for x in Int(runs.runStart[run])..<Int(runs.runEnd[run]) {
                    let i = x - c.x0
                    top[i] = min(top[i], y); bottom[i] = max(bottom[i], y); count[i] += 1
                }
            }
        }
        var centres: [Double] = []
        centres.reserveCapacity(w)
        for i in 0..<w where count[i] > 0 {
            if count[i] != bottom[i] - top[i] + 1 { if centres.count > 0 { continue } else { return false } }
            centres.append(Double(top[i] + bottom[i] + 1) / 2)
        }
        // The arms drop by a quarter of the height and turn from a quarter of the width on: a
        // check mark (`✓`: its short arm 0.3 of its width and 0.3 of its height, the long one
        // rising over the whole height) counts.
        return isChevronProfile(centres, length: w, depth: h, turn: 0.25)
    }

    /// Whether component `c` is a plus sign (an add button): 0.8 to 1.25 times as wide as tall,
    /// one run per row, each either a bar row (at least 0.8 of the width) or a stem row (at most
    /// 0.4 of the width, centred within a tenth of the width and a pixel); the bar rows one band
    /// of at most 0.4 of the height, its middle between 30 % and 70 % of the height, with stem
    /// rows for at least a quarter of the height above it and below it. No letter is drawn so.
    static func isPlus(_ c: Component, runs: RunLabels) -> Bool {
        let h = c.height, w = c.width
        guard h >= 6, 5 * w >= 4 * h, 4 * w <= 5 * h else { return false }
        let middle = Double(c.x0 + c.x1) / 2
        var barFirst = -1, barLast = -1, above = 0, below = 0
        for y in c.y0..<c.y1 {
            var count = 0, start = 0, end = 0
            for run in runs.runs(ofRow: y) where runs.runLabel[run] == c.label {
                count += 1
                start = Int(runs.runStart[run]); end = Int(runs.runEnd[run])
            }
            guard count == 1 else { return false }
            if 5 * (end - start) >= 4 * w {
                if barFirst < 0 { barFirst = y } else if barLast != y - 1 { return false }
                barLast = y
            } else if 5 * (end - start) <= 2 * w
                && abs(Double(start + end) / 2 - middle) <= 0.1 * Double(w) + 1
            {
                if barFirst < 0 { above += 1 } else { below += 1 }
            } else {
                return false
            }
        }
        guard barFirst >= 0, 5 * (barLast - barFirst + 1) <= 2 * h else { return false }
        let at = (Double(barFirst + barLast + 1) / 2 - Double(c.y0)) / Double(h)
        return at >= 0.3 && at <= 0.7 && 4 * above >= h && 4 * below >= h
    }

    /// Whether the centres along a component's long axis (`length` pixels) move one way for the
    /// first part and back for the rest, by at least a quarter of `depth` each way (the length
    /// for `›`, the height for `⌄`), monotone within a pixel, the turn between `turn` and
    /// 1 − `turn` of the way, with 80 % of the lines measured.
    private static func isChevronProfile(_ centres: [Double], length: Int, depth: Int, turn: Double) -> Bool {
        guard centres.count * 10 >= 8 * length else { return false }
        for sign in [1.0, -1.0] {
            let values = centres.map { sign * $0 }
            guard let tip = values.indices.max(by: { values[$0] < values[$1] }) else { continue }
            let at = Double(tip) / Double(values.count - 1)
            guard at >= turn, at <= 1 - turn else { continue }
            let rise = values[tip] - values[0], fall = values[tip] - values[values.count - 1]
            guard rise >= 0.25 * Double(depth), fall >= 0.25 * Double(depth) else { continue }
            // Monotone towards the tip on both sides, within a pixel.
            var monotone = true
            for i in 1...tip where values[i] < values[i - 1] - 1 { monotone = false }
            for i in tip..<(values.count - 1) where values[i + 1] > values[i] + 1 { monotone = false }
            if monotone { return true }
        }
        return false
    }

    /// Whether a line of one glyph whose ink box is `width` x `height` image px is a lone symbol
    /// (a tab-bar or toolbar icon drawn as one outline: a star, a heart, a house): at least 12 CSS
    /// px tall and 0.75 to 1.33 times as wide as tall. A text run of one such character is rare:
    /// digits are narrower (0.5 to 0.7), words wider, and at 12 CSS px of ink (fonts of 16 px and
    /// more) letters no longer touch. On the iOS-styled tuning parts, the dev set and its
    /// other-fonts copy, of 87 such lines 86 matched no text run and one a passing one.
    static func isLoneSymbol(width: Int, height: Int, scale: Double) -> Bool {
        Double(height) >= 12 * scale && 4 * width >= 3 * height && 3 * width <= 4 * height
    }

    /// Whether the box `x0..<x1, y0..<y1` is a glyph on an icon tile of color `background`.
    static func isOnIconTile(
        x0: Int, y0: Int, x1: Int, y1: Int, background: (Double, Double, Double), image: ImageView,
        tolerance: Double
    ) -> Bool {
        let w = x1 - x0, h = y1 - y0
        guard 4 * w >= 3 * h, 2 * w <= 3 * h else { return false }
        return isEnclosed(x0: x0, y0: y0, x1: x1, y1: y1, background: background, image: image, tolerance: tolerance)
    }

    /// Whether the background of color `background` around the box `x0..<x1, y0..<y1` ends
    /// within 0.8 of the box's height above and below it and within `sideReach` heights left
    /// and right (more than `tolerance` levels away in some channel, or the image's edge): an
    /// icon tile (0.8) or a count badge's pill (2), not a page or a photograph.
    static func isEnclosed(
        x0: Int, y0: Int, x1: Int, y1: Int, background: (Double, Double, Double), image: ImageView,
        tolerance: Double, sideReach: Double = 0.8
    ) -> Bool {
        let h = y1 - y0
        let vertical = max(2, (8 * h) / 10), horizontal = max(2, Int(sideReach * Double(h)))
        let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
        /// Steps from (x, y) by (dx, dy) up to `reach` pixels; true when the tile's color ends.
        func ends(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> Bool {
            for step in 1...(dx == 0 ? vertical : horizontal) {
                let px = x + dx * step, py = y + dy * step
                guard px >= 0, px < image.width, py >= 0, py < image.height else { return true }
                let c = image.color(at: py * image.width + px)
                if ComponentExtraction.maxDifference(c, background) > tolerance { return true }
            }
            return false
        }
        return ends(x0 - 1, cy, -1, 0) && ends(x1, cy, 1, 0) && ends(cx, y0 - 1, 0, -1) && ends(cx, y1, 0, 1)
    }
}

extension IconShapes {
    /// The lines that are strokes of one symbol drawn in several pieces (a sun's rays around its
    /// disc, a list glyph's bars), found after measurement: text lines of one paragraph never
    /// overlap one another's ink boxes, while the pieces of a symbol do (or nearly: a person's
    /// head over its shoulders). Pieces join when their boxes overlap in x, are at most one CSS
    /// px apart in y (or overlap), and their foreground and background colors agree within 24
    /// levels per channel; a group of two or more whose joint box is at most 48 CSS px on its
    /// longer side and at most twice as wide as tall (or as tall as wide) is a symbol.
    /// - Returns: The indices of `rects` that are symbol pieces, in increasing order.
    static func symbolPieces(
        _ rects: [PixelRect], foregrounds: [(UInt8, UInt8, UInt8)], backgrounds: [(UInt8, UInt8, UInt8)],
        scale: Double
    ) -> [Int] {
        let order = rects.indices.sorted { rects[$0].y < rects[$1].y }
        var parent = Array(rects.indices)
        func find(_ start: Int) -> Int {
            var a = start
            while parent[a] != a { parent[a] = parent[parent[a]]; a = parent[a] }
            return a
        }
        func close(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Bool {
            max(abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2))) <= 24
        }
        let gap = Int(scale.rounded(.up))
        for (position, i) in order.enumerated() {
            let a = rects[i]
            for j in order[(position + 1)...] {
                let b = rects[j]
                if b.y > a.y + a.height + gap { break }
                guard b.x < a.x + a.width, a.x < b.x + b.width else { continue }
                guard close(foregrounds[i], foregrounds[j]), close(backgrounds[i], backgrounds[j]) else { continue }
                let ra = find(i), rb = find(j)
                if ra != rb { parent[rb] = ra }
            }
        }
        var groups: [Int: [Int]] = [:]
        for i in rects.indices { groups[find(i), default: []].append(i) }
        var pieces: [Int] = []
        for members in groups.values where members.count >= 2 {
            let x0 = members.map { rects[$0].x }.min() ?? 0, y0 = members.map { rects[$0].y }.min() ?? 0
            let x1 = members.map { rects[$0].x + rects[$0].width }.max() ?? 0
            let y1 = members.map { rects[$0].y + rects[$0].height }.max() ?? 0
            let w = Double(x1 - x0), h = Double(y1 - y0)
            guard max(w, h) <= 48 * scale, w <= 2 * h, h <= 2 * w else { continue }
            pieces.append(contentsOf: members)
        }
        return pieces.sorted()
    }
}
