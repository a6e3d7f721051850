import Foundation
import LegibleChecks
import LegibleCore
import XCTest

/// The XCTest spelling of `expectContrast`: fails the test at the caller's `file`/`line` unless
/// `foreground` on `background` meets `level` for `role`.
///
/// The failure message names the colors, the ratio as the CLI prints it (`3.26:1`), the
/// requirement and the nearest passing foreground. XCTest has no warning issues, so a pass within
/// `warningMargin` of the minimum is recorded as an activity named with the message (shown in
/// Xcode's test report; on Linux, without activities, as a `file:line: warning: …` line on
/// standard error). An unparsable color fails, naming it.
@discardableResult
public func XCTAssertContrast(
    _ foreground: String, on background: String, meets level: WCAGLevel = .aa, for role: ContrastRole = .text,
    context: String? = nil, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ContrastFinding? {
    let fg: SRGBColor
    let bg: SRGBColor
    do {
        fg = try SRGBColor(parsing: foreground)
        bg = try SRGBColor(parsing: background)
    } catch {
        XCTFail("could not parse a color: \(error)", file: file, line: line)
        return nil
    }
    let finding = ContrastJudge.judge(
        foreground: fg, background: bg, requirement: ContrastRequirement(level: level, role: role),
        warningMargin: warningMargin, context: context)
    xctRecord(finding, file: file, line: line)
    return finding
}

/// The XCTest spelling of `expectLegibleScreenshot`: one failure per run below `level`. On Apple
/// platforms a failing scan adds the JSON report and the overlay PNG (when encoded) as
/// `XCTAttachment`s to the current test.
@discardableResult
public func XCTAssertLegibleScreenshot(
    width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
    name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ScreenshotFindings {
    let found = ScreenshotJudge.judge(
        width: width, height: height, rgba: rgba, scale: scale, level: level, name: name,
        warningMargin: warningMargin)
    for finding in found.findings { xctRecord(finding, file: file, line: line) }
    #if canImport(ObjectiveC)
    if found.findings.contains(where: { $0.severity == .failure }) {
        XCTContext.runActivity(named: "\(name): Legible scan") { activity in
            let report = XCTAttachment(string: found.reportJSON)
            report.name = name + ".json"
            activity.add(report)
            if let png = found.overlayPNG {
                let overlay = XCTAttachment(data: Data(png), uniformTypeIdentifier: "public.png")
                overlay.name = name + "-overlay.png"
                activity.add(overlay)
            }
        }
    }
    #endif
    return found
}

/// The XCTest spelling of `expectLegibleColors`: runs `check` and fails the test at the caller's
/// `file`/`line` once per failing pair, regression or collapse (and when the check cannot run); a
/// value that could not be checked is a warning as for a nearly failing pair.
@discardableResult
public func XCTAssertLegibleColors(
    _ check: ColorPairCheck, file: StaticString = #filePath, line: UInt = #line
) -> ColorPairCheckResult? {
    do {
        let result = try check.run()
        for issue in ColorCheckIssues.issues(in: result) {
            if issue.isError {
                XCTFail(issue.message, file: file, line: line)
            } else {
                xctWarn(issue.message, file: file, line: line)
            }
        }
        return result
    } catch {
        XCTFail(error.message, file: file, line: line)
        return nil
    }
}

private func xctRecord(_ finding: ContrastFinding, file: StaticString, line: UInt) {
    switch finding.severity {
    case .pass: break
    case .nearlyFailing: xctWarn(finding.message, file: file, line: line)
    case .failure: XCTFail(finding.message, file: file, line: line)
    }
}

/// A warning where XCTest has none: an activity on Apple platforms, a `file:line: warning: …`
/// line on standard error elsewhere.
private func xctWarn(_ message: String, file: StaticString, line: UInt) {
    #if canImport(ObjectiveC)
    XCTContext.runActivity(named: "warning: " + message) { _ in }
    #else
    FileHandle.standardError.write(Data("\(file):\(line): warning: \(message)\n".utf8))
    #endif
}
