@testable import LegibleScan
import Testing

/// The per-component text gate of `ComponentExtraction`, on hand-made components.
@Suite("Glyph gate")
struct GlyphGateTests {
    /// Candidates among the ink of an image whose background is every pixel of color `page`.
    func candidates(_ rgba: [UInt8], width: Int, height: Int, page: (UInt8, UInt8, UInt8), scale: Double)
        -> [Component]
    {
        var background = [UInt8](repeating: 0, count: width * height)
        var ink = [UInt8](repeating: 0, count: width * height)
        for index in 0..<(width * height) {
            let isPage = rgba[index * 4] == page.0 && rgba[index * 4 + 1] == page.1 && rgba[index * 4 + 2] == page.2
            background[index] = isPage ? 1 : 0
            ink[index] = isPage ? 0 : 1
        }
        let nearest = NearestMap(
            indices: NearestBackground.indices(background: background, width: width, height: height, threads: 1),
            width: width)
        let runs = ConnectedComponents.label(ink, width: width, height: height, eightConnected: true)
        return rgba.withUnsafeBufferPointer { buffer in
            ComponentExtraction.glyphCandidates(
                image: ImageView(width: width, height: height, rgba: buffer), count: runs.count,
                pixels: ComponentPixels(runs: runs), nearest: nearest, tolerances: ScanTolerances(excess: 0),
                scale: scale, threads: 1)
        }
    }

    @Test("A stroke one pixel wide passes at 1x and 2x, not at 3x (thinner than half a CSS pixel)")
    func hairline() {
        let width = 40, height = 80
        for (strokeWidth, scale, passes) in [(1, 1.0, true), (1, 2.0, true), (1, 3.0, false), (2, 3.0, true)] {
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            // A vertical stroke with a soft (anti-aliased) end, dark gray on white.
            for y in 10..<34 {
                for x in 20..<(20 + strokeWidth) {
                    let o = (y * width + x) * 4
                    let level: UInt8 = y == 33 ? 0x90 : 0x30
                    rgba[o] = level; rgba[o + 1] = level; rgba[o + 2] = level
                }
            }
            let found = candidates(rgba, width: width, height: height, page: (255, 255, 255), scale: scale)
            #expect(found.isEmpty != passes, "stroke \(strokeWidth) px at \(scale)x: \(found.count) candidates")
        }
    }

    @Test("White digits on a red badge pill are a text run: the pill's anti-aliased rim is no glyph", arguments: [2, 3])
    func badgePillRim(scale: Int) throws {
        let s = Double(scale)
        let width = 120 * scale, height = 44 * scale
        var screen = SyntheticScreen(width: width, height: height, background: (0xff, 0xff, 0xff))
        // An iOS count badge: a pill 32 x 20 CSS px (a round-capped stroke of radius 10), #ff3b30,
        // holding "13" 10.5 px tall with 1.5 px strokes, centred. Its rim is one anti-aliased
        // pixel (about 0.3 px of full ink across) at any scale, in four quarter arcs as tall as
        // the digits are: the lower right one would join the "3".
        screen.stroke(from: 54 * s, 22 * s, to: 66 * s, 22 * s, radius: 10 * s, color: (0xff, 0x3b, 0x30))
        let digits = screen.drawText("13", x: 51.75 * s, y: 16.75 * s, fontPixel: 1.5 * s, color: (0xff, 0xff, 0xff))
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        let count = try #require(result.regions.first { iou($0.rect, digits) >= 0.6 }, "\(result.regions.map(\.rect))")
        #expect(count.role == .text)
        #expect(count.aa == .fail, "white on #ff3b30 is 3.55:1, normal text")
        #expect(result.regions.count == 1, "\(result.regions.map(\.rect))")
    }
}
