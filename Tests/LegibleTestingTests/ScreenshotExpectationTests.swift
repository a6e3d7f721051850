import LegibleCore
import LegibleScan
import LegibleTesting
import Testing

/// Screenshot expectations over a drawn buffer: light gray text (#aaaaaa, 2.32:1 on white by
/// WCAG 2.2's formulas) at 28 px (large text, 3:1) must fail AA, black text must pass.
@Suite struct ScreenshotExpectationTests {
    static func screen(text: (UInt8, UInt8, UInt8)) -> (width: Int, height: Int, rgba: [UInt8]) {
        let width = 240, height = 60
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        BitmapFont.draw("CONTRAST", into: &rgba, width: width, height: height, x: 12, y: 18, scale: 3, color: text)
        return (width, height, rgba)
    }

    @Test func failingRunIsRecordedWithAttachments() {
        let shot = Self.screen(text: (170, 170, 170))
        var found: ScreenshotFindings?
        withKnownIssue {
            found = expectLegibleScreenshot(
                width: shot.width, height: shot.height, rgba: shot.rgba, scale: 1, name: "gray-label")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("gray-label run at x ") && text.contains("2.32:1, needs 3:1 (WCAG 2.2 AA, 1.4.3, large-text)")
        }
        let result = found
        #expect(result?.findings.contains { $0.severity == .failure } == true)
        #expect(result?.reportJSON.contains("\"regions\"") == true || result?.reportJSON.contains("\"runs\"") == true)
        #expect(result?.overlayPNG?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func passingScreenshotRecordsNothing() {
        let shot = Self.screen(text: (0, 0, 0))
        let found = expectLegibleScreenshot(width: shot.width, height: shot.height, rgba: shot.rgba, scale: 1)
        #expect(!found.findings.isEmpty)
        #expect(found.findings.allSatisfy { $0.severity == .pass })
        #expect(found.overlayPNG == nil)
    }
}
