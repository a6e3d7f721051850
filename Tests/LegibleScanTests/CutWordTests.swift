@testable import LegibleScan
import Testing

/// A word whose every glyph was cut out of a photograph's edge network (`ComponentSplitting`,
/// `isWordOfPieces`): a lock-screen clock over a wallpaper of thin polygon edges.
@Suite("Words cut out of a photograph's edges")
struct CutWordTests {
    typealias RGB = SyntheticScreen.RGB

    /// A slate screen crossed by thin lighter lines (a wallpaper's polygon edges: 1 CSS px wide,
    /// 40 levels lighter, every 18 CSS px along y = k·18 + 0.1·x, times `scale`), with light
    /// digits 42 CSS px tall across them.
    static func screen(scale: Int) -> (rect: PixelRect, result: ScanResult) {
        let s = Double(scale)
        let width = 360 * scale, height = 140 * scale
        let slate: RGB = (0x5a, 0x6a, 0x7a), edge: RGB = (0x82, 0x92, 0xa2)
        var screen = SyntheticScreen(width: width, height: height) { x, y in
            let offset = ((y / s) - 0.1 * (x / s) + 1000).truncatingRemainder(dividingBy: 18)
            return offset < 1 ? edge : slate
        }
        let rect = screen.drawText("1008", x: 60 * s, y: 40 * s, fontPixel: 6 * s, color: (0xb4, 0xbc, 0xc4))
        return (rect, ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s))
    }

    @Test("Digits cut free of a photograph's edges are still a line of text", arguments: [2, 3])
    func clockOverEdges(scale: Int) throws {
        let (rect, result) = Self.screen(scale: scale)
        let region = try #require(
            result.regions.first { 2 * $0.rect.intersectionArea(with: rect) >= rect.area },
            "regions: \(result.regions.map(\.rect)), digits \(rect)")
        #expect(region.aa == .fail, "ratio \(region.worstRatio)")
    }

    @Test("Pieces that read as glyphs, and pieces that do not")
    func wordOfPieces() {
        func piece(_ x: Int, _ width: Int, _ height: Int) -> Component {
            Component(
                label: 1, x0: x, y0: 100 - height, x1: x + width, y1: 100, pixelCount: width * height,
                peakDistance: 60, coverage: Double(width * height) / 2, sharpness: 1, ink: (200, 200, 200),
                background: (100, 100, 100), direction: (0.577, 0.577, 0.577))
        }
        // A clock's digits at 2x (96–101 px tall, 37–79 wide) and a date's letters (capitals and x-height).
        #expect(ComponentSplitting.isWordOfPieces([piece(0, 37, 96), piece(50, 79, 99), piece(140, 79, 99), piece(230, 69, 101)], scale: 2))
        #expect(ComponentSplitting.isWordOfPieces([piece(0, 31, 30), piece(40, 23, 32), piece(70, 32, 31), piece(110, 13, 24)], scale: 2))
        // Letters of 11 px text (8 CSS px capitals), specks of a granite photograph, and a band's long pieces.
        #expect(!ComponentSplitting.isWordOfPieces([piece(0, 12, 16), piece(14, 10, 16), piece(26, 11, 12), piece(40, 12, 16)], scale: 2))
        #expect(!ComponentSplitting.isWordOfPieces([piece(0, 17, 11), piece(20, 22, 11), piece(50, 25, 11), piece(80, 9, 12)], scale: 2))
        #expect(!ComponentSplitting.isWordOfPieces([piece(0, 308, 37), piece(320, 94, 41), piece(420, 30, 30)], scale: 2))
        // Bodies of too many sizes (over 2x apart), and fewer than half the pieces glyph-like.
        #expect(!ComponentSplitting.isWordOfPieces([piece(0, 30, 30), piece(40, 40, 70), piece(90, 30, 32)], scale: 2))
        #expect(!ComponentSplitting.isWordOfPieces(
            [piece(0, 30, 30), piece(40, 28, 31), piece(80, 30, 32)] + (0..<4).map { piece(120 + 10 * $0, 6, 6) }, scale: 2))
    }
}
