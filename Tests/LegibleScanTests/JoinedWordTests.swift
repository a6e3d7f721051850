@testable import LegibleScan
import Testing

/// A word whose letters a resample joined into one component (a 10 px tab label after a 3x → 2x
/// Lanczos downscale, on a blurred material): counted by its pieces of strong ink, not as one glyph.
@Suite("Words joined into one component")
struct JoinedWordTests {
    typealias RGB = SyntheticScreen.RGB

    /// A horizontal gradient (a material over content: `range`, 60 → 110 levels), a word 10.5 CSS px
    /// tall on it, and its letters joined along the bottom row by faint pixels `bridge` of the
    /// way from the backdrop to the ink (under half: not strong ink).
    static func screen(
        word: String, scale: Int, bridge: Double, ink: RGB = (235, 235, 240), backdrop range: (Double, Double) = (60, 110)
    ) -> (rect: PixelRect, result: ScanResult) {
        let s = Double(scale)
        let width = 200 * scale, height = 40 * scale
        func backdrop(_ x: Double) -> Double { range.0 + (range.1 - range.0) * x / Double(width) }
        var screen = SyntheticScreen(width: width, height: height) { x, _ in
            let v = UInt8(backdrop(x).rounded())
            return (v, v, v &+ 10)
        }
        let rect = screen.drawText(word, x: 20 * s, y: 15 * s, fontPixel: 1.5 * s, color: ink)
        var rgba = screen.rgba
        let row = rect.y + rect.height - 1
        for x in rect.x..<(rect.x + rect.width) {
            let o = (row * width + x) * 4
            let b = backdrop(Double(x) + 0.5)
            guard abs(Double(rgba[o]) - b) < 4 else { continue }
            for (channel, target) in [(0, Double(ink.red)), (1, Double(ink.green)), (2, Double(ink.blue))] {
                let base = channel == 2 ? b + 10 : b
                rgba[o + channel] = UInt8((base + bridge * (target - base)).rounded())
            }
        }
        return (rect, ScreenshotScanner().scan(width: width, height: height, rgba: rgba, scale: s))
    }

    @Test("A word joined by faint pixels on a material is still text", arguments: [2, 3])
    func joinedWordIsText(scale: Int) throws {
        let (rect, result) = Self.screen(word: "BROWSE", scale: scale, bridge: 0.3)
        let region = try #require(
            result.regions.first { 2 * $0.rect.intersectionArea(with: rect) >= rect.area },
            "regions: \(result.regions.map(\.rect)), word \(rect)")
        #expect(region.role == .text)
    }

    @Test("Strong ink across the join keeps it one shape")
    func strongJoinIsOneShape() {
        // The bridge at 0.8 of the contrast is strong ink: one piece, one glyph on a varying
        // backdrop, a shape.
        let (rect, result) = Self.screen(word: "BROWSE", scale: 2, bridge: 0.8)
        #expect(!result.regions.contains { 2 * $0.rect.intersectionArea(with: rect) >= rect.area && $0.role != .nonText })
    }

    @Test("A faint joined blob (ink under 40 levels from its backdrop) stays one shape")
    func faintJoinIsOneShape() {
        // A photograph's shading at about 1.3:1 splits into pieces of strong ink too.
        let (rect, result) = Self.screen(
            word: "BROWSE", scale: 2, bridge: 0.45, ink: (105, 105, 115))
        #expect(!result.regions.contains { 2 * $0.rect.intersectionArea(with: rect) >= rect.area && $0.role != .nonText })
    }

    @Test("The glyph count of a joined member: its strong pieces, or one")
    func joinedGlyphCount() {
        func member(width: Int, height: Int, fill: Double) -> Component {
            Component(
                label: 1, x0: 0, y0: 0, x1: width, y1: height, pixelCount: width * height,
                peakDistance: 200, coverage: fill * Double(width * height), sharpness: 1, ink: (230, 230, 230),
                background: (80, 80, 80), direction: (0.577, 0.577, 0.577))
        }
        // "Browse" after 3x -> 2x: 66 x 16, six strong pieces.
        let browse = member(width: 66, height: 16, fill: 0.3)
        #expect(LineMeasurement.joinedGlyphCount(browse, lineHeight: 16, contrastSpan: 105) { [9, 8, 9, 12, 8, 8] } == 6)
        // The same with faint ink (a photograph's shading, 30 levels), or filling 0.05 of its box
        // (a real screenshot's line of stars, 63 x 23 split at three stars): one.
        #expect(LineMeasurement.joinedGlyphCount(browse, lineHeight: 16, contrastSpan: 30) { [9, 8, 9, 12, 8, 8] } == 1)
        let stars = member(width: 63, height: 23, fill: 0.053)
        #expect(LineMeasurement.joinedGlyphCount(stars, lineHeight: 23, contrastSpan: 86) { [5, 6, 5] } == 1)
        #expect(LineMeasurement.joinedGlyphCount(
            member(width: 63, height: 23, fill: 0.3), lineHeight: 23, contrastSpan: 86) { [5, 6, 5] } == 3)
        // A blob splitting sparsely (3 pieces over 96 x 26), and a member under twice as wide as tall.
        #expect(LineMeasurement.joinedGlyphCount(
            member(width: 96, height: 26, fill: 0.27), lineHeight: 26, contrastSpan: 60) { [5, 6, 5] } == 1)
        #expect(LineMeasurement.joinedGlyphCount(
            member(width: 30, height: 16, fill: 0.3), lineHeight: 16, contrastSpan: 100) { [5, 5, 5] } == 1)
    }
}
