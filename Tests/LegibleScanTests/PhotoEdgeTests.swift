import LegibleCore
@testable import LegibleScan
import Testing

/// Text across the edges of a photograph (`ComponentSplitting`, `LineGrouping.oneInk`): the
/// anti-aliased edge between two background regions is ink, and the glyphs it touches join it.
@Suite("Text across a photograph's edges")
struct PhotoEdgeTests {
    typealias RGB = SyntheticScreen.RGB

    /// A screen split by the line y = 40 + 0.1·x (image px, times `scale`) into a slate region
    /// below and a dark purple one above, with a light word drawn across the line.
    static func screen(scale: Int, ink: RGB) -> (rect: PixelRect, result: ScanResult) {
        let s = Double(scale)
        let width = 360 * scale, height = 120 * scale
        let below: RGB = (0x77, 0x6b, 0x6b), above: RGB = (0x41, 0x18, 0x30)
        var screen = SyntheticScreen(width: width, height: height) { x, y in
            y > (40 + 0.1 * x / s) * s ? below : above
        }
        let rect = screen.drawText("DASHBOARD", x: 100 * s, y: 45 * s, fontPixel: 3 * s, color: ink)
        return (rect, ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s))
    }

    @Test("A word across a photograph's edge is one run, its glyphs cut free of the edge", arguments: [2, 3])
    func wordAcrossEdge(scale: Int) throws {
        // The edge runs the whole width (over 200 CSS px: too big for a glyph with the glyphs
        // it touches), and the word's backgrounds differ by 83 levels (over the 40 that part
        // two words of different backgrounds): one ink joins them. (At 1x the edge crosses the
        // first glyph's box alone, which stays apart: a word of one glyph has no color of its
        // own to join by.) Before, at 2x the scan found "HBOARD" alone.
        let (rect, result) = Self.screen(scale: scale, ink: (0xf0, 0xf0, 0xf0))
        let region = try #require(
            result.regions.first { $0.rect.intersectionArea(with: rect) > 0 }, "regions: \(result.regions.map(\.rect))")
        #expect(region.rect.x <= rect.x + 1 && region.rect.x + region.rect.width >= rect.x + rect.width - 1,
            "region \(region.rect), word \(rect)")
        #expect(result.regions.filter { $0.rect.intersectionArea(with: rect) > 0 }.count == 1)
        #expect(region.backgroundKind == .complex)
    }

    @Test("Two inks across a backgrounds' change the other way are not one ink")
    func oneInkRule() {
        // White at 60 % over the slate and the purple: the ink follows the backdrop by 0.4 of its step.
        let slate = (119.0, 107.0, 107.0), purple = (65.0, 24.0, 48.0)
        func over(_ b: (Double, Double, Double)) -> (Double, Double, Double) {
            (0.6 * 255 + 0.4 * b.0, 0.6 * 255 + 0.4 * b.1, 0.6 * 255 + 0.4 * b.2)
        }
        #expect(LineGrouping.oneInk(over(slate), over(purple), slate, purple))
        // A glyph's dark gray against a pill's green rim seen from the white page around it.
        #expect(!LineGrouping.oneInk((76, 61, 64), (10, 183, 84), (10, 183, 84), (250, 250, 250)))
    }
}
