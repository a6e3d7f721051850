import LegibleCore

/// The report of `legible palette categorical`: the colors and the smallest pairwise ΔE2000 they
/// keep under each vision.
public struct CategoricalPaletteReport: Sendable {
    /// The palette.
    public var palette: CategoricalPalette
    /// The number of colors asked for (the palette may hold fewer when few colors pass).
    public var requestedCount: Int
    /// The token group name used by the DTCG and CSS formats (`category` by default).
    public var name: String
    /// The policy in force and the text the colors are judged as, if any (`--policy`, `--size`,
    /// `--text-style`).
    public var textUse = PaletteTextUse()

    /// Wraps a palette built for `requestedCount` colors.
    public init(palette: CategoricalPalette, requestedCount: Int, name: String = "category") {
        self.palette = palette
        self.requestedCount = requestedCount
        self.name = name
    }

    /// False when fewer colors than asked for could be found (the command exits 1).
    public var succeeded: Bool { palette.colors.count >= requestedCount }

    func ratioText(_ color: SRGBColor) -> String {
        color.contrastRatio(with: palette.background).displayString + ":1 on " + palette.background.hexOpaque
    }

    /// A minimum distance as JSON (null for fewer than two colors, where it is infinite).
    static func distanceJSON(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// The report in `format`.
    public func render(_ format: PaletteFormat, style: TextStyle = .plain) -> String {
        switch format {
        case .json: return JSONWriter().render(jsonValue)
        case .dtcg:
            return JSONWriter().render(PaletteTokens.dtcg(group: name, colors: palette.colors.map { ($0, ratioText($0)) }))
        case .css:
            return PaletteTokens.css(group: name, colors: palette.colors.enumerated().map {
                ($0.offset + 1, $0.element, ratioText($0.element))
            })
        case .list: return palette.colors.map { $0.hexOpaque + "\n" }.joined()
        case .text: return renderText(style: style)
        }
    }

    /// The report as JSON: `background`, `colors[]` (`#rrggbb`), and `min_delta_e` {`normal`,
    /// `protanopia`, `deuteranopia`, `tritanopia`}: the smallest pairwise ΔE2000 (Lab D65) under
    /// each, null with fewer than two colors; `policy` and `text_use` (``PaletteTextUse``), and
    /// with a text `text_uses[]`, one {`color`, `ratio`, `status`, …} per color in order.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("background", .string(palette.background.hexOpaque)),
            ("colors", .array(palette.colors.map { .string($0.hexOpaque) })),
            ("min_delta_e", .object(PaletteVision.allCases.map { ($0.rawValue, Self.distanceJSON(palette.minimumDeltaE[$0])) })),
        ] + textUse.jsonMembers()
        if textUse.text != nil {
            members.append(("text_uses", .array(palette.colors.map { color in
                let ratio = color.contrastRatio(with: palette.background)
                guard let verdict = textUse.verdict(ratio), case .object(let fields) = textUse.json(verdict) else { return .null }
                return .object([("color", .string(color.hexOpaque)), ("ratio", .number(ratio.value))] + fields)
            })))
        }
        return .object(members)
    }

    /// The colors with their contrast against the background, then the minimum distances.
    public func renderText(style: TextStyle) -> String {
        var out = "\(palette.colors.count) categorical colors on \(palette.background.hexOpaque), "
            + "each at least 3:1 (WCAG 2.2 SC 1.4.11)\n"
        out += textUse.headerLines() + "\n"
        var header = ["#", "COLOR", "RATIO"]
        if textUse.text != nil { header.append(textUse.columnHeader) }
        var table = TextTable(header: header)
        let gap = style.usesColor ? " " : ""
        for (index, color) in palette.colors.enumerated() {
            let ratio = color.contrastRatio(with: palette.background)
            var row: [TextTable.Cell] = [
                .init(String(index + 1)),
                .init(rendered: style.swatch(color) + gap + color.hexOpaque, width: style.swatchWidth + gap.count + 7),
                .init(ratio.displayString + ":1"),
            ]
            if textUse.text != nil { row.append(.init(textUse.verdict(ratio).map(textUse.cell) ?? "-")) }
            table.rows.append(row)
        }
        out += table.render() + "\nSmallest pairwise ΔE2000 (CIE Lab D65):\n"
        for vision in PaletteVision.allCases {
            let value = palette.minimumDeltaE[vision] ?? .infinity
            let text = value.isFinite ? ContrastRatio.format(value, decimals: 1) : "-"
            out += "  " + vision.rawValue + String(repeating: " ", count: max(1, 14 - vision.rawValue.count)) + text + "\n"
        }
        if palette.colors.count < requestedCount {
            out += "\nOnly \(palette.colors.count) of \(requestedCount) colors meet 3:1 on this background.\n"
        }
        return out
    }
}
