@testable import LegibleScan
import Testing

/// Photograph and material texture is not text: a row of soft-edged blobs (the specks, leaves
/// and grain of a photograph) gives no region, on a complex background and on a flat one,
/// while sharp text of the same color beside it is still found. Sizes are CSS px times the scale.
@Suite("Texture gate")
struct TextureGateTests {
    typealias RGB = SyntheticScreen.RGB
    static let ink: RGB = (40, 50, 60)

    /// A gradient (complex behind a word) or a flat gray, ten discs of radius 4 CSS px whose
    /// edges ramp over 2 CSS px (soft, as photograph detail is), 14 CSS px apart at y = 20,
    /// and the word "LABELS" drawn sharp in the same color below them.
    func screen(scale: Int, flat: Bool) -> (image: [UInt8], width: Int, height: Int, blobs: PixelRect, word: PixelRect) {
        let s = Double(scale)
        let width = 240 * scale, height = 60 * scale
        var screen = SyntheticScreen(width: width, height: height) { x, y in
            let t = x / Double(width)
            var base = flat ? (130.0, 130.0, 130.0) : (90 + 60 * t, 110 + 10 * t, 140 - 50 * t)
            var alpha = 0.0
            for k in 0..<10 {
                let dx = x - (20 + 14 * Double(k)) * s, dy = y - 20 * s
                alpha = max(alpha, min(1, max(0, (5 * s - (dx * dx + dy * dy).squareRoot()) / (2 * s))))
            }
            base = (
                base.0 + (Double(Self.ink.red) - base.0) * alpha, base.1 + (Double(Self.ink.green) - base.1) * alpha,
                base.2 + (Double(Self.ink.blue) - base.2) * alpha)
            return (UInt8(base.0.rounded()), UInt8(base.1.rounded()), UInt8(base.2.rounded()))
        }
        let blobs = PixelRect(x: Int(15 * s), y: Int(15 * s), width: Int(136 * s), height: Int(10 * s))
        let word = screen.drawText("LABELS", x: 20.5 * s, y: 36.25 * s, fontPixel: 2 * s, color: Self.ink)
        return (screen.rgba, width, height, blobs, word)
    }

    @Test("Soft blobs in a row are texture on a complex or flat background; a sharp word there is text",
          arguments: [false, true], [2, 3])
    func softBlobs(flat: Bool, scale: Int) throws {
        let (image, width, height, blobs, word) = screen(scale: scale, flat: flat)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: image, scale: Double(scale))
        #expect(!result.regions.contains { $0.rect.intersectionArea(with: blobs) > 0 }, "\(result.regions.map(\.rect))")
        let kept = try #require(result.regions.first { iou($0.rect, word) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(kept.role == .text && kept.backgroundKind == (flat ? .flat : .complex) && kept.aa == .fail)
    }

    @Test("Text that is soft everywhere (a screenshot scaled up) is still text", arguments: [2, 3])
    func softTextEverywhere(scale: Int) throws {
        let s = Double(scale)
        let width = 240 * scale, height = 100 * scale
        var screen = SyntheticScreen(width: width, height: height, background: (240, 240, 240))
        let words = ["SPACE", "CREATE NEW", "SAVED", "READING LIST"].enumerated().map { index, word in
            screen.drawText(word, x: 12.5 * s, y: (8 + 22 * Double(index)) * s, fontPixel: 2 * s, color: (110, 110, 110))
        }
        // A 3x3 box blur twice over: every edge now ramps over about 5 pixels.
        let image = boxBlur(boxBlur(screen.rgba, width: width, height: height), width: width, height: height)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: image, scale: s)
        for word in words {
            #expect(result.regions.contains { iou($0.rect, word) >= 0.4 }, "\(word) in \(result.regions.map(\.rect))")
        }
    }

    @Test("The sharpness window: under the soft limit is texture; on complex backgrounds over 2 too")
    func window() {
        #expect(TextureGate.isTexture(sharpness: 0.45, softLimit: 0.5, memberCount: 5, isComplex: true))
        #expect(!TextureGate.isTexture(sharpness: 0.45, softLimit: 0.4, memberCount: 5, isComplex: true))
        #expect(TextureGate.isTexture(sharpness: 0.45, softLimit: 0.5, memberCount: 5, isComplex: false))
        // A lone soft mark on a flat background is left to the icon rules.
        #expect(!TextureGate.isTexture(sharpness: 0.3, softLimit: 0.5, memberCount: 1, isComplex: false))
        #expect(!TextureGate.isTexture(sharpness: 1.5, softLimit: 0.5, memberCount: 5, isComplex: true))
        #expect(TextureGate.isTexture(sharpness: 2.5, softLimit: 0.5, memberCount: 5, isComplex: true))
        #expect(!TextureGate.isTexture(sharpness: 2.5, softLimit: 0.5, memberCount: 5, isComplex: false))
    }

    @Test("A faint streak that fills under a fifth of its box on a complex background is texture")
    func streak() {
        // The horizon of a lake photograph: 1.38:1, ink 0.06 of a 534x34 box (tuning JPEG copy).
        #expect(TextureGate.isStreak(isComplex: true, ratio: 1.38, inkPixels: 1_090, boxArea: 534 * 34))
        // A faint word fills 0.21 and more of its box: text, however faint.
        #expect(!TextureGate.isStreak(isComplex: true, ratio: 1.38, inkPixels: 3_900, boxArea: 534 * 34))
        // At 2:1 and over, or on a flat background, the other gates decide.
        #expect(!TextureGate.isStreak(isComplex: true, ratio: 2.0, inkPixels: 1_090, boxArea: 534 * 34))
        #expect(!TextureGate.isStreak(isComplex: false, ratio: 1.38, inkPixels: 1_090, boxArea: 534 * 34))
    }

    /// A mask of 120x60 pixels with a line box at x 20..<100, y 20..<36 (height 16, margin 3 rows),
    /// the ink of `extra` added around it.
    func bandInk(_ extra: [(x: Range<Int>, y: Range<Int>)], box: (x0: Int, x1: Int) = (20, 100)) -> Double {
        let width = 120, height = 60
        var mask = [UInt8](repeating: 0, count: width * height)
        for y in 20..<36 { for x in box.x0..<box.x1 where x % 6 < 3 { mask[y * width + x] = 1 } }
        for part in extra { for y in part.y { for x in part.x { mask[y * width + x] = 1 } } }
        let runs = ConnectedComponents.label(mask, width: width, height: height, eightConnected: true)
        return TextureGate.bandInk(
            x0: box.x0, y0: 20, x1: box.x1, y1: 36, margin: 3, runs: runs, width: width, height: height)
    }

    @Test("Band ink: specks just above and below count; an underline under a word does not")
    func bands() {
        #expect(bandInk([]) == 0)
        // Specks of texture in the rows above and below: 2 blocks of 8x2 pixels in 6 rows of 80.
        let specks = bandInk([(x: 30..<38, y: 17..<19), (x: 60..<68, y: 37..<39)])
        #expect(abs(specks - 32.0 / 480.0) < 1e-9)
        // Ink further out than the margin is not in the band.
        #expect(bandInk([(x: 30..<38, y: 10..<16)]) == 0)
        // An underline two rows below a word five times as wide as tall: a rule, left out.
        #expect(bandInk([(x: 20..<100, y: 37..<38)]) == 0)
        // Under a box narrower than twice its height the same full row counts (a speck as wide as it).
        let narrow = bandInk([(x: 20..<50, y: 37..<38)], box: (20, 50))
        #expect(abs(narrow - 1.0 / 6.0) < 1e-9)
        #expect(narrow >= TextureGate.lossyBandInk)
    }

    @Test("On JPEG-like input a lone mark must be 2 px taller to be trusted (its fringe rows)")
    func loneMarkLimit() {
        // The dot of an `i` at 2x: 11 px lossless, 14 px after JPEG: a mark either way.
        #expect(11 < LineMeasurement.loneMarkLimit(scale: 2, lossy: false))
        #expect(14 >= LineMeasurement.loneMarkLimit(scale: 2, lossy: false))
        #expect(14 < LineMeasurement.loneMarkLimit(scale: 2, lossy: true))
        #expect(LineMeasurement.loneMarkLimit(scale: 3, lossy: true) == 23)
    }

    /// A 3x3 box blur of the RGB channels (edges repeat), alpha kept.
    func boxBlur(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = rgba
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<3 {
                    var sum = 0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let yy = min(height - 1, max(0, y + dy)), xx = min(width - 1, max(0, x + dx))
                            sum += Int(rgba[(yy * width + xx) * 4 + channel])
                        }
                    }
                    out[(y * width + x) * 4 + channel] = UInt8((sum + 4) / 9)
                }
            }
        }
        return out
    }
}

