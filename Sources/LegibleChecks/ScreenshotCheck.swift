import LegibleCore
import LegibleReports
import LegibleScan
#if canImport(LegibleImage)
import LegibleImage
#endif

/// What `legible scan` does to one screenshot, as one call: PNG bytes (or an RGBA buffer) and a
/// scale in, the text runs with their colors, sizes, requirements and verdicts out.
///
/// ```swift
/// let checked = try ScreenshotCheck(scale: 3).run(png: bytes, name: "checkout@3x.png")
/// for run in checked.result.regions where run.verdict == .fail { ... }
/// ```
///
/// `legible scan` reads each image through this type, so the library and the command find the
/// same runs. PNG decoding (libpng) exists on Linux and macOS only; the RGBA form everywhere.
public struct ScreenshotCheck: Sendable {
    /// The scanner's options: level, policy, ignored rectangles, minimum text height, non-text
    /// runs, threads.
    public var options: ScanOptions
    /// The device scale (pixels per point or CSS px, 0.5...8), or nil to resolve it per image:
    /// `@2x`/`@3x` in the name, the PNG's pHYs density, a known device screen size, an estimate
    /// from the heights of the text lines, else 1 (``ScreenshotScale/resolve(option:path:density:width:height:)``).
    public var scale: Double?

    /// A check with these options and scale.
    public init(options: ScanOptions = ScanOptions(), scale: Double? = nil) {
        self.options = options
        self.scale = scale
    }

    /// Scans an 8-bit RGBA buffer.
    ///
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - rgba: `width·height·4` bytes, row-major from the top-left, row stride `width·4`,
    ///     gamma-encoded sRGB; alpha is ignored (composite over the page first).
    ///   - name: How warnings name the image; an `@2x`/`@3x` in it gives the scale when
    ///     ``scale`` is nil.
    /// - Returns: The runs and verdicts, the scale used and why, and any warning. A buffer
    ///   shorter than `width·height·4` or under 3×3 pixels gives no runs (never a trap).
    public func run(width: Int, height: Int, rgba: [UInt8], name: String = "screenshot") -> ScreenshotCheckResult {
        scan(width: width, height: height, rgba: rgba, name: name, density: nil, warnings: [])
    }

    #if canImport(LegibleImage)
    /// Decodes the bytes of a PNG file (8- or 16-bit, any color type; Display P3 converted to
    /// sRGB; another ICC profile read as sRGB with a warning; pixels that are not opaque
    /// composited over white, with a warning naming how many) and scans it as
    /// ``run(width:height:rgba:name:)``.
    ///
    /// - Throws: ``PNGReadError`` for bytes that are not a readable PNG, or an image over `limits`.
    public func run(png: [UInt8], name: String = "screenshot", limits: PNGReadLimits = .default)
        throws(PNGReadError) -> ScreenshotCheckResult
    {
        scan(try PNGDecoder.decode(png, path: name, limits: limits), name: name)
    }

    /// Reads the PNG file at `path` and scans it; `name` (by default `path`) names it in warnings
    /// and may give the scale.
    ///
    /// - Throws: ``PNGReadError``: a missing or unreadable file, a file over `limits`, not a PNG.
    public func run(contentsOf path: String, name: String? = nil, limits: PNGReadLimits = .default)
        throws(PNGReadError) -> ScreenshotCheckResult
    {
        scan(try PNGDecoder.decode(contentsOf: path, limits: limits), name: name ?? path)
    }

