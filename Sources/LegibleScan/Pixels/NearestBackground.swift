/// The exact Euclidean nearest background pixel of every pixel.
///
/// Felzenszwalb & Huttenlocher (2012), "Distance Transforms of Sampled Functions", Theory of
/// Computing 8: a column pass then a lower envelope of parabolas per row, carrying the argmin.
/// O(width·height); rows run in parallel.
enum NearestBackground {
    /// For each pixel the index (y·width + x) of the nearest pixel with `background[i] != 0`,
    /// or -1 when there is no background pixel at all. Among equally near pixels the one in the
    /// leftmost column wins, and within a column the upper one.
    ///
    /// Column pass (parallel over column strips): the nearest background row above or below,
    /// written into the result buffer itself. Row pass (parallel over row bands): a background
    /// pixel is its own nearest; runs of other pixels are solved between the background pixels
    /// that bound them in the row, short runs by an outward search, longer ones by the lower
    /// envelope of parabolas (Felzenszwalb & Huttenlocher). Only 4 bytes per pixel.
    static func indices(background: [UInt8], width: Int, height: Int, threads: Int) -> [Int32] {
        let count = width * height
        var result = [Int32](unsafeUninitializedCapacity: count) { _, n in n = count }
        guard count > 0, background.count >= count else { return [Int32](repeating: -1, count: count) }
        background.withUnsafeBufferPointer { backgroundBuffer in
            result.withUnsafeMutableBufferPointer { resultBuffer in
                let b = SharedReadPointer(base: backgroundBuffer.baseAddress!)
                let out = SharedPointer(base: resultBuffer.baseAddress!)
                // 1. Columns: the row of the nearest background pixel in the same column.
                forEachColumnStrip(width: width, height: height, threads: threads) { strip in
                    columns(strip, background: b.base, width: width, height: height, rows: out.base)
                }
                // 2. Rows.
                forEachBand(rows: height, threads: threads) { band in
                    let vertical = UnsafeMutablePointer<Int32>.allocate(capacity: width)
                    defer { vertical.deallocate() }
                    var envelope = Envelope(width: width)
                    for y in band {
                        let row = out.base + y * width
                        vertical.update(from: row, count: width)
                        nearestInRow(y: y, vertical: vertical, width: width, output: row, envelope: &envelope)
                    }
                }
            }
        }
        return result
    }

    /// For the columns `xs`, writes into `rows` the row of the nearest background pixel in the
    /// same column (the upper one on a tie), or -1 when the column has none.
    private static func columns(
        _ xs: Range<Int>, background: UnsafePointer<UInt8>, width: Int, height: Int,
        rows: UnsafeMutablePointer<Int32>
    ) {
        let last = UnsafeMutablePointer<Int32>.allocate(capacity: xs.count)
        defer { last.deallocate() }
        last.initialize(repeating: -1, count: xs.count)
        for y in 0..<height {
            let row = y * width
            let y32 = Int32(y)
            for (slot, x) in xs.enumerated() {
                if background[row + x] != 0 { last[slot] = y32 }
                rows[row + x] = last[slot]
            }
        }
        last.update(repeating: -1, count: xs.count)
        for y in stride(from: height - 1, through: 0, by: -1) {
            let row = y * width
            let y32 = Int32(y)
            for (slot, x) in xs.enumerated() {
                if background[row + x] != 0 {
                    last[slot] = y32
                    continue
                }
                let up = rows[row + x], down = last[slot]
                if down >= 0 && (up < 0 || down - y32 < y32 - up) { rows[row + x] = down }
            }
        }
    }

    /// Runs of at most this many pixels without background are searched pixel by pixel.
    private static let shortRun = 6

    /// Row pass for row `y`: `vertical[q]` is the row of column q's nearest background pixel
    /// (or -1); writes the index of each pixel's nearest background pixel into `output`.
    ///
    /// A run of pixels that are not background is bounded by background pixels of this row (or
    /// the image edge), at distance 0 from it: no column beyond those bounds can be nearer, nor
    /// as near with a smaller column. Short runs search outwards pixel by pixel; longer ones
    /// take the lower envelope of the parabolas of their columns and bounds.
    private static func nearestInRow(
        y: Int, vertical: UnsafeMutablePointer<Int32>, width: Int, output: UnsafeMutablePointer<Int32>,
        envelope: inout Envelope
    ) {
        let y32 = Int32(y)
        let rowStart = y * width
        let width32 = Int32(width)
        var x = 0
        while x < width {
            if vertical[x] == y32 {
                output[x] = Int32(rowStart + x)
                x &+= 1
                continue
            }
            var end = x &+ 1
            while end < width && vertical[end] != y32 { end &+= 1 }
            if end &- x > shortRun {
                envelope.build(y: y, vertical: vertical, columns: max(0, x &- 1)..<min(width, end &+ 1))
                for p in x..<end {
                    let q = envelope.column(at: p)
                    output[p] = q < 0 ? -1 : vertical[q] &* width32 &+ Int32(q)
                }
                x = end
                continue
            }
            for p in x..<end {
                // Squared distance and column of the best candidate so far; distances are below
                // 2^31 (images have fewer than 2^29 pixels): no overflow.
                var best = Int.max, bestColumn = -1
                let own = vertical[p]
                if own >= 0 {
                    let dy = Int(own) &- y
                    best = dy &* dy
                    bestColumn = p
                }
                var d = 1
                while d &* d <= best && d < width {
                    let left = p &- d, right = p &+ d
                    if left >= 0 {
                        let r = vertical[left]
                        if r >= 0 {
                            let dy = Int(r) &- y
                            let total = d &* d &+ dy &* dy
                            if total < best || (total == best && left < bestColumn) {
                                best = total
                                bestColumn = left
                            }
                        }
                    }
                    if right < width {
                        let r = vertical[right]
                        if r >= 0 {
                            let dy = Int(r) &- y
                            let total = d &* d &+ dy &* dy
                            if total < best || (total == best && right < bestColumn) {
                                best = total
                                bestColumn = right
                            }
                        }
                    }
                    d &+= 1
                }
                output[p] = bestColumn < 0 ? -1 : vertical[bestColumn] &* width32 &+ Int32(bestColumn)
            }
            x = end
        }
    }

