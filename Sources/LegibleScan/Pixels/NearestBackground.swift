/// The exact Euclidean nearest background pixel of every pixel.
///
/// Felzenszwalb & Huttenlocher (2012), "Distance Transforms of Sampled Functions", Theory of
/// Computing 8: a column pass then a lower envelope of parabolas per row, carrying the argmin.
/// O(width·height); rows run in parallel.
enum NearestBackground {
    /// For each pixel the index (y·width + x) of the nearest pixel with `background[i] != 0`,
    /// or -1 when there is no background pixel at all.
    static func indices(background: [UInt8], width: Int, height: Int, threads: Int) -> [Int32] {
        let count = width * height
        var nearestRow = [Int32](unsafeUninitializedCapacity: count) { _, n in n = count }
        background.withUnsafeBufferPointer { backgroundBuffer in
            nearestRow.withUnsafeMutableBufferPointer { rowBuffer in
                let b = backgroundBuffer.baseAddress!, r = rowBuffer.baseAddress!
                let last = UnsafeMutablePointer<Int32>.allocate(capacity: width)
                defer { last.deallocate() }
                last.initialize(repeating: -1, count: width)
                for y in 0..<height {
                    let row = y * width
                    let y32 = Int32(y)
                    for x in 0..<width {
                        if b[row + x] != 0 { last[x] = y32 }
                        r[row + x] = last[x]
                    }
                }
                last.update(repeating: -1, count: width)
                for y in stride(from: height - 1, through: 0, by: -1) {
                    let row = y * width
                    let y32 = Int32(y)
                    for x in 0..<width {
                        if b[row + x] != 0 { last[x] = y32 }
                        let up = r[row + x], down = last[x]
                        if down >= 0 && (up < 0 || down - y32 < y32 - up) { r[row + x] = down }
                    }
                }
            }
        }
        var result = [Int32](unsafeUninitializedCapacity: count) { buffer, n in
            buffer.initialize(repeating: -1)
            n = count
        }
        nearestRow.withUnsafeBufferPointer { rowsBuffer in
            result.withUnsafeMutableBufferPointer { resultBuffer in
                let rows = SharedReadPointer(base: rowsBuffer.baseAddress!)
                let out = SharedPointer(base: resultBuffer.baseAddress!)
                forEachBand(rows: height, threads: threads) { band in
                    var hull = [Int](repeating: 0, count: width)
                    var bounds = [Double](repeating: 0, count: width + 1)
                    var cost = [Double](repeating: 0, count: width)
                    for y in band {
                        let row = y * width
                        // A row that is all background is its own nearest background.
                        var allBackground = true
                        for x in 0..<width where Int(rows.base[row + x]) != y {
                            allBackground = false
                            break
                        }
                        if allBackground {
                            for x in 0..<width { out.base[row + x] = Int32(row + x) }
                            continue
                        }
                        var k = -1
                        for q in 0..<width {
                            let r = Int(rows.base[row + q])
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
                        guard k >= 0 else { continue }
                        var j = 0
                        for x in 0..<width {
                            while j < k && bounds[j + 1] < Double(x) { j += 1 }
                            let q = hull[j]
                            out.base[row + x] = Int32(Int(rows.base[row + q]) * width + q)
                        }
                    }
                }
            }
        }
        return result
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
        for index in nearest.indices {
            let near = Int(nearest[index])
            if near >= 0 && background[near] == 0 {
                guard isStale(near) else { continue }
                stale.append(index)
                if stale.count > limit { return false }
            }
        }
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
