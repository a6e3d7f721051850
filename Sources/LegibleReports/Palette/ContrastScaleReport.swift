import LegibleCore

/// The report of `legible palette scale`: one color per target ratio, or the target marked
/// unreachable.
public struct ContrastScaleReport: Sendable {
    /// The scale.
    public var scale: ContrastScale
    /// The token group name used by the DTCG and CSS formats (`scale` by default).
    public var name: String
    /// The policy in force and the text the colors are judged as, if any (`--policy`, `--size`,
    /// `--text-style`).
    public var textUse = PaletteTextUse()

    /// Wraps a scale; `name` names the tokens (`--name-1`, …).
    public init(scale: ContrastScale, name: String = "scale") {
        self.scale = scale
        self.name = name
    }

    /// False when some target could not be reached (the command exits 1).
    public var succeeded: Bool { scale.entries.allSatisfy(\.isReachable) }

    func description(_ entry: ContrastScale.Entry) -> String {
        let target = JSONWriter.format(entry.target)
        guard let ratio = entry.ratio else {
            return "target \(target):1 on \(scale.background.hexOpaque) is unreachable with this hue"
        }
        return "\(ratio.displayString):1 on \(scale.background.hexOpaque) (target \(target):1)"
    }

    /// The report in `format`.
    public func render(_ format: PaletteFormat, style: TextStyle = .plain) -> String {
        switch format {
        case .json: return JSONWriter().render(jsonValue)
        case .dtcg:
            let items = scale.entries.compactMap { e in e.color.map { ($0, description(e)) } }
            return JSONWriter().render(PaletteTokens.dtcg(group: name, colors: items))
        case .css:
            return PaletteTokens.css(group: name, colors: scale.entries.enumerated().map {
                ($0.offset + 1, $0.element.color, description($0.element))
            })
        case .list:
            return scale.entries.compactMap { $0.color.map { $0.hexOpaque + "\n" } }.joined()
        case .text: return renderText(style: style)
        }
    }

    /// The report as JSON: `base`, `background`, `side` (`lighter` or `darker` than the
    /// background), `tolerance`, `policy` and `text_use` (``PaletteTextUse``), and `colors[]` in
    /// target order, each {`color` (`#rrggbb` or null), `target`, `ratio` (unrounded, or null),
    /// `reachable`, and with a text `text_use` {`status`, …}}.
    public var jsonValue: JSONValue {
        .object([
            ("base", .string(scale.base.hexOpaque)),
            ("background", .string(scale.background.hexOpaque)),
            ("side", .string(scale.isLighter ? "lighter" : "darker")),
            ("tolerance", .number(scale.tolerance)),
        ] + textUse.jsonMembers() + [
            ("colors", .array(scale.entries.map { e in
                var members: [(key: String, value: JSONValue)] = [
                    ("color", e.color.map { .string($0.hexOpaque) } ?? .null),
                    ("target", .number(e.target)),
                    ("ratio", e.ratio.map { .number($0.value) } ?? .null),
                    ("reachable", .bool(e.isReachable)),
                ]
                if let ratio = e.ratio, let verdict = textUse.verdict(ratio) {
                    members.append(("text_use", textUse.json(verdict)))
                }
                return .object(members)
            })),
        ])
    }

    /// A table: step, color (with swatch), target, achieved ratio; unreachable targets say so.
    public func renderText(style: TextStyle) -> String {
        var out = "Scale of \(scale.base.hexOpaque)'s OKLCH hue on \(scale.background.hexOpaque) "
            + "(\(scale.isLighter ? "lighter" : "darker") than the background; each ratio at most "
            + "\(JSONWriter.format(scale.tolerance * 100))% above its target)\n"
        out += textUse.headerLines() + "\n"
        var header = ["STEP", "COLOR", "TARGET", "RATIO"]
        if textUse.text != nil { header.append(textUse.columnHeader) }
        var table = TextTable(header: header)
        let gap = style.usesColor ? " " : ""
        for (index, entry) in scale.entries.enumerated() {
            let colorCell: TextTable.Cell
            if let color = entry.color {
                colorCell = .init(rendered: style.swatch(color) + gap + color.hexOpaque,
                                  width: style.swatchWidth + gap.count + 7)
            } else {
                colorCell = .init("unreachable")
            }
            var row: [TextTable.Cell] = [
                .init("\(name)-\(index + 1)"), colorCell, .init(JSONWriter.format(entry.target) + ":1"),
                .init(entry.ratio.map { $0.displayString + ":1" } ?? "-"),
            ]
            if textUse.text != nil { row.append(.init(entry.ratio.flatMap(textUse.verdict).map(textUse.cell) ?? "-")) }
            table.rows.append(row)
        }
        out += table.render()
        let missing = scale.entries.filter { !$0.isReachable }
        if !missing.isEmpty {
            out += "\n\(missing.count) target(s) cannot be reached with this hue on this background "
                + "(the most any color reaches is \(ContrastRatio.format(ContrastScale.maximumRatio(background: scale.background), decimals: 2)):1).\n"
        }
        return out
    }
}
