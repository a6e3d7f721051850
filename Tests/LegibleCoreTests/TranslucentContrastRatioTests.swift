import Testing
import LegibleCore

/// `contrastRatio(with:)` never takes a translucent color as opaque. Reference figures are worked
/// by hand from WCAG 2.2's formulas (Python, float64): `#0006` over white composites to gray 0.6,
/// luminance 0.31855, ratio 1.05 / 0.36855 = 2.849028; `#fff8` over black is gray 0.53333,
/// ratio against black 5.924027.
@Suite struct TranslucentContrastRatioTests {
    @Test func translucentForegroundIsCompositedOntoAnOpaqueBackground() throws {
        let ink = try SRGBColor(parsing: "#0006")
        let ratio = ink.contrastRatio(with: .white)
        #expect(abs(ratio.value - 2.849028) < 1e-5)
        #expect(ratio.displayString == "2.85")
        #expect(ratio == ContrastMeasurement(foreground: ink, background: .white).worst)
    }

    @Test func translucentBackgroundGivesTheWorstRatioOverAnyBackdrop() throws {
        let surface = try SRGBColor(parsing: "#fff8")
        let measured = SRGBColor.black.contrast(with: surface)
        #expect(measured.isRange)
        #expect(abs(measured.worst.value - 5.924027) < 1e-5)
        #expect(abs(measured.best.value - 21) < 1e-9)
        #expect(SRGBColor.black.contrastRatio(with: surface) == measured.worst)
    }

    @Test func opaquePairsAreUnchangedAndSymmetric() throws {
        let a = try SRGBColor(parsing: "#767676")
        #expect(a.contrastRatio(with: .white) == SRGBColor.white.contrastRatio(with: a))
        #expect(a.contrastRatio(with: .white) == ContrastRatio(a.relativeLuminance, SRGBColor.white.relativeLuminance))
    }
}
