import LegibleCore

/// The contrast of one pair for an iOS text style at every content size category judged:
/// `legible contrast FG BG --text-style footnote`.
///
/// Each category gives the style's size (Apple's Dynamic Type table), the weight as drawn (with
/// Bold Text when asked), whether the policy makes that large text, the requirement and the
/// verdict. The pair fails when any category judged fails.
public struct DynamicTypeContrastReport: Sendable {
    /// The foreground as given.
    public var foreground: SRGBColor
    /// The background as given.
    public var background: SRGBColor
    /// The measured ratio or range; the worst ratio decides.
    public var measurement: ContrastMeasurement
    /// The text style.
    public var style: DynamicTypeTextStyle
    /// The weight given with `--weight`, or nil for the style's default.
    public var weight: Int?
    /// The policy in force.
    public var policy: ContrastPolicy
    /// The level judged.
    public var level: WCAGLevel
    /// The Bold Text settings judged.
    public var boldText: [BoldText]
    /// One verdict per category and Bold Text setting, smallest category first.
    public var verdicts: [DynamicTypeVerdict]

    /// Measures the pair and judges it at `categories`.
    public init(
        foreground: SRGBColor, background: SRGBColor, style: DynamicTypeTextStyle, weight: Int?,
        policy: ContrastPolicy, level: WCAGLevel,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, boldText: [BoldText] = [.off]
    ) {
        self.foreground = foreground
        self.background = background
        self.measurement = ContrastMeasurement(foreground: foreground, background: background)
        self.style = style
        self.weight = weight
        self.policy = policy
        self.level = level
        self.boldText = boldText
        self.verdicts = style.verdicts(
            for: measurement.worst, weight: weight, policy: policy, level: level,
            categories: categories, boldText: boldText)
    }

    /// Whether every category judged passes; the command exits 1 when one does not.
    public var passes: Bool { verdicts.allSatisfy(\.passes) }

    /// The failing verdicts.
    public var failures: [DynamicTypeVerdict] { verdicts.filter { !$0.passes } }

    /// `off`, `on` or `both`.
    var boldTextName: String { boldText.count > 1 ? "both" : boldText.first?.rawValue ?? "off" }

