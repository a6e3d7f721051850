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
    /// which then decides the verdict. A ``ContrastRole/link`` pair (link against body text,
    /// WCAG G183) is always judged by its WCAG 2 ratio: G183's 3:1 has no APCA counterpart.
    public init(pair: TokenPair, method: ContrastMethod = .wcag) {
        self.pair = pair
        self.measurement = ContrastMeasurement(foreground: pair.foreground.color, background: pair.background.color)
        self.requirement = ContrastRequirement(level: pair.level, role: pair.role)
        if method == .apca, pair.role != .link {
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
    /// The differentiate-without-color check of the token sets (WCAG 1.4.1), when it ran.
    public var distinction: DistinguishReport?
    /// Token values that could not be computed, with the reason; reported, never dropped.
    public var skipped: [SkippedToken] = []

    /// Measures every pair with `method` (WCAG 2 by default); `distinction` adds the
    /// collapsing color pairs of the token sets.
    public init(pairs: [TokenPair], method: ContrastMethod = .wcag, distinction: DistinguishReport? = nil) {
        self.method = method
        self.distinction = distinction
        results = pairs.map { PairResult(pair: $0, method: method) }
    }

    /// How many color pairs collapse (WCAG 1.4.1); 0 when the check did not run.
    public var collapseCount: Int { distinction?.findings.count ?? 0 }

    /// How many pairs were checked.
    public var checkedCount: Int { results.count }
    /// How many pairs failed their requirement.
    public var failedCount: Int { results.count(where: { $0.verdict == .fail }) }
    /// Whether any pair failed or any color pair collapses (the command exits 1).
    public var hasFailures: Bool { failedCount > 0 || collapseCount > 0 }
}
