/// Frees the glyphs that touch a photograph's edges from the edge network they join.
///
/// The anti-aliased edge between two background regions of a photograph (a polygon of a
/// wallpaper, a scrim's diagonal, a stripe) is a thin line of blended pixels that differ from
/// their nearest background pixel, so it is ink; a glyph whose stroke touches it joins one
/// component with it, too big to be a glyph (``ComponentExtraction``), and the word loses those
/// glyphs: the rest of its line is reported as a fragment that matches no run. A blend of two
/// nearby backgrounds lies at most about half their step from the nearer, while text stands out
/// from its backdrop by its whole contrast. So the pixels of a component too big for a glyph
/// are cut at half its strong distance (the 99th percentile of its pixels' distances from their
/// backgrounds): the strokes of the glyphs stay, the blended edge between them goes. Each piece
/// of what is left becomes a component of its own, and takes back the weaker pixels of the old
/// component within `scale` pixels of it (8-connected steps; its anti-aliased rim); the rest of
/// the weak pixels keep the old label, which is never a glyph.
enum ComponentSplitting {
    /// Whether a component's box is too big for a glyph: over 80 CSS px tall or 200 wide (the
    /// limit of ``ComponentExtraction``).
    static func isOversized(width: Int, height: Int, scale: Double) -> Bool {
        Double(height) > 80 * scale || Double(width) > 200 * scale
    }

    /// Whether a component fills at most half its box: a network of edges and the glyphs on it
    /// (0.01–0.21 on the tuning sets), not a solid block or a photograph taken whole for ink
    /// (0.97–1), where the cut finds nothing to free and would cost a pass over most of the image.
    static func isSparse(pixels: Int, boxArea: Int) -> Bool { 2 * pixels <= boxArea }

    /// Whether the pieces cut out of a line read as the glyphs of a word, not a photograph's own
    /// detail: at least three of them, and at least half of them, are glyph bodies (at least
    /// 10 CSS px and half the tallest piece tall, at most 1.5 times as wide as tall) whose heights
    /// lie within 2x of each other (capitals beside x-height letters, cut a little short). Lock
    /// screen dates and clocks (20 px and up) pass; smaller text kept this way on the web tuning
    /// pages was mostly misread (its backdrop taken from across the photograph's edges).
    static func isWordOfPieces(_ pieces: [Component], scale: Double) -> Bool {
        guard pieces.count >= 3, let tallest = pieces.map(\.height).max() else { return false }
        let bodies = pieces.filter {
            Double($0.height) >= 10 * scale && 2 * $0.height >= tallest && 2 * $0.width <= 3 * $0.height
        }
        guard bodies.count >= 3, 2 * bodies.count >= pieces.count, let shortest = bodies.map(\.height).min()
        else { return false }
        return (bodies.map(\.height).max() ?? 0) <= 2 * shortest
    }

