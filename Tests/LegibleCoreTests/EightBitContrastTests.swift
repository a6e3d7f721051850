import Testing
import LegibleCore
import _LegibleTestSupport

/// The 8-bit table path gives exactly the formula path's luminances and ratios.
@Suite struct EightBitContrastTests {
    /// Every table entry is WCAG's coefficient times the `pow` formula's linear light.
    @Test func tableEntriesEqualTheFormula() {
        let terms = RelativeLuminance.luminanceTerms
        #expect(terms.count == 768)
        for v in 0..<256 {
            let linear = SRGBTransfer.decode(Double(v) / 255)
            #expect(terms[v] == 0.2126 * linear, "red \(v)")
            #expect(terms[256 + v] == 0.7152 * linear, "green \(v)")
            #expect(terms[512 + v] == 0.0722 * linear, "blue \(v)")
        }
    }

    /// Random colors: the table luminance equals the formula's (decode with `pow`, no table) and
    /// the `SRGBColor` path's, bit for bit; grays and primaries included.
    @Test(arguments: [UInt64(3), 99])
    func luminanceEqualsFormula(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var codes: [(UInt8, UInt8, UInt8)] = (0..<20_000).map { _ in (rng.nextByte(), rng.nextByte(), rng.nextByte()) }
        codes += (0..<256).map { (UInt8($0), UInt8($0), UInt8($0)) } + [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        for (r, g, b) in codes {
            let table = RelativeLuminance(red8: r, green8: g, blue8: b)
            let formula = RelativeLuminance(
                linearRed: SRGBTransfer.decode(Double(r) / 255), linearGreen: SRGBTransfer.decode(Double(g) / 255),
                linearBlue: SRGBTransfer.decode(Double(b) / 255))
            #expect(table == formula, "seed \(seed): \(r) \(g) \(b)")
            #expect(table == SRGBColor(red8: r, green8: g, blue8: b).relativeLuminance)
            #expect(RelativeLuminance(packedRGB8: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) | 0xFF00_0000) == table)
        }
    }

    /// The batch equals `SRGBColor.contrastRatio(with:)` on every pair, including pairs at the
    /// 4.5 threshold (`#767676` on white is 4.54, `#777777` 4.48).
    @Test func batchEqualsPairPath() {
        var rng = SplitMix64(seed: 11)
        var foregrounds: [UInt32] = (0..<5_000).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }
        var backgrounds: [UInt32] = (0..<5_000).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }
        foregrounds += [0x767676, 0x777777, 0x000000, 0xFFFFFF]
        backgrounds += [0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0x000000]
        var ratios = [Double](repeating: -1, count: foregrounds.count)
        foregrounds.withUnsafeBufferPointer { f in
            backgrounds.withUnsafeBufferPointer { b in
                ratios.withUnsafeMutableBufferPointer { r in
                    ContrastRatio.ratios(packedForegrounds: f, packedBackgrounds: b, into: r)
                }
            }
        }
        func color(_ c: UInt32) -> SRGBColor {
            SRGBColor(red8: UInt8(c >> 16 & 0xFF), green8: UInt8(c >> 8 & 0xFF), blue8: UInt8(c & 0xFF))
        }
        for k in foregrounds.indices {
            #expect(ratios[k] == color(foregrounds[k]).contrastRatio(with: color(backgrounds[k])).value, "pair \(k)")
        }
        #expect(ratios[5_000] >= 4.5 && ratios[5_001] < 4.5)
        #expect(ratios[5_002] == 21 && ratios[5_003] == 21)
    }
}
