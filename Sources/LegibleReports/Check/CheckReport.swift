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
    /// The APCA measurement and requirement, when the check uses ``ContrastMethod/apca``.
    public var apca: APCAPairResult?

    /// Measures `pair` with ``ContrastMeasurement`` against
    /// `ContrastRequirement(level: pair.level, role: pair.role)`; with ``ContrastMethod/apca``
    /// also with ``APCAMeasurement`` against the simple-mode `APCARequirement(role: pair.role)`,
    /// which then decides the verdict.
    public init(pair: TokenPair, method: ContrastMethod = .wcag) {
        self.pair = pair
        self.measurement = ContrastMeasurement(foreground: pair.foreground.color, background: pair.background.color)
        self.requirement = ContrastRequirement(level: pair.level, role: pair.role)
        if method == .apca {
            apca = APCAPairResult(
                measurement: APCAMeasurement(text: pair.foreground.color, background: pair.background.color),
                requirement: APCARequirement(role: pair.role))
        }
    }

    /// Pass when the worst ratio, unrounded, is at least the requirement; with APCA, when the
    /// worst |Lc|, unrounded, is at least the APCA requirement.
    public var verdict: Verdict {
        if let apca { return Verdict(apca.measurement.worst.satisfies(apca.requirement)) }
        return Verdict(measurement.worst.satisfies(requirement))
    }
}

/// A pair's APCA figures: Lc (text = foreground, then background) and the minimum |Lc| for its role.
public struct APCAPairResult: Hashable, Sendable {
    /// The Lc, or its range over a translucent background.
    public var measurement: APCAMeasurement
    /// The minimum |Lc| for the pair's role (APCA simple mode: text 75, large text 60, non-text 30).
    public var requirement: APCARequirement
}

/// The result of `legible check`: every pair in order, and how many failed.
public struct CheckReport: Sendable {
    /// The measured pairs, in the order given.
    public var results: [PairResult]
    /// The contrast method that decides each verdict.
    public var method: ContrastMethod

    /// Measures every pair with `method` (WCAG 2 by default).
    public init(pairs: [TokenPair], method: ContrastMethod = .wcag) {
        self.method = method
        results = pairs.map { PairResult(pair: $0, method: method) }
    }

    /// How many pairs were checked.
    public var checkedCount: Int { results.count }
    /// How many pairs failed their requirement.
    public var failedCount: Int { results.count(where: { $0.verdict == .fail }) }
    /// Whether any pair failed (the command exits 1).
    public var hasFailures: Bool { failedCount > 0 }
}
