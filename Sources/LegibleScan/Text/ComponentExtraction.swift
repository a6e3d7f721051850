/// Builds ``Component`` values from labelled ink and applies the per-glyph text gate.
enum ComponentExtraction {
    /// The components that could be glyphs: not too big, sharp-edged, reaching a clear peak,
    /// not a thin horizontal or vertical rule, and not the one-pixel anti-aliased rim of a shape.
    static func glyphCandidates(
        image: ImageView, count: Int, pixels: ComponentPixels, nearest: NearestMap,
        tolerances: ScanTolerances, scale: Double, threads: Int
    ) -> [Component] {
        concatenatedChunks(count: count, threads: threads) { labels in
            candidates(
                labels: (labels.lowerBound + 1)..<(labels.upperBound + 1), image: image, pixels: pixels,
                nearest: nearest, tolerances: tolerances, scale: scale)
        }
    }

    /// ``glyphCandidates(image:count:pixels:nearest:tolerances:scale:threads:)`` for some labels.
    private static func candidates(
        labels: Range<Int>, image: ImageView, pixels: ComponentPixels, nearest: NearestMap,
        tolerances: ScanTolerances, scale: Double
    ) -> [Component] {
        let width = image.width
        var result: [Component] = []
        var distances: [Double] = []
        var lookup = nearest.cursor()
        for label in labels {
            let span = pixels.range(of: Int32(label))
            guard !span.isEmpty else { continue }
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
            for slot in span {
                let index = Int(pixels.pixels[slot])
                let x = index % width, y = index / width
                x0 = min(x0, x); x1 = max(x1, x + 1)
                y0 = min(y0, y); y1 = max(y1, y + 1)
            }
            let w = x1 - x0, h = y1 - y0
            if Double(h) > 80 * scale || Double(w) > 200 * scale { continue }
            var peakDifference = 0
            var peakRange = 0
            var peak = 0.0
            distances.removeAll(keepingCapacity: true)
            for slot in span {
                let index = Int(pixels.pixels[slot])
                let near = Int(lookup[index])
                peakDifference = max(peakDifference, image.channelDifference(index, near))
                let d = image.distance(index, near)
                distances.append(d)
                peak = max(peak, d)
            }
            if peakDifference < tolerances.peak { continue }
            if h < 2 { continue }
            // Thinner than half a CSS pixel: a hairline rule or a frame edge, not a glyph stroke.
            if Double(w) < 0.5 * scale { continue }
            if w > 12 * h && Double(h) <= 3 * scale { continue }
            if h > 12 * w && Double(w) <= 3 * scale && Double(h) > 30 * scale { continue }
            // The 3x3 ranges only for the components that got this far.
            for slot in span { peakRange = max(peakRange, image.range3x3(at: Int(pixels.pixels[slot]))) }
            let sharpness = Double(peakRange) / Double(max(peakDifference, 1))
            if sharpness < 0.45 { continue }
            var coverage = 0.0
            var inkR: [Double] = [], inkG: [Double] = [], inkB: [Double] = []
            var bgR: [Double] = [], bgG: [Double] = [], bgB: [Double] = []
            for (offset, slot) in span.enumerated() {
                let index = Int(pixels.pixels[slot])
                let d = distances[offset]
                coverage += min(1, d / max(peak, 1e-6))
                if d >= 0.9 * peak {
                    let c = image.color(at: index)
                    inkR.append(c.0); inkG.append(c.1); inkB.append(c.2)
                }
                let b = image.color(at: Int(lookup[index]))
                bgR.append(b.0); bgG.append(b.1); bgB.append(b.2)
            }
            // Under a quarter of a CSS pixel of full ink on average along its length (coverage over
            // the half perimeter of the box): the anti-aliased rim of a badge pill or a rounded
            // tile (0.3 to 0.4 image px at any scale), which would join the digits inside it.
            if coverage < 0.25 * scale * Double(w + h - 1) { continue }
            let ink = (
                Statistics.medianOfLevels(inkR), Statistics.medianOfLevels(inkG), Statistics.medianOfLevels(inkB))
            let background = (
                Statistics.medianOfLevels(bgR), Statistics.medianOfLevels(bgG), Statistics.medianOfLevels(bgB))
            result.append(
                Component(
                    label: Int32(label), x0: x0, y0: y0, x1: x1, y1: y1, pixelCount: span.count,
                    peakDistance: peak, coverage: coverage, sharpness: sharpness, ink: ink,
                    background: background, direction: unit(ink, minus: background)))
        }
        return result
    }

    static func unit(_ a: (Double, Double, Double), minus b: (Double, Double, Double)) -> (Double, Double, Double) {
        let v = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        let n = max((v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot(), 1e-6)
        return (v.0 / n, v.1 / n, v.2 / n)
    }

    static func dot(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    }

    /// The Euclidean distance of two RGB colors (8-bit levels).
    static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let d = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
    }

    static func maxDifference(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
    }
}
