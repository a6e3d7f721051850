import LegibleReports
import LegibleScan

/// Warnings about the `@Nx` suffix of a screenshot's file name: a scale taken from the name that
/// the text sizes clearly contradict, and a suffix outside 1–8 that was ignored.
enum ScaleNameCheck {
    /// The warnings for one scanned image (none when `--scale` was given).
    ///
    /// - A scale from the file name (`p@3x.png`) is checked against
    ///   ``ScreenshotScale/estimate(from:)`` on the same scan (its body-text size is measured in
    ///   image pixels, so it does not depend on the scale scanned at): the name is doubted when
    ///   the estimate (1, 2 or 3; nil with fewer than 3 text runs) is below the named scale
    ///   (the text would be smaller than any UI's: a 2x page named `@3x`), or two steps above it
    ///   (`@1x` on a 3x page). One step above is not enough: iOS body text (17 pt) puts 2x pages
    ///   near the 2/3 threshold, and the estimate said 3 for 9 of the 32 correctly named `@2x`
    ///   pages of /work/iosset/tune and tune2 (none of them is doubted by this rule).
    /// - A suffix `@Nx` right before the extension with N a whole number outside 1–8 (`@9x`,
    ///   `@0x`) states nothing (``ScreenshotScale/fromFileName(_:)``): it is named as ignored.
    static func warnings(for report: ScanImageReport) -> [String] {
        guard let result = report.result, report.resolvedScale.source != .option else { return [] }
        var warnings: [String] = []
        let scale = report.resolvedScale.scale
        if report.resolvedScale.source == .fileName, let estimate = ScreenshotScale.estimate(from: result),
           estimate < min(scale, 3) || estimate >= scale + 2
        {
            warnings.append("\(report.image): the file name says @\(Int(scale))x, but its text sizes suggest scale "
                + "\(Int(estimate)); the scan used \(Int(scale)) as the name says: check the name, or give --scale")
        }
        if let suffix = outOfRangeSuffix(report.image) {
            warnings.append("\(report.image): the @\(suffix)x suffix in the file name is out of range 1–8 and was "
                + "ignored; the scale is \(JSONWriter.format(scale)) from \(report.resolvedScale.source.rawValue)")
        }
        return warnings
    }

    /// N for a file name ending `@Nx` before its extension with N a whole number outside 1–8
    /// (`s@9x.png` gives 9), else nil.
    static func outOfRangeSuffix(_ path: String) -> Int? {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        guard name.last == "x" || name.last == "X", let at = name.lastIndex(of: "@") else { return nil }
        let digits = name[name.index(after: at)..<name.index(before: name.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return nil }
        return (1...8).contains(n) ? nil : n
    }
}
