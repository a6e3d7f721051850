import Testing
import LegibleCore
import _LegibleTestSupport

/// WCAG 2.x luminance, contrast and compositing against `conformance/wcag2.json`
/// (cross-checked by its generator against wcag-contrast-ratio 0.9 and colour-science 0.4.7).
@Suite struct WCAGContrastTests {
    let fixture: [String: Any]
    init() throws { fixture = try Fixtures.conformance("wcag2.json") }

    @Test func transferTableMatchesEveryChannelValue() throws {
        let channels = try #require(fixture["channels"] as? [[String: Any]])
        #expect(channels.count == 256)
        for entry in channels {
            let v = try #require(entry["v"] as? Int)
            let linear = try #require(entry["linear"] as? Double)
            #expect(abs(SRGBTransfer.decodeTable[v] - linear) <= 1e-12, "channel \(v)")
            #expect(abs(SRGBTransfer.decode(Double(v) / 255) - linear) <= 1e-12, "channel \(v)")
        }
    }

    @Test func tableDecodeIsBitIdenticalToTheFormula() {
        for v in 0...255 {
            let encoded = Double(v) / 255
            #expect(SRGBTransfer.decodeUsingTable(encoded) == SRGBTransfer.decode(encoded))
            let off = encoded + 1e-9
            #expect(SRGBTransfer.decodeUsingTable(off) == SRGBTransfer.decode(off))
        }
        #expect(SRGBTransfer.decodeUsingTable(-0.5) == SRGBTransfer.decode(-0.5))
        #expect(SRGBTransfer.decodeUsingTable(1.5) == SRGBTransfer.decode(1.5))
    }

    @Test func pairsMatchRatiosAndVerdicts() throws {
        let pairs = try #require(fixture["pairs"] as? [[String: Any]])
        #expect(pairs.count >= 400)
        for pair in pairs {
            let fg = try SRGBColor(parsing: try #require(pair["fg"] as? String))
            let bg = try SRGBColor(parsing: try #require(pair["bg"] as? String))
            let expected = try #require(pair["ratio"] as? Double)
            let ratio = fg.contrastRatio(with: bg)
            #expect(abs(ratio.value - expected) <= 1e-9 * expected, "\(fg) on \(bg)")
            #expect(abs(fg.relativeLuminance.value - (pair["fg_luminance"] as? Double ?? -1)) <= 1e-12)
            let checks: [(String, WCAGLevel, ContrastRole)] = [
                ("aa_normal", .aa, .text), ("aa_large", .aa, .largeText),
                ("aaa_normal", .aaa, .text), ("aaa_large", .aaa, .largeText),
                ("non_text", .aa, .nonText),
            ]
            for (key, level, role) in checks {
                let want = try #require(pair[key] as? Bool)
                let got = ratio.satisfies(ContrastRequirement(level: level, role: role))
                #expect(got == want, "\(fg) on \(bg) \(key)")
            }
        }
    }

    @Test func alphaOverOpaqueComposites() throws {
        let cases = try #require(fixture["alpha_over_opaque"] as? [[String: Any]])
        for item in cases {
            let base = try SRGBColor(parsing: try #require(item["fg"] as? String))
            let alpha = try #require(item["fg_alpha"] as? Double)
            let fg = SRGBColor(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
            let bg = try SRGBColor(parsing: try #require(item["bg"] as? String))
            let expected = try #require(item["ratio"] as? Double)
            let measurement = ContrastMeasurement(foreground: fg, background: bg)
            #expect(!measurement.isRange)
            #expect(abs(measurement.worst.value - expected) <= 1e-9 * expected, "\(fg) α\(alpha) on \(bg)")
            let composite = try #require(item["composited"] as? [Double])
            let got = measurement.effectiveForeground
            #expect(abs(got.red - composite[0]) <= 1e-12 && abs(got.green - composite[1]) <= 1e-12
                && abs(got.blue - composite[2]) <= 1e-12)
            #expect(measurement.worst.satisfies(.init(level: .aa, role: .text)) == (item["aa_normal"] as? Bool))
        }
    }

    @Test func layeredBackgrounds() throws {
        let cases = try #require(fixture["layered_backgrounds"] as? [[String: Any]])
        for item in cases {
            var bg = try SRGBColor(parsing: try #require(item["base"] as? String))
            for layer in try #require(item["layers_bottom_to_top"] as? [[String: Any]]) {
                var color = try SRGBColor(parsing: try #require(layer["color"] as? String))
                color.alpha = try #require(layer["alpha"] as? Double)
                bg = color.composited(over: bg)
            }
            var fg = try SRGBColor(parsing: try #require(item["fg"] as? String))
            fg.alpha = try #require(item["fg_alpha"] as? Double)
            let expected = try #require(item["ratio"] as? Double)
            let ratio = ContrastMeasurement(foreground: fg, background: bg).worst
            #expect(abs(ratio.value - expected) <= 1e-9 * expected, "\(item["note"] ?? "")")
        }
    }

    @Test func translucentBackgroundGivesARangeWhoseWorstDecides() throws {
        // 50% black over an unknown surface: over white it is #808080-ish, over black it is black.
        let bg = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let m = ContrastMeasurement(foreground: .white, background: bg)
        #expect(m.isRange)
        #expect(abs(m.best.value - 21) < 1e-12)
        let overWhite = SRGBColor.white.contrastRatio(with: bg.composited(over: .white))
        #expect(abs(m.worst.value - overWhite.value) < 1e-12)
        // A foreground whose luminance lies inside the range can reach 1:1.
        let gray = SRGBColor(red: 0.3, green: 0.3, blue: 0.3)
        #expect(ContrastMeasurement(foreground: gray, background: bg).worst.value == 1)
    }

    @Test func specExamplesNeverRoundBeforeComparing() throws {
        // WCAG coefficients put #ee0701 on white just above 4.5 (4.5004).
        let red = try SRGBColor(parsing: "#ee0701")
        #expect(red.contrastRatio(with: .white).satisfies(.init(level: .aa, role: .text)))
        // In Float, #9a6c5a on white rounds up to 4.5; in Double it stays below.
        let brown = try SRGBColor(parsing: "#9a6c5a")
        #expect(!brown.contrastRatio(with: .white).satisfies(.init(level: .aa, role: .text)))
        #expect(ContrastRatio.format(4.4989, decimals: 2) == "4.49")
        #expect(ContrastRatio.format(4.4999998, decimals: 2) == "4.49")
        #expect(ContrastRatio.format(4.5004, decimals: 2) == "4.50")
        #expect(ContrastRatio.format(6.996, decimals: 2) == "6.99")
        #expect(ContrastRatio.format(12.345, decimals: 1) == "12.3")
        #expect(ContrastRatio(21).displayString == "21.00")
    }

    @Test func linkRequirementIsG183() {
        let link = ContrastRequirement(level: .aaa, role: .link)
        #expect(link.minimumRatio == 3)
        #expect(link.criterion == "1.4.1")
    }
}
