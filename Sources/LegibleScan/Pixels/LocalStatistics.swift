/// Per-pixel statistics of the 3x3 neighbourhood, computed in one parallel pass.
///
/// - `range`: the largest max−min over the 3x3 window among R, G, B (0...255).
/// - `laplacian9`: the largest |9·c − Σ window| among R, G, B, clamped to 255: nine times the
///   deviation of the pixel from its 3x3 mean. Small on flat areas and on smooth gradients.
///   ``BackgroundModel/classifyFlat(_:width:height:tolerances:threads:)`` overwrites it with the flat mask.
/// - `rangeHistogram`: how many pixels have each range 0...24 (the noise estimate needs it).
/// Borders repeat the edge pixel. Chunks of 16 pixels whose whole 3x3 neighbourhoods are one
/// color (most of a UI screenshot) are recognised by comparing 4-byte pixels (each row's
/// stretches once, for the three rows that use it) and written as zeros; the other pixels read
/// their window directly. Cost: one read of the image, 2 bytes per
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

    /// Whether every pixel of `row` over columns `first...last` has the color (R, G, B) of the
    /// one at `first`.
    @inline(__always)
    private static func uniform(_ row: UnsafeRawPointer, first: Int, last: Int) -> Bool {
        // R, G, B only: the first three bytes of each pixel whatever the byte order.
        let color = UInt32(littleEndian: 0x00FF_FFFF)
        let word = row.loadUnaligned(fromByteOffset: 4 &* first, as: UInt32.self)
        var differs: UInt32 = 0
        for x in first...last { differs |= row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self) ^ word }
        return differs & color == 0
    }

    /// Per chunk of row `y`: 1 when the pixels of the chunk and one more on each side (within
    /// the image) are one color, else 0.
    private static func uniformChunks(
        _ flags: UnsafeMutablePointer<UInt8>, row: UnsafeRawPointer, width: Int
    ) {
        var chunkIndex = 0, x0 = 0
        while x0 < width {
            let x1 = min(width, x0 + chunk)
            flags[chunkIndex] = uniform(row, first: max(0, x0 - 1), last: min(width - 1, x1)) ? 1 : 0
            chunkIndex += 1
            x0 = x1
        }
    }

    private static func band(
        _ rows: Range<Int>, source: UnsafePointer<UInt8>, width: Int, height: Int,
        range: UnsafeMutablePointer<UInt8>, laplacian: UnsafeMutablePointer<UInt8>,
        histogram: UnsafeMutablePointer<Int>
    ) {
        var zeros = 0
        let scratch = Scratch(width: width)
        defer { scratch.deallocate() }
        // A chunk's 3x3 neighbourhoods are one color when its stretch (one pixel wider on each
        // side) is one color in each of the three rows and the rows' first pixels agree; each
        // row's stretches are looked at once (flags of rows y-1, y, y+1 in a ring of three).
        let chunks = (width + chunk - 1) / chunk
        let flagRing = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * chunks)
        defer { flagRing.deallocate() }
        @inline(__always) func flags(ofRow row: Int) -> UnsafeMutablePointer<UInt8> { flagRing + (row % 3) * chunks }
        @inline(__always) func rowBytes(_ row: Int) -> UnsafeRawPointer { UnsafeRawPointer(source + row * width * 4) }
        let color = UInt32(littleEndian: 0x00FF_FFFF)
        var lowestFlagged = Int.max, highestFlagged = Int.min
        func ensureFlags(_ row: Int) {
            // Rows are flagged in increasing order, at most three kept.
            if row >= lowestFlagged && row <= highestFlagged { return }
            uniformChunks(flags(ofRow: row), row: rowBytes(row), width: width)
            if highestFlagged == Int.min || row != highestFlagged + 1 { lowestFlagged = row }
            highestFlagged = row
            lowestFlagged = max(lowestFlagged, row - 2)
        }
        for y in rows {
            let upRow = max(0, y - 1), downRow = min(height - 1, y + 1)
            ensureFlags(upRow)
            ensureFlags(y)
            ensureFlags(downRow)
            let upFlags = flags(ofRow: upRow), midFlags = flags(ofRow: y), downFlags = flags(ofRow: downRow)
            let up = source + upRow * width * 4, mid = source + y * width * 4
            let down = source + downRow * width * 4
            let upRaw = UnsafeRawPointer(up), midRaw = UnsafeRawPointer(mid), downRaw = UnsafeRawPointer(down)
            let rangeRow = range + y * width, lapRow = laplacian + y * width
            // Runs of chunks that are not uniform are measured together.
            var spanStart = -1
            var x0 = 0, chunkIndex = 0
            while x0 < width {
                let x1 = min(width, x0 + chunk)
                var isUniform = midFlags[chunkIndex] & upFlags[chunkIndex] & downFlags[chunkIndex] != 0
                if isUniform {
                    let first = 4 * max(0, x0 - 1)
                    let word = midRaw.loadUnaligned(fromByteOffset: first, as: UInt32.self)
                    isUniform = (upRaw.loadUnaligned(fromByteOffset: first, as: UInt32.self) ^ word) & color == 0
                        && (downRaw.loadUnaligned(fromByteOffset: first, as: UInt32.self) ^ word) & color == 0
                }
                if isUniform {
                    if spanStart >= 0 {
                        measure(
                            spanStart..<x0, up: up, mid: mid, down: down, width: width, scratch: scratch,
                            range: rangeRow, laplacian: lapRow, histogram: histogram)
                        spanStart = -1
                    }
                    (rangeRow + x0).update(repeating: 0, count: x1 - x0)
                    (lapRow + x0).update(repeating: 0, count: x1 - x0)
                    zeros += x1 - x0
                } else if spanStart < 0 {
                    spanStart = x0
                }
                x0 = x1
                chunkIndex += 1
            }
            if spanStart >= 0 {
                measure(
                    spanStart..<width, up: up, mid: mid, down: down, width: width, scratch: scratch,
                    range: rangeRow, laplacian: lapRow, histogram: histogram)
            }
        }
        histogram[0] += zeros
    }

    /// Per-band buffers: vertical minimum, maximum and sum of 3 per byte of a row, with one
    /// column of padding on each side (column x at byte (x+1)·4), and per-byte range and
    /// |9·c − Σ| of the row.
    private struct Scratch {
        let lows: UnsafeMutablePointer<UInt8>
        let highs: UnsafeMutablePointer<UInt8>
        let sums: UnsafeMutablePointer<UInt16>
        let ranges: UnsafeMutablePointer<UInt8>
        let deviations: UnsafeMutablePointer<UInt16>

        init(width: Int) {
            let padded = (width + 2) * 4
            lows = .allocate(capacity: padded)
            highs = .allocate(capacity: padded)
            sums = .allocate(capacity: padded)
            ranges = .allocate(capacity: width * 4)
            deviations = .allocate(capacity: width * 4)
        }

        func deallocate() {
            lows.deallocate(); highs.deallocate(); sums.deallocate(); ranges.deallocate(); deviations.deallocate()
        }
    }

    /// Measures the pixels `xs` of one row from its rows above (`up`), itself (`mid`) and below
    /// (`down`), borders repeating the edge pixel: byte-wise loops over the interleaved RGBA
    /// (alpha computed and ignored), which the compiler vectorizes, then one pass per pixel.
    @inline(__always)
    private static func measure(
        _ xs: Range<Int>, up: UnsafePointer<UInt8>, mid: UnsafePointer<UInt8>, down: UnsafePointer<UInt8>,
        width: Int, scratch: Scratch, range: UnsafeMutablePointer<UInt8>, laplacian: UnsafeMutablePointer<UInt8>,
        histogram: UnsafeMutablePointer<Int>
    ) {
        let lows = scratch.lows, highs = scratch.highs, sums = scratch.sums
        // Vertical pass over the columns xs.lowerBound-1 ... xs.upperBound (within the image).
        let firstByte = max(0, xs.lowerBound &- 1) &* 4, endByte = min(width, xs.upperBound &+ 1) &* 4
        for i in firstByte..<endByte {
            let a = up[i], b = mid[i], d = down[i]
            lows[i &+ 4] = min(a, min(b, d))
            highs[i &+ 4] = max(a, max(b, d))
            sums[i &+ 4] = UInt16(a) &+ UInt16(b) &+ UInt16(d)
        }
        if xs.lowerBound == 0 {
            for k in 0..<4 { lows[k] = lows[k &+ 4]; highs[k] = highs[k &+ 4]; sums[k] = sums[k &+ 4] }
        }
        if xs.upperBound == width {
            let edge = width &* 4
            for k in edge..<(edge &+ 4) { lows[k &+ 4] = lows[k]; highs[k &+ 4] = highs[k]; sums[k &+ 4] = sums[k] }
        }
        // Horizontal pass: byte i of pixel x has its left column at i, itself at i+4, right at i+8.
        let ranges = scratch.ranges, deviations = scratch.deviations
        for i in (xs.lowerBound &* 4)..<(xs.upperBound &* 4) {
            let low = min(lows[i], min(lows[i &+ 4], lows[i &+ 8]))
            let high = max(highs[i], max(highs[i &+ 4], highs[i &+ 8]))
            ranges[i] = high &- low
            let total = Int16(bitPattern: sums[i] &+ sums[i &+ 4] &+ sums[i &+ 8])
            let deviation = 9 &* Int16(mid[i]) &- total
            deviations[i] = UInt16(bitPattern: deviation < 0 ? 0 &- deviation : deviation)
        }
        for x in xs {
            let o = x &* 4
            let worstRange = max(ranges[o], max(ranges[o &+ 1], ranges[o &+ 2]))
            let worstLap = max(deviations[o], max(deviations[o &+ 1], deviations[o &+ 2]))
            range[x] = worstRange
            laplacian[x] = UInt8(truncatingIfNeeded: min(255, worstLap))
            if worstRange <= 24 { histogram[Int(worstRange)] &+= 1 }
        }
    }
}
