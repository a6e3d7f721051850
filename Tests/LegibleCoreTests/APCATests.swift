import Foundation
import Testing
import LegibleCore
import _LegibleTestSupport

/// APCA Lc (apca-w3 0.1.9, constants 0.0.98G-4g) against `conformance/apca.json`.
///
/// Tolerances: Lc 1e-9 absolute; screen luminance Y 1e-12 absolute. Font lookup values are
/// compared exactly with rows of apca-w3's published table.
@Suite struct APCATests {
    let fixture: [String: Any]
    init() throws { fixture = try Fixtures.conformance("apca.json") }

    @Test func pairsMatchLcAndLuminance() throws {
        let pairs = try #require(fixture["pairs"] as? [[String: Any]])
        #expect(pairs.count == 200)
        for pair in pairs {
            let text = try SRGBColor(parsing: try #require(pair["text"] as? String))
            let background = try SRGBColor(parsing: try #require(pair["bg"] as? String))
            let label = "\(text.hex) on \(background.hex)"
            let textY = APCAScreenLuminance(text)
            let backgroundY = APCAScreenLuminance(background)
            #expect(abs(textY.value - (try cvdNumber(pair["text_y"]))) <= 1e-12, "\(label) text Y")
            #expect(abs(backgroundY.value - (try cvdNumber(pair["bg_y"]))) <= 1e-12, "\(label) bg Y")
            #expect(abs(textY.softClamped - (try cvdNumber(pair["text_y_clamped"]))) <= 1e-12, "\(label)")
            #expect(abs(backgroundY.softClamped - (try cvdNumber(pair["bg_y_clamped"]))) <= 1e-12, "\(label)")
            let expected = try cvdNumber(pair["lc"])
            let lc = apcaContrast(text: text, background: background)
            #expect(abs(lc.value - expected) <= 1e-9, "\(label): \(lc.value) vs \(expected)")
            if pair["zero_reason"] is String { #expect(lc.value == 0, "\(label) must be exactly 0") }
            let polarity = try #require(pair["polarity"] as? String)
            let want: LightnessContrast.Polarity =
                expected == 0 ? .none : polarity == "BoW" ? .darkOnLight : .lightOnDark
            #expect(lc.polarity == want, "\(label)")
        }
    }

    @Test func publishedValues() throws {
        let grey = try SRGBColor(parsing: "#888888")
        let white = try SRGBColor(parsing: "#ffffff")
        #expect(abs(apcaContrast(text: grey, background: white).value - 63.056469930209424) <= 1e-9)
        #expect(abs(apcaContrast(text: white, background: grey).value - -68.54146436644962) <= 1e-9)
        // The low-contrast clip: #112233 on #223344 is 0, not the README variant's 1.75.
        let dark1 = try SRGBColor(parsing: "#112233")
        let dark2 = try SRGBColor(parsing: "#223344")
        #expect(apcaContrast(text: dark1, background: dark2).value == 0)
    }

    @Test func alphaTextBlendsAndRoundsFirst() throws {
        let cases = try #require(fixture["alpha_text"] as? [[String: Any]])
        #expect(cases.count == 4)
        for entry in cases {
            let text = try SRGBColor(parsing: String(try #require(entry["text"] as? String).prefix(7)))
            let alpha = try cvdNumber(entry["text_alpha"])
            let translucent = SRGBColor(red: text.red, green: text.green, blue: text.blue, alpha: alpha)
            let background = try SRGBColor(parsing: try #require(entry["bg"] as? String))
            let expected = try cvdNumber(entry["lc"])
            let lc = LightnessContrast(text: translucent, background: background)
            #expect(abs(lc.value - expected) <= 1e-9, "\(entry["text"] ?? "") on \(background.hex)")
            let blended = try SRGBColor(parsing: try #require(entry["blended_text_8bit"] as? String))
            #expect(abs(apcaContrast(text: blended, background: background).value - expected) <= 1e-9)
        }
    }

    @Test func invalidLuminanceGivesZero() {
        #expect(LightnessContrast(text: APCAScreenLuminance(.nan), background: APCAScreenLuminance(1)).value == 0)
        #expect(LightnessContrast(text: APCAScreenLuminance(0), background: APCAScreenLuminance(1.2)).value == 0)
        #expect(LightnessContrast(text: APCAScreenLuminance(-0.1), background: APCAScreenLuminance(1)).value == 0)
    }

    @Test func fontLookupOnTableRows() {
        // Rows of apca-w3 0.1.9 fontMatrixAscend, read at their exact Lc (as fontLookupAPCA returns them).
        let expected: [Double: [Double]] = [
            45: [108, 96, 72, 42, 32, 28, 24, 24, 24],
            60: [72, 48, 42, 24, 21, 18, 16, 16, 18],
            75: [60, 42, 24, 18, 16, 15, 14, 16, 18],
            90: [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18],
            // apca-w3 rounds sizes above 24 px to whole px even on a row: 26.5 reads as 27.
            100: [42, 27, 18.5, 15, 14.5, 13.5, 13, 16, 18],
        ]
        for (lc, sizes) in expected {
            #expect(APCAFontLookup.minimumFontSizes(lc: lc).map(\.pixels) == sizes, "Lc \(lc)")
            #expect(APCAFontLookup.minimumFontSizes(lc: -lc).map(\.pixels) == sizes, "Lc -\(lc)")
        }
        #expect(APCAFontLookup.minimumFontSize(lc: 30, weight: .w100) == .nonTextOnly)
        #expect(APCAFontLookup.minimumFontSize(lc: 20, weight: .w700) == .nonTextOnly)
        #expect(APCAFontLookup.minimumFontSize(lc: 12, weight: .w700) == .prohibited)
        #expect(APCAFontLookup.minimumFontSize(lc: 3, weight: .w900) == .prohibited)
        #expect(APCAFontLookup.minimumFontSize(lc: .nan, weight: .w400) == .prohibited)
    }

    /// Between rows, apca-w3 interpolates with its delta table: worked by hand from the table.
    @Test func fontLookupInterpolatesLikeApcaW3() {
        // Lc 63.06, weight 400: row 60 size 24 (≤ 24 → half-px steps), delta 2.25,
        // scoreAdj = 3.06·0.2 = 0.612; 24 - floor(2·2.25·0.612)·0.5 = 24 - 2·0.5 = 23.
        #expect(APCAFontLookup.minimumFontSize(lc: 63.06, weight: .w400) == .minimum(pixels: 23))
        // Lc 47, weight 100: row 45 size 108 (> 24 → whole px), delta 12, scoreAdj 0.4: 103.2 → 103.
        #expect(APCAFontLookup.minimumFontSize(lc: 47, weight: .w100) == .minimum(pixels: 103))
        // Lc 29.6, weight 400: row 25 size 120, delta 12, scoreAdj 0.92: 108.96 → 109.
        #expect(APCAFontLookup.minimumFontSize(lc: 29.6, weight: .w400) == .minimum(pixels: 109))
        #expect(APCAFontLookup.minimumFontSize(lc: 29.4, weight: .w400) == .nonTextOnly)
    }

    @Test func requirements() throws {
        #expect(APCARequirement(role: .text).minimumLc == 75)
        #expect(APCARequirement(role: .largeText).minimumLc == 60)
        #expect(APCARequirement(role: .nonText).minimumLc == 30)
        #expect(APCAUseLevel.allCases.map(\.minimumLc) == [90, 75, 60, 45, 30, 15])
        let body = try #require(APCARequirement(role: .text, fontSize: 16, weight: 400))
        #expect(body.minimumLc == 90)
        #expect(body.source == "APCA font lookup: 16 px at weight 400")
        #expect(APCARequirement(role: .text, fontSize: 18, weight: 400)?.minimumLc == 75)
        #expect(APCARequirement(role: .largeText, fontSize: 24, weight: 700)?.minimumLc == 45)
        #expect(APCARequirement(role: .text, fontSize: 14, weight: 450)?.minimumLc == 110)
        #expect(APCARequirement(role: .text, fontSize: 9, weight: 400) == nil)
        #expect(APCARequirement(role: .nonText, fontSize: 9)?.minimumLc == 30)
        let grey = try SRGBColor(parsing: "#888888")
        let white = try SRGBColor(parsing: "#ffffff")
        let lc = apcaContrast(text: grey, background: white)
        #expect(lc.satisfies(APCARequirement(role: .largeText)))
        #expect(!lc.satisfies(APCARequirement(role: .text)))
        #expect(APCAFontWeight(cssWeight: 450) == .w400 && APCAFontWeight(cssWeight: 1000) == .w900)
        #expect(APCAFontWeight(cssWeight: 1) == .w100)
    }
}
