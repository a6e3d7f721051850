import Foundation
import LegibleCore
@testable import LegibleReports
import LegibleScan
import Testing

/// `size_uncertain` and `font_size_range_px` in the scan JSON appear only on runs whose size
/// interval straddles the large-text boundary; other runs keep their keys and bytes. The text,
/// SARIF and message forms (JUnit, GitHub, Markdown, HTML) say it too.
@Suite("Scan reports: size uncertainty")
struct ScanSizeUncertaintyJSONTests {
    func region(_ size: Double, weightUncertain: Bool = false) -> ScanRegion {
        let white = SRGBColor(red8: 255, green8: 255, blue8: 255), gray = SRGBColor(red8: 0x76, green8: 0x76, blue8: 0x76)
        return ScanRegion(
            rect: PixelRect(x: 1, y: 2, width: 30, height: 12), textHeight: 12, fontSize: size, isBold: false,
            isWeightUncertain: weightUncertain, isLarge: ContrastPolicy.wcag.judge(.pixels(size), weight: 400).isLarge, foreground: gray, background: white, backgroundKind: .flat,
            ratio: 4.54, worstRatio: 4.54, role: .text, requirement: ContrastRequirement(level: .aa, role: .text),
            aa: .pass, aaa: .fail)
    }

    func keys(_ size: Double, weightUncertain: Bool = false) -> [(String, JSONValue)] {
        let result = ScanResult(width: 40, height: 20, scale: 1, regions: [region(size, weightUncertain: weightUncertain)])
        guard case .object(let top) = ScanImageReport(image: "a.png", result: result).jsonValue,
            case .array(let regions)? = top.first(where: { $0.key == "regions" })?.value,
            case .object(let members)? = regions.first
        else { return [] }
        return members.map { ($0.key, $0.value) }
    }

    @Test("A 23 px run carries the flag and its interval; a 14 px run does not")
    func flagOnlyWhenUncertain() {
        let uncertain = keys(23)
        #expect(uncertain.first { $0.0 == "size_uncertain" }?.1 == .bool(true))
        let range = uncertain.first { $0.0 == "font_size_range_px" }?.1
        #expect(range == .array([.number(23 / 1.09), .number(23 / 0.90)]))
        #expect(!uncertain.contains { $0.0 == "weight_uncertain" })
        // Right before `role`.
        #expect(uncertain.map(\.0).firstIndex(of: "font_size_range_px") == (uncertain.map(\.0).firstIndex(of: "role") ?? -2) - 1)
        let certain = keys(14).map(\.0)
        #expect(!certain.contains("size_uncertain") && !certain.contains("font_size_range_px"))
        #expect(certain.count == uncertain.count - 2)
    }

    @Test("A 19 px regular run whose weight may be bold is uncertain, with weight_uncertain; 14 px is not")
    func weightDoubt() {
        let doubtful = keys(19, weightUncertain: true)
        #expect(doubtful.first { $0.0 == "size_uncertain" }?.1 == .bool(true))
        #expect(doubtful.first { $0.0 == "weight_uncertain" }?.1 == .bool(true))
        #expect(keys(19).allSatisfy { $0.0 != "size_uncertain" && $0.0 != "weight_uncertain" })
        #expect(keys(14, weightUncertain: true).allSatisfy { $0.0 != "size_uncertain" })
    }

    @Test("Text, the message (SARIF, JUnit, GitHub, Markdown, HTML) and SARIF properties show it")
    func otherFormats() throws {
        let result = ScanResult(width: 40, height: 40, scale: 1, regions: [region(23), region(14)])
        let image = ScanImageReport(image: "a.png", result: result)
        let text = image.renderText(style: .plain)
        #expect(text.contains("23px (size? 21.1-25.6)") && !text.contains("14px (size?"))
        #expect(text.contains("size?: the size may lie in that range"))
        #expect(image.message(for: result.regions[0]).contains("(23 px, size uncertain 21.1 to 25.6 px at scale 1"))
        #expect(!image.message(for: result.regions[1]).contains("uncertain"))
        let doubtful = ScanResult(width: 40, height: 40, scale: 1, regions: [region(19, weightUncertain: true)])
        #expect(ScanImageReport(image: "b.png", result: doubtful).message(for: doubtful.regions[0])
            .contains("19 px, size uncertain 17.4 to 21.1 px, weight uncertain at"))
        #expect(!ScanImageReport(image: "a.png", result: ScanResult(width: 40, height: 40, scale: 1, regions: [region(14)]))
            .renderText(style: .plain).contains("size?"))
        let sarif = ScanReport(images: [image], level: .aa).renderSARIF(tool: SARIFToolInfo(name: "legible", version: "0"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // 4.54:1 passes, so no SARIF result: a failing copy carries the properties.
        #expect(results.isEmpty)
        var failing = region(23)
        failing.aa = .fail
        let failed = ScanImageReport(image: "c.png", result: ScanResult(width: 40, height: 40, scale: 1, regions: [failing]))
        let log = ScanReport(images: [failed], level: .aa).renderSARIF(tool: SARIFToolInfo(name: "legible", version: "0"))
        let failedRun = try #require(((try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])?["runs"]
            as? [[String: Any]])?.first)
        let properties = try #require((failedRun["results"] as? [[String: Any]])?.first?["properties"] as? [String: Any])
        #expect(properties["size_uncertain"] as? Bool == true)
        #expect((properties["font_size_range_px"] as? [Double])?.count == 2)
    }
}
