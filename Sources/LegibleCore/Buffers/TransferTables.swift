/// Lookup tables for the sRGB transfer functions in the 8-bit image passes.
///
/// The decode table maps the 256 8-bit codes to linear light in `Float`. The encode table has
/// 65,536 entries indexed by `Int(linear × 65535 + 0.5)` for linear in 0...1; entry `i` is the
/// correctly rounded 8-bit sRGB code of `i / 65535`. Quantizing linear light to 1/65535 moves the
/// encoded value by at most `12.92 × 255 × 0.5 / 65535 ≈ 0.025` of an 8-bit level (the steepest
/// slope of the curve is its linear segment), so a table result differs from the exact
/// per-color result only when the exact value lies within 0.025 of a rounding boundary, and then
/// by one level. Tested exhaustively against the formula in LegibleImageTests.
public enum SRGBTransferTables {
    /// Size of ``encode``.
    public static let encodeCount = 65_536

    /// Linear-light values of the 256 codes, as `Float`: `decode[v] == Float(SRGBTransfer.decodeTable[v])`.
    public static let decode: [Float] = SRGBTransfer.decodeTable.map { Float($0) }

    /// 8-bit sRGB codes of linear values `i / 65535`, `i` in 0..<65536.
    public static let encode: [UInt8] = (0..<encodeCount).map { index in
        let encoded = SRGBTransfer.encode(Double(index) / Double(encodeCount - 1)) * 255 + 0.5
        return UInt8(Swift.max(0, Swift.min(255, encoded.rounded(.down))))
    }
}
