import LegibleCore
@testable import LegibleScan
import Testing

/// The fragments of one line on a photograph (`InlineRunMerging.continuesOnPhotograph`): a
/// photograph's edge cut "Projects customers" in two, each piece matching no run.
@Suite("Fragments of a line on a photograph")
struct PhotoFragmentMergingTests {
    static func region(
        x: Int, width: Int, y: Int = 100, height: Int = 18, foreground: (UInt8, UInt8, UInt8) = (0xb9, 0xa7, 0xa1),
        kind: BackgroundKind = .complex, worst: Double = 2.6, large: Bool = false
    ) -> ScanRegion {
        let role: ContrastRole = large ? .largeText : .text
        let requirement = ContrastRequirement(level: .aa, role: role)
        return ScanRegion(
            rect: PixelRect(x: x, y: y, width: width, height: height), textHeight: height, fontSize: 14, isBold: false,
            isWeightUncertain: false, isLarge: large,
            foreground: SRGBColor(red8: foreground.0, green8: foreground.1, blue8: foreground.2),
            background: SRGBColor(red8: 0x6e, green8: 0x52, blue8: 0x4d), backgroundKind: kind, ratio: worst + 0.3,
            worstRatio: worst, role: role, requirement: requirement, aa: worst >= requirement.minimumRatio ? .pass : .fail,
            aaa: .fail)
    }

    @Test("Two fragments a word gap apart on a photograph join; the result keeps the worse ratio")
    func fragmentsJoin() throws {
        let left = Self.region(x: 40, width: 150, worst: 2.59)
        let right = Self.region(x: 200, width: 60, foreground: (0xac, 0xa0, 0x96), worst: 2.52)
        let merged = InlineRunMerging.merge([left, right, Self.region(x: 600, width: 40, y: 300)])
        let line = try #require(merged.first { $0.rect.x == 40 })
        #expect(line.rect.width == 220)
        #expect(line.worstRatio == 2.52)
        #expect(merged.count == 2)
    }

    @Test("Not joined: flat backgrounds, a wider gap, other heights, another ink, another size class")
    func notJoined() {
        let left = Self.region(x: 40, width: 150)
        let others: [ScanRegion] = [
            Self.region(x: 200, width: 60, kind: .flat), Self.region(x: 210, width: 60),
            Self.region(x: 200, width: 60, height: 24), Self.region(x: 200, width: 60, y: 106),
            Self.region(x: 200, width: 60, foreground: (0x70, 0xa7, 0xa1)), Self.region(x: 200, width: 60, large: true),
        ]
        for right in others {
            let gap = right.rect.x - 190
            #expect(!InlineRunMerging.continuesOnPhotograph(left, right, gap: gap), "\(right.rect)")
        }
        #expect(InlineRunMerging.continuesOnPhotograph(left, Self.region(x: 209, width: 60), gap: 19))
    }
}
