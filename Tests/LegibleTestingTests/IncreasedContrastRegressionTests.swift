import LegibleCore
import LegibleReports
import LegibleTesting
import Testing

/// The increased-contrast regression rule of `legible check` applied to ``AppearanceColor``
/// expectations. Ratios from WCAG 2.2's formulas: #000000 on white 21:1, #333333 on white
/// 12.63:1, #ffffff on #1c1c1e 17.01:1.
@Suite struct IncreasedContrastRegressionTests {
    /// Black text whose Increase Contrast value is a lighter gray: it still passes AA (12.63:1),
    /// but has less contrast than the standard appearance (21:1).
    static let text = AppearanceColor(light: .black, dark: .white, lightIncreasedContrast: SRGBColor(red: 0.2, green: 0.2, blue: 0.2))
    static let background = AppearanceColor(light: .white, dark: SRGBColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255))

    @Test func aLowerIncreasedContrastRatioIsAFailureThoughItPasses() throws {
        let findings = ContrastJudge.judgeAppearances(foreground: Self.text, background: Self.background) {
            ContrastJudge.judge(foreground: $0, background: $1, requirement: ContrastRequirement(level: .aa, role: .text),
                                context: $2)
        }
        let regressions = findings.filter { $0.regression != nil }
        #expect(regressions.count == 1)
        let finding = try #require(regressions.first)
        #expect(finding.severity == .failure)
        #expect(finding.regression?.standardAppearance == "light")
        #expect(abs((finding.regression?.standardScore ?? 0) - 21) < 1e-9)
        #expect(finding.message.hasPrefix("light-high-contrast appearance: #333333 on #ffffff: 12.63:1, less than 21.00:1 in light: "
            + "an increased-contrast regression"), "\(finding.message)")
        // The same colors in every appearance: no regression, as in `check`.
        let same = ContrastJudge.judgeAppearances(foreground: AppearanceColor(light: .black), background: AppearanceColor(light: .white)) {
            ContrastJudge.judge(foreground: $0, background: $1, requirement: ContrastRequirement(level: .aa, role: .text),
                                context: $2)
        }
        #expect(same.allSatisfy { $0.regression == nil && $0.severity == .pass })
    }

    @Test func expectContrastRecordsTheRegression() {
        withKnownIssue {
            expectContrast(Self.text, on: Self.background)
        } matching: { issue in
            issue.severity == .error
                && issue.comments.map(\.rawValue).joined().contains("an increased-contrast regression")
        }
    }

    @Test func theRuleIsTheOneCheckApplies() {
        // `check`'s CheckReport.markRegressions goes through the same function.
        #expect(ContrastRegression.regression(score: 12.63, standard: 21, standardAppearance: "light") != nil)
        #expect(ContrastRegression.regression(score: 21, standard: 21, standardAppearance: "light") == nil)
    }
}
