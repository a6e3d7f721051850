/// Per-pixel statistics of the 3x3 neighbourhood, computed in one parallel pass.
///
/// - `range`: the largest max−min over the 3x3 window among R, G, B (0...255).
/// - `laplacian9`: the largest |9·c − Σ window| among R, G, B, clamped to 255: nine times the
///   deviation of the pixel from its 3x3 mean. Small on flat areas and on smooth gradients.
/// Borders repeat the edge pixel. Cost: one read of the image, 2 bytes per pixel.
struct LocalStatistics {
    var range: [UInt8]
    var laplacian9: [UInt8]

    init(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
        let count = width * height
        var range = [UInt8](repeating: 0, count: count)
        var laplacian = [UInt8](repeating: 0, count: count)
        guard let source = rgba.baseAddress, count > 0 else {
            self.range = range
            self.laplacian9 = laplacian
            return
        }
        let input = SharedReadPointer(base: source)
        range.withUnsafeMutableBufferPointer { rangeBuffer in
            laplacian.withUnsafeMutableBufferPointer { lapBuffer in
                let rangeOut = SharedPointer(base: rangeBuffer.baseAddress!)
                let lapOut = SharedPointer(base: lapBuffer.baseAddress!)
                forEachBand(rows: height) { rows in
                    let src = input.base
                    for y in rows {
                        let up = max(0, y - 1) * width * 4
                        let mid = y * width * 4
                        let down = min(height - 1, y + 1) * width * 4
                        for x in 0..<width {
                            let left = max(0, x - 1) * 4, centre = x * 4, right = min(width - 1, x + 1) * 4
                            var worstRange = 0
                            var worstLap = 0
                            for channel in 0..<3 {
                                var low = 255, high = 0, sum = 0
                                for r in 0..<3 {
                                    let row = r == 0 ? up : (r == 1 ? mid : down)
                                    let a = Int(src[row + left + channel])
                                    let b = Int(src[row + centre + channel])
                                    let c = Int(src[row + right + channel])
                                    sum += a + b + c
                                    low = min(low, a, b, c)
                                    high = max(high, a, b, c)
                                }
                                worstRange = max(worstRange, high - low)
                                let value = Int(src[mid + centre + channel])
                                worstLap = max(worstLap, abs(9 * value - sum))
                            }
                            rangeOut.base[y * width + x] = UInt8(worstRange)
                            lapOut.base[y * width + x] = UInt8(min(255, worstLap))
                        }
                    }
                }
            }
        }
        self.range = range
        self.laplacian9 = laplacian
    }
}
