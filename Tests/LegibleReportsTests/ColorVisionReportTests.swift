import LegibleCore
import Testing
@testable import LegibleReports

@Suite("Simulation, distinction and APCA reports")
struct ColorVisionReportTests {
    @Test func simulationJSONKeysAndFixtureFigures() {
        // cvd.json for #ff0000: vienot1999 deutan 1.0 #939300, achromatopsia #7f7f7f.
        let report = SimulationReport(
            colors: [("red", SRGBColor(red8: 255, green8: 0, blue8: 0))],
            deficiencies: [.deuteranopia, .achromatopsia, .protanomaly(severity: 0.6)])
        #expect(report.jsonValue == .object([("results", .array([
            .object([("input", .string("red")), ("deficiency", .string("deuteranopia")), ("severity", .number(1)),
                     ("method", .string("vienot1999")), ("output", .string("#939300"))]),
            .object([("input", .string("red")), ("deficiency", .string("achromatopsia")), ("severity", .number(1)),
                     ("method", .string("luminance")), ("output", .string("#7f7f7f"))]),
            // cvd.json machado2009 protan 0.6 for #ff0000: #a75900.
            .object([("input", .string("red")), ("deficiency", .string("protanomaly")), ("severity", .number(0.6)),
                     ("method", .string("machado2009")), ("output", .string("#a75900"))]),
        ]))]))
    }

    @Test func simulationKeepsTranslucency() {
        let entry = SimulationReport.Entry(
            input: "#ff000080", color: SRGBColor(red8: 255, green8: 0, blue8: 0, alpha8: 0x80), deficiency: .deuteranopia)
        #expect(entry.output.hex == "#93930080")
    }

    @Test func distinctionCountsAndSummary() {
        let colors = ["#e69f00", "#56b4e9", "#000000"].compactMap { try? SRGBColor(parsing: $0) }
        let set = DistinguishReport.ColorSet(colors: colors.map { NamedColor(color: $0) })
        let report = DistinguishReport(sets: [set, set], check: ColorDistinctionCheck())
        #expect(report.pairsChecked == 6)
        #expect(report.findings.count == 2 * ColorDistinctionCheck().collapses(among: colors).count)
        #expect(report.hasCollapses)
        #expect(report.collapsingPairCount == 2)
        #expect(report.summaryLine.hasPrefix("2 sets, 6 pairs checked, 2 collapse (\(report.findings.count) conditions in all); ΔE2000 < 10"))
        #expect(report.summaryLine.hasSuffix("ΔE2000 on CIE Lab relative to D65."))
        let empty = DistinguishReport(sets: [], check: ColorDistinctionCheck(minimumDeltaE: 5, minimumLuminanceRatio: 2))
        #expect(empty.renderText(style: .plain) == "0 sets, 0 pairs checked, none collapse; ΔE2000 < 5 in normal vision or under simulation, luminance ratio < 2:1 in grayscale; ΔE2000 on CIE Lab relative to D65.\n")
        #expect(empty.jsonValue["summary"] == .object([("sets", .integer(0)), ("pairs_checked", .integer(0)), ("collapses", .integer(0))]))
    }

    @Test func apcaMeasurementOverAnOpaqueBackgroundIsApcaW3() {
        let gray = SRGBColor(red8: 0x88, green8: 0x88, blue8: 0x88)
        let m = APCAMeasurement(text: gray, background: .white)
        #expect(!m.isRange)
        #expect(abs(m.worst.value - 63.056469930209424) < 1e-12)  // apca.json, published
        #expect(abs(APCAMeasurement(text: .white, background: gray).worst.value + 68.54146436644962) < 1e-12)
        // apca.json alpha_text: calcAPCA('#0006', '#fff') = 54.62184067441377.
        let translucent = APCAMeasurement(text: SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x66), background: .white)
        #expect(abs(translucent.worst.value - 54.62184067441377) < 1e-9)
    }

    @Test func apcaMeasurementOverATranslucentBackground() {
        let veil = SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)
        // White text over a 50% black veil: the veil is darkest over black (Lc about -108) and lightest
        // over white; the lighter end is the worst.
        let m = APCAMeasurement(text: .white, background: veil)
        #expect(m.isRange)
        #expect(m.worst == LightnessContrast(text: .white, background: veil.composited(over: .white)))
        #expect(m.best == LightnessContrast(text: .white, background: veil.composited(over: .black)))
        #expect(m.worst.magnitude < m.best.magnitude)
    }

    @Test func apcaContrastReportVerdicts() {
        let gray = SRGBColor(red8: 0x88, green8: 0x88, blue8: 0x88)
        let simple = APCAContrastReport(foreground: gray, background: .white)
        #expect(simple.requirement?.minimumLc == 75)
        #expect(!simple.passes)
        #expect(simple.lcText == "Lc 63.1")
        let large = APCAContrastReport(foreground: gray, background: .white, role: .largeText)
        #expect(large.passes)
        let sized = APCAContrastReport(
            foreground: gray, background: .white, textSize: .init(size: .pixels(32), weight: 400))
        #expect(sized.requirement?.source == "APCA font lookup: 32 px at weight 400")
        #expect(sized.passes)
    }
}
