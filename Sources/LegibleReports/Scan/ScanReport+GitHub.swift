import LegibleCore
import LegibleScan
import LegibleTokens

extension ScanReport {
    /// The scan as GitHub Actions workflow commands (``GitHubCommand``), which the runner turns
    /// into annotations on the image file:
    ///
    /// - per image, a plain log line `IMAGE: W x H px, scale 3 from device (REASON).`, the path's
    ///   control characters written as `\u{1B}` escapes (``TextExcerpt/printable(_:)``), so that
    ///   a newline in a file name cannot start a workflow command of its own;
    /// - `::error file=IMAGE,title=WCAG 1.4.3 contrast::MESSAGE` per failing run (images have no
    ///   lines, so the box is in the message);
    /// - `::warning file=IMAGE,title=Scale guessed::...` per warning;
    /// - `::error file=IMAGE,title=Unreadable image::...` per image that could not be read;
    /// - `::error title=Nothing checked::...` when the whole run checked nothing (``checkedNothing``);
    /// - then the summary line as plain log text.
    public func renderGitHubCommands() -> String {
        var out = ""
        for image in images {
            let location = SourceLocation(file: image.image, line: 0, column: 0)
            guard let result = image.result else {
                out += GitHubCommand.line("error", location: location, title: "Unreadable image",
                                          message: image.error ?? "unreadable")
                continue
            }
            out += "\(TextExcerpt.printable(image.image)): \(result.width) x \(result.height) px, \(image.scaleText) "
                + "(\(image.resolvedScale.reason)).\n"
            for warning in image.warnings {
                let title = warning.contains(": no text found") ? "No text found"
                    : image.exclusion != nil && warning.contains(": nothing was checked") ? "Nothing checked"
                    : warning.contains("scale") ? "Scale guessed" : "Scan warning"
                out += GitHubCommand.line("warning", location: location, title: title, message: warning)
            }
            for region in result.regions where region.verdict == .fail {
                out += GitHubCommand.line("error", location: location,
                                          title: "WCAG \(region.requirement.criterion) contrast",
                                          message: image.message(for: region))
            }
        }
        if checkedNothing, errors == 0 {
            out += GitHubCommand.line("error", location: nil, title: "Nothing checked", message: nothingCheckedMessage)
        }
        return out + TextExcerpt.printable(summaryLine) + "\n"
    }
}
