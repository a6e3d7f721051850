import LegibleCore
import LegibleReports
import LegibleTokens

/// Reports with every status, a regression, a collapse and a skipped value, for the format tests.
enum CheckSamples {
    static let file = "tokens/my colors.json"

    static func token(_ name: String, _ hex: String, line: Int, appearance: String, file: String = file) -> ColorToken {
        ColorToken(
            name: name, color: (try? SRGBColor(parsing: hex)) ?? .black, rawValue: hex, appearance: appearance,
            location: SourceLocation(file: file, line: line, column: 5))
    }

    static func pair(_ fg: ColorToken, _ bg: ColorToken, role: ContrastRole = .text, level: WCAGLevel = .aa) -> TokenPair {
        TokenPair(foreground: fg, background: bg, appearance: fg.appearance, role: role, level: level)
    }

    /// light: fg.default passes, fg.muted fails (4.48:1); a name with Markdown, XML and GitHub
    /// specials fails; dark: fg.muted passes at 6.15:1; dark-high-contrast: fg.muted passes at
    /// 5.1:1, less than dark: a regression.
    static let pairs: [TokenPair] = [
        pair(token("fg.default", "#1f2328", line: 3, appearance: "light"), token("bg.default", "#ffffff", line: 9, appearance: "light")),
        pair(token("fg.muted", "#777777", line: 4, appearance: "light"), token("bg.default", "#ffffff", line: 9, appearance: "light")),
        pair(token("fg.<odd>|\"a,b:c\"&*_", "#999999", line: 6, appearance: "light"),
             token("bg.default", "#ffffff", line: 9, appearance: "light")),
        pair(token("fg.muted", "#8b949e", line: 14, appearance: "dark"), token("bg.default", "#0d1117", line: 19, appearance: "dark")),
        pair(token("fg.muted", "#7d8590", line: 24, appearance: "dark-high-contrast"),
             token("bg.default", "#0d1117", line: 29, appearance: "dark-high-contrast")),
    ]

    static let skipped = SkippedToken(
        name: "fg.mix", appearance: "light", rawValue: "color-mix(in srgb, red, blue)",
        location: SourceLocation(file: file, line: 7, column: 5), reason: "color-mix() cannot be computed yet")

    /// The plain report: two failures, one regression, one skipped value, a collapsing status set.
    static func report(method: ContrastMethod = .wcag) -> CheckReport {
        let status = DistinguishReport.ColorSet(name: "status", appearance: "light", colors: [
            NamedColor(name: "status.error", color: (try? SRGBColor(parsing: "#d1242f")) ?? .black),
            NamedColor(name: "status.success", color: (try? SRGBColor(parsing: "#1a7f37")) ?? .black),
        ])
        var report = CheckReport(
            pairs: pairs, method: method, distinction: DistinguishReport(sets: [status], check: ColorDistinctionCheck()))
        report.skipped = [skipped]
        report.recordLocations(of: [
            token("status.error", "#d1242f", line: 40, appearance: "light"),
            token("status.success", "#1a7f37", line: 41, appearance: "light"),
        ])
        return report
    }

    /// The report with fg.muted (light) baselined and the odd name ignored.
    static func baselinedReport() -> CheckReport {
        var report = report()
        report.apply(ignoring: [CheckIgnoreRule(foreground: "fg.<*", background: "bg.*", reason: "decorative | \"only\"")])
        let muted = report.results[1]
        report.apply(baseline: CheckBaseline(failures: [muted.key], failureScores: [muted.key: muted.decidingScore]))
        return report
    }
}
