extension ScreenshotScanner {
    /// Scans at `known` when the scale is known (``ScreenshotScale/resolve(option:path:density:width:height:)``);
    /// otherwise scans at 1, estimates the scale from the text found
    /// (``ScreenshotScale/estimate(from:)``) and scans again only when the estimate is not 1.
    ///
    /// - Returns: the result and where its scale came from (`estimate`, or `default` when the
    ///   first scan found too little text to estimate from).
    /// - Complexity: one scan, or two when the scale is estimated to be 2 or 3.
    public func scan(width: Int, height: Int, rgba: [UInt8], known: ResolvedScale?) -> (ScanResult, ResolvedScale) {
        if let known {
            return (scan(width: width, height: height, rgba: rgba, scale: known.scale), known)
        }
        let first = scan(width: width, height: height, rgba: rgba, scale: 1)
        guard let estimate = ScreenshotScale.estimate(from: first) else { return (first, .default) }
        let resolved = ResolvedScale(scale: estimate, source: .estimate, reason: "estimated from the heights of the text lines")
        if estimate == 1 { return (first, resolved) }
        return (scan(width: width, height: height, rgba: rgba, scale: estimate), resolved)
    }
}