    /// The report as JSON: `foreground`, `background`, `ratio` (the worst, unrounded),
    /// `ratio_range` for a translucent background, `policy` {`name`, `point`,
    /// `large_text_rule`}, `level`, `text_style` {`name`, `weight`, `weight_source`},
    /// `bold_text` (`off`, `on`, `both`), `categories` [{`content_size`, `bold_text`,
    /// `ios_pt`, `px`, `weight`, `large`, `rule`, `requirement`, `criterion`, `status`}],
    /// `summary` {`judged`, `failing`, `failing_content_sizes`} and `status`.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("foreground", .string(foreground.hex)),
            ("background", .string(background.hex)),
            ("ratio", .number(measurement.worst.value)),
        ]
        if measurement.isRange {
            members.append(("ratio_range", .array([.number(measurement.worst.value), .number(measurement.best.value)])))
        }
        members += [
            ("policy", TextSizeReporting.json(policy)),
            ("level", .string(level.rawValue)),
            ("text_style", .object([
                ("name", .string(style.name)),
                ("weight", .integer(weight ?? style.defaultWeight)),
                ("weight_source", .string(weight == nil ? "style default" : "--weight")),
            ])),
            ("bold_text", .string(boldTextName)),
            ("categories", .array(verdicts.map(Self.json))),
        ]
        members += DynamicTypeContrastReport.summaryMembers(
            judged: verdicts.count, failing: Self.categoryNames(failures), passes: passes)
        return .object(members)
    }

    /// The closing members of a per-category report, shared by the WCAG and APCA reports:
    /// `summary` {`judged`, `failing`, `failing_content_sizes`} and `status`.
    static func summaryMembers(judged: Int, failing: [String], passes: Bool) -> [(key: String, value: JSONValue)] {
        [
            ("summary", .object([
                ("judged", .integer(judged)),
                ("failing", .integer(failing.count)),
                ("failing_content_sizes", .array(failing.map(JSONValue.string))),
            ])),
            ("status", .string(passes ? "pass" : "fail")),
        ]
    }

    /// One verdict as JSON (shared with `check`).
    static func json(_ v: DynamicTypeVerdict) -> JSONValue {
        .object([
            ("content_size", .string(v.category.name)),
            ("bold_text", .bool(v.boldText == .on)),
            ("ios_pt", .integer(v.pointSize)),
            ("px", .number(v.judgement.pixels)),
            ("weight", .integer(v.weight)),
            ("large", .bool(v.judgement.isLarge)),
            ("rule", .string(v.judgement.reason)),
            ("requirement", .number(v.requirement.minimumRatio)),
            ("criterion", .string(v.requirement.criterion)),
            ("status", .string(v.passes ? "pass" : "fail")),
        ])
    }

    /// The distinct category names of `verdicts`, in order (`Large` once even with Bold Text
    /// both ways; `Large (Bold Text)` when only the bold setting failed there).
    static func categoryNames(_ verdicts: [DynamicTypeVerdict]) -> [String] {
        categoryNames(of: verdicts.map { ($0.category, $0.boldText) })
    }

    /// The naming rule behind both reports' category lists, over (category, Bold Text setting).
    static func categoryNames(of verdicts: [(category: ContentSizeCategory, boldText: BoldText)]) -> [String] {
        var names: [String] = []
        for v in verdicts {
            let both = verdicts.contains { $0.category == v.category && $0.boldText != v.boldText }
            let name = v.category.name + (both || v.boldText == .off ? "" : " (Bold Text)")
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `fails AA at xSmall, Small (12 pt); passes at …`: the summary of a list of verdicts, sizes in
    /// the policy's point (px under `wcag`, where a pt is 4/3 px). Shared by `contrast
    /// --text-style`, `check`'s text-style pairs and LegibleTesting's expectations.
    public static func summary(_ verdicts: [DynamicTypeVerdict], level: WCAGLevel) -> String {
        let failing = verdicts.filter { !$0.passes }
        guard !failing.isEmpty else {
            return "passes \(level.rawValue) at every category judged (\(verdicts.count))"
        }
        // Text style sizes are platform points, one logical px each. Under wcag a "pt" is WCAG's
        // typographic point (4/3 px), so the same sizes are given in px there.
        let sizes = failing.map(\.pointSize)
        let unit = failing[0].judgement.policy == .wcag ? "px" : "pt"
        let low = sizes.min() ?? 0, high = sizes.max() ?? 0
        let range = low == high ? "\(low) \(unit)" : "\(low)–\(high) \(unit)"
        var text = "fails \(level.rawValue) at \(categoryNames(failing).joined(separator: ", ")) (\(range))"
        let passing = verdicts.filter(\.passes)
        if !passing.isEmpty { text += "; passes at " + categoryNames(passing).joined(separator: ", ") }
        return text
    }

    /// For people: the pair, the ratio, the policy, one line per category judged, then a
    /// summary line.
    public func renderText(style textStyle: TextStyle) -> String {
        let gap = textStyle.usesColor ? " " : ""
        var out = "Foreground  \(textStyle.swatch(foreground))\(gap)\(foreground.hex)"
        if !foreground.isOpaque && background.isOpaque {
            out += " (over the background: \(measurement.effectiveForeground.hex))"
        }
        out += "\nBackground  \(textStyle.swatch(background))\(gap)\(background.hex)"
        if !background.isOpaque { out += " (translucent; every verdict uses the worst ratio)" }
        let ratio = measurement.worst.displayString + ":1"
            + (measurement.isRange ? " to " + measurement.best.displayString + ":1" : "")
        out += "\nRatio       \(ratio)\n"
        out += TextSizeReporting.policyLine(policy)
        out += "Text style  \(style.name) at weight \(weight ?? style.defaultWeight)"
            + (weight == nil ? " (the style's default)" : "")
            + (boldText == [.off] ? "" : ", Bold Text \(boldTextName) (weights +200, at most 900)")
            + "; sizes from Apple's iOS Dynamic Type table, iOS pt = logical px\n\n"
        var header = ["CATEGORY", "IOS PT", "PX", "WEIGHT", "LARGE", "REQUIRED", "RESULT", "RULE"]
        if boldText.count > 1 { header.insert("BOLD TEXT", at: 1) }
        var table = TextTable(header: header)
        for v in verdicts {
            var row: [TextTable.Cell] = [
                .init(v.category.name), .init("\(v.pointSize)"), .init(JSONWriter.format(v.judgement.pixels)),
                .init("\(v.weight)"), .init(v.judgement.isLarge ? "yes" : "no"),
                .init(requirementText(v.requirement)),
                .init(rendered: textStyle.verdict(Verdict(v.passes), upperCase: false), width: Verdict(v.passes).rawValue.count),
                .init(v.judgement.reason),
            ]
            if boldText.count > 1 { row.insert(.init(v.boldText.rawValue), at: 1) }
            table.rows.append(row)
        }
        out += table.render() + "\n"
        out += "Summary: \(style.name) " + Self.summary(verdicts, level: level) + "\n"
        return out
    }
}
