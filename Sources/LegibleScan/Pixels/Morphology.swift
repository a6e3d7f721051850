/// Binary morphology on masks stored one byte per pixel (0 or 1), row-major.
enum Morphology {
    /// The opening of `mask` by a `size`×`size` square: the union of every such square that
    /// fits inside the mask (and inside the image). O(width·height), independent of `size`.
    static func opening(_ mask: [UInt8], width: Int, height: Int, size: Int) -> [UInt8] {
        let k = max(1, size)
        var out = [UInt8](repeating: 0, count: width * height)
        guard width >= k, height >= k else { return out }
        mask.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                let input = SharedReadPointer(base: source.baseAddress!)
                let output = SharedPointer(base: target.baseAddress!)
                // 1. Anchors of horizontal runs of length k: the run starting at x reaches x+k-1.
                forEachBand(rows: height) { rows in
                    for y in rows {
                        var run = 0
                        let row = y * width
                        for x in stride(from: width - 1, through: 0, by: -1) {
                            run = input.base[row + x] != 0 ? run + 1 : 0
                            output.base[row + x] = run >= k ? 1 : 0
                        }
                    }
                }
            }
        }
        // 2. Anchors of full squares: k anchors of step 1 stacked downwards.
        var counter = [Int32](repeating: 0, count: width)
        for y in stride(from: height - 1, through: 0, by: -1) {
            let row = y * width
            for x in 0..<width {
                counter[x] = out[row + x] != 0 ? counter[x] + 1 : 0
                out[row + x] = counter[x] >= Int32(k) ? 1 : 0
            }
        }
        // 3. Dilate the anchors by the square, rows first, then columns.
        out.withUnsafeMutableBufferPointer { target in
            let output = SharedPointer(base: target.baseAddress!)
            forEachBand(rows: height) { rows in
                for y in rows {
                    let row = y * width
                    var last = Int.min / 2
                    for x in 0..<width {
                        if output.base[row + x] != 0 { last = x }
                        output.base[row + x] = x - last < k ? 1 : 0
                    }
                }
            }
        }
        var lastRow = [Int32](repeating: Int32.min / 2, count: width)
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                if out[row + x] != 0 { lastRow[x] = Int32(y) }
                out[row + x] = Int32(y) - lastRow[x] < Int32(k) ? 1 : 0
            }
        }
        return out
    }

    /// Grows `seeds` through 4-connected pixels of `within` (geodesic reconstruction), by
    /// alternating forward and backward raster sweeps until nothing changes.
    static func propagate(_ seeds: inout [UInt8], within: [UInt8], width: Int, height: Int) {
        var changed = true
        var sweeps = 0
        while changed && sweeps < 64 {
            changed = false
            sweeps += 1
            for y in 0..<height {
                let row = y * width
                for x in 0..<width where seeds[row + x] == 0 && within[row + x] != 0 {
                    if (x > 0 && seeds[row + x - 1] != 0) || (y > 0 && seeds[row + x - width] != 0) {
                        seeds[row + x] = 1
                        changed = true
                    }
                }
            }
            for y in stride(from: height - 1, through: 0, by: -1) {
                let row = y * width
                for x in stride(from: width - 1, through: 0, by: -1)
                where seeds[row + x] == 0 && within[row + x] != 0 {
                    if (x + 1 < width && seeds[row + x + 1] != 0)
                        || (y + 1 < height && seeds[row + x + width] != 0)
                    {
                        seeds[row + x] = 1
                        changed = true
                    }
                }
            }
        }
    }
}
