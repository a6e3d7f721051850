/// A way of seeing colors that a categorical palette is optimized for.
public enum PaletteVision: String, CaseIterable, Hashable, Sendable {
    /// Normal trichromatic vision (no simulation).
    case normal
    /// Protanopia (missing L cones), simulated with the default method (Viénot 1999).
    case protanopia
    /// Deuteranopia (missing M cones), simulated with the default method (Viénot 1999).
    case deuteranopia
    /// Tritanopia (missing S cones), simulated with the default method (Brettel 1997).
    case tritanopia

    /// The simulated deficiency; nil for normal vision.
    public var deficiency: VisionDeficiency? {
        switch self {
        case .normal: return nil
        case .protanopia: return .protanopia
        case .deuteranopia: return .deuteranopia
        case .tritanopia: return .tritanopia
        }
    }

    /// How `color` looks under this vision (``VisionDeficiencySimulation``, default methods).
    public func simulate(_ color: SRGBColor) -> SRGBColor {
        guard let deficiency else { return color }
        return VisionDeficiencySimulation.simulate(color, as: deficiency)
    }
}

/// N colors for a chart or status set, as far apart as possible for every kind of vision, each
/// meeting a non-text contrast against a background.
///
/// Objective: maximize the smallest pairwise ΔE2000 (CIE Lab D65), taken over all pairs and over
/// normal vision, protanopia, deuteranopia and tritanopia (simulated with
/// ``VisionDeficiencySimulation``'s default methods); ties are broken by the sum of the four
/// per-vision minima. Every color meets `requirement` (WCAG 2.2 SC 1.4.11, 3:1, by default)
/// against the background, checked with ``ContrastRatio/satisfies(_:)``.
///
/// Method (deterministic, no randomness): candidates are the 8-bit colors on a grid of 18 levels per
/// channel (steps of 15) that pass; greedy farthest-point selection from each of several starting
/// colors; then swaps with any candidate while the objective improves; then a descent over 8-bit
/// neighbours (steps 8, 4, 2, 1 per channel) of each color. The best start wins.
public struct CategoricalPalette: Hashable, Sendable {
    /// The colors, 8-bit and opaque, in the order chosen (most distinct first).
    public var colors: [SRGBColor]
    /// The background the contrast requirement is measured against (opaque).
    public var background: SRGBColor
    /// The smallest pairwise ΔE2000 under each vision, in ``PaletteVision/allCases`` order;
    /// infinity when there are fewer than two colors.
    public var minimumDeltaE: [PaletteVision: Double]

    /// Builds a palette of `count` colors.
    ///
    /// - Parameters:
    ///   - count: The number of colors wanted, 1...64; fewer are returned only when fewer colors pass.
    ///   - background: The background; a translucent one is taken over white (`legible palette`
    ///     rejects one instead: its contrast depends on what lies beneath it).
    ///   - requirement: The contrast each color must meet; WCAG 2.2 non-text (3:1) by default.
    /// - Complexity: O(starts · sweeps · count² · candidates) ΔE2000 evaluations; about a second in
    ///   a release build for 6 colors.
    public init(
        count: Int, background: SRGBColor,
        requirement: ContrastRequirement = ContrastRequirement(level: .aa, role: .nonText)
    ) {
        let bg = background.isOpaque ? background : background.composited(over: .white).opaque
        self.background = bg
        var optimizer = CategoricalOptimizer(background: bg, requirement: requirement)
        let chosen = optimizer.optimize(count: min(max(count, 0), 64))
        colors = chosen.map(\.color)
        minimumDeltaE = Self.minimumDistances(of: colors)
    }

    /// The smallest pairwise ΔE2000 (Lab D65) of `colors` under each vision; infinity for fewer
    /// than two colors.
    public static func minimumDistances(of colors: [SRGBColor]) -> [PaletteVision: Double] {
        var out: [PaletteVision: Double] = [:]
        for vision in PaletteVision.allCases {
            let labs = colors.map { vision.simulate($0).lab(white: .d65) }
            var smallest = Double.infinity
            for i in labs.indices {
                for j in labs.indices where j > i {
                    smallest = min(smallest, ColorDifference.ciede2000(labs[i], labs[j]))
                }
            }
            out[vision] = smallest
        }
        return out
    }
}

/// The search behind ``CategoricalPalette``.
struct CategoricalOptimizer {
    /// A candidate color with its Lab under each vision.
    struct Point: Hashable {
        var code: Int
        var labs: [CIELab]
        var color: SRGBColor {
            SRGBColor(red8: UInt8(code >> 16), green8: UInt8((code >> 8) & 255), blue8: UInt8(code & 255))
        }
    }

    var background: SRGBColor
    var requirement: ContrastRequirement
    let kernels = PaletteVision.allCases.map { $0.deficiency.map { VisionDeficiencySimulation.kernel(for: $0) } }

    init(background: SRGBColor, requirement: ContrastRequirement) {
        self.background = background
        self.requirement = requirement
    }

