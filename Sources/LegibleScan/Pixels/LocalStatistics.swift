/// Per-pixel statistics of the 3x3 neighbourhood, computed in one parallel pass.
///
/// - `range`: the largest max−min over the 3x3 window among R, G, B (0...255).
/// - `laplacian9`: the largest |9·c − Σ window| among R, G, B, clamped to 255: nine times the
///   deviation of the pixel from its 3x3 mean. Small on flat areas and on smooth gradients.
///   ``BackgroundModel/classifyFlat(_:width:height:tolerances:threads:)`` overwrites it with the flat mask.
/// - `rangeHistogram`: how many pixels have each range 0...24 (the noise estimate needs it).
/// Borders repeat the edge pixel. Runs of 32 pixels whose whole 3x3 neighbourhoods are one
/// color (most of a UI screenshot) are recognised by comparing 4-byte pixels and written as
/// zeros; the other pixels read their window directly. Cost: one read of the image, 2 bytes per
/// pixel.
struct LocalStatistics {
    var range: [UInt8]
    var laplacian9: [UInt8]
    var rangeHistogram: [Int]

    static let chunk = 16

    init(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, threads: Int) {
        let count = width * height
        let bands = bandCount(rows: height)
        var histograms = [Int](repeating: 0, count: 25 * bands)
        guard let source = rgba.baseAddress, count > 0 else {
            range = []
            laplacian9 = []
            rangeHistogram = [Int](repeating: 0, count: 25)
            return
        }
        let input = SharedReadPointer(base: source)
        var range = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var laplacian = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        range.withUnsafeMutableBufferPointer { rangeBuffer in
            laplacian.withUnsafeMutableBufferPointer { lapBuffer in
                histograms.withUnsafeMutableBufferPointer { histogramBuffer in
                    let rangeOut = SharedPointer(base: rangeBuffer.baseAddress!)
                    let lapOut = SharedPointer(base: lapBuffer.baseAddress!)
                    let histogramOut = SharedPointer(base: histogramBuffer.baseAddress!)
                    forEachBand(rows: height, threads: threads) { band, rows in
                        LocalStatistics.band(
                            rows, source: input.base, width: width, height: height, range: rangeOut.base,
                            laplacian: lapOut.base, histogram: histogramOut.base + 25 * band)
                    }
                }
            }
        }
        var total = [Int](repeating: 0, count: 25)
        for band in 0..<bands {
            for value in 0..<25 { total[value] += histograms[25 * band + value] }
        }
        self.range = range
        self.laplacian9 = laplacian
        self.rangeHistogram = total
    }

    /// Whether every pixel of rows `up`, `mid`, `down` over columns `first...last` equals `word`.
    @inline(__always)
    private static func uniform(
        _ up: UnsafeRawPointer, _ mid: UnsafeRawPointer, _ down: UnsafeRawPointer, first: Int, last: Int,
        word: UInt32
    ) -> Bool {
        // R, G, B only: the first three bytes of each pixel whatever the byte order.
        let color = UInt32(littleEndian: 0x00FF_FFFF)
        // Row by row, so that a chunk that is not uniform is usually rejected by its first row.
        @inline(__always) func matches(_ row: UnsafeRawPointer) -> Bool {
            var differs: UInt32 = 0
            for x in first...last { differs |= row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self) ^ word }
            return differs & color == 0
        }
        return matches(mid) && matches(up) && matches(down)
    }

    private static func band(
        _ rows: Range<Int>, source: UnsafePointer<UInt8>, width: Int, height: Int,
        range: UnsafeMutablePointer<UInt8>, laplacian: UnsafeMutablePointer<UInt8>,
        histogram: UnsafeMutablePointer<Int>
    ) {
        var zeros = 0
        // Vertical min, max and sum of 3 for the columns x0-1...x1 of a chunk, 3 channels each.
        let columns = (chunk + 2) * 3
        let lows = UnsafeMutablePointer<UInt8>.allocate(capacity: columns)
        let highs = UnsafeMutablePointer<UInt8>.allocate(capacity: columns)
        let sums = UnsafeMutablePointer<Int16>.allocate(capacity: columns)
        defer { lows.deallocate(); highs.deallocate(); sums.deallocate() }
        for y in rows {
            let upRow = max(0, y - 1), downRow = min(height - 1, y + 1)
            let up = UnsafeRawPointer(source + upRow * width * 4), mid = UnsafeRawPointer(source + y * width * 4)
            let down = UnsafeRawPointer(source + downRow * width * 4)
            let rangeRow = range + y * width, lapRow = laplacian + y * width
            var x0 = 0
            while x0 < width {
                let x1 = min(width, x0 + chunk)
                let word = mid.loadUnaligned(fromByteOffset: 4 * x0, as: UInt32.self)
                if uniform(up, mid, down, first: max(0, x0 - 1), last: min(width - 1, x1), word: word) {
                    (rangeRow + x0).update(repeating: 0, count: x1 - x0)
                    (lapRow + x0).update(repeating: 0, count: x1 - x0)
                    zeros += x1 - x0
                    x0 = x1
                    continue
                }
                let upBytes = source + upRow * width * 4, midBytes = source + y * width * 4
                let downBytes = source + downRow * width * 4
                // Column slot k holds column x0 - 1 + k (clamped to the image).
                for k in 0..<(x1 &- x0 &+ 2) {
                    let column = min(width &- 1, max(0, x0 &- 1 &+ k)) &* 4
                    let slot = k &* 3
                    for channel in 0..<3 {
                        let a = upBytes[column &+ channel], b = midBytes[column &+ channel]
                        let d = downBytes[column &+ channel]
                        lows[slot &+ channel] = min(a, b, d)
                        highs[slot &+ channel] = max(a, b, d)
                        sums[slot &+ channel] = Int16(a) &+ Int16(b) &+ Int16(d)
                    }
                }
                for x in x0..<x1 {
                    // Slots of the columns x-1, x, x+1, repeating the edge column at the borders.
                    let c = (x &- x0 &+ 1) &* 3
                    let l = x > 0 ? c &- 3 : c, r = x &+ 1 < width ? c &+ 3 : c
                    let centre = midBytes + x &* 4
                    var worstRange = 0, worstLap = 0
                    for channel in 0..<3 {
                        let low = min(lows[l &+ channel], lows[c &+ channel], lows[r &+ channel])
                        let high = max(highs[l &+ channel], highs[c &+ channel], highs[r &+ channel])
                        worstRange = max(worstRange, Int(high &- low))
                        let total = Int(sums[l &+ channel]) &+ Int(sums[c &+ channel]) &+ Int(sums[r &+ channel])
                        let deviation = 9 &* Int(centre[channel]) &- total
                        worstLap = max(worstLap, deviation < 0 ? 0 &- deviation : deviation)
                    }
                    rangeRow[x] = UInt8(truncatingIfNeeded: worstRange)
                    lapRow[x] = UInt8(truncatingIfNeeded: min(255, worstLap))
                    if worstRange <= 24 { histogram[worstRange] += 1 }
                }
                x0 = x1
            }
        }
        histogram[0] += zeros
    }
}
