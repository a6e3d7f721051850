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
}
