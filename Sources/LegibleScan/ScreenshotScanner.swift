import LegibleCore

/// Finds the text in a screenshot and judges its contrast against WCAG 2.2, from pixels alone.
///
/// The method (no OCR, no view hierarchy):
/// 1. Background: flat or smoothly varying pixels in regions wide enough not to be glyph
///    strokes; every other pixel gets the color of its nearest background pixel, so the local
///    background follows gradients and photographs (see `BackgroundModel`).
/// 2. Ink: pixels that differ clearly from their local background, in 8-connected components.
/// 3. A text gate rejects what is not text: outlines, solid blocks, rules, blurry photo blobs,
///    any line whose ink color also appears around it (an edge between two regions), and lines
///    whose edges are soft against the image's text (photograph texture, see `TextureGate`).
/// 4. Glyphs group into words and lines by geometry and by their background-to-ink axis, and
///    are cut where the ink color or the glyph size changes for good (see `LineSplitting`).
/// 5. Per line: the ink color is the median of the pixels within 3 % (1 % under scale 2) of the
///    largest distance (99.5th percentile) from the background (anti-aliased text never reaches
///    its true color in most pixels), the background the median local background, and the
///    WCAG 2.x ratio follows. A background whose 5th–95th percentile spread exceeds 8 levels is
///    `complex`: the verdicts then use the 5th percentile of the per-pixel ratios (the worst, as
///    Firefox's inspector does), unless the local background varies within 1.3:1 of itself.
/// 6. Size: ascent (to the tallest glyph top, or to the i dots and accents over a line of
///    x-height letters), from scale 2 its edges to a fraction of a pixel from the coverage of
///    the edge rows, ÷ 0.735 ÷ scale (at scale 1 whole rows ÷ 0.74) estimates the font size in logical px; stem width ÷ ascent
///    gives bold; the large-text rule of ``ScanOptions/policy`` (under `wcag` 24 px, 18⅔ px
///    bold) then picks the requirement. Where the size's error interval or a weight in doubt
///    spans that rule, the run is flagged (``ScanRegion/isSizeUncertain(under:)``) and still
///    judged on the estimate.
///
/// JPEG-like input (an 8x8 block grid in the neighbour differences) raises every tolerance by
/// the measured noise. Accuracy on the dev screenshot set and timings are in the package
/// README. Cost: O(width·height) time; flat runs of a UI screenshot are skipped a word at a
/// time; the per-pixel passes run over row bands (or column strips) on
/// ``ScanOptions/threadCount`` threads with identical results. Working memory beyond the image
/// peaks at about 5 bytes per pixel on a 4K UI screenshot (nearest background 2, background
/// mask 1, a transient mask, the ink runs and 4 bytes per ink pixel); the ink is labelled into
/// runs block by block, never kept as a whole mask or a label image.
public struct ScreenshotScanner: Sendable {
    /// The options used for every scan.
    public var options: ScanOptions

