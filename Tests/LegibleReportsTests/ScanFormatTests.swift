import Foundation
import LegibleCore
import LegibleScan
import Testing
@testable import LegibleReports

/// `legible scan` in the CI formats and as HTML: every format names the image, the scale and
/// its source, one entry per failing run, and the warnings.
@Suite("scan formats") struct ScanFormatTests {
    static let tool = SARIFToolInfo(name: "legible", version: "0.1.0")

    static func region(_ x: Int, _ y: Int, fg: UInt8, bold: Bool = false) -> ScanRegion {
        let foreground = SRGBColor(red8: fg, green8: fg, blue8: fg)
        let ratio = ContrastRatio(foreground.relativeLuminance, SRGBColor.white.relativeLuminance).value
        let requirement = ContrastRequirement(level: .aa, role: .text)
        let verdict: ScanVerdict = ratio >= 4.5 ? .pass : .fail
        return ScanRegion(
            rect: PixelRect(x: x, y: y, width: 120, height: 30), textHeight: 30, fontSize: 17, isBold: bold,
            isLarge: false, foreground: foreground, background: .white, backgroundKind: .flat, ratio: ratio,
            worstRatio: ratio, role: .text, requirement: requirement, aa: verdict, aaa: ratio >= 7 ? .pass : .fail)
    }

    /// Two images: an iPhone shot with one failing (#8a8a8e-like grey, 3.5:1) and one passing
    /// run, and a large desktop shot at the default scale (warned); plus an unreadable file.
    static func report() -> ScanReport {
        let phone = ScanResult(width: 1170, height: 2532, scale: 3, regions: [region(60, 400, fg: 0x8a), region(60, 500, fg: 0x33)])
        var first = ScanImageReport(
            image: "shots/IMG_1234.PNG", result: phone,
            scale: ResolvedScale(scale: 3, source: .device, reason: "1170 x 2532 px is the screen of iPhone 13"))
        first.embeddedPNG = "iVBORw0KGgo="
        let desktop = ScanResult(width: 1920, height: 1080, scale: 1, regions: [region(10, 10, fg: 0x20)])
        let second = ScanImageReport(
            image: "shots/desk top.png", result: desktop, scale: .default,
            warnings: ["shots/desk top.png: scale 1 is the default"])
        let broken = ScanImageReport(image: "shots/broken.png", error: "shots/broken.png: not a PNG file")
        return ScanReport(images: [second, first, broken], level: .aa)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonAndTextGiveTheScaleAndItsSource() throws {
        let image = Self.report().images[1]
        let json = try Self.object(JSONWriter().render(image.jsonValue))
        #expect(json["scale"] as? Double == 3)
        #expect(json["scale_source"] as? String == "device")
        #expect((json["scale_reason"] as? String)?.contains("iPhone") == true)
        #expect((json["warnings"] as? [String])?.isEmpty == true)
        #expect(image.renderText(style: .plain).hasPrefix("shots/IMG_1234.PNG (1170 x 2532 px, scale 3 from device, policy wcag)"))
        let warned = Self.report().images[0].renderText(style: .plain)
        #expect(warned.contains("scale 1 from default") && warned.contains("warning: shots/desk top.png: scale 1 is the default"))
    }

    @Test func sarifHasOneResultPerFailingRunOnTheImageAndValidates() throws {
        let root = try #require(SARIFSourceRoot(absolutePath: "/work/app"))
        let text = Self.report().renderSARIF(tool: Self.tool, sourceRoot: root)
        #expect(try SARIFSchemaTests.errors(text).isEmpty)
        let run = try #require((try Self.object(text)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleId"] as? String == "wcag-1.4.3" && result["level"] as? String == "error")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "shots/IMG_1234.PNG" && artifact["uriBaseId"] as? String == "%SRCROOT%")
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["rect"] as? [String: Int] == ["x": 60, "y": 400, "width": 120, "height": 30])
        #expect(properties["scale_source"] as? String == "device" && properties["scale"] as? Double == 3)
        let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
        #expect(message.contains("60,400 120x30") && message.contains("scale 3 from device") && message.contains("#8a8a8a"))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.compactMap { $0["level"] as? String }.sorted() == ["error", "warning"])
        let images = try #require((run["properties"] as? [String: Any])?["images"] as? [[String: Any]])
        #expect(images.compactMap { $0["scale_source"] as? String } == ["default", "device"])
        // Without a root, the image stays a relative, percent-encoded reference.
        #expect(Self.report().renderSARIF(tool: Self.tool).contains("\"uri\": \"shots/desk%20top.png\""))
    }

