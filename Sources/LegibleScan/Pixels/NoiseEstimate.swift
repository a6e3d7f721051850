/// How noisy the image is, and the tolerances that follow.
///
/// Lossless screenshots are exact: flat areas have a 3x3 range of 0. A JPEG round trip adds
/// noise and ringing, and its 8x8 block grid shows as larger neighbour differences at one phase
/// of 8 along both axes. When that grid shows (blockiness above 1.16 along both axes), every
/// tolerance is raised by `excess` = (75th percentile of the nonzero 3x3 ranges up to 24) − 2.
struct ScanTolerances {
    /// Largest 3x3 range of a flat pixel.
    var flatRange: Int
    /// Largest 3x3 range of a smooth (gradient) pixel.
    var smoothRange: Int
    /// Largest 9·|c − mean| of a smooth pixel.
    var smoothLaplacian9: Int
    /// Smallest channel difference from the local background for ink.
    var ink: Int
    /// Smallest peak channel difference of a component.
    var peak: Int
    /// Width of the band of distances below the maximum used for the ink color.
    var inkBand: Double
    /// The excess noise (0 for lossless images).
    var excess: Double

    init(excess: Double) {
        self.excess = excess
        flatRange = 3 + Int(excess)
        smoothRange = 12 + Int(excess)
        smoothLaplacian9 = Int((1.5 + excess / 2) * 9)
        ink = 10 + Int(excess)
        peak = 14 + Int(excess)
        inkBand = 5 * excess
    }

    /// Estimates the tolerances for an image, from the counts of the 3x3 ranges 0...24
    /// (``LocalStatistics/rangeHistogram``) and the block grid.
    static func estimate(
        rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rangeHistogram: [Int], threads: Int
    ) -> ScanTolerances {
        var histogram = rangeHistogram
        histogram[0] = 0
        let total = histogram.reduce(0, +)
        guard total > 0 else { return ScanTolerances(excess: 0) }
        let noise = percentile(histogram: histogram, total: total, fraction: 0.75)
        // The grid matters only when it shows along both axes and the noise exceeds 2: the
        // second axis is measured only when the first shows it (the same excess, less work).
        guard noise > 2 else { return ScanTolerances(excess: 0) }
        let across = blockiness(rgba: rgba, width: width, height: height, vertical: false, threads: threads)
        guard across > 1.16 else { return ScanTolerances(excess: 0) }
        let blocky = min(across, blockiness(rgba: rgba, width: width, height: height, vertical: true, threads: threads))
        let excess = blocky > 1.16 ? max(0, noise - 2) : 0
        return ScanTolerances(excess: excess)
    }

    /// Linear-interpolated percentile of integer samples given as a histogram.
    static func percentile(histogram: [Int], total: Int, fraction: Double) -> Double {
        let position = fraction * Double(total - 1)
        let lowerRank = Int(position)
        func value(atRank rank: Int) -> Double {
            var seen = 0
            for (bin, count) in histogram.enumerated() {
                seen += count
                if seen > rank { return Double(bin) }
            }
            return Double(histogram.count - 1)
        }
        let lower = value(atRank: lowerRank)
        let upper = value(atRank: min(total - 1, lowerRank + 1))
        return lower + (upper - lower) * (position - Double(lowerRank))
    }

    /// The largest mean neighbour difference (differences up to 12 only) at one phase of 8, over
    /// the median of the 8 phases, along one axis. Row bands run on `threads`; their integer
    /// sums add up to the same result whatever the thread count.
    static func blockiness(
        rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, vertical: Bool, threads: Int
    ) -> Double {
        let rows = vertical ? height - 1 : height
        let columns = vertical ? width : width - 1
        guard rows > 0, columns > 0, let base = rgba.baseAddress, rgba.count >= width * height * 4 else { return 1 }
        let source = SharedReadPointer(base: base)
        // Every third row (horizontal differences) or column (vertical ones) is enough.
        let rowStride = vertical ? 1 : 3
        let parts = concatenatedChunks(count: (rows + rowStride - 1) / rowStride, threads: threads) { chunk in
            [phaseSums(
                rows: (chunk.lowerBound * rowStride)..<min(rows, chunk.upperBound * rowStride), rowStride: rowStride,
                columns: columns, width: width, vertical: vertical, base: source.base)]
        }
        var sums = [Int](repeating: 0, count: 8), counts = [Int](repeating: 0, count: 8)
        for part in parts {
            for phase in 0..<8 {
                sums[phase] += part.sums[phase]
                counts[phase] += part.counts[phase]
            }
        }
        var means = (0..<8).map { counts[$0] > 0 ? Double(sums[$0]) / Double(counts[$0]) : 0 }
        let largest = means.max() ?? 0
        means.sort()
        let median = (means[3] + means[4]) / 2
        return median > 1e-6 ? largest / median : 1
    }

