import Dispatch

/// Binary morphology on masks stored one byte per pixel (0 or 1), row-major.
enum Morphology {
    /// The opening of `mask` by a `size`×`size` square: the union of every such square that
    /// fits inside the mask (and inside the image). O(width·height), independent of `size`.
    /// With `anchorsOnly`, only the top-left corners of those squares are set (the opening
    /// without its final dilation): enough to tell which regions contain such a square.
    static func opening(
        _ mask: [UInt8], width: Int, height: Int, size: Int, threads: Int, anchorsOnly: Bool = false
    ) -> [UInt8] {
        let k = max(1, size)
        let count = width * height
        guard width >= k, height >= k, mask.count >= count else { return [UInt8](repeating: 0, count: count) }
        var out = [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count }
        let ones: UInt64 = 0x0101_0101_0101_0101
        mask.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                let input = SharedReadPointer(base: source.baseAddress!)
                let output = SharedPointer(base: target.baseAddress!)
                // 1. Anchors of horizontal runs of length k: the run starting at x reaches x+k-1.
                //    Right to left; whole words of 0s, or of 1s once the run is long, at once.
                forEachBand(rows: height, threads: threads) { rows in
                    for y in rows {
                        var run = 0
                        let src = input.base + y * width, dst = output.base + y * width
                        let srcWords = UnsafeRawPointer(src), dstWords = UnsafeMutableRawPointer(dst)
                        var x = width
                        while x > 0 {
                            if x >= 8 {
                                let word = srcWords.loadUnaligned(fromByteOffset: x - 8, as: UInt64.self)
                                if word == 0 {
                                    dstWords.storeBytes(of: 0, toByteOffset: x - 8, as: UInt64.self)
                                    run = 0
                                    x -= 8
                                    continue
                                }
                                if word == ones && run + 1 >= k {
                                    dstWords.storeBytes(of: ones, toByteOffset: x - 8, as: UInt64.self)
                                    run += 8
                                    x -= 8
                                    continue
                                }
                            }
                            x -= 1
                            run = src[x] != 0 ? run + 1 : 0
                            dst[x] = run >= k ? 1 : 0
                        }
                    }
                }
                // 2. Anchors of full squares: k anchors of step 1 stacked downwards. Counters
                //    saturate at k (only "at least k" matters), so bytes suffice; column strips
                //    run in parallel.
                // k is at most 57 (scale is clamped to 8), so a byte holds it.
        let k8 = UInt8(truncatingIfNeeded: min(k, 255))
                forEachColumnStrip(width: width, height: height, threads: threads) { columns in
                    let counter = UnsafeMutablePointer<UInt8>.allocate(capacity: columns.count)
                    defer { counter.deallocate() }
                    counter.initialize(repeating: 0, count: columns.count)
                    let full = UInt64(k8) &* ones
                    let counterWords = UnsafeMutableRawPointer(counter)
                    for y in stride(from: height - 1, through: 0, by: -1) {
                        let row = output.base + y * width + columns.lowerBound
                        let rowWords = UnsafeMutableRawPointer(row)
                        var x = 0
                        while x < columns.count {
                            // 8 columns at once where nothing changes but the counters' reset.
                            if x + 8 <= columns.count {
                                let word = rowWords.loadUnaligned(fromByteOffset: x, as: UInt64.self)
                                if word == 0 {
                                    counterWords.storeBytes(of: 0, toByteOffset: x, as: UInt64.self)
                                    x += 8
                                    continue
                                }
                                if word == ones
                                    && counterWords.loadUnaligned(fromByteOffset: x, as: UInt64.self) == full
                                {
                                    x += 8
                                    continue
                                }
                            }
                            let c: UInt8 = row[x] != 0 ? min(counter[x] &+ 1, k8) : 0
                            counter[x] = c
                            row[x] = c >= k8 ? 1 : 0
                            x += 1
                        }
                    }
                }
                if anchorsOnly { return }
                // 3. Dilate the anchors by the square: rows, then columns.
                forEachBand(rows: height, threads: threads) { rows in
                    for y in rows {
                        let row = output.base + y * width
                        let words = UnsafeMutableRawPointer(row)
                        var last = -k
                        var x = 0
                        while x < width {
                            if x + 8 <= width {
                                let word = words.loadUnaligned(fromByteOffset: x, as: UInt64.self)
                                if word == 0 && x - last >= k {
                                    x += 8
                                    continue
                                }
                                if word == ones {
                                    last = x + 7
                                    x += 8
                                    continue
                                }
                            }
                            if row[x] != 0 { last = x }
                            row[x] = x - last < k ? 1 : 0
                            x += 1
                        }
                    }
                }
                // Columns: the distance to the last anchor above, saturating at k.
                forEachColumnStrip(width: width, height: height, threads: threads) { columns in
                    let distance = UnsafeMutablePointer<UInt8>.allocate(capacity: columns.count)
                    defer { distance.deallocate() }
                    distance.initialize(repeating: k8, count: columns.count)
                    let far = UInt64(k8) &* ones
                    let distanceWords = UnsafeMutableRawPointer(distance)
                    for y in 0..<height {
                        let row = output.base + y * width + columns.lowerBound
                        let rowWords = UnsafeMutableRawPointer(row)
                        var x = 0
                        while x < columns.count {
                            if x + 8 <= columns.count {
                                let word = rowWords.loadUnaligned(fromByteOffset: x, as: UInt64.self)
                                if word == ones {
                                    distanceWords.storeBytes(of: 0, toByteOffset: x, as: UInt64.self)
                                    x += 8
                                    continue
                                }
                                if word == 0
                                    && distanceWords.loadUnaligned(fromByteOffset: x, as: UInt64.self) == far
                                {
                                    x += 8
                                    continue
                                }
                            }
                            let d: UInt8 = row[x] != 0 ? 0 : min(distance[x] &+ 1, k8)
                            distance[x] = d
                            row[x] = d < k8 ? 1 : 0
                            x += 1
                        }
                    }
                }
            }
        }
        return out
    }

    /// Grows `seeds` through 4-connected pixels of `within` (geodesic reconstruction), breadth
    /// first from the growable pixels (in `within`, not seeds) that border a seed. The result,
    /// the seeds plus every pixel of `within` connected to them, does not depend on the order:
    /// each row band grows within itself on `threads`, then growth across the band boundaries
    /// continues over the whole image on the calling thread. The search for starts skips 8
    /// pixels at a time where none is growable.
    static func propagate(_ seeds: inout [UInt8], within: [UInt8], width: Int, height: Int, threads: Int = 1) {
        guard width > 0, height > 0, seeds.count >= width * height, within.count >= width * height else { return }
        seeds.withUnsafeMutableBufferPointer { seedBuffer in
            within.withUnsafeBufferPointer { withinBuffer in
                let s = SharedPointer(base: seedBuffer.baseAddress!)
                let w = SharedReadPointer(base: withinBuffer.baseAddress!)
                forEachBand(rows: height, threads: threads) { band in
                    var grower = Grower(seeds: s.base, within: w.base, width: width, rows: band)
                    grower.startInside()
                    grower.flood()
                }
                let bands = bandCount(rows: height), per = (height + bands - 1) / bands
                guard bands > 1 else { return }
                var grower = Grower(seeds: s.base, within: w.base, width: width, rows: 0..<height)
                for band in 1..<bands where band * per < height {
                    grower.startAcross(row: band * per)
                }
                grower.flood()
            }
        }
    }

    /// A breadth-first growth of seed pixels through `within`, confined to `rows`.
    private struct Grower {
        let seeds: UnsafeMutablePointer<UInt8>
        let within: UnsafePointer<UInt8>
        let width: Int
        let rows: Range<Int>
        var queue: [Int32] = []

        init(seeds: UnsafeMutablePointer<UInt8>, within: UnsafePointer<UInt8>, width: Int, rows: Range<Int>) {
            self.seeds = seeds
            self.within = within
            self.width = width
            self.rows = rows
        }

        @inline(__always) func growable(_ i: Int) -> Bool { seeds[i] == 0 && within[i] != 0 }
        @inline(__always) func seed(_ i: Int) -> Bool { seeds[i] != 0 }
        @inline(__always) mutating func grow(_ i: Int) {
            seeds[i] = 1
            queue.append(Int32(truncatingIfNeeded: i))
        }

        /// Queues the growable pixels of `rows` that border a seed in `rows`.
        mutating func startInside() {
            let seedBytes = UnsafeRawPointer(seeds), withinBytes = UnsafeRawPointer(within)
            for y in rows {
                var x = 0
                while x < width {
                    let i = y * width + x
                    if x + 8 <= width {
                        let inside = withinBytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        let seeded = seedBytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        // Masks hold 0 or 1 bytes; other nonzero bytes take the slow path.
                        let simple = (inside | seeded) & ~0x0101_0101_0101_0101 == 0
                        if simple && inside & ~seeded == 0 {
                            x += 8
                            continue
                        }
                    }
                    if growable(i)
                        && ((x > 0 && seed(i - 1)) || (x + 1 < width && seed(i + 1))
                            || (y > rows.lowerBound && seed(i - width)) || (y + 1 < rows.upperBound && seed(i + width)))
                    {
                        grow(i)
                    }
                    x += 1
                }
            }
        }

        /// Queues the growable pixels of rows `row - 1` and `row` that border a seed in the other.
        mutating func startAcross(row: Int) {
            for x in 0..<width {
                let up = (row - 1) * width + x, down = row * width + x
                if growable(up) && seed(down) {
                    grow(up)
                } else if growable(down) && seed(up) {
                    grow(down)
                }
            }
        }

        /// Grows from the queued pixels until no pixel of `rows` can grow.
        mutating func flood() {
            let first = rows.lowerBound * width, end = rows.upperBound * width
            var head = 0
            while head < queue.count {
                let i = Int(queue[head])
                head += 1
                let x = i % width
                if x > 0 && growable(i - 1) { grow(i - 1) }
                if x + 1 < width && growable(i + 1) { grow(i + 1) }
                if i - width >= first && growable(i - width) { grow(i - width) }
                if i + width < end && growable(i + width) { grow(i + width) }
            }
        }
    }
}
