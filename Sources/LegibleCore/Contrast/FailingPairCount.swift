/// Counts, among all unordered pairs of a set of colors, those whose contrast ratio is below a
/// threshold, without visiting every pair.
///
/// The contrast ratio of two colors depends only on their relative luminances and grows with the
/// lighter one's luminance for a fixed darker one. With the luminances sorted, the pairs that fail
/// with a given darker color form one contiguous run of lighter colors, found by binary search
/// using the same floating-point expression as ``ContrastRatio/init(_:_:)``, so the count equals
/// the naive all-pairs loop's exactly.
///
/// - Complexity: O(n log n) for n luminances, against O(n²) for the naive loop.
public struct FailingPairCounter: Sendable {
    /// The luminances, ascending.
    public let sortedLuminances: [Double]

    /// Prepares the counter for `luminances` (relative luminances, 0...1, any order).
    public init(luminances: [RelativeLuminance]) {
        sortedLuminances = luminances.map(\.value).sorted()
    }

    /// The number of unordered pairs (i < j) whose contrast ratio is below `threshold`
    /// (so that they fail a requirement of `threshold`:1).
    public func countPairs(below threshold: Double) -> Int {
        let values = sortedLuminances
        let n = values.count
        var total = 0
        values.withUnsafeBufferPointer { l in
            for i in 0..<n {
                let darker = l[i] + 0.05
                // First index j > i whose ratio with i reaches the threshold; l is ascending, so
                // (l[j] + 0.05) / darker is non-decreasing in j.
                var low = i + 1
                var high = n
                while low < high {
                    let mid = (low + high) >> 1
                    if (l[mid] + 0.05) / darker >= threshold { high = mid } else { low = mid + 1 }
                }
                total += low - (i + 1)
            }
        }
        return total
    }
}
