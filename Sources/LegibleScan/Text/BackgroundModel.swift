/// The background model: which pixels are background, and each pixel's nearest one.
///
/// A pixel is flat when its 3x3 range is tiny, or when it lies on a smooth gradient (small
/// range and small deviation from its 3x3 mean). Background seeds are flat squares of side
/// 4·scale+1 (too wide to fit inside most glyph strokes); they grow through connected flat
/// pixels, so that thin strips inside badges and buttons join their container.
/// A seed region without a square of side 7·scale+1 is dropped again when every sizeable ink
/// component it touches also touches a region of a clearly different color: it is then the
/// flat interior of a thick glyph stroke, not a container. So is a region with such a square
/// but none of side 15·scale+1 that fits in 72·scale pixels each way, clear of the image's
/// edge, whose color differs from most of the background just around its box, and that is not
/// a solid pill, bar or dot (see `compactStrokeRegions`): the strokes of bold text of about
/// 40–100 CSS px. Components that are details of a stroke (its one-pixel anti-aliased rim, a
/// closed counter small against the region; see `isStrokeDetail`) do not keep a region.
/// Every other pixel takes the color of its nearest background pixel (exact Euclidean
/// distance), which follows gradients and smooth photographs.
struct BackgroundModel {
    var isBackground: [UInt8]
    var nearest: NearestMap
    /// The ink components and their pixels as measured before the drop; still exact when
    /// `dropped` is false.
    var components: RunLabels
    var pixels: ComponentPixels
    /// Whether any seed region was dropped (then `components` and `pixels` are stale).
    var dropped: Bool
    /// After a drop whose nearest background was repaired: the pixels whose background or
    /// nearest background pixel changed, in raster order (the dropped pixels among them); nil
    /// when nothing was dropped or the map was computed again.
    var changedPixels: [Int]?

