/// Draws scan results onto a copy of the screenshot: the `--overlay` image.
///
/// Each failing run gets a box colored by severity, with its worst ratio written beside it in
/// ``BitmapFont`` on a dark plate that stays inside the image and covers no run's text when a
/// free spot exists (``labelPlacements(_:width:height:)``): red when the ratio is below two thirds of the requirement,
/// orange below the requirement. With `showPassing`, passing runs get a faint green box
/// (blended at 35 % over the image) and no label. Line width and font scale follow `scale`.
public enum ScanOverlay {
    /// The box color for a failing run of `ratio` under a requirement of `required`.
    public static func severityColor(ratio: Double, required: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        ratio < required * 2 / 3 ? (230, 0, 0) : (255, 140, 0)
    }

    /// Returns a copy of `rgba` (`width·height·4` bytes) with `result` drawn on it.
    /// A buffer of the wrong size comes back unchanged.
    public static func render(
        _ result: ScanResult, onto rgba: [UInt8], width: Int, height: Int, showPassing: Bool = false
    ) -> [UInt8] {
        var out = rgba
        guard width > 0, height > 0, out.count >= width * height * 4 else { return out }
        let unit = max(1, Int(result.scale.rounded()))
        if showPassing {
            for region in result.regions where region.verdict == .pass {
                strokeRect(region.rect, in: &out, width: width, height: height, thickness: unit, color: (0, 170, 60), opacity: 0.35)
            }
        }
        let failing = result.regions.filter { $0.verdict == .fail }
        for region in failing {
            let color = severityColor(ratio: region.worstRatio, required: region.requirement.minimumRatio)
            strokeRect(box(around: region.rect, unit: unit), in: &out, width: width, height: height,
                       thickness: 2 * unit, color: color, opacity: 1)
        }
        // Labels after every box, so that no box is drawn over a label.
        for (region, plate) in zip(failing, labelPlacements(result, width: width, height: height)) {
            let color = severityColor(ratio: region.worstRatio, required: region.requirement.minimumRatio)
            fillRect(plate, in: &out, width: width, height: height, color: (20, 20, 20))
            BitmapFont.draw(formatRatio(region.worstRatio), into: &out, width: width, height: height,
                            x: plate.x + unit, y: plate.y + unit, scale: unit, color: color)
        }
        return out
    }

    /// The box drawn around a run: its rectangle grown by 2 units on every side.
    static func box(around rect: PixelRect, unit: Int) -> PixelRect {
        PixelRect(x: rect.x - 2 * unit, y: rect.y - 2 * unit, width: rect.width + 4 * unit, height: rect.height + 4 * unit)
    }

    /// The label plates (dark rectangles holding the ratio) of the failing runs, in the order of
    /// `result.regions`.
    ///
    /// Each plate lies inside the image (when the image is at least as large as the plate) and
    /// is placed at the first of these spots that covers no run's text and no earlier plate:
    /// right of the box, left of it, above it, below it, then the same four sides shifted along
    /// the box; when every spot covers something, the one covering the least text is used.
    static func labelPlacements(_ result: ScanResult, width: Int, height: Int) -> [PixelRect] {
        let unit = max(1, Int(result.scale.rounded()))
        let texts = result.regions.map(\.rect)
        var placed: [PixelRect] = []
        for region in result.regions where region.verdict == .fail {
            let label = formatRatio(region.worstRatio)
            let w = BitmapFont.width(of: label, scale: unit) + 2 * unit
            let h = (BitmapFont.glyphHeight + 2) * unit
            let b = box(around: region.rect, unit: unit)
            let gap = unit
            let spots = [
                (b.x + b.width + gap, b.y - gap), (b.x - w - gap, b.y - gap), (b.x, b.y - h - gap), (b.x, b.y + b.height + gap),
                (b.x + b.width + gap, b.y + b.height - h), (b.x - w - gap, b.y + b.height - h),
                (b.x + b.width - w, b.y - h - gap), (b.x + b.width - w, b.y + b.height + gap),
            ].map { PixelRect(x: clamp($0.0, 0, width - w), y: clamp($0.1, 0, height - h), width: w, height: h) }
            func cost(_ spot: PixelRect) -> Int {
                texts.reduce(0) { $0 + spot.intersectionArea(with: $1) }
                    + placed.reduce(0) { $0 + spot.intersectionArea(with: $1) }
            }
            let chosen = spots.first { cost($0) == 0 } ?? spots.min { cost($0) < cost($1) } ?? spots[0]
            placed.append(chosen)
        }
        return placed
    }

    static func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { max(low, min(value, max(low, high))) }

    /// The ratio with two decimals, truncated (so 4.499 shows as "4.49", never "4.50").
    static func formatRatio(_ ratio: Double) -> String {
        let hundredths = Int((max(0, min(ratio, 99)) * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func strokeRect(
        _ rect: PixelRect, in rgba: inout [UInt8], width: Int, height: Int, thickness: Int,
        color: (UInt8, UInt8, UInt8), opacity: Double
    ) {
        let t = max(1, thickness)
        let sides = [
            PixelRect(x: rect.x, y: rect.y, width: rect.width, height: t),
            PixelRect(x: rect.x, y: rect.y + rect.height - t, width: rect.width, height: t),
            PixelRect(x: rect.x, y: rect.y + t, width: t, height: max(0, rect.height - 2 * t)),
            PixelRect(x: rect.x + rect.width - t, y: rect.y + t, width: t, height: max(0, rect.height - 2 * t)),
        ]
        for side in sides { blendRect(side, in: &rgba, width: width, height: height, color: color, opacity: opacity) }
    }

    static func fillRect(
        _ rect: PixelRect, in rgba: inout [UInt8], width: Int, height: Int, color: (UInt8, UInt8, UInt8)
    ) {
        blendRect(rect, in: &rgba, width: width, height: height, color: color, opacity: 1)
    }

    /// Source-over of an opaque color at `opacity` on the gamma-encoded values (as browsers do).
    static func blendRect(
        _ rect: PixelRect, in rgba: inout [UInt8], width: Int, height: Int, color: (UInt8, UInt8, UInt8),
        opacity: Double
    ) {
        let x0 = max(0, rect.x), x1 = min(width, rect.x + rect.width)
        let y0 = max(0, rect.y), y1 = min(height, rect.y + rect.height)
        guard x0 < x1, y0 < y1 else { return }
        let a = max(0, min(1, opacity))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let o = (y * width + x) * 4
                rgba[o] = mix(rgba[o], color.0, a)
                rgba[o + 1] = mix(rgba[o + 1], color.1, a)
                rgba[o + 2] = mix(rgba[o + 2], color.2, a)
                rgba[o + 3] = 255
            }
        }
    }

    static func mix(_ under: UInt8, _ over: UInt8, _ alpha: Double) -> UInt8 {
        UInt8(max(0, min(255, (Double(over) * alpha + Double(under) * (1 - alpha) + 0.5).rounded(.down))))
    }
}
