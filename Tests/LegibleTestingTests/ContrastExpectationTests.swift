import LegibleChecks
import LegibleTokens
import LegibleCore
import LegibleTesting
import Testing

/// The Swift Testing spelling and the judge beneath it. Reference ratios worked from WCAG 2.2's
/// formulas in Python (float64): #777777 on white 4.478089, #767676 on white 4.542225,
/// #0006 on white 2.849028.
@Suite struct ContrastExpectationTests {
    @Test func failureIsRecordedAtTheCallerWithRatioRequirementAndFix() {
        let line = #line + 2
        withKnownIssue {
            expectContrast("#777777", on: "white", context: "dark appearance")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID.hasSuffix("ContrastExpectationTests.swift") == true
                && issue.severity == .error
                && text.hasPrefix("dark appearance: #777777 on #ffffff: 4.48:1, needs 4.5:1 (WCAG 2.2 AA, 1.4.3, text)")
                && text.contains("nearest passing foreground #")
        }
    }

    @Test func translucentForegroundIsComposited() {
        withKnownIssue {
            expectContrast("#0006", on: "#ffffff")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("#00000066 on #ffffff: 2.85:1, needs")
        }
    }

    @Test func nearlyFailingPassIsAWarningNotAFailure() throws {
        let finding = expectContrast("#767676", on: "white", warningMargin: 0.1)
        #expect(finding?.severity == .nearlyFailing)
        #expect(finding?.message.contains("4.54:1, nearly failing") == true)
        // With a smaller margin the same pair passes cleanly.
        #expect(expectContrast("#767676", on: "white", warningMargin: 0.01)?.severity == .pass)
    }

    @Test func judgeBoundariesAreUnrounded() throws {
        let fg = try SRGBColor(parsing: "#777777")
        let fails = ContrastJudge.judge(
            foreground: fg, background: .white, requirement: ContrastRequirement(level: .aa, role: .text))
        #expect(fails.severity == .failure)
        #expect(abs(fails.measurement.worst.value - 4.478089) < 1e-5)
        let large = ContrastJudge.judge(
            foreground: fg, background: .white, requirement: ContrastRequirement(level: .aa, role: .largeText))
        #expect(large.severity == .pass)
        #expect(large.message.contains("meets 3:1 (WCAG 2.2 AA, 1.4.3, large-text)"))
    }

    @Test func translucentBackgroundIsJudgedOnItsWorstBackdrop() throws {
        let finding = ContrastJudge.judge(
            foreground: .black, background: try SRGBColor(parsing: "#fff8"),
            requirement: ContrastRequirement(level: .aa, role: .text))
        #expect(finding.severity == .pass)
        #expect(finding.message.contains("5.92:1 to 21.00:1 over any backdrop"))
    }

    @Test func unparsableColorIsAnIssueNamingIt() {
        withKnownIssue {
            #expect(expectContrast("#12345", on: "white") == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("could not parse a color")
        }
    }
}

/// `expectLegibleColors`: a whole check (LegibleChecks' `ColorPairCheck`) as one expectation.
@Suite struct ColorCheckExpectationTests {
    /// --fg #949494 on --bg #ffffff: 3.03:1 (WCAG 2.2 formula), fails AA text; --fg-strong passes.
    static let css = ":root {\n  --bg: #ffffff;\n  --fg: #949494;\n  --fg-strong: #595959;\n}\n"

    @Test func eachFailingPairIsAnIssueAtTheCallerNamingItsTokenLine() {
        let check = ColorPairCheck(inputs: .sources([TokenSource(path: "theme.css", bytes: Array(Self.css.utf8))]))
        let line = #line + 2
        withKnownIssue {
            expectLegibleColors(check)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.severity == .error
                && text.hasPrefix("theme.css:3:9: fg on bg (light): 3.03:1, needs 4.5:1")
        }
    }

    @Test func aPassingCheckRecordsNothingAndACheckThatCannotRunIsAnIssue() {
        let passing = ColorPairCheck(inputs: .sources([
            TokenSource(path: "ok.css", bytes: Array(":root { --fg: #595959; --bg: #ffffff; }".utf8)),
        ]))
        #expect(expectLegibleColors(passing)?.hasFailures == false)
        withKnownIssue {
            expectLegibleColors(ColorPairCheck(inputs: .sources([TokenSource(path: "none.css", bytes: Array(":root { }".utf8))])))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no pairs to check")
        }
    }
}
