import LegibleScan

extension ScanReport {
    /// Images read whose scale was guessed (``ScaleSource/isGuess``: estimated from the text line
    /// heights, or the default 1): their font sizes, and so large-text verdicts, rest on a guess.
    public var guessedScaleCount: Int {
        images.count { $0.result != nil && $0.resolvedScale.source.isGuess }
    }

    /// Whether an image scanned at a guessed scale gets a warning saying so (as
    /// `ScreenshotCheck` gives it): an estimate always; the default scale 1 only on an image
    /// longer than ``ScreenshotScale/largeImageSide`` px on a side (a small image is seldom a 2x
    /// or 3x screenshot).
    public static func guessedScaleWarns(source: ScaleSource, width: Int, height: Int) -> Bool {
        source == .estimate || (source == .default && max(width, height) > ScreenshotScale.largeImageSide)
    }

    /// `; scale guessed for 1 of 3 images (estimated or the default: …; see the warnings)`, the
    /// end of the summary line of `scan` and `merge`; empty when `guessed` is 0. It points at the
    /// warnings only when the guessed images have them (``guessedScaleWarns(source:width:height:)``:
    /// `warned` of them); a small image at the default scale has none, so with no warning the
    /// phrase ends `give --scale to be sure` instead.
    public static func scaleGuessedPhrase(guessed: Int, images: Int, warned: Int) -> String {
        guard guessed > 0 else { return "" }
        let pointer = warned == guessed ? "see the warnings"
            : warned == 0 ? "give --scale to be sure" : "see the warnings for \(warned) of them"
        return "; scale guessed for \(guessed) of \(images) image\(images == 1 ? "" : "s") "
            + "(estimated or the default: no --scale, @1x–@8x name, pHYs or known device size; \(pointer))"
    }

    /// `images` with a warning added to each image of a group that has the same pixel size as
    /// another but a different estimated scale (``ScaleSource/estimate``): `a.png: scale 3 was
    /// estimated, but b.png, of the same 810 x 1440 px, was estimated at scale 2: screenshots of
    /// one size usually share a scale; give --scale`. Images whose scale was stated (option, file
    /// name, pHYs, device) are left alone. Order and everything else are kept.
    ///
    /// Only images for which ``mayGetScaleConflict(_:)`` holds can gain a warning, so outputs
    /// written as each image finishes (`--output-dir`, streamed JSON Lines) hold those until
    /// every image is scanned.
    public static func markingScaleConflicts(_ images: [ScanImageReport]) -> [ScanImageReport] {
        let candidates = images.indices.compactMap { index -> EstimatedImage? in
            guard mayGetScaleConflict(images[index]), let result = images[index].result else { return nil }
            return EstimatedImage(index: index, image: images[index].image, width: result.width, height: result.height,
                                  scale: images[index].resolvedScale.scale)
        }
        var marked = images
        for (index, warning) in scaleConflictWarnings(candidates) { marked[index].warnings.append(warning) }
        return marked
    }

    /// An image whose scale was estimated, as ``scaleConflictWarnings(_:)`` compares them: its
    /// place (`index`, the caller's), path, size in pixels and estimated scale.
    public struct EstimatedImage: Sendable {
        /// Where the image is in the caller's list; the warnings come back with it.
        public var index: Int
        /// The image's path, as messages name it.
        public var image: String
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// The estimated scale (device pixels per CSS px or point: 1, 2 or 3).
        public var scale: Double

        /// An image with these values.
        public init(index: Int, image: String, width: Int, height: Int, scale: Double) {
            (self.index, self.image, self.width, self.height, self.scale) = (index, image, width, height, scale)
        }
    }

    /// The scale-conflict warning of each image (by `index`) that has the pixel size of another
    /// with a different estimated scale: the one rule behind ``markingScaleConflicts(_:)`` and
    /// `legible merge`, which applies it across shards.
    public static func scaleConflictWarnings(_ images: [EstimatedImage]) -> [(index: Int, warning: String)] {
        var groups: [String: [EstimatedImage]] = [:]
        var order: [String] = []
        for image in images {
            let key = "\(image.width)x\(image.height)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(image)
        }
        var warnings: [(index: Int, warning: String)] = []
        for group in order.compactMap({ groups[$0] }) where Set(group.map(\.scale)).count > 1 {
            for image in group {
                let others = group.filter { $0.scale != image.scale }
                let named = others.prefix(2).map { "\($0.image) at scale \(JSONWriter.format($0.scale))" }
                    .joined(separator: ", ") + (others.count > 2 ? " and \(others.count - 2) more" : "")
                warnings.append((image.index,
                    "\(image.image): scale \(JSONWriter.format(image.scale)) was estimated, but \(named) "
                        + "\(others.count == 1 ? "was" : "were") estimated for the same \(image.width) x \(image.height) px: "
                        + "screenshots of one size usually share a scale, so at least one estimate is wrong; give --scale "
                        + "or name the files @2x/@3x"))
            }
        }
        return warnings.sorted { $0.index < $1.index }
    }

    /// Whether ``markingScaleConflicts(_:)`` may add a warning to `image`: it was read and its
    /// scale was estimated. Until every image of the run is scanned, such an image's report is
    /// not final.
    public static func mayGetScaleConflict(_ image: ScanImageReport) -> Bool {
        image.result != nil && image.resolvedScale.source == .estimate
    }
}
