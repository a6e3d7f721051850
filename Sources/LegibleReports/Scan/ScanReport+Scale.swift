import LegibleScan

extension ScanReport {
    /// Images read whose scale was guessed (``ScaleSource/isGuess``: estimated from the text line
    /// heights, or the default 1): their font sizes, and so large-text verdicts, rest on a guess.
    public var guessedScaleCount: Int {
        images.count { $0.result != nil && $0.resolvedScale.source.isGuess }
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
        var groups: [String: [Int]] = [:]
        for (index, image) in images.enumerated() {
            guard mayGetScaleConflict(image), let result = image.result else { continue }
            groups["\(result.width)x\(result.height)", default: []].append(index)
        }
        var marked = images
        for indices in groups.values {
            let scales = Set(indices.map { images[$0].resolvedScale.scale })
            guard scales.count > 1 else { continue }
            for index in indices {
                let image = images[index]
                let others = indices.filter { images[$0].resolvedScale.scale != image.resolvedScale.scale }
                let named = others.prefix(2).map { "\(images[$0].image) at scale \(JSONWriter.format(images[$0].resolvedScale.scale))" }
                    .joined(separator: ", ") + (others.count > 2 ? " and \(others.count - 2) more" : "")
                let size = image.result.map { "\($0.width) x \($0.height) px" } ?? ""
                marked[index].warnings.append(
                    "\(image.image): scale \(JSONWriter.format(image.resolvedScale.scale)) was estimated, but \(named) "
                        + "\(others.count == 1 ? "was" : "were") estimated for the same \(size): screenshots of one size "
                        + "usually share a scale, so at least one estimate is wrong; give --scale or name the files @2x/@3x")
            }
        }
        return marked
    }

    /// Whether ``markingScaleConflicts(_:)`` may add a warning to `image`: it was read and its
    /// scale was estimated. Until every image of the run is scanned, such an image's report is
    /// not final.
    public static func mayGetScaleConflict(_ image: ScanImageReport) -> Bool {
        image.result != nil && image.resolvedScale.source == .estimate
    }
}
