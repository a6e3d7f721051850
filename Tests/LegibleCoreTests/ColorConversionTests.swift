import Testing
import LegibleCore
import _LegibleTestSupport

/// Color-space conversions against `conformance/deltae.json` (coloraide 8.13.1 with the CSS
/// Color 4 matrices) and round-trip identities.
@Suite struct ColorConversionTests {
    let fixture: [String: Any]
    init() throws { fixture = try Fixtures.conformance("deltae.json") }

    static func close(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func oklabAndOKLCHMatchTheCSSMatrices() throws {
        let entries = try #require(fixture["oklab"] as? [[String: Any]])
        #expect(entries.count == 100)
        var maxError = 0.0
        for entry in entries {
            let hex = try #require(entry["hex"] as? String)
            let srgb = try #require(entry["srgb"] as? [Double])
            let parsed = try SRGBColor(parsing: hex)
            #expect(Self.close([parsed.red, parsed.green, parsed.blue], srgb, 1e-15), "\(hex)")
            let color = SRGBColor(red: srgb[0], green: srgb[1], blue: srgb[2])

            let want = try #require(entry["oklab"] as? [Double])
            let lab = color.oklab
            for (g, w) in zip([lab.l, lab.a, lab.b], want) { maxError = max(maxError, abs(g - w)) }
            #expect(Self.close([lab.l, lab.a, lab.b], want, 1e-9), "\(hex) oklab \(lab) vs \(want)")

            let lch = try #require(entry["oklch"] as? [Any])
            let wantL = try #require(lch[0] as? Double), wantC = try #require(lch[1] as? Double)
            let got = color.oklch
            #expect(abs(got.l - wantL) <= 1e-9 && abs(got.c - wantC) <= 1e-9, "\(hex) oklch \(got)")
            if let wantH = lch[2] as? Double {
                let h = try #require(got.h, "\(hex): hue should not be powerless")
                let difference = abs(h - wantH)
                #expect(min(difference, 360 - difference) <= 1e-9, "\(hex) hue \(h) vs \(wantH)")
            } else {
                #expect(got.h == nil, "\(hex): grey hue should be powerless")
            }

            // Back to sRGB: the round trip recovers the 8-bit color.
            #expect(SRGBColor(oklab: lab).hex == color.hex, "\(hex) round trip")
            #expect(SRGBColor.gamutMapped(oklch: got).hex == color.hex, "\(hex) gamut-mapped round trip")
        }
        #expect(maxError <= 1e-15, "max Oklab error \(maxError)")
    }

    @Test func labD65AndD50MatchColoraide() throws {
        let pairs = try #require(fixture["srgb_pairs"] as? [[String: Any]])
        #expect(pairs.count == 100)
        var maxError = 0.0
        for pair in pairs {
            for (hexKey, suffix) in [("c1", "1"), ("c2", "2")] {
                let hex = try #require(pair[hexKey] as? String)
                let color = try SRGBColor(parsing: hex)
                for (white, key) in [(WhitePoint.d65, "lab_d65_"), (.d50, "lab_d50_")] {
                    let want = try #require(pair[key + suffix] as? [Double])
                    let lab = color.lab(white: white)
                    for (g, w) in zip([lab.l, lab.a, lab.b], want) { maxError = max(maxError, abs(g - w)) }
                    #expect(Self.close([lab.l, lab.a, lab.b], want, 1e-9), "\(hex) \(white) \(lab) vs \(want)")
                }
                let ok = try #require(pair["oklab_" + suffix] as? [Double])
                #expect(Self.close([color.oklab.l, color.oklab.a, color.oklab.b], ok, 1e-9), "\(hex) oklab")
            }
            let deltaEOK = try #require(pair["delta_e_ok"] as? Double)
            let c1 = try SRGBColor(parsing: try #require(pair["c1"] as? String))
            let c2 = try SRGBColor(parsing: try #require(pair["c2"] as? String))
            #expect(abs(c1.oklab.deltaEOK(to: c2.oklab) - deltaEOK) <= 1e-9)
        }
        #expect(maxError <= 1e-12, "max Lab error \(maxError)")
    }

    @Test func conversionsRoundTrip() throws {
        let samples: [SRGBColor] = [.black, .white, SRGBColor(red: 0.2, green: 0.4, blue: 0.6),
                                    SRGBColor(red: 1, green: 0, blue: 0), SRGBColor(red: 0.01, green: 0.5, blue: 0.99)]
        for color in samples {
            let linear = color.linear
            let back = LinearRGB(xyzD65: linear.xyzD65)
            #expect(ColorConversionTests.close([back.red, back.green, back.blue],
                                               [linear.red, linear.green, linear.blue], 1e-12))
            for white in WhitePoint.allCases {
                let xyz = white == .d65 ? color.xyzD65 : color.xyzD50
                let again = color.lab(white: white).xyz(white: white)
                #expect(ColorConversionTests.close([again.x, again.y, again.z], [xyz.x, xyz.y, xyz.z], 1e-12))
                let lab = color.lab(white: white)
                let polar = CIELCh(lab: lab).lab
                #expect(ColorConversionTests.close([polar.l, polar.a, polar.b], [lab.l, lab.a, lab.b], 1e-12))
            }
            let d50 = color.xyzD65.adaptedD65ToD50.adaptedD50ToD65
            #expect(ColorConversionTests.close([d50.x, d50.y, d50.z],
                                               [color.xyzD65.x, color.xyzD65.y, color.xyzD65.z], 1e-12))
            let viaOklab = LinearRGB(oklab: linear.oklab)
            #expect(ColorConversionTests.close([viaOklab.red, viaOklab.green, viaOklab.blue],
                                               [linear.red, linear.green, linear.blue], 1e-12))
            let p3 = linear.transformed(by: .linearSRGBToLinearDisplayP3)
            let fromP3 = LinearRGB(linearDisplayP3: p3.red, p3.green, p3.blue)
            #expect(ColorConversionTests.close([fromP3.red, fromP3.green, fromP3.blue],
                                               [linear.red, linear.green, linear.blue], 1e-12))
        }
        // White maps to L = 100 (D65 and D50) and to Oklab (1, 0, 0).
        #expect(abs(SRGBColor.white.lab(white: .d50).l - 100) <= 1e-12)
        #expect(abs(SRGBColor.white.lab(white: .d65).l - 100) <= 1e-12)
        #expect(abs(SRGBColor.white.oklab.l - 1) <= 1e-12 && abs(SRGBColor.white.oklab.a) <= 1e-12)
        // P3 → sRGB maps P3 red outside sRGB (red > 1, green and blue < 0; CSS Color 4 §10.4).
        let red = LinearRGB(linearDisplayP3: 1, 0, 0)
        #expect(red.red > 1 && red.green < 0 && red.blue < 0)
    }

    @Test func gamutMappingKeepsLightnessAndHueAndStaysInGamut() {
        let origin = OKLCH(l: 0.7, c: 0.4, h: 30)
        let mapped = SRGBColor.gamutMapped(oklch: origin, alpha: 0.5)
        let result = mapped.oklch
        #expect(mapped.alpha == 0.5)
        #expect(abs(result.l - 0.7) < 0.02)
        #expect(result.c < 0.4)
        #expect(abs((result.h ?? 0) - 30) < 3)
        #expect(SRGBGamutMapping.map(OKLCH(l: 1.2, c: 0.1, h: 30)) == .white)
        #expect(SRGBGamutMapping.map(OKLCH(l: -1, c: 0.1, h: 30)) == .black)
        // Clip versus map: clipping P3 red gives pure red; mapping keeps some green and blue.
        let p3Red = LinearRGB(linearDisplayP3: 1, 0, 0)
        #expect(p3Red.srgbEncoded.hex == "#ff0000")
        #expect(SRGBColor.gamutMapped(oklch: OKLCH(oklab: p3Red.oklab)).hex == "#ff0b0c")
    }
}
