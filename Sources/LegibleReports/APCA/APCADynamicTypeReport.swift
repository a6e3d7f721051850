import LegibleCore

/// The APCA lightness contrast of one text color on one background for an iOS text style at every
/// content size category judged: `legible contrast FG BG --method apca --text-style footnote`.
///
/// At each category the style's size (Apple's Dynamic Type table, iOS points) is read as that
/// many logical px, and APCA's font lookup table (``APCARequirement/init(role:fontSize:weight:)``,
/// apca-w3 0.1.9, sizes in CSS px for the reference font Barlow) gives the minimum |Lc| for that
/// size at the weight as drawn (the style's weight or `--weight`, mapped by ``BoldText`` when
/// asked). A size too small for any contrast fails. The pair fails when any category fails.
/// No ``ContrastPolicy`` applies: the lookup decides by px and weight, not by a large-text rule.
/// APCA is a draft: every rendering says so.
public struct APCADynamicTypeReport: Sendable {
    /// One category (and Bold Text setting) judged.
    public struct CategoryVerdict: Hashable, Sendable {
        /// The content size category.
        public var category: ContentSizeCategory
        /// The Bold Text setting.
        public var boldText: BoldText
        /// The style's size at ``category``, in iOS points (logical px).
        public var pointSize: Int
        /// The weight as drawn.
        public var weight: Int
        /// The minimum |Lc| from the font lookup; nil when no contrast is enough at this size.
        public var requirement: APCARequirement?
        /// Whether the smallest |Lc|, unrounded, meets ``requirement``.
        public var passes: Bool
    }

    /// The text color as given (possibly translucent).
    public var foreground: SRGBColor
    /// The background as given (possibly translucent).
    public var background: SRGBColor
    /// The measured Lc, or its range over a translucent background.
    public var measurement: APCAMeasurement
    /// The text style.
    public var style: DynamicTypeTextStyle
    /// The weight given with `--weight`, or nil for the style's default.
    public var weight: Int?
    /// The Bold Text settings judged.
    public var boldText: [BoldText]
    /// One verdict per category and Bold Text setting (categories outer, settings inner).
    public var verdicts: [CategoryVerdict]

    /// Measures the pair and judges it at `categories`, once per setting in `boldText`.
    public init(
        foreground: SRGBColor, background: SRGBColor, style: DynamicTypeTextStyle, weight: Int?,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, boldText: [BoldText] = [.off]
    ) {
        self.foreground = foreground
        self.background = background
        let measurement = APCAMeasurement(text: foreground, background: background)
        self.measurement = measurement
        self.style = style
        self.weight = weight
        self.boldText = boldText
        var verdicts: [CategoryVerdict] = []
        for category in categories {
            for setting in boldText {
                let drawn = setting.weight(for: weight ?? style.defaultWeight)
                let points = style.pointSize(at: category)
                let requirement = APCARequirement(role: .text, fontSize: Double(points), weight: drawn)
                verdicts.append(CategoryVerdict(
                    category: category, boldText: setting, pointSize: points, weight: drawn,
                    requirement: requirement, passes: requirement.map { measurement.worst.satisfies($0) } ?? false))
            }
        }
        self.verdicts = verdicts
    }

    /// Whether every category judged passes; the command exits 1 when one does not.
    public var passes: Bool { verdicts.allSatisfy(\.passes) }

    /// The failing verdicts.
    public var failures: [CategoryVerdict] { verdicts.filter { !$0.passes } }

    var boldTextName: String { boldText.count > 1 ? "both" : boldText.first?.rawValue ?? "off" }

    /// The distinct category names of `verdicts`, as ``DynamicTypeContrastReport`` names them.
    static func categoryNames(_ verdicts: [CategoryVerdict]) -> [String] {
        DynamicTypeContrastReport.categoryNames(of: verdicts.map { ($0.category, $0.boldText) })
    }

    /// `fails at xSmall, Small (12 px); passes at …`, or `passes at every category judged (12)`.
    var summary: String {
        guard !failures.isEmpty else { return "passes at every category judged (\(verdicts.count))" }
        let sizes = failures.map(\.pointSize)
        let low = sizes.min() ?? 0, high = sizes.max() ?? 0
        var text = "fails at \(Self.categoryNames(failures).joined(separator: ", ")) ("
            + (low == high ? "\(low) px" : "\(low)–\(high) px") + ")"
        let passing = verdicts.filter(\.passes)
        if !passing.isEmpty { text += "; passes at " + Self.categoryNames(passing).joined(separator: ", ") }
        return text
    }

