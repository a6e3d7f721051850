import LegibleCore

/// How every report states the policy and a size judgement, so that text and JSON say the
/// same thing in every command.
enum TextSizeReporting {
    /// `{"name", "point", "large_text_rule"}`: the policy in force.
    static func json(_ policy: ContrastPolicy) -> JSONValue {
        .object([
            ("name", .string(policy.rawValue)),
            ("point", .string(policy.pointDescription)),
            ("large_text_rule", .string(policy.largeTextRule)),
        ])
    }

    /// `Policy      wcag: large text is …`: one line for a text report.
    static func policyLine(_ policy: ContrastPolicy) -> String {
        "Policy      \(policy.rawValue): \(policy.largeTextRule); pt is \(policy.pointDescription)\n"
    }

    /// `{"input", "read_as", "px", "pt", "weight", "large", "rule"}` for one judgement.
    static func json(_ judgement: LargeTextJudgement) -> [(key: String, value: JSONValue)] {
        [
            ("input", .string(judgement.size.text)),
            ("read_as", .string(judgement.inputReading)),
            ("px", .number(judgement.pixels)),
            ("pt", .number(judgement.points)),
            ("weight", .integer(judgement.weight)),
            ("large", .bool(judgement.isLarge)),
            ("rule", .string(judgement.reason)),
        ]
    }

    /// `18.67 px`: a size in px for prose, to 2 decimals (never rounded up across 56/3: the
    /// verdict comes from the exact comparison, and the JSON keeps every digit).
    static func pixelText(_ pixels: Double) -> String {
        JSONWriter.format((pixels * 100).rounded(.down) / 100) + " px"
    }

    /// `off`, `on` or `both`: Bold Text settings as reports name them.
    static func boldTextName(_ settings: [BoldText]) -> String {
        settings.count > 1 ? "both" : settings.first?.rawValue ?? "off"
    }

    /// `18.67`, `18.6`, `24`: a size in px for display only (at most 2 decimals, rounded, trailing
    /// zeros dropped); the large-text test uses the exact size, and JSON keeps every digit.
    static func displayPixels(_ pixels: Double) -> String {
        var text = ContrastRatio.format(pixels, decimals: 2)
        while text.contains("."), text.hasSuffix("0") || text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
