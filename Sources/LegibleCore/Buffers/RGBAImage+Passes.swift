// Per-pixel passes over RGBAImage: single-threaded drivers and the row kernels that the
// multi-threaded drivers in LegibleImage call on disjoint row ranges.

extension LinearTransformKernel {
    /// Transforms rows `rows` of an RGBA8 buffer in place (alpha untouched).
    ///
    /// - Parameters:
    ///   - base: first byte of row 0; rows are `rowStride` bytes apart, each `width × 4` bytes
    ///     of RGBA8, straight alpha, sRGB-encoded.
    ///   - width: pixels per row.
    ///   - rowStride: bytes between rows, ≥ `width × 4`.
    ///   - rows: the rows to process; distinct calls on disjoint ranges may run concurrently.
    ///
    /// Uses ``SRGBTransferTables`` (within one 8-bit level of ``transform8(red:green:blue:)``),
    /// allocates nothing, and reuses the previous pixel's result when the color repeats (common
    /// in screenshots).
    /// - Complexity: O(width × rows.count).
    public func apply(
        rows: Range<Int>, of base: UnsafeMutablePointer<UInt8>, width: Int, rowStride: Int
    ) {
        let program = self.program
        func floats(_ m: LinearRGBMatrix) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
            func f(_ r: SIMD3<Double>) -> SIMD4<Float> { SIMD4(Float(r.x), Float(r.y), Float(r.z), 0) }
            return (f(m.rows.0), f(m.rows.1), f(m.rows.2))
        }
        let first = floats(program.first)
        let second = floats(program.second)
        let normal = SIMD4<Float>(
            Float(program.normal.x), Float(program.normal.y), Float(program.normal.z), 0)
        let usesPlanes = program.normal != SIMD3(0, 0, 0)
        SRGBTransferTables.decode.withUnsafeBufferPointer { decode in
            SRGBTransferTables.encode.withUnsafeBufferPointer { encode in
                let scale = Float(SRGBTransferTables.encodeCount - 1)
                @inline(__always) func code(_ value: Float) -> UInt8 {
                    let clipped = Swift.min(Swift.max(value, 0), 1)
                    return encode[Int(clipped * scale + 0.5)]
                }
                for y in rows {
                    let row = base + y * rowStride
                    // Start with a cache that cannot match: the first pixel is always computed.
                    var lastR = ~row[0], lastG: UInt8 = 0, lastB: UInt8 = 0
                    var outR: UInt8 = 0, outG: UInt8 = 0, outB: UInt8 = 0
                    var index = 0
                    let end = width * 4
                    while index < end {
                        let r = row[index], g = row[index + 1], b = row[index + 2]
                        if r != lastR || g != lastG || b != lastB {
                            lastR = r; lastG = g; lastB = b
                            let linear = SIMD4<Float>(decode[Int(r)], decode[Int(g)], decode[Int(b)], 0)
                            let m = (!usesPlanes || (normal * linear).sum() >= 0) ? first : second
                            outR = code((m.0 * linear).sum())
                            outG = code((m.1 * linear).sum())
                            outB = code((m.2 * linear).sum())
                        }
                        row[index] = outR
                        row[index + 1] = outG
                        row[index + 2] = outB
                        index += 4
                    }
                }
            }
        }
    }
}

extension RGBAImage {
    /// Applies a linear-light transform to every pixel, on the calling thread.
    ///
    /// For all cores, use `apply(_:threadCount:)` from LegibleImage.
    /// - Complexity: O(width × height); allocates nothing per pixel.
    public mutating func apply(_ kernel: LinearTransformKernel) {
        let (width, height, stride) = (self.width, self.height, self.rowStride)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            kernel.apply(rows: 0..<height, of: base, width: width, rowStride: stride)
        }
    }

    /// A copy of the image with a linear-light transform applied to every pixel.
    public func applying(_ kernel: LinearTransformKernel) -> RGBAImage {
        var copy = self
        copy.apply(kernel)
        return copy
    }

    /// Replaces each red, green and blue sample `v` by `table[v]` (alpha untouched).
    ///
    /// - Parameter table: 256 entries; any other count leaves the image unchanged.
    /// - Complexity: O(width × height).
    public mutating func mapColorSamples(through table: [UInt8]) {
        guard table.count == 256 else { return }
        let (width, height, stride) = (self.width, self.height, self.rowStride)
        table.withUnsafeBufferPointer { lut in
            pixels.withUnsafeMutableBufferPointer { buffer in
                for y in 0..<height {
                    var index = y * stride
                    let end = index + width * 4
                    while index < end {
                        buffer[index] = lut[Int(buffer[index])]
                        buffer[index + 1] = lut[Int(buffer[index + 1])]
                        buffer[index + 2] = lut[Int(buffer[index + 2])]
                        index += 4
                    }
                }
            }
        }
    }

    /// The WCAG relative luminance of every pixel, row-major, `width × height` values in 0...1.
    ///
    /// Alpha is ignored (composite first if the image is translucent). Values come from the
    /// 256-entry decode table and are stored as `Float` to halve the memory of a 4K plane; for a
    /// threshold decision recompute the color's luminance in `Double` with
    /// ``SRGBColor/relativeLuminance``.
    /// - Complexity: O(width × height).
    public func relativeLuminancePlane() -> [Float] {
        let (width, height, stride) = (self.width, self.height, self.rowStride)
        let table = SRGBTransferTables.decode
        return [Float](unsafeUninitializedCapacity: width * height) { plane, initialized in
            table.withUnsafeBufferPointer { decode in
                pixels.withUnsafeBufferPointer { buffer in
                    var out = 0
                    for y in 0..<height {
                        var index = y * stride
                        for _ in 0..<width {
                            let r = decode[Int(buffer[index])]
                            let g = decode[Int(buffer[index + 1])]
                            let b = decode[Int(buffer[index + 2])]
                            plane[out] = 0.2126 * r + 0.7152 * g + 0.0722 * b
                            out += 1
                            index += 4
                        }
                    }
                }
            }
            initialized = width * height
        }
    }
}
