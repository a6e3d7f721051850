import LegibleCore

/// The result of `legible distinguish`: the pairs of colors that carry different meanings and
/// collapse for people with a color-vision deficiency or in grayscale (WCAG 2.2 SC 1.4.1).
///
/// Each set is checked with ``ColorDistinctionCheck``: under protanopia, deuteranopia and
/// tritanopia a pair collapses when ΔE2000 between the simulated colors is below the check's
/// minimum; in grayscale when the WCAG 2 luminance contrast ratio is below its minimum (3:1, from
/// technique G183). ΔE2000 is computed on CIE Lab relative to D65 (sRGB's white), not CSS's D50.
public struct DistinguishReport: Sendable {
    /// A set of colors whose members carry different meanings.
    public struct ColorSet: Hashable, Sendable {
        /// The set's name (from the pairs file, or the token group such as `color.status.*`); nil
        /// for the colors given on the command line.
        public var name: String?
        /// The appearance (mode) the tokens belong to; nil for colors given directly.
        public var appearance: String?
        /// The colors, in order; translucent ones should be composited before.
        public var colors: [NamedColor]

        /// A set.
        public init(name: String? = nil, appearance: String? = nil, colors: [NamedColor]) {
            self.name = name
            self.appearance = appearance
            self.colors = colors
        }

        /// The number of pairs in the set, n·(n−1)/2.
        public var pairCount: Int { colors.count * (colors.count - 1) / 2 }
    }

    /// One collapsing pair and the set it belongs to.
    public struct Finding: Hashable, Sendable {
        /// The set the pair belongs to.
        public var set: ColorSet
        /// The pair, the condition and the distance.
        public var collapse: ColorCollapse
    }

    /// The thresholds and simulation method used.
    public var check: ColorDistinctionCheck
    /// The sets checked, in order.
    public var sets: [ColorSet]
    /// Every collapsing pair: set by set, then pair by pair, then by condition.
    public var findings: [Finding]
    /// How many distinct pairs collapse under at least one condition.
    public var collapsingPairCount: Int

    /// Checks every set with `check`.
    public init(sets: [ColorSet], check: ColorDistinctionCheck) {
        self.check = check
        self.sets = sets
        var pairs = 0
        findings = sets.flatMap { set in
            let collapses = check.collapses(among: set.colors)
            pairs += Set(collapses.map { [$0.first.name ?? $0.first.color.hex, $0.second.name ?? $0.second.color.hex] }).count
            return collapses.map { Finding(set: set, collapse: $0) }
        }
        collapsingPairCount = pairs
    }

    /// How many pairs were examined.
    public var pairsChecked: Int { sets.reduce(0) { $0 + $1.pairCount } }
    /// Whether any pair collapses (the command exits 1).
    public var hasCollapses: Bool { !findings.isEmpty }

    /// Which ΔE every figure uses, as reports state it.
    public static let deltaEDescription = "CIEDE2000 (ΔE2000) on CIE Lab relative to D65"

    /// The method used for `condition`, as reports print it.
    func methodName(for condition: ColorCollapseCondition) -> String {
        if condition == .grayscale { return "luminance" }
        if condition == .normal { return "none" }
        return (check.method ?? VisionDeficiencySimulationMethod.preferred(for: condition.deficiency)).rawValue
    }

    /// The report as JSON. See the module README for every key.
    public var jsonValue: JSONValue {
        .object([
            ("delta_e", .string(Self.deltaEDescription)),
            ("min_delta_e", .number(check.minimumDeltaE)),
            ("min_luminance_ratio", .number(check.minimumLuminanceRatio)),
            ("methods", .object(check.conditions.map { ($0.rawValue, .string(methodName(for: $0))) })),
            ("pairs", .array(findings.map(\.jsonValue))),
            ("advice", .string(ColorCollapse.advice)),
            ("summary", .object([
                ("sets", .integer(sets.count)),
                ("pairs_checked", .integer(pairsChecked)),
                ("collapses", .integer(findings.count)),
            ])),
        ])
    }

