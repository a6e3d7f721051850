import LegibleCore
import LegibleReports

/// How a checked pair or screenshot run came out, for a test to record.
public enum ContrastFindingSeverity: String, Hashable, Sendable {
    /// Meets the requirement with more than the warning margin to spare.
    case pass
    /// Meets the requirement, but by less than the warning margin: recorded as a warning
    /// (Swift Testing) or an activity note (XCTest), never passed silently.
    case nearlyFailing
    /// Below the requirement (unrounded: 4.499 fails 4.5).
    case failure
}

/// One verdict with the message a test records.
public struct ContrastFinding: Hashable, Sendable {
    /// The outcome.
    public var severity: ContrastFindingSeverity
    /// The text recorded: colors, ratio as the CLI prints it (`3.26:1`), requirement, and for a
    /// failure the nearest passing foreground.
    public var message: String
    /// The measured contrast (a range when the background is translucent).
    public var measurement: ContrastMeasurement
    /// The requirement judged against; for a text style the strictest of its categories.
    public var requirement: ContrastRequirement
    /// For a literal size (``ContrastTextSize/size(_:weight:)``): whether the policy makes it
    /// large text, and why; nil otherwise.
    public var sizeJudgement: LargeTextJudgement?
    /// For a text style (``ContrastTextSize/textStyle(_:weight:contentSizes:boldText:)``): one
    /// verdict per content size category (and Bold Text setting) judged; empty otherwise.
    public var contentSizeVerdicts: [DynamicTypeVerdict] = []
    /// For a pair of ``AppearanceColor``s: set when an increased-contrast appearance has less
    /// contrast than its standard one (the regression rule of `legible check`); the finding is
    /// then a failure whatever the requirement says. Nil otherwise.
    public var regression: ContrastRegression?

    /// The content size categories at which the pair fails, smallest first (empty without a
    /// text style, or when every category passes).
    public var failingContentSizes: [ContentSizeCategory] {
        var out: [ContentSizeCategory] = []
        for verdict in contentSizeVerdicts where !verdict.passes && !out.contains(verdict.category) {
            out.append(verdict.category)
        }
        return out
    }
}

/// The judging behind `expectContrast` and `XCTAssertContrast`, framework-free so it is tested
/// everywhere.
///
/// Margin: a pair whose worst ratio meets the minimum by less than `warningMargin` (default 0.1,
/// in ratio units: 4.5 ≤ r < 4.6 at AA text) is "nearly failing". The margin covers the rounding
/// of colors between design tools, asset catalogs and the rendered pixels (one 8-bit step of a
/// mid gray moves a ratio by about 0.03–0.05).
public enum ContrastJudge {
    /// The default warning margin, in ratio units.
    public static let defaultWarningMargin = 0.1

    /// Judges `foreground` over `background` under `requirement`.
    ///
    /// - Parameters:
    ///   - context: words put before the message, such as `"dark appearance"` or `"24 px"`.
    public static func judge(
        foreground: SRGBColor, background: SRGBColor, requirement: ContrastRequirement,
        warningMargin: Double = defaultWarningMargin, context: String? = nil
    ) -> ContrastFinding {
        judge(foreground: foreground, background: background, requirement: requirement,
              warningMargin: warningMargin, context: context, sizeText: nil)
    }

    /// The judging of every expectation; `sizeText` (the size or text-style verdict) follows the
    /// requirement in the message.
    static func judge(
        foreground: SRGBColor, background: SRGBColor, requirement: ContrastRequirement,
        warningMargin: Double, context: String?, sizeText: String?
    ) -> ContrastFinding {
        let measured = foreground.contrast(with: background)
        let worst = measured.worst
        let severity: ContrastFindingSeverity =
            !worst.satisfies(requirement) ? .failure
            : worst.value < requirement.minimumRatio + max(0, warningMargin) ? .nearlyFailing : .pass
        var text = context.map { $0 + ": " } ?? ""
        text += "\(foreground.hex) on \(background.hex): \(ratioText(measured))"
        switch severity {
        case .pass: text += ", meets "
        case .nearlyFailing: text += ", nearly failing (within \(ContrastRatio.format(warningMargin, decimals: 2)) of) "
        case .failure: text += ", needs "
        }
        text += requirementText(requirement)
        if let sizeText { text += " for " + sizeText }
        if severity == .failure {
            if let fix = ContrastSuggester.nearestPassingForeground(
                foreground, on: background, requirement: requirement)
            {
                text += "; nearest passing foreground \(fix.foreground.hex) (\(fix.ratio.displayString):1)"
            } else {
                text += "; no foreground passes on this background"
            }
        }
        return ContrastFinding(severity: severity, message: text, measurement: measured, requirement: requirement)
    }

    /// `"3.26:1"`, or `"2.10:1 to 5.92:1 over any backdrop"` for a range.
    public static func ratioText(_ measured: ContrastMeasurement) -> String {
        let worst = measured.worst.displayString + ":1"
        guard measured.isRange else { return worst }
        return "\(worst) to \(measured.best.displayString):1 over any backdrop"
    }

    /// `"4.5:1 (WCAG 2.2 AA, 1.4.3, text)"`.
    public static func requirementText(_ requirement: ContrastRequirement) -> String {
        let minimum = requirement.minimumRatio == requirement.minimumRatio.rounded()
            ? String(Int(requirement.minimumRatio)) : String(requirement.minimumRatio)
        return "\(minimum):1 (WCAG 2.2 \(requirement.level.rawValue.uppercased()), \(requirement.criterion), \(requirement.role.rawValue))"
    }
}
