/// An 8-bit RGBA image in memory: row-major from the top-left pixel, straight (not premultiplied)
/// alpha, sRGB-encoded samples.
///
/// Pixel (x, y) starts at byte `y * rowStride + x * 4` of ``pixels`` and holds red, green, blue,
/// alpha in that order. Rows may be padded (`rowStride` ≥ `width × 4`); padding bytes are kept
/// but never read as pixels. The type needs no image library: an app can fill it from a CGImage
/// or any other 8-bit RGBA source.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels, ≥ 1.
    public let width: Int
    /// Height in pixels, ≥ 1.
    public let height: Int
    /// Bytes from the start of one row to the start of the next, ≥ `width × 4`.
    public let rowStride: Int
    /// The samples, `rowStride × height` bytes.
    public var pixels: [UInt8]

    /// Wraps existing RGBA8 samples, checking that the sizes agree.
    ///
    /// - Parameters:
    ///   - width: pixels per row, ≥ 1.
    ///   - height: rows, ≥ 1.
    ///   - rowStride: bytes per row including padding; `nil` means `width × 4`.
    ///   - pixels: exactly `rowStride × height` bytes.
    /// - Throws: ``RGBAImageError`` when a size is zero, negative, overflows, or disagrees with
    ///   the number of bytes given.
    public init(width: Int, height: Int, rowStride: Int? = nil, pixels: [UInt8]) throws(RGBAImageError) {
        let stride = try Self.validatedStride(width: width, height: height, rowStride: rowStride)
        let (count, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow else { throw .sizeOverflow(width: width, height: height) }
        guard pixels.count == count else {
            throw .byteCountMismatch(expected: count, found: pixels.count)
        }
        self.width = width
        self.height = height
        self.rowStride = stride
        self.pixels = pixels
    }

    /// Creates an image filled with one color.
    ///
    /// - Parameters:
    ///   - width: pixels per row, ≥ 1.
    ///   - height: rows, ≥ 1.
    ///   - fill: red, green, blue, alpha of every pixel (0...255 each).
    /// - Throws: ``RGBAImageError`` when a size is not positive or the byte count overflows.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255))
        throws(RGBAImageError)
    {
        let stride = try Self.validatedStride(width: width, height: height, rowStride: nil)
        let (count, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow else { throw .sizeOverflow(width: width, height: height) }
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < count {
                buffer[index] = fill.0
                buffer[index + 1] = fill.1
                buffer[index + 2] = fill.2
                buffer[index + 3] = fill.3
                index += 4
            }
        }
        self.width = width
        self.height = height
        self.rowStride = stride
        self.pixels = bytes
    }

    /// Number of pixels, `width × height`.
    public var pixelCount: Int { width * height }

    /// True when every pixel's alpha is 255 (padding is ignored). O(width × height).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            for y in 0..<height {
                var index = y * rowStride + 3
                let end = index + width * 4
                while index < end {
                    if buffer[index] != 255 { return false }
                    index += 4
                }
            }
            return true
        }
    }

    /// The pixel at (x, y) as (red, green, blue, alpha), or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = y * rowStride + x * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    private static func validatedStride(width: Int, height: Int, rowStride: Int?) throws(RGBAImageError) -> Int {
        guard width > 0, height > 0 else { throw .emptyDimensions(width: width, height: height) }
        let (minimum, overflow) = width.multipliedReportingOverflow(by: 4)
        guard !overflow else { throw .sizeOverflow(width: width, height: height) }
        let stride = rowStride ?? minimum
        guard stride >= minimum else { throw .rowStrideTooSmall(rowStride: stride, minimum: minimum) }
        return stride
    }
}

/// Why an ``RGBAImage`` could not be created.
public enum RGBAImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Width or height is zero or negative; both must be ≥ 1.
    case emptyDimensions(width: Int, height: Int)
    /// The row stride is below `width × 4` bytes.
    case rowStrideTooSmall(rowStride: Int, minimum: Int)
    /// `rowStride × height` does not fit in `Int`.
    case sizeOverflow(width: Int, height: Int)
    /// The pixel array does not hold `rowStride × height` bytes.
    case byteCountMismatch(expected: Int, found: Int)

    /// One sentence saying what was found and what was expected.
    public var description: String {
        switch self {
        case let .emptyDimensions(width, height):
            "image size \(width) x \(height) is empty: width and height must be at least 1"
        case let .rowStrideTooSmall(rowStride, minimum):
            "row stride \(rowStride) bytes is below the \(minimum) bytes a row of RGBA pixels needs"
        case let .sizeOverflow(width, height):
            "image size \(width) x \(height) overflows the addressable byte count"
        case let .byteCountMismatch(expected, found):
            "pixel buffer holds \(found) bytes, expected \(expected)"
        }
    }
}
