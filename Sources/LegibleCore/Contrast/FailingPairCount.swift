/// Counts, among all unordered pairs of a set of colors, those whose contrast ratio is below a
/// threshold, without visiting every pair.
///
/// The contrast ratio of two colors depends only on their relative luminances and grows with the
/// lighter one's luminance for a fixed darker one. With the luminances sorted, the pairs that fail
/// with a given darker color form one contiguous run of lighter colors just above it. The run's
/// end is decided with the same floating-point expression as ``ContrastRatio/init(_:_:)``, so the
/// count equals the naive all-pairs loop's exactly (a ratio of 4.4999 fails 4.5:1).
///
/// Since IEEE division is monotonic in each operand, the end of the run never moves down as the
/// darker color gets lighter: one forward sweep finds every run's end, after one radix sort.
///
/// - Complexity: O(n) for n luminances after an O(n) radix sort, against O(n²) for the naive loop.
public struct FailingPairCounter: Sendable {
    /// The luminances, ascending.
    public let sortedLuminances: [Double]

    /// Prepares the counter for `luminances` (relative luminances, 0...1, any order).
    public init(luminances: [RelativeLuminance]) {
        sortedLuminances = LuminanceSort.sorted(luminances.map(\.value))
    }

    /// The number of unordered pairs (i < j) whose contrast ratio is below `threshold`
    /// (so that they fail a requirement of `threshold`:1).
    public func countPairs(below threshold: Double) -> Int {
        let n = sortedLuminances.count
        var total = 0
        sortedLuminances.withUnsafeBufferPointer { l in
            // end: the first index j whose ratio with the current darker color reaches the
            // threshold; l is ascending, so (l[j] + 0.05) / darker is non-decreasing in j, and
            // non-increasing in the darker luminance.
            var end = 0
            for i in 0..<n {
                let darker = l[i] + 0.05
                if end <= i { end = i + 1 }
                while end < n, (l[end] + 0.05) / darker < threshold { end += 1 }
                total &+= end - (i + 1)
            }
        }
        return total
    }
}
