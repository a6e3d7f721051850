/// Tells photograph and material texture from text by the sharpness of a line's edges.
///
/// Rendered text jumps most of the way from its background to its ink color in one pixel
/// step, at every scale and after a 3x → 2x resample; texture in a photograph (specks, leaves,
/// grain) changes gradually. The measure is the 90th percentile, over the line's ink pixels
/// that differ from some 4-neighbour (a pixel equal to all four is a stroke's flat inside), of
/// the largest RGB channel step to a 4-neighbour, divided by the line's ink-to-background
/// contrast (largest channel difference of the two colors). On the dev set and the tuned part
/// of the iOS-styled set every line that matches a text run measures 0.59–1.47 (complex
/// backgrounds 0.71–1.47); the photo texture reported as text there measures 0.15–0.47.
/// Two tests look at a line's ink instead: a faint streak that fills little of its box
/// (``isStreak(isComplex:ratio:inkPixels:boxArea:)``), and, on JPEG-like input, a line with
/// more ink right above and below it (``bandInk(x0:y0:x1:y1:margin:runs:width:height:)``).
enum TextureGate {
    /// The 90th percentile neighbour step of `members`' ink pixels over `contrast` (levels,
    /// 0–255; at least 1 is used), leaving out the pixels equal to all their 4-neighbours. 0 for
    /// no pixels left.
    static func edgeSharpness(
        _ members: [Component], pixels: ComponentPixels, image: ImageView, contrast: Double
    ) -> Double {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            counts.initialize(repeating: 0)
            let width = image.width, height = image.height
            var total = 0
            for c in members {
                for slot in pixels.range(of: c.label) {
                    let index = Int(pixels.pixels[slot])
                    let y = index / width, x = index - y * width
                    var step = 0
                    if x > 0 { step = max(step, image.channelDifference(index, index - 1)) }
                    if x < width - 1 { step = max(step, image.channelDifference(index, index + 1)) }
                    if y > 0 { step = max(step, image.channelDifference(index, index - width)) }
                    if y < height - 1 { step = max(step, image.channelDifference(index, index + width)) }
                    // A pixel equal to its four neighbours is the flat inside of a stroke: it says
                    // nothing about the edge (the strokes of 88 px bold digits at 3x are over 90 %
                    // inside, and the 90th percentile read 0.014).
                    if step == 0 { continue }
                    counts[step] += 1
                    total += 1
                }
            }
            guard total > 0 else { return 0 }
            // The smallest step with at least 90 % of the pixels at or below it.
            let rank = (9 * total + 9) / 10
            var seen = 0
            for step in 0..<256 {
                seen += counts[step]
                if seen >= rank { return Double(step) / max(1, contrast) }
            }
            return 255 / max(1, contrast)
        }
    }

    /// Marks the texture among `measurements` (lines not rejected) as not content.
    ///
    /// The soft limit is 0.5 (0.4 on JPEG-like input, whose smoothing moves text edges down to
    /// 0.5–0.55 at quality 85), and at most 0.6 of the image's typical sharpness: the median over
    /// its unrejected lines of three glyphs or more. A screenshot that was scaled up (a store
    /// image of a phone) has soft text everywhere, 0.39–0.49 with a median of 0.60–0.64 on two
    /// such images, against medians of 0.74–0.95 on rendered screenshots (also after JPEG and
    /// resampling), so there only the softest blobs go.
    static func reject(_ measurements: inout [LineMeasurement], lossy: Bool) {
        let cap = lossy ? 0.4 : 0.5
        let typical = measurements.filter { $0.rejection == nil && $0.memberCount >= 3 }.map(\.edgeSharpness)
        let soft = typical.isEmpty ? cap : min(cap, 0.6 * Statistics.median(typical))
        for index in measurements.indices where measurements[index].rejection == nil {
            let m = measurements[index]
            if isTexture(sharpness: m.edgeSharpness, softLimit: soft, memberCount: m.memberCount, isComplex: m.isComplex) {
                measurements[index].rejection = .notContent
            }
        }
    }

    /// Whether a faint, sparse line on a complex background is an edge in a photograph or the rim
    /// of a glyph, not text.
    ///
    /// Rendered text fills 0.21–0.55 of its box with ink (5th–95th percentile of the lines that
    /// match a text run on the tuning sets, lossless and lossy). A line within 2:1 of its
    /// typical background whose ink fills under 0.2 of its box is a thin streak: the horizon or
    /// the polygon edges of a photograph, or, on JPEG copies, the anti-aliased rim of a white bold
    /// label whose flat stroke insides were taken for background (read at 1.03–1.45:1 over its
    /// button). On the tuning copies none of the lines this removes matches a text run's own ink;
    /// it also removes the painting detail of the real NetNewsWire article (1.46:1, fill 0.18).
    ///
    /// - Parameters:
    ///   - isComplex: Whether the line's backdrop varies (see `LineMeasurement`).
    ///   - ratio: The typical contrast ratio, 1...21.
    ///   - inkPixels: The line's ink pixel count; `boxArea` its box's area in pixels.
    static func isStreak(isComplex: Bool, ratio: Double, inkPixels: Int, boxArea: Int) -> Bool {
        isComplex && ratio < 2 && 5 * inkPixels < boxArea
    }

    /// Whether a line of one shape is a thin line drawn across its box: a blade of grass or a
    /// wire in a photograph, not a character or a word whose letters touch.
    ///
    /// Rendered text fills 0.21–0.55 of its box with ink (see
    /// ``isStreak(isComplex:ratio:inkPixels:boxArea:)``); one component (with at most one
    /// small mark beside it) at least 1.5 times as wide as tall that fills under 0.12 of its box
    /// is a stroke of about a tenth of the height running corner to corner. On the JPEG copy of
    /// the iOS-styled `tune3` part, diagonal grass on dark photographs (fill 0.10–0.12 at 2.2–2.6:1
    /// on an even dark backdrop) made such false alarms; no tuning set's text run is lost to it.
    ///
    /// - Parameters:
    ///   - shapeCount: The line's components at least half its height; `memberCount` all of them.
    ///   - inkPixels: The line's ink pixel count.
    ///   - width: The line's box width in image px; `height` its height.
    static func isThinLine(shapeCount: Int, memberCount: Int, inkPixels: Int, width: Int, height: Int) -> Bool {
        shapeCount == 1 && memberCount <= 2 && 2 * width >= 3 * height && 25 * inkPixels < 3 * width * height
    }

    /// The fraction of the pixels just above and below a line's box that are ink (of any component).
    ///
    /// The bands are `margin` rows tall (0.2 of the line's height, the margin of the line's ring
    /// test) and as wide as the box. A row whose ink spans half the box's width or more is a rule
    /// or an underline and is left out, in boxes at least twice as wide as tall (words; shorter
    /// boxes keep every row, a texture speck being as wide as its row). Rendered text has clear
    /// leading above and below; a speck of photograph texture is surrounded by more of it.
    /// - Complexity: O(width · margin) label lookups.
    static func bandInk(
        x0: Int, y0: Int, x1: Int, y1: Int, margin: Int, runs: RunLabels, width: Int, height: Int
    ) -> Double {
        let w = x1 - x0
        guard w > 0 else { return 0 }
        var all = 0, ink = 0, hint = 0
        for y in max(0, y0 - margin)..<min(height, y1 + margin) where y < y0 || y >= y1 {
            var row = 0
            for x in x0..<x1 where runs.label(at: y * width + x, hint: &hint) != 0 { row += 1 }
            if 2 * row >= w && w >= 2 * (y1 - y0) { continue }
            all += w
            ink += row
        }
        return all > 0 ? Double(ink) / Double(all) : 0
    }

    /// The band ink (see ``bandInk(x0:y0:x1:y1:margin:runs:width:height:)``) from which a line on
    /// JPEG-like input is photograph texture: 0.1. On the JPEG q85 tuning copies the lines that
    /// match a failing text run reach 0.052, those on photographs 0.035 (passing ones up to 0.151,
    /// a line merged with the photograph around it); the failing lines matching no run measure
    /// 0.1–0.59 (a forest's leaves, whose dark parts the encoder flattened into blocks the scan
    /// takes for background). Lossless shots are not tested: there an underline or a neighbouring
    /// line of a photograph's caption lies in the band (0.14–0.25 on the tuning sets).
    static let lossyBandInk = 0.1

    /// Whether a line of `memberCount` glyphs with this edge sharpness is texture, not text.
    ///
    /// Under `softLimit`: soft-edged texture. A lone mark on a flat background is left to the
    /// icon rules (a large glyph drawn with soft edges is still a shape). On a complex background
    /// also over 2: the steps inside the line are then the photograph's or a large glyph's
    /// inside, not an ink edge on its background (the pieces of 40–75 px bold text whose flat
    /// stroke insides were taken for background measure 2.3–19).
    static func isTexture(sharpness: Double, softLimit: Double, memberCount: Int, isComplex: Bool) -> Bool {
        if isComplex && sharpness > 2 { return true }
        guard isComplex || memberCount > 1 else { return false }
        return sharpness < softLimit
    }
}
