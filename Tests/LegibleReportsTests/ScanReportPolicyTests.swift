import Foundation
import LegibleCore
import LegibleScan
import Testing
@testable import LegibleReports

@Suite("Scan report: policy, pt and the text style hint")
struct ScanReportPolicyTests {
    func report(policy: ContrastPolicy, fontSize: Double) -> [String: Any] {
        let region = ScanRegion(
            rect: PixelRect(x: 1, y: 2, width: 30, height: 12), textHeight: 12, fontSize: fontSize, isBold: false,
            isLarge: false, foreground: .black, background: .white, backgroundKind: .flat, ratio: 21, worstRatio: 21,
            role: .text, requirement: ContrastRequirement(level: .aa, role: .text), aa: .pass, aaa: .pass)
        let result = ScanResult(width: 40, height: 20, scale: 1, regions: [region], policy: policy)
        let text = JSONWriter().render(ScanImageReport(image: "a.png", result: result).jsonValue)
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    @Test func pointsFollowThePolicy() throws {
        for (policy, points) in [(ContrastPolicy.wcag, 12.75), (.native, 17), (.apple, 17)] {
            let json = report(policy: policy, fontSize: 17)
            #expect((json["policy"] as? [String: Any])?["name"] as? String == policy.rawValue)
            let region = try #require((json["regions"] as? [[String: Any]])?.first)
            #expect(region["font_size_px"] as? Double == 17)
            #expect(region["font_size_pt"] as? Double == points)
            let hint = try #require(region["ios_text_style_estimate"] as? [String: Any])
            #expect(hint["estimate"] as? Bool == true)
            #expect(hint["hint"] as? String == "headline at Large, or body at Large (estimate)")
        }
    }
}
