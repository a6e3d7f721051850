/// One connected component of ink pixels, with what the text gate and the grouping need.
struct Component {
    var label: Int32
    var x0: Int, y0: Int, x1: Int, y1: Int  // bounding box, x1/y1 exclusive
    var pixelCount: Int
    /// Largest Euclidean RGB distance of a pixel from its local background.
    var peakDistance: Double
    /// Σ min(1, distance / peak): the ink area in pixels, anti-aliasing counted fractionally.
    var coverage: Double
    /// Largest 3x3 range over the component / largest channel difference from the background.
    var sharpness: Double
    /// Median color of the pixels within 10 % of the peak distance.
    var ink: (Double, Double, Double)
    /// Median local background color.
    var background: (Double, Double, Double)
    /// Unit vector from background to ink in RGB.
    var direction: (Double, Double, Double)

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var fill: Double { coverage / Double(max(1, width * height)) }

    /// Whether `other`'s box lies inside this one's.
    func encloses(_ other: Component) -> Bool {
        x0 <= other.x0 && other.x1 <= x1 && y0 <= other.y0 && other.y1 <= y1
    }
}

/// Ink pixels of every component, grouped by label (a counting sort of the ink runs).
struct ComponentPixels {
    /// `pixels[offsets[l] ..< offsets[l + 1]]` are the pixel indices of label l (1-based).
    var offsets: [Int]
    var pixels: [Int32]

    /// Groups the pixels of `runs` by label, each label's pixels in raster order.
    init(runs: RunLabels) {
        let count = runs.count
        var offsets = [Int](repeating: 0, count: count + 2)
        let runCount = runs.rowFirstRun.last ?? 0
        runs.runStart.withUnsafeBufferPointer { starts in
            runs.runEnd.withUnsafeBufferPointer { ends in
                runs.runLabel.withUnsafeBufferPointer { labels in
                    offsets.withUnsafeMutableBufferPointer { o in
                        for run in 0..<runCount { o[Int(labels[run]) &+ 1] &+= Int(ends[run] &- starts[run]) }
                        for index in 1..<o.count { o[index] &+= o[index &- 1] }
                    }
                }
            }
        }
        var cursor = offsets
        let total = offsets[count + 1]
        let width = runs.width
        let pixels = [Int32](unsafeUninitializedCapacity: total) { buffer, initialized in
            runs.runStart.withUnsafeBufferPointer { starts in
                runs.runEnd.withUnsafeBufferPointer { ends in
                    runs.runLabel.withUnsafeBufferPointer { labels in
                        cursor.withUnsafeMutableBufferPointer { next in
                            for y in 0..<max(0, runs.rowFirstRun.count - 1) {
                                let row = Int32(truncatingIfNeeded: y &* width)
                                for run in runs.runs(ofRow: y) {
                                    let label = Int(labels[run])
                                    var slot = next[label]
                                    for x in starts[run]..<ends[run] {
                                        buffer[slot] = row &+ x
                                        slot &+= 1
                                    }
                                    next[label] = slot
                                }
                            }
                        }
                    }
                }
            }
            initialized = total
        }
        self.offsets = offsets
        self.pixels = pixels
    }

    /// No pixels.
    init() {
        offsets = [0, 0]
        pixels = []
    }

    func range(of label: Int32) -> Range<Int> { offsets[Int(label)]..<offsets[Int(label) + 1] }
}

/// Small statistics helpers on unsorted samples.
enum Statistics {
    /// The median (mean of the two middle values for an even count); 0 for no samples.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// ``median(_:)`` of 8-bit levels (integer values in 0...255, such as the channels of
    /// pixels), by counting instead of sorting; any other value falls back to sorting.
    static func medianOfLevels(_ values: [Double]) -> Double {
        guard values.count >= 32 else { return median(values) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { counts in
            counts.initialize(repeating: 0)
            for value in values {
                guard value >= 0, value <= 255, let level = Int(exactly: value) else { return median(values) }
                counts[level] &+= 1
            }
            // The values of rank n/2 - 1 and n/2 (0-based) for an even count, n/2 for an odd one.
            let high = values.count / 2, low = values.count % 2 == 1 ? high : high - 1
            var seen = 0, lowValue = -1
            for level in 0..<256 {
                seen += Int(counts[level])
                if lowValue < 0 && seen > low { lowValue = level }
                if seen > high { return (Double(lowValue) + Double(level)) / 2 }
            }
            return median(values)
        }
    }

    /// The linear-interpolated percentile (`fraction` in 0...1) of sorted values.
    static func percentile(sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position)
        let upper = min(sorted.count - 1, lower + 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }
}
