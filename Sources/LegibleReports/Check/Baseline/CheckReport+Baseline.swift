import LegibleCore
import LegibleTokens

extension CheckReport {
    /// Applies a baseline: every failing pair and every collapse it records is baselined
    /// (reported, but the run does not fail on it), except a failure whose deciding figure is now
    /// lower than the recorded one by more than ``CheckBaseline/worseningTolerance``: it got worse
    /// and fails as a new failure (``PairResult/isWorseThanBaseline``); a regression it records is accepted while
    /// the drop (the standard figure minus the increased-contrast one, unrounded) is at most the
    /// recorded drop, and fails the run again when it grows. A pair that now misses its
    /// requirement where the baseline recorded none fails as any new failure does. The entries
    /// that no longer fail go to ``fixed`` (``fixedEntries(of:)``).
    public mutating func apply(baseline: CheckBaseline) {
        usesBaseline = true
        baselinedCollapses = baseline.collapses
        var accepted: [PairKey: BaselinedRegression] = [:]
        for entry in baseline.regressions { accepted[entry.key] = entry }
        for index in results.indices {
            let result = results[index]
            let recorded = baseline.failures.contains(result.key)
            results[index].baselineScore = recorded ? baseline.failureScores[result.key] : nil
            results[index].isBaselined = recorded && !results[index].isWorseThanBaseline
            results[index].isRegressionBaselined = BaselinedRegression(result).map { current in
                accepted[result.key].map { current.drop <= $0.drop } ?? false
            } ?? false
        }
        fixed = fixedEntries(of: baseline)
        if let unmatched = unmatchedBaselineWarning(baseline) { warnings.append(unmatched) }
        // A recorded failure without its figure cannot be compared: say so rather than pass it.
        let unscored = results.filter { $0.isBaselined && $0.baselineScore == nil }.count
        if unscored > 0 {
            warnings.append(CheckWarning(
                kind: .baselineWithoutRatio, location: nil,
                message: "\(unscored) baselined \(unscored == 1 ? "failure has" : "failures have") no recorded ratio in the "
                    + "baseline, so a failure that got worse cannot be told from one that did not: run --update-baseline "
                    + "to record the ratios"))
        }
    }

    /// The warning for a baseline with entries none of which names a token of this run's pairs
    /// (a baseline from another project, or from before every token was renamed): nothing in it
    /// was applied. Nil when an entry names a token, when the baseline is empty, or when the run
    /// kept no pairs (a summary made straight from the tokens).
    func unmatchedBaselineWarning(_ baseline: CheckBaseline) -> CheckWarning? {
        guard baseline.entryCount > 0, !results.isEmpty else { return nil }
        var names = Set<String>()
        for result in results {
            names.insert(result.pair.foreground.name)
            names.insert(result.pair.background.name)
        }
        for finding in distinction?.findings ?? [] {
            names.insert(finding.key.first)
            names.insert(finding.key.second)
        }
        let keys = baseline.failures.map { $0 } + baseline.regressions.map(\.key)
        if keys.contains(where: { names.contains($0.foreground) || names.contains($0.background) })
            || baseline.collapses.contains(where: { names.contains($0.first) || names.contains($0.second) }) {
            return nil
        }
        let count = baseline.entryCount
        return CheckWarning(
            kind: .baselineUnmatched, location: nil,
            message: "none of the \(count) \(count == 1 ? "entry" : "entries") of the baseline names a token of this run "
                + "(is it another project's baseline?), so it accepted nothing: give this project's baseline, or record "
                + "one with --update-baseline")
    }

    /// The entries of `baseline` that this run no longer fails on: failures whose pair now passes
    /// or is no longer checked, regressions whose pair no longer has less contrast than its
    /// standard appearance (or is no longer checked), and collapses no longer found. In baseline
    /// order (failures, regressions, collapses, each sorted).
    public func fixedEntries(of baseline: CheckBaseline) -> [FixedBaselineEntry] {
        var byKey: [PairKey: PairResult] = [:]
        for result in results where result.status != .ignored { byKey[result.key] = result }
        func place(_ key: PairKey) -> String {
            "\(key.foreground) on \(key.background) (\(key.appearance), \(key.level.rawValue) \(roleText(key.role)))"
        }
        var fixed: [FixedBaselineEntry] = []
        for key in baseline.failures.sorted() where byKey[key]?.verdict != .fail {
            let now = byKey[key] == nil ? "is no longer checked" : "now passes"
            fixed.append(FixedBaselineEntry(
                kind: .failure, message: "\(place(key)): recorded as a failure, \(now).", entry: key.baselineJSON))
        }
        for entry in baseline.regressions.sorted() where byKey[entry.key]?.regression == nil {
            let now = byKey[entry.key] == nil
                ? "is no longer checked"
                : "no longer has less contrast than \(entry.standardAppearance)"
            fixed.append(FixedBaselineEntry(
                kind: .regression, message: "\(place(entry.key)): recorded as an increased-contrast regression, \(now).",
                entry: entry.jsonValue))
        }
        let found = Set((distinction?.findings ?? []).map(\.key))
        for key in baseline.collapses.sorted() where !found.contains(key) {
            let place = key.appearance.map { " (\($0))" } ?? ""
            fixed.append(FixedBaselineEntry(
                kind: .collapse,
                message: "\(key.first) and \(key.second)\(place) under \(key.condition.rawValue): recorded as a "
                    + "collapse, no longer collapse.",
                entry: key.jsonValue))
        }
        return fixed
    }
}
