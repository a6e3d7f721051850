/// Seed regions that may be the flat inside of a thick glyph stroke (see `BackgroundModel`).
extension BackgroundModel {
    /// A region's bounding box in pixels (columns `x0..<x1`, rows `y0..<y1`) and its pixel count.
    struct RegionBox {
        var x0 = Int.max, y0 = Int.max, x1 = 0, y1 = 0, area = 0
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
                boxes[label].area += Int(regions.runEnd[run] - regions.runStart[run])
            }
        }
        return boxes
    }

    /// Per region label (index 0 unused): whether a region that holds a square of side
    /// `bigSize` (given in `hasBig`) is, all the same, a candidate stroke inside: the inside of
    /// a stroke of bold text too thick for the big square (large titles, Dynamic Type AX sizes,
    /// clock digits), not a container. It must
    /// - fit in a box of `compactSize` pixels each way, `margin` pixels clear of the image's
    ///   edge (a title cropped by the edge is left alone);
    /// - not be solid, three quarters of its box or more, unless three times as tall as wide
    ///   (a stem): pills, bars and dots are shapes (the skeleton placeholders and bar charts of
    ///   the 4K benchmark image), which dropping only turns into ink for the glyph gate;
    /// - be of one color and stand out from the background around its box (`standsOut`): the
    ///   pieces of a chart's plot area between its polylines share the color around them, and
    ///   an emoji is filled with gradients;
    /// - hold no square of side `hugeSize`, found by the classic dynamic programme over the
    ///   region's own pixels (a region is a union of flat pixels, so a square inside it is a
    ///   flat one), only inside these boxes.
    ///
    /// The one-sided test (`oneSidedMajors`) then keeps those with text inside.
    /// - Complexity: O(runs + area of the boxes that pass the first three tests).
    static func compactStrokeRegions(
        _ regions: RunLabels, boxes: [RegionBox], hasBig: [Bool], image: ImageView, background: [UInt8],
        compactSize: Int, hugeSize: Int, margin: Int, tolerance: Int
    ) -> [Bool] {
        let width = regions.width, height = image.height
        var result = [Bool](repeating: false, count: regions.count + 1)
        var side: [Int32] = []
        for label in 1..<(regions.count + 1) where hasBig[label] {
            let box = boxes[label]
            // A solid shape (a pill, a bar, a dot: three quarters of its box or more) is a stroke
            // only when it is a stem, three times as tall as wide or more.
            let isSolid = 4 * box.area >= 3 * box.width * box.height && box.height < 3 * box.width
            guard !isSolid, box.width <= compactSize, box.height <= compactSize, box.x0 >= margin, box.y0 >= margin,
                box.x1 + margin <= width, box.y1 + margin <= height,
                BackgroundModel.standsOut(
                    label, box: box, regions: regions, image: image, background: background, margin: margin,
                    tolerance: tolerance)
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

    /// Whether the region is of one color (its first and last pixels within 2·`tolerance`)
    /// and the background just outside `box` (the ring `margin` pixels beyond it) mostly
    /// differs from that color by more than 2·`tolerance`: a glyph's stroke is of one color on
    /// a background of another, while the pieces of one background cut apart by thin lines (a
    /// chart's plot area between its polylines) share the color around them, and a shape
    /// filled with a gradient (an emoji's flame) is no stroke. O(box perimeter).
    static func standsOut(
        _ label: Int, box: RegionBox, regions: RunLabels, image: ImageView, background: [UInt8], margin: Int,
        tolerance: Int
    ) -> Bool {
        let width = image.width
        // The region's color: its first pixel (top row, leftmost run).
        guard let firstRun = regions.runs(ofRow: box.y0).first(where: { Int(regions.runLabel[$0]) == label })
        else { return false }
        let own = box.y0 * width + Int(regions.runStart[firstRun])
        // A glyph's stroke is one color; a shape filled with a gradient (an emoji) is not.
        guard let lastRun = regions.runs(ofRow: box.y1 - 1).last(where: { Int(regions.runLabel[$0]) == label }),
            image.channelDifference(own, (box.y1 - 1) * width + Int(regions.runEnd[lastRun]) - 1) <= 2 * tolerance
        else { return false }
        var differing = 0, total = 0
        func sample(_ x: Int, _ y: Int) {
            let index = y * width + x
            guard background[index] != 0 else { return }
            total += 1
            if image.channelDifference(index, own) > 2 * tolerance { differing += 1 }
        }
        let left = box.x0 - margin, right = box.x1 - 1 + margin, top = box.y0 - margin, bottom = box.y1 - 1 + margin
        for x in left...right {
            sample(x, top)
            sample(x, bottom)
        }
        for y in (top + 1)..<bottom {
            sample(left, y)
            sample(right, y)
        }
        return total > 0 && 2 * differing > total
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
