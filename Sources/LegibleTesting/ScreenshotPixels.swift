import LegibleCore

/// A screenshot as the scanner reads it: `width`×`height` pixels of 8-bit sRGB RGBA,
/// row-major from the top-left, row stride `width·4`, straight alpha (the scanner reads the
/// color channels only, so composite a translucent image over its page first).
///
/// On Apple platforms `ScreenshotPixels(_: CGImage)` draws a `CGImage` (such as
/// `XCUIScreen.main.screenshot().image.cgImage`) into this layout, converting its color space
/// to sRGB, and `ScreenshotPixels(decoding:)` decodes PNG (or any ImageIO format) bytes.
public struct ScreenshotPixels: Hashable, Sendable {
    /// Width in pixels, at least 1.
    public var width: Int
    /// Height in pixels, at least 1.
    public var height: Int
    /// `width·height·4` bytes.
    public var rgba: [UInt8]

    /// Wraps a buffer.
    /// - Throws: ``ScreenshotPixelsError/sizeMismatch(width:height:byteCount:)`` when the
    ///   dimensions are not positive or `rgba` is not `width·height·4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(ScreenshotPixelsError) {
        let (area, overflowA) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflowB) = area.multipliedReportingOverflow(by: 4)
        guard width > 0, height > 0, !overflowA, !overflowB, bytes == rgba.count else {
            throw .sizeMismatch(width: width, height: height, byteCount: rgba.count)
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Why a screenshot could not be turned into ``ScreenshotPixels``.
public enum ScreenshotPixelsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The buffer does not hold `width·height·4` bytes, or a dimension is not positive.
    case sizeMismatch(width: Int, height: Int, byteCount: Int)
    /// Core Graphics could not make an sRGB bitmap context for an image of this size.
    case cannotDraw(width: Int, height: Int)
    /// ImageIO read no image from the bytes (`byteCount` of them).
    case undecodable(byteCount: Int)

    /// One sentence: what was found and what was expected.
    public var description: String {
        switch self {
        case .sizeMismatch(let width, let height, let count):
            let expected = width > 0 && height > 0 && width <= Int.max / 4 / max(height, 1)
                ? "\(width * height * 4) bytes (width·height·4)" : "positive dimensions"
            return "an RGBA buffer of \(width)×\(height) pixels needs \(expected), found \(count) bytes"
        case .cannotDraw(let width, let height):
            return "could not draw a \(width)×\(height) image into an 8-bit sRGB RGBA bitmap"
        case .undecodable(let count):
            return "ImageIO found no image in \(count) bytes: expected PNG (or another ImageIO format) data"
        }
    }
}