    /// The lower envelope of the parabolas (x − q)² + (vertical[q] − y)² of one row
    /// (Felzenszwalb & Huttenlocher 2012), queried at increasing x.
    private struct Envelope {
        var hull: [Int]
        var bounds: [Double]
        var cost: [Double]
        var top = -1
        var cursor = 0

        init(width: Int) {
            hull = [Int](repeating: 0, count: width)
            bounds = [Double](repeating: 0, count: width + 1)
            cost = [Double](repeating: 0, count: width)
        }

        /// Builds the envelope of the parabolas of `columns`.
        mutating func build(y: Int, vertical: UnsafeMutablePointer<Int32>, columns: Range<Int>) {
            var k = -1
            for q in columns {
                let r = Int(vertical[q])
                guard r >= 0 else { continue }
                let dy = Double(r - y)
                cost[q] = dy * dy
                let fq = cost[q] + Double(q * q)
                while k >= 0 {
                    let p = hull[k]
                    let s = (fq - (cost[p] + Double(p * p))) / Double(2 * (q - p))
                    if s <= bounds[k] { k -= 1 } else { break }
                    if k < 0 { break }
                }
                if k < 0 {
                    k = 0
                    hull[0] = q
                    bounds[0] = -Double.infinity
                } else {
                    let p = hull[k]
                    let s = (fq - (cost[p] + Double(p * p))) / Double(2 * (q - p))
                    k += 1
                    hull[k] = q
                    bounds[k] = s
                }
                bounds[k + 1] = Double.infinity
            }
            top = k
            cursor = 0
        }

        /// The column of the lowest parabola at `x` (x must not decrease between calls), or -1.
        mutating func column(at x: Int) -> Int {
            guard top >= 0 else { return -1 }
            while cursor < top && bounds[cursor + 1] < Double(x) { cursor += 1 }
            return hull[cursor]
        }
    }

    /// Updates `nearest` after some background pixels were removed: only pixels whose nearest
    /// background pixel was removed (`isStale`) can change, and each is searched for in growing
    /// square rings until no closer pixel can exist (exact). Gives up (returns false, leaving
    /// `nearest` partly updated) when more than 1/16 of the image is stale; recompute then.
    static func repair(
        _ nearest: inout [Int32], background: [UInt8], width: Int, height: Int, isStale: (Int) -> Bool
    ) -> Bool {
        var stale: [Int] = []
        let limit = width * height / 16
        let count = min(nearest.count, background.count)
        // A pixel still in the background is its own nearest: only the others can be stale.
        let found = background.withUnsafeBufferPointer { backgroundBuffer -> Bool in
            guard let b = backgroundBuffer.baseAddress else { return true }
            let words = UnsafeRawPointer(b)
            var index = 0
            while index < count {
                if index + 8 <= count
                    && words.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x0101_0101_0101_0101
                {
                    index += 8
                    continue
                }
                let near = Int(nearest[index])
                if b[index] == 0 && near >= 0 && b[near] == 0 && isStale(near) {
                    stale.append(index)
                    if stale.count > limit { return false }
                }
                index += 1
            }
            return true
        }
        guard found else { return false }
        for index in stale {
            let px = index % width, py = index / width
            var best = Int.max, bestIndex = -1
            var r = 0
            while r * r <= best && r < max(width, height) {
                let x0 = px - r, x1 = px + r, y0 = py - r, y1 = py + r
                func visit(_ x: Int, _ y: Int) {
                    guard x >= 0, x < width, y >= 0, y < height else { return }
                    let i = y * width + x
                    guard background[i] != 0 else { return }
                    let d = (x - px) * (x - px) + (y - py) * (y - py)
                    if d < best || (d == best && i < bestIndex) { best = d; bestIndex = i }
                }
                if r == 0 {
                    visit(px, py)
                } else {
                    for x in x0...x1 { visit(x, y0); visit(x, y1) }
                    if y0 + 1 <= y1 - 1 { for y in (y0 + 1)...(y1 - 1) { visit(x0, y); visit(x1, y) } }
                }
                r += 1
            }
            nearest[index] = Int32(bestIndex)
        }
        return true
    }
}