    /// `runs` with every oversized sparse component cut as described above (new labels after the old
    /// ones), and the labels of the oversized components, which keep the weak pixels left over
    /// (still ink, so that they are not taken for the ring around a line, and never a glyph);
    /// nil when no component is oversized.
    /// - Complexity: O(runs) to find them, then per oversized component O(pixels) and a zeroed
    ///   grid of its box (4 bytes per pixel, freed before the next).
    static func split(
        runs: RunLabels, pixels: ComponentPixels, image: ImageView, nearest: NearestMap, scale: Double
    ) -> (runs: RunLabels, residues: Set<Int32>)? {
        let width = image.width
        let rowCount = max(0, runs.rowFirstRun.count - 1)
        guard runs.count > 0, rowCount > 0 else { return nil }
        // Boxes of every label from its runs.
        var x0 = [Int32](repeating: .max, count: runs.count + 1), x1 = [Int32](repeating: .min, count: runs.count + 1)
        var y0 = [Int32](repeating: .max, count: runs.count + 1), y1 = [Int32](repeating: .min, count: runs.count + 1)
        for y in 0..<rowCount {
            for run in runs.runs(ofRow: y) {
                let l = Int(runs.runLabel[run])
                x0[l] = min(x0[l], runs.runStart[run]); x1[l] = max(x1[l], runs.runEnd[run])
                y0[l] = min(y0[l], Int32(y)); y1[l] = max(y1[l], Int32(y + 1))
            }
        }
        var oversized: [Int] = []
        for l in 1...runs.count where x1[l] > x0[l] {
            let w = Int(x1[l] - x0[l]), h = Int(y1[l] - y0[l])
            if isOversized(width: w, height: h, scale: scale) && isSparse(pixels: pixels.range(of: Int32(l)).count, boxArea: w * h) {
                oversized.append(l)
            }
        }
        guard !oversized.isEmpty else { return nil }
        // New label of each pixel slot of the oversized components (the old label: left over).
        var pieceLabels: [[Int32]] = []
        var pieceIndex = [Int32](repeating: -1, count: runs.count + 1)
        var next = Int32(runs.count)
        var lookup = nearest.cursor()
        let reach = max(1, Int(scale.rounded()))
        var histogram = [Int](repeating: 0, count: 443)
        var levels: [UInt16] = []
        var stack: [Int] = [], weak: [Int] = [], joins: [(Int, Int32)] = []
        for l in oversized {
            let span = pixels.range(of: Int32(l))
            let bx = Int(x0[l]), by = Int(y0[l]), bw = Int(x1[l] - x0[l]), bh = Int(y1[l] - y0[l])
            // Distances in whole levels (0...442), their 99th percentile from a histogram.
            levels.removeAll(keepingCapacity: true)
            for index in 0..<histogram.count { histogram[index] = 0 }
            for slot in span {
                let index = Int(pixels.pixels[slot])
                let near = lookup[index]
                let level = near >= 0 ? UInt16(min(442, image.distance(index, near).rounded())) : 0
                levels.append(level)
                histogram[Int(level)] += 1
            }
            let rank = (99 * span.count + 99) / 100
            var seen = 0, p99 = 0
            for level in 0..<histogram.count {
                seen += histogram[level]
                if seen >= rank { p99 = level; break }
            }
            let strong = UInt16((Double(p99) / 2).rounded(.up))
            // Grid over the box: 0 outside the component, -1 weak, -2 strong unlabelled, > 0 piece.
            var grid = [Int32](repeating: 0, count: bw * bh)
            var cells = [Int](repeating: 0, count: span.count)
            weak.removeAll(keepingCapacity: true)
            for (k, slot) in span.enumerated() {
                let index = Int(pixels.pixels[slot])
                let y = index / width, x = index - y * width
                let cell = (y - by) * bw + (x - bx)
                cells[k] = cell
                if levels[k] >= strong { grid[cell] = -2 } else { grid[cell] = -1; weak.append(cell) }
            }
            for start in cells where grid[start] == -2 {
                next += 1
                grid[start] = next
                stack.append(start)
                while let cell = stack.popLast() {
                    let cy = cell / bw, cx = cell - cy * bw
                    for ny in max(0, cy - 1)...min(bh - 1, cy + 1) {
                        for nx in max(0, cx - 1)...min(bw - 1, cx + 1) where grid[ny * bw + nx] == -2 {
                            grid[ny * bw + nx] = next
                            stack.append(ny * bw + nx)
                        }
                    }
                }
            }
            // The weak pixels next to a piece join it, `reach` steps out.
            for _ in 0..<reach where !weak.isEmpty {
                joins.removeAll(keepingCapacity: true)
                weak.removeAll { cell in
                    let cy = cell / bw, cx = cell - cy * bw
                    for ny in max(0, cy - 1)...min(bh - 1, cy + 1) {
                        for nx in max(0, cx - 1)...min(bw - 1, cx + 1) where grid[ny * bw + nx] > 0 {
                            joins.append((cell, grid[ny * bw + nx]))
                            return true
                        }
                    }
                    return false
                }
                if joins.isEmpty { break }
                for (cell, label) in joins { grid[cell] = label }
            }
            pieceIndex[l] = Int32(pieceLabels.count)
            pieceLabels.append(cells.map { grid[$0] > 0 ? grid[$0] : Int32(l) })
        }
        // The runs again, those of the oversized components cut into their pieces' runs.
        var rowFirstRun: [Int] = [0]
        var starts: [Int32] = [], ends: [Int32] = [], labels: [Int32] = []
        rowFirstRun.reserveCapacity(rowCount + 1)
        var cursor = [Int](repeating: 0, count: pieceLabels.count)
        for y in 0..<rowCount {
            for run in runs.runs(ofRow: y) {
                let l = Int(runs.runLabel[run])
                let p = Int(pieceIndex[l])
                guard p >= 0 else {
                    starts.append(runs.runStart[run]); ends.append(runs.runEnd[run]); labels.append(runs.runLabel[run])
                    continue
                }
                var slot = cursor[p]
                var x = runs.runStart[run]
                while x < runs.runEnd[run] {
                    let label = pieceLabels[p][slot]
                    var end = x + 1
                    slot += 1
                    while end < runs.runEnd[run] && pieceLabels[p][slot] == label { end += 1; slot += 1 }
                    starts.append(x); ends.append(end); labels.append(label)
                    x = end
                }
                cursor[p] = slot
            }
            rowFirstRun.append(starts.count)
        }
        // The sentinel run.
        starts.append(0); ends.append(0); labels.append(0)
        let cut = RunLabels(
            width: runs.width, rowFirstRun: rowFirstRun, runStart: starts, runEnd: ends, runLabel: labels,
            count: Int(next))
        return (cut, Set(oversized.map { Int32($0) }))
    }
}
