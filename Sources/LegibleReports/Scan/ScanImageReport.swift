import LegibleCore
import LegibleScan

/// The report of one screenshot scanned by `legible scan`: its text runs and their verdicts, or
/// the error that kept it from being read.
public struct ScanImageReport: Sendable {
    /// The image path as given (or as found under a directory argument).
    public var image: String
    /// The scan, or nil when the image could not be read.
    public var result: ScanResult?
    /// Why the image could not be read, one sentence naming the file.
    public var error: String?
    /// Where ``ScanResult/scale`` came from, and why.
    public var resolvedScale: ResolvedScale = .default
    /// Things the reader must know about this scan (a guessed scale on a large image, an
    /// unknown color profile): one sentence each, naming the image.
    public var warnings: [String] = []
    /// When an option left nothing of the image to scan, the clause naming it (`--ignore
    /// 0,0,99999,99999 covers the whole 1170 x 2532 px image`): the image was read and nothing
    /// in it was checked, by the options, not for want of text. Nil otherwise.
    public var exclusion: String?
    /// Whether ``error`` is about an option, not the file (an `--ignore` rectangle wholly
    /// outside the image): the image was read, the option is wrong. Counted apart from the
    /// unreadable images, and still an error (exit 2).
    public var isOptionError = false
    /// The PNG file, base64-encoded, for the HTML report (nil otherwise).
    public var embeddedPNG: String?

    /// A scanned image; `scale` says where the result's scale came from.
    public init(image: String, result: ScanResult, scale: ResolvedScale? = nil, warnings: [String] = []) {
        self.image = image
        self.result = result
        self.resolvedScale = scale ?? ResolvedScale(scale: result.scale, source: .default, reason: "nothing states a scale")
        self.warnings = warnings
    }

    /// An image that could not be read, or (`optionError`) whose options do not fit it.
    public init(image: String, error: String, optionError: Bool = false) {
        self.image = image
        self.error = error
        self.isOptionError = optionError
    }

    /// `Could not be read` or, for an option error, `Option error`: what the Markdown and HTML
    /// reports put before ``error``.
    public var errorHeading: String { isOptionError ? "Option error" : "Could not be read" }

    /// Text runs found (0 for an error).
    public var runs: Int { result?.regions.count ?? 0 }
    /// Icon-like shapes found with `--non-text` (role non-text, judged at 3:1), counted in ``runs``.
    public var nonTextRegions: Int { result?.regions.reduce(0) { $0 + ($1.role == .nonText ? 1 : 0) } ?? 0 }
    /// Runs that fail the chosen level (0 for an error).
    public var failing: Int { result?.failingCount ?? 0 }

    /// `{"image", "width", "height", "scale", "scale_source", "scale_reason", "warnings": [...],
    /// "policy", "non_text": true (only with `--non-text`), "regions": [...], "summary": {"runs", "failing",
    /// "nothing_checked"}}`
    /// (`nothing_checked`: 1 when no run was found, else 0, as the combined report counts images), or `{"image", "error"}`. See README,
    /// "legible scan --format json".
    public var jsonValue: JSONValue {
        guard let result else {
            return .object([("image", .string(image)), ("error", .string(error ?? "unreadable"))])
        }
        return .object([
            ("image", .string(image)),
            ("width", .integer(result.width)),
            ("height", .integer(result.height)),
            ("scale", .number(result.scale)),
            ("scale_source", .string(resolvedScale.source.rawValue)),
            ("scale_reason", .string(resolvedScale.reason)),
            ("warnings", .array(warnings.map(JSONValue.string))),
            ("policy", TextSizeReporting.json(result.policy)),
        ] + (result.includesNonText ? [("non_text", .bool(true))] : []) + [
            ("regions", .array(result.regions.map { Self.json($0, policy: result.policy) })),
            // The combined report's key, with the same meaning: images here with nothing checked.
            ("summary", .object([
                ("runs", .integer(runs)), ("failing", .integer(failing)), ("nothing_checked", .integer(runs == 0 ? 1 : 0)),
            ])),
        ])
    }

    /// One region: `rect`, `text_height_px`, `font_size_px`, `font_size_pt` (in the policy's
    /// point: px × 3/4 under `wcag`, px under `native` and `apple`), `bold`, `large`,
    /// `large_rule`, `ios_text_style_estimate` {`hint`, `estimate`: true, `candidates`
    /// [{`text_style`, `content_size`, `ios_pt`}]}, `role`, `foreground`, `background`,
    /// `background_kind`, `ratio`, `ratio_worst`, `requirement`, `criterion`, `aa`, `aaa`;
    /// and `size_uncertain: true` with `font_size_range_px` [low, high] (and `weight_uncertain:
    /// true` when the weight may be either) before `role` when the size estimate cannot tell
    /// large text from normal under the policy (``ScanRegion/isSizeUncertain(under:)``; only
    /// then, so other reports keep their bytes).
    static func json(_ region: ScanRegion, policy: ContrastPolicy) -> JSONValue {
        let r = region.rect
        let judgement = policy.judge(.pixels(region.fontSize), weight: region.isBold ? 700 : 400)
        var size: [(String, JSONValue)] = []
        if region.isSizeUncertain(under: policy) {
            let range = region.fontSizeRange
            size = [
                ("size_uncertain", .bool(true)),
                ("font_size_range_px", .array([.number(range.lowerBound), .number(range.upperBound)])),
            ]
            if region.isWeightUncertain { size.append(("weight_uncertain", .bool(true))) }
        }
        return .object([
            ("rect", .array([.integer(r.x), .integer(r.y), .integer(r.width), .integer(r.height)])),
            ("text_height_px", .integer(region.textHeight)),
            ("font_size_px", .number(region.fontSize)),
            ("font_size_pt", .number(judgement.points)),
            ("bold", .bool(region.isBold)),
            ("large", .bool(region.isLarge)),
            ("large_rule", .string(judgement.reason)),
            ("ios_text_style_estimate", textStyleEstimate(region.fontSize)),
        ] + size + [
            ("role", .string(region.role.rawValue)),
            ("foreground", .string(region.foreground.hexOpaque)),
            ("background", .string(region.background.hexOpaque)),
            ("background_kind", .string(region.backgroundKind.rawValue)),
            ("ratio", .number(region.ratio)),
            ("ratio_worst", .number(region.worstRatio)),
            ("requirement", .number(region.requirement.minimumRatio)),
            ("criterion", .string(region.requirement.criterion)),
            ("aa", .string(region.aa.rawValue)),
            ("aaa", .string(region.aaa.rawValue)),
        ])
    }