    init(
        image: ImageView, flat: consuming [UInt8], tolerances: ScanTolerances, scale: Double, threads: Int
    ) {
        let width = image.width, height = image.height
        let seedSize = Int((4 * scale).rounded()) + 1
        var background = Morphology.opening(flat, width: width, height: height, size: seedSize, threads: threads)
        Morphology.propagate(&background, within: flat, width: width, height: height, threads: threads)

        let bigSize = Int((7 * scale).rounded()) + 1
        // A big flat square lies inside the background (it is a union of seed squares) and inside
        // one region, so the regions holding a big square are those holding one's corner.
        let big = Morphology.opening(
            flat, width: width, height: height, size: bigSize, threads: threads, anchorsOnly: true)
        _ = consume flat
        let regions = ConnectedComponents.label(
            background, width: width, height: height, eightConnected: false, threads: threads)
        var hasBig = [Bool](repeating: false, count: regions.count + 1)
        big.withUnsafeBufferPointer { b in
            for y in 0..<height {
                for run in regions.runs(ofRow: y) where !hasBig[Int(regions.runLabel[run])] {
                    // Anchors are sparse: 8 mask bytes at a time.
                    if NearestBackground.firstSet(
                        b.baseAddress! + y * width, from: Int(regions.runStart[run]), through: Int(regions.runEnd[run]) - 1)
                        != nil
                    {
                        hasBig[Int(regions.runLabel[run])] = true
                    }
                }
            }
        }
        _ = consume big
        let boxes = BackgroundModel.regionBoxes(regions, height: height)
        let compactStroke = BackgroundModel.compactStrokeRegions(
            regions, boxes: boxes, hasBig: hasBig, image: image, background: background,
            compactSize: Int((72 * scale).rounded()), hugeSize: Int((15 * scale).rounded()) + 1,
            margin: Int((2 * scale).rounded()), tolerance: tolerances.ink)
        let candidate = (0..<(regions.count + 1)).map { !hasBig[$0] || compactStroke[$0] }
        let nearest = NearestBackground.map(background: background, width: width, height: height, threads: threads)
        let components = BackgroundModel.inkComponents(
            image: image, background: background, nearest: nearest, tolerance: tolerances.ink, threads: threads)
        let pixels = ComponentPixels(runs: components)
        var oneSided = [Bool](repeating: false, count: regions.count + 1)
        // Only the candidate regions can be dropped, so only components with some pixel nearest
        // to such a region need the full count: their background is marked 2 meanwhile.
        BackgroundModel.mark(&background, regions: regions, where: { candidate[$0] }, value: 2)
        let oneSidedMajors = background.withUnsafeBufferPointer { backgroundBuffer in
            let marks = SharedReadPointer(base: backgroundBuffer.baseAddress!)
            return concatenatedChunks(count: components.count, threads: threads) { chunk in
                BackgroundModel.oneSidedMajors(
                    labels: (chunk.lowerBound + 1)..<(chunk.upperBound + 1), pixels: pixels, nearest: nearest,
                    regions: regions, marks: marks.base, image: image, boxes: boxes, scale: scale,
                    tolerance: tolerances.ink)
            }
        }
        BackgroundModel.mark(&background, regions: regions, where: { candidate[$0] }, value: 1)
        for region in oneSidedMajors { oneSided[region] = true }
        var dropped = false
        var dropRegion = [Bool](repeating: false, count: regions.count + 1)
        for region in 1..<(regions.count + 1) where candidate[region] && !oneSided[region] {
            dropRegion[region] = true
            dropped = true
        }
        if dropped {
            background.withUnsafeMutableBufferPointer { b in
                for y in 0..<height {
                    for run in regions.runs(ofRow: y) where dropRegion[Int(regions.runLabel[run])] {
                        let start = y * width + Int(regions.runStart[run])
                        let length = Int(regions.runEnd[run] - regions.runStart[run])
                        (b.baseAddress! + start).update(repeating: 0, count: length)
                    }
                }
            }
        }
        isBackground = background
        self.components = components
        self.pixels = pixels
        self.dropped = dropped
        self.changedPixels = nil
        if dropped {
            var updated = consume nearest
            let repaired = NearestBackground.repair(
                &updated, background: background, width: width, height: height, threads: threads,
                isStale: { [dropRegion] near in dropRegion[Int(regions.label(at: near))] })
            if let repaired {
                self.nearest = updated
                self.changedPixels = repaired
            } else {
                updated = NearestMap(width: width, codes: [], far: [])
                self.nearest = NearestBackground.map(background: background, width: width, height: height, threads: threads)
            }
        } else {
            self.nearest = nearest
        }
    }

