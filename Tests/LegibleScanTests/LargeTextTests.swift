import LegibleCore
import LegibleScan
import Testing

/// Large bold text (iOS large titles, Dynamic Type AX sizes at 2x and 3x): the flat insides of
/// its thick strokes must not be taken for the background behind it.
@Suite("Large bold text")
struct LargeTextTests {
    typealias RGB = SyntheticScreen.RGB

    /// Bold ``BitmapFont`` text (stems and bars two font pixels thick) at a fractional position,
    /// so that its edges are anti-aliased in columns one pixel wide; dark-mode large-title gray
    /// on the grouped background, 2.48:1 (fails the 3:1 of large text).
    func scan(scale: Int, fontPixel: Double) throws -> (ScanResult, PixelRect) {
        let fg: RGB = (0x5a, 0x5a, 0x5e), bg: RGB = (0x1c, 0x1c, 0x1e)
        let width = Int(40 * fontPixel), height = Int(12 * fontPixel)
        var screen = SyntheticScreen(width: width, height: height, background: bg)
        // Drawn twice, one font pixel apart vertically: bars as thick as stems.
        let x = 2.5 * fontPixel + 0.5, y = 2 * fontPixel + 0.25
        var ink = screen.drawText("HELLO", x: x, y: y, fontPixel: fontPixel, color: fg, bold: true)
        let lower = screen.drawText("HELLO", x: x, y: y + fontPixel, fontPixel: fontPixel, color: fg, bold: true)
        ink = PixelRect(x: ink.x, y: ink.y, width: ink.width, height: lower.y + lower.height - ink.y)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: Double(scale))
        return (result, ink)
    }

    // Stems of 12.5 and 18.5 px hold the seed square (4·scale+1) but not the big one
    // (7·scale+1): the one-pixel edge columns beside them must not keep them as background.
    // Stems of 18.5 px at 2x and 26.5 px at 3x hold the big square too (font sizes of 44 and
    // 40 CSS px): they are dropped unless they hold a square of 15 CSS px.
    @Test(
        "Thick strokes are ink, not background",
        arguments: [(2, 6.25), (3, 9.25), (2, 9.25), (3, 13.25)])
    func thickStrokes(scale: Int, fontPixel: Double) throws {
        let (result, ink) = try scan(scale: scale, fontPixel: fontPixel)
        #expect(result.regions.count == 1, "regions: \(result.regions.map(\.rect))")
        let region = try #require(result.regions.first)
        #expect(iou(region.rect, ink) >= 0.8, "rect \(region.rect) vs ink \(ink)")
        #expect(region.isLarge)
        #expect(region.backgroundKind == .flat)
        let truth = referenceRatio((0x5a, 0x5a, 0x5e), (0x1c, 0x1c, 0x1e))
        #expect(abs(region.ratio - truth) / truth <= 0.02, "ratio \(region.ratio) vs \(truth)")
        #expect(region.aa == .fail)
    }
}
