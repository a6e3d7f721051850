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
    /// What the expectation records as warnings beside the findings, one sentence each: the
    /// scan's own warnings (a guessed scale, an unknown color profile) and, when the scan found
    /// no run at all, that nothing was checked (never a silent pass).
    public var warnings: [String] = []
    /// What makes the expectation fail although no run failed: a buffer that does not hold
    /// `width·height·4` bytes (nothing could be scanned).
    public var errors: [String] = []
    /// The JSON report (the schema of `legible scan --format json`), UTF-8.
    public var reportJSON: String
    /// The overlay PNG (failing runs boxed, as `legible scan --overlay`); nil where no PNG
    /// encoder is built in (Apple platforms without libpng) or when encoding failed.
    public var overlayPNG: [UInt8]?

    /// Whether a run failed or the screenshot could not be scanned.
    public var hasFailures: Bool { !errors.isEmpty || findings.contains { $0.severity == .failure } }

    /// The files a failing expectation attaches (Swift Testing `Attachment`, `XCTAttachment`):
    /// `NAME.json` (``reportJSON``) and `NAME-overlay.png` when an overlay was encoded; none when
    /// nothing failed.
    public func attachments(name: String) -> [(name: String, bytes: [UInt8])] {
        guard hasFailures else { return [] }
        var out = [(name: name + ".json", bytes: Array(reportJSON.utf8))]
        if let overlayPNG { out.append((name + "-overlay.png", overlayPNG)) }
        return out
    }
}

/// The scanning behind `expectLegibleScreenshot` and `XCTAssertLegibleScreenshot`.
public enum ScreenshotJudge {
    /// Scans a `width`×`height` RGBA buffer (gamma-encoded sRGB, row stride `width·4`) taken at
    /// device `scale` (1, 2, 3) and judges every run at `level` under `policy` (which text is
    /// large), with LegibleChecks' ``ScreenshotCheck`` (the scan of `legible scan`).
    ///
    /// A buffer that is not `width·height·4` bytes is an error in ``ScreenshotFindings/errors``
    /// (nothing scanned); a scan that finds no run is a warning.
    public static func judge(
        width: Int, height: Int, rgba: [UInt8], scale: Double, level: WCAGLevel = .aa,
        policy: ContrastPolicy = .wcag, name: String = "screenshot",
        warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) -> ScreenshotFindings {
        var options = ScanOptions(level: level)
        options.policy = policy
        let checked = ScreenshotCheck(options: options, scale: scale).run(width: width, height: height, rgba: rgba, name: name)
        var found = findings(checked, warningMargin: warningMargin)
        do {
            _ = try ScreenshotPixels(width: width, height: height, rgba: rgba)
        } catch {
            found.errors.append("\(name): \(error.description); nothing was scanned")
        }
        return found
    }

    #if canImport(LegibleImage)
    /// Decodes PNG file bytes (libpng; Display P3 converted to sRGB as `legible scan` does) and scans them as ``judge(width:height:rgba:scale:level:policy:name:warningMargin:)``.
    /// - Throws: ``PNGReadError`` for bytes that are not a readable PNG.
    public static func judge(
        png: [UInt8], scale: Double, level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
        name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) throws -> ScreenshotFindings {
        var options = ScanOptions(level: level)
        options.policy = policy
        let checked = try ScreenshotCheck(options: options, scale: scale).run(png: png, name: name)
        return findings(checked, warningMargin: warningMargin)
    }
    #elseif canImport(ImageIO) && canImport(CoreGraphics)
    /// Decodes PNG file bytes with ImageIO (where libpng is not linked, as on iOS; the color
    /// space converted to sRGB by Core Graphics) and scans them as
    /// ``judge(width:height:rgba:scale:level:policy:name:warningMargin:)``.
    /// - Throws: ``ScreenshotPixelsError`` for bytes ImageIO cannot decode.
    public static func judge(
        png: [UInt8], scale: Double, level: WCAGLevel = .aa, policy: ContrastPolicy = .wcag,
        name: String = "screenshot", warningMargin: Double = ContrastJudge.defaultWarningMargin
    ) throws -> ScreenshotFindings {
        let pixels = try ScreenshotPixels(decoding: png)
        return judge(
            width: pixels.width, height: pixels.height, rgba: pixels.rgba, scale: scale, level: level,
            policy: policy, name: name, warningMargin: warningMargin)
    }
    #endif

    /// One finding per run of a scan, the JSON report, the warnings, and the overlay when a run
    /// fails.
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
        // No run found is one of the check's warnings (`NAME: no text found, nothing was checked`).
        let warnings = checked.warnings
        let json = JSONWriter().render(checked.report.jsonValue)
        var overlay: [UInt8]?
        if findings.contains(where: { $0.severity == .failure }) {
            overlay = encodeOverlay(result, rgba: checked.rgba, width: result.width, height: result.height)
        }
        return ScreenshotFindings(
            result: result, findings: findings, warnings: warnings, reportJSON: json, overlayPNG: overlay)
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
