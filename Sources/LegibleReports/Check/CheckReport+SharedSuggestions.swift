import LegibleCore
import LegibleTokens

extension CheckReport {
    /// How many candidate foregrounds a suggestion is chosen from, nearest first.
    static let suggestionCandidates = 8

    /// The nearest candidate foreground for the failing result at `index` that, written where
    /// its foreground token is declared, harms no other pair: every pair in which that
    /// declaration takes part (as foreground or background, in any appearance that uses it)
    /// and that passes now still passes, and no increased-contrast pair gains a regression
    /// (``markRegressions()``) that it did not have. Nil when no candidate does; then `withheld`
    /// says which pair the nearest candidate would have broken.
    ///
    /// A value shared by several appearances (a high-contrast appearance that inherits the
    /// standard one's token) or several pairs is changed for all of them by one edit, so a
    /// suggestion that fixes one pair must be checked against them all.
    func sharedSafeSuggestion(for index: Int) -> (suggestion: ContrastSuggestion?, withheld: String?) {
        let result = results[index]
        let token = result.pair.foreground
        let fg = token.color, bg = result.pair.background.color
        let goal: ContrastGoal = result.apca.map { .apca($0.requirement) } ?? .wcag(result.requirement)
        let candidates = ContrastSuggester(goal: goal, count: Self.suggestionCandidates)
            .suggest(foreground: fg, background: bg).suggestions
        func sameDeclaration(_ other: ColorToken) -> Bool {
            other.name == token.name && other.location == token.location
        }
        let affected = results.indices.filter {
            sameDeclaration(results[$0].pair.foreground) || sameDeclaration(results[$0].pair.background)
        }
        guard affected.count > 1 else { return (candidates.first, nil) }
        var firstHarm: String?
        var scores: [PairKey: Double] = [:]
        for other in results { scores[other.key] = other.decidingScore }
        for candidate in candidates {
            var changed = scores
            var judged: [Int: PairResult] = [:]
            var harms = false
            for j in affected {
                var pair = results[j].pair
                if sameDeclaration(pair.foreground) { pair.foreground.color = candidate.foreground }
                if sameDeclaration(pair.background) { pair.background.color = candidate.foreground }
                let rejudged = PairResult(pair: pair, method: method)
                if j == index ? rejudged.verdict != .pass : (results[j].verdict == .pass && rejudged.verdict != .pass) {
                    if j != index, firstHarm == nil {
                        firstHarm = "it would make \(results[j].pairName) (\(results[j].pair.appearance)) fail"
                    }
                    harms = true
                    break
                }
                judged[j] = rejudged
                changed[results[j].key] = rejudged.decidingScore
            }
            if harms { continue }
            if let regressed = regression(affected: affected, scores: changed) {
                if firstHarm == nil { firstHarm = "it would make \(regressed) a regression" }
                continue
            }
            return (candidate, nil)
        }
        guard let firstHarm, let nearest = candidates.first else { return (nil, nil) }
        return (nil, "no suggestion: \(token.name) is shared with other pairs and appearances, and every nearby "
            + "foreground that fixes this pair would harm one (the nearest, \(nearest.foreground.hexOpaque): \(firstHarm))")
    }

    /// The first pair (`fg on bg (appearance)`), among `affected` or compared with them, that
    /// gains a regression with `scores` in place of the measured ones; nil when none does.
    private func regression(affected: [Int], scores: [PairKey: Double]) -> String? {
        let keys = Set(affected.map { results[$0].key })
        for other in results where other.regression == nil {
            guard let base = ContrastRegression.standardAppearance(of: other.pair.appearance) else { continue }
            var standard = other.key
            standard.appearance = base
            if scores[standard] == nil, base != "light" { standard.appearance = "light" }
            guard keys.contains(other.key) || keys.contains(standard),
                  let baseScore = scores[standard], let score = scores[other.key] else { continue }
            if score < baseScore { return "\(other.pairName) (\(other.pair.appearance))" }
        }
        return nil
    }
}