    func point(_ r: Int, _ g: Int, _ b: Int) -> Point? {
        let color = SRGBColor(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b))
        guard color.contrastRatio(with: background).satisfies(requirement) else { return nil }
        let labs = kernels.map { ($0?.apply(to: color) ?? color).lab(white: .d65) }
        return Point(code: r << 16 | g << 8 | b, labs: labs)
    }

    /// Per-vision ΔE2000 between two points.
    static func distances(_ p: Point, _ q: Point) -> [Double] {
        (0..<p.labs.count).map { ColorDifference.ciede2000(p.labs[$0], q.labs[$0]) }
    }

    /// (smallest over visions and pairs, sum over visions of per-vision minima) for a set.
    static func score(_ set: [Point]) -> (Double, Double) {
        guard set.count > 1 else { return (.infinity, .infinity) }
        var minima = [Double](repeating: .infinity, count: set[0].labs.count)
        for i in set.indices {
            for j in set.indices where j > i {
                let d = distances(set[i], set[j])
                for v in d.indices { minima[v] = min(minima[v], d[v]) }
            }
        }
        return (minima.min() ?? .infinity, minima.reduce(0, +))
    }

    static func better(_ a: (Double, Double), than b: (Double, Double)) -> Bool {
        a.0 > b.0 + 1e-12 || (abs(a.0 - b.0) <= 1e-12 && a.1 > b.1 + 1e-12)
    }

    mutating func optimize(count: Int) -> [Point] {
        guard count > 0 else { return [] }
        var candidates: [Point] = []
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    if let p = point(r, g, b) { candidates.append(p) }
                }
            }
        }
        guard !candidates.isEmpty else { return [] }
        // Starts: the candidates most distinct from the background, one per hue sextant of Lab.
        let backgroundLabs = kernels.map { ($0?.apply(to: background) ?? background).lab(white: .d65) }
        let backgroundPoint = Point(code: -1, labs: backgroundLabs)
        var startsBySector: [Int: (Point, Double)] = [:]
        for p in candidates {
            let lab = p.labs[0]
            let sector = Int((ColorDifference.hueDegrees(b: lab.b, a: lab.a) / 60).rounded(.down)) % 6
            let d = Self.distances(p, backgroundPoint).min() ?? 0
            if startsBySector[sector].map({ d > $0.1 }) ?? true { startsBySector[sector] = (p, d) }
        }
        let starts = startsBySector.keys.sorted().compactMap { startsBySector[$0]?.0 }
        var best: [Point] = []
        var bestScore = (-Double.infinity, -Double.infinity)
        for start in starts {
            var set = greedy(from: start, count: count, candidates: candidates)
            improveBySwaps(&set, candidates: candidates)
            refineLocally(&set)
            let s = Self.score(set)
            if Self.better(s, than: bestScore) || best.isEmpty {
                best = set
                bestScore = s
            }
        }
        return best
    }

    /// Greedy farthest-point selection (max-min over visions).
    func greedy(from start: Point, count: Int, candidates: [Point]) -> [Point] {
        var set = [start]
        var nearest = candidates.map { Self.distances($0, start).min() ?? 0 }
        while set.count < min(count, candidates.count) {
            guard let index = nearest.indices.max(by: { nearest[$0] < nearest[$1] }), nearest[index] > 0 else { break }
            let chosen = candidates[index]
            set.append(chosen)
            for i in candidates.indices {
                nearest[i] = min(nearest[i], Self.distances(candidates[i], chosen).min() ?? 0)
            }
        }
        return set
    }

    /// Replaces members by candidates while the score improves (at most 12 sweeps).
    func improveBySwaps(_ set: inout [Point], candidates: [Point]) {
        guard set.count > 1 else { return }
        let visions = set[0].labs.count
        var current = Self.score(set)
        for _ in 0..<12 {
            var improved = false
            for i in set.indices {
                let others = set.indices.filter { $0 != i }.map { set[$0] }
                // Per-vision minima over the pairs that stay.
                var kept = [Double](repeating: .infinity, count: visions)
                for j in others.indices {
                    for k in others.indices where k > j {
                        let d = Self.distances(others[j], others[k])
                        for v in 0..<visions { kept[v] = min(kept[v], d[v]) }
                    }
                }
                for candidate in candidates where candidate.code != set[i].code {
                    var minima = kept
                    var rejected = false
                    for other in others {
                        let d = Self.distances(candidate, other)
                        for v in 0..<visions { minima[v] = min(minima[v], d[v]) }
                        if (minima.min() ?? 0) < current.0 {
                            rejected = true
                            break
                        }
                    }
                    if rejected { continue }
                    let s = (minima.min() ?? 0, minima.reduce(0, +))
                    if Self.better(s, than: current) {
                        set[i] = candidate
                        current = s
                        improved = true
                        break
                    }
                }
            }
            if !improved { return }
        }
    }

    /// Moves each member to better 8-bit neighbours (steps 8, 4, 2, 1 per channel) while the
    /// score improves.
    func refineLocally(_ set: inout [Point]) {
        guard set.count > 1 else { return }
        var current = Self.score(set)
        for step in [8, 4, 2, 1] {
            var improved = true
            var rounds = 0
            while improved && rounds < 8 {
                improved = false
                rounds += 1
                for i in set.indices {
                    let code = set[i].code
                    let r0 = code >> 16, g0 = (code >> 8) & 255, b0 = code & 255
                    for (dr, dg, db) in [(step, 0, 0), (-step, 0, 0), (0, step, 0), (0, -step, 0), (0, 0, step), (0, 0, -step)] {
                        let r = r0 + dr, g = g0 + dg, b = b0 + db
                        guard (0...255).contains(r), (0...255).contains(g), (0...255).contains(b),
                              let p = point(r, g, b)
                        else { continue }
                        var trial = set
                        trial[i] = p
                        let s = Self.score(trial)
                        if Self.better(s, than: current) {
                            set = trial
                            current = s
                            improved = true
                            break
                        }
                    }
                }
            }
        }
    }
}
