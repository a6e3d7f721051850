import LegibleCore
import LegibleTokens

/// One measured token pair and its verdict.
public struct PairResult: Hashable, Sendable {
    /// The pair as the pairing rules produced it.
    public var pair: TokenPair
    /// The ratio, or the range when the background is translucent.
    public var measurement: ContrastMeasurement
    /// The requirement for the pair's role at the pair's level.
    public var requirement: ContrastRequirement

    /// Measures `pair` with ``ContrastMeasurement`` against
    /// `ContrastRequirement(level: pair.level, role: pair.role)`.
    public init(pair: TokenPair) {
        self.pair = pair
        self.measurement = ContrastMeasurement(foreground: pair.foreground.color, background: pair.background.color)
        self.requirement = ContrastRequirement(level: pair.level, role: pair.role)
    }

    /// Pass when the worst ratio, unrounded, is at least the requirement.
    public var verdict: Verdict { Verdict(measurement.worst.satisfies(requirement)) }
}

/// The result of `legible check`: every pair in order, and how many failed.
public struct CheckReport: Sendable {
    /// The measured pairs, in the order given.
    public var results: [PairResult]

    /// Measures every pair.
    public init(pairs: [TokenPair]) {
        results = pairs.map(PairResult.init(pair:))
    }

    /// How many pairs were checked.
    public var checkedCount: Int { results.count }
    /// How many pairs failed their requirement.
    public var failedCount: Int { results.count(where: { $0.verdict == .fail }) }
    /// Whether any pair failed (the command exits 1).
    public var hasFailures: Bool { failedCount > 0 }
}
