import LegibleCore

/// The report of `legible suggest`: the original pair, the goal, and the nearest passing pairs.
///
/// When no color can pass by the allowed change, the report names the best reachable figure and
/// what the other `--adjust` choices could reach.
public struct SuggestReport: Sendable {
    /// The original foreground, as given (it may be translucent).
    public var foreground: SRGBColor
    /// The original background, as given: translucent only when the foreground alone changes,
    /// and every figure is then the worst case over what may lie beneath it.
    public var background: SRGBColor
    /// The goal searched for.
    public var goal: ContrastGoal
    /// Which color was allowed to change.
    public var adjusting: SuggestionAdjustment
    /// Whether the OKLCH hue was kept.
    public var keepsHue: Bool
    /// The search result.
    public var result: ContrastSuggestions
    /// The best figure each other adjustment could reach (in `SuggestionAdjustment.allCases`
    /// order, without ``adjusting``). Empty for a translucent background, which only the
    /// foreground adjustment accepts.
    public var alternatives: [(adjusting: SuggestionAdjustment, bestScore: Double)]
    /// The text size policy in force (stated in the JSON, and in the text when a size was given).
    public var policy: ContrastPolicy = .wcag
    /// How `--size` or `--text-style` chose the goal's role, in one sentence; nil without one.
    public var sizeNote: String?

    /// Runs `suggester` on the pair and builds the report.
    public init(foreground: SRGBColor, background: SRGBColor, suggester: ContrastSuggester) {
        let result = suggester.suggest(foreground: foreground, background: background)
        self.foreground = foreground
        self.background = background
        goal = suggester.goal
        adjusting = suggester.adjusting
        keepsHue = suggester.keepsHue
        self.result = result
        let others = background.isOpaque ? SuggestionAdjustment.allCases.filter { $0 != suggester.adjusting } : []
        alternatives = others.map {
            ($0, suggester.bestReachableScore(foreground: foreground, background: background, adjusting: $0))
        }
    }

    /// False only when no color can meet the goal by the allowed change (the command exits 1).
    public var succeeded: Bool { !result.isUnreachable }

    /// Whether the goal is APCA (figures are Lc) rather than a WCAG ratio.
    var isAPCA: Bool { if case .apca = goal { return true } else { return false } }

    /// A figure as shown: `4.50:1` for WCAG (never rounded up to a threshold), `Lc 75.2` for APCA.
    func figureText(_ value: Double) -> String {
        isAPCA ? "Lc " + ContrastRatio.format(value, decimals: 1) : ContrastRatio.format(value, decimals: 2) + ":1"
    }

    /// The goal in words: `4.5:1 (WCAG AA text, SC 1.4.3)` or `Lc 75 (APCA simple mode: body text)`.
    var goalText: String {
        switch goal {
        case .wcag(let requirement):
            let minimum = ContrastRatio.format(requirement.minimumRatio, decimals: requirement.minimumRatio == 4.5 ? 1 : 0)
            return "\(minimum):1 (WCAG \(requirement.level.rawValue) \(requirement.role.rawValue), SC \(requirement.criterion))"
        case .apca(let requirement):
            return "Lc \(ContrastRatio.format(requirement.minimumLc, decimals: 0)) (\(requirement.source); APCA is a draft)"
        }
    }

    /// The goal as JSON: WCAG {`method`, `level`, `role`, `minimum_ratio`, `criterion`}; APCA
    /// {`method`, `role`, `minimum_lc`, `source`}.
    var goalJSON: JSONValue {
        switch goal {
        case .wcag(let r):
            return .object([("method", .string("wcag")), ("level", .string(r.level.rawValue)), ("role", .string(r.role.rawValue)),
                            ("minimum_ratio", .number(r.minimumRatio)), ("criterion", .string(r.criterion))])
        case .apca(let r):
            return .object([("method", .string("apca")), ("role", .string(r.role.rawValue)),
                            ("minimum_lc", .number(r.minimumLc)), ("source", .string(r.source))])
        }
    }

