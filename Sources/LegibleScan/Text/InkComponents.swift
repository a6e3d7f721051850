/// The ink: pixels that differ clearly from their nearest background pixel, labelled into
/// 8-connected components without ever holding a whole-image mask.
extension BackgroundModel {
    /// The 8-connected components of the ink: pixels that are not background and differ from
    /// their nearest background pixel by more than `tolerance` in some channel. The ink mask is
    /// never whole in memory: blocks of about 1 MB of mask rows are computed in parallel and
    /// fed to a ``RunLabeler``.
    static func inkComponents(
        image: ImageView, background: [UInt8], nearest: NearestMap, tolerance: Int, threads: Int
    ) -> RunLabels {
        let width = image.width, height = image.height, count = width * height
        var labeler = RunLabeler(width: width, height: height, eightConnected: true)
        guard count > 0, background.count >= count, nearest.count >= count, let rgba = image.rgba.baseAddress
        else { return labeler.finish() }
        let blockRows = max(1, min(height, (1 << 20) / width))
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: blockRows * width)
        defer { block.deallocate() }
        background.withUnsafeBufferPointer { backgroundBuffer in
            nearest.codes.withUnsafeBufferPointer { codeBuffer in
                let b = SharedReadPointer(base: backgroundBuffer.baseAddress!)
                let codes = SharedReadPointer(base: codeBuffer.baseAddress!)
                let pixels = SharedReadPointer(base: rgba)
                let out = SharedPointer(base: block)
                var y0 = 0
                while y0 < height {
                    let y1 = min(height, y0 + blockRows), first = y0
                    forEachBand(rows: y1 - y0, threads: threads) { band in
                        inkRows(
                            (first + band.lowerBound)..<(first + band.upperBound), width: width, background: b.base,
                            codes: codes.base, nearest: nearest, rgba: pixels.base, tolerance: tolerance,
                            into: out.base + band.lowerBound * width)
                    }
                    for y in y0..<y1 { labeler.add(row: block + (y - y0) * width) }
                    y0 = y1
                }
            }
        }
        return labeler.finish()
    }

    /// The ink mask (1 or 0) of the image rows `rows`, written from `output` on. Runs of 8
    /// background pixels are written without a look at their nearest pixel.
    private static func inkRows(
        _ rows: Range<Int>, width: Int, background b: UnsafePointer<UInt8>, codes: UnsafePointer<UInt16>,
        nearest: NearestMap, rgba: UnsafePointer<UInt8>, tolerance: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        let start = rows.lowerBound * width, end = rows.upperBound * width
        let out = output - start
        var lookup = nearest.cursor()
        var index = start
        while index < end {
            if index + 8 <= end && NearestBackground.allSet8(b + index) {
                UnsafeMutableRawPointer(out + index).storeBytes(of: UInt64(0), as: UInt64.self)
                index += 8
                continue
            }
            var isInk = false
            if b[index] == 0 {
                let code = codes[index]
                let target = code != 0
                    ? NearestMap.target(of: code, at: index, width: width)
                    : lookup[index]
                if target >= 0 {
                    let p = rgba + index * 4, q = rgba + target * 4
                    let difference = max(
                        abs(Int(p[0]) - Int(q[0])), abs(Int(p[1]) - Int(q[1])), abs(Int(p[2]) - Int(q[2])))
                    isInk = difference > tolerance
                }
            }
            out[index] = isInk ? 1 : 0
            index += 1
        }
    }
}
