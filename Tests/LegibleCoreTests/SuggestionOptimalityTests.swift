import LegibleCore
import Testing

/// Brute-force proof of the suggester's accuracy: over all 16.7 million 8-bit colors, the nearest
/// passing color (ΔE2000, Lab D65) is found exhaustively and compared with the first suggestion.
///
/// Pruning (exact, not heuristic): CIEDE2000² = (ΔL/S_L)² + q, where q = (ΔC'/S_C)² + (ΔH'/S_H)²
/// + R_T·(ΔC'/S_C)·(ΔH'/S_H) ≥ 0 because |R_T| ≤ 2·sin 60° < 2; and S_L ≤ 1 + 0.015·50²/√(20 + 50²)
/// ≈ 1.7471 for L̄ in 0...100. So ΔE2000 ≥ |ΔL*| / S_L(L̄). The suggester's first result is a
/// passing color, so its ΔE2000 `U` bounds the optimum from above; any color that could beat it has
/// |L* − L*₀| ≤ U·S_L((L*₀ + L*)/2), a bounded lightness band. L* is increasing in CIE Y, so only colors with Y in the matching band
/// (widened by a margin) are examined; for each (r, g) that band is a contiguous run of b (Y is
/// increasing in b), found by binary search. Within the band every color that passes the checker's
/// exact test gets its ΔE2000.
struct BruteForceNearest {
    static let linear = SRGBTransfer.decodeTable
    /// CIE Y (not WCAG's rounded coefficients) of each channel's linear light, for the L* band.
    static let yCoefficients: (Double, Double, Double) = (
        LinearRGB(red: 1, green: 0, blue: 0).xyzD65.y,
        LinearRGB(red: 0, green: 1, blue: 0).xyzD65.y,
        LinearRGB(red: 0, green: 0, blue: 1).xyzD65.y)

    /// CIE Y for L* (CIE 15, inverse of the lightness function), white Y = 1.
    static func y(lightness: Double) -> Double {
        let l = min(max(lightness, 0), 100)
        return CIELab(l: l, a: 0, b: 0).xyz(white: .d65).y
    }

    /// S_L of CIEDE2000 at mean lightness `mean`.
    static func sl(_ mean: Double) -> Double {
        let d2 = (mean - 50) * (mean - 50)
        return 1 + 0.015 * d2 / (20 + d2).squareRoot()
    }

    /// The hull of the lightnesses L with |L − l0| ≤ bound · S_L((l0 + L) / 2), scanned in steps of
    /// 0.01 with slack (S_L changes by less than 0.0001 between grid points), widened by one step.
    static func lightnessBand(around l0: Double, bound: Double) -> (Double, Double) {
        var low = l0, high = l0
        var l = 0.0
        while l <= 100 {
            if abs(l - l0) <= bound * (sl((l0 + l) / 2) + 0.001) + 0.01 {
                low = min(low, l)
                high = max(high, l)
            }
            l += 0.01
        }
        return (low - 0.02, high + 0.02)
    }

    /// The smallest ΔE2000 from `original` over 8-bit colors `c` with `passes(c)`, given an upper
    /// bound `bound` that some passing color attains; also returns how many colors were examined.
    static func nearest(
        to original: SRGBColor, bound: Double, passes: (SRGBColor) -> Bool
    ) -> (deltaE: Double, examined: Int) {
        let lab = original.lab(white: .d65)
        let (lLow, lHigh) = lightnessBand(around: lab.l, bound: bound)
        let yLow = y(lightness: lLow) - 1e-9
        let yHigh = y(lightness: lHigh) + 1e-9
        let (cr, cg, cb) = yCoefficients
        var best = Double.infinity
        var examined = 0
        for r in 0..<256 {
            for g in 0..<256 {
                let base = cr * linear[r] + cg * linear[g]
                if base > yHigh || base + cb < yLow { continue }
                var low = 0, high = 255
                while low < high {  // first b with Y >= yLow
                    let mid = (low + high) / 2
                    if base + cb * linear[mid] >= yLow { high = mid } else { low = mid + 1 }
                }
                var b = low
                while b < 256, base + cb * linear[b] <= yHigh {
                    let color = SRGBColor(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b))
                    if passes(color) {
                        examined += 1
                        let linearColor = LinearRGB(red: linear[r], green: linear[g], blue: linear[b])
                        let d = ColorDifference.ciede2000(lab, CIELab(xyz: linearColor.xyzD65, white: .d65))
                        if d < best { best = d }
                    }
                    b += 1
                }
            }
        }
        return (best, examined)
    }
}