    /// The sums of the neighbour differences up to 12, and their counts, per phase of 8 for
    /// the rows `rows` (every `rowStride`-th from the range's start). Stretches whose pixels
    /// all equal their neighbours (most of a screenshot) are counted 8 samples at a time.
    private static func phaseSums(
        rows: Range<Int>, rowStride: Int, columns: Int, width: Int, vertical: Bool, base: UnsafePointer<UInt8>
    ) -> (sums: [Int], counts: [Int]) {
        let step = vertical ? width * 4 : 4
        let columnStride = vertical ? 3 : 1
        let raw = UnsafeRawPointer(base)
        let colorBits = UInt32(littleEndian: 0x00FF_FFFF)
        let pairBits = UInt64(littleEndian: 0x00FF_FFFF_00FF_FFFF)
        // Samples counted once for every phase (horizontal: 8 equal neighbour pairs).
        var everyPhase = 0
        let tallies = UnsafeMutablePointer<Int>.allocate(capacity: 16)
        tallies.initialize(repeating: 0, count: 16)
        defer { tallies.deallocate() }
        let sums = tallies, counts = tallies + 8
        @inline(__always) func sample(_ x: Int, _ y: Int) {
            let offset = (y &* width &+ x) &* 4
            let phase = (vertical ? y : x) & 7
            // Equal colors (most pixels of a screenshot) differ by 0.
            let a = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            let b = raw.loadUnaligned(fromByteOffset: offset &+ step, as: UInt32.self)
            if (a ^ b) & colorBits == 0 {
                counts[phase] &+= 1
                return
            }
            var difference = 0
            for channel in 0..<3 {
                difference = max(difference, abs(Int(base[offset &+ channel]) &- Int(base[offset &+ step &+ channel])))
            }
            if difference <= 12 {
                sums[phase] &+= difference
                counts[phase] &+= 1
            }
        }
        for y in stride(from: rows.lowerBound, to: rows.upperBound, by: rowStride) {
            let row = y &* width &* 4
            var x = 0
            if vertical {
                // 24 pixels (8 samples) equal to the 24 below them.
                while x &+ 24 <= columns {
                    var differs: UInt64 = 0
                    for k in 0..<12 {
                        let offset = row &+ (x &+ 2 &* k) &* 4
                        differs |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            ^ raw.loadUnaligned(fromByteOffset: offset &+ step, as: UInt64.self)
                    }
                    if differs & pairBits == 0 {
                        counts[y & 7] &+= 8
                    } else {
                        for k in 0..<8 { sample(x &+ 3 &* k, y) }
                    }
                    x &+= 24
                }
                while x < columns {
                    sample(x, y)
                    x &+= columnStride
                }
            } else {
                // 9 equal pixels: 8 equal neighbour pairs, one of each phase.
                while x &+ 8 < columns {
                    let word = raw.loadUnaligned(fromByteOffset: row &+ x &* 4, as: UInt32.self)
                    var differs: UInt32 = 0
                    for k in 1...8 { differs |= raw.loadUnaligned(fromByteOffset: row &+ (x &+ k) &* 4, as: UInt32.self) ^ word }
                    if differs & colorBits == 0 {
                        everyPhase &+= 1
                    } else {
                        for k in 0..<8 { sample(x &+ k, y) }
                    }
                    x &+= 8
                }
                while x < columns {
                    sample(x, y)
                    x &+= 1
                }
            }
        }
        for phase in 0..<8 { counts[phase] &+= everyPhase }
        return ((0..<8).map { sums[$0] }, (0..<8).map { counts[$0] })
    }
}