    /// The report as JSON: `method` ("apca"), `note` (the draft label), `foreground`,
    /// `background`, `lc` (signed, unrounded; the worst for a range), `lc_range` (translucent
    /// background only), `policy` (null: no policy applies to APCA), `text_style` {`name`,
    /// `weight`, `weight_source`}, `bold_text`, `categories` [{`content_size`, `bold_text`,
    /// `ios_pt`, `px`, `weight`, `requirement` (minimum |Lc|, or null when no contrast is enough),
    /// `source`, `status`}], `summary` {`judged`, `failing`, `failing_content_sizes`} and `status`.
    public var jsonValue: JSONValue {
        var members = APCAContrastReport.leadingMembers(
            foreground: foreground, background: background, measurement: measurement)
        members += [
            ("policy", .null),
            ("text_style", .object([
                ("name", .string(style.name)),
                ("weight", .integer(weight ?? style.defaultWeight)),
                ("weight_source", .string(weight == nil ? "style default" : "--weight")),
            ])),
            ("bold_text", .string(boldTextName)),
            ("categories", .array(verdicts.map { v in
                .object([
                    ("content_size", .string(v.category.name)),
                    ("bold_text", .bool(v.boldText == .on)),
                    ("ios_pt", .integer(v.pointSize)),
                    ("px", .number(Double(v.pointSize))),
                    ("weight", .integer(v.weight)),
                    ("requirement", v.requirement.map { .number($0.minimumLc) } ?? .null),
                    ("source", .string(v.requirement?.source ?? APCAContrastReport.tooSmall)),
                    ("status", .string(v.passes ? "pass" : "fail")),
                ])
            })),
        ]
        members += DynamicTypeContrastReport.summaryMembers(
            judged: verdicts.count, failing: Self.categoryNames(failures), passes: passes)
        return .object(members)
    }

    /// For people: the draft label, the pair and its Lc, one line per category, then a summary.
    public func renderText(style textStyle: TextStyle) -> String {
        let gap = textStyle.usesColor ? " " : ""
        var out = ContrastMethod.apcaDraftLabel + "\n\n"
        out += "Text        \(textStyle.swatch(foreground))\(gap)\(foreground.hex)\n"
        out += "Background  \(textStyle.swatch(background))\(gap)\(background.hex)"
        if !background.isOpaque { out += " (translucent; every verdict uses the smallest |Lc|)" }
        out += "\nLc          " + APCAContrastReport.format(measurement.worst.value)
            + (measurement.isRange ? " to " + APCAContrastReport.format(measurement.best.value) : "") + "\n"
        out += "Policy      none: APCA's font lookup table decides by px and weight (no large-text rule)\n"
        out += "Text style  \(style.name) at weight \(weight ?? style.defaultWeight)"
            + (weight == nil ? " (the style's default)" : "")
            + (boldText == [.off] ? "" : ", Bold Text \(boldTextName) (weights +200, at most 900)")
            + "; sizes from Apple's iOS Dynamic Type table, iOS pt = logical px = CSS px\n\n"
        var header = ["CATEGORY", "IOS PT", "PX", "WEIGHT", "REQUIRED", "RESULT"]
        if boldText.count > 1 { header.insert("BOLD TEXT", at: 1) }
        var table = TextTable(header: header)
        for v in verdicts {
            let verdict = Verdict(v.passes)
            var row: [TextTable.Cell] = [
                .init(v.category.name), .init("\(v.pointSize)"), .init("\(v.pointSize)"), .init("\(v.weight)"),
                .init(v.requirement.map { "Lc " + JSONWriter.format($0.minimumLc) } ?? "none enough"),
                .init(rendered: textStyle.verdict(verdict, upperCase: false), width: verdict.rawValue.count),
            ]
            if boldText.count > 1 { row.insert(.init(v.boldText.rawValue), at: 1) }
            table.rows.append(row)
        }
        out += table.render() + "\n"
        out += "Summary: \(style.name) \(summary) (APCA font lookup, apca-w3 0.1.9)\n"
        return out
    }
}
