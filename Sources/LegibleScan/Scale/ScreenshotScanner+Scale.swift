extension ScreenshotScanner {
    /// Scans at `known` when the scale is known (``ScreenshotScale/resolve(option:path:density:width:height:)``);
    /// otherwise estimates the scale from the text (``ScreenshotScale/estimate(from:)``) and scans
    /// once at it.
    ///
    /// The estimate first comes from a quick look: a half-size copy (2x2 box average) scanned at
    /// scale ½, which measures the same geometry in a quarter of the pixels. When that look
    /// clearly says 2 or 3 (``ScreenshotScale/quickEstimate(fromHalfSize:)``), the image is
    /// scanned once at that scale. Otherwise it is scanned at 1 and estimated from that scan
    /// (then scanned again only when the estimate is not 1). The quick look's bands were chosen
    /// so that it agrees with the estimate from the scale-1 scan on every screenshot measured
    /// (dev set, iOS-styled set, real-world phone shots); results are those of a scan at the
    /// chosen scale either way.
    ///
    /// - Returns: the result and where its scale came from (`estimate`, or `default` when the
    ///   scan at 1 found too little text to estimate from).
    /// - Complexity: a quarter-size scan plus one scan when the quick look decides; else
    ///   those plus a scan at 1 (two scans when the estimate is then 2 or 3).
    public func scan(width: Int, height: Int, rgba: [UInt8], known: ResolvedScale?) -> (ScanResult, ResolvedScale) {
        if let known {
            return (scan(width: width, height: height, rgba: rgba, scale: known.scale), known)
        }
        let resolved = ResolvedScale(scale: 1, source: .estimate, reason: "estimated from the heights of the text lines")
        if let quick = quickScaleEstimate(width: width, height: height, rgba: rgba) {
            var chosen = resolved
            chosen.scale = quick
            return (scan(width: width, height: height, rgba: rgba, scale: quick), chosen)
        }
        let first = scan(width: width, height: height, rgba: rgba, scale: 1)
        guard let estimate = ScreenshotScale.estimate(from: first) else { return (first, .default) }
        var chosen = resolved
        chosen.scale = estimate
        if estimate == 1 { return (first, chosen) }
        return (scan(width: width, height: height, rgba: rgba, scale: estimate), chosen)
    }

    /// 2 or 3 when a scan of a half-size copy at scale ½ clearly shows a 2x or 3x layout, else nil.
    func quickScaleEstimate(width: Int, height: Int, rgba: [UInt8]) -> Double? {
        let half = HalfSizeImage(width: width, height: height, rgba: rgba, threads: options.threadCount)
        guard half.width > 2, half.height > 2 else { return nil }
        // The same options, in the copy's pixels.
        var quick = options
        quick.ignoredRects = options.ignoredRects.map {
            PixelRect(x: $0.x / 2, y: $0.y / 2, width: ($0.x + $0.width + 1) / 2 - $0.x / 2,
                      height: ($0.y + $0.height + 1) / 2 - $0.y / 2)
        }
        quick.minimumTextHeight = options.minimumTextHeight / 2
        let look = ScreenshotScanner(options: quick).scan(width: half.width, height: half.height, rgba: half.rgba, scale: 0.5)
        return ScreenshotScale.quickEstimate(fromHalfSize: look)
    }
}

/// A copy of an RGBA image at half the width and height (rounded down): each pixel the rounded
/// mean of a 2x2 block, per channel (alpha copied as 255).
struct HalfSizeImage {
    let width: Int
    let height: Int
    var rgba: [UInt8]

    init(width sourceWidth: Int, height sourceHeight: Int, rgba source: [UInt8], threads: Int) {
        let width = sourceWidth / 2, height = sourceHeight / 2
        self.width = width
        self.height = height
        guard width > 0, height > 0, source.count >= sourceWidth * sourceHeight * 4 else {
            rgba = []
            return
        }
        var out = [UInt8](repeating: 255, count: width * height * 4)
        source.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                let from = SharedReadPointer(base: input.baseAddress!)
                let to = SharedPointer(base: output.baseAddress!)
                forEachBand(rows: height, threads: threads) { rows in
                    for y in rows {
                        let top = UnsafeRawPointer(from.base + 2 * y * sourceWidth * 4)
                        let bottom = top + sourceWidth * 4
                        let row = UnsafeMutableRawPointer(to.base + y * width * 4)
                        for x in 0..<width {
                            // Two pixels of each row as one word; per channel, 16-bit lanes of
                            // sums: R and B in `even`, G and alpha in `odd`.
                            let a = UInt64(littleEndian: top.loadUnaligned(fromByteOffset: 8 &* x, as: UInt64.self))
                            let b = UInt64(littleEndian: bottom.loadUnaligned(fromByteOffset: 8 &* x, as: UInt64.self))
                            let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
                            let even = (a & lanes) &+ (b & lanes), odd = ((a >> 8) & lanes) &+ ((b >> 8) & lanes)
                            // Left pixel plus right pixel, then the rounded quarter of each lane.
                            let evenSum = (even & 0xFFFF_FFFF) &+ (even >> 32), oddSum = (odd & 0xFFFF_FFFF) &+ (odd >> 32)
                            let evenMean = ((evenSum &+ 0x0002_0002) >> 2) & 0x00FF_00FF
                            let oddMean = ((oddSum &+ 0x0002_0002) >> 2) & 0x00FF_00FF
                            let pixel = UInt32(truncatingIfNeeded: evenMean | (oddMean << 8)) | 0xFF00_0000
                            row.storeBytes(of: UInt32(littleEndian: pixel), toByteOffset: 4 &* x, as: UInt32.self)
                        }
                    }
                }
            }
        }
        rgba = out
    }
}