/// A blade of grass on a dark photograph: one thin light line across its box is not a word.
@Suite("Thin lines")
struct ThinLineTests {
    @Test("A lone thin diagonal line on an even dark backdrop is texture; a word of its color is text",
          arguments: [2, 3])
    func diagonalBlade(scale: Int) throws {
        let s = Double(scale)
        let width = 200 * scale, height = 80 * scale
        let gray: SyntheticScreen.RGB = (0x59, 0x59, 0x59)  // 2.6:1 on #171717
        var screen = SyntheticScreen(width: width, height: height, background: (0x17, 0x17, 0x17))
        // 40 x 12 CSS px corner to corner, 1.2 CSS px thick: about a tenth of its box is ink.
        screen.stroke(from: 10 * s, 10 * s, to: 50 * s, 22 * s, radius: 0.6 * s, color: gray)
        let word = screen.drawText("GRASS", x: 80 * s, y: 40 * s, fontPixel: 2 * s, color: gray)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        let blade = PixelRect(x: 10 * scale, y: 10 * scale, width: 40 * scale, height: 12 * scale)
        #expect(!result.regions.contains { iou($0.rect, blade) > 0.3 }, "\(result.regions.map(\.rect))")
        #expect(result.regions.contains { iou($0.rect, word) > 0.5 }, "\(result.regions.map(\.rect))")
    }

    @Test("The rule's limits: one shape 1.5 times as wide as tall filling under 0.12 of its box")
    func limits() {
        #expect(TextureGate.isThinLine(shapeCount: 1, memberCount: 1, inkPixels: 100, width: 60, height: 24))
        // Filling 0.12 or more (glyphs fill 0.21 and more), or under 1.5 times as wide as tall.
        #expect(!TextureGate.isThinLine(shapeCount: 1, memberCount: 1, inkPixels: 173, width: 60, height: 24))
        #expect(!TextureGate.isThinLine(shapeCount: 1, memberCount: 1, inkPixels: 40, width: 35, height: 24))
        // Two shapes or three members: letters, not one line.
        #expect(!TextureGate.isThinLine(shapeCount: 2, memberCount: 2, inkPixels: 100, width: 60, height: 24))
        #expect(!TextureGate.isThinLine(shapeCount: 1, memberCount: 3, inkPixels: 100, width: 60, height: 24))
    }
}
