/// The nearest-background transform written straight into a ``NearestMap`` (2 bytes per
/// pixel), and its repair after background was removed.
extension NearestBackground {
    /// The nearest background pixel of every pixel, as ``indices(background:width:height:threads:)``
    /// gives it (same pixels, same ties), stored in 2 bytes per pixel. The column pass keeps the
    /// signed row offset in the same 16-bit cells, so no 4-byte buffer is ever allocated
    /// (images taller than 32,766 rows go through ``indices(background:width:height:threads:)``).
    static func map(background: [UInt8], width: Int, height: Int, threads: Int) -> NearestMap {
        let count = width * height
        guard count > 0, background.count >= count else {
            return NearestMap(width: max(1, width), codes: [UInt16](repeating: 0, count: count), far: [])
        }
        guard height <= 32_766 else {
            return NearestMap(
                indices: indices(background: background, width: width, height: height, threads: threads),
                width: width)
        }
        var codes = [UInt16](unsafeUninitializedCapacity: count) { _, n in n = count }
        let far: [Int32] = background.withUnsafeBufferPointer { backgroundBuffer in
            codes.withUnsafeMutableBufferPointer { codeBuffer in
                let b = SharedReadPointer(base: backgroundBuffer.baseAddress!)
                let out = SharedPointer(base: codeBuffer.baseAddress!)
                forEachColumnStrip(width: width, height: height, threads: threads) { strip in
                    columnPass(strip, background: b.base, width: width, height: height, cells: out.base)
                }
                // Far pixels per band, in raster order; the bands come back in order.
                return concatenatedChunks(count: height, threads: threads) { rows -> [Int32] in
                    let vertical = UnsafeMutablePointer<Int32>.allocate(capacity: width)
                    defer { vertical.deallocate() }
                    var envelope = Envelope(width: width)
                    defer { envelope.deallocate() }
                    var sink = CodeSink(cells: out.base, width: width)
                    for y in rows {
                        sink.moveTo(row: y)
                        nearestInRow(
                            y: y, background: b.base + y * width, vertical: vertical, width: width,
                            envelope: &envelope, sink: &sink)
                    }
                    return sink.far
                }
            }
        }
        return NearestMap(width: width, codes: codes, far: far, threads: threads)
    }

    /// Updates `map` after some background pixels were removed: only pixels whose nearest
    /// background pixel was removed (`isStale`) can change, and each is searched for in growing
    /// square rings until no closer pixel can exist (exact; ties to the smaller index). Gives
    /// up (returns nil, leaving `map` as it was) when more than 1/16 of the image is stale;
    /// recompute then. The search for stale pixels (over row bands) and their repair run on
    /// `threads`.
    ///
    /// - Returns: the stale pixels, in raster order (every other pixel keeps its nearest), or
    ///   nil.
    static func repair(
        _ map: inout NearestMap, background: [UInt8], width: Int, height: Int, threads: Int,
        isStale: @Sendable (Int) -> Bool
    ) -> [Int]? {
        let count = width * height
        guard map.count == count, background.count >= count, count > 0 else { return nil }
        let current = map
        var staleList: [Int] = []
        let changes: [(index: Int, nearest: Int)]? = background.withUnsafeBufferPointer { backgroundBuffer in
            let b = SharedReadPointer(base: backgroundBuffer.baseAddress!)
            let lists = concatenatedChunks(count: height, threads: threads) { rows -> [[Int]] in
                [staleIndices(rows: rows, width: width, background: b.base, map: current, isStale: isStale)]
            }
            let stale = lists.flatMap { $0 }
            guard stale.count <= count / 16 else { return nil }
            staleList = stale
            return concatenatedChunks(count: stale.count, threads: threads) { chunk in
                // A pixel's right neighbour is at most one pixel further from its nearest pixel.
                var result: [(index: Int, nearest: Int)] = []
                result.reserveCapacity(chunk.count)
                var previous = -2, previousDistance = 0
                for index in stale[chunk] {
                    var bound = Int.max
                    if index == previous &+ 1 && index % width != 0 && previousDistance < Int(Int32.max) {
                        bound = previousDistance &+ 2 &* integerSquareRoot(previousDistance) &+ 3
                    }
                    let near = nearestByRings(to: index, background: b.base, width: width, height: height, bound: bound)
                    result.append((index, near))
                    previous = index
                    if near >= 0 {
                        let dx = near % width &- index % width, dy = near / width &- index / width
                        previousDistance = dx &* dx &+ dy &* dy
                    } else {
                        previous = -2
                    }
                }
                return result
            }
        }
        guard let changes else { return nil }
        map.update(changes, threads: threads)
        return staleList
    }

