import Foundation
import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleScan
#if canImport(LegibleImage)
import LegibleImage
#endif

/// What a screenshot expectation found, and the files it attaches when a run fails.
public struct ScreenshotFindings: Sendable {
    /// The scan itself.
    public var result: ScanResult
    /// One finding per text or non-text run: failing runs `.failure`, passing runs within the
    /// margin `.nearlyFailing`, others `.pass`.
    public var findings: [ContrastFinding]
    /// The JSON report (the schema of `legible scan --format json`), UTF-8.
    public var reportJSON: String
    /// The overlay PNG (failing runs boxed, as `legible scan --overlay`); nil where no PNG
    /// encoder is built in (Apple platforms without libpng) or when encoding failed.
    public var overlayPNG: [UInt8]?
}

/// The scanning behind `expectLegibleScreenshot` and `XCTAssertLegibleScreenshot`.
public enum ScreenshotJudge {
    /// Scans a `width`×`height` RGBA buffer (gamma-encoded sRGB, row stride `width·4`) taken at
    /// device `scale` (1, 2, 3) and judges every run at `level`, with LegibleChecks'
    /// ``ScreenshotCheck`` (the scan of `legible scan`).
    public static func judge(
        width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
        name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) -> ScreenshotFindings {
        let checked = ScreenshotCheck(options: ScanOptions(level: level), scale: scale)
            .run(width: width, height: height, rgba: rgba, name: name)
        return findings(checked, warningMargin: warningMargin)
    }

    #if canImport(LegibleImage)
    /// Decodes PNG file bytes (libpng; Display P3 converted to sRGB as `legible scan` does) and scans them as ``judge(width:height:rgba:scale:level:name:warningMargin:)``.
    /// - Throws: ``PNGReadError`` for bytes that are not a readable PNG.
    public static func judge(
        png: [UInt8], scale: Double, level: WCAGLevel = .aa, name: String = "screenshot",
        warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) throws -> ScreenshotFindings {
        let checked = try ScreenshotCheck(options: ScanOptions(level: level), scale: scale).run(png: png, name: name)
        return findings(checked, warningMargin: warningMargin)
    }
    #endif

    /// One finding per run of a scan, the JSON report, and the overlay when a run fails.
    static func findings(_ checked: ScreenshotCheckResult, warningMargin: Double) -> ScreenshotFindings {
        let result = checked.result
        let findings = result.regions.map { region in
            let r = region.rect
            let size = "\(ContrastRatio.format(region.fontSize, decimals: 1)) px\(region.isBold ? " bold" : "")"
            return ContrastJudge.judge(
                foreground: region.foreground, background: region.background,
                requirement: region.requirement, warningMargin: warningMargin,
                context: "\(checked.name) run at x \(r.x), y \(r.y), \(r.width)×\(r.height) px, \(size)")
        }
        let json = JSONWriter().render(checked.report.jsonValue)
        var overlay: [UInt8]?
        if findings.contains(where: { $0.severity == .failure }) {
            overlay = encodeOverlay(result, rgba: checked.rgba, width: result.width, height: result.height)
        }
        return ScreenshotFindings(result: result, findings: findings, reportJSON: json, overlayPNG: overlay)
    }

    static func encodeOverlay(_ result: ScanResult, rgba: [UInt8], width: Int, height: Int) -> [UInt8]? {
        #if canImport(LegibleImage)
        let drawn = ScanOverlay.render(result, onto: rgba, width: width, height: height)
        guard let image = try? RGBAImage(width: width, height: height, pixels: drawn) else { return nil }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("legible-overlay-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? PNGEncoder.write(image, toFile: path, options: .fastest)) != nil,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return [UInt8](data)
        #else
        return nil
        #endif
    }
}
