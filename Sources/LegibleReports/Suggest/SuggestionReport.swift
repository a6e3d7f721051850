import LegibleCore

/// Fragments that describe one suggested foreground inside another report (`legible check
/// --suggest`): a JSON object and a short text phrase.
public enum SuggestionReport {
    /// `{"foreground": "#rrggbb", "ratio": <unrounded WCAG ratio>, "delta_e": <ΔE2000, Lab D65>}`,
    /// the value of a failing pair's `suggestion` member.
    public static func jsonValue(_ suggestion: ContrastSuggestion) -> JSONValue {
        .object([
            ("foreground", .string(suggestion.foreground.hexOpaque)),
            ("ratio", .number(suggestion.ratio.value)),
            ("delta_e", .number(suggestion.deltaE)),
        ])
    }

    /// `try #ee0700 (4.50:1, ΔE2000 3.47)`: the ratio shown with ``ContrastRatio/displayString``
    /// (never rounded up to a threshold), ΔE2000 with two decimals.
    public static func text(_ suggestion: ContrastSuggestion) -> String {
        "try \(suggestion.foreground.hexOpaque) (\(suggestion.ratio.displayString):1, ΔE2000 "
            + "\(ContrastRatio.format(suggestion.deltaE, decimals: 2)))"
    }
}
