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
        for (appearanceIndex, appearance) in set.appearances.enumerated() {
            let tokens = set.tokens.filter { $0.appearance == appearance }
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
            // colors (two translucent colors take a 17³ grid of surfaces; real sets repeat a few
            // translucent values under many names).
            var measured: [ColorPair: Double] = [:]
            func measure(_ f: Int, _ b: Int) -> Double {
                let key = ColorPair(foreground: tokens[f].color, background: tokens[b].color)
                if let ratio = measured[key] { return ratio }
                let ratio = ContrastMeasurement(foreground: key.foreground, background: key.background).worst.value
                measured[key] = ratio
                return ratio
            }
            func isChecked(_ f: Int, _ b: Int) -> Bool {
                f != b && Pairing.isCheckedInOwnAppearance(foreground: tokens[f], background: tokens[b])
            }
            var translucentFailures: [(ratio: Double, appearance: Int, foreground: Int, background: Int)] = []
            for t in translucent {
                for other in tokens.indices {
                    for (f, b) in [(t, other), (other, t)] where isChecked(f, b) && !(f == other && !tokens[other].color.isOpaque) {
                        let ratio = measure(f, b)
                        checked[f] += 1
                        if ratio >= threshold { passing[f] += 1 } else { translucentFailures.append((ratio, appearanceIndex, f, b)) }
                    }
                }
            }
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
        candidates.sort {
            ($0.ratio, $1.appearance, $1.foreground, $1.background) > ($1.ratio, $0.appearance, $0.foreground, $0.background)
        }
        summary.nearestFailing = candidates.prefix(nearestLimit).map { candidate in
            let tokens = set.tokens.filter { $0.appearance == set.appearances[candidate.appearance] }
            return PairResult(pair: TokenPair(
                foreground: tokens[candidate.foreground], background: tokens[candidate.background],
                appearance: set.appearances[candidate.appearance], role: .text, level: level))
        }
        return summary
    }

    /// Two colors, as a dictionary key.
    struct ColorPair: Hashable {
        var foreground: SRGBColor
        var background: SRGBColor
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