    private func scan(_ decoded: DecodedPNG, name: String) -> ScreenshotCheckResult {
        var decoded = decoded
        let action = ColorManagement.convertToSRGB(&decoded.image, from: decoded.info.colorSpace, threadCount: 1)
        var warnings: [String] = []
        if action == .warnUnknownProfile, let reason = decoded.info.unknownProfileReason {
            warnings.append("\(name): \(reason); its pixels are read as sRGB")
        }
        let image = decoded.image
        let rowBytes = image.width * 4
        var packed = image.pixels
        if image.rowStride != rowBytes {
            packed = []
            packed.reserveCapacity(rowBytes * image.height)
            for y in 0..<image.height {
                packed += image.pixels[(y * image.rowStride)..<(y * image.rowStride + rowBytes)]
            }
        }
        // Only an alpha channel or a tRNS chunk can make a pixel translucent: an RGB or gray PNG
        // without tRNS skips the pass over every pixel.
        let hasAlpha = decoded.info.colorType == .rgba || decoded.info.colorType == .grayAlpha
            || decoded.info.chunkTypes.contains("tRNS")
        if hasAlpha, let translucent = Self.compositeOverWhite(&packed) {
            warnings.append(Self.nonOpaqueWarning(name: name, translucent: translucent, total: image.width * image.height))
        }
        let density = decoded.info.pixelDensity.map { ($0.pixelsPerUnitX, $0.pixelsPerUnitY, $0.unitIsMeter) }
        return scan(width: image.width, height: image.height, rgba: packed, name: name, density: density, warnings: warnings)
    }
    #endif

    private func scan(
        width: Int, height: Int, rgba: [UInt8], name: String, density: (Int, Int, Bool)?, warnings: [String]
    ) -> ScreenshotCheckResult {
        let known = ScreenshotScale.resolve(option: scale, path: name, density: density, width: width, height: height)
        let (result, resolved) = ScreenshotScanner(options: options).scan(width: width, height: height, rgba: rgba, known: known)
        var warnings = warnings
        warnings += Self.ignoreWarnings(options, name: name, width: width, height: height)
        warnings += Self.scaleWarnings(resolved, result: result, name: name, width: width, height: height)
        let excluded = result.regions.isEmpty ? Self.exclusion(options, width: width, height: height) : nil
        if result.regions.isEmpty {
            warnings.append(Self.noTextWarning(options, name: name, width: width, height: height))
        }
        var checked = ScreenshotCheckResult(name: name, result: result, scale: resolved, warnings: warnings, rgba: rgba)
        checked.exclusion = excluded
        return checked
    }

    /// Composites every pixel of `rgba` (8-bit, straight alpha, gamma-encoded sRGB, as a PNG
    /// stores it; rows packed, `count / 4` pixels) that is not opaque over white, as
    /// ``RGBAImage/compositeOverWhite(_:rowStride:width:height:)`` does, and makes it opaque.
    ///
    /// - Returns: The number of pixels that were not opaque, or nil when there were none.
    public static func compositeOverWhite(_ rgba: inout [UInt8]) -> Int? {
        let pixels = rgba.count / 4
        let count = rgba.withUnsafeMutableBufferPointer {
            RGBAImage.compositeOverWhite($0, rowStride: pixels * 4, width: pixels, height: 1)
        }
        return count > 0 ? count : nil
    }

    /// The warning for an image with `translucent` of its `total` pixels not opaque, composited
    /// over white before `step` (`the scan`, `the simulation`): `a.png: 12 of 11200 pixels (0.1
    /// %) are not opaque; what lies behind them is unknown, so they were composited over white
    /// (#ffffff) before the scan: flatten the image onto its page first (a dark page gives other
    /// ratios)`. `legible scan` and `legible simulate IN.png` give it in every format.
    public static func nonOpaqueWarning(name: String, translucent: Int, total: Int, before step: String = "the scan") -> String {
        let percent = 100 * Double(translucent) / Double(max(1, total))
        let share = percent < 0.1 ? "under 0.1" : ContrastRatio.format(percent, decimals: 1)
        return "\(name): \(translucent) of \(total) pixels (\(share) %) are not opaque; what lies behind "
            + "them is unknown, so they were composited over white (#ffffff) before \(step): flatten the "
            + "image onto its page first (a dark page gives other ratios)"
    }

    /// Which option leaves nothing of a `width`×`height` image to scan, as a clause naming it
    /// (`--ignore 0,0,99999,99999 covers the whole 1170 x 2532 px image`), or nil when none does:
    /// an `--ignore` rectangle containing the whole image, or a `--min-height` above its height.
    public static func exclusion(_ options: ScanOptions, width: Int, height: Int) -> String? {
        if let rect = options.ignoredRects.first(where: {
            $0.x <= 0 && $0.y <= 0 && $0.x + $0.width >= width && $0.y + $0.height >= height
        }) {
            return "--ignore \(rect.x),\(rect.y),\(rect.width),\(rect.height) covers the whole \(width) x \(height) px image"
        }
        if options.minimumTextHeight > Double(height) {
            return "--min-height \(JSONWriter.format(options.minimumTextHeight)) is above the image height (\(height) px)"
        }
        return nil
    }

