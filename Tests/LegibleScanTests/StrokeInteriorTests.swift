import Foundation
import LegibleCore
import LegibleScan
import Testing

/// Big bold text (iOS large titles, Dynamic Type AX sizes, clock digits): the flat insides of
/// its thick strokes are ink, not the background behind the text. Glyph-like shapes are drawn
/// as anti-aliased round-capped strokes (``SyntheticScreen/stroke(from:_:to:_:radius:color:)``)
/// at fractional positions; sizes are CSS px times the scale. Dark-mode large-title gray on the
/// grouped background, 2.48:1 (fails the 3:1 of large text).
@Suite("Scanner: thick strokes of big bold text")
struct StrokeInteriorTests {
    typealias RGB = SyntheticScreen.RGB
    static let ink: RGB = (0x5a, 0x5a, 0x5e)
    static let page: RGB = (0x1c, 0x1c, 0x1e)

    /// Draws a ring of centre-line radius `radius` from `start` to `end` degrees (0 = right,
    /// counter-clockwise, y up) with strokes of half-width `half`, in image pixels.
    static func arc(
        _ screen: inout SyntheticScreen, cx: Double, cy: Double, radius: Double, from start: Double, to end: Double,
        half: Double
    ) {
        let steps = 48
        for i in 0..<steps {
            let a = (start + (end - start) * Double(i) / Double(steps)) * .pi / 180
            let b = (start + (end - start) * Double(i + 1) / Double(steps)) * .pi / 180
            screen.stroke(
                from: cx + radius * cos(a), cy - radius * sin(a), to: cx + radius * cos(b), cy - radius * sin(b),
                radius: half, color: ink)
        }
    }

    /// Checks that `result` holds one run over `box`, large, with the ink and page colors.
    static func expectOneRun(_ result: ScanResult, over box: PixelRect) throws {
        #expect(result.regions.count == 1, "regions: \(result.regions.map(\.rect))")
        let run = try #require(result.regions.first { iou($0.rect, box) >= 0.8 }, "\(result.regions.map(\.rect)) vs \(box)")
        #expect(run.role == .largeText)
        #expect(run.backgroundKind == .flat)
        #expect(run.foreground == SRGBColor(red8: ink.red, green8: ink.green, blue8: ink.blue), "\(run.foreground.hexOpaque)")
        #expect(run.background == SRGBColor(red8: page.red, green8: page.green, blue8: page.blue))
        let truth = referenceRatio(ink, page)
        #expect(abs(run.ratio - truth) / truth <= 0.02, "ratio \(run.ratio) vs \(truth)")
        #expect(run.aa == .fail)
    }

    // Strokes of 12 CSS px hold the big flat square of the background model (7 CSS px) but not
    // a huge one (15 CSS px): an "l" 68 px tall, an "o" and an "n" (bold text of about 90 px).
    @Test("Strokes thick enough to hold a big flat square are ink: one run", arguments: [2, 3])
    func thickStrokes(scale: Int) throws {
        let s = Double(scale), half = 6 * s
        let width = 200 * scale, height = 110 * scale
        var screen = SyntheticScreen(width: width, height: height, background: Self.page)
        let top = 28.3 * s, bottom = 84.3 * s, xTop = 50.3 * s
        // "l": a stem.
        screen.stroke(from: 20.3 * s, top, to: 20.3 * s, bottom, radius: half, color: Self.ink)
        // "o": a ring 34 px across (centre line).
        Self.arc(&screen, cx: 62.3 * s, cy: 67.3 * s, radius: 17 * s, from: 0, to: 360, half: half)
        // "n": a stem and an arch.
        screen.stroke(from: 100.3 * s, xTop, to: 100.3 * s, bottom, radius: half, color: Self.ink)
        Self.arc(&screen, cx: 115.3 * s, cy: 65.3 * s, radius: 15 * s, from: 180, to: 0, half: half)
        screen.stroke(from: 130.3 * s, 65.3 * s, to: 130.3 * s, bottom, radius: half, color: Self.ink)
        let box = PixelRect(
            x: Int(14.3 * s), y: Int(22.3 * s), width: Int(136.3 * s) + 1 - Int(14.3 * s),
            height: Int(90.3 * s) + 1 - Int(22.3 * s))
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        try Self.expectOneRun(result, over: box)
    }

    // Strokes of 6 CSS px hold a seed square (4 CSS px) but not a big one. The closed counter
    // of the "e" (the background's color, too low to hold a seed) lies nearest the stroke
    // around it, like text inside a container, but it is small against the stroke: the stroke
    // is still ink.
    @Test("A closed counter inside a stroke does not keep the stroke as background", arguments: [2, 3])
    func closedCounter(scale: Int) throws {
        let s = Double(scale), half = 3 * s
        let width = 120 * scale, height = 70 * scale
        var screen = SyntheticScreen(width: width, height: height, background: Self.page)
        // "l": a stem 40 px tall.
        screen.stroke(from: 15.3 * s, 12.3 * s, to: 15.3 * s, 52.3 * s, radius: half, color: Self.ink)
        // "e": a bar through the middle of a ring open at the lower right.
        let cx = 42.3 * s, cy = 38.3 * s, r = 11 * s
        screen.stroke(from: cx - r, cy, to: cx + r, cy, radius: half, color: Self.ink)
        Self.arc(&screen, cx: cx, cy: cy, radius: r, from: 0, to: 300, half: half)
        // "l" again, so that the line holds three glyphs.
        screen.stroke(from: 69.3 * s, 12.3 * s, to: 69.3 * s, 52.3 * s, radius: half, color: Self.ink)
        let box = PixelRect(
            x: Int(12.3 * s), y: Int(9.3 * s), width: Int(72.3 * s) + 1 - Int(12.3 * s),
            height: Int(55.3 * s) + 1 - Int(9.3 * s))
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        try Self.expectOneRun(result, over: box)
    }
}
