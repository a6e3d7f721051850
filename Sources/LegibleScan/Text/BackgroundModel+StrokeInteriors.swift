/// Seed regions that may be the flat inside of a thick glyph stroke (see `BackgroundModel`).
extension BackgroundModel {
    /// A region's bounding box in pixels: columns `x0..<x1`, rows `y0..<y1`.
    struct RegionBox {
        var x0 = Int.max, y0 = Int.max, x1 = 0, y1 = 0
        var width: Int { x1 - x0 }
        var height: Int { y1 - y0 }
    }

    /// The bounding box of every region label (index 0 unused). O(runs).
    static func regionBoxes(_ regions: RunLabels, height: Int) -> [RegionBox] {
        var boxes = [RegionBox](repeating: RegionBox(), count: regions.count + 1)
        for y in 0..<height {
            for run in regions.runs(ofRow: y) {
                let label = Int(regions.runLabel[run])
                boxes[label].x0 = min(boxes[label].x0, Int(regions.runStart[run]))
                boxes[label].x1 = max(boxes[label].x1, Int(regions.runEnd[run]))
                boxes[label].y0 = min(boxes[label].y0, y)
                boxes[label].y1 = max(boxes[label].y1, y + 1)
            }
        }
        return boxes
    }

    /// Per region label (index 0 unused): whether the region holds a square of side `bigSize`
    /// (given in `hasBig`) but none of side `hugeSize`, and fits in a box of `compactSize`
    /// pixels each way without touching the image's edge: the inside of a stroke of bold text
    /// too thick for the big square test (large titles, Dynamic Type AX sizes, clock digits),
    /// not a container. The largest square is found by the classic dynamic programme over the
    /// region's own pixels (a region is a union of flat pixels, so a square inside it is a flat
    /// one), only inside these compact boxes. O(runs + area of the compact boxes).
    static func compactStrokeRegions(
        _ regions: RunLabels, boxes: [RegionBox], hasBig: [Bool], height: Int, compactSize: Int, hugeSize: Int
    ) -> [Bool] {
        let width = regions.width
        var result = [Bool](repeating: false, count: regions.count + 1)
        var side: [Int32] = []
        for label in 1..<(regions.count + 1) where hasBig[label] {
            let box = boxes[label]
            guard box.width <= compactSize, box.height <= compactSize, box.x0 > 0, box.y0 > 0, box.x1 < width,
                box.y1 < height
            else { continue }
            guard box.width >= hugeSize, box.height >= hugeSize else {
                result[label] = true
                continue
            }
            // side[x] holds, for the previous then the current row, the side of the largest
            // square of region pixels whose bottom-right corner is (x, y).
            let w = box.width
            side.removeAll(keepingCapacity: true)
            side.append(contentsOf: repeatElement(0, count: w + 1))
            var found = false
            rows: for y in box.y0..<box.y1 {
                var diagonal: Int32 = 0  // side[x] of the previous row at the previous column
                var x = box.x0
                for run in regions.runs(ofRow: y) {
                    let start = max(Int(regions.runStart[run]), box.x0), end = min(Int(regions.runEnd[run]), box.x1)
                    guard start < end else { continue }
                    let inRegion = Int(regions.runLabel[run]) == label
                    // Columns before this run (or of another region) end every square.
                    while x < start {
                        diagonal = side[x - box.x0 + 1]
                        side[x - box.x0 + 1] = 0
                        x += 1
                    }
                    while x < end {
                        let slot = x - box.x0 + 1
                        let up = side[slot]
                        if inRegion {
                            let value = min(up, side[slot - 1], diagonal) + 1
                            side[slot] = value
                            if Int(value) >= hugeSize {
                                found = true
                                break rows
                            }
                        } else {
                            side[slot] = 0
                        }
                        diagonal = up
                        x += 1
                    }
                }
                while x < box.x1 {
                    side[x - box.x0 + 1] = 0
                    x += 1
                }
            }
            result[label] = !found
        }
        return result
    }

    /// Whether an ink component wholly inside one seed region says nothing about that region
    /// being a container: it is a detail of a thick glyph stroke around it, not text inside.
    ///
    /// - Thin: under 0.75·`scale` pixels of ink per pixel of its half perimeter
    ///   (`width + height`). The anti-aliased rim between a stroke's flat inside and the
    ///   background beyond is one or two pixels wide, and where the two lie at equal distances
    ///   the tie goes to the region on the left or above, so whole arcs of it lie nearest the
    ///   inside alone (measured 0.9–1.4 at 2x on bold text of 40–88 px); text strokes are at
    ///   least 1.8 at 2x.
    /// - Small: at most 0.3 of the region's height, in a region at least 16·`scale` tall: the
    ///   closed counter of a bold `e` or `a` (0.2 at 38 px), whose pixels, the background's
    ///   color, lie nearest the stroke around them. A label inside a chip or badge is taller
    ///   than that against its container (0.39 and more).
    static func isStrokeDetail(pixelCount: Int, width: Int, height: Int, regionHeight: Int, scale: Double) -> Bool {
        if Double(pixelCount) < 0.75 * scale * Double(width + height) { return true }
        return Double(regionHeight) >= 16 * scale && Double(height) <= 0.3 * Double(regionHeight)
    }
}