    /// The `--ignore` rectangles of `options` that lie wholly outside a `width`×`height` image,
    /// each as one sentence naming the rectangle and the image size (`a.png: --ignore
    /// 2000,0,10,10 lies wholly outside the 1170 x 2532 px image, so it leaves nothing out;
    /// expected x < 1170 and y < 2532`). `legible scan` makes them the image's error (exit 2): a
    /// rectangle that leaves nothing out was certainly meant for another image size.
    public static func ignoreErrors(_ options: ScanOptions, name: String, width: Int, height: Int) -> [String] {
        options.ignoredRects.filter { $0.x >= width || $0.y >= height }.map { rect in
            "\(name): --ignore \(rect.x),\(rect.y),\(rect.width),\(rect.height) lies wholly outside the "
                + "\(width) x \(height) px image, so it leaves nothing out; expected x < \(width) and y < \(height)"
        }
    }

    /// The warnings for `--ignore` rectangles that reach past the right or bottom edge of a
    /// `width`×`height` image (only the part inside is left out), naming the rectangle, the edge it
    /// crosses and the image size. Rectangles wholly outside are ``ignoreErrors(_:name:width:height:)``.
    static func ignoreWarnings(_ options: ScanOptions, name: String, width: Int, height: Int) -> [String] {
        options.ignoredRects.compactMap { rect in
            guard rect.x < width, rect.y < height else { return nil }
            var past: [String] = []
            if rect.x + rect.width > width { past.append("its right edge, \(rect.x + rect.width), is past the width \(width)") }
            if rect.y + rect.height > height {
                past.append("its bottom edge, \(rect.y + rect.height), is past the height \(height)")
            }
            guard !past.isEmpty else { return nil }
            return "\(name): --ignore \(rect.x),\(rect.y),\(rect.width),\(rect.height) reaches outside the "
                + "\(width) x \(height) px image (\(past.joined(separator: ", "))); only its part inside is left out"
        }
    }

    /// The warning for an image in which no text run was found: nothing was checked, so a run
    /// with no failures is not a pass. Names the option that left nothing to scan, if one did
    /// (`a.png: nothing was checked: --ignore … covers the whole …`), else says no text was
    /// found (`a.png: no text found, nothing was checked`).
    static func noTextWarning(_ options: ScanOptions, name: String, width: Int, height: Int) -> String {
        if let excluded = exclusion(options, width: width, height: height) {
            return "\(name): nothing was checked: \(excluded)"
        }
        var given: [String] = []
        if !options.ignoredRects.isEmpty { given.append("--ignore") }
        if options.minimumTextHeight > 0 { given.append("--min-height") }
        let hint = given.isEmpty ? "" : " (with \(given.joined(separator: " and ")) given: check it leaves the text in)"
        return ScanReport.noTextWarning(image: name) + hint
    }
}

/// What ``ScreenshotCheck`` found in one image.
public struct ScreenshotCheckResult: Sendable {
    /// The image's name, as given.
    public var name: String
    /// The runs (``ScanResult/regions``): position, colors, size, requirement and verdict each.
    public var result: ScanResult
    /// The scale used and the rule that gave it.
    public var scale: ResolvedScale
    /// Warnings, one sentence each: an unknown color profile, a large image at a guessed scale.
    public var warnings: [String]
    /// The sRGB pixels scanned (`width·height·4` bytes, row stride `width·4`), for an overlay
    /// (``ScanOverlay/render(_:onto:width:height:showPassing:)``).
    public var rgba: [UInt8]
    /// When an option left nothing of the image to scan (``ScreenshotCheck/exclusion(_:width:height:)``),
    /// the clause naming it; nil otherwise. Such an image is read but nothing in it is checked.
    public var exclusion: String?

    /// The report `legible scan --format json` gives for this image.
    public var report: ScanImageReport {
        var report = ScanImageReport(image: name, result: result, scale: scale, warnings: warnings)
        report.exclusion = exclusion
        return report
    }
}