    /// The report for people: a table of the collapsing pairs, the advice when there are any,
    /// and a summary line that names the ΔE used.
    public func renderText(style: TextStyle) -> String {
        var out = ""
        if !findings.isEmpty {
            var table = TextTable(header: ["SET", "FIRST", "SECOND", "COLLAPSES UNDER", "SIMULATED", "DISTANCE"])
            for finding in findings {
                let c = finding.collapse
                let setName = [finding.set.name, finding.set.appearance].compactMap { $0 }.joined(separator: " ")
                table.rows.append([
                    .init(setName.isEmpty ? "-" : setName),
                    Self.colorCell(c.first, style: style),
                    Self.colorCell(c.second, style: style),
                    .init(c.condition.rawValue),
                    Self.simulatedCell(c.simulatedFirst, c.simulatedSecond, style: style),
                    .init(Self.distanceText(c)),
                ])
            }
            out += table.render() + "\n" + ColorCollapse.advice + "\n"
        }
        out += summaryLine + "\n"
        return out
    }

    /// `3 sets, 28 pairs checked, 2 collapse (3 conditions in all); ΔE2000 < 10 in normal vision
    /// or under simulation, luminance ratio < 3:1 in grayscale; ΔE2000 on CIE Lab relative to D65.`
    public var summaryLine: String {
        let setNoun = sets.count == 1 ? "set" : "sets"
        let pairNoun = pairsChecked == 1 ? "pair" : "pairs"
        let verdict: String
        if findings.isEmpty {
            verdict = "none collapse"
        } else {
            let conditionNoun = findings.count == 1 ? "condition" : "conditions"
            verdict = "\(collapsingPairCount) collapse (\(findings.count) \(conditionNoun) in all)"
        }
        return "\(sets.count) \(setNoun), \(pairsChecked) \(pairNoun) checked, \(verdict); "
            + "ΔE2000 < \(JSONWriter.format(check.minimumDeltaE)) in normal vision or under simulation, "
            + "luminance ratio < \(JSONWriter.format(check.minimumLuminanceRatio)):1 in grayscale; "
            + "ΔE2000 on CIE Lab relative to D65."
    }


    /// `ΔE2000 8.21` or `ratio 1.02:1`.
    static func distanceText(_ collapse: ColorCollapse) -> String {
        if collapse.condition == .grayscale {
            return "ratio " + ContrastRatio(collapse.distance).displayString + ":1"
        }
        return "ΔE2000 " + ContrastRatio.format(collapse.distance, decimals: 2)
    }

    static func colorCell(_ color: NamedColor, style: TextStyle) -> TextTable.Cell {
        let label = color.name.map { "\(TextTable.printable($0)) \(color.color.hexOpaque)" } ?? color.color.hexOpaque
        guard style.usesColor else { return .init(label) }
        return .init(rendered: style.swatch(color.color) + " " + label, width: style.swatchWidth + 1 + label.count)
    }

    static func simulatedCell(_ first: SRGBColor, _ second: SRGBColor, style: TextStyle) -> TextTable.Cell {
        let label = first.hexOpaque + " " + second.hexOpaque
        guard style.usesColor else { return .init(label) }
        return .init(
            rendered: style.swatch(first) + style.swatch(second) + " " + label,
            width: 2 * style.swatchWidth + 1 + label.count)
    }
}

extension DistinguishReport.Finding {
    /// `colors` [a, b], `names` [a, b] (token sets only), `set` and `appearance` (token sets
    /// only), `deficiency`, `simulated` [a′, b′], `distance` and `metric` (`delta_e_2000` or
    /// `luminance_ratio`).
    public var jsonValue: JSONValue {
        let c = collapse
        var members: [(key: String, value: JSONValue)] = [
            ("colors", .array([.string(c.first.color.hexOpaque), .string(c.second.color.hexOpaque)])),
        ]
        if let a = c.first.name, let b = c.second.name {
            members.append(("names", .array([.string(a), .string(b)])))
        }
        if let name = set.name { members.append(("set", .string(name))) }
        if let appearance = set.appearance { members.append(("appearance", .string(appearance))) }
        members += [
            ("deficiency", .string(c.condition.rawValue)),
            ("simulated", .array([.string(c.simulatedFirst.hexOpaque), .string(c.simulatedSecond.hexOpaque)])),
            ("distance", .number(c.distance)),
            ("metric", .string(c.condition == .grayscale ? "luminance_ratio" : "delta_e_2000")),
        ]
        return .object(members)
    }
}
