/// Each pixel's nearest background pixel, in 2 bytes per pixel.
///
/// `codes[i]` holds the offset from pixel i to its nearest background pixel as
/// `(dx + 128) | (dy + 128) << 8` with |dx|, |dy| ≤ 127 (never 0), or 0 for a *far* pixel: one
/// whose nearest background pixel is further away, or that has none. Far pixels (inside large
/// photographs) keep their nearest index in `far`, in raster order; `farBefore[b]` counts the
/// far pixels before block b of 16 pixels, so a lookup counts the zero codes of 4 words at most.
/// Most pixels of a screenshot are background or within a few pixels of it.
struct NearestMap: Sendable {
    let width: Int
    var codes: [UInt16]
    /// The nearest index (or -1) of each far pixel, in raster order.
    var far: [Int32]
    /// The number of far pixels before each block of 16 pixels.
    var farBefore: [Int32]

    /// The code of a background pixel (its own nearest).
    static let own: UInt16 = 0x8080

    /// The code for an offset, or 0 when it does not fit in ±127.
    @inline(__always) static func code(dx: Int, dy: Int) -> UInt16 {
        guard dx >= -127, dx <= 127, dy >= -127, dy <= 127 else { return 0 }
        return UInt16(truncatingIfNeeded: dx &+ 128) | UInt16(truncatingIfNeeded: dy &+ 128) << 8
    }

    /// The nearest index that a nonzero `code` gives pixel `index` of a row `width` wide.
    @inline(__always) static func target(of code: UInt16, at index: Int, width: Int) -> Int {
        index &+ (Int(code >> 8) &- 128) &* width &+ Int(code & 0xFF) &- 128
    }

    /// A map from per-pixel codes and the far pixels' indices in raster order; the far counts
    /// are taken over chunks of blocks on `threads` (the same counts whatever the thread count).
    init(width: Int, codes: [UInt16], far: [Int32], threads: Int = 1) {
        self.width = width
        self.codes = codes
        self.far = far
        self.farBefore = NearestMap.blockCounts(codes, threads: threads)
    }

    /// A map from plain nearest indices (-1 for none), for images too tall for the 16-bit column
    /// pass and for tests.
    init(indices: [Int32], width: Int) {
        var codes = [UInt16](repeating: 0, count: indices.count)
        var far: [Int32] = []
        for (index, near) in indices.enumerated() {
            let code = near < 0 ? 0 : NearestMap.code(
                dx: Int(near) % width - index % width, dy: Int(near) / width - index / width)
            codes[index] = code
            if code == 0 { far.append(near) }
        }
        self.init(width: width, codes: codes, far: far)
    }

    /// The number of pixels.
    var count: Int { codes.count }

    /// The index of the nearest background pixel of pixel `index`, or -1 when there is none.
    @inline(__always) subscript(index: Int) -> Int {
        let code = codes[index]
        if code != 0 {
            return NearestMap.target(of: code, at: index, width: width)
        }
        return Int(far[farRank(of: index)])
    }

