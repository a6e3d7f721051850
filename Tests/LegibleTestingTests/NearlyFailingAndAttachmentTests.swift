import LegibleChecks
import LegibleCore
import LegibleScan
import LegibleTesting
import LegibleTokens
import Testing

/// Nearly failing pairs of a check, the JSON a failing check attaches, and the screenshot
/// expectation's warnings, errors and attachments. #767676 on white is 4.542225:1 (WCAG 2.2
/// formula, Python float64): it passes AA text by 0.04.
@Suite struct NearlyFailingAndAttachmentTests {
    static func check(_ fg: String) -> ColorPairCheck {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: \(fg);\n}\n"
        return ColorPairCheck(inputs: .sources([TokenSource(path: "theme.css", bytes: Array(css.utf8))]))
    }

    @Test func aNearlyFailingCatalogPairIsAWarningAtItsTokenLine() throws {
        let result = try Self.check("#767676").run()
        #expect(!result.hasFailures)
        let issues = ColorCheckIssues.issues(in: result, warningMargin: 0.1)
        #expect(issues.count == 1)
        #expect(issues.first?.isError == false)
        #expect(issues.first?.message.hasPrefix("theme.css:3:9: fg on bg (light): 4.54:1, meets 4.5:1") == true)
        #expect(issues.first?.message.hasSuffix("; nearly failing: within 0.10 of the minimum.") == true)
        #expect(ColorCheckIssues.issues(in: result, warningMargin: 0.01).isEmpty)
        // Recorded as a warning: the test still passes.
        #expect(expectLegibleColors(Self.check("#767676"))?.hasFailures == false)
    }

    @Test func aFailingCheckAttachesItsJSONReport() throws {
        let failing = try Self.check("#949494").run()
        let report = try #require(ColorCheckIssues.attachment(for: failing))
        #expect(report.name == "legible-check.json")
        let json = String(decoding: report.bytes, as: UTF8.self)
        #expect(json == failing.report.renderJSON())
        #expect(json.contains("\"pairs\""))
        #expect(ColorCheckIssues.attachment(for: try Self.check("#595959").run()) == nil)
    }

    @Test func aScreenshotWithNoRunSaysSoAndAShortBufferFails() {
        let blank = [UInt8](repeating: 255, count: 40 * 30 * 4)
        let empty = expectLegibleScreenshot(width: 40, height: 30, rgba: blank, scale: 1, name: "blank")
        #expect(empty.findings.isEmpty)
        #expect(empty.warnings.contains("blank: no text found, nothing was checked"))
        #expect(!empty.hasFailures)
        withKnownIssue {
            expectLegibleScreenshot(width: 40, height: 30, rgba: Array(blank.dropLast(4)), scale: 1, name: "short")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "short: an RGBA buffer of 40×30 pixels needs 4800 bytes (width·height·4), found 4796 bytes; nothing was scanned"
        }
    }

    @Test func aFailingScreenshotAttachesTheReportAndTheOverlay() {
        let shot = ScreenshotExpectationTests.screen(text: (170, 170, 170))
        let found = ScreenshotJudge.judge(width: shot.width, height: shot.height, rgba: shot.rgba, scale: 1, name: "gray")
        #expect(found.hasFailures)
        let files = found.attachments(name: "gray")
        #expect(files.map(\.name) == ["gray.json", "gray-overlay.png"])
        #expect(files.first?.bytes == Array(found.reportJSON.utf8))
        #expect(files.last?.bytes.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        let passing = ScreenshotJudge.judge(
            width: shot.width, height: shot.height, rgba: ScreenshotExpectationTests.screen(text: (0, 0, 0)).rgba, scale: 1)
        #expect(passing.attachments(name: "black").isEmpty)
    }

    @Test func pixelsValidateTheirLength() throws {
        #expect(throws: ScreenshotPixelsError.sizeMismatch(width: 2, height: 2, byteCount: 15)) {
            try ScreenshotPixels(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: ScreenshotPixelsError.sizeMismatch(width: 0, height: 2, byteCount: 0)) {
            try ScreenshotPixels(width: 0, height: 2, rgba: [])
        }
        let pixels = try ScreenshotPixels(width: 2, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255])
        #expect(expectLegibleScreenshot(pixels, scale: 1, name: "tiny").warnings.count == 1)
    }
}
