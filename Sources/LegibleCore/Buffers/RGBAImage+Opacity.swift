/// Pixels that are not opaque: counted, or composited over white as `legible scan` and
/// `legible simulate` read them (what lies behind a transparent export is unknown; its
/// transparent pixels often store black, which a reader of the color channels alone would take
/// for the page).
extension RGBAImage {
    /// The pixels whose alpha is below 255 (padding ignored). O(width × height).
    public var nonOpaquePixelCount: Int {
        pixels.withUnsafeBufferPointer { buffer in
            var count = 0
            for y in 0..<height {
                var index = y * rowStride + 3
                let end = index + width * 4
                while index < end {
                    if buffer[index] != 255 { count += 1 }
                    index += 4
                }
            }
            return count
        }
    }

    /// Composites every pixel that is not opaque over white and makes it opaque; see
    /// ``compositeOverWhite(_:rowStride:width:height:)``.
    ///
    /// - Returns: How many pixels were not opaque (0 when the image was opaque).
    @discardableResult
    public mutating func compositeOverWhite() -> Int {
        let (stride, width, height) = (rowStride, self.width, self.height)
        return pixels.withUnsafeMutableBufferPointer { Self.compositeOverWhite($0, rowStride: stride, width: width, height: height) }
    }

    /// Composites every pixel of `rows` (8-bit RGBA, straight alpha, gamma-encoded sRGB, as a PNG
    /// stores it; `height` rows of `width` pixels, `rowStride` bytes apart) that is not opaque
    /// over white, source-over in the encoded values as browsers composite (`c·a + 255·(1 − a)`,
    /// rounded), and makes it opaque. Opaque pixels and padding are left as they are.
    ///
    /// - Returns: How many pixels were not opaque.
    public static func compositeOverWhite(
        _ rows: UnsafeMutableBufferPointer<UInt8>, rowStride: Int, width: Int, height: Int
    ) -> Int {
        var count = 0
        for y in 0..<height {
            var i = y * rowStride + 3
            let end = min(i + width * 4, rows.count)
            while i < end {
                let a = Int(rows[i])
                if a != 255 {
                    count += 1
                    for c in (i - 3)..<i { rows[c] = UInt8((Int(rows[c]) * a + 255 * (255 - a) + 127) / 255) }
                    rows[i] = 255
                }
                i += 4
            }
        }
        return count
    }
}
