import LegibleCore
import LegibleTesting
import Testing

/// Contrast expectations at a size or a Dynamic Type text style under a policy, and in every
/// appearance. Reference ratios from WCAG 2.2's formulas in Python (float64): #8e8e93 on white
/// 3.260528, #8e8e93 on #1c1c1e 5.218398, #767676 on white 4.542225. Footnote sizes (Apple HIG
/// Dynamic Type table): 12, 12, 12, 13, 15, 17, 19 pt, then AX1–AX5 23, 27, 33, 38, 44 pt.
@Suite struct SizedContrastExpectationTests {
    static let smallCategories: [ContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge]

    @Test func textStyleFailureNamesTheFailingCategoriesAtTheCaller() {
        var finding: ContrastFinding?
        let line = #line + 2
        withKnownIssue {
            finding = expectContrast("#8e8e93", on: "white", policy: .apple, at: .textStyle(.footnote))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.severity == .error
                && text.hasPrefix("#8e8e93 on #ffffff: 3.26:1, needs 4.5:1 (WCAG 2.2 AA, 1.4.3, text) for footnote "
                    + "fails AA at xSmall, Small, Medium, Large, xLarge, xxLarge (12–17 pt); passes at xxxLarge, "
                    + "AX1, AX2, AX3, AX4, AX5, policy apple; nearest passing foreground #")
        }
        #expect(finding?.severity == .failure)
        #expect(finding?.failingContentSizes == Self.smallCategories)
        #expect(finding?.requirement.minimumRatio == 4.5)
        // The verdicts are LegibleCore's, the ones `legible contrast --text-style` and `check` give.
        let ratio = ContrastRatio(3.260528410471992)
        let reference = DynamicTypeTextStyle.footnote.verdicts(for: ratio, policy: .apple, level: .aa)
        #expect(finding?.contentSizeVerdicts.map(\.passes) == reference.map(\.passes))
        #expect(abs((finding?.measurement.worst.value ?? 0) - 3.260528) < 1e-5)
    }

    @Test func underWCAGTheSamePairFailsUpToAX1() throws {
        let finding = ContrastJudge.judge(
            foreground: try SRGBColor(parsing: "#8e8e93"), background: .white, policy: .wcag,
            textSize: .textStyle(.footnote))
        #expect(finding.severity == .failure)
        #expect(finding.failingContentSizes == Self.smallCategories + [.extraExtraExtraLarge, .accessibility1])
        #expect(finding.message.contains("(12–23 px); passes at AX2, AX3, AX4, AX5, policy wcag"))
    }

    @Test func oneContentSizeAndBoldTextAreHonoured() throws {
        let gray = try SRGBColor(parsing: "#8e8e93")
        let large = ContrastJudge.judge(
            foreground: gray, background: .white, policy: .apple, textSize: .textStyle(.footnote, contentSizes: [.large]))
        #expect(large.failingContentSizes == [.large])
        #expect(large.contentSizeVerdicts.count == 1)
        #expect(large.message.contains("footnote fails AA at Large (13 pt), policy apple"))
        // Headline is semibold (600); with Bold Text it is drawn at 800, bold, so large under apple.
        let bold = ContrastJudge.judge(
            foreground: gray, background: .white, policy: .apple, textSize: .textStyle(.headline, boldText: [.on]))
        #expect(bold.severity == .pass)
        #expect(bold.requirement.minimumRatio == 3)
    }

    @Test func literalSizeDecidesTheRoleUnderThePolicy() throws {
        let gray = try SRGBColor(parsing: "#8e8e93")
        let body = ContrastJudge.judge(foreground: gray, background: .white, policy: .apple, textSize: .size(.points(17)))
        #expect(body.severity == .failure)
        #expect(body.sizeJudgement?.isLarge == false)
        #expect(body.message.contains(
            "needs 4.5:1 (WCAG 2.2 AA, 1.4.3, text) for 17pt read as the platform point, 1 pt = 1 logical px: 17 px at "
                + "weight 400 is not large text (up to 17 pt (under 18) and not bold), policy apple"))
        #expect(ContrastJudge.judge(foreground: gray, background: .white, policy: .apple, textSize: .size(.points(18))).severity == .pass)
        #expect(ContrastJudge.judge(
            foreground: gray, background: .white, policy: .apple, textSize: .size(.pixels(14), weight: 700)).severity == .pass)
        // Under wcag 14 px bold is not large (large bold starts at 18⅔ px).
        #expect(ContrastJudge.judge(
            foreground: gray, background: .white, policy: .wcag, textSize: .size(.pixels(14), weight: 700)).severity == .failure)
    }

    @Test func nearlyFailingTextStyleIsAWarningNotAFailure() {
        let finding = expectContrast("#767676", on: "white", policy: .apple, at: .textStyle(.body))
        #expect(finding?.severity == .nearlyFailing)
        #expect(finding?.failingContentSizes == [])
        #expect(finding?.message.contains("4.54:1, nearly failing (within 0.10 of) 4.5:1") == true)
    }

    @Test func eachDistinctPairOfAppearancesIsJudgedOnce() throws {
        let label = try AppearanceColor(light: "#8e8e93")
        let background = try AppearanceColor(light: "white", dark: "#1c1c1e")
        var findings: [ContrastFinding] = []
        withKnownIssue {
            findings = expectContrast(label, on: background)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                .hasPrefix("light, light-high-contrast appearance: #8e8e93 on #ffffff: 3.26:1, needs 4.5:1")
        }
        #expect(findings.map(\.severity) == [.failure, .pass])
        #expect(findings.last?.message.hasPrefix("dark, dark-high-contrast appearance: #8e8e93 on #1c1c1e: 5.22:1, meets") == true)
        let fixed = AppearanceColor(light: .black)
        #expect(expectContrast(fixed, on: AppearanceColor(light: .white), policy: .apple, at: .textStyle(.caption2))
            .map(\.message.first) == ["e"])   // "every appearance: …"
    }

    @Test func extendedSRGBComponentsAreGamutMappedAndAlphaClamped() {
        let inside = AppearanceColor.srgb(extendedRed: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(inside == SRGBColor(red: 0.25, green: 0.5, blue: 0.75))
        // Display P3 red (1, 0, 0) in extended sRGB is about (1.0931, -0.2267, -0.1501).
        let p3Red = AppearanceColor.srgb(extendedRed: 1.0931, green: -0.2267, blue: -0.1501, alpha: 1.5)
        for component in [p3Red.red, p3Red.green, p3Red.blue] { #expect((0...1).contains(component)) }
        #expect(p3Red.red > 0.9 && p3Red.green < 0.2)
        #expect(p3Red.alpha == 1)
    }
}
