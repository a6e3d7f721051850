import LegibleChecks
import LegibleCore
import LegibleReports

/// The issues a ``ColorPairCheck`` gives a test: one per line of `legible check --diagnostics`
/// (the build plugin's lines), so a test, the build and the command line say the same thing,
/// plus a warning per passing pair that is nearly failing.
public enum ColorCheckIssues {
    /// One issue: `error` for a failing pair, regression or collapse; `warning` for a value that
    /// was skipped (never checked, so never silently passed) or a nearly failing pair.
    public struct Issue: Sendable, Hashable {
        /// Whether the issue fails the test.
        public var isError: Bool
        /// The diagnostic line: `FILE:LINE:COLUMN: MESSAGE` (`Text.colorset/Contents.json:6:24:
        /// Text on Background (light): 2.85:1, needs 4.5:1 for text at AA (WCAG 1.4.3).`).
        public var message: String
    }

    /// The issues of `result`, in report order (notes and baselined findings give none), then
    /// one warning per pair that passes by less than `warningMargin`.
    ///
    /// Nearly failing: a pair judged by its WCAG 2 ratio that passes and is not ignored, whose
    /// worst ratio is below its requirement plus `warningMargin` (ratio units; 0.1 by default,
    /// ``ContrastJudge/defaultWarningMargin``; 0 turns the warnings off). For a text-style pair the
    /// requirement is the strictest of its categories. APCA pairs (`method: .apca`) get none: Lc
    /// is not in ratio units.
    public static func issues(
        in result: ColorPairCheckResult, warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) -> [Issue] {
        var issues: [Issue] = []
        for line in result.report.renderDiagnostics(failures: .error).split(separator: "\n") {
            if let issue = issue(line) { issues.append(issue) }
        }
        for pair in result.report.results where pair.status == .pass && pair.apca == nil {
            let worst = pair.measurement.worst.value
            guard worst < pair.requirement.minimumRatio + max(0, warningMargin) else { continue }
            let text = pair.message.hasSuffix(".") ? String(pair.message.dropLast()) : pair.message
            let line = CheckReport.diagnostic(
                "warning", at: pair.pair.foreground.location,
                text + "; nearly failing: within \(ContrastRatio.format(warningMargin, decimals: 2)) of the minimum.")
            if let issue = issue(Substring(line.dropLast())) { issues.append(issue) }
        }
        return issues
    }

    /// The JSON report (`legible check --format json`) a failing expectation attaches as
    /// `legible-check.json`; nil when nothing fails the run.
    public static func attachment(for result: ColorPairCheckResult) -> (name: String, bytes: [UInt8])? {
        guard result.hasFailures else { return nil }
        return ("legible-check.json", Array(result.report.renderJSON().utf8))
    }

    /// A diagnostic line without its severity, or nil for a note or the summary line.
    private static func issue(_ line: Substring) -> Issue? {
        for (marker, isError) in [(": error: ", true), (": warning: ", false)] {
            let bare = marker.dropFirst(2)
            if line.hasPrefix(bare) { return Issue(isError: isError, message: String(line.dropFirst(bare.count))) }
            guard let range = line.range(of: marker) else { continue }
            return Issue(isError: isError, message: String(line[..<range.lowerBound] + ": " + line[range.upperBound...]))
        }
        return nil
    }
}
