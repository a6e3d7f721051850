import Foundation
import LegibleChecks
import LegibleCore
import XCTest

/// The XCTest spelling of `expectContrast`: fails the test at the caller's `file`/`line` unless
/// `foreground` on `background` meets `level` for `role`.
///
/// The failure message names the colors, the ratio as the CLI prints it (`3.26:1`), the
/// requirement and the nearest passing foreground. XCTest has no warning issues, so a pass within
/// `warningMargin` of the minimum is recorded as a note: an activity named `warning: MESSAGE` (shown
/// in Xcode's test report) on Apple platforms, a `file:line: warning: MESSAGE` line on standard
/// error on Linux. An unparsable color fails, naming it.
@discardableResult
public func XCTAssertContrast(
    _ foreground: String, on background: String, meets level: WCAGLevel = .aa, for role: ContrastRole = .text,
    context: String? = nil, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ContrastFinding? {
    guard let (fg, bg) = xctParsedPair(foreground, background, file: file, line: line) else { return nil }
    let finding = ContrastJudge.judge(
        foreground: fg, background: bg, requirement: ContrastRequirement(level: level, role: role),
        warningMargin: warningMargin, context: context)
    xctRecord(finding, file: file, line: line)
    return finding
}

/// The XCTest spelling of the sized `expectContrast`: fails unless the pair meets `level` for
/// text of `size` (a literal size or a Dynamic Type text style, ``ContrastTextSize``) under
/// `policy`; the message names the failing content size categories.
@discardableResult
public func XCTAssertContrast(
    _ foreground: String, on background: String, meets level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
    at size: ContrastTextSize, context: String? = nil, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ContrastFinding? {
    guard let (fg, bg) = xctParsedPair(foreground, background, file: file, line: line) else { return nil }
    let finding = ContrastJudge.judge(
        foreground: fg, background: bg, level: level, policy: policy, textSize: size,
        warningMargin: warningMargin, context: context)
    xctRecord(finding, file: file, line: line)
    return finding
}

/// The XCTest spelling of `expectContrast` in every appearance: one failure per distinct pair of
/// colors that fails, its message starting with the appearances.
@discardableResult
public func XCTAssertContrast(
    _ foreground: AppearanceColor, on background: AppearanceColor, meets level: WCAGLevel = .aa,
    for role: ContrastRole = .text, context: String? = nil,
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> [ContrastFinding] {
    let findings = ContrastJudge.judgeAppearances(foreground: foreground, background: background, context: context) {
        ContrastJudge.judge(
            foreground: $0, background: $1, requirement: ContrastRequirement(level: level, role: role),
            warningMargin: warningMargin, context: $2)
    }
    for finding in findings { xctRecord(finding, file: file, line: line) }
    return findings
}

/// The sized XCTest expectation (``ContrastTextSize``) in every appearance.
@discardableResult
public func XCTAssertContrast(
    _ foreground: AppearanceColor, on background: AppearanceColor, meets level: WCAGLevel = .aa,
    policy: ContrastPolicy = .wcag, at size: ContrastTextSize, context: String? = nil,
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> [ContrastFinding] {
    let findings = ContrastJudge.judgeAppearances(foreground: foreground, background: background, context: context) {
        ContrastJudge.judge(
            foreground: $0, background: $1, level: level, policy: policy, textSize: size,
            warningMargin: warningMargin, context: $2)
    }
    for finding in findings { xctRecord(finding, file: file, line: line) }
    return findings
}

/// The XCTest spelling of `expectLegibleScreenshot`: one failure per run below `level` (and for
/// a buffer of the wrong length), a note per nearly failing run and per scan warning. On Apple
/// platforms a failing scan adds the JSON report and the overlay PNG (when encoded) as
/// `XCTAttachment`s to the current test.
@discardableResult
public func XCTAssertLegibleScreenshot(
    width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
    policy: ContrastPolicy = .wcag, name: String = "screenshot",
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ScreenshotFindings {
    let found = ScreenshotJudge.judge(
        width: width, height: height, rgba: rgba, scale: scale, level: level, policy: policy, name: name,
        warningMargin: warningMargin)
    for error in found.errors { XCTFail(error, file: file, line: line) }
    for finding in found.findings { xctRecord(finding, file: file, line: line) }
    for warning in found.warnings { xctWarn(warning, file: file, line: line) }
    xctAttach(found.attachments(name: name), activity: "\(name): Legible scan")
    return found
}

/// ``XCTAssertLegibleScreenshot(width:height:rgba:scale:level:policy:name:warningMargin:file:line:)``
/// for ``ScreenshotPixels`` (on Apple platforms, `try ScreenshotPixels(cgImage)`).
@discardableResult
public func XCTAssertLegibleScreenshot(
    _ pixels: ScreenshotPixels, scale: Double, level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
    name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ScreenshotFindings {
    XCTAssertLegibleScreenshot(
        width: pixels.width, height: pixels.height, rgba: pixels.rgba, scale: scale, level: level, policy: policy,
        name: name, warningMargin: warningMargin, file: file, line: line)
}

/// The XCTest spelling of `expectLegibleColors`: runs `check` and fails the test at the caller's
/// `file`/`line` once per failing pair, regression or collapse (and when the check cannot run); a
/// value that could not be checked, or a pair within `warningMargin`, is a note as for a nearly
/// failing pair. On Apple platforms a failing run attaches `legible-check.json`.
@discardableResult
public func XCTAssertLegibleColors(
    _ check: ColorPairCheck, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    file: StaticString = #filePath, line: UInt = #line
) -> ColorPairCheckResult? {
    do {
        let result = try check.run()
        for issue in ColorCheckIssues.issues(in: result, warningMargin: warningMargin) {
            if issue.isError {
                XCTFail(issue.message, file: file, line: line)
            } else {
                xctWarn(issue.message, file: file, line: line)
            }
        }
        xctAttach(ColorCheckIssues.attachment(for: result).map { [$0] } ?? [], activity: "Legible check")
        return result
    } catch {
        XCTFail(error.message, file: file, line: line)
        return nil
    }
}

/// Both colors parsed, or nil after a failure naming the one that is not a color.
private func xctParsedPair(
    _ foreground: String, _ background: String, file: StaticString, line: UInt
) -> (SRGBColor, SRGBColor)? {
    do {
        return (try SRGBColor(parsing: foreground), try SRGBColor(parsing: background))
    } catch {
        XCTFail("could not parse a color: \(error)", file: file, line: line)
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

/// A warning where XCTest has none: an activity named `warning: MESSAGE` on Apple platforms
/// (on the main thread, where XCTest runs synchronous tests), a `file:line: warning: MESSAGE` line
/// on standard error elsewhere.
private func xctWarn(_ message: String, file: StaticString, line: UInt) {
    #if canImport(ObjectiveC)
    if xctActivity(named: "warning: " + message, { _ in }) { return }
    #endif
    FileHandle.standardError.write(Data("\(file):\(line): warning: \(message)\n".utf8))
}

/// Adds `files` as `XCTAttachment`s of an activity (Apple platforms; swift-corelibs-xctest has
/// no attachments).
private func xctAttach(_ files: [(name: String, bytes: [UInt8])], activity: String) {
    #if canImport(ObjectiveC)
    guard !files.isEmpty else { return }
    _ = xctActivity(named: activity) { activity in
        for file in files {
            let type = file.name.hasSuffix(".png") ? "public.png" : "public.json"
            let attachment = XCTAttachment(data: Data(file.bytes), uniformTypeIdentifier: type)
            attachment.name = file.name
            attachment.lifetime = .keepAlways
            activity.add(attachment)
        }
    }
    #endif
}

#if canImport(ObjectiveC)
/// Runs `body` in an XCTest activity. `XCTContext.runActivity` is main-actor isolated, and XCTest
/// runs synchronous test methods on the main thread; off it this returns false and runs nothing.
private func xctActivity(named name: String, _ body: @MainActor (any XCTActivity) -> Void) -> Bool {
    guard Thread.isMainThread else { return false }
    MainActor.assumeIsolated {
        XCTContext.runActivity(named: name, block: body)
    }
    return true
}
#endif
