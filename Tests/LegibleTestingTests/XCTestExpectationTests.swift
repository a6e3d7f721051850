import LegibleChecks
import LegibleTesting
import LegibleTokens
import XCTest

/// A test case that keeps the failures its expectations record, with their lines, instead of failing.
class CapturingTestCase: XCTestCase {
    var captured: [(String, Int)] = []

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? -1))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        captured.append((description, lineNumber))
    }
    #endif
}

/// The XCTest spelling: failures are captured through `record(_:)` to check their line and text.
final class XCTestExpectationTests: CapturingTestCase {

    func testFailureAtCallerLineWithRatio() {
        let line = #line + 1
        let finding = XCTAssertContrast("#777", on: "#fff", context: "light")
        XCTAssertEqual(finding?.severity, .failure)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.1, line)
        XCTAssertTrue(captured.first?.0.contains("light: #777777 on #ffffff: 4.48:1, needs 4.5:1") == true)
    }

    func testColorCheckFailsOncePerFailingPairAtTheCallerLine() {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #949494;\n}\n"   // 3.03:1, fails AA text
        let check = ColorPairCheck(inputs: .sources([TokenSource(path: "theme.css", bytes: Array(css.utf8))]))
        let line = #line + 1
        let result = XCTAssertLegibleColors(check)
        XCTAssertEqual(result?.hasFailures, true)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.1, line)
        XCTAssertTrue(captured.first?.0.contains("theme.css:3:9: fg on bg (light): 3.03:1, needs 4.5:1") == true)
    }

    func testPassRecordsNothing() {
        XCTAssertEqual(XCTAssertContrast("black", on: "white")?.severity, .pass)
        XCTAssertTrue(captured.isEmpty)
    }
}

/// The XCTest spellings of the sized, per-appearance and nearly-failing expectations.
final class XCTestSizedExpectationTests: CapturingTestCase {

    func testTextStyleFailureNamesTheCategoriesAtTheCallerLine() {
        let line = #line + 1
        let finding = XCTAssertContrast("#8e8e93", on: "white", policy: .apple, at: .textStyle(.footnote))
        XCTAssertEqual(finding?.failingContentSizes.count, 6)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.1, line)
        XCTAssertTrue(captured.first?.0.contains(
            "3.26:1, needs 4.5:1 (WCAG 2.2 AA, 1.4.3, text) for footnote fails AA at xSmall, Small, Medium, Large, xLarge, xxLarge (12–17 pt)") == true)
    }

    func testAppearancesFailOncePerDistinctPair() throws {
        let findings = XCTAssertContrast(
            try AppearanceColor(light: "#8e8e93"), on: try AppearanceColor(light: "white", dark: "#1c1c1e"))
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.0.contains("light, light-high-contrast appearance: #8e8e93 on #ffffff: 3.26:1") == true)
    }

    func testNearlyFailingPairsAreNotesNotFailures() {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #767676;\n}\n"   // 4.54:1
        let check = ColorPairCheck(inputs: .sources([TokenSource(path: "theme.css", bytes: Array(css.utf8))]))
        XCTAssertEqual(XCTAssertLegibleColors(check)?.hasFailures, false)
        XCTAssertEqual(XCTAssertContrast("#767676", on: "white", policy: .apple, at: .size(.points(17)))?.severity, .nearlyFailing)
        XCTAssertTrue(captured.isEmpty)
    }
}
