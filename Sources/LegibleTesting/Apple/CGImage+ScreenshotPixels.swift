#if canImport(CoreGraphics)
import CoreGraphics
import LegibleCore

extension ScreenshotPixels {
    /// Draws `image` into 8-bit sRGB RGBA (``ScreenshotPixels``): Core Graphics converts the
    /// image's color space (Display P3 for an iPhone screenshot) to sRGB as it draws, and a
    /// translucent image is composited over `backdrop` (the scanner reads colors, not alpha).
    ///
    /// For a UI test: `try ScreenshotPixels(XCUIScreen.main.screenshot().image.cgImage!)`, with
    /// the image's `scale` as the expectation's scale. Apple platforms only.
    ///
    /// - Throws: ``ScreenshotPixelsError/cannotDraw(width:height:)`` when no sRGB bitmap context
    ///   can be made for the image's size.
    public init(_ image: CGImage, backdrop: SRGBColor = .white) throws(ScreenshotPixelsError) {
        let width = image.width, height = image.height
        guard width > 0, height > 0, width <= Int.max / 4 / height,
            let space = CGColorSpace(name: CGColorSpace.sRGB)
        else { throw .cannotDraw(width: width, height: height) }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let context = CGContext(
                data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                bytesPerRow: width * 4, space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            let rect = CGRect(x: 0, y: 0, width: width, height: height)
            context.setFillColor(CGColor(
                srgbRed: CGFloat(backdrop.red), green: CGFloat(backdrop.green), blue: CGFloat(backdrop.blue), alpha: 1))
            context.fill(rect)
            context.interpolationQuality = .none
            context.draw(image, in: rect)
            return true
        }
        guard drawn else { throw .cannotDraw(width: width, height: height) }
        try self.init(width: width, height: height, rgba: bytes)
    }
}
#endif
