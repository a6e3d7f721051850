#if canImport(CoreGraphics) && canImport(ImageIO)
import CoreGraphics
import Foundation
import LegibleTesting
import Testing

/// The Core Graphics and ImageIO adapters (Apple platforms only; run by the macOS CI job): a
/// 2×2 sRGB image drawn into `ScreenshotPixels` keeps its colors and row order, and its
/// transparent pixel comes out as the backdrop; PNG bytes decode through ImageIO.
@Suite struct AppleAdapterTests {
    static func close(_ a: ArraySlice<UInt8>, _ b: [UInt8]) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 } && a.count == b.count
    }

    @Test func anSRGBImageKeepsItsPixelsAndTransparencyBecomesTheBackdrop() throws {
        // Premultiplied RGBA, top row first: red, transparent; (10, 20, 30), blue.
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0, 10, 20, 30, 255, 0, 0, 255, 255]
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let provider = try #require(CGDataProvider(data: Data(bytes) as CFData))
        let image = try #require(CGImage(
            width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: space,
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider,
            decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let pixels = try ScreenshotPixels(image)
        #expect(pixels.width == 2 && pixels.height == 2)
        #expect(Self.close(pixels.rgba[0..<4], [255, 0, 0, 255]))
        #expect(Self.close(pixels.rgba[4..<8], [255, 255, 255, 255]))
        #expect(Self.close(pixels.rgba[8..<12], [10, 20, 30, 255]))
        #expect(Self.close(pixels.rgba[12..<16], [0, 0, 255, 255]))
    }

    @Test func pngBytesDecodeThroughImageIO() throws {
        let shot = ScreenshotExpectationTests.screen(text: (170, 170, 170))
        let found = ScreenshotJudge.judge(width: shot.width, height: shot.height, rgba: shot.rgba, scale: 1)
        let png = try #require(found.overlayPNG)   // macOS links libpng, which encodes the overlay
        let decoded = try ScreenshotPixels(decoding: png)
        #expect(decoded.width == shot.width && decoded.height == shot.height)
        #expect(throws: ScreenshotPixelsError.undecodable(byteCount: 3)) { try ScreenshotPixels(decoding: [1, 2, 3]) }
    }
}
#endif
