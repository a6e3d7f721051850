import LegibleCore

extension ContrastReport {
    /// The report as JSON: `foreground`, `background`, `ratio` (unrounded; the worst for a
    /// range), `ratio_range` [worst, best] only when the background is translucent,
    /// `effective_foreground` only when the foreground was composited, `verdicts`
    /// {`aa`: {`text`, `large-text`, `non-text`}, `aaa`: {`text`, `large-text`}}, `text_size`
    /// {`px`, `weight`, `large`} when a size was given, and `applies` {`level`, `role`,
    /// `requirement`, `criterion`, `status`}. Documented in the module README.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("foreground", .string(foreground.hex)),
            ("background", .string(background.hex)),
            ("ratio", .number(measurement.worst.value)),
        ]
        if measurement.isRange {
            members.append(("ratio_range", .array([.number(measurement.worst.value), .number(measurement.best.value)])))
        }
        if !foreground.isOpaque && background.isOpaque {
            members.append(("effective_foreground", .string(measurement.effectiveForeground.hex)))
        }
        func verdicts(_ level: WCAGLevel) -> JSONValue {
            .object(Self.requirements.filter { $0.level == level }.map {
                ($0.role.rawValue, .string(verdict(for: $0).rawValue))
            })
        }
        members.append(("verdicts", .object([("aa", verdicts(.aa)), ("aaa", verdicts(.aaa))])))
        if let size = textSize {
            members.append(("text_size", .object([
                ("px", .number(size.pixels)), ("weight", .integer(size.weight)), ("large", .bool(size.isLarge)),
            ])))
        }
        let applicable = applicableRequirement
        members.append(("applies", .object([
            ("level", .string(applicable.level.rawValue)),
            ("role", .string(applicable.role.rawValue)),
            ("requirement", .number(applicable.minimumRatio)),
            ("criterion", .string(applicable.criterion)),
            ("status", .string(verdict(for: applicable).rawValue)),
        ])))
        return .object(members)
    }

    /// The report for people: both colors, the ratio, a table of every requirement, the text
    /// size class when a size was given, and the applicable verdict. With color, a sample line
    /// shows the pair and the colors carry swatches.
    public func renderText(style: TextStyle) -> String {
        var out = ""
        let gap = style.usesColor ? " " : ""
        out += "Foreground  \(style.swatch(foreground))\(gap)\(foreground.hex)"
        if !foreground.isOpaque && background.isOpaque {
            out += " (over the background: \(measurement.effectiveForeground.hex))"
        }
        out += "\nBackground  \(style.swatch(background))\(gap)\(background.hex)"
        if !background.isOpaque { out += " (translucent)" }
        out += "\nRatio       \(ratioText)"
        if measurement.isRange {
            out += "\n            The background is translucent: the ratio depends on what lies beneath it."
            out += "\n            Every verdict uses the worst case."
        }
        out += "\n"
        if style.usesColor {
            out += "Sample      "
                + style.sample(" The quick brown fox 0123 ", foreground: measurement.effectiveForeground,
                               background: background.composited(over: .white))
                + "\n"
        }
        out += "\n"
        var table = TextTable(header: ["LEVEL", "ROLE", "REQUIRED", "CRITERION", "RESULT"])
        for requirement in Self.requirements {
            let verdict = verdict(for: requirement)
            table.rows.append([
                .init(requirement.level.rawValue), .init(roleText(requirement.role)),
                .init(requirementText(requirement)), .init(requirement.criterion),
                .init(rendered: style.verdict(verdict, upperCase: false), width: verdict.rawValue.count),
            ])
        }
        out += table.render() + "\n"
        if let size = textSize {
            // Rounded for display only (at most 2 decimals, trailing zeros dropped: 22.67, 18.6,
            // 24); the large-text test used the exact size, and JSON keeps it.
            var pixels = ContrastRatio.format(size.pixels, decimals: 2)
            while pixels.contains("."), pixels.hasSuffix("0") || pixels.hasSuffix(".") { pixels.removeLast() }
            let sizeText = pixels + " px at weight \(size.weight)"
            out += size.isLarge
                ? "Text of \(sizeText) is large text.\n"
                : "Text of \(sizeText) is not large text (large text is at least 24 px, or 18.67 px at weight 700 or more).\n"
        }
        let applicable = applicableRequirement
        let verdict = verdict(for: applicable)
        out += "Applies: \(applicable.level.rawValue) \(roleText(applicable.role)), at least "
            + "\(requirementText(applicable)) (WCAG \(applicable.criterion)): "
            + style.verdict(verdict, upperCase: false) + "\n"
        return out
    }
}
