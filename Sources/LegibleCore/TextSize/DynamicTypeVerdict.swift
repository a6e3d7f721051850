/// The contrast verdict for one text style at one content size category (and one Bold Text
/// setting).
public struct DynamicTypeVerdict: Hashable, Sendable {
    /// The text style judged.
    public var style: DynamicTypeTextStyle
    /// The content size category.
    public var category: ContentSizeCategory
    /// The Bold Text setting.
    public var boldText: BoldText
    /// The style's size at ``category``, in iOS points (logical px).
    public var pointSize: Int
    /// The weight as drawn: the given weight, mapped by ``boldText``.
    public var weight: Int
    /// Whether that size and weight are large text under the policy, and why.
    public var judgement: LargeTextJudgement
    /// The requirement that applies: text or large text at the level asked for.
    public var requirement: ContrastRequirement
    /// Whether the ratio meets ``requirement`` (unrounded).
    public var passes: Bool
}

extension DynamicTypeTextStyle {
    /// Judges a contrast ratio for this style at each of `categories`, once per Bold Text
    /// setting in `boldText`, in that order (categories outer, settings inner).
    ///
    /// - Parameters:
    ///   - ratio: The worst-case WCAG 2 ratio of the pair.
    ///   - weight: The weight as set (1...1000); nil for the style's ``defaultWeight``.
    ///   - policy: Decides which sizes are large. Text style sizes are logical px under
    ///     every policy, so under `wcag` footnote at AX1 (23 pt) is 23 px, not large.
    ///   - level: AA or AAA.
    ///   - categories: The content size categories, every one by default.
    ///   - boldText: The Bold Text settings, off by default.
    /// - Returns: One verdict per category and setting.
    /// - Complexity: O(categories × settings).
    public func verdicts(
        for ratio: ContrastRatio, weight: Int? = nil, policy: ContrastPolicy, level: WCAGLevel,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, boldText: [BoldText] = [.off]
    ) -> [DynamicTypeVerdict] {
        var out: [DynamicTypeVerdict] = []
        for category in categories {
            for setting in boldText {
                let drawn = setting.weight(for: weight ?? defaultWeight)
                let judgement = policy.judge(fontSize(at: category), weight: drawn)
                let requirement = ContrastRequirement(level: level, role: judgement.role)
                out.append(DynamicTypeVerdict(
                    style: self, category: category, boldText: setting, pointSize: pointSize(at: category),
                    weight: drawn, judgement: judgement, requirement: requirement,
                    passes: ratio.satisfies(requirement)))
            }
        }
        return out
    }
}