    /// `2 text runs, 1 failing` (`1 text run and 3 non-text regions, 2 failing` with `--non-text`), or `no text found, nothing checked` when there are no runs
    /// (`left out whole by the options, nothing checked` when ``exclusion`` says why), so no
    /// report reads `0 failing` as a pass over nothing.
    public var countsText: String {
        guard runs == 0 else { return ScanReport.runsPhrase(runs: runs, nonText: nonTextRegions) + ", \(failing) failing" }
        return exclusion == nil ? "no text found, nothing checked" : "left out whole by the options, nothing checked"
    }

    /// For people: a heading line for the image, then a table of its runs (failing first), or
    /// the error. A run whose size class is uncertain has `(size? low-high)` in its SIZE cell,
    /// and one line under the table says how it was judged. The path's control characters (and
    /// those of the messages quoting it) are written as `\u{1B}` escapes
    /// (``TextExcerpt/printable(_:)``), so a file name cannot color the terminal or start a line.
    public func renderText(style: TextStyle) -> String {
        guard let result else { return "error: " + TextExcerpt.printable(error ?? "\(image): unreadable") + "\n" }
        let scale = JSONWriter.format(result.scale)
        var out = "\(TextExcerpt.printable(image)) (\(result.width) x \(result.height) px, scale \(scale) from \(resolvedScale.source.rawValue), "
            + "policy \(result.policy.rawValue)): "
            + countsText + "\n"
        for warning in warnings { out += "warning: " + TextExcerpt.printable(warning) + "\n" }
        guard !result.regions.isEmpty else { return out }
        var table = TextTable(header: ["RECT", "SIZE", "FG", "BG", "KIND", "RATIO", "REQUIRED", "AA", "AAA"])
        func px(_ value: Double) -> String { JSONWriter.format((value * 10).rounded() / 10) }
        let ordered = result.regions.filter { $0.verdict == .fail } + result.regions.filter { $0.verdict != .fail }
        for region in ordered {
            let r = region.rect
            let size = px(region.fontSize) + "px"
                + (region.isBold ? " bold" : "") + (region.isLarge ? " large" : "")
                + (region.isSizeUncertain(under: result.policy)
                    ? " (size? " + px(region.fontSizeRange.lowerBound) + "-" + px(region.fontSizeRange.upperBound) + ")" : "")
            let ratio = ContrastRatio(region.worstRatio).displayString + ":1"
            table.rows.append([
                .init("\(r.x),\(r.y) \(r.width)x\(r.height)"), .init(size),
                Self.colorCell(region.foreground, style: style), Self.colorCell(region.background, style: style),
                .init(region.backgroundKind.rawValue), .init(ratio),
                .init(JSONWriter.format(region.requirement.minimumRatio) + ":1"),
                .init(rendered: style.verdict(Verdict(region.aa == .pass)), width: region.aa.rawValue.count),
                .init(rendered: style.verdict(Verdict(region.aaa == .pass)), width: region.aaa.rawValue.count),
            ])
        }
        out += table.render()
        if result.regions.contains(where: { $0.isSizeUncertain(under: result.policy) }) {
            out += "size?: the size may lie in that range, on both sides of the large-text boundary; "
                + "judged on the estimate\n"
        }
        return out
    }

    /// The iOS text styles nearest a run's size in logical px (iOS pt): a hint, not a verdict.
    static func textStyleEstimate(_ pixels: Double) -> JSONValue {
        let nearest = DynamicTypeTextStyle.nearest(toPoints: pixels)
        return .object([
            ("hint", .string(textStyleHint(pixels))),
            ("estimate", .bool(true)),
            ("candidates", .array(nearest.map {
                .object([("text_style", .string($0.style.name)), ("content_size", .string($0.category.name)),
                         ("ios_pt", .integer($0.style.pointSize(at: $0.category)))])
            })),
        ])
    }

    /// `body at Large, or headline at Large (estimate)`.
    static func textStyleHint(_ pixels: Double) -> String {
        DynamicTypeTextStyle.nearest(toPoints: pixels).map { "\($0.style.name) at \($0.category.name)" }
            .joined(separator: ", or ") + " (estimate)"
    }

    static func colorCell(_ color: SRGBColor, style: TextStyle) -> TextTable.Cell {
        let hex = color.hexOpaque
        guard style.usesColor else { return .init(hex) }
        return .init(rendered: style.swatch(color) + " " + hex, width: style.swatchWidth + 1 + hex.count)
    }
}
