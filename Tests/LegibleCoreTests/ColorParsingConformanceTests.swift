import Testing
import LegibleCore
import _LegibleTestSupport

/// CSS Color 4 parsing against `conformance/css_colors.json` (coloraide 8.13.1, corrected to the
/// spec's parse-time rules; see SOURCE-README.md).
@Suite struct ColorParsingConformanceTests {
    let fixture: [String: Any]
    init() throws { fixture = try Fixtures.conformance("css_colors.json") }

    /// Spaces whose conversion goes through matrices (fixture tolerance 1e-6 instead of 1e-9).
    static let matrixSpaces: Set<String> = [
        "lab", "lch", "oklab", "oklch", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
        "xyz-d50", "xyz-d65",
    ]

    static func optionalDoubles(_ value: Any?) -> [Double?]? {
        guard let array = value as? [Any] else { return nil }
        return array.map { $0 as? Double }
    }

    static func hexByte(_ v: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
    }

    static func byte(_ hex: String, _ index: Int) -> Int {
        let chars = Array(hex.dropFirst())
        return Int(String(chars[index * 2..<index * 2 + 2]), radix: 16) ?? -1
    }

    @Test func everyValidStringParsesToTheExpectedColor() throws {
        let valid = try #require(fixture["valid"] as? [[String: Any]])
        #expect(valid.count == 266)
        var maxSRGBError = 0.0, maxMatrixSRGBError = 0.0, maxMappedError = 0.0
        for entry in valid {
            let input = try #require(entry["input"] as? String)
            let category = try #require(entry["category"] as? String)
            let spaceName = try #require(entry["space"] as? String)
            let color = try CSSColor(parsing: input)
            let srgb = try SRGBColor(parsing: input)
            #expect(color.space.rawValue == spaceName, "\(input)")

            // Coordinates after parse-time rules; `none` is nil.
            let coords = try #require(Self.optionalDoubles(entry["coords"]))
            for (got, want) in zip(color.coordinates, coords) {
                if let want, let got {
                    #expect(abs(got - want) <= 1e-9 * max(1, abs(want)), "\(input) coords \(color.coordinates)")
                } else {
                    #expect(got == nil && want == nil, "\(input) coords \(color.coordinates)")
                }
            }

            // Unmapped sRGB.
            let expected = try #require(entry["srgb"] as? [Double])
            let got = [color.srgb.red, color.srgb.green, color.srgb.blue]
            let isMatrix = Self.matrixSpaces.contains(spaceName)
            // coloraide builds its ProPhoto matrix from the 4-digit ROMM primaries (0.7347, 0.2653 …);
            // CSS Color 4 §10.6 gives 6-digit primaries (0.734699, 0.265301 …) and the matching
            // sample-code matrix, which we use. The two differ by up to 3.6e-6 in sRGB.
            let tolerance = spaceName == "prophoto-rgb" ? 5e-6 : isMatrix ? 1e-6 : 1e-9
            for (g, w) in zip(got, expected) {
                let error = abs(g - w)
                if spaceName == "prophoto-rgb" {
                } else if isMatrix {
                    maxMatrixSRGBError = max(maxMatrixSRGBError, error)
                } else {
                    maxSRGBError = max(maxSRGBError, error)
                }
                #expect(error <= tolerance, "\(input) srgb \(got) vs \(expected)")
            }
            let alpha = try #require(entry["alpha"] as? Double)
            #expect(abs(color.alpha - alpha) <= 1e-12 && abs(srgb.alpha - alpha) <= 1e-12, "\(input) alpha")
            #expect(color.isInGamut == (entry["in_gamut"] as? Bool), "\(input) in_gamut")
            #expect(color.gamutMapped == srgb, "\(input): SRGBColor(parsing:) is CSSColor.gamutMapped")

            // Gamut-mapped value (CSS Color 4 §13.2) when out of gamut, else the value itself.
            let isMapped = entry["srgb_gamut_mapped"] != nil
            if let mapped = entry["srgb_gamut_mapped"] as? [Double] {
                let values = [srgb.red, srgb.green, srgb.blue]
                for (g, w) in zip(values, mapped) {
                    if spaceName != "prophoto-rgb" { maxMappedError = max(maxMappedError, abs(g - w)) }
                    #expect(abs(g - w) <= 1e-3, "\(input) gamut mapped \(values) vs \(mapped)")
                }
                if let clipped = entry["srgb_clipped"] as? [Double] {
                    let c = color.clipped
                    #expect(abs(c.red - clipped[0]) <= tolerance && abs(c.green - clipped[1]) <= tolerance
                        && abs(c.blue - clipped[2]) <= tolerance, "\(input) clipped")
                }
            }

            // 8-bit result: exact, ±1 where near_half or gamut-mapped.
            let hex8 = try #require(entry["hex8"] as? String)
            let c8 = srgb.components8
            let slack = (entry["near_half"] as? Bool == true || isMapped) ? 1 : 0
            for (index, value) in [c8.red, c8.green, c8.blue, c8.alpha].enumerated() {
                #expect(abs(Int(value) - Self.byte(hex8, index)) <= slack,
                        "\(input) (\(category)): \(srgb.hex) vs \(hex8)")
            }
        }
        // Achieved (measured when written): sRGB-family inputs 0, matrix spaces 1.5e-15, gamut-mapped
        // 9.5e-15 (ProPhoto excluded: 6.8e-6, from its matrix). The fixture allows 1e-3 for the
        // mapping (the search may stop anywhere in its ε window); we assert 1e-9 so a change shows.
        #expect(maxSRGBError <= 1e-12, "max srgb error \(maxSRGBError)")
        #expect(maxMatrixSRGBError <= 1e-12, "max matrix-space srgb error \(maxMatrixSRGBError)")
        #expect(maxMappedError <= 1e-9, "max gamut-mapped error \(maxMappedError)")
    }

    @Test func allNamedColorsArePresent() throws {
        let valid = try #require(fixture["valid"] as? [[String: Any]])
        let named = valid.filter { $0["category"] as? String == "named" }
        // 148 names plus one mixed-case spelling (RebeccaPurple).
        #expect(Set(named.compactMap { ($0["input"] as? String)?.lowercased() }).count == 148)
        for entry in named {
            let name = try #require(entry["input"] as? String)
            let hex = try #require(entry["srgb8"] as? String)
            #expect(try SRGBColor(parsing: name).hex == hex, "\(name)")
            #expect(try SRGBColor(parsing: name.uppercased()).hex == hex, "\(name) upper case")
        }
    }

    @Test func currentColorIsRejectedAsNotConcrete() throws {
        let special = try #require(fixture["special"] as? [[String: Any]])
        #expect(special.count == 3)
        for entry in special {
            let input = try #require(entry["input"] as? String)
            #expect {
                _ = try SRGBColor(parsing: input)
            } throws: { error in
                (error as? ColorSyntaxError)?.reason == "currentcolor is not a concrete color; give the color itself"
            }
        }
    }

    @Test func everyInvalidStringIsRejected() throws {
        let invalid = try #require(fixture["invalid"] as? [[String: Any]])
        #expect(invalid.count == 35)
        for entry in invalid {
            let input = try #require(entry["input"] as? String)
            #expect(throws: ColorSyntaxError.self, "\(input): \(entry["reason"] ?? "")") {
                _ = try CSSColor(parsing: input)
            }
        }
    }
}