    /// Creates a scanner.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Scans an 8-bit sRGB RGBA image (alpha ignored; composite over the page first if needed).
    ///
    /// - Parameters:
    ///   - width: Image width in pixels.
    ///   - height: Image height in pixels.
    ///   - rgba: `width·height·4` bytes, row-major, row stride `width·4`, gamma-encoded sRGB.
    ///   - scale: The device scale factor (1, 2, 3; see ``ScreenshotScale/fromFileName(_:)``);
    ///     values below 0.5 or not finite count as 1, values above 8 as 8.
    /// - Returns: The runs found. A buffer shorter than `width·height·4`, an image under 3x3
    ///   pixels or of 2²⁹ pixels or more gives no regions (never a trap).
    public func scan(
        width: Int, height: Int, rgba: UnsafeBufferPointer<UInt8>, scale: Double
    ) -> ScanResult {
        let scale = scale.isFinite && scale >= 0.5 ? min(scale, 8) : 1
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 2, height > 2, !overflow, pixelCount < Int(Int32.max) / 4, rgba.count / 4 >= pixelCount
        else {
            return ScanResult(width: max(0, width), height: max(0, height), scale: scale, regions: [], policy: options.policy,
                              includesNonText: options.includesNonText)
        }
        let image = ImageView(width: width, height: height, rgba: rgba)
        var statistics = LocalStatistics(rgba: rgba, width: width, height: height, threads: options.threadCount)
        let tolerances = ScanTolerances.estimate(
            rgba: rgba, width: width, height: height, rangeHistogram: statistics.rangeHistogram,
            threads: options.threadCount)
        let flat = BackgroundModel.classifyFlat(
            &statistics, width: width, height: height, tolerances: tolerances, threads: options.threadCount)
        // The ranges are needed again only at a few ink pixels, recomputed there.
        statistics.range = []
        var model = BackgroundModel(
            image: image, flat: consume flat, tolerances: tolerances, scale: scale, threads: options.threadCount)
        guard model.nearest.count > 0, model.nearest[0] >= 0 else {
            return ScanResult(width: width, height: height, scale: scale, regions: [], policy: options.policy,
                              includesNonText: options.includesNonText)
        }
        // The ink as measured inside the model is still exact unless some background was dropped;
        // else it is measured again in the same buffers.
        var components = model.components
        var pixels = model.pixels
        if model.dropped {
            let previous = components
            model.components = RunLabels()
            model.pixels = ComponentPixels()
            pixels = ComponentPixels()
            components = RunLabels()
            if let changed = model.changedPixels {
                // Only the pixels whose background or nearest background changed are measured again.
                components = BackgroundModel.inkComponents(
                    image: image, background: model.isBackground, nearest: model.nearest, tolerance: tolerances.ink,
                    previous: previous, changed: changed)
                model.changedPixels = nil
            } else {
                components = BackgroundModel.inkComponents(
                    image: image, background: model.isBackground, nearest: model.nearest, tolerance: tolerances.ink,
                    threads: options.threadCount)
            }
            pixels = ComponentPixels(runs: components)
        }
        // Glyphs joined to a photograph's edges are cut free (see `ComponentSplitting`); the
        // pieces cut get the labels after `uncut`.
        let uncut = components.count
        var residues: Set<Int32> = []
        if let cut = ComponentSplitting.split(
            runs: components, pixels: pixels, image: image, nearest: model.nearest, scale: scale)
        {
            components = cut.runs
            residues = cut.residues
            pixels = ComponentPixels(runs: cut.runs)
        }
        model.isBackground = []
        var glyphs = ComponentExtraction.glyphCandidates(
            image: image, count: components.count, pixels: pixels,
            nearest: model.nearest, tolerances: tolerances, scale: scale, threads: options.threadCount)
        if !residues.isEmpty { glyphs.removeAll { residues.contains($0.label) } }
        // A line mostly of cut pieces is the photograph's own detail: its other glyphs are
        // grouped again without them (see `ComponentSplitting`), unless the pieces read as the
        // glyphs of a word (`isWordOfPieces`: a lock-screen clock or date over a wallpaper's
        // edges, every glyph of which touched them). A cut piece alone is not a shape.
        let grouped = LineGrouping.lines(glyphs, scale: scale)
        var regrouped: [[Component]] = []
        var loneGlyphs = grouped.loneGlyphs.filter { Int($0.label) <= uncut }
        for line in grouped.lines {
            let cutCount = line.filter { Int($0.label) > uncut }.count
            guard 2 * cutCount > line.count,
                !ComponentSplitting.isWordOfPieces(line.filter { Int($0.label) > uncut }, scale: scale)
            else { regrouped.append(line); continue }
            let kept = line.filter { Int($0.label) <= uncut }
            guard !kept.isEmpty else { continue }
            let again = LineGrouping.lines(kept, scale: scale)
            regrouped.append(contentsOf: again.lines)
            loneGlyphs.append(contentsOf: again.loneGlyphs)
        }
        let lines = regrouped
        let nearest = model.nearest, runs = components, members = pixels
        var measurements = concatenatedChunks(count: lines.count, threads: options.threadCount) { chunk in
            lines[chunk].compactMap { line in
                LineMeasurement.measure(
                    line, image: image, runs: runs, pixels: members, nearest: nearest,
                    tolerances: tolerances, scale: scale)
            }
        }
        // A glyph of another ink cut out of a line (an icon, an emoji, a checkbox) is a shape.
        for glyph in loneGlyphs {
            guard var measured = LineMeasurement.measure(
                [glyph], image: image, runs: runs, pixels: members, nearest: nearest,
                tolerances: tolerances, scale: scale)
            else { continue }
            measured.rejection = measured.rejection ?? .nonTextShape
            measurements.append(measured)
        }
        TextureGate.reject(&measurements, lossy: tolerances.excess > 0)
        // A resampled image's thin strokes: ink at the rank of the true one (see `InkPlateau`).
        InkPlateau.useStrokeInk(&measurements)
        // An icon beside a label (see `IconShapes.besideLabels`).
        for icon in IconShapes.besideLabels(measurements) { measurements[icon].rejection = .nonTextShape }
        // Pieces of one symbol drawn in several strokes (see `IconShapes.symbolPieces`).
        // Marks that are not content (small or faint) count as pieces on flat backgrounds, never
        // on complex ones (photograph texture), and stay unreported. Lines taken for texture by
        // `TextureGate`'s streak and band tests count too on flat backgrounds, and a piece of a
        // symbol among them is a symbol (a person's head right above its shoulders has the
        // shoulders' ink in its band on JPEG-like input).
        let content = measurements.indices.filter {
            switch measurements[$0].rejection {
            case .some(.notContent), .some(.texture): !measurements[$0].isComplex
            default: true
            }
        }
        for piece in IconShapes.symbolPieces(
            content.map { measurements[$0].rect }, foregrounds: content.map { measurements[$0].foreground },
            backgrounds: content.map { measurements[$0].background }, scale: scale)
        where measurements[content[piece]].rejection != .notContent {
            measurements[content[piece]].rejection = .nonTextShape
        }
        var regions: [ScanRegion] = []
        for measured in measurements {
            switch measured.rejection {
            case .some(.notContent), .some(.texture): continue
            case .some(.nonTextShape): if !options.includesNonText { continue }
            case .none: break
            }
            guard let region = makeRegion(measured) else { continue }
            regions.append(region)
        }
        regions = InlineRunMerging.merge(regions)
        regions.sort { ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }
        return ScanResult(width: width, height: height, scale: scale, regions: regions, policy: options.policy,
                              includesNonText: options.includesNonText)
    }