    /// Sets the mask bytes of the regions whose label satisfies `selected` to `value`.
    private static func mark(
        _ mask: inout [UInt8], regions: RunLabels, where selected: (Int) -> Bool, value: UInt8
    ) {
        let width = regions.width
        mask.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<(regions.rowFirstRun.count - 1) {
                for run in regions.runs(ofRow: y) where selected(Int(regions.runLabel[run])) {
                    let start = y * width + Int(regions.runStart[run])
                    (base + start).update(repeating: value, count: Int(regions.runEnd[run] - regions.runStart[run]))
                }
            }
        }
    }

    /// For the components `labels` at least 4·`scale` tall: the background region that each
    /// touches most (through the nearest background of its pixels), when no other region
    /// holding at least 15 % of those pixels differs from it by more than 2·`tolerance` in mean
    /// color (the component is then one-sided: ink inside that region) and the component is no
    /// detail of a stroke around it (`isStrokeDetail`, against the region's box in `boxes`).
    /// Components none of whose pixels is nearest to a background pixel marked 2 in `marks`
    /// are skipped (their answer would concern a region that cannot be dropped).
    private static func oneSidedMajors(
        labels: Range<Int>, pixels: ComponentPixels, nearest: NearestMap, regions: RunLabels,
        marks: UnsafePointer<UInt8>, image: ImageView, boxes: [RegionBox], scale: Double, tolerance: Int
    ) -> [Int] {
        let minimumHeight = 4 * scale
        let width = image.width
        var result: [Int] = []
        // Pixel counts and color sums per touched background region, reset after each component.
        var touchedCount = [Int](repeating: 0, count: regions.count + 1)
        var touchedSum = [(Double, Double, Double)](repeating: (0, 0, 0), count: regions.count + 1)
        var touched: [Int] = []
        var hint = 0
        var lookup = nearest.cursor()
        for label in labels {
            let span = pixels.range(of: Int32(label))
            // Pixels are in raster order: the first is on the top row, the last on the bottom one.
            guard let first = span.first, let last = span.last else { continue }
            let top = Int(pixels.pixels[first]) / width, bottom = Int(pixels.pixels[last]) / width
            guard Double(bottom - top + 1) >= minimumHeight else { continue }
            // Nothing to learn when every pixel's nearest background lies in a big region.
            var touchesSmall = false
            for slot in span {
                let near = lookup[Int(pixels.pixels[slot])]
                if near >= 0 && marks[near] == 2 {
                    touchesSmall = true
                    break
                }
            }
            guard touchesSmall else { continue }
            lookup = nearest.cursor()
            touched.removeAll(keepingCapacity: true)
            var left = width, right = 0
            for slot in span {
                let index = Int(pixels.pixels[slot])
                let x = index % width
                left = min(left, x)
                right = max(right, x)
                let near = lookup[index]
                guard near >= 0 else { continue }
                let region = Int(regions.label(at: near, hint: &hint))
                let color = image.color(at: near)
                if touchedCount[region] == 0 { touched.append(region) }
                touchedCount[region] += 1
                touchedSum[region].0 += color.0
                touchedSum[region].1 += color.1
                touchedSum[region].2 += color.2
            }
            // The most touched region; the smallest label among equals.
            var major = -1, total = 0
            for region in touched {
                total += touchedCount[region]
                if major < 0 || touchedCount[region] > touchedCount[major]
                    || (touchedCount[region] == touchedCount[major] && region < major)
                {
                    major = region
                }
            }
            let componentHeight = bottom - top + 1, componentWidth = right - left + 1
            if major >= 0
                && !BackgroundModel.isStrokeDetail(
                    pixelCount: span.count, width: componentWidth, height: componentHeight,
                    regionHeight: boxes[major].height, scale: scale)
            {
                let majorMean = BackgroundModel.mean((touchedCount[major], touchedSum[major]))
                var twoSided = false
                for region in touched where region != major && Double(touchedCount[region]) >= 0.15 * Double(total) {
                    let mean = BackgroundModel.mean((touchedCount[region], touchedSum[region]))
                    let difference = max(
                        abs(mean.0 - majorMean.0), abs(mean.1 - majorMean.1), abs(mean.2 - majorMean.2))
                    if difference > Double(2 * tolerance) { twoSided = true }
                }
                if !twoSided { result.append(major) }
            }
            for region in touched {
                touchedCount[region] = 0
                touchedSum[region] = (0, 0, 0)
            }
        }
        return result
    }

    /// The flat mask (1 where the pixel is flat or on a smooth gradient, else 0), written over
    /// `statistics.laplacian9`, which is emptied: no new full-image buffer.
    static func classifyFlat(
        _ statistics: inout LocalStatistics, width: Int, height: Int, tolerances: ScanTolerances, threads: Int
    ) -> [UInt8] {
        var flat = statistics.laplacian9
        statistics.laplacian9 = []
        guard flat.count == width * height, statistics.range.count == flat.count else { return flat }
        // The thresholds as bytes (the values are bytes; thresholds are never negative), so
        // that the loop compiles to vector compares without branches.
        let flatRange = UInt8(clamping: tolerances.flatRange), smoothRange = UInt8(clamping: tolerances.smoothRange)
        let smoothLaplacian = UInt8(clamping: tolerances.smoothLaplacian9)
        statistics.range.withUnsafeBufferPointer { ranges in
            flat.withUnsafeMutableBufferPointer { buffer in
                let input = SharedReadPointer(base: ranges.baseAddress!)
                let output = SharedPointer(base: buffer.baseAddress!)
                forEachBand(rows: height, threads: threads) { rows in
                    let range = input.base, laplacian = output.base
                    for index in (rows.lowerBound &* width)..<(rows.upperBound &* width) {
                        let r = range[index], l = laplacian[index]
                        let isFlat: UInt8 = r <= flatRange ? 1 : 0
                        let isSmooth: UInt8 = (l <= smoothLaplacian ? 1 : 0) & (r <= smoothRange ? 1 : 0)
                        laplacian[index] = isFlat | isSmooth
                    }
                }
            }
        }
        return flat
    }

    private static func mean(_ entry: (count: Int, sum: (Double, Double, Double))) -> (Double, Double, Double) {
        let n = Double(max(1, entry.count))
        return (entry.sum.0 / n, entry.sum.1 / n, entry.sum.2 / n)
    }
}

