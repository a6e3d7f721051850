// The benchmark harness: runs a case several times, keeps the median, and prints one
// tab-separated line per figure: name, median seconds, throughput with its unit, and the ratio
// to a baseline measured in the same run.

/// An optimisation barrier: keeps a computed value alive so the optimiser cannot drop the work.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) { _ = value }

enum Bench {
    /// Runs `body` `repetitions` times (after one warm-up) and returns the median wall time in seconds.
    static func median(repetitions: Int = 5, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<max(1, repetitions) {
            let elapsed = clock.measure(body)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Prints one result line: `name<TAB>seconds<TAB>throughput unit<TAB>ratio`.
    static func report(_ name: String, seconds: Double, work: Double, unit: String,
                       baseline: (name: String, seconds: Double)? = nil) {
        let throughput = work / seconds
        var ratio = "-"
        if let baseline { ratio = "\(format(seconds / baseline.seconds, 4))x \(baseline.name)" }
        print("\(name)\t\(format(seconds, 6))\t\(format(throughput, 1)) \(unit)\t\(ratio)")
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        let whole = Int64(scaled / scale)
        var fraction = String(Int64(abs(scaled.truncatingRemainder(dividingBy: scale))))
        while fraction.count < decimals { fraction = "0" + fraction }
        return decimals == 0 ? String(whole) : "\(whole).\(fraction)"
    }
}

/// SplitMix64: a small seeded generator so that inputs are the same in every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
