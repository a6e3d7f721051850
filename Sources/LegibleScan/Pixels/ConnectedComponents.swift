/// Connected-component labelling of a byte mask, by runs: each row's runs of nonzero pixels
/// join the overlapping runs of the row above (union-find), then one parallel pass writes the
/// labels. Whole 8-byte words of zeros or ones are skipped at once, so a mostly empty (ink) or
/// mostly full (background) mask costs little more than one read.
enum ConnectedComponents {
    /// Labels the nonzero pixels of `mask`: 0 is background, components are 1...count, numbered
    /// in raster order of their first pixel. `eightConnected` joins diagonal neighbours too.
    /// `reusing`, when it has `width·height` elements, is overwritten instead of allocating.
    static func label(
        _ mask: [UInt8], width: Int, height: Int, eightConnected: Bool, threads: Int, reusing: consuming [Int32] = []
    ) -> (labels: [Int32], count: Int) {
        let pixelCount = width * height
        var labels = consume reusing
        if labels.count != pixelCount {
            labels = []
            labels = [Int32](unsafeUninitializedCapacity: pixelCount) { _, n in n = pixelCount }
        }
        guard pixelCount > 0, mask.count >= pixelCount else { return ([Int32](repeating: 0, count: pixelCount), 0) }
        var runStart: [Int32] = [], runEnd: [Int32] = [], runLabel: [Int32] = []
        var rowFirstRun = [Int](repeating: 0, count: height + 1)
        var parent: [Int32] = [0]
        func find(_ start: Int32) -> Int32 {
            var a = start
            while parent[Int(a)] != a {
                parent[Int(a)] = parent[Int(parent[Int(a)])]
                a = parent[Int(a)]
            }
            return a
        }
        let reach = eightConnected ? 1 : 0
        mask.withUnsafeBufferPointer { maskBuffer in
            let m = maskBuffer.baseAddress!
            let raw = UnsafeRawPointer(m)
            for y in 0..<height {
                rowFirstRun[y] = runStart.count
                let row = y * width
                let previous = y > 0 ? rowFirstRun[y - 1]..<rowFirstRun[y] : 0..<0
                var cursor = previous.lowerBound
                var x = 0
                while x < width {
                    // Skip zeros, 8 at a time where possible.
                    while x + 8 <= width && raw.loadUnaligned(fromByteOffset: row + x, as: UInt64.self) == 0 { x += 8 }
                    while x < width && m[row + x] == 0 { x += 1 }
                    guard x < width else { break }
                    let start = x
                    while x + 8 <= width
                        && raw.loadUnaligned(fromByteOffset: row + x, as: UInt64.self) == 0x0101_0101_0101_0101
                    {
                        x += 8
                    }
                    while x < width && m[row + x] != 0 { x += 1 }
                    let end = x
                    // Runs above that touch [start, end), widened by one for diagonals.
                    while cursor < previous.upperBound && Int(runEnd[cursor]) + reach <= start { cursor += 1 }
                    var current: Int32 = 0
                    var scan = cursor
                    while scan < previous.upperBound && Int(runStart[scan]) < end + reach {
                        let root = find(runLabel[scan])
                        if current == 0 {
                            current = root
                        } else if root != current {
                            if root < current { parent[Int(current)] = root; current = root } else { parent[Int(root)] = current }
                        }
                        scan += 1
                    }
                    if current == 0 {
                        current = Int32(parent.count)
                        parent.append(current)
                    }
                    runStart.append(Int32(start))
                    runEnd.append(Int32(end))
                    runLabel.append(current)
                }
            }
            rowFirstRun[height] = runStart.count
        }
        // A sentinel run, so that no run array is empty below.
        runStart.append(0)
        runEnd.append(0)
        runLabel.append(0)
        // Compact the roots into 1...count in order of their smallest provisional label, which
        // is the order of the components' first pixels.
        var final = [Int32](repeating: 0, count: parent.count)
        var count: Int32 = 0
        for index in 1..<max(1, parent.count) {
            let root = find(Int32(index))
            if final[Int(root)] == 0 {
                count += 1
                final[Int(root)] = count
            }
            final[index] = final[Int(root)]
        }
        runStart.withUnsafeBufferPointer { starts in
            runEnd.withUnsafeBufferPointer { ends in
                runLabel.withUnsafeBufferPointer { provisional in
                    final.withUnsafeBufferPointer { finalBuffer in
                        rowFirstRun.withUnsafeBufferPointer { firsts in
                            labels.withUnsafeMutableBufferPointer { labelBuffer in
                                let s = SharedReadPointer(base: starts.baseAddress!)
                                let e = SharedReadPointer(base: ends.baseAddress!)
                                let p = SharedReadPointer(base: provisional.baseAddress!)
                                let f = SharedReadPointer(base: finalBuffer.baseAddress!)
                                let r = SharedReadPointer(base: firsts.baseAddress!)
                                let out = SharedPointer(base: labelBuffer.baseAddress!)
                                forEachBand(rows: height, threads: threads) { rows in
                                    for y in rows {
                                        let row = out.base + y * width
                                        var x = 0
                                        for run in r.base[y]..<r.base[y + 1] {
                                            let start = Int(s.base[run]), end = Int(e.base[run])
                                            (row + x).update(repeating: 0, count: start - x)
                                            (row + start).update(repeating: f.base[Int(p.base[run])], count: end - start)
                                            x = end
                                        }
                                        (row + x).update(repeating: 0, count: width - x)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (labels, Int(count))
    }
}
