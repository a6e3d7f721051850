import LegibleCore
import LegibleReports
import LegibleScan

extension ScreenshotCheck {
    /// The warnings about the scale of one scanned image, one sentence each (none when
    /// `--scale` gave it):
    ///
    /// - A guessed scale: an estimate from the text line heights (any size), or the default 1 on
    ///   a large image (over ``ScreenshotScale/largeImageSide`` px): `a.png: scale 2 is an
    ///   estimate from the text line heights (no --scale, @Nx file name, pHYs density or known
    ///   device size says otherwise): give --scale or name the file @2x/@3x to be sure`.
    /// - An `@Nx` suffix with N outside 1–8 (``ScreenshotScale/outOfRangeFileNameScale(_:)``),
    ///   which states nothing: named as ignored, inside the guessed-scale warning when there is
    ///   one (`(the @9x suffix in the file name is out of range 1–8 and was ignored; no --scale,
    ///   pHYs density or known device size says otherwise)`), else on its own with the scale used
    ///   and its source (`s@9x.png: the @9x suffix in the file name is out of range 1–8 and was
    ///   ignored; the scale is 3 from device`). Never `no @Nx file name` for a name that has one.
    /// - A scale from the file name (`p@3x.png`) that the text sizes clearly contradict,
    ///   checked against ``ScreenshotScale/estimate(from:)`` on the same scan (its body-text
    ///   size is measured in image pixels, so it does not depend on the scale scanned at): the
    ///   name is doubted when the estimate (1, 2 or 3; nil with fewer than 3 text runs) is below
    ///   the named scale (the text would be smaller than any UI's: a 2x page named `@3x`), or two
    ///   steps above it (`@1x` on a 3x page). One step above is not enough: iOS body text
    ///   (17 pt) puts 2x pages near the 2/3 threshold, and the estimate said 3 for 9 of the 32
    ///   correctly named `@2x` pages of /work/iosset/tune and tune2 (none of them is doubted by
    ///   this rule).
    static func scaleWarnings(
        _ resolved: ResolvedScale, result: ScanResult, name: String, width: Int, height: Int
    ) -> [String] {
        guard resolved.source != .option else { return [] }
        let scale = JSONWriter.format(resolved.scale)
        let ignoredSuffix = ScreenshotScale.outOfRangeFileNameScale(name)
            .map { "the @\($0)x suffix in the file name is out of range 1–8 and was ignored" }
        var warnings: [String] = []
        if ScanReport.guessedScaleWarns(source: resolved.source, width: width, height: height) {
            let unstated = ignoredSuffix.map { "\($0); no --scale, pHYs density or known device size says otherwise" }
                ?? "no --scale, @Nx file name, pHYs density or known device size says otherwise"
            let ambiguity = DeviceScreens.ambiguity(width: width, height: height)
                .map { "; \(width) x \(height) px fits several scales (\($0.devices))" } ?? ""
            let what = resolved.source == .estimate
                ? "scale \(scale) is an estimate from the text line heights (\(unstated)\(ambiguity))"
                : "scale 1 is the default (\(unstated)\(ambiguity)); a \(width) x \(height) px image may be a 2x or 3x "
                    + "screenshot, whose text is then judged larger than it is"
            warnings.append("\(name): \(what): give --scale or name the file @2x/@3x to be sure")
        } else if let ignoredSuffix {
            warnings.append("\(name): \(ignoredSuffix); the scale is \(scale) from \(resolved.source.rawValue)")
        }
        if resolved.source == .fileName, let estimate = ScreenshotScale.estimate(from: result),
           estimate < min(resolved.scale, 3) || estimate >= resolved.scale + 2
        {
            warnings.append("\(name): the file name says @\(Int(resolved.scale))x, but its text sizes suggest scale "
                + "\(Int(estimate)); the scan used \(Int(resolved.scale)) as the name says: check the name, or give --scale")
        }
        return warnings
    }
}
