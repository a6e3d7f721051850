import LegibleCore

/// A rule of Legible's SARIF output: one per WCAG 2.2 success criterion a check can fail, plus
/// the increased-contrast regression rule, which no criterion states.
public struct SARIFRule: Hashable, Sendable {
    /// The stable rule id, such as `wcag-1.4.3`.
    public var id: String
    /// The rule's name in PascalCase, as SARIF 2.1.0 §3.49.7 recommends: `ContrastMinimum`.
    public var name: String
    /// One sentence.
    public var shortDescription: String
    /// A paragraph.
    public var fullDescription: String
    /// The W3C "Understanding" page of the criterion; nil for the regression rule.
    public var helpURI: String?

    /// The rules in the order of `tool.driver.rules` (the index is each result's `ruleIndex`).
    public static let all: [SARIFRule] = [
        SARIFRule(
            id: "wcag-1.4.3", name: "ContrastMinimum",
            shortDescription: "Text contrast below the WCAG 2.2 AA minimum (4.5:1, large text 3:1).",
            fullDescription: "WCAG 2.2 success criterion 1.4.3 Contrast (Minimum), level AA: text and images of "
                + "text have a contrast ratio of at least 4.5:1, or 3:1 for large text.",
            helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        SARIFRule(
            id: "wcag-1.4.6", name: "ContrastEnhanced",
            shortDescription: "Text contrast below the WCAG 2.2 AAA minimum (7:1, large text 4.5:1).",
            fullDescription: "WCAG 2.2 success criterion 1.4.6 Contrast (Enhanced), level AAA: text and images of "
                + "text have a contrast ratio of at least 7:1, or 4.5:1 for large text.",
            helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html"),
        SARIFRule(
            id: "wcag-1.4.11", name: "NonTextContrast",
            shortDescription: "Non-text contrast below 3:1 (WCAG 2.2 AA).",
            fullDescription: "WCAG 2.2 success criterion 1.4.11 Non-text Contrast, level AA: user interface "
                + "components and graphical objects have a contrast ratio of at least 3:1 against adjacent colors.",
            helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"),
        SARIFRule(
            id: "wcag-1.4.1", name: "UseOfColor",
            shortDescription: "Information conveyed by color alone: colors that collapse, or links too close to text.",
            fullDescription: "WCAG 2.2 success criterion 1.4.1 Use of Color, level A: color is not the only visual "
                + "means of conveying information. Legible reports colors that carry different meanings but "
                + "collapse under a color-vision deficiency or in grayscale, and links without an underline whose "
                + "color is below 3:1 against the surrounding text (technique G183).",
            helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html"),
        SARIFRule(
            id: "increased-contrast-regression", name: "IncreasedContrastRegression",
            shortDescription: "An increased-contrast appearance has less contrast than the standard one.",
            fullDescription: "A pair in a high-contrast appearance (such as dark-high-contrast) has a lower contrast "
                + "than the same pair in the standard appearance (dark). People who turn on increased contrast "
                + "need more of it, never less; Legible fails the run even when both meet the WCAG minimum.",
            helpURI: nil),
    ]

    /// The index in ``all`` of the rule for a WCAG criterion number (`1.4.3`); nil for another.
    public static func index(criterion: String) -> Int? {
        all.firstIndex { $0.id == "wcag-" + criterion }
    }

    /// The index in ``all`` of the regression rule.
    public static let regressionIndex = all.count - 1

    /// The index in ``all`` of the rule for collapsing colors (WCAG 1.4.1).
    public static let useOfColorIndex = 3

    /// The rule as a SARIF `reportingDescriptor` (§3.49).
    var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(id)),
            ("name", .string(name)),
            ("shortDescription", .object([("text", .string(shortDescription))])),
            ("fullDescription", .object([("text", .string(fullDescription))])),
        ]
        if let helpURI { members.append(("helpUri", .string(helpURI))) }
        members.append(("help", .object([("text", .string(fullDescription + (helpURI.map { " See " + $0 } ?? "")))])))
        members.append(("defaultConfiguration", .object([("level", .string("error"))])))
        members.append(("properties", .object([
            ("tags", .array([.string("accessibility")] + (helpURI == nil ? [] : [.string("wcag")]))),
        ])))
        return .object(members)
    }
}
