import LegibleCore
import LegibleTokens

/// A summary of a check run, for runs too large to list pair by pair: per foreground, how many
/// backgrounds it passes on; the failing pairs nearest to passing; the counts; and, for JSON,
/// one matrix of ratios per appearance.
///
/// Built either from a report's pair results (``init(results:includesMatrix:)``), or, for
/// `--all-pairs`, straight from the tokens' luminances without making a record per pair
/// (``allPairs(in:level:includesMatrix:)``); both give the same summary for the same run.
public struct CheckSummary: Sendable {
    /// Text, Markdown and JUnit reports of a run with more pairs than this show the summary
    /// unless `--full` is given.
    public static let pairLimit = 10_000
    /// How many of the failing pairs nearest to passing a summary lists.
    public static let nearestLimit = 20

    /// One foreground token in one appearance.
    public struct Foreground: Hashable, Sendable {
        /// The foreground token.
        public var token: ColorToken
        /// The appearance of its pairs.
        public var appearance: String
        /// Backgrounds it was checked against (ignored pairs left out).
        public var checked: Int
        /// Backgrounds it passes on (the verdict, unrounded).
        public var passing: Int
        /// Pairs with status `fail` (new failures, not baselined).
        public var failed: Int
    }

    /// The contrast ratios of one appearance: `ratios[f * tokens.count + b]` is the worst WCAG 2
    /// ratio (unrounded) of `tokens[f]` as the foreground over `tokens[b]`, NaN where that pair
    /// was not checked (a token over itself, two inherited values, a pair no rule selects).
    public struct Matrix: Sendable {
        /// The appearance.
        public var appearance: String
        /// Token names: the foregrounds in order of first use, then the tokens used only as
        /// backgrounds.
        public var tokens: [String]
        /// Row-major ratios, one row per token as the foreground.
        public var ratios: [Double]
    }

    /// Per foreground and appearance, in report order (appearances, then first use).
    public var foregrounds: [Foreground] = []
    /// The failing pairs (verdict fail, not ignored) nearest to passing: highest deciding score
    /// relative to the requirement first, at most ``nearestLimit``; ties in report order.
    public var nearestFailing: [PairResult] = []
    /// The number of failing pairs (verdict fail, not ignored), baselined or not.
    public var failingCount = 0
    /// The counts of the whole run.
    public var counts = PairCounts()
    /// Every pair, ignored ones included.
    public var pairCount = 0
    /// The ratio matrices, when asked for.
    public var matrices: [Matrix] = []

    /// The summary of `results` (a report's pairs, in report order).
    public init(results: [PairResult], includesMatrix: Bool = false) {
        counts = PairCounts(results)
        pairCount = results.count
        var rows: [String: Int] = [:]
        var failing: [(closeness: Double, index: Int)] = []
        for (index, result) in results.enumerated() {
            let key = result.pair.appearance + "\u{0}" + result.pair.foreground.name
            let row = rows[key] ?? foregrounds.count
            if row == foregrounds.count {
                rows[key] = row
                foregrounds.append(Foreground(token: result.pair.foreground, appearance: result.pair.appearance,
                                              checked: 0, passing: 0, failed: 0))
            }
            guard result.status != .ignored else { continue }
            foregrounds[row].checked += 1
            if result.verdict == .pass {
                foregrounds[row].passing += 1
            } else {
                failing.append((result.decidingScore / result.minimumScore, index))
            }
            if result.status == .fail { foregrounds[row].failed += 1 }
        }
        failingCount = failing.count
        // Same closeness (one requirement): the higher score first, then report order.
        failing.sort {
            ($0.closeness, results[$0.index].decidingScore, $1.index) > ($1.closeness, results[$1.index].decidingScore, $0.index)
        }
        nearestFailing = failing.prefix(Self.nearestLimit).map { results[$0.index] }
        if includesMatrix { matrices = Self.matrices(results) }
    }

    init() {}

    /// One matrix per appearance of `results`.
    static func matrices(_ results: [PairResult]) -> [Matrix] {
        var order: [String] = []
        var groups: [String: [PairResult]] = [:]
        for result in results {
            if groups[result.pair.appearance] == nil { order.append(result.pair.appearance) }
            groups[result.pair.appearance, default: []].append(result)
        }
        return order.map { appearance in
            let group = groups[appearance] ?? []
            var position: [String: Int] = [:]
            var tokens: [String] = []
            for name in group.map(\.pair.foreground.name) + group.map(\.pair.background.name) where position[name] == nil {
                position[name] = tokens.count
                tokens.append(name)
            }
            let n = tokens.count
            var ratios = [Double](repeating: .nan, count: n * n)
            for result in group {
                let cell = position[result.pair.foreground.name]! * n + position[result.pair.background.name]!
                if ratios[cell].isNaN { ratios[cell] = result.measurement.worst.value }
            }
            return Matrix(appearance: appearance, tokens: tokens, ratios: ratios)
        }
    }
}

/// The pair counts of a run, as ``CheckReport/summaryLine`` and every format state them.
public struct PairCounts: Hashable, Sendable {
    /// Pairs checked (not ignored).
    public var checked = 0
    /// Failures the baseline does not record (status `fail`).
    public var failed = 0
    /// Failures the baseline records.
    public var baselined = 0
    /// Of ``failed``, the failures the baseline records that got worse than recorded
    /// (``PairResult/isWorseThanBaseline``).
    public var worse = 0
    /// Pairs the configuration ignores.
    public var ignored = 0
    /// Regressions that fail the run.
    public var regressions = 0
    /// Regressions the baseline accepts.
    public var baselinedRegressions = 0

    /// All zero.
    public init() {}

    /// The counts of `results`.
    public init(_ results: [PairResult]) {
        for result in results {
            switch result.status {
            case .pass: checked += 1
            case .fail: checked += 1; failed += 1; if result.isWorseThanBaseline { worse += 1 }
            case .baselined: checked += 1; baselined += 1
            case .ignored: ignored += 1
            }
            guard result.regression != nil, result.status != .ignored else { continue }
            if result.isRegressionBaselined { baselinedRegressions += 1 } else { regressions += 1 }
        }
    }
}

extension PairResult {
    /// The minimum the deciding score must reach: the ratio, or with APCA the |Lc|.
    var minimumScore: Double { apca?.requirement.minimumLc ?? requirement.minimumRatio }
}