    @Test func junitHasOneCasePerRunAndTheScaleInTheSuiteName() {
        let xml = Self.report().renderJUnit()
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3 + 1)
        #expect(xml.components(separatedBy: "<failure type=\"contrast\"").count - 1 == 1)
        #expect(xml.contains("<error type=\"unreadable\""))
        #expect(xml.contains("name=\"shots/IMG_1234.PNG (scale 3 from device)\""))
        #expect(xml.contains("<system-err>shots/desk top.png: scale 1 is the default</system-err>"))
        #expect(xml.contains("<testsuites name=\"legible scan\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"0\">"))
    }

    @Test func githubAnnotatesTheImageFile() {
        let lines = Self.report().renderGitHubCommands().split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 2)
        #expect(errors.contains { $0.hasPrefix("::error file=shots/IMG_1234.PNG,title=WCAG 1.4.3 contrast::Text at 60,400") })
        #expect(lines.contains { $0.hasPrefix("::warning file=shots/desk top.png,title=Scale guessed::") })
        #expect(lines.contains { $0.hasPrefix("shots/IMG_1234.PNG: 1170 x 2532 px, scale 3 from device (") })
        #expect(lines.last == "3 images, 3 text runs, 1 failing at AA, 1 unreadable (shots/broken.png: not a PNG file); "
            + "scale guessed for 1 of 3 images (estimated or the default: no --scale, @1x–@8x name, pHYs or known device size; "
            + "see the warnings).")
    }

    @Test func markdownListsFailingRunsFirstAndPassingOnesFolded() throws {
        let markdown = Self.report().renderMarkdown()
        #expect(markdown.contains("scale 3 from device"))
        #expect(markdown.contains("> ⚠️ shots/desk top.png: scale 1 is the default"))
        let phone = try #require(markdown.range(of: "#### shots/IMG\\_1234.PNG"))
        let section = markdown[phone.upperBound...]
        let failRow = try #require(section.range(of: "| **fail** | 60,400 120x30 |"))
        let details = try #require(section.range(of: "<details><summary>1 run passes</summary>"))
        #expect(failRow.lowerBound < details.lowerBound)
        #expect(markdown.contains("Could not be read: shots/broken.png: not a PNG file"))
    }

    @Test func htmlIsSelfContainedWithOverlaysCropsAndSuggestions() throws {
        let html = Self.report().renderHTML()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // No external assets: nothing loads from a URL or a file.
        for pattern in ["http://", "https://", "src=", "<link", "<script", "@import"] { #expect(!html.contains(pattern), "\(pattern)") }
        #expect(html.contains("url(data:image/png;base64,iVBORw0KGgo=)"))
        #expect(html.components(separatedBy: "class=\"run fail\"").count - 1 == 1)
        #expect(html.components(separatedBy: "class=\"run pass\"").count - 1 == 2)
        #expect(html.components(separatedBy: "class=\"box fail\"").count - 1 == 1)
        #expect(html.components(separatedBy: "class=\"crop shot-").count - 1 == 3)
        #expect(html.contains("id=\"show-passing\"") && html.contains("body:has(#show-passing:checked) .run.pass"))
        #expect(html.contains("scale 3 from device") && html.contains("⚠ shots/desk top.png: scale 1 is the default"))
        // Failures first: the image with a failing run comes before the passing one, though it
        // was second in the input.
        let phone = try #require(html.range(of: "data-image=\"shots/IMG_1234.PNG\""))
        let desk = try #require(html.range(of: "data-image=\"shots/desk top.png\""))
        #expect(phone.lowerBound < desk.lowerBound)
        // The suggestion is the nearest passing foreground, and it passes.
        let suggestion = try #require(ContrastSuggester.nearestPassingForeground(
            SRGBColor(red8: 0x8a, green8: 0x8a, blue8: 0x8a), on: .white, requirement: ContrastRequirement(level: .aa, role: .text)))
        #expect(suggestion.ratio.value >= 4.5)
        #expect(html.contains("Suggested: <span class=\"swatch\" style=\"background: \(suggestion.foreground.hexOpaque)\">"))
        // #8a8a8a on white: (1.05) / (0.2541 + 0.05) = 3.45:1 (WCAG 2.2 relative luminance).
        #expect(html.contains("<b class=\"ratio\">3.45:1</b>"))
    }
}
