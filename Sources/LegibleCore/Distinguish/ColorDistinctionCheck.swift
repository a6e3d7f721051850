/// Checks that colors carrying different meanings stay distinguishable for people with
/// color-vision deficiencies and in grayscale (WCAG 2.2 SC 1.4.1 Use of Color).
///
/// A pair already closer than ``minimumDeltaE`` in normal vision collapses for everyone: it is
/// reported once, under ``ColorCollapseCondition/normal``. Every other pair is examined under each
/// remaining condition: it collapses under protanopia, deuteranopia or tritanopia when ΔE2000
/// between the simulated colors is below ``minimumDeltaE``, and in grayscale when the WCAG 2
/// luminance contrast ratio between the two colors is below ``minimumLuminanceRatio``.
///
/// Thresholds. ΔE2000 10 (default): ΔE00 ≈ 1 is a just-noticeable difference between patches side
/// by side, 2–3 is "perceptible at a glance", and categorical colors (legend keys, status badges)
/// seen apart on a screen need several times that to be named apart; 10 is a common at-a-glance
/// bound for categorical palettes. Luminance ratio 3:1 (default): WCAG technique G183 asks 3:1
/// between colors whose difference carries meaning when color is the only cue, so the difference
/// survives as a lightness difference. ΔE2000 is computed on CIE Lab relative to D65.
///
/// Source: WCAG 2.2 SC 1.4.1 and technique G183; simulation by ``VisionDeficiencySimulation``
/// (preferred methods unless ``method`` is set).
public struct ColorDistinctionCheck: Hashable, Sendable {
    /// The ΔE2000 below which simulated colors count as collapsed; also the normal-vision distance
    /// from which a pair counts as distinct. Default 10.
    public var minimumDeltaE: Double
    /// The WCAG contrast ratio below which a pair collapses in grayscale. Default 3 (G183).
    public var minimumLuminanceRatio: Double
    /// The simulation method, or nil for each deficiency's preferred method.
    public var method: VisionDeficiencySimulationMethod?
    /// The conditions examined, in report order. Default: all four.
    public var conditions: [ColorCollapseCondition]

    /// Creates a check.
    public init(
        minimumDeltaE: Double = 10,
        minimumLuminanceRatio: Double = 3,
        method: VisionDeficiencySimulationMethod? = nil,
        conditions: [ColorCollapseCondition] = ColorCollapseCondition.allCases
    ) {
        self.minimumDeltaE = minimumDeltaE
        self.minimumLuminanceRatio = minimumLuminanceRatio
        self.method = method
        self.conditions = conditions
    }

    /// The collapsing pairs of `colors`, pair by pair in input order (first index, then second),
    /// and for each pair in the order of ``conditions``.
    ///
    /// - Complexity: O(n²) pairs, each a few simulations and ΔE2000 evaluations; simulated colors
    ///   are computed once per color and condition.
    public func collapses(among colors: [NamedColor]) -> [ColorCollapse] {
        let kernels = conditions.map { VisionDeficiencySimulation.kernel(for: $0.deficiency, method: method) }
        let simulated: [[SRGBColor]] = kernels.map { kernel in colors.map { kernel.apply(to: $0.color.opaque) } }
        var result: [ColorCollapse] = []
        for i in colors.indices {
            for j in colors.indices where j > i {
                let normal = colors[i].color.deltaE2000(to: colors[j].color)
                if normal < minimumDeltaE {
                    if conditions.contains(.normal) {
                        result.append(
                            ColorCollapse(
                                first: colors[i], second: colors[j], condition: .normal,
                                simulatedFirst: colors[i].color.opaque, simulatedSecond: colors[j].color.opaque,
                                distance: normal, normalDistance: normal))
                    }
                    continue
                }
                for (k, condition) in conditions.enumerated() where condition != .normal {
                    let a = simulated[k][i]
                    let b = simulated[k][j]
                    let distance: Double
                    let collapsed: Bool
                    if condition == .grayscale {
                        distance = colors[i].color.contrastRatio(with: colors[j].color).value
                        collapsed = distance < minimumLuminanceRatio
                    } else {
                        distance = a.deltaE2000(to: b)
                        collapsed = distance < minimumDeltaE
                    }
                    if collapsed {
                        result.append(
                            ColorCollapse(
                                first: colors[i], second: colors[j], condition: condition,
                                simulatedFirst: a, simulatedSecond: b,
                                distance: distance, normalDistance: normal))
                    }
                }
            }
        }
        return result
    }

    /// The collapsing pairs of unnamed colors. See `collapses(among:)` for named colors.
    public func collapses(among colors: [SRGBColor]) -> [ColorCollapse] {
        collapses(among: colors.map { NamedColor(color: $0) })
    }

    /// The distance between two colors under `condition`: ΔE2000 (Lab D65) of the simulated
    /// colors, or the WCAG contrast ratio for grayscale. Useful to report the smallest distance.
    public func distance(
        _ first: SRGBColor, _ second: SRGBColor, under condition: ColorCollapseCondition
    ) -> Double {
        if condition == .grayscale { return first.contrastRatio(with: second).value }
        if condition == .normal { return first.deltaE2000(to: second) }
        let kernel = VisionDeficiencySimulation.kernel(for: condition.deficiency, method: method)
        return kernel.apply(to: first.opaque).deltaE2000(to: kernel.apply(to: second.opaque))
    }
}