@Suite("Suggestion optimality (brute force over all 8-bit colors)")
struct SuggestionOptimalityTests {
    /// Measured on these nine pairs and the background case (2026-11-30): the largest gap is
    /// 0.090 ΔE2000 (#00ffff on white, AAA large text: 32.558 against the optimum's 32.468); six
    /// of ten are exactly optimal, the others within 0.023.
    /// Pairs chosen to cover saturated primaries and secondaries, mid tones, both polarities,
    /// AA and AAA, and one APCA goal. Foreground adjusted.
    static let cases: [(fg: String, bg: String, goal: ContrastGoal)] = [
        ("#ff0000", "#ffffff", .wcag(ContrastRequirement(level: .aa, role: .text))),
        ("#0000ff", "#000000", .wcag(ContrastRequirement(level: .aa, role: .text))),
        ("#ff00ff", "#ffffff", .wcag(ContrastRequirement(level: .aa, role: .text))),
        ("#1e90ff", "#ffffff", .wcag(ContrastRequirement(level: .aa, role: .text))),
        ("#ffa500", "#ffffff", .wcag(ContrastRequirement(level: .aa, role: .nonText))),
        ("#00ffff", "#ffffff", .wcag(ContrastRequirement(level: .aaa, role: .largeText))),
        ("#8a2be2", "#000000", .wcag(ContrastRequirement(level: .aa, role: .text))),
        ("#b22222", "#1a1a1a", .wcag(ContrastRequirement(level: .aa, role: .largeText))),
        ("#999999", "#ffffff", .apca(APCARequirement(role: .largeText))),
    ]

    @Test("first suggestion within 0.5 ΔE2000 of the exhaustive optimum", arguments: 0..<cases.count)
    func firstSuggestionIsNearOptimal(index: Int) throws {
        let item = Self.cases[index]
        let fg = try SRGBColor(parsing: item.fg)
        let bg = try SRGBColor(parsing: item.bg)
        let result = ContrastSuggester(goal: item.goal).suggest(foreground: fg, background: bg)
        let first = try #require(result.suggestions.first, "\(item.fg) on \(item.bg): no suggestion")
        #expect(item.goal.isMet(foreground: first.foreground, background: bg))
        let brute = BruteForceNearest.nearest(to: fg, bound: first.deltaE, passes: Self.passes(item.goal, background: bg))
        check(first: first, optimum: brute.deltaE, context: "\(item.fg) on \(item.bg)")
    }

    @Test("background adjustment: white text on a saturated orange, within 0.5 ΔE2000 of the optimum")
    func backgroundIsNearOptimal() throws {
        let fg = SRGBColor.white, bg = SRGBColor(red8: 255, green8: 140, blue8: 0)
        let goal = ContrastGoal.wcag(ContrastRequirement(level: .aa, role: .text))
        let result = ContrastSuggester(goal: goal, adjusting: .background).suggest(foreground: fg, background: bg)
        let first = try #require(result.suggestions.first)
        #expect(first.foreground == fg)
        let brute = BruteForceNearest.nearest(to: bg, bound: first.deltaE) {
            goal.isMet(foreground: fg, background: $0)
        }
        check(first: first, optimum: brute.deltaE, context: "white on #ff8c00")
    }

    /// The checker's own test for an opaque pair: `contrastRatio(with:).satisfies` or APCA's.
    static func passes(_ goal: ContrastGoal, background: SRGBColor) -> (SRGBColor) -> Bool {
        switch goal {
        case .wcag(let requirement):
            return { $0.contrastRatio(with: background).satisfies(requirement) }
        case .apca(let requirement):
            return { apcaContrast(text: $0, background: background).satisfies(requirement) }
        }
    }

    func check(first: ContrastSuggestion, optimum: Double, context: String) {
        let gap = first.deltaE - optimum
        #expect(gap >= -1e-9, "\(context): brute force \(optimum) above suggestion \(first.deltaE)")
        #expect(gap <= 0.5, "\(context): suggestion ΔE \(first.deltaE), optimum \(optimum)")
    }
}
