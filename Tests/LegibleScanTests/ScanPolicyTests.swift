import LegibleCore
import LegibleScan
import Testing
import _LegibleTestSupport

@Suite("Scan under each contrast policy")
struct ScanPolicyTests {
    typealias RGB = SyntheticScreen.RGB

    func scan(fontPixel: Double, bold: Bool, policy: ContrastPolicy) throws -> (ScanResult, ScanRegion) {
        let width = 400, height = 60
        var screen = SyntheticScreen(width: width, height: height, background: (0xff, 0xff, 0xff))
        _ = screen.drawText("CONTRAST", x: 10, y: 12, fontPixel: fontPixel, color: (0x94, 0x94, 0x94), bold: bold)
        let result = ScreenshotScanner(options: ScanOptions(policy: policy))
            .scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        return (result, try #require(result.regions.first))
    }

    @Test func twentyPixelTextIsLargeOnlyInLogicalUnits() throws {
        // About 20 logical px: under 24 px (wcag), at least 18 (native, apple).
        for policy in ContrastPolicy.allCases {
            let (result, region) = try scan(fontPixel: 2.2, bold: false, policy: policy)
            #expect(result.policy == policy)
            #expect(region.fontSize > 18 && region.fontSize < 24, "size \(region.fontSize)")
            #expect(region.isLarge == (policy != .wcag), "\(policy)")
            #expect(region.requirement.minimumRatio == (policy == .wcag ? 4.5 : 3))
        }
    }

    @Test func smallBoldTextIsLargeOnlyUnderApple() throws {
        for policy in ContrastPolicy.allCases {
            let (_, region) = try scan(fontPixel: 1.3, bold: true, policy: policy)
            #expect(region.isBold)
            #expect(region.fontSize < 14, "size \(region.fontSize)")
            #expect(region.isLarge == (policy == .apple), "\(policy)")
        }
    }
}
