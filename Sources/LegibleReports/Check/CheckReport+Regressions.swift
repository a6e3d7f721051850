import LegibleCore

/// A pair whose increased-contrast appearance has less contrast than its standard appearance.
///
/// Platforms offer high-contrast appearances (Apple's "Increase Contrast", Windows contrast
/// themes, `prefers-contrast: more`) to people who need more contrast; a theme that gives them
/// less than the standard one defeats the setting, even when both meet WCAG's minimum.
public struct ContrastRegression: Hashable, Sendable {
    /// The standard appearance compared with, such as `dark` for `dark-high-contrast`.
    public var standardAppearance: String
    /// The same pair's deciding figure in the standard appearance: the worst WCAG ratio, or with
    /// APCA the worst |Lc| (see ``PairResult/decidingScore``). Never rounded.
    public var standardScore: Double

    /// Creates a regression record.
    public init(standardAppearance: String, standardScore: Double) {
        self.standardAppearance = standardAppearance
        self.standardScore = standardScore
    }

    /// The regression rule, one implementation for `check` and LegibleTesting: the deciding
    /// figure in an increased-contrast appearance (`score`: worst WCAG ratio, or worst |Lc|) is
    /// below the same pair's in its standard appearance (`standard`). Unrounded; equal figures
    /// are not a regression. Returns the record, or nil when the pair does not regress.
    public static func regression(score: Double, standard: Double, standardAppearance: String) -> ContrastRegression? {
        score < standard ? ContrastRegression(standardAppearance: standardAppearance, standardScore: standard) : nil
    }

    /// The standard appearance an increased-contrast one belongs to: `X` for `X-high-contrast` or
    /// `X-hc` (`light-high-contrast` → `light`, `high-contrast` alone → `light`); nil for an
    /// appearance that is not an increased-contrast variant.
    ///
    /// These are the names the token readers give (LegibleTokens README, "Appearances"), and the
    /// same suffixes their fallback rule uses.
    public static func standardAppearance(of appearance: String) -> String? {
        if appearance == "high-contrast" || appearance == "hc" { return "light" }
        for suffix in ["-high-contrast", "-hc"] where appearance.hasSuffix(suffix) && appearance.count > suffix.count {
            return String(appearance.dropLast(suffix.count))
        }
        return nil
    }
}

extension CheckReport {
    /// Applies the regression rule: a pair in an increased-contrast appearance (``ContrastRegression/standardAppearance(of:)``)
    /// whose deciding figure is lower than the same pair's (same foreground and background names,
    /// role and level) in the standard appearance is marked with ``PairResult/regression``, even
    /// when it passes its requirement. Equal figures are not a regression. Called by the
    /// initializer; pairs without a standard counterpart are left alone.
    public mutating func markRegressions() {
        var standard: [PairKey: Double] = [:]
        for result in results { standard[result.key] = result.decidingScore }
        for index in results.indices {
            let result = results[index]
            guard let base = ContrastRegression.standardAppearance(of: result.pair.appearance) else { continue }
            // A pair left out of the standard appearance (both tokens inherit there, see
            // Pairing.isCheckedInOwnAppearance) has the result of that appearance's fallback, `light`.
            var key = result.key
            key.appearance = base
            var found = standard[key]
            if found == nil, base != "light" {
                key.appearance = "light"
                found = standard[key]
            }
            results[index].regression = found.flatMap {
                ContrastRegression.regression(score: result.decidingScore, standard: $0, standardAppearance: base)
            }
        }
    }
}