    /// The report as JSON: `foreground`, `background` (originals), `goal`, `adjust`, `keep_hue`,
    /// `ratio` or `lc` of the original (unrounded; Lc signed), `passes` (original), `suggestions[]`
    /// nearest first, each {`foreground`, `background`, `adjusted` (what the suggestion changes:
    /// `foreground`, `background` or `both`; with `--adjust both` a suggestion that keeps one
    /// original color names the other), `ratio` or `lc`, `delta_e`},
    /// `reachable`, `best_reachable` (ratio or |Lc|), and `alternatives[]` {`adjust`,
    /// `best_reachable`, `reachable`}. Documented in the module README.
    public var jsonValue: JSONValue {
        let figureKey = isAPCA ? "lc" : "ratio"
        let originalFigure: Double = isAPCA
            ? APCAMeasurement(text: foreground, background: background).worst.value : result.originalScore
        let suggestions: [JSONValue] = result.suggestions.map { s in
            .object([
                ("foreground", .string(s.foreground.hex)),
                ("background", .string(s.background.hex)),
                ("adjusted", .string(s.adjusted.rawValue)),
                (figureKey, .number(isAPCA ? s.lightnessContrast.value : s.ratio.value)),
                ("delta_e", .number(s.deltaE)),
            ])
        }
        return .object([
            ("foreground", .string(foreground.hex)),
            ("background", .string(background.hex)),
            ("goal", goalJSON),
            ("adjust", .string(adjusting.rawValue)),
            ("keep_hue", .bool(keepsHue)),
            (figureKey, .number(originalFigure)),
            ("passes", .bool(result.originalMeetsGoal)),
            ("suggestions", .array(suggestions)),
            ("reachable", .bool(!result.isUnreachable)),
            ("best_reachable", .number(result.bestReachableScore)),
            ("alternatives", .array(alternatives.map {
                .object([("adjust", .string($0.adjusting.rawValue)), ("best_reachable", .number($0.bestScore)),
                         ("reachable", .bool($0.bestScore >= goal.minimum))])
            })),
            ("policy", TextSizeReporting.json(policy)),
        ] + (sizeNote.map { [("text_size", JSONValue.string($0))] } ?? []))
    }

    /// The report for people: the pair and its figure against the goal, then a table of the
    /// suggestions (with swatches and a sample in color), or why none exists.
    public func renderText(style: TextStyle) -> String {
        let gap = style.usesColor ? " " : ""
        var out = "Foreground  \(style.swatch(foreground))\(gap)\(foreground.hex)\n"
        out += "Background  \(style.swatch(background))\(gap)\(background.hex)"
        out += background.isOpaque ? "\n" : " (translucent: every figure is the worst case over what lies beneath)\n"
        out += "Contrast    \(figureText(result.originalScore)), needs \(goalText)\n"
        if let sizeNote { out += TextSizeReporting.policyLine(policy) + "Text size   \(sizeNote)\n" }
        out += "\n"
        if result.originalMeetsGoal {
            return out + "The pair already meets the goal; nothing to suggest.\n"
        }
        if result.isUnreachable {
            let moving: String
            switch adjusting {
            case .foreground: moving = "foreground"
            case .background: moving = "background"
            case .both: moving = "pair"
            }
            out += "No \(moving) can reach \(goalText): the best is \(figureText(result.bestReachableScore)).\n"
            for alternative in alternatives {
                let verdict = alternative.bestScore >= goal.minimum ? "can reach it" : "cannot reach it either"
                out += "  --adjust \(Self.optionValue(alternative.adjusting)) \(verdict) "
                    + "(best \(figureText(alternative.bestScore))).\n"
            }
            return out
        }
        let what = adjusting == .both ? "pairs (ΔE2000 summed over both colors)" : "\(adjusting.rawValue)s (ΔE2000 from the original)"
        out += "Nearest passing \(what)\(keepsHue ? ", keeping the OKLCH hue" : ""):\n\n"
        // With --adjust both, each row says what it changes: a kept color is the original's.
        let labelsChanges = adjusting == .both
        var table = TextTable(header: ["#", "FOREGROUND", "BACKGROUND", isAPCA ? "LC" : "RATIO", "ΔE2000"]
            + (labelsChanges ? ["CHANGES"] : []))
        for (index, s) in result.suggestions.enumerated() {
            func colorCell(_ color: SRGBColor, changed: Bool) -> TextTable.Cell {
                let text = color.hex + (changed ? "" : " (same)")
                return .init(rendered: style.swatch(color) + gap + text, width: style.swatchWidth + gap.count + text.count)
            }
            let fgChanged = s.adjusted != .background, bgChanged = s.adjusted != .foreground
            table.rows.append([
                .init(String(index + 1)), colorCell(s.foreground, changed: fgChanged),
                colorCell(s.background, changed: bgChanged),
                .init(isAPCA ? "Lc " + ContrastRatio.format(s.lightnessContrast.value, decimals: 1)
                             : s.ratio.displayString + ":1"),
                .init(ContrastRatio.format(s.deltaE, decimals: 2)),
            ] + (labelsChanges ? [.init(Self.optionValue(s.adjusted))] : []))
        }
        out += table.render()
        if style.usesColor, let first = result.suggestions.first {
            out += "\nSample      " + style.sample(" The quick brown fox 0123 ", foreground: first.foreground,
                                                    background: first.background) + "\n"
        }
        return out
    }

    /// The `--adjust` spelling of an adjustment.
    public static func optionValue(_ adjustment: SuggestionAdjustment) -> String {
        switch adjustment {
        case .foreground: return "fg"
        case .background: return "bg"
        case .both: return "both"
        }
    }
}
