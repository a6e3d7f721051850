import LegibleCore
import LegibleReports
import Testing

@Suite("Suggestion report fragments")
struct SuggestionReportTests {
    @Test func checkFragmentKeysAndText() throws {
        let requirement = ContrastRequirement(level: .aa, role: .text)
        let s = try #require(ContrastSuggester.nearestPassingForeground(
            SRGBColor(red8: 255, green8: 0, blue8: 0), on: .white, requirement: requirement))
        let json = SuggestionReport.jsonValue(s)
        #expect(json["foreground"] == .string("#ee0700"))
        #expect(json["ratio"] == .number(s.ratio.value))
        #expect(json["delta_e"] == .number(s.deltaE))
        #expect(SuggestionReport.text(s) == "try #ee0700 (4.50:1, ΔE2000 3.47)")
    }

    @Test func scaleReportFormats() {
        let scale = ContrastScale(base: SRGBColor(red8: 30, green8: 144, blue8: 255), background: .white, targets: [3, 30])
        let report = ContrastScaleReport(scale: scale, name: "blue")
        #expect(!report.succeeded)
        let css = report.render(.css)
        #expect(css.hasPrefix(":root {\n  --blue-1: #"))
        #expect(css.contains("/* --blue-2: target 30:1 on #ffffff is unreachable with this hue */"))
        #expect(report.render(.list).split(separator: "\n").count == 1)
        let json = report.jsonValue
        guard case .array(let colors)? = json["colors"] else {
            Issue.record("colors is not an array")
            return
        }
        #expect(colors.count == 2)
        #expect(colors[1]["color"] == .null)
        #expect(colors[1]["reachable"] == .bool(false))
    }
}
