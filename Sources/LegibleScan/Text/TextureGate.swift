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
