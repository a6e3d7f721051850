import LegibleCore

extension ContrastReport {
    /// The report as JSON: `foreground`, `background`, `ratio` (unrounded; the worst for a
    /// range), `ratio_range` [worst, best] only when the background is translucent,
    /// `effective_foreground` only when the foreground was composited, `verdicts`
    /// {`aa`: {`text`, `large-text`, `non-text`}, `aaa`: {`text`, `large-text`}}, `text_size`
    /// {`input`, `read_as`, `px`, `pt`, `weight`, `large`, `rule`} when a size was given, `policy`
    /// {`name`, `point`, `large_text_rule`}, and `applies` {`level`, `role`,
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
        members.append(("policy", TextSizeReporting.json(policy)))
        if let size = textSize {
            members.append(("text_size", .object(TextSizeReporting.json(size.judgement))))
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

    /// The report for people: both colors (`Foreground` and `Background`, or with
    /// ``ContrastRole/link`` `Link` and `Body text`), the ratio, a table of every requirement (with
    /// ``ContrastRole/link`` only the link's), the text
    /// size class when a size was given, and the applicable verdict. With color, a sample line
    /// shows the pair and the colors carry swatches.
    public func renderText(style: TextStyle) -> String {
        var out = ""
        let gap = style.usesColor ? " " : ""
        // With --role link the pair is the link against the body text around it (WCAG G183),
        // not text on a background: the rows say so.
        let isLink = role == .link
        out += (isLink ? "Link        " : "Foreground  ") + "\(style.swatch(foreground))\(gap)\(foreground.hex)"
        if !foreground.isOpaque && background.isOpaque {
            out += " (over the \(isLink ? "body text" : "background"): \(measurement.effectiveForeground.hex))"
        }
        out += (isLink ? "\nBody text   " : "\nBackground  ") + "\(style.swatch(background))\(gap)\(background.hex)"
        if !background.isOpaque { out += " (translucent)" }
        out += "\nRatio       \(ratioText)"
        if measurement.isRange {
            out += "\n            The \(isLink ? "body text" : "background") is translucent: the ratio depends on what lies beneath it."
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
        // A link is judged against the body text only (3:1, G183): the text and non-text rows
        // compare it with a background it is not on, so they are left out.
        for requirement in isLink ? [applicableRequirement] : Self.requirements {
            let verdict = verdict(for: requirement)
            table.rows.append([
                .init(requirement.level.rawValue), .init(roleText(requirement.role)),
                .init(requirementText(requirement)), .init(requirement.criterion),
                .init(rendered: style.verdict(verdict, upperCase: false), width: verdict.rawValue.count),
            ])
        }
        out += table.render() + "\n"
        out += TextSizeReporting.policyLine(policy)
        if let size = textSize {
            let j = size.judgement
            out += "Text size   \(j.inputReading): \(TextSizeReporting.displayPixels(j.pixels)) px at weight \(j.weight) is "
                + (j.isLarge ? "large text" : "not large text") + " (\(j.reason))\n"
        }
        let applicable = applicableRequirement
        let verdict = verdict(for: applicable)
        out += "Applies: \(applicable.level.rawValue) \(roleText(applicable.role)), at least "
            + "\(requirementText(applicable)) (WCAG \(applicable.criterion)): "
            + style.verdict(verdict, upperCase: false) + "\n"
        return out
    }
}
