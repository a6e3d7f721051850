#if canImport(ImageIO) && canImport(CoreGraphics)
import CoreGraphics
import Foundation
import ImageIO
import LegibleCore

extension ScreenshotPixels {
    /// Decodes image file bytes (PNG, or another format ImageIO reads) with ImageIO and draws the
    /// first image as ``init(_:backdrop:)`` does: the PNG path on Apple platforms where libpng
    /// (`LegibleImage`) is not linked, such as iOS.
    ///
    /// - Throws: ``ScreenshotPixelsError/undecodable(byteCount:)`` when ImageIO finds no image;
    ///   ``ScreenshotPixelsError/cannotDraw(width:height:)`` when it cannot be drawn.
    public init(decoding bytes: [UInt8], backdrop: SRGBColor = .white) throws(ScreenshotPixelsError) {
        guard let source = CGImageSourceCreateWithData(Data(bytes) as CFData, nil),
            let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { throw .undecodable(byteCount: bytes.count) }
        try self.init(image, backdrop: backdrop)
    }
}
#endif
