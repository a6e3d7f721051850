import LegibleCore
import LegibleTokens

extension CheckSummary {
    /// The summary of `--all-pairs` over `set` (every ordered pair of distinct tokens of one
    /// appearance, role text, at `level`, WCAG 2), computed without a record per pair: opaque
    /// tokens go through ``AllPairsSweep`` over their luminances; pairs with a translucent token
    /// are measured one by one, as ``PairResult`` measures them. It equals
    /// `CheckSummary(results:)` of the report of the same pairs (tested), and builds at most
    /// ``nearestLimit`` pair results.
    ///
    /// Pairs of two tokens that both inherit their value are left out, as
    /// `Pairing.isCheckedInOwnAppearance` does. No baseline, ignore list or regression rule
    /// applies (the command takes the per-pair path when one is in play).
    ///
    /// - Complexity: O(n log n) per appearance of n tokens, plus O(n) per translucent token;
    ///   with the matrix, O(n²) time and 8n² bytes.
    public static func allPairs(in set: TokenSet, level: WCAGLevel, includesMatrix: Bool = false) -> CheckSummary {
        var summary = CheckSummary()
        let requirement = ContrastRequirement(level: level, role: .text)
        let threshold = requirement.minimumRatio
        var candidates: [(ratio: Double, appearance: Int, foreground: Int, background: Int)] = []
        let appearances = set.appearances
        var byAppearance: [[ColorToken]] = []
        for (appearanceIndex, appearance) in appearances.enumerated() {
            let tokens = set.tokens.filter { $0.appearance == appearance }
            byAppearance.append(tokens)
            let opaque = tokens.indices.filter { tokens[$0].color.isOpaque }
            let translucent = tokens.indices.filter { !tokens[$0].color.isOpaque }
            let sweep = AllPairsSweep(luminances: opaque.map { tokens[$0].color.relativeLuminance },
                                      inheritsValue: opaque.map { tokens[$0].inheritsValue })
            var checked = [Int](repeating: 0, count: tokens.count)
            var passing = [Int](repeating: 0, count: tokens.count)
            for (k, counts) in sweep.counts(atLeast: threshold).enumerated() {
                checked[opaque[k]] = counts.checked
                passing[opaque[k]] = counts.passing
            }
            for pair in sweep.nearestFailing(below: threshold, limit: nearestLimit) {
                candidates.append((pair.ratio.value, appearanceIndex, opaque[pair.foreground], opaque[pair.background]))
            }
            // Pairs with a translucent token: each measured as PairResult does, once per pair of
            // distinct colors (two translucent colors take a 17³ grid of surfaces; real sets
            // repeat a few translucent values under many names).
            var colorIDs: [SRGBColor: Int] = [:]
            let colorID = tokens.map { token in
                if let id = colorIDs[token.color] { return id }
                colorIDs[token.color] = colorIDs.count
                return colorIDs.count - 1
            }
            var translucentRow: [Int: Int] = [:]
            for t in translucent where translucentRow[colorID[t]] == nil { translucentRow[colorID[t]] = translucentRow.count }
            let distinct = colorIDs.count
            // measured[row * distinct + id]: translucent color `row` as the foreground (row) or
            // the background (second half) against color `id`; NaN until measured.
            var measured = [Double](repeating: .nan, count: 2 * translucentRow.count * distinct)
            func measure(_ f: Int, _ b: Int) -> Double {
                let cell = if let row = translucentRow[colorID[f]] {
                    row * distinct + colorID[b]
                } else {
                    (translucentRow.count + translucentRow[colorID[b]]!) * distinct + colorID[f]
                }
                if !measured[cell].isNaN { return measured[cell] }
                let ratio = ContrastMeasurement(foreground: tokens[f].color, background: tokens[b].color).worst.value
                measured[cell] = ratio
                return ratio
            }
            func isChecked(_ f: Int, _ b: Int) -> Bool {
                f != b && Pairing.isCheckedInOwnAppearance(foreground: tokens[f], background: tokens[b])
            }
            var translucentFailures: [(ratio: Double, appearance: Int, foreground: Int, background: Int)] = []
            var nearestFloor = 0.0
            for t in translucent {
                for other in tokens.indices {
                    for (f, b) in [(t, other), (other, t)] where isChecked(f, b) && !(f == other && !tokens[other].color.isOpaque) {
                        let ratio = measure(f, b)
                        checked[f] += 1
                        if ratio >= threshold {
                            passing[f] += 1
                        } else if ratio >= nearestFloor {
                            translucentFailures.append((ratio, appearanceIndex, f, b))
                            if translucentFailures.count > 8 * nearestLimit {
                                keepNearest(&translucentFailures)
                                nearestFloor = translucentFailures.last?.ratio ?? 0
                            }
                        }
                    }
                }
            }
            // Only the nearest of them can be among the nearest overall.
            keepNearest(&translucentFailures)
            candidates += translucentFailures
            for i in tokens.indices where checked[i] > 0 {
                summary.foregrounds.append(Foreground(
                    token: tokens[i], appearance: appearance, checked: checked[i], passing: passing[i],
                    failed: checked[i] - passing[i]))
            }
            if includesMatrix {
                // The tokens in at least one checked pair, as the per-pair path lists them.
                let listed = tokens.indices.filter { checked[$0] > 0 }
                summary.matrices.append(matrix(listed.map { tokens[$0] }, appearance: appearance, measure: { measure(listed[$0], listed[$1]) },
                                               isChecked: { isChecked(listed[$0], listed[$1]) }))
            }
        }
        summary.failingCount = summary.foregrounds.reduce(0) { $0 + $1.failed }
        summary.counts.checked = summary.foregrounds.reduce(0) { $0 + $1.checked }
        summary.counts.failed = summary.failingCount
        summary.pairCount = summary.counts.checked
        keepNearest(&candidates)
        summary.nearestFailing = candidates.prefix(nearestLimit).map { candidate in
            let tokens = byAppearance[candidate.appearance]
            return PairResult(pair: TokenPair(
                foreground: tokens[candidate.foreground], background: tokens[candidate.background],
                appearance: appearances[candidate.appearance], role: .text, level: level))
        }
        return summary
    }

    /// Sorts failing pairs nearest first (highest ratio; ties in report order) and keeps
    /// ``nearestLimit`` of them.
    static func keepNearest(_ pairs: inout [(ratio: Double, appearance: Int, foreground: Int, background: Int)]) {
        pairs.sort {
            ($0.ratio, $1.appearance, $1.foreground, $1.background) > ($1.ratio, $0.appearance, $0.foreground, $0.background)
        }
        if pairs.count > nearestLimit { pairs.removeLast(pairs.count - nearestLimit) }
    }

    /// The all-pairs matrix of one appearance: every token over every token.
    static func matrix(
        _ tokens: [ColorToken], appearance: String, measure: (Int, Int) -> Double, isChecked: (Int, Int) -> Bool
    ) -> Matrix {
        let n = tokens.count
        let luminances = tokens.map(\.color.relativeLuminance)
        var ratios = [Double](repeating: .nan, count: n * n)
        ratios.withUnsafeMutableBufferPointer { cells in
            for f in 0..<n {
                for b in 0..<n where isChecked(f, b) {
                    cells[f * n + b] = tokens[f].color.isOpaque && tokens[b].color.isOpaque
                        ? ContrastRatio(luminances[f], luminances[b]).value : measure(f, b)
                }
            }
        }
        return Matrix(appearance: appearance, tokens: tokens.map(\.name), ratios: ratios)
    }
}
