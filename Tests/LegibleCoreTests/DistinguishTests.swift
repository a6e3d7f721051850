import Testing
import LegibleCore

/// The differentiate-without-color check (WCAG 1.4.1, G183) on the Okabe-Ito palette, designed
/// for protanopes and deuteranopes (Okabe & Ito 2002, "Color Universal Design").
@Suite struct DistinguishTests {
    static let okabeIto = ["#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"]
    let colors: [SRGBColor]
    init() throws { colors = try Self.okabeIto.map { try SRGBColor(parsing: $0) } }

    func smallest(_ condition: ColorCollapseCondition) -> Double {
        let check = ColorDistinctionCheck()
        var best = Double.infinity
        for i in colors.indices {
            for j in colors.indices where j > i {
                best = min(best, check.distance(colors[i], colors[j], under: condition))
            }
        }
        return best
    }

    @Test func okabeItoSurvivesProtanopiaAndDeuteranopia() {
        let collapses = ColorDistinctionCheck().collapses(among: colors)
        #expect(!collapses.contains { $0.condition == .protanopia })
        #expect(!collapses.contains { $0.condition == .deuteranopia })
        let protan = smallest(.protanopia)
        let deutan = smallest(.deuteranopia)
        #expect(min(protan, deutan) >= 10)
        #expect(abs(min(protan, deutan) - 11.7) < 0.05, "smallest ΔE2000: \(protan), \(deutan)")
    }

    @Test func okabeItoCollapsesUnderTritanopia() {
        let collapses = ColorDistinctionCheck().collapses(among: colors).filter { $0.condition == .tritanopia }
        #expect(!collapses.isEmpty)
        let tritan = smallest(.tritanopia)
        #expect(abs(tritan - 8.2) < 0.05, "smallest tritanopia ΔE2000: \(tritan)")
        #expect(collapses.allSatisfy { $0.distance < 10 && $0.normalDistance >= 10 })
        #expect(collapses.map(\.distance).min() == tritan)
    }

    @Test func okabeItoOrangeAndSkyBlueCollapseInGrayscale() throws {
        let collapses = ColorDistinctionCheck().collapses(among: colors).filter { $0.condition == .grayscale }
        let pair = try #require(collapses.first { $0.first.color.hex == "#e69f00" && $0.second.color.hex == "#56b4e9" })
        #expect(ContrastRatio(pair.distance).displayString == "1.02", "ratio \(pair.distance)")
        #expect(pair.simulatedFirst.red == pair.simulatedFirst.green && pair.simulatedFirst.green == pair.simulatedFirst.blue)
        #expect(collapses.allSatisfy { $0.distance < 3 })
    }

    @Test func namesAndOrderAreKept() throws {
        let named = [
            NamedColor(name: "status.success", color: try SRGBColor(parsing: "#2e7d32")),
            NamedColor(name: "status.error", color: try SRGBColor(parsing: "#c62828")),
        ]
        let collapses = ColorDistinctionCheck().collapses(among: named)
        #expect(collapses.contains { $0.condition == .deuteranopia })
        for collapse in collapses {
            #expect(collapse.first.name == "status.success" && collapse.second.name == "status.error")
        }
        #expect(collapses.map(\.condition) == collapses.map(\.condition).sorted {
            (ColorCollapseCondition.allCases.firstIndex(of: $0) ?? 0) < (ColorCollapseCondition.allCases.firstIndex(of: $1) ?? 0)
        })
    }

    @Test func pairsAlreadyAlikeCollapseOnceInNormalVision() throws {
        let a = try SRGBColor(parsing: "#336699")
        let b = try SRGBColor(parsing: "#336698")
        let collapses = ColorDistinctionCheck().collapses(among: [a, b])
        #expect(collapses.map(\.condition) == [.normal])
        #expect(collapses.first.map { $0.distance < 0.5 } == true)
        // Identical colors of different meaning are the worst case, and are reported too.
        #expect(ColorDistinctionCheck().collapses(among: [a, a]).map(\.condition) == [.normal])
        // The rule is monotonic: a pair that moves apart in normal vision never starts failing
        // the normal-vision test, and is then examined under each deficiency.
        let c = try SRGBColor(parsing: "#d00000"), d = try SRGBColor(parsing: "#ff0000")
        #expect(!ColorDistinctionCheck().collapses(among: [c, d]).contains { $0.condition == .normal })
    }

    @Test func thresholdsAreSettable() {
        let strict = ColorDistinctionCheck(minimumDeltaE: 12, minimumLuminanceRatio: 1, conditions: [.protanopia, .deuteranopia])
        let found = strict.collapses(among: colors)
        #expect(!found.isEmpty && found.allSatisfy { $0.condition != .grayscale && $0.distance < 12 })
    }

    @Test func linksNeedThreeToOneAgainstText() throws {
        let text = try SRGBColor(parsing: "#000000")
        let link = try SRGBColor(parsing: "#0000ee")
        #expect(LinkDistinction.ratio(link: link, text: text).value < 3)
        #expect(!LinkDistinction.isDistinguishable(link: link, text: text, underlined: false))
        #expect(LinkDistinction.isDistinguishable(link: link, text: text, underlined: true))
        #expect(LinkDistinction.isDistinguishable(link: try SRGBColor(parsing: "#3b82f6"), text: text, underlined: false))
    }
}