/// Read access to the RGBA pixels (row stride width·4; alpha ignored). Shared with concurrent
/// workers: nothing writes the pixels during a scan.
struct ImageView: @unchecked Sendable {
    let width: Int
    let height: Int
    let rgba: UnsafeBufferPointer<UInt8>

    @inline(__always) func color(at index: Int) -> (Double, Double, Double) {
        let o = index * 4
        return (Double(rgba[o]), Double(rgba[o + 1]), Double(rgba[o + 2]))
    }

    /// The largest |difference| over R, G, B between two pixels.
    @inline(__always) func channelDifference(_ a: Int, _ b: Int) -> Int {
        let p = a * 4, q = b * 4
        return max(
            abs(Int(rgba[p]) - Int(rgba[q])), abs(Int(rgba[p + 1]) - Int(rgba[q + 1])),
            abs(Int(rgba[p + 2]) - Int(rgba[q + 2])))
    }

    /// The largest max−min over the 3x3 window around a pixel among R, G, B, borders repeating
    /// the edge pixel: ``LocalStatistics/range`` at one pixel, for the few pixels that need it.
    func range3x3(at index: Int) -> Int {
        let y = index / width, x = index - y * width
        if x > 0, y > 0, x < width - 1, y < height - 1, let base = rgba.baseAddress {
            // Inside the image: no clamping, the nine pixels straight from memory.
            let stride = width &* 4
            let center = base + index &* 4
            var worst = 0
            for channel in 0..<3 {
                let c = center + channel
                let up = c - stride, down = c + stride
                let low = min(
                    min(min(up[-4], up[0]), min(up[4], c[-4])), min(min(c[0], c[4]), min(down[-4], min(down[0], down[4]))))
                let high = max(
                    max(max(up[-4], up[0]), max(up[4], c[-4])), max(max(c[0], c[4]), max(down[-4], max(down[0], down[4]))))
                worst = max(worst, Int(high &- low))
            }
            return worst
        }
        var worst = 0
        for channel in 0..<3 {
            var low = 255, high = 0
            for dy in -1...1 {
                let row = min(height - 1, max(0, y + dy))
                for dx in -1...1 {
                    let column = min(width - 1, max(0, x + dx))
                    let value = Int(rgba[(row * width + column) * 4 + channel])
                    low = min(low, value)
                    high = max(high, value)
                }
            }
            worst = max(worst, high - low)
        }
        return worst
    }

    /// The Euclidean RGB distance between two pixels.
    @inline(__always) func distance(_ a: Int, _ b: Int) -> Double {
        let p = a * 4, q = b * 4
        let dr = Double(Int(rgba[p]) - Int(rgba[q]))
        let dg = Double(Int(rgba[p + 1]) - Int(rgba[q + 1]))
        let db = Double(Int(rgba[p + 2]) - Int(rgba[q + 2]))
        return (dr * dr + dg * dg + db * db).squareRoot()
    }
}
