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
    /// Column pass (parallel over column strips): for each pixel that is not background, the
    /// nearest background row above or below, written into the result buffer itself. Row pass
    /// (parallel over row bands): a background pixel is its own nearest; runs of other pixels
    /// are solved between the background pixels that bound them in the row, short runs by an
    /// outward search, longer ones by the lower envelope of parabolas (Felzenszwalb &
    /// Huttenlocher). Both passes step over 8 background pixels at a time (most of a UI
    /// screenshot). Only 4 bytes per pixel.
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
                    columnPass(strip, background: b.base, width: width, height: height, cells: out.base)
                }
                // 2. Rows.
                forEachBand(rows: height, threads: threads) { band in
                    let vertical = UnsafeMutablePointer<Int32>.allocate(capacity: width)
                    defer { vertical.deallocate() }
                    var envelope = Envelope(width: width)
                    defer { envelope.deallocate() }
                    for y in band {
                        var sink = IndexSink(output: out.base + y * width, rowStart: y * width, width: width)
                        nearestInRow(
                            y: y, background: b.base + y * width, vertical: vertical, width: width,
                            envelope: &envelope, sink: &sink)
                    }
                }
            }
        }
        return result
    }

    /// Whether the 8 mask bytes at `pointer` are all 1.
    @inline(__always)
    static func allSet8(_ pointer: UnsafePointer<UInt8>) -> Bool {
        UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self) == 0x0101_0101_0101_0101
    }

    /// Column pass: for the pixels of the columns `xs` that are not background, writes into
    /// `cells` the row of the nearest background pixel in the same column (the upper one on a
    /// tie), or -1 when the column has none, in the cell's own encoding. Cells of background
    /// pixels are left as they are. Runs of 8 background pixels are stepped over at once.
    static func columnPass<Cell: ColumnCell>(
        _ xs: Range<Int>, background: UnsafePointer<UInt8>, width: Int, height: Int,
        cells: UnsafeMutablePointer<Cell>
    ) {
        let n = xs.count
        let last = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        defer { last.deallocate() }
        // Downwards: the nearest background row above; upwards: keep the one below when nearer.
        for downwards in [true, false] {
            last.initialize(repeating: -1, count: n)
            for y in stride(from: downwards ? 0 : height - 1, through: downwards ? height - 1 : 0, by: downwards ? 1 : -1) {
                let row = y &* width &+ xs.lowerBound
                let y32 = Int32(y)
                var slot = 0
                while slot < n {
                    if slot &+ 8 <= n && allSet8(background + (row &+ slot)) {
                        for k in 0..<8 { last[slot &+ k] = y32 }
                        slot &+= 8
                        continue
                    }
                    if background[row &+ slot] != 0 {
                        last[slot] = y32
                    } else if downwards {
                        cells[row &+ slot] = Cell(nearestRow: last[slot], at: y32)
                    } else {
                        let up = cells[row &+ slot].nearestRow(at: y32), down = last[slot]
                        if down >= 0 && (up < 0 || down &- y32 < y32 &- up) {
                            cells[row &+ slot] = Cell(nearestRow: down, at: y32)
                        }
                    }
                    slot &+= 1
                }
            }
        }
    }

    /// Runs of at most this many pixels without background are searched pixel by pixel.
    static let shortRun = 6

    /// Row pass for row `y`: `sink` loads, for the runs of pixels that are not background, the
    /// row of each column's nearest background pixel (or -1), and receives the nearest pixel
    /// of every pixel. `vertical` is scratch of `width` entries.
    ///
    /// A run of pixels that are not background is bounded by background pixels of this row (or
    /// the image edge), at distance 0 from it: no column beyond those bounds can be nearer, nor
    /// as near with a smaller column. Short runs search outwards pixel by pixel; longer ones
    /// take the lower envelope of the parabolas of their columns and bounds.
    static func nearestInRow<Sink: NearestRowSink>(
        y: Int, background: UnsafePointer<UInt8>, vertical: UnsafeMutablePointer<Int32>, width: Int,
        envelope: inout Envelope, sink: inout Sink
    ) {
        let y32 = Int32(y)
        var x = 0
        while x < width {
            if x &+ 8 <= width && allSet8(background + x) {
                sink.background(x, count: 8)
                x &+= 8
                continue
            }
            if background[x] != 0 {
                sink.background(x, count: 1)
                x &+= 1
                continue
            }
            var end = x &+ 1
            while end < width && background[end] == 0 { end &+= 1 }
            // The run's columns and its bounds (background pixels of this row: their own row).
            let low = max(0, x &- 1), high = min(width, end &+ 1)
            sink.loadRun(x, end, into: vertical, y: y)
            if x > 0 { vertical[x &- 1] = y32 }
            if end < width { vertical[end] = y32 }
            if end &- x > shortRun {
                envelope.build(y: y, vertical: vertical, columns: low..<high)
                for p in x..<end {
                    let q = envelope.column(at: p)
                    sink.nearest(p, row: q < 0 ? -1 : vertical[q], column: q)
                }
                x = end
                continue
            }
            for p in x..<end {
                // Squared distance and column of the best candidate so far; distances are below
                // 2^31 (images have fewer than 2^29 pixels): no overflow. The search never
                // passes the run's bounds (they are at distance 0 in y).
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
                sink.nearest(p, row: bestColumn < 0 ? -1 : vertical[bestColumn], column: bestColumn)
            }
            x = end
        }
    }

    /// The lower envelope of the parabolas (x − q)² + (vertical[q] − y)² of one row
    /// (Felzenszwalb & Huttenlocher 2012), queried at increasing x. Scratch of `width` entries,
    /// owned by one worker: call ``deallocate()`` when done.
    struct Envelope {
        let hull: UnsafeMutablePointer<Int>
        let bounds: UnsafeMutablePointer<Double>
        let cost: UnsafeMutablePointer<Double>
        var top = -1
        var cursor = 0

        init(width: Int) {
            hull = .allocate(capacity: max(1, width))
            hull.initialize(repeating: 0, count: max(1, width))
            bounds = .allocate(capacity: width + 1)
            bounds.initialize(repeating: 0, count: width + 1)
            cost = .allocate(capacity: max(1, width))
            cost.initialize(repeating: 0, count: max(1, width))
        }

        func deallocate() {
            hull.deallocate()
            bounds.deallocate()
            cost.deallocate()
        }

        /// Builds the envelope of the parabolas of `columns`. `cost[q]` keeps each parabola's
        /// value at 0, dy² + q², and a crossing computed to keep a parabola is stored as it is.
        mutating func build(y: Int, vertical: UnsafeMutablePointer<Int32>, columns: Range<Int>) {
            var k = -1
            for q in columns {
                let r = Int(vertical[q])
                guard r >= 0 else { continue }
                let dy = Double(r - y)
                let fq = dy * dy + Double(q * q)
                cost[q] = fq
                var s = 0.0
                while k >= 0 {
                    let p = hull[k]
                    s = (fq - cost[p]) / Double(2 * (q - p))
                    if s <= bounds[k] { k -= 1 } else { break }
                }
                if k < 0 {
                    k = 0
                    hull[0] = q
                    bounds[0] = -Double.infinity
                } else {
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

    /// The nearest background pixel of `index` (exact Euclidean distance; ties go to the
    /// smaller index), or -1 when there is none.
    ///
    /// Searches squares of half-side 8, 16, 32, ... around the pixel until the best distance
    /// found is at most the half-side (every pixel outside the square is then further) or the
    /// square holds the whole image. Within a square, the rows nearest the pixel come first,
    /// and each row is searched outwards from the pixel's column, 8 mask bytes at a time, no
    /// further than the best distance so far allows. `bound`, when given, is a squared
    /// distance that the nearest pixel is known not to exceed (as that of a neighbour's nearest
    /// pixel plus one); the search then starts at the square that holds it, and looks no
    /// further. The answer is the same with any true bound.
    static func nearestByRings(
        to index: Int, background: UnsafePointer<UInt8>, width: Int, height: Int, bound: Int = Int.max
    ) -> Int {
        let px = index % width, py = index / width
        // `best` starts at the bound: a pixel at that distance is still taken (`bestIndex` -1).
        var best = bound, bestIndex = -1
        var radius = bound == Int.max ? 8 : max(1, integerSquareRoot(bound) &+ 1)
        while true {
            let top = max(0, py &- radius), bottom = min(height &- 1, py &+ radius)
            let left = max(0, px &- radius), right = min(width &- 1, px &+ radius)
            // Rows in order of |dy|: py, py-1, py+1, py-2, ...
            var dy = 0
            while dy <= radius && dy &* dy <= best {
                let dy2 = dy &* dy
                if py &- dy >= top { searchRow(py &- dy, dy2, left, right, radius) }
                if dy > 0 && py &+ dy <= bottom && dy2 <= best { searchRow(py &+ dy, dy2, left, right, radius) }
                dy &+= 1
            }
            // A wrong bound (nothing found within it): the same square again, unbounded.
            if bestIndex < 0 && best != Int.max {
                best = Int.max
                continue
            }
            let whole = top == 0 && bottom == height &- 1 && left == 0 && right == width &- 1
            if whole || (best != Int.max && best <= radius &* radius) { break }
            radius &*= 2
        }
        return bestIndex

        // Row y: the nearest set pixel on each side of px within the square and within the
        // best distance so far (the left one first: it has the smaller index).
        func searchRow(_ y: Int, _ dy2: Int, _ left: Int, _ right: Int, _ radius: Int) {
            let reach = best == Int.max ? radius : min(radius, integerSquareRoot(best &- dy2))
            let row = background + y &* width
            if px > left, let x = lastSet(row, from: px &- 1, downTo: max(left, px &- reach)) { consider(x, y, dy2) }
            if let x = firstSet(row, from: px, through: min(right, px &+ reach)) { consider(x, y, dy2) }
        }
        func consider(_ x: Int, _ y: Int, _ dy2: Int) {
            let d = (x &- px) &* (x &- px) &+ dy2, i = y &* width &+ x
            if d < best || (d == best && (bestIndex < 0 || i < bestIndex)) { best = d; bestIndex = i }
        }
    }

    /// The largest r with r·r ≤ `value` (value ≥ 0).
    @inline(__always) static func integerSquareRoot(_ value: Int) -> Int {
        var r = Int(Double(value).squareRoot())
        while r &* r > value { r &-= 1 }
        while (r &+ 1) &* (r &+ 1) <= value { r &+= 1 }
        return r
    }

    /// The first x in `start...end` with `row[x] != 0`, or nil (none when end < start).
    @inline(__always) static func firstSet(_ row: UnsafePointer<UInt8>, from start: Int, through end: Int) -> Int? {
        var x = start
        let raw = UnsafeRawPointer(row)
        while x &+ 8 <= end &+ 1 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: x, as: UInt64.self))
            if word != 0 { return x &+ word.trailingZeroBitCount / 8 }
            x &+= 8
        }
        while x <= end {
            if row[x] != 0 { return x }
            x &+= 1
        }
        return nil
    }

    /// The last x in `end...start` with `row[x] != 0` (searching downwards from `start`), or nil.
    @inline(__always) static func lastSet(_ row: UnsafePointer<UInt8>, from start: Int, downTo end: Int) -> Int? {
        var x = start
        let raw = UnsafeRawPointer(row)
        while x &- 7 >= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: x &- 7, as: UInt64.self))
            if word != 0 { return x &- word.leadingZeroBitCount / 8 }
            x &-= 8
        }
        while x >= end {
            if row[x] != 0 { return x }
            x &-= 1
        }
        return nil
    }
}

/// How the column pass stores, for one pixel at row y, the row of its column's nearest
/// background pixel (or -1 for none).
protocol ColumnCell {
    init(nearestRow: Int32, at y: Int32)
    func nearestRow(at y: Int32) -> Int32
}

/// The row itself (4 bytes per pixel).
extension Int32: ColumnCell {
    @inline(__always) init(nearestRow: Int32, at y: Int32) { self = nearestRow }
    @inline(__always) func nearestRow(at y: Int32) -> Int32 { self }
}

/// 32768 + the row offset, 0 for none (2 bytes per pixel; images under 32,767 rows).
extension UInt16: ColumnCell {
    @inline(__always) init(nearestRow: Int32, at y: Int32) {
        self = nearestRow < 0 ? 0 : UInt16(truncatingIfNeeded: nearestRow &- y &+ 32768)
    }
    @inline(__always) func nearestRow(at y: Int32) -> Int32 { self == 0 ? -1 : y &+ Int32(self) &- 32768 }
}
