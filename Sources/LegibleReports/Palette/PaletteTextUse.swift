import LegibleCore

/// The text a palette's colors are meant for, under a policy: `palette … --policy apple
/// --size 17pt` or `--text-style footnote`. Each color is judged as that text against the
/// palette's background, so the report says which steps are usable for it.
///
/// Without a size or text style only the policy is stated (a palette's ratios do not depend on
/// it). The judging is the one `contrast` uses: ``ContrastPolicy/judge(_:weight:)`` for a size,
/// ``DynamicTypeTextStyle/verdicts(for:weight:policy:level:categories:boldText:)`` for a style.
public struct PaletteTextUse: Sendable {
    /// What the text is.
    public enum Text: Sendable {
        /// A literal size and weight.
        case size(FontSize, weight: Int)
        /// An iOS text style at `categories` (weight nil: the style's own), with each Bold Text
        /// setting in `boldText` (a category passes when it passes with every one).
        case textStyle(DynamicTypeTextStyle, weight: Int?, categories: [ContentSizeCategory], boldText: [BoldText] = [.off])
    }

    /// One color judged as that text.
    public struct ColorVerdict: Hashable, Sendable {
        /// Whether the color meets the requirement (every category, for a text style).
        public var passes: Bool
        /// The minimum ratio (for a size).
        public var requirement: ContrastRequirement?
        /// The categories that pass and fail (for a text style).
        public var passing: [ContentSizeCategory], failing: [ContentSizeCategory]
    }

    /// The policy in force.
    public var policy: ContrastPolicy
    /// The level judged.
    public var level: WCAGLevel
    /// The text, or nil when only the policy is stated.
    public var text: Text?

    /// Creates a text use.
    public init(policy: ContrastPolicy = .wcag, level: WCAGLevel = .aa, text: Text? = nil) {
        self.policy = policy
        self.level = level
        self.text = text
    }

    /// The judgement of a literal size, nil for a text style or no text.
    public var judgement: LargeTextJudgement? {
        guard case .size(let size, let weight)? = text else { return nil }
        return policy.judge(size, weight: weight)
    }

    /// A color whose worst ratio against the background is `ratio`, judged as the text; nil
    /// when there is no text.
    public func verdict(_ ratio: ContrastRatio) -> ColorVerdict? {
        switch text {
        case nil: return nil
        case .size?:
            guard let judgement else { return nil }
            let requirement = ContrastRequirement(level: level, role: judgement.role)
            return ColorVerdict(passes: ratio.satisfies(requirement), requirement: requirement, passing: [], failing: [])
        case .textStyle(let style, let weight, let categories, let boldText)?:
            let verdicts = style.verdicts(for: ratio, weight: weight, policy: policy, level: level,
                                          categories: categories, boldText: boldText)
            let failing = categories.filter { c in verdicts.contains { $0.category == c && !$0.passes } }
            let passing = categories.filter { !failing.contains($0) }
            return ColorVerdict(passes: failing.isEmpty, requirement: nil, passing: passing, failing: failing)
        }
    }

    /// `pass`, `fail`, or for a text style `every category`, `none`, `xxxLarge–AX5`.
    func cell(_ verdict: ColorVerdict) -> String {
        guard case .textStyle(_, _, let categories, _)? = text else { return verdict.passes ? "pass" : "fail" }
        if verdict.failing.isEmpty { return categories.count == 1 ? "pass" : "every category" }
        if verdict.passing.isEmpty { return categories.count == 1 ? "fail" : "none" }
        // Sizes grow with the category, so the passing ones are a run up to AX5 in practice;
        // list them when they are not one run.
        let indices = verdict.passing.map(\.rawValue)
        let isRun = zip(indices, indices.dropFirst()).allSatisfy { $1 == $0 + 1 }
        if isRun, let first = verdict.passing.first, let last = verdict.passing.last {
            return first == last ? first.name : "\(first.name)–\(last.name)"
        }
        return verdict.passing.map(\.name).joined(separator: ", ")
    }

    /// The header of the column: `AA 17PT` or `AA FOOTNOTE`.
    var columnHeader: String {
        switch text {
        case .size(let size, _)?: "\(level.rawValue) \(size.text.uppercased())"
        case .textStyle(let style, _, let categories, _)?:
            "\(level.rawValue) \(style.name.uppercased())" + (categories.count == 1 ? " @ \(categories[0].name.uppercased())" : "")
        case nil: ""
        }
    }

    /// Lines for a text report: the policy, and the text with its rule.
    func headerLines() -> String {
        var out = TextSizeReporting.policyLine(policy)
        switch text {
        case .size(_, let weight)?:
            if let judgement {
                out += "Text        \(judgement.inputReading): \(TextSizeReporting.displayPixels(judgement.pixels)) px at weight "
                    + "\(weight) is " + (judgement.isLarge ? "large text" : "not large text")
                    + " (\(judgement.reason)); \(level.rawValue) needs "
                    + JSONWriter.format(ContrastRequirement(level: level, role: judgement.role).minimumRatio) + ":1\n"
            }
        case .textStyle(let style, let weight, let categories, let boldText)?:
            out += "Text        \(style.name) at weight \(weight ?? style.defaultWeight) at "
                + (categories.count == 12 ? "every content size category (xSmall to AX5)" : categories.map(\.name).joined(separator: ", "))
                + (boldText == [.off] ? "" : ", Bold Text " + TextSizeReporting.boldTextName(boldText) + " (weights +200, at most 900)")
                + "; the column gives the categories at which a color passes \(level.rawValue)\n"
        case nil: break
        }
        return out
    }

    /// The report-level JSON: `policy` {`name`, `point`, `large_text_rule`} and, with a text,
    /// `text_use` {`level`, and `size` {`input`, `read_as`, `px`, `pt`, `weight`, `large`,
    /// `rule`, `requirement`} or `text_style` {`name`, `weight`, `content_sizes`, `bold_text`}}.
    func jsonMembers() -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("policy", TextSizeReporting.json(policy))]
        switch text {
        case .size?:
            if let judgement {
                let requirement = ContrastRequirement(level: level, role: judgement.role)
                members.append(("text_use", .object([
                    ("level", .string(level.rawValue)),
                    ("size", .object(TextSizeReporting.json(judgement) + [("requirement", .number(requirement.minimumRatio))])),
                ])))
            }
        case .textStyle(let style, let weight, let categories, let boldText)?:
            members.append(("text_use", .object([
                ("level", .string(level.rawValue)),
                ("text_style", .object([
                    ("name", .string(style.name)),
                    ("weight", .integer(weight ?? style.defaultWeight)),
                    ("content_sizes", .array(categories.map { .string($0.name) })),
                    ("bold_text", .string(TextSizeReporting.boldTextName(boldText))),
                ])),
            ])))
        case nil: break
        }
        return members
    }

    /// Per color: `text_use` {`status`, and `requirement` for a size, or
    /// `passing_content_sizes` and `failing_content_sizes` for a text style}.
    func json(_ verdict: ColorVerdict) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("status", .string(verdict.passes ? "pass" : "fail"))]
        if let requirement = verdict.requirement {
            members.append(("requirement", .number(requirement.minimumRatio)))
        } else {
            members.append(("passing_content_sizes", .array(verdict.passing.map { .string($0.name) })))
            members.append(("failing_content_sizes", .array(verdict.failing.map { .string($0.name) })))
        }
        return .object(members)
    }
}
