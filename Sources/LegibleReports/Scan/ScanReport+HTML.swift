import LegibleCore
import LegibleScan

extension ScanReport {
    /// The scan as one self-contained HTML page for people to look at: no external assets, no
    /// script; each screenshot is embedded once as `data:image/png;base64` (from
    /// ``ScanImageReport/embeddedPNG``) in a CSS rule (`.shot-N`) that the overlay and every crop
    /// reuse. (Not in a custom property: Chromium drops custom-property values of megabytes.)
    ///
    /// - Images with failing runs (or that could not be read) come first, then the others, each
    ///   group in input order. Per image: its path, size, scale with source and reason, warnings,
    ///   then the screenshot with a box over every run (failing runs numbered, passing runs faint
    ///   green), then one card per run, failing first: a zoomed crop of the run, the foreground
    ///   and background swatches with their hex, the ratio, the size, the requirement, the verdict
    ///   and, for a failing run, the nearest passing foreground
    ///   (``ContrastSuggester/nearestPassingForeground(_:on:requirement:)``, over the median
    ///   background).
    /// - Passing runs and their boxes are hidden until the "Show passing runs" box is ticked
    ///   (CSS `:has()`, no script).
    /// - Elements tests can find: `section.image[data-image]`, `.run.fail` / `.run.pass` with
    ///   `data-rect="x,y,w,h"` and `data-ratio`, `.box`, `.crop`, `#show-passing`.
    ///
    /// Text is escaped with ``XMLText/escape(_:)``.
    public func renderHTML() -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>Legible screenshot scan</title>\n<style>\n" + Self.htmlStyle + "</style>\n</head>\n<body>\n"
        out += "<h1>Legible screenshot scan</h1>\n"
        out += "<p class=\"summary\">" + XMLText.escape(summaryLine) + "</p>\n"
        out += "<label class=\"filter\"><input type=\"checkbox\" id=\"show-passing\"> Show passing runs</label>\n"
        let ordered = images.filter { $0.failing > 0 || $0.error != nil } + images.filter { $0.failing == 0 && $0.error == nil }
        for (index, image) in ordered.enumerated() { out += htmlSection(image, index: index) }
        return out + "</body>\n</html>\n"
    }

    private func htmlSection(_ image: ScanImageReport, index: Int) -> String {
        var out = "<section class=\"image\" data-image=\"\(XMLText.escape(image.image))\">\n"
        out += "<h2>" + XMLText.escape(image.image) + "</h2>\n"
        guard let result = image.result else {
            return out + "<p class=\"error\">" + image.errorHeading + ": " + XMLText.escape(image.error ?? "unreadable")
                + "</p>\n</section>\n"
        }
        out += "<p class=\"meta\">\(result.width) x \(result.height) px, <b>\(XMLText.escape(image.scaleText))</b> ("
            + XMLText.escape(image.resolvedScale.reason) + "): " + image.countsText
            + (image.runs == 0 ? "" : " at \(level.rawValue)") + "</p>\n"
        for warning in image.warnings { out += "<p class=\"warning\">⚠ " + XMLText.escape(warning) + "</p>\n" }
        let regions = image.orderedRegions
        let picture = image.embeddedPNG.map { "url(data:image/png;base64,\($0))" } ?? "none"
        let shot = "shot-\(index)"
        out += "<style>.\(shot) { background-image: \(picture); }</style>\n<div class=\"shot\">\n"
        let w = Double(max(1, result.width)), h = Double(max(1, result.height))
        out += "<div class=\"frame \(shot)\" style=\"aspect-ratio: \(result.width) / \(result.height); max-width: "
            + "\(Self.css(min(520, w / result.scale * 1.2)))px\">\n"
        for (number, region) in regions.enumerated() {
            let r = region.rect
            let kind = region.verdict == .fail ? "fail" : "pass"
            out += "<div class=\"box \(kind)\" style=\"left: \(Self.css(Double(r.x) / w * 100))%; top: "
                + "\(Self.css(Double(r.y) / h * 100))%; width: \(Self.css(Double(r.width) / w * 100))%; height: "
                + "\(Self.css(Double(r.height) / h * 100))%\">"
                + (region.verdict == .fail ? "<span>\(number + 1)</span>" : "") + "</div>\n"
        }
        out += "</div>\n<div class=\"runs\">\n"
        for (number, region) in regions.enumerated() {
            out += htmlRun(region, number: number + 1, image: image, shot: shot, width: result.width, height: result.height)
        }
        if regions.isEmpty { out += "<p>No text found.</p>\n" }
        return out + "</div>\n</div>\n</section>\n"
    }

    private func htmlRun(
        _ region: ScanRegion, number: Int, image: ScanImageReport, shot: String, width: Int, height: Int
    ) -> String {
        let r = region.rect
        let fails = region.verdict == .fail
        // The crop: the run with a margin of half its height, zoomed to at most 300 px wide.
        let margin = max(2, r.height / 2)
        let x0 = max(0, r.x - margin), y0 = max(0, r.y - margin)
        let x1 = min(width, r.x + r.width + margin), y1 = min(height, r.y + r.height + margin)
        let cw = max(1, x1 - x0), ch = max(1, y1 - y0)
        let zoom = min(6, 300 / Double(cw))
        let position = { (start: Int, size: Int, total: Int) -> String in
            total > size ? Self.css(Double(start) / Double(total - size) * 100) + "%" : "0%"
        }
        var out = "<div class=\"run \(fails ? "fail" : "pass")\" data-rect=\"\(r.x),\(r.y),\(r.width),\(r.height)\" "
            + "data-ratio=\"\(JSONWriter.format(region.worstRatio))\">\n"
        out += "<div class=\"crop \(shot)\" style=\"width: \(Self.css(Double(cw) * zoom))px; height: \(Self.css(Double(ch) * zoom))px; "
            + "background-size: \(Self.css(Double(width) / Double(cw) * 100))% \(Self.css(Double(height) / Double(ch) * 100))%; "
            + "background-position: \(position(x0, cw, width)) \(position(y0, ch, height))\"></div>\n"
        out += "<div class=\"facts\">\n<p class=\"verdict\">" + (fails ? "<b>\(number). FAIL</b>" : "\(number). pass")
            + " · " + XMLText.escape(ScanImageReport.rectText(r)) + "</p>\n"
        out += "<p>" + Self.swatch(region.foreground) + " on " + Self.swatch(region.background)
            + (region.backgroundKind == .complex ? " <i>(complex background)</i>" : "") + "</p>\n"
        out += "<p>Ratio <b class=\"ratio\">" + ScanImageReport.ratioText(region) + "</b>, requires "
            + XMLText.escape(ScanImageReport.requirementText(region)) + "</p>\n"
        out += "<p>Size " + XMLText.escape(image.sizeText(region)) + " at " + XMLText.escape(image.scaleText) + "</p>\n"
        if fails {
            if let suggestion = ContrastSuggester.nearestPassingForeground(
                region.foreground, on: region.background, requirement: region.requirement)
            {
                out += "<p class=\"suggestion\">Suggested: " + Self.swatch(suggestion.foreground) + " ("
                    + suggestion.ratio.displayString + ":1)</p>\n"
            } else {
                out += "<p class=\"suggestion\">No foreground reaches the requirement on this background.</p>\n"
            }
        }
        return out + "</div>\n</div>\n"
    }

    /// A color swatch and its hex.
    static func swatch(_ color: SRGBColor) -> String {
        let hex = color.hexOpaque
        return "<span class=\"swatch\" style=\"background: \(hex)\"></span><code>\(hex)</code>"
    }

    /// A CSS number: at most three decimals.
    static func css(_ value: Double) -> String {
        JSONWriter.format((value * 1000).rounded() / 1000)
    }

    static let htmlStyle = """
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 2px; word-break: break-all; }
        .summary { font-weight: 600; } .meta { margin: 0 0 8px; color: #444; }
        .warning { background: #fff4ce; border-left: 4px solid #c77c00; padding: 6px 10px; }
        .error { color: #b00020; }
        .filter { display: inline-block; margin: 4px 0 8px; }
        .shot { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        .frame { position: relative; flex: 1 1 280px; background-size: 100% 100%;
          border: 1px solid #ccc; }
        .box { position: absolute; box-sizing: border-box; border: 2px solid #e60000; }
        .box span { position: absolute; left: 0; bottom: 100%; background: #e60000; color: #fff; font: 700 11px/1.2 system-ui, sans-serif;
          padding: 0 3px; }
        .box.pass { border: 1px solid rgba(0, 170, 60, 0.7); display: none; }
        .runs { flex: 1 1 380px; display: flex; flex-direction: column; gap: 12px; }
        .run { display: flex; gap: 12px; align-items: flex-start; border: 1px solid #ddd; border-radius: 6px; padding: 8px; }
        .run.fail { border-color: #e60000; }
        .run.pass { display: none; }
        body:has(#show-passing:checked) .run.pass { display: flex; }
        body:has(#show-passing:checked) .box.pass { display: block; }
        .crop { flex: none; background-repeat: no-repeat; image-rendering: pixelated;
          border: 1px solid #bbb; }
        .facts p { margin: 0 0 2px; }
        .swatch { display: inline-block; width: 14px; height: 14px; border: 1px solid #888; vertical-align: -2px; margin-right: 4px; }
        code { font: 13px ui-monospace, monospace; }

        """
}
