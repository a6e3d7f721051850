import LegibleCore

/// The APCA lightness contrast of one text color on one background, and its verdict by role and
/// size: `legible contrast --method apca`.
///
/// Lc is signed and measured in the order text, background (positive for dark text on light).
/// With a text size the requirement comes from APCA's font lookup table
/// (``APCARequirement/init(role:fontSize:weight:)``); without one, from the simple-mode use level
/// for the role (``APCARequirement/init(role:)``: text Lc 75, large text Lc 60, non-text Lc 30).
/// The WCAG 2 ratio is kept for reference. APCA is a draft: every rendering says so.
///
/// Source: apca-w3 0.1.9 (APCA-W3 0.0.98G-4g constants); APCA Readability Criterion, bronze
/// simple mode.
public struct APCAContrastReport: Sendable {
    /// The text color as given (possibly translucent).
    public var foreground: SRGBColor
    /// The background as given (possibly translucent).
    public var background: SRGBColor
    /// The measured Lc, or its range over a translucent background.
    public var measurement: APCAMeasurement
    /// The WCAG 2 measurement, for reference.
    public var wcag: ContrastMeasurement
    /// The role whose requirement decides ``passes``.
    public var role: ContrastRole
    /// The text size, when given.
    public var textSize: ContrastReport.TextSizeQuery?
    /// The requirement that applies; nil when the text is too small for any contrast.
    public var requirement: APCARequirement?

    /// Measures `foreground` (text) on `background`.
    ///
    /// - Parameters:
    ///   - role: an explicit role (used without a size); text when nil.
    ///   - textSize: the text size; when given the font lookup table decides the requirement.
    public init(
        foreground: SRGBColor, background: SRGBColor, role: ContrastRole? = nil,
        textSize: ContrastReport.TextSizeQuery? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.measurement = APCAMeasurement(text: foreground, background: background)
        self.wcag = ContrastMeasurement(foreground: foreground, background: background)
        self.textSize = textSize
        let role = role ?? .text
        self.role = role
        if let size = textSize {
            requirement = APCARequirement(role: role, fontSize: size.pixels, weight: size.weight)
        } else {
            requirement = APCARequirement(role: role)
        }
    }

    /// The simple-mode requirements every report lists: text, large text, non-text.
    public static let levels: [APCARequirement] = [ContrastRole.text, .largeText, .nonText].map { APCARequirement(role: $0) }

    /// Whether the worst |Lc|, unrounded, meets `requirement`.
    public func verdict(for requirement: APCARequirement?) -> Verdict {
        Verdict(requirement.map { measurement.worst.satisfies($0) } ?? false)
    }

    /// Whether the applicable requirement is met; the command exits 1 when it is not.
    public var passes: Bool { verdict(for: requirement) == .pass }

    /// `Lc 63.1`, or `Lc 0.0 to 63.1` for a range (one decimal, sign kept).
    public var lcText: String {
        let worst = "Lc " + Self.format(measurement.worst.value)
        return measurement.isRange ? worst + " to " + Self.format(measurement.best.value) : worst
    }