    /// Scans an RGBA byte array (`width·height·4` bytes, row stride `width·4`); same rules as
    /// the buffer-pointer form.
    public func scan(width: Int, height: Int, rgba: [UInt8], scale: Double) -> ScanResult {
        rgba.withUnsafeBufferPointer { scan(width: width, height: height, rgba: $0, scale: scale) }
    }

    private func makeRegion(_ m: LineMeasurement) -> ScanRegion? {
        if Double(m.rect.height) < options.minimumTextHeight { return nil }
        for ignored in options.ignoredRects where 2 * m.rect.intersectionArea(with: ignored) >= m.rect.area {
            return nil
        }
        // The estimate is used as it is: a safety margin below the large-text boundaries turned
        // more large text into false failures than it caught normal text (dev set and a set of
        // the same pages in ten other fonts), the estimate reading low more often than high.
        let isLarge = options.policy.judge(.pixels(m.fontSize), weight: m.isBold ? 700 : 400).isLarge
        let role: ContrastRole = m.rejection == nil ? (isLarge ? .largeText : .text) : .nonText
        let aa = ContrastRequirement(level: .aa, role: role)
        let aaa = ContrastRequirement(level: .aaa, role: role)
        return ScanRegion(
            rect: m.rect, textHeight: m.rect.height, fontSize: m.fontSize, isBold: m.isBold,
            isWeightUncertain: m.isWeightUncertain, isLarge: isLarge,
            foreground: SRGBColor(red8: m.foreground.0, green8: m.foreground.1, blue8: m.foreground.2),
            background: SRGBColor(red8: m.background.0, green8: m.background.1, blue8: m.background.2),
            backgroundKind: m.isComplex ? .complex : .flat, ratio: m.ratio, worstRatio: m.worstRatio,
            role: role, requirement: options.level == .aa ? aa : aaa,
            aa: m.worstRatio >= aa.minimumRatio ? .pass : .fail,
            aaa: m.worstRatio >= aaa.minimumRatio ? .pass : .fail)
    }
}
