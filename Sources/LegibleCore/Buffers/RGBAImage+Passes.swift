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
    /// allocates nothing per pixel (one 32 KiB color cache per call), and reuses the result of
    /// a recently seen color (screenshots repeat a few hundred colors).
    /// - Complexity: O(width × rows.count).
    public func apply(
        rows: Range<Int>, of base: UnsafeMutablePointer<UInt8>, width: Int, rowStride: Int
    ) {
        let program = self.program
        // Row-major Float coefficients: a00 a01 a02 a10 ... for each matrix.
        func floats(_ m: Matrix3x3) -> [Float] {
            [m.row0, m.row1, m.row2].flatMap { [Float($0.x), Float($0.y), Float($0.z)] }
        }
        let first = floats(program.first), second = floats(program.second)
        let nx = Float(program.normal.x), ny = Float(program.normal.y), nz = Float(program.normal.z)
        let usesPlanes = program.normal != SIMD3(0, 0, 0)
        first.withUnsafeBufferPointer { firstMatrix in
        second.withUnsafeBufferPointer { secondMatrix in
        SRGBTransferTables.decode.withUnsafeBufferPointer { decode in
            SRGBTransferTables.encode.withUnsafeBufferPointer { encode in
                let scale = Float(SRGBTransferTables.encodeCount - 1)
                @inline(__always) func code(_ value: Float) -> UInt8 {
                    // max/min also turn NaN into 0.
                    let clipped = Swift.min(Swift.max(value, 0), 1)
                    return encode[Int(clipped * scale + 0.5)]
                }
                // A direct-mapped cache of recent colors: screenshots reuse a few hundred colors
                // (text, backgrounds, anti-aliasing shades). Entries hold rgb + 1 so 0 is empty.
                let cacheSize = 4096
                let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: cacheSize)
                let values = UnsafeMutablePointer<UInt32>.allocate(capacity: cacheSize)
                keys.initialize(repeating: 0, count: cacheSize)
                values.initialize(repeating: 0, count: cacheSize)
                defer {
                    keys.deallocate()
                    values.deallocate()
                }
                for y in rows {
                    let row = base + y * rowStride
                    var index = 0
                    let end = width * 4
                    var lastKey: UInt32 = 0, packed: UInt32 = 0
                    while index < end {
                        let r = row[index], g = row[index + 1], b = row[index + 2]
                        let key = (UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)) &+ 1
                        // Runs of one color skip the cache; others look it up.
                        if key != lastKey {
                        lastKey = key
                        let slot = Int((key &* 0x9E37_79B1) >> 20)
                        packed = values[slot]
                        if keys[slot] != key {
                            let lr = decode[Int(r)], lg = decode[Int(g)], lb = decode[Int(b)]
                            let m = (!usesPlanes || nx * lr + ny * lg + nz * lb >= 0) ? firstMatrix : secondMatrix
                            let outR = code(m[0] * lr + m[1] * lg + m[2] * lb)
                            let outG = code(m[3] * lr + m[4] * lg + m[5] * lb)
                            let outB = code(m[6] * lr + m[7] * lg + m[8] * lb)
                            packed = UInt32(outR) << 16 | UInt32(outG) << 8 | UInt32(outB)
                            keys[slot] = key
                            values[slot] = packed
                        }
                        }
                        row[index] = UInt8(truncatingIfNeeded: packed >> 16)
                        row[index + 1] = UInt8(truncatingIfNeeded: packed >> 8)
                        row[index + 2] = UInt8(truncatingIfNeeded: packed)
                        index += 4
                    }
                }
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
