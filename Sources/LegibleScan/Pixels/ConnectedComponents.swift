/// Connected-component labelling of a byte mask (two passes with union-find).
enum ConnectedComponents {
    /// Labels the nonzero pixels of `mask`: 0 is background, components are 1...count, numbered
    /// in raster order of their first pixel. `eightConnected` joins diagonal neighbours too.
    static func label(
        _ mask: [UInt8], width: Int, height: Int, eightConnected: Bool
    ) -> (labels: [Int32], count: Int) {
        var labels = [Int32](repeating: 0, count: width * height)
        var parent: [Int32] = [0]
        func find(_ start: Int32) -> Int32 {
            var a = start
            while parent[Int(a)] != a {
                parent[Int(a)] = parent[Int(parent[Int(a)])]
                a = parent[Int(a)]
            }
            return a
        }
        func union(_ a: Int32, _ b: Int32) -> Int32 {
            let ra = find(a), rb = find(b)
            if ra == rb { return ra }
            if ra < rb { parent[Int(rb)] = ra; return ra }
            parent[Int(ra)] = rb
            return rb
        }
        mask.withUnsafeBufferPointer { maskBuffer in
            labels.withUnsafeMutableBufferPointer { labelBuffer in
                let m = maskBuffer.baseAddress!, l = labelBuffer.baseAddress!
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where m[row + x] != 0 {
                        // Fast path: same run as the left neighbour and nothing new above.
                        var current: Int32 = 0
                        func consider(_ neighbour: Int32) {
                            guard neighbour != 0, neighbour != current else { return }
                            current = current == 0 ? neighbour : union(current, neighbour)
                        }
                        if x > 0 { consider(l[row + x - 1]) }
                        if y > 0 {
                            consider(l[row - width + x])
                            if eightConnected {
                                if x > 0 { consider(l[row - width + x - 1]) }
                                if x + 1 < width { consider(l[row - width + x + 1]) }
                            }
                        }
                        if current == 0 {
                            current = Int32(parent.count)
                            parent.append(current)
                        }
                        l[row + x] = current
                    }
                }
            }
        }
        // Compact the roots into 1...count in raster order.
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
        final.withUnsafeBufferPointer { finalBuffer in
            labels.withUnsafeMutableBufferPointer { labelBuffer in
                let f = finalBuffer.baseAddress!
                for index in labelBuffer.indices where labelBuffer[index] != 0 {
                    labelBuffer[index] = f[Int(labelBuffer[index])]
                }
            }
        }
        return (labels, Int(count))
    }
}
