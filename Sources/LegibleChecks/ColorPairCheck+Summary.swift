import LegibleCore
import LegibleReports
import LegibleTokens

extension ColorPairCheck {
    /// Whether the report lists every pair or summarises the run (``CheckReport/summary``).
    public enum Detail: Sendable, Equatable {
        /// Every pair (the default).
        case everyPair
        /// A summary, always; with `includesMatrix`, the ratio matrices (for JSON).
        case summary(includesMatrix: Bool)
        /// A summary (without matrices) when the run has more than `pairLimit` pairs, as text,
        /// Markdown and JUnit reports do with ``CheckSummary/pairLimit``.
        case summaryBeyond(pairLimit: Int)
    }

    /// Whether a run of `pairCount` pairs is summarised, and with the matrices.
    func summarises(pairCount: Int) -> (summarises: Bool, includesMatrix: Bool) {
        switch detail {
        case .everyPair: return (false, false)
        case .summary(let includesMatrix): return (true, includesMatrix)
        case .summaryBeyond(let limit): return (pairCount > limit, false)
        }
    }

    /// The summary of ``Pairs/everyCombination`` straight from the tokens (no record per pair),
    /// or nil when the run takes the per-pair path: other pairs, APCA, a baseline, suggestions,
    /// an ignore list, an increased-contrast appearance (the regression rule compares pairs), or
    /// a run that ``detail`` lists pair by pair. Matrices of more cells than ``maxPairs`` are
    /// refused.
    ///
    /// - Complexity: O(n log n) per appearance of n tokens (see ``CheckSummary/allPairs(in:level:includesMatrix:)``).
    func directSummary(_ tokens: TokenSet) throws(ColorPairCheckError) -> CheckSummary? {
        guard isEveryCombination, method == .wcag, baseline == nil, !suggestsFixes, ignore.isEmpty,
            !tokens.appearances.contains(where: { ContrastRegression.standardAppearance(of: $0) != nil })
        else { return nil }
        var perAppearance: [String: Int] = [:]
        for token in tokens.tokens { perAppearance[token.appearance, default: 0] += 1 }
        let bound = perAppearance.values.reduce(0) { $0 + $1 * max(0, $1 - 1) }
        let (large, includesMatrix) = summarises(pairCount: bound)
        guard large else { return nil }
        if includesMatrix, bound > maxPairs {
            throw ColorPairCheckError(.invalidInput, Self.tooManyPairs(bound, cap: maxPairs, everyCombination: true))
        }
        var displayedTokens = tokens
        displayedTokens.tokens = tokens.tokens.map { token in
            var copy = token
            copy.location.file = display(token.location.file)
            return copy
        }
        let summary = CheckSummary.allPairs(in: displayedTokens, level: level, includesMatrix: includesMatrix)
        // The exact count can be lower (pairs of two inherited values are not checked).
        guard summary.pairCount > 0, summarises(pairCount: summary.pairCount).summarises else { return nil }
        return summary
    }
}
