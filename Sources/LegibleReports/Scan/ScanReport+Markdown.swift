import LegibleCore
import LegibleScan

extension ScanReport {
    /// The scan as GitHub-flavored Markdown for a pull-request comment:
    ///
    /// - a heading and a bold summary line (``summaryLine``);
    /// - per image, a heading `IMAGE` and a line with its size, scale and the scale's source and
    ///   reason; warnings as quoted lines; a table of the failing runs (Status, Box, Size,
    ///   Foreground, Background, Ratio, Requirement) and the passing runs in the same form inside
    ///   a collapsed `<details>` block;
    /// - an unreadable image gets its error.
    ///
    /// Cell text is escaped with ``MarkdownText/escape(_:)``.
    public func renderMarkdown() -> String {
        var out = "### Legible screenshot scan\n\n"
        out += (failing > 0 || errors > 0 || checkedNothing ? "❌ " : withoutText + leftOut > 0 ? "⚠️ " : "✅ ") + "**" + MarkdownText.escape(summaryLine) + "**\n\n"
        for image in images {
            out += "#### " + MarkdownText.escape(image.image) + "\n\n"
            guard let result = image.result else {
                out += image.errorHeading + ": " + MarkdownText.escape(image.error ?? "unreadable") + "\n\n"
                continue
            }
            out += MarkdownText.escape(
                "\(result.width) x \(result.height) px, \(image.scaleText) (\(image.resolvedScale.reason)): "
                    + image.countsText + ".") + "\n\n"
            for warning in image.warnings { out += "> ⚠️ " + MarkdownText.escape(warning) + "\n\n" }
            let failing = result.regions.filter { $0.verdict == .fail }
            let passing = result.regions.filter { $0.verdict != .fail }
            if !failing.isEmpty { out += Self.markdownTable(failing, policy: result.policy) + "\n" }
            if !passing.isEmpty {
                let noun = passing.count == 1 ? "run passes" : "runs pass"
                out += "<details><summary>\(passing.count) \(noun)</summary>\n\n" + Self.markdownTable(passing, policy: result.policy)
                    + "\n</details>\n\n"
            }
        }
        return out
    }

    static func markdownTable(_ regions: [ScanRegion], policy: ContrastPolicy) -> String {
        var out = "| Status | Box | Size | Foreground | Background | Ratio | Requirement |\n"
        out += "|---|---|---|---|---|---:|---|\n"
        for region in regions {
            let cells = [
                region.verdict == .fail ? "**fail**" : "pass",
                MarkdownText.escape(ScanImageReport.rectText(region.rect)),
                MarkdownText.escape(ScanImageReport.sizeText(region, policy: policy)),
                "`\(region.foreground.hexOpaque)`", "`\(region.background.hexOpaque)`",
                MarkdownText.escape(ScanImageReport.ratioText(region)),
                MarkdownText.escape(ScanImageReport.requirementText(region)),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
