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
        var out = [UInt8](repeating: 0, count: count)
        guard width >= k, height >= k else { return out }
        mask.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                let input = SharedReadPointer(base: source.baseAddress!)
                let output = SharedPointer(base: target.baseAddress!)
                // 1. Anchors of horizontal runs of length k: the run starting at x reaches x+k-1.
                forEachBand(rows: height, threads: threads) { rows in
                    for y in rows {
                        var run = 0
                        let src = input.base + y * width, dst = output.base + y * width
                        for x in stride(from: width - 1, through: 0, by: -1) {
                            run = src[x] != 0 ? run + 1 : 0
                            dst[x] = run >= k ? 1 : 0
                        }
                    }
                }
                // 2. Anchors of full squares: k anchors of step 1 stacked downwards.
                let o = target.baseAddress!
                let counter = UnsafeMutablePointer<Int32>.allocate(capacity: width)
                counter.initialize(repeating: 0, count: width)
                defer { counter.deallocate() }
                let k32 = Int32(k)
                for y in stride(from: height - 1, through: 0, by: -1) {
                    let row = o + y * width
                    for x in 0..<width {
                        let c: Int32 = row[x] != 0 ? counter[x] + 1 : 0
                        counter[x] = c
                        row[x] = c >= k32 ? 1 : 0
                    }
                }
                if anchorsOnly { return }
                // 3. Dilate the anchors by the square: rows, then columns.
                forEachBand(rows: height, threads: threads) { rows in
                    for y in rows {
                        let row = output.base + y * width
                        var last = -k
                        for x in 0..<width {
                            if row[x] != 0 { last = x }
                            row[x] = x - last < k ? 1 : 0
                        }
                    }
                }
                for x in 0..<width { counter[x] = -k32 }
                for y in 0..<height {
                    let row = o + y * width
                    let y32 = Int32(y)
                    for x in 0..<width {
                        if row[x] != 0 { counter[x] = y32 }
                        row[x] = y32 - counter[x] < k32 ? 1 : 0
                    }
                }
            }
        }
        return out
    }

    /// Grows `seeds` through 4-connected pixels of `within` (geodesic reconstruction), breadth
    /// first from the growable pixels (in `within`, not seeds) that border a seed. The result,
    /// the seeds plus every pixel of `within` connected to them, does not depend on the order;
    /// the search for starts skips 8 pixels at a time where none is growable.
    static func propagate(_ seeds: inout [UInt8], within: [UInt8], width: Int, height: Int) {
        var queue: [Int32] = []
        seeds.withUnsafeMutableBufferPointer { seedBuffer in
            within.withUnsafeBufferPointer { withinBuffer in
                let s = seedBuffer.baseAddress!, w = withinBuffer.baseAddress!
                @inline(__always) func growable(_ i: Int) -> Bool { s[i] == 0 && w[i] != 0 }
                let seedBytes = UnsafeRawPointer(s), withinBytes = UnsafeRawPointer(w)
                @inline(__always) func seed(_ i: Int) -> Bool { s[i] != 0 }
                for y in 0..<height {
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
                                || (y > 0 && seed(i - width)) || (y + 1 < height && seed(i + width)))
                        {
                            s[i] = 1
                            queue.append(Int32(i))
                        }
                        x += 1
                    }
                }
                var head = 0
                while head < queue.count {
                    let i = Int(queue[head])
                    head += 1
                    let x = i % width
                    if x > 0 && growable(i - 1) { s[i - 1] = 1; queue.append(Int32(i - 1)) }
                    if x + 1 < width && growable(i + 1) { s[i + 1] = 1; queue.append(Int32(i + 1)) }
                    if i >= width && growable(i - width) { s[i - width] = 1; queue.append(Int32(i - width)) }
                    if i + width < width * height && growable(i + width) {
                        s[i + width] = 1
                        queue.append(Int32(i + width))
                    }
                }
            }
        }
    }
}