    /// An Lc with one decimal, sign kept.
    static func format(_ lc: Double) -> String {
        let magnitude = ContrastRatio.format(abs(lc), decimals: 1)
        return lc < 0 ? "-" + magnitude : magnitude
    }
    /// The opening members of every APCA report: `method`, `note` (the draft label),
    /// `foreground`, `background`, `lc` (the worst Lc) and, over a translucent pair's range of
    /// backdrops, `lc_range` [worst, best].
    static func leadingMembers(foreground: SRGBColor, background: SRGBColor,
                               measurement: APCAMeasurement) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("method", .string(ContrastMethod.apca.rawValue)),
            ("note", .string(ContrastMethod.apcaDraftLabel)),
            ("foreground", .string(foreground.hex)),
            ("background", .string(background.hex)),
            ("lc", .number(measurement.worst.value)),
        ]
        if measurement.isRange {
            members.append(("lc_range", .array([.number(measurement.worst.value), .number(measurement.best.value)])))
        }
        return members
    }

    /// The report as JSON: `method` ("apca"), `note` (the draft label), `foreground`,
    /// `background`, `lc` (signed, unrounded; the worst for a range), `lc_range` (translucent
    /// background only), `ratio` (WCAG 2, for reference), `verdicts` {`text`, `large-text`,
    /// `non-text`} by simple-mode level, `text_size` (with --size), `role`, `requirement` (minimum
    /// |Lc|; null when the text is too small for any contrast), `source` and `status`.
    public var jsonValue: JSONValue {
        var members = APCAContrastReport.leadingMembers(
            foreground: foreground, background: background, measurement: measurement)
        members.append(("ratio", .number(wcag.worst.value)))
        members.append(("verdicts", .object(Self.levels.map {
            ($0.role.rawValue, .string(verdict(for: $0).rawValue))
        })))
        if let size = textSize {
            members.append(("text_size", .object([
                ("input", .string(size.size.text)), ("read_as", .string(size.judgement.inputReading)),
                ("px", .number(size.pixels)), ("weight", .integer(size.weight)),
            ])))
            members.append(("policy", TextSizeReporting.json(size.policy)))
        }
        members += [
            ("role", .string(role.rawValue)),
            ("requirement", requirement.map { .number($0.minimumLc) } ?? .null),
            ("source", .string(requirement?.source ?? Self.tooSmall)),
            ("status", .string(verdict(for: requirement).rawValue)),
        ]
        return .object(members)
    }

    /// Why there is no requirement for text this small.
    static let tooSmall = "APCA font lookup: no contrast is enough for text this small"

    /// The report for people: the draft label, both colors, Lc and the WCAG ratio, the
    /// simple-mode levels, and the applicable verdict.
    public func renderText(style: TextStyle) -> String {
        let gap = style.usesColor ? " " : ""
        var out = ContrastMethod.apcaDraftLabel + "\n\n"
        out += "Text        \(style.swatch(foreground))\(gap)\(foreground.hex)\n"
        out += "Background  \(style.swatch(background))\(gap)\(background.hex)"
        if !background.isOpaque { out += " (translucent)" }
        out += "\nLc          \(lcText.dropFirst(3))"
        if measurement.isRange {
            out += "\n            The background is translucent: Lc depends on what lies beneath it."
            out += "\n            Every verdict uses the smallest |Lc|."
        }
        out += "\nWCAG 2      \(wcag.worst.displayString):1 (for reference)\n"
        if style.usesColor {
            out += "Sample      "
                + style.sample(" The quick brown fox 0123 ", foreground: foreground.composited(over: background.composited(over: .white)),
                               background: background.composited(over: .white))
                + "\n"
        }
        out += "\n"
        var table = TextTable(header: ["ROLE", "REQUIRED", "LEVEL", "RESULT"])
        for level in Self.levels {
            let verdict = verdict(for: level)
            table.rows.append([
                .init(roleText(level.role)), .init("Lc " + JSONWriter.format(level.minimumLc)),
                .init(level.source.replacingPrefix("APCA simple mode: ")),
                .init(rendered: style.verdict(verdict, upperCase: false), width: verdict.rawValue.count),
            ])
        }
        out += table.render() + "\n"
        let verdict = verdict(for: requirement)
        if let requirement {
            out += "Applies: \(roleText(role)), at least Lc \(JSONWriter.format(requirement.minimumLc)) "
                + "(\(requirement.source)): " + style.verdict(verdict, upperCase: false) + "\n"
        } else {
            out += "Applies: \(roleText(role)): \(Self.tooSmall): " + style.verdict(verdict, upperCase: false) + "\n"
        }
        return out
    }
}

extension String {
    /// The string without `prefix`, or unchanged when it does not start with it.
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
