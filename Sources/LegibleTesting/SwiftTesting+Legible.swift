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
    guard let (fg, bg) = parsedPair(foreground, background, sourceLocation: sourceLocation) else { return nil }
    return expectContrast(
        fg, on: bg, meets: level, for: role, context: context, warningMargin: warningMargin, sourceLocation: sourceLocation)
}

/// Records a Swift Testing issue unless `foreground` on `background` meets `level` for text of
/// `size` (a literal size or a Dynamic Type text style) under `policy`, which decides which text
/// is large (`.wcag`, `.native`, `.apple`; see ``ContrastTextSize``).
///
/// `expectContrast("#8e8e93", on: "white", policy: .apple, at: .textStyle(.footnote))` fails at
/// the caller with `#8e8e93 on #ffffff: 3.26:1, needs 4.5:1 (WCAG 2.2 AA, 1.4.3, text) for footnote
/// fails AA at xSmall, Small, Medium, Large, xLarge, xxLarge (12–17 pt); passes at xxxLarge, AX1,
/// …, policy apple; nearest passing foreground …`. Nearly failing and unparsable colors are
/// recorded as in ``expectContrast(_:on:meets:for:context:warningMargin:sourceLocation:)-(String,_,_,_,_,_,_)``.
///
/// - Returns: the finding (with its per-category verdicts), or nil when a color could not be parsed.
@discardableResult
public func expectContrast(
    _ foreground: String, on background: String, meets level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
    at size: ContrastTextSize, context: String? = nil, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ContrastFinding? {
    guard let (fg, bg) = parsedPair(foreground, background, sourceLocation: sourceLocation) else { return nil }
    return expectContrast(
        fg, on: bg, meets: level, policy: policy, at: size, context: context, warningMargin: warningMargin,
        sourceLocation: sourceLocation)
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

/// The sized expectation (``ContrastTextSize``) for colors already parsed.
@discardableResult
public func expectContrast(
    _ foreground: SRGBColor, on background: SRGBColor, meets level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
    at size: ContrastTextSize, context: String? = nil, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ContrastFinding {
    let finding = ContrastJudge.judge(
        foreground: foreground, background: background, level: level, policy: policy, textSize: size,
        warningMargin: warningMargin, context: context)
    record(finding, sourceLocation: sourceLocation)
    return finding
}

/// The expectation in every appearance (light, dark, and each with Increase Contrast): one
/// issue per distinct pair of colors that fails (or nearly fails), its message starting with the
/// appearances (`dark, dark-high-contrast appearance: …`). On Apple platforms
/// `AppearanceColor(resolving:)` turns a `UIColor`, `NSColor` or SwiftUI `Color` into the colors.
@discardableResult
public func expectContrast(
    _ foreground: AppearanceColor, on background: AppearanceColor, meets level: WCAGLevel = .aa,
    for role: ContrastRole = .text, context: String? = nil,
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [ContrastFinding] {
    let findings = ContrastJudge.judgeAppearances(foreground: foreground, background: background, context: context) {
        ContrastJudge.judge(
            foreground: $0, background: $1, requirement: ContrastRequirement(level: level, role: role),
            warningMargin: warningMargin, context: $2)
    }
    for finding in findings { record(finding, sourceLocation: sourceLocation) }
    return findings
}

/// The sized expectation (``ContrastTextSize``) in every appearance.
@discardableResult
public func expectContrast(
    _ foreground: AppearanceColor, on background: AppearanceColor, meets level: WCAGLevel = .aa,
    policy: ContrastPolicy = .wcag, at size: ContrastTextSize, context: String? = nil,
    warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [ContrastFinding] {
    let findings = ContrastJudge.judgeAppearances(foreground: foreground, background: background, context: context) {
        ContrastJudge.judge(
            foreground: $0, background: $1, level: level, policy: policy, textSize: size,
            warningMargin: warningMargin, context: $2)
    }
    for finding in findings { record(finding, sourceLocation: sourceLocation) }
    return findings
}

/// Runs `check` (LegibleChecks' ``ColorPairCheck``: `legible check` as one call, over asset
/// catalogs, token files or tokens in memory) and records an error issue at the caller per failing
/// pair, regression or collapse, and a warning per value that could not be checked and per pair
/// that passes by less than `warningMargin` (``ColorCheckIssues/issues(in:warningMargin:)``), each
/// naming the token's file and line, the colors, the ratio (`2.85:1`) and the requirement. When
/// the run fails, the JSON report (`legible check --format json`) is attached as
/// `legible-check.json`. A check that cannot run (an unreadable input, no pairs at all) is an
/// error issue too.
///
/// - Returns: the result, or nil when the check could not run.
@discardableResult
public func expectLegibleColors(
    _ check: ColorPairCheck, warningMargin: Double = ContrastJudge.defaultWarningMargin,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ColorPairCheckResult? {
    do {
        let result = try check.run()
        for issue in ColorCheckIssues.issues(in: result, warningMargin: warningMargin) {
            Issue.record(
                Comment(rawValue: issue.message), severity: issue.isError ? .error : .warning,
                sourceLocation: sourceLocation)
        }
        if let report = ColorCheckIssues.attachment(for: result) {
            Attachment.record(report.bytes, named: report.name, sourceLocation: sourceLocation)
        }
        return result
    } catch {
        Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
        return nil
    }
}

/// Both colors parsed, or nil after an error issue naming the one that is not a color.
private func parsedPair(
    _ foreground: String, _ background: String, sourceLocation: SourceLocation
) -> (SRGBColor, SRGBColor)? {
    do {
        return (try SRGBColor(parsing: foreground), try SRGBColor(parsing: background))
    } catch {
        Issue.record(Comment(rawValue: "could not parse a color: \(error)"), sourceLocation: sourceLocation)
        return nil
    }
}

func record(_ finding: ContrastFinding, sourceLocation: SourceLocation) {
    switch finding.severity {
    case .pass: break
    case .nearlyFailing:
        Issue.record(Comment(rawValue: finding.message), severity: .warning, sourceLocation: sourceLocation)
    case .failure:
        Issue.record(Comment(rawValue: finding.message), severity: .error, sourceLocation: sourceLocation)
    }
}
