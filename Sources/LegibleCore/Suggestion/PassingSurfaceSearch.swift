/// Searches the 8-bit sRGB colors that pass a ``SidedPassTest`` for the ones nearest (ΔE2000,
/// Lab D65) to an original color. Internal engine of ``ContrastSuggester``.
///
/// The passing set on one side is monotone in every channel, so its border is a surface: for each
/// pair of the other two channels there is one smallest (lighter side) or largest (darker side)
/// passing code of the third, found by binary search. The search
/// 1. scans those border points on a coarse grid of the other two channels, for each of the three
///    channels in turn (so the surface is covered whichever way it is tilted);
/// 2. runs a descent from the best few, well-separated points: move to the nearest passing color in
///    the 5×5×5 cube of 8-bit steps around the current one, until none is nearer.
///
/// Every passing color evaluated is kept with its ΔE2000, so callers can pick distinct runners-up.
/// Brute-force comparison over all 16.7 million colors is in the test suite
/// (`SuggestionOptimalityTests`).
struct PassingSurfaceSearch {
    /// The grid step of the coarse scan, in 8-bit codes.
    var gridStep: Int
    /// How many separated seeds the descent starts from.
    var seedCount: Int

    /// The default configuration: grid step 8, 6 seeds.
    static let standard = PassingSurfaceSearch(gridStep: 8, seedCount: 6)
    /// A cheaper configuration used inside the two-color search: grid step 17, 2 seeds.
    static let quick = PassingSurfaceSearch(gridStep: 17, seedCount: 2)

    /// One evaluated passing color: its packed 8-bit code `r << 16 | g << 8 | b` and ΔE2000.
    struct Candidate: Hashable, Sendable {
        var code: Int
        var deltaE: Double
        var color: SRGBColor {
            SRGBColor(red8: UInt8(code >> 16), green8: UInt8((code >> 8) & 255), blue8: UInt8(code & 255))
        }
    }

    /// All passing colors evaluated, nearest first; empty when nothing on this side passes.
    func search(from original: SRGBColor, test: SidedPassTest) -> [Candidate] {
        guard test.isReachable else { return [] }
        var state = State(originLab: original.opaque.lab(white: .d65), test: test)
        let start = original.components8
        let startCode = Int(start.red) << 16 | Int(start.green) << 8 | Int(start.blue)
        var seeds: [Candidate] = []
        if let d = state.evaluate(startCode) { seeds.append(Candidate(code: startCode, deltaE: d)) }
        var grid = Array(stride(from: 0, through: 255, by: max(1, gridStep)))
        if grid.last != 255 { grid.append(255) }
        for axis in 0..<3 {
            for u in grid {
                for v in grid {
                    guard let code = state.border(axis: axis, u: u, v: v), let d = state.evaluate(code) else {
                        continue
                    }
                    seeds.append(Candidate(code: code, deltaE: d))
                }
            }
        }
        seeds.sort { $0.deltaE < $1.deltaE || ($0.deltaE == $1.deltaE && $0.code < $1.code) }
        var starts: [Int] = []
        for seed in seeds where starts.count < seedCount {
            if starts.allSatisfy({ Self.chebyshev($0, seed.code) > 2 * gridStep }) { starts.append(seed.code) }
        }
        for code in starts { state.descend(from: code) }
        return state.evaluated.map { Candidate(code: $0.key, deltaE: $0.value) }
            .sorted { $0.deltaE < $1.deltaE || ($0.deltaE == $1.deltaE && $0.code < $1.code) }
    }

    /// The largest per-channel difference between two packed codes.
    static func chebyshev(_ a: Int, _ b: Int) -> Int {
        max(abs((a >> 16) - (b >> 16)), abs(((a >> 8) & 255) - ((b >> 8) & 255)), abs((a & 255) - (b & 255)))
    }

    /// The mutable part of one search: the memo of evaluated colors.
    struct State {
        var originLab: CIELab
        var test: SidedPassTest
        var evaluated: [Int: Double] = [:]
        var failed: Set<Int> = []

        /// ΔE2000 of a packed code to the original, or nil when it does not pass (memoized).
        mutating func evaluate(_ code: Int) -> Double? {
            if let d = evaluated[code] { return d }
            if failed.contains(code) { return nil }
            let r = code >> 16, g = (code >> 8) & 255, b = code & 255
            guard test.passes(r, g, b) else {
                failed.insert(code)
                return nil
            }
            let d = ColorDifference.ciede2000(originLab, Self.lab(r, g, b))
            evaluated[code] = d
            return d
        }

        /// CIELab (D65) of an 8-bit color from the linear-light table.
        static func lab(_ r: Int, _ g: Int, _ b: Int) -> CIELab {
            let linear = LinearRGB(
                red: ChannelTables.linear[r], green: ChannelTables.linear[g], blue: ChannelTables.linear[b])
            return CIELab(xyz: linear.xyzD65, white: .d65)
        }

        /// The border code on `axis` (0 red, 1 green, 2 blue) with the other channels `u`, `v` (in
        /// r, g, b order): the smallest passing value on the lighter side, the largest on the
        /// darker; nil when no value passes.
        func border(axis: Int, u: Int, v: Int) -> Int? {
            func code(_ x: Int) -> Int {
                switch axis {
                case 0: return x << 16 | u << 8 | v
                case 1: return u << 16 | x << 8 | v
                default: return u << 16 | v << 8 | x
                }
            }
            func passes(_ x: Int) -> Bool {
                let c = code(x)
                return test.passes(c >> 16, (c >> 8) & 255, c & 255)
            }
            if test.lighter {
                guard passes(255) else { return nil }
                var low = -1, high = 255  // low fails (or is below range), high passes
                while high - low > 1 {
                    let mid = (low + high) / 2
                    if passes(mid) { high = mid } else { low = mid }
                }
                return code(high)
            } else {
                guard passes(0) else { return nil }
                var low = 0, high = 256  // low passes, high fails (or is above range)
                while high - low > 1 {
                    let mid = (low + high) / 2
                    if passes(mid) { low = mid } else { high = mid }
                }
                return code(low)
            }
        }

        /// Steepest descent over passing colors in the 5×5×5 neighbourhood, from `start`.
        mutating func descend(from start: Int) {
            guard var bestDistance = evaluate(start) else { return }
            var current = start
            for _ in 0..<512 {
                var next = current
                let r0 = current >> 16, g0 = (current >> 8) & 255, b0 = current & 255
                for dr in -2...2 {
                    let r = r0 + dr
                    if r < 0 || r > 255 { continue }
                    for dg in -2...2 {
                        let g = g0 + dg
                        if g < 0 || g > 255 { continue }
                        for db in -2...2 {
                            let b = b0 + db
                            if b < 0 || b > 255 || (dr == 0 && dg == 0 && db == 0) { continue }
                            let code = r << 16 | g << 8 | b
                            if let d = evaluate(code), d < bestDistance {
                                bestDistance = d
                                next = code
                            }
                        }
                    }
                }
                if next == current { return }
                current = next
            }
        }
    }
}
