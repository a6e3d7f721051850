import LegibleChecks
import LegibleCore
import Testing

/// Records a Swift Testing issue unless `foreground` on `background` meets `level` for `role`.
///
/// A failure is an error issue at the caller's line, naming the colors, the ratio as the CLI
/// prints it (`3.26:1`), the requirement and the nearest passing foreground. A pass within
/// `warningMargin` of the minimum is a warning issue (`Issue.Severity.warning`), which does not
/// fail the test. Colors are CSS strings (`"#0006"`, `"rgb(0 0 0 / 40%)"`, `"gray"`); a
/// translucent one is composited as `legible contrast` does. An unparsable color is an error
/// issue naming it.
///
/// - Returns: the finding, or nil when a color could not be parsed.
@discardableResult
public func expectContrast(
    _ foreground: String, on background: String, meets level: WCAGLevel = .aa, for role: ContrastRole = .text,
    context: String? = nil, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ContrastFinding? {
    do {
        let fg = try SRGBColor(parsing: foreground)
        let bg = try SRGBColor(parsing: background)
        return expectContrast(
            fg, on: bg, meets: level, for: role, context: context, warningMargin: warningMargin,
            sourceLocation: sourceLocation)
    } catch {
        Issue.record(Comment(rawValue: "could not parse a color: \(error)"), sourceLocation: sourceLocation)
        return nil
    }
}

/// ``expectContrast(_:on:meets:for:context:warningMargin:sourceLocation:)-(String,_,_,_,_,_,_)``
/// for colors already parsed.
@discardableResult
public func expectContrast(
    _ foreground: SRGBColor, on background: SRGBColor, meets level: WCAGLevel = .aa,
    for role: ContrastRole = .text, context: String? = nil,
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ContrastFinding {
    let finding = ContrastJudge.judge(
        foreground: foreground, background: background,
        requirement: ContrastRequirement(level: level, role: role), warningMargin: warningMargin,
        context: context)
    record(finding, sourceLocation: sourceLocation)
    return finding
}

/// Scans a screenshot (`width`×`height` RGBA bytes, sRGB, row stride `width·4`, device
/// `scale`) and records an error issue per run below `level`, a warning per run within the margin.
/// When a run fails, the JSON report and (where a PNG encoder is built in) the overlay PNG are
/// attached to the test.
@discardableResult
public func expectLegibleScreenshot(
    width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
    name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScreenshotFindings {
    let found = ScreenshotJudge.judge(
        width: width, height: height, rgba: rgba, scale: scale, level: level, name: name,
        warningMargin: warningMargin)
    recordScreenshot(found, name: name, sourceLocation: sourceLocation)
    return found
}

#if canImport(LegibleImage)
/// ``expectLegibleScreenshot(width:height:rgba:scale:level:name:warningMargin:sourceLocation:)``
/// for the bytes of a PNG file; an unreadable PNG is an error issue.
@discardableResult
public func expectLegibleScreenshot(
    png: [UInt8], scale: Double, level: WCAGLevel = .aa, name: String = "screenshot",
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScreenshotFindings? {
    do {
        let found = try ScreenshotJudge.judge(
            png: png, scale: scale, level: level, name: name, warningMargin: warningMargin)
        recordScreenshot(found, name: name, sourceLocation: sourceLocation)
        return found
    } catch {
        Issue.record(Comment(rawValue: "\(name): \(error)"), sourceLocation: sourceLocation)
        return nil
    }
}
#endif

/// Runs `check` (LegibleChecks' ``ColorPairCheck``: `legible check` as one call, over asset
/// catalogs, token files or tokens in memory) and records an error issue at the caller per failing
/// pair, regression or collapse, and a warning per value that could not be checked, each naming
/// the token's file and line, the colors, the ratio (`2.85:1`) and the requirement. A check
/// that cannot run (an unreadable input, no pairs at all) is an error issue too.
///
/// - Returns: the result, or nil when the check could not run.
@discardableResult
public func expectLegibleColors(
    _ check: ColorPairCheck, sourceLocation: SourceLocation = #_sourceLocation
) -> ColorPairCheckResult? {
    do {
        let result = try check.run()
        for issue in ColorCheckIssues.issues(in: result) {
            Issue.record(
                Comment(rawValue: issue.message), severity: issue.isError ? .error : .warning,
                sourceLocation: sourceLocation)
        }
        return result
    } catch {
        Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
        return nil
    }
}

private func record(_ finding: ContrastFinding, sourceLocation: SourceLocation) {
    switch finding.severity {
    case .pass: break
    case .nearlyFailing:
        Issue.record(Comment(rawValue: finding.message), severity: .warning, sourceLocation: sourceLocation)
    case .failure:
        Issue.record(Comment(rawValue: finding.message), severity: .error, sourceLocation: sourceLocation)
    }
}

private func recordScreenshot(_ found: ScreenshotFindings, name: String, sourceLocation: SourceLocation) {
    for finding in found.findings { record(finding, sourceLocation: sourceLocation) }
    guard found.findings.contains(where: { $0.severity == .failure }) else { return }
    Attachment.record(found.reportJSON, named: name + ".json", sourceLocation: sourceLocation)
    if let png = found.overlayPNG {
        Attachment.record(png, named: name + "-overlay.png", sourceLocation: sourceLocation)
    }
}
