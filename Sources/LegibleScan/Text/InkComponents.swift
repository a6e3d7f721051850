/// The ink: pixels that differ clearly from their nearest background pixel, labelled into
/// 8-connected components without ever holding a whole-image mask.
extension BackgroundModel {
    /// The 8-connected components of the ink: pixels that are not background and differ from
    /// their nearest background pixel by more than `tolerance` in some channel. The ink mask is
    /// never whole in memory: blocks of about 1 MB of mask rows are computed and labelled by
    /// chunks of rows in parallel, joined in order (``RunLabeler/append(_:)``: the labels of
    /// one pass).
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
                    guard threads != 1 else {
                        inkRows(
                            y0..<y1, width: width, background: b.base, codes: codes.base, nearest: nearest,
                            rgba: pixels.base, tolerance: tolerance, into: block)
                        for y in y0..<y1 { labeler.add(row: block + (y - y0) * width) }
                        y0 = y1
                        continue
                    }
                    // Chunks of rows measured and labelled in parallel, joined in order.
                    let parts = concatenatedChunks(count: y1 - y0, threads: threads) { band -> [RunLabeler] in
                        inkRows(
                            (first + band.lowerBound)..<(first + band.upperBound), width: width, background: b.base,
                            codes: codes.base, nearest: nearest, rgba: pixels.base, tolerance: tolerance,
                            into: out.base + band.lowerBound * width)
                        var part = RunLabeler(width: width, height: band.count, eightConnected: true)
                        for y in band { part.add(row: out.base + y * width) }
                        return [part]
                    }
                    for part in parts { labeler.append(part) }
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
                if target >= 0 { isInk = differs(rgba + index * 4, rgba + target * 4, by: tolerance) }
            }
            out[index] = isInk ? 1 : 0
            index += 1
        }
    }

    /// Whether two pixels differ by more than `tolerance` in some channel (R, G, B): the ink
    /// test of a pixel `p` against its nearest background pixel `q`.
    @inline(__always) private static func differs(
        _ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, by tolerance: Int
    ) -> Bool {
        max(abs(Int(p[0]) - Int(q[0])), abs(Int(p[1]) - Int(q[1])), abs(Int(p[2]) - Int(q[2]))) > tolerance
    }

    /// ``inkComponents(image:background:nearest:tolerance:threads:)`` after background was
    /// dropped and the nearest map repaired, from the ink measured before: the mask is the
    /// `previous` runs except at the `changed` pixels (raster order: those whose background or
    /// nearest background pixel changed, as ``NearestBackground/repair(_:background:width:height:threads:isStale:)``
    /// returns them), which are measured again. The same components as a full measurement, at
    /// the cost of the changed pixels and the labelling.
    static func inkComponents(
        image: ImageView, background: [UInt8], nearest: NearestMap, tolerance: Int, previous: RunLabels,
        changed: [Int]
    ) -> RunLabels {
        let width = image.width, height = image.height, count = width * height
        var labeler = RunLabeler(width: width, height: height, eightConnected: true)
        guard count > 0, background.count >= count, nearest.count >= count, previous.width == width,
              previous.rowFirstRun.count == height + 1, let rgba = image.rgba.baseAddress
        else { return labeler.finish() }
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        row.initialize(repeating: 0, count: width)
        defer { row.deallocate() }
        var lookup = nearest.cursor()
        var next = 0
        background.withUnsafeBufferPointer { b in
            for y in 0..<height {
                let runs = previous.runs(ofRow: y)
                for run in runs {
                    let start = Int(previous.runStart[run])
                    (row + start).update(repeating: 1, count: Int(previous.runEnd[run]) - start)
                }
                let rowStart = y * width, end = rowStart + width
                while next < changed.count && changed[next] < end {
                    let index = changed[next]
                    var isInk = false
                    if b[index] == 0 {
                        let target = lookup[index]
                        if target >= 0 { isInk = differs(rgba + index * 4, rgba + target * 4, by: tolerance) }
                    }
                    row[index - rowStart] = isInk ? 1 : 0
                    next += 1
                }
                labeler.add(row: row)
                // Back to zeros for the next row: the runs, and the changed pixels set outside them.
                for run in runs {
                    let start = Int(previous.runStart[run])
                    (row + start).update(repeating: 0, count: Int(previous.runEnd[run]) - start)
                }
                var k = next
                while k > 0 && changed[k - 1] >= rowStart {
                    k -= 1
                    row[changed[k] - rowStart] = 0
                }
            }
        }
        return labeler.finish()
    }
}
