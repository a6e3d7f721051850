/// Where the scale of a scanned screenshot came from, strongest first.
public enum ScaleSource: String, Hashable, Sendable, CaseIterable {
    /// `--scale` on the command line.
    case option
    /// An `@2x` or `@3x` suffix right before the file's extension.
    case fileName = "file name"
    /// The PNG's pHYs chunk stated a density of 144 or 216 dpi.
    case pHYs
    /// The pixel size is that of a known device screen (``DeviceScreens``).
    case device
    /// Guessed from the text found in the image (``ScreenshotScale/estimate(from:)``).
    case estimate
    /// Nothing said: 1.
    case `default`

    /// True for the sources that only guess (estimate, default).
    public var isGuess: Bool { self == .estimate || self == .default }
}

/// A scale and why it was chosen.
public struct ResolvedScale: Hashable, Sendable {
    /// Device pixels per CSS px or point.
    public var scale: Double
    /// Which rule gave it.
    public var source: ScaleSource
    /// One phrase for people: `1170 x 2532 px is iPhone 12, ...`, `@3x in the file name`.
    public var reason: String

    /// Creates a resolved scale.
    public init(scale: Double, source: ScaleSource, reason: String) {
        self.scale = scale
        self.source = source
        self.reason = reason
    }

    /// The fallback: scale 1, nothing stated.
    public static let `default` = ResolvedScale(scale: 1, source: .default, reason: "nothing states a scale")
}

