/// Per-foreground pass counts and the failing pairs nearest to passing, over every ordered pair
/// of two distinct opaque colors of a set, computed from their luminances without visiting
/// every pair.
///
/// For a foreground of luminance L, the WCAG ratio with a background of luminance B falls as B
/// rises towards L and grows again above it. With the backgrounds' luminances sorted, the
/// backgrounds a foreground passes on are a prefix (darker enough) and a suffix (lighter
/// enough) of that order; two binary searches find both ends. Every comparison evaluates
/// ``ContrastRatio/init(_:_:)`` itself, so each verdict is the per-pair check's, bit for bit
/// (4.4999 fails 4.5:1).
///
/// A pair of two colors that both `inheritsValue` is not checked (the rule of
/// `Pairing.isCheckedInOwnAppearance` in LegibleTokens): such a foreground is searched among
/// the colors that have their own value only.
///
/// - Complexity: O(n log n) for n colors; memory O(n).
public struct AllPairsSweep: Sendable {
    /// One ordered pair, by index into the luminances given: foreground, background, ratio.
    public struct Pair: Hashable, Sendable {
        /// Index of the foreground.
        public var foreground: Int
        /// Index of the background.
        public var background: Int
        /// Their contrast ratio, unrounded.
        public var ratio: ContrastRatio

        /// Creates a pair.
        public init(foreground: Int, background: Int, ratio: ContrastRatio) {
            (self.foreground, self.background, self.ratio) = (foreground, background, ratio)
        }
    }

    /// Per color, how many backgrounds it is checked against and passes on.
    public struct Counts: Hashable, Sendable {
        /// The backgrounds checked with this color as the foreground.
        public var checked: Int
        /// Those on which the ratio reaches the threshold.
        public var passing: Int

        /// Creates counts.
        public init(checked: Int, passing: Int) { (self.checked, self.passing) = (checked, passing) }
    }

    /// The luminances, in the order given.
    public let luminances: [RelativeLuminance]
    /// Whether each color inherits its value (pairs of two such colors are not checked).
    public let inheritsValue: [Bool]
    /// Every index, by ascending luminance (ties by index).
    let all: [Int]
    /// The indices of colors with their own value, by ascending luminance.
    let own: [Int]

    /// Prepares the sweep; `inheritsValue` defaults to all false, else has one entry per color.
    public init(luminances: [RelativeLuminance], inheritsValue: [Bool]? = nil) {
        self.luminances = luminances
        let inherits = inheritsValue ?? [Bool](repeating: false, count: luminances.count)
        precondition(inherits.count == luminances.count, "AllPairsSweep: one inheritsValue entry per luminance")
        self.inheritsValue = inherits
        all = luminances.indices.sorted { (luminances[$0].value, $0) < (luminances[$1].value, $1) }
        own = all.filter { !inherits[$0] }
    }

    /// The ratio of color `foreground` over color `background`.
    @inlinable
    public func ratio(_ foreground: Int, _ background: Int) -> ContrastRatio {
        ContrastRatio(luminances[foreground], luminances[background])
    }

    /// For each color as the foreground: how many other colors it is checked against, and on
    /// how many of them the ratio is at least `threshold`.
    public func counts(atLeast threshold: Double) -> [Counts] {
        luminances.indices.map { i in
            let (pool, ends) = passingEnds(i, threshold: threshold)
            let inPool = !inheritsValue[i]
            let selfPasses = inPool && ContrastRatio(1).value >= threshold
            return Counts(checked: pool.count - (inPool ? 1 : 0),
                          passing: ends.prefix + (pool.count - ends.suffix) - (selfPasses ? 1 : 0))
        }
    }

    /// The `limit` failing pairs (ratio below `threshold`) with the highest ratios, highest
    /// first; ties by foreground index, then background index.
    public func nearestFailing(below threshold: Double, limit: Int) -> [Pair] {
        guard limit > 0 else { return [] }
        var kept: [Pair] = []
        func better(_ a: Pair, _ b: Pair) -> Bool {
            (a.ratio.value, b.foreground, b.background) > (b.ratio.value, a.foreground, a.background)
        }
        for i in luminances.indices {
            let (pool, ends) = passingEnds(i, threshold: threshold)
            // The failing run is pool[prefix..<suffix]; its ratios fall towards the foreground's
            // own luminance from both ends, so the nearest misses are at the two ends.
            let darkEnd = Swift.min(ends.prefix + limit, ends.middle)
            let lightStart = Swift.max(ends.suffix - limit, ends.middle)
            for k in Array(ends.prefix..<darkEnd) + Array(lightStart..<ends.suffix) where pool[k] != i {
                kept.append(Pair(foreground: i, background: pool[k], ratio: ratio(i, pool[k])))
            }
            if kept.count > 8 * limit {
                kept.sort(by: better)
                kept.removeLast(kept.count - limit)
            }
        }
        kept.sort(by: better)
        return Array(kept.prefix(limit))
    }

    /// The backgrounds of foreground `i` (sorted indices) and, in them: `prefix`, the end of the
    /// darker backgrounds it passes on; `middle`, the first not darker than it; `suffix`, the
    /// start of the lighter ones it passes on.
    func passingEnds(_ i: Int, threshold: Double) -> (pool: [Int], ends: (prefix: Int, middle: Int, suffix: Int)) {
        let pool = inheritsValue[i] ? own : all
        let l = luminances[i]
        let middle = partition(pool, 0, pool.count) { luminances[$0].value >= l.value }
        let prefix = partition(pool, 0, middle) { ContrastRatio(l, luminances[$0]).value < threshold }
        let suffix = partition(pool, middle, pool.count) { ContrastRatio(l, luminances[$0]).value >= threshold }
        return (pool, (prefix, middle, suffix))
    }

    /// The first index in `low..<high` whose element satisfies `predicate`, which is false then
    /// true along the range; `high` when none does.
    func partition(_ pool: [Int], _ low: Int, _ high: Int, _ predicate: (Int) -> Bool) -> Int {
        var low = low
        var high = high
        while low < high {
            let mid = (low + high) >> 1
            if predicate(pool[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
