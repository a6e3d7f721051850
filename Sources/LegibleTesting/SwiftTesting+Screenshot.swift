import LegibleCore
import Testing

/// Scans a screenshot (`width`×`height` RGBA bytes, sRGB, row stride `width·4`, device
/// `scale`) and records an error issue per run below `level` (`policy` decides which text is
/// large), a warning per run within the margin and per scan warning (a scan that finds no run
/// says so). A buffer of the wrong length is an error issue. When a run fails, the JSON report
/// and (where a PNG encoder is built in) the overlay PNG are attached to the test.
@discardableResult
public func expectLegibleScreenshot(
    width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
    policy: ContrastPolicy = .wcag, name: String = "screenshot",
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScreenshotFindings {
    let found = ScreenshotJudge.judge(
        width: width, height: height, rgba: rgba, scale: scale, level: level, policy: policy, name: name,
        warningMargin: warningMargin)
    recordScreenshot(found, name: name, sourceLocation: sourceLocation)
    return found
}

/// ``expectLegibleScreenshot(width:height:rgba:scale:level:policy:name:warningMargin:sourceLocation:)``
/// for ``ScreenshotPixels`` (on Apple platforms, `try ScreenshotPixels(cgImage)`).
@discardableResult
public func expectLegibleScreenshot(
    _ pixels: ScreenshotPixels, scale: Double, level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
    name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScreenshotFindings {
    expectLegibleScreenshot(
        width: pixels.width, height: pixels.height, rgba: pixels.rgba, scale: scale, level: level, policy: policy,
        name: name, warningMargin: warningMargin, sourceLocation: sourceLocation)
}

#if canImport(LegibleImage) || (canImport(ImageIO) && canImport(CoreGraphics))
/// ``expectLegibleScreenshot(width:height:rgba:scale:level:policy:name:warningMargin:sourceLocation:)``
/// for the bytes of a PNG file (libpng on Linux and macOS, ImageIO on iOS); an unreadable PNG is
/// an error issue.
@discardableResult
public func expectLegibleScreenshot(
    png: [UInt8], scale: Double, level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
    name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScreenshotFindings? {
    do {
        let found = try ScreenshotJudge.judge(
            png: png, scale: scale, level: level, policy: policy, name: name, warningMargin: warningMargin)
        recordScreenshot(found, name: name, sourceLocation: sourceLocation)
        return found
    } catch {
        Issue.record(Comment(rawValue: "\(name): \(error)"), sourceLocation: sourceLocation)
        return nil
    }
}
#endif

private func recordScreenshot(_ found: ScreenshotFindings, name: String, sourceLocation: SourceLocation) {
    for error in found.errors {
        Issue.record(Comment(rawValue: error), severity: .error, sourceLocation: sourceLocation)
    }
    for finding in found.findings { record(finding, sourceLocation: sourceLocation) }
    for warning in found.warnings {
        Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: sourceLocation)
    }
    for file in found.attachments(name: name) {
        Attachment.record(file.bytes, named: file.name, sourceLocation: sourceLocation)
    }
}
