import LegibleCore
import LegibleReports

/// The text a pair is drawn as, for the sized contrast expectations: a literal size or an iOS
/// Dynamic Type text style. The policy given beside it decides which text is large (and, for
/// `pt`, what a point is), exactly as `legible contrast --size/--text-style --policy` and a
/// `check` pair rule with `size` or `textStyle` do.
public enum ContrastTextSize: Hashable, Sendable {
    /// A literal size: `.size(.points(17))` (the policy's point: 4/3 px under `wcag`, 1 logical
    /// px under `native` and `apple`), `.size(.pixels(16), weight: 700)` (logical px). The weight
    /// is 1...1000; 700 or more is bold.
    case size(FontSize, weight: Int = 400)
    /// An iOS text style judged at each of `contentSizes` (all 12 by default, `xSmall` to
    /// `AX5`): its sizes are Apple's Dynamic Type table in `LegibleCore`
    /// (``DynamicTypeTextStyle``). `weight` nil is the style's own (headline 600, others 400);
    /// `boldText` `[.off, .on]` judges with the Bold Text setting both ways. The pair fails when
    /// any category judged fails.
    case textStyle(
        DynamicTypeTextStyle, weight: Int? = nil,
        contentSizes: [ContentSizeCategory] = ContentSizeCategory.allCases, boldText: [BoldText] = [.off])
}

extension ContrastJudge {
    /// Judges `foreground` over `background` at `level` for text of `textSize` under `policy`.
    ///
    /// A literal size gives one requirement (text or large text, by ``ContrastPolicy/judge(_:weight:)``).
    /// A text style gives one verdict per content size category
    /// (``DynamicTypeTextStyle/verdicts(for:weight:policy:level:categories:boldText:)``); the
    /// finding's requirement is the strictest judged (what `check` reports), the message names the
    /// failing and passing categories (`footnote fails AA at xSmall, …, xxLarge (12–17 pt); passes at
    /// xxxLarge, …`), and the nearest passing foreground meets every category. Nearly failing: the
    /// worst ratio is below that requirement plus `warningMargin`.
    public static func judge(
        foreground: SRGBColor, background: SRGBColor, level: WCAGLevel = .aa, policy: ContrastPolicy,
        textSize: ContrastTextSize, warningMargin: Double = defaultWarningMargin, context: String? = nil
    ) -> ContrastFinding {
        let measured = foreground.contrast(with: background)
        switch textSize {
        case .size(let size, let weight):
            let judgement = policy.judge(size, weight: weight)
            let sizeText = "\(judgement.inputReading): \(JSONWriter.format(judgement.pixels)) px at weight "
                + "\(judgement.weight) is " + (judgement.isLarge ? "large text" : "not large text")
                + " (\(judgement.reason)), policy \(policy.rawValue)"
            var finding = judge(
                foreground: foreground, background: background,
                requirement: ContrastRequirement(level: level, role: judgement.role),
                warningMargin: warningMargin, context: context, sizeText: sizeText)
            finding.sizeJudgement = judgement
            return finding
        case .textStyle(let style, let weight, let categories, let boldText):
            let verdicts = style.verdicts(
                for: measured.worst, weight: weight, policy: policy, level: level,
                categories: categories.isEmpty ? ContentSizeCategory.allCases : categories, boldText: boldText)
            let strictest = verdicts.map(\.requirement).max { $0.minimumRatio < $1.minimumRatio }
                ?? ContrastRequirement(level: level, role: .text)
            let sizeText = "\(style.name) " + DynamicTypeContrastReport.summary(verdicts, level: level)
                + ", policy \(policy.rawValue)"
            var finding = judge(
                foreground: foreground, background: background, requirement: strictest,
                warningMargin: warningMargin, context: context, sizeText: sizeText)
            finding.contentSizeVerdicts = verdicts
            return finding
        }
    }
}
