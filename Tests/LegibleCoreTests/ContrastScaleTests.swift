import LegibleCore
import Testing

@Suite("Contrast scale")
struct ContrastScaleTests {
    static let ratios = [1.25, 1.5, 2, 3, 4.5, 7, 10, 15]

    @Test("every reachable target is hit within 5% above, with the base's hue",
          arguments: ["#1e90ff", "#ff0000", "#2e8b57", "#808080", "#ffcc00", "#6a0dad"], ["#ffffff", "#000000", "#1a1a2e"])
    func hitsReachableTargets(base hex: String, background bgHex: String) throws {
        let base = try SRGBColor(parsing: hex), bg = try SRGBColor(parsing: bgHex)
        let scale = ContrastScale(base: base, background: bg, targets: Self.ratios)
        let maximum = ContrastScale.maximumRatio(background: bg)
        #expect(scale.entries.map(\.target) == Self.ratios)
        for entry in scale.entries {
            if entry.target <= maximum {
                let color = try #require(entry.color, "\(hex) on \(bgHex): \(entry.target) is reachable but missing")
                let ratio = color.contrastRatio(with: bg)
                #expect(entry.ratio == ratio)
                #expect(ratio.value >= entry.target && ratio.value <= entry.target * 1.05,
                        "\(hex) on \(bgHex): \(color.hex) is \(ratio.value) for \(entry.target)")
                #expect(color == color.rounded8)
                let h0 = base.oklch.h, h1 = color.oklch.h
                if let h0, let h1, color.oklch.c > 0.04 {
                    let difference = abs(((h1 - h0 + 540).truncatingRemainder(dividingBy: 360)) - 180)
                    #expect(difference < 3, "\(hex) on \(bgHex): \(color.hex) hue \(h1) vs \(h0)")
                }
            } else {
                #expect(entry.color == nil, "\(hex) on \(bgHex): \(entry.target) cannot be reached")
            }
        }
    }

    @Test("unreachable targets are reported, not faked")
    func unreachable() throws {
        let bg = try SRGBColor(parsing: "#767676")
        let scale = ContrastScale(base: .white, background: bg, targets: [3, 7, 21, 0.5])
        #expect(scale.entries[0].isReachable)
        #expect(!scale.entries[1].isReachable)
        #expect(!scale.entries[2].isReachable)
        #expect(!scale.entries[3].isReachable)
    }

    @Test("evenly spaced targets lie strictly between 1 and the maximum and increase")
    func steps() throws {
        let targets = ContrastScale.evenlySpacedTargets(count: 9, background: .white)
        #expect(targets.count == 9)
        let first = try #require(targets.first), last = try #require(targets.last)
        #expect(first > 1 && last < 21)
        let increasing = zip(targets, targets.dropFirst()).allSatisfy { $0 < $1 }
        #expect(increasing)
        let scale = ContrastScale(base: SRGBColor(red8: 30, green8: 144, blue8: 255), background: .white, targets: targets)
        let allReachable = scale.entries.allSatisfy(\.isReachable)
        #expect(allReachable)
    }
}
