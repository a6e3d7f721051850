import Foundation
import Testing
import LegibleCore
import _LegibleTestSupport

/// CIEDE2000 and ΔEOK against `conformance/deltae.json`.
///
/// Tolerances: Sharma-Wu-Dalal published 4-decimal values 5e-5 (pair 14 may match its
/// alternate-branch value instead); full-precision ΔE2000 1e-9; sRGB pairs from the given
/// Lab D65 / Oklab coordinates 1e-9.
@Suite struct DeltaETests {
    let fixture: [String: Any]
    init() throws { fixture = try Fixtures.conformance("deltae.json") }

    func lab(_ value: Any?) throws -> CIELab {
        let v = try cvdVector(try #require(value as? [Any]))
        return CIELab(l: v.x, a: v.y, b: v.z)
    }

    func oklab(_ value: Any?) throws -> OKLab {
        let v = try cvdVector(try #require(value as? [Any]))
        return OKLab(l: v.x, a: v.y, b: v.z)
    }

    @Test func sharmaWuDalalPairs() throws {
        let pairs = try #require(fixture["sharma2005"] as? [[String: Any]])
        #expect(pairs.count == 34)
        for pair in pairs {
            let id = try #require(pair["id"] as? Int)
            let first = try lab(pair["lab1"])
            let second = try lab(pair["lab2"])
            let published = try cvdNumber(pair["published"])
            let precise = try cvdNumber(pair["delta_e_2000"])
            let got = ColorDifference.ciede2000(first, second)
            let reversed = ColorDifference.ciede2000(second, first)
            if let alternate = pair["alternate_branch_delta_e"] {
                let other = try cvdNumber(alternate)
                #expect(abs(got - published) <= 5e-5 || abs(got - other) <= 5e-5, "pair \(id): \(got)")
            } else {
                #expect(abs(got - published) <= 5e-5, "pair \(id): \(got) vs published \(published)")
                #expect(abs(got - precise) <= 1e-9, "pair \(id): \(got) vs \(precise)")
                #expect(abs(reversed - precise) <= 1e-9, "pair \(id) reversed")
            }
            #expect(first.deltaE2000(to: second) == got)
        }
    }

    @Test func srgbPairsFromGivenCoordinates() throws {
        let pairs = try #require(fixture["srgb_pairs"] as? [[String: Any]])
        #expect(pairs.count == 100)
        var worst2000 = 0.0
        var worstOK = 0.0
        for pair in pairs {
            let label = "\(pair["c1"] ?? "?") / \(pair["c2"] ?? "?")"
            let de2000 = ColorDifference.ciede2000(try lab(pair["lab_d65_1"]), try lab(pair["lab_d65_2"]))
            let expected2000 = try cvdNumber(pair["delta_e_2000_lab_d65"])
            worst2000 = max(worst2000, abs(de2000 - expected2000))
            #expect(abs(de2000 - expected2000) <= 1e-9, "\(label): ΔE2000 \(de2000) vs \(expected2000)")
            // The D50 Lab values give the D50 figure through the same formula.
            let de2000D50 = ColorDifference.ciede2000(try lab(pair["lab_d50_1"]), try lab(pair["lab_d50_2"]))
            #expect(abs(de2000D50 - (try cvdNumber(pair["delta_e_2000_lab_d50"]))) <= 1e-9, "\(label) D50")
            let deOK = ColorDifference.deltaEOK(try oklab(pair["oklab_1"]), try oklab(pair["oklab_2"]))
            let expectedOK = try cvdNumber(pair["delta_e_ok"])
            worstOK = max(worstOK, abs(deOK - expectedOK))
            #expect(abs(deOK - expectedOK) <= 1e-9, "\(label): ΔEOK \(deOK) vs \(expectedOK)")
        }
        #expect(worst2000 <= 1e-9 && worstOK <= 1e-9)
    }

    /// The sRGB conveniences (sRGB → Lab D65 / Oklab inside the library) reproduce the same pairs.
    @Test func srgbConveniencesMatchThePairs() throws {
        let pairs = try #require(fixture["srgb_pairs"] as? [[String: Any]])
        for pair in pairs {
            let c1 = try SRGBColor(parsing: try #require(pair["c1"] as? String))
            let c2 = try SRGBColor(parsing: try #require(pair["c2"] as? String))
            let expected2000 = try cvdNumber(pair["delta_e_2000_lab_d65"])
            let expectedOK = try cvdNumber(pair["delta_e_ok"])
            #expect(abs(c1.deltaE2000(to: c2) - expected2000) <= 1e-9, "\(c1.hex) \(c2.hex) ΔE2000")
            #expect(abs(c1.deltaEOK(to: c2) - expectedOK) <= 1e-9, "\(c1.hex) \(c2.hex) ΔEOK")
        }
    }

    @Test func deltaEOKScaleIsUnscaled() {
        let black = SRGBColor(red8: 0, green8: 0, blue8: 0)
        let white = SRGBColor(red8: 255, green8: 255, blue8: 255)
        #expect(abs(black.deltaEOK(to: white) - 1) < 1e-12)
        #expect(abs(black.deltaE2000(to: white) - 100) < 1e-9)
        #expect(black.deltaE2000(to: black) == 0)
    }
}
