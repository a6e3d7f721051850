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

    /// A scanned image.
    public init(image: String, result: ScanResult) {
        self.image = image
        self.result = result
    }

    /// An image that could not be read.
    public init(image: String, error: String) {
        self.image = image
        self.error = error
    }

    /// Text runs found (0 for an error).
    public var runs: Int { result?.regions.count ?? 0 }
    /// Runs that fail the chosen level (0 for an error).
    public var failing: Int { result?.failingCount ?? 0 }

    /// `{"image", "width", "height", "scale", "regions": [...], "summary": {"runs", "failing"}}`,
    /// or `{"image", "error"}`. See README, "legible scan --format json".
    public var jsonValue: JSONValue {
        guard let result else {
            return .object([("image", .string(image)), ("error", .string(error ?? "unreadable"))])
        }
        return .object([
            ("image", .string(image)),
            ("width", .integer(result.width)),
            ("height", .integer(result.height)),
            ("scale", .number(result.scale)),
            ("regions", .array(result.regions.map(Self.json))),
            ("summary", .object([("runs", .integer(runs)), ("failing", .integer(failing))])),
        ])
    }

    /// One region: `rect`, `text_height_px`, `font_size_px`, `bold`, `large`, `role`,
    /// `foreground`, `background`, `background_kind`, `ratio`, `ratio_worst`, `requirement`,
    /// `criterion`, `aa`, `aaa`; and `size_uncertain: true` with `font_size_range_px` [low, high]
    /// when the size estimate cannot tell large text from normal (only then, so other reports
    /// keep their bytes).
    static func json(_ region: ScanRegion) -> JSONValue {
        let r = region.rect
        var size: [(String, JSONValue)] = []
        if region.isSizeUncertain {
            let range = region.fontSizeRange
            size = [
                ("size_uncertain", .bool(true)),
                ("font_size_range_px", .array([.number(range.lowerBound), .number(range.upperBound)])),
            ]
        }
        return .object([
            ("rect", .array([.integer(r.x), .integer(r.y), .integer(r.width), .integer(r.height)])),
            ("text_height_px", .integer(region.textHeight)),
            ("font_size_px", .number(region.fontSize)),
            ("bold", .bool(region.isBold)),
            ("large", .bool(region.isLarge)),
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

    /// For people: a heading line for the image, then a table of its runs (failing first), or
    /// the error.
    public func renderText(style: TextStyle) -> String {
        guard let result else { return "error: \(error ?? "\(image): unreadable")\n" }
        let scale = JSONWriter.format(result.scale)
        var out = "\(image) (\(result.width) x \(result.height) px, scale \(scale)): "
            + "\(runs) text run\(runs == 1 ? "" : "s"), \(failing) failing\n"
        guard !result.regions.isEmpty else { return out }
        var table = TextTable(header: ["RECT", "SIZE", "FG", "BG", "KIND", "RATIO", "REQUIRED", "AA", "AAA"])
        let ordered = result.regions.filter { $0.verdict == .fail } + result.regions.filter { $0.verdict != .fail }
        for region in ordered {
            let r = region.rect
            let size = JSONWriter.format((region.fontSize * 10).rounded() / 10) + "px"
                + (region.isBold ? " bold" : "") + (region.isLarge ? " large" : "")
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
        return out
    }

    static func colorCell(_ color: SRGBColor, style: TextStyle) -> TextTable.Cell {
        let hex = color.hexOpaque
        guard style.usesColor else { return .init(hex) }
        return .init(rendered: style.swatch(color) + " " + hex, width: style.swatchWidth + 1 + hex.count)
    }
}
