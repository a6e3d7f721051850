import Foundation
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
    /// device `scale` (1, 2, 3) and judges every run at `level`.
    public static func judge(
        width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
        name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) -> ScreenshotFindings {
        let scanner = ScreenshotScanner(options: ScanOptions(level: level))
        let result = scanner.scan(width: width, height: height, rgba: rgba, scale: scale)
        let findings = result.regions.map { region in
            let r = region.rect
            let size = "\(ContrastRatio.format(region.fontSize, decimals: 1)) px\(region.isBold ? " bold" : "")"
            return ContrastJudge.judge(
                foreground: region.foreground, background: region.background,
                requirement: region.requirement, warningMargin: warningMargin,
                context: "\(name) run at x \(r.x), y \(r.y), \(r.width)×\(r.height) px, \(size)")
        }
        let json = JSONWriter().render(ScanImageReport(image: name, result: result).jsonValue)
        var overlay: [UInt8]?
        if findings.contains(where: { $0.severity == .failure }) {
            overlay = encodeOverlay(result, rgba: rgba, width: width, height: height)
        }
        return ScreenshotFindings(result: result, findings: findings, reportJSON: json, overlayPNG: overlay)
    }

    #if canImport(LegibleImage)
    /// Decodes PNG file bytes (libpng; Display P3 converted to sRGB as `legible scan` does) and scans them as ``judge(width:height:rgba:scale:level:name:warningMargin:)``.
    /// - Throws: ``PNGReadError`` for bytes that are not a readable PNG.
    public static func judge(
        png: [UInt8], scale: Double, level: WCAGLevel = .aa, name: String = "screenshot",
        warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) throws -> ScreenshotFindings {
        var decoded = try PNGDecoder.decode(png, path: name)
        ColorManagement.convertToSRGB(&decoded.image, from: decoded.info.colorSpace, threadCount: 1)
        let image = decoded.image
        var pixels = [UInt8]()
        pixels.reserveCapacity(image.width * image.height * 4)
        for y in 0..<image.height {
            let start = y * image.rowStride
            pixels += image.pixels[start..<start + image.width * 4]
        }
        return judge(
            width: image.width, height: image.height, rgba: pixels, scale: scale, level: level,
            name: name, warningMargin: warningMargin)
    }
    #endif

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
