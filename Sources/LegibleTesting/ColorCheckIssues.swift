import LegibleChecks
import LegibleReports

/// The issues a ``ColorPairCheck`` gives a test: one per line of `legible check --diagnostics`
/// (the build plugin's lines), so a test, the build and the command line say the same thing.
public enum ColorCheckIssues {
    /// One issue: `error` for a failing pair, regression or collapse; `warning` for a value that
    /// was skipped (never checked, so never silently passed).
    public struct Issue: Sendable, Hashable {
        /// Whether the issue fails the test.
        public var isError: Bool
        /// The diagnostic line: `FILE:LINE:COLUMN: MESSAGE` (`Text.colorset/Contents.json:6:24:
        /// Text on Background (light): 2.85:1, needs 4.5:1 for text at AA (WCAG 1.4.3).`).
        public var message: String
    }

    /// The issues of `result`, in report order; notes and baselined findings give none.
    public static func issues(in result: ColorPairCheckResult) -> [Issue] {
        var issues: [Issue] = []
        for line in result.report.renderDiagnostics(failures: .error).split(separator: "\n") {
            for (marker, isError) in [(": error: ", true), (": warning: ", false)] {
                guard let range = line.range(of: marker) else { continue }
                issues.append(Issue(isError: isError, message: line[..<range.lowerBound] + ": " + line[range.upperBound...]))
                break
            }
        }
        return issues
    }
}