    /// The position of far pixel `index` in `far`.
    fileprivate func farRank(of index: Int) -> Int {
        let block = index >> 4
        var rank = Int(farBefore[block])
        codes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawPointer(buffer.baseAddress!)
            var i = block << 4
            while i &+ 4 <= index {
                rank &+= NearestMap.zeroLanes(raw.loadUnaligned(fromByteOffset: i &* 2, as: UInt64.self))
                i &+= 4
            }
            while i < index {
                if buffer[i] == 0 { rank &+= 1 }
                i &+= 1
            }
        }
        return rank
    }

    /// The number of 16-bit lanes of `word` that are 0. The low 15 bits of a lane plus 0x7FFF
    /// reach bit 15 unless they are all 0, and never carry into the next lane.
    @inline(__always) static func zeroLanes(_ word: UInt64) -> Int {
        let low: UInt64 = 0x7FFF_7FFF_7FFF_7FFF
        let nonzero = ((word & low) &+ low) | word
        return (~nonzero & 0x8000_8000_8000_8000).nonzeroBitCount
    }

    /// Far pixels before each block of 16 codes (one more entry: the total): each chunk of
    /// blocks counts its own prefix, then adds the totals of the chunks before it (chunks in
    /// parallel on `threads`; the counts are sums of integers, the same in any order).
    static func blockCounts(_ codes: [UInt16], threads: Int) -> [Int32] {
        let blocks = (codes.count + 15) >> 4
        var counts = [Int32](repeating: 0, count: blocks + 1)
        guard blocks > 0 else { return counts }
        let chunks = bandCount(rows: blocks)
        var chunkTotals = [Int32](repeating: 0, count: chunks)
        codes.withUnsafeBufferPointer { buffer in
            counts.withUnsafeMutableBufferPointer { countBuffer in
                chunkTotals.withUnsafeMutableBufferPointer { totalBuffer in
                    let source = SharedReadPointer(base: buffer.baseAddress!), length = buffer.count
                    let out = SharedPointer(base: countBuffer.baseAddress!)
                    let totals = SharedPointer(base: totalBuffer.baseAddress!)
                    forEachBand(rows: blocks, threads: threads) { chunk, range in
                        totals.base[chunk] = localBlockCounts(
                            range, codes: source.base, count: length, counts: out.base)
                    }
                    // Chunk offsets: a prefix over at most 32 totals.
                    var offset: Int32 = 0
                    for chunk in 0..<chunks {
                        let total = totals.base[chunk]
                        totals.base[chunk] = offset
                        offset &+= total
                    }
                    out.base[blocks] = offset
                    forEachBand(rows: blocks, threads: threads) { chunk, range in
                        let add = totals.base[chunk]
                        guard add != 0 else { return }
                        for block in range { out.base[block] &+= add }
                    }
                }
            }
        }
        return counts
    }

    /// Writes the far pixels before each block of `blocks`, counted from the chunk's first
    /// block, into `counts`; returns the chunk's total.
    private static func localBlockCounts(
        _ blocks: Range<Int>, codes: UnsafePointer<UInt16>, count: Int, counts: UnsafeMutablePointer<Int32>
    ) -> Int32 {
        let raw = UnsafeRawPointer(codes)
        var total: Int32 = 0
        for block in blocks {
            counts[block] = total
            let start = block << 4
            if start &+ 16 <= count {
                var zeros = 0
                for word in 0..<4 {
                    zeros &+= zeroLanes(raw.loadUnaligned(fromByteOffset: (start &+ 4 &* word) &* 2, as: UInt64.self))
                }
                total &+= Int32(truncatingIfNeeded: zeros)
            } else {
                for i in start..<count where codes[i] == 0 { total &+= 1 }
            }
        }
        return total
    }

    /// Sets the nearest index of some pixels (-1 for none; each pixel at most once), rebuilding
    /// the far list when a pixel becomes far or stops being far.
    mutating func update(_ changes: [(index: Int, nearest: Int)], threads: Int = 1) {
        let sorted = changes.sorted { $0.index < $1.index }
        let newCodes = sorted.map { change in
            change.nearest < 0 ? 0 : NearestMap.code(
                dx: change.nearest % width - change.index % width, dy: change.nearest / width - change.index / width)
        }
        let flips = sorted.indices.contains { (newCodes[$0] == 0) != (codes[sorted[$0].index] == 0) }
        if !flips {
            for (k, change) in sorted.enumerated() {
                if newCodes[k] != 0 {
                    codes[change.index] = newCodes[k]
                } else {
                    far[farRank(of: change.index)] = Int32(change.nearest)
                }
            }
            return
        }
        // Walk the old and the new far pixels together, in raster order.
        var rebuilt: [Int32] = []
        var oldRank = 0, next = 0
        for index in codes.indices {
            let oldCode = codes[index]
            var newCode = oldCode, value: Int32 = -1
            if next < sorted.count && sorted[next].index == index {
                newCode = newCodes[next]
                value = Int32(sorted[next].nearest)
                next += 1
            } else if oldCode == 0 {
                value = far[oldRank]
            }
            if oldCode == 0 { oldRank += 1 }
            if newCode == 0 { rebuilt.append(value) }
            codes[index] = newCode
        }
        far = rebuilt
        farBefore = NearestMap.blockCounts(codes, threads: threads)
    }
}

extension NearestMap {
    /// A reader for lookups in increasing index order (a row, a component's pixels): the rank
    /// of a far pixel is carried forward from the previous one instead of counted again.
    struct Cursor {
        let map: NearestMap
        /// `rank` far pixels lie before `position`.
        private var position = 0
        private var rank = 0

        init(_ map: NearestMap) { self.map = map }

        /// The index of the nearest background pixel of pixel `index`, or -1 when there is none.
        @inline(__always) subscript(index: Int) -> Int {
            mutating get {
                let code = map.codes[index]
                if code != 0 {
                    return NearestMap.target(of: code, at: index, width: map.width)
                }
                return farNearest(index)
            }
        }

        private mutating func farNearest(_ index: Int) -> Int {
            if index >= position && index &- position <= 16 {
                for i in position..<index where map.codes[i] == 0 { rank &+= 1 }
            } else {
                rank = map.farRank(of: index)
            }
            let value = map.far[rank]
            position = index &+ 1
            rank &+= 1
            return Int(value)
        }
    }

    /// A cursor for lookups in increasing index order.
    func cursor() -> Cursor { Cursor(self) }
}
