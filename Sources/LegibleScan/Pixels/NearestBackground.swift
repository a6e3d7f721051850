/// The exact Euclidean nearest background pixel of every pixel.
///
/// Felzenszwalb & Huttenlocher (2012), "Distance Transforms of Sampled Functions", Theory of
/// Computing 8: a column pass then a lower envelope of parabolas per row, carrying the argmin.
/// O(width·height); rows run in parallel.
enum NearestBackground {
    /// For each pixel the index (y·width + x) of the nearest pixel with `background[i] != 0`,
    /// or -1 when there is no background pixel at all.
    static func indices(background: [UInt8], width: Int, height: Int) -> [Int32] {
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
                forEachBand(rows: height) { band in
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
}
