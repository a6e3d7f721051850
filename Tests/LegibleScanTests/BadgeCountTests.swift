@testable import LegibleScan
import Testing

/// A count on a badge in a JPEG copy: its digits joined by faint ringing pixels still count as
/// narrow characters, and its pill, wider than an icon tile, still encloses it.
@Suite("Count badges in lossy copies")
struct BadgeCountTests {
    /// One component 20 px tall: a "1" of 4 columns and an "8" of 10, with 3 columns between
    /// them whose pixels lie `bridge` of the peak distance from the background.
    static func joinedDigits(bridge: Double) -> (Component, indices: [Int], distances: [Double]) {
        let width = 40, x0 = 5, y0 = 2, height = 20
        var indices: [Int] = [], distances: [Double] = []
        for y in y0..<(y0 + height) {
            for x in x0..<(x0 + 17) {
                let column = x - x0
                let isBridge = column >= 4 && column < 7
                // The bridge is one row of faint pixels, as ringing is; the digits are solid.
                if isBridge && y != y0 + height / 2 { continue }
                indices.append(y * width + x)
                distances.append(isBridge ? bridge * 200 : 200)
            }
        }
        let component = Component(
            label: 1, x0: x0, y0: y0, x1: x0 + 17, y1: y0 + height, pixelCount: indices.count, peakDistance: 200,
            coverage: Double(indices.count), sharpness: 1, ink: (255, 255, 255), background: (255, 59, 48),
            direction: (0, 1, 0))
        return (component, indices, distances)
    }

    @Test("Digits joined by faint pixels fall into two narrow pieces of strong ink")
    func joinedDigitsArePieces() {
        let (digits, indices, distances) = Self.joinedDigits(bridge: 0.3)
        let pieces = LineMeasurement.strongInkPieces(
            of: digits, offsets: 0..<indices.count, indices: indices, distances: distances, width: 40)
        #expect(pieces == [4, 10])
        #expect(LineMeasurement.isNarrow(digits, pieces: pieces))
        // 17 px wide and 20 tall: as one shape it is not under 0.8 as wide as tall.
        #expect(!LineMeasurement.isNarrow(digits, pieces: [digits.width]))
    }

    @Test("A bridge of strong ink keeps the component one piece")
    func strongBridgeIsOnePiece() {
        let (digits, indices, distances) = Self.joinedDigits(bridge: 0.8)
        let pieces = LineMeasurement.strongInkPieces(
            of: digits, offsets: 0..<indices.count, indices: indices, distances: distances, width: 40)
        #expect(pieces == [17])
        #expect(!LineMeasurement.isNarrow(digits, pieces: pieces))
    }

    @Test("A badge's pill encloses its digit within two heights at the sides; a page does not")
    func pillEnclosesItsCount() {
        // A red pill 64 x 30 on white; the digit's box 12 x 20 in its middle, so the pill ends 26
        // px left and right of the box (1.3 of its height) and 5 px above and below.
        let width = 100, height = 50
        let red: (UInt8, UInt8, UInt8) = (255, 59, 48)
        func pixels(pill: Bool) -> [UInt8] {
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width where !pill || (x >= 18 && x < 82 && y >= 10 && y < 40) {
                    let o = (y * width + x) * 4
                    rgba[o] = red.0; rgba[o + 1] = red.1; rgba[o + 2] = red.2
                }
            }
            return rgba
        }
        func enclosed(_ rgba: [UInt8], sideReach: Double) -> Bool {
            rgba.withUnsafeBufferPointer { buffer in
                IconShapes.isEnclosed(
                    x0: 44, y0: 15, x1: 56, y1: 35, background: (255, 59, 48),
                    image: ImageView(width: width, height: height, rgba: buffer), tolerance: 32, sideReach: sideReach)
            }
        }
        #expect(enclosed(pixels(pill: true), sideReach: 2))
        // An icon tile's reach (0.8 of the height, 16 px) stops short of the pill's ends.
        #expect(!enclosed(pixels(pill: true), sideReach: 0.8))
        // All red: the color never ends.
        #expect(!enclosed(pixels(pill: false), sideReach: 2))
    }

    @Test("A JPEG badge's backdrop, up to four times the excess noise, is uniform only when a pill encloses it")
    func noisyPillIsUniform() {
        // Spreads and excess noise measured on count badges of the JPEG tuning copies.
        for (spread, excess) in [(14.45, 6.0), (21, 8), (20, 7), (19, 8), (25, 7)] {
            #expect(LineMeasurement.isUniformBackdrop(spread: spread, excess: excess, height: 23, scale: 2) { true })
            #expect(!LineMeasurement.isUniformBackdrop(spread: spread, excess: excess, height: 23, scale: 2) { false })
        }
        // Over four times the excess, under 7 CSS px, or on lossless input: not without its own quiet.
        #expect(!LineMeasurement.isUniformBackdrop(spread: 31, excess: 7, height: 23, scale: 2) { true })
        #expect(!LineMeasurement.isUniformBackdrop(spread: 20, excess: 7, height: 13, scale: 2) { true })
        #expect(!LineMeasurement.isUniformBackdrop(spread: 3, excess: 0, height: 23, scale: 2) { true })
        #expect(LineMeasurement.isUniformBackdrop(spread: 2, excess: 0, height: 23, scale: 2) { false })
    }
}
