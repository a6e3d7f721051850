/// Per-pixel statistics of the 3x3 neighbourhood, computed in one parallel pass.
///
/// - `range`: the largest max−min over the 3x3 window among R, G, B (0...255).
/// - `laplacian9`: the largest |9·c − Σ window| among R, G, B, clamped to 255: nine times the
///   deviation of the pixel from its 3x3 mean. Small on flat areas and on smooth gradients.
/// Borders repeat the edge pixel. Separable: each row's horizontal min/max/sum of 3 is computed
/// once and combined over three rows. Cost: one read of the image, 2 bytes per pixel.
struct LocalStatistics {
    var range: [UInt8]
    var laplacian9: [UInt8]

    init(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, threads: Int) {
        let count = width * height
        guard let source = rgba.baseAddress, count > 0 else {
            range = []
            laplacian9 = []
            return
        }
        let input = SharedReadPointer(base: source)
        var range = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var laplacian = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        range.withUnsafeMutableBufferPointer { rangeBuffer in
            laplacian.withUnsafeMutableBufferPointer { lapBuffer in
                let rangeOut = SharedPointer(base: rangeBuffer.baseAddress!)
                let lapOut = SharedPointer(base: lapBuffer.baseAddress!)
                forEachBand(rows: height, threads: threads) { rows in
                    LocalStatistics.band(
                        rows, source: input.base, width: width, height: height, range: rangeOut.base,
                        laplacian: lapOut.base)
                }
            }
        }
        self.range = range
        self.laplacian9 = laplacian
    }

    /// Horizontal min, max and sum of 3 for one row, 3 channels interleaved (3 entries per x).
    private static func horizontal(
        row y: Int, source: UnsafePointer<UInt8>, width: Int,
        low: UnsafeMutablePointer<UInt8>, high: UnsafeMutablePointer<UInt8>, sum: UnsafeMutablePointer<Int16>
    ) {
        let base = source + y * width * 4
        for x in 0..<width {
            let l = (x > 0 ? x - 1 : 0) * 4, c = x * 4, r = (x + 1 < width ? x + 1 : x) * 4
            for channel in 0..<3 {
                let a = base[l + channel], b = base[c + channel], d = base[r + channel]
                low[x * 3 + channel] = min(a, b, d)
                high[x * 3 + channel] = max(a, b, d)
                sum[x * 3 + channel] = Int16(a) + Int16(b) + Int16(d)
            }
        }
    }

    private static func band(
        _ rows: Range<Int>, source: UnsafePointer<UInt8>, width: Int, height: Int,
        range: UnsafeMutablePointer<UInt8>, laplacian: UnsafeMutablePointer<UInt8>
    ) {
        let n = width * 3
        let lows = UnsafeMutablePointer<UInt8>.allocate(capacity: n * 3)
        let highs = UnsafeMutablePointer<UInt8>.allocate(capacity: n * 3)
        let sums = UnsafeMutablePointer<Int16>.allocate(capacity: n * 3)
        defer { lows.deallocate(); highs.deallocate(); sums.deallocate() }
        // Slot of row r in the ring of three buffers.
        var slotRow = [-1, -1, -1]
        func ensure(_ r: Int) -> Int {
            let slot = r % 3
            if slotRow[slot] != r {
                horizontal(row: r, source: source, width: width, low: lows + slot * n, high: highs + slot * n, sum: sums + slot * n)
                slotRow[slot] = r
            }
            return slot * n
        }
        for y in rows {
            let up = ensure(max(0, y - 1)), mid = ensure(y), down = ensure(min(height - 1, y + 1))
            let centre = source + y * width * 4
            for x in 0..<width {
                var worstRange: Int = 0
                var worstLap: Int = 0
                for channel in 0..<3 {
                    let i = x * 3 + channel
                    let low = min(lows[up + i], lows[mid + i], lows[down + i])
                    let high = max(highs[up + i], highs[mid + i], highs[down + i])
                    worstRange = max(worstRange, Int(high &- low))
                    let total = Int(sums[up + i]) + Int(sums[mid + i]) + Int(sums[down + i])
                    worstLap = max(worstLap, abs(9 * Int(centre[x * 4 + channel]) - total))
                }
                range[y * width + x] = UInt8(truncatingIfNeeded: worstRange)
                laplacian[y * width + x] = UInt8(truncatingIfNeeded: min(255, worstLap))
            }
        }
    }
}
