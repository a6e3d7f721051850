import LegibleCore
import LegibleTokens

/// An increased-contrast regression a baseline accepts: the pair, its two appearances and both
/// figures (see ``ContrastRegression``).
///
/// A rerun accepts the same pair's regression while its drop (``drop``: the standard figure minus
/// the increased-contrast one) is at most the recorded drop; a larger drop fails the run again.
/// Figures are compared as they are, never rounded: Legible writes them in their shortest
/// round-trip form, so an unchanged catalog gives the same drop exactly.
public struct BaselinedRegression: Hashable, Sendable, Comparable {
    /// The pair in its increased-contrast appearance (`appearance` is e.g. `dark-high-contrast`).
    public var key: PairKey
    /// The standard appearance it was compared with, e.g. `dark`.
    public var standardAppearance: String
    /// The deciding figure in the increased-contrast appearance: the worst WCAG ratio, or with
    /// APCA the worst |Lc| (``PairResult/decidingScore``).
    public var score: Double
    /// The same pair's deciding figure in the standard appearance.
    public var standardScore: Double

    /// Creates a record.
    public init(key: PairKey, standardAppearance: String, score: Double, standardScore: Double) {
        self.key = key
        self.standardAppearance = standardAppearance
        self.score = score
        self.standardScore = standardScore
    }

    /// The regression of `result`, if it has one.
    public init?(_ result: PairResult) {
        guard let regression = result.regression else { return nil }
        self.init(key: result.key, standardAppearance: regression.standardAppearance,
                  score: result.decidingScore, standardScore: regression.standardScore)
    }

    /// How much less contrast the increased-contrast appearance has: `standardScore - score` (> 0).
    public var drop: Double { standardScore - score }

    /// Orders by ``key``.
    public static func < (lhs: BaselinedRegression, rhs: BaselinedRegression) -> Bool { lhs.key < rhs.key }

    /// The baseline entry: `foreground`, `background`, `appearance`, `level`, `role` (as a failure
    /// entry), then `standard_appearance`, `ratio` and `standard_ratio` (with `--method apca`
    /// the two figures are |Lc|).
    public var jsonValue: JSONValue {
        guard case .object(let fields) = key.baselineJSON else { return key.baselineJSON }
        return .object(fields + [
            ("standard_appearance", .string(standardAppearance)),
            ("ratio", .number(score)),
            ("standard_ratio", .number(standardScore)),
        ])
    }
}

/// A baseline entry that no longer fails: reported as fixed, and dropped by `--update-baseline`.
public struct FixedBaselineEntry: Hashable, Sendable {
    /// What the entry recorded.
    public enum Kind: String, Hashable, Sendable {
        /// A pair that missed its requirement.
        case failure
        /// An increased-contrast regression.
        case regression
        /// A collapse (WCAG 1.4.1).
        case collapse
    }

    /// What the entry recorded.
    public var kind: Kind
    /// One sentence: `fg.muted on bg.subtle (dark, AA text): recorded as a failure, now passes.`
    public var message: String
    /// The entry as the baseline file holds it.
    public var entry: JSONValue

    /// Creates a record.
    public init(kind: Kind, message: String, entry: JSONValue) {
        self.kind = kind
        self.message = message
        self.entry = entry
    }

    /// `{"kind", "message", "entry"}`.
    public var jsonValue: JSONValue {
        .object([("kind", .string(kind.rawValue)), ("message", .string(message)), ("entry", entry)])
    }
}