/// The device scale factor of a screenshot: device pixels per CSS px (web) or per point (Apple
/// platforms), from what the file and its pixels say.
///
/// Order (the first that answers wins): `--scale`; an `@Nx` file-name suffix; the PNG pHYs
/// chunk when it states a density that maps to a scale (72 dpi is what most writers store
/// without meaning it, so it says nothing); the pixel size of a known device screen in either
/// orientation (``DeviceScreens``); an estimate from the text in the image; then 1.
public enum ScreenshotScale {
    /// The scale a file name states: N for `name@Nx.png` with N a whole number from 1 to 8
    /// (`@1x`, `@2x`, `@3x` in practice), else nil.
    ///
    /// Only the last path component is looked at, and the suffix must come right before the
    /// extension (`shot@2x.png`, `shot@3x.PNG`); `shot@2x-dark.png` states nothing. Apple's naming
    /// rule for image scale variants (Asset Catalog / `UIImage(named:)`).
    public static func fromFileName(_ path: String) -> Double? {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = name[..<dot]
        }
        guard name.count >= 3, name.last == "x" || name.last == "X" else { return nil }
        let digit = name[name.index(name.endIndex, offsetBy: -2)]
        guard name[name.index(name.endIndex, offsetBy: -3)] == "@", let n = digit.wholeNumberValue,
              (1...8).contains(n), digit.isASCII else { return nil }
        return Double(n)
    }

    /// N for a file name whose `@Nx` suffix right before the extension has a whole number N
    /// outside 1–8 (`s@9x.png` gives 9, `s@0x.png` 0, `s@12x.PNG` 12), else nil: a suffix that
    /// ``fromFileName(_:)`` does not take, so that reports can say it was ignored rather than
    /// that the name has none. Only the last path component is looked at.
    public static func outOfRangeFileNameScale(_ path: String) -> Int? {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        guard name.last == "x" || name.last == "X", let at = name.lastIndex(of: "@") else { return nil }
        let digits = name[name.index(after: at)..<name.index(before: name.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return nil }
        return (1...8).contains(n) ? nil : n
    }

    /// The scale a pHYs density states, or nil.
    ///
    /// Apple's screenshot writers store 72 dpi per point: a Retina (2x) capture says 144 dpi
    /// (5669 px/m), a 3x capture 216 dpi (8504 px/m). The density maps to a scale when the unit is
    /// the metre, x equals y, and dpi / 72 is within 1 % of 2 or 3. 72 dpi (2835 px/m) is what most
    /// writers put by default, and 96 dpi (3780 px/m) is the Windows default: both state nothing.
    ///
    /// - Parameters:
    ///   - pixelsPerMeterX: pHYs pixels per unit along x.
    ///   - pixelsPerMeterY: along y.
    ///   - unitIsMeter: the unit specifier is 1 (metre).
    public static func fromPixelDensity(pixelsPerMeterX: Int, pixelsPerMeterY: Int, unitIsMeter: Bool) -> Double? {
        guard unitIsMeter, pixelsPerMeterX == pixelsPerMeterY, pixelsPerMeterX > 0 else { return nil }
        let ratio = Double(pixelsPerMeterX) * 0.0254 / 72
        for scale in [2.0, 3.0] where abs(ratio - scale) <= 0.01 * scale { return scale }
        return nil
    }

    /// The scale from everything but the pixels, or nil when only an estimate from the image
    /// (or the default) is left.
    ///
    /// - Parameters:
    ///   - option: `--scale`, when given.
    ///   - path: the file's path (for the `@Nx` suffix).
    ///   - density: the pHYs values (pixels per x, per y, unit is metre), when the file has one.
    ///   - width: image width in pixels.
    ///   - height: image height in pixels.
    public static func resolve(
        option: Double?, path: String, density: (x: Int, y: Int, unitIsMeter: Bool)?, width: Int, height: Int
    ) -> ResolvedScale? {
        if let option {
            return ResolvedScale(scale: option, source: .option, reason: "--scale")
        }
        if let scale = fromFileName(path) {
            return ResolvedScale(scale: scale, source: .fileName, reason: "@\(Int(scale))x in the file name")
        }
        if let density, let scale = fromPixelDensity(
            pixelsPerMeterX: density.x, pixelsPerMeterY: density.y, unitIsMeter: density.unitIsMeter)
        {
            let dpi = Int((Double(density.x) * 0.0254).rounded())
            return ResolvedScale(scale: scale, source: .pHYs, reason: "the PNG states \(dpi) dpi (pHYs)")
        }
        if let screen = DeviceScreens.screen(width: width, height: height) {
            return ResolvedScale(
                scale: screen.scale, source: .device,
                reason: "\(screen.width) x \(screen.height) px is the screen of \(screen.devices)")
        }
        return nil
    }

    /// The body-text size a UI is assumed to use when estimating, in CSS px or points: 15, the
    /// middle of the usual 13–17 (HIG "Typography": iOS Body 17 pt, macOS 13 pt; browsers 16 px).
    public static let assumedBodySize = 15.0

    /// An estimate of the scale from a scan made at scale 1, or nil when it found too little text
    /// (fewer than 3 text runs).
    ///
    /// Line metrics: the median font size of the text runs, weighted by run width (long lines are
    /// body text; short runs include icons and details), divided by ``assumedBodySize``, and
    /// rounded to 1, 2 or 3 in log terms (below 21.2 px gives 1, below 36.7 px gives 2, else 3).
    /// A guess: reports mark it `estimate`, and large images get a warning.
    public static func estimate(from result: ScanResult) -> Double? {
        guard let size = bodyTextSize(of: result, minimumRuns: 3) else { return nil }
        let ratio = size / assumedBodySize
        if ratio < 2.0.squareRoot() { return 1 }
        if ratio < 6.0.squareRoot() { return 2 }
        return 3
    }

    /// A quick estimate from a scan of a half-size copy at scale ½ (``HalfSizeImage``): 2 or 3
    /// when the copy's body text (``estimate(from:)``'s median, doubled back to the image's
    /// pixels, over ``assumedBodySize``) lies clearly inside one of their bands, else nil (then
    /// the scan at 1 decides).
    ///
    /// A half-size copy loses some small text, which moves the median up, and measures heights
    /// in steps of 2 image pixels (0.18 in the ratio): the bands keep clear of the estimate's
    /// thresholds (√2 and √6) by more than those. 2 for a ratio in 1.75...2.3, 3 from 2.75;
    /// at least 5 text runs. On the dev set, the iOS-styled set and the real-world phone shots,
    /// the scale-1 estimates of the 1x pages gave copies at most 1.44, the 2x ones 1.44–2.52,
    /// the 3x ones from 2.70.
    public static func quickEstimate(fromHalfSize result: ScanResult) -> Double? {
        guard let size = bodyTextSize(of: result, minimumRuns: 5) else { return nil }
        let ratio = 2 * size / assumedBodySize
        if ratio >= 1.75 && ratio <= 2.3 { return 2 }
        if ratio >= 2.75 { return 3 }
        return nil
    }

    /// The width-weighted median font size of the text runs in image pixels (font size times
    /// the scan's scale), or nil with fewer than `minimumRuns` text runs.
    static func bodyTextSize(of result: ScanResult, minimumRuns: Int) -> Double? {
        let text = result.regions.filter { $0.role != .nonText }
        guard text.count >= minimumRuns else { return nil }
        let sorted = text.sorted { $0.fontSize < $1.fontSize }
        let total = sorted.reduce(0) { $0 + $1.rect.width }
        var cumulative = 0
        for region in sorted {
            cumulative += region.rect.width
            if 2 * cumulative >= total { return region.fontSize * result.scale }
        }
        return sorted[sorted.count / 2].fontSize * result.scale
    }

    /// Images with more pixels than this on their longer side get a warning when scanned at a
    /// guessed or default scale: 1500 px is more than any common 1x phone or tablet layout, so
    /// such an image is most likely a 2x or 3x screenshot or a large 1x desktop one.
    public static let largeImageSide = 1500
}
