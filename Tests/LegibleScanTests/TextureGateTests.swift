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