    /// The pixels of `rows` that are not background and whose nearest background pixel is no
    /// longer background and `isStale`, in raster order.
    private static func staleIndices(
        rows: Range<Int>, width: Int, background b: UnsafePointer<UInt8>, map: NearestMap,
        isStale: (Int) -> Bool
    ) -> [Int] {
        var stale: [Int] = []
        var lookup = map.cursor()
        let end = rows.upperBound * width
        var index = rows.lowerBound * width
        map.codes.withUnsafeBufferPointer { codeBuffer in
            let codes = codeBuffer.baseAddress!
            // A pixel still in the background is its own nearest: only the others can be stale.
            while index < end {
                if index &+ 8 <= end && allSet8(b + index) {
                    index &+= 8
                    continue
                }
                if b[index] == 0 {
                    let code = codes[index]
                    let near = code != 0 ? NearestMap.target(of: code, at: index, width: width) : lookup[index]
                    if near >= 0 && b[near] == 0 && isStale(near) { stale.append(index) }
                }
                index &+= 1
            }
        }
        return stale
    }
}

/// Where ``NearestBackground/nearestInRow(y:background:vertical:width:envelope:sink:)`` reads
/// the column pass and writes its answers, for one row.
protocol NearestRowSink {
    /// Writes into `vertical[x..<end]` the row of each column's nearest background pixel in the
    /// column (or -1), for a run of pixels of row `y` that are not background.
    func loadRun(_ x: Int, _ end: Int, into vertical: UnsafeMutablePointer<Int32>, y: Int)
    /// Pixels `x..<x+count` of the row are background (their own nearest).
    mutating func background(_ x: Int, count: Int)
    /// The nearest background pixel of pixel `x` of the row is at (`row`, `column`); -1 for none.
    mutating func nearest(_ x: Int, row: Int32, column: Int)
}

/// Plain 4-byte indices, written over the column pass's rows.
struct IndexSink: NearestRowSink {
    let output: UnsafeMutablePointer<Int32>
    let rowStart: Int
    let width: Int

    func loadRun(_ x: Int, _ end: Int, into vertical: UnsafeMutablePointer<Int32>, y: Int) {
        (vertical + x).update(from: output + x, count: end &- x)
    }

    mutating func background(_ x: Int, count: Int) {
        let first = Int32(truncatingIfNeeded: rowStart &+ x)
        for k in 0..<count { output[x &+ k] = first &+ Int32(k) }
    }

    mutating func nearest(_ x: Int, row: Int32, column: Int) {
        output[x] = column < 0 ? -1 : row &* Int32(truncatingIfNeeded: width) &+ Int32(truncatingIfNeeded: column)
    }
}

/// ``NearestMap`` codes, written over the 16-bit column pass; far pixels collected in order.
struct CodeSink: NearestRowSink {
    let cells: UnsafeMutablePointer<UInt16>
    let width: Int
    private var row: UnsafeMutablePointer<UInt16>
    private var y = 0
    var far: [Int32] = []

    init(cells: UnsafeMutablePointer<UInt16>, width: Int) {
        self.cells = cells
        self.width = width
        row = cells
    }

    mutating func moveTo(row y: Int) {
        self.y = y
        row = cells + y &* width
    }

    func loadRun(_ x: Int, _ end: Int, into vertical: UnsafeMutablePointer<Int32>, y: Int) {
        let y32 = Int32(y)
        for q in x..<end {
            let cell = row[q]
            vertical[q] = cell == 0 ? -1 : y32 &+ Int32(cell) &- 32768
        }
    }

    mutating func background(_ x: Int, count: Int) {
        (row + x).update(repeating: NearestMap.own, count: count)
    }

    mutating func nearest(_ x: Int, row r: Int32, column: Int) {
        let code = column < 0 ? 0 : NearestMap.code(dx: column &- x, dy: Int(r) &- y)
        row[x] = code
        if code == 0 { far.append(column < 0 ? -1 : r &* Int32(truncatingIfNeeded: width) &+ Int32(truncatingIfNeeded: column)) }
    }
}
