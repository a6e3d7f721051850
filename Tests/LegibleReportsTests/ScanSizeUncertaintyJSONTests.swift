import LegibleCore
import LegibleReports
import LegibleScan
import Testing

/// `size_uncertain` and `font_size_range_px` in the scan JSON appear only on runs whose size
/// interval straddles the large-text boundary; other runs keep their keys and bytes.
@Suite("Scan JSON: size uncertainty")
struct ScanSizeUncertaintyJSONTests {
    func region(_ size: Double) -> ScanRegion {
        let white = SRGBColor(red8: 255, green8: 255, blue8: 255), gray = SRGBColor(red8: 0x76, green8: 0x76, blue8: 0x76)
        return ScanRegion(
            rect: PixelRect(x: 1, y: 2, width: 30, height: 12), textHeight: 12, fontSize: size, isBold: false,
            isLarge: ContrastPolicy.wcag.judge(.pixels(size), weight: 400).isLarge, foreground: gray, background: white, backgroundKind: .flat,
            ratio: 4.54, worstRatio: 4.54, role: .text, requirement: ContrastRequirement(level: .aa, role: .text),
            aa: .pass, aaa: .fail)
    }

    func keys(_ size: Double) -> [(String, JSONValue)] {
        let result = ScanResult(width: 40, height: 20, scale: 1, regions: [region(size)])
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
        #expect(range == .array([.number(23 / 1.08), .number(23 * 1.08)]))
        // Right before `role`.
        #expect(uncertain.map(\.0).firstIndex(of: "font_size_range_px") == (uncertain.map(\.0).firstIndex(of: "role") ?? -2) - 1)
        let certain = keys(14).map(\.0)
        #expect(!certain.contains("size_uncertain") && !certain.contains("font_size_range_px"))
        #expect(certain.count == uncertain.count - 2)
    }
}
