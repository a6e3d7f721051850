import LegibleCore
import LegibleTokens

// The sentences every machine format (SARIF, JUnit, GitHub, Markdown) shares, so that a pair is
// described the same way wherever it shows up.

extension PairResult {
    /// `fg.muted on bg.subtle`; a link pair measured over a page adds it: `link on fg.body over
    /// bg.page`.
    public var pairName: String {
        "\(pair.foreground.name) on \(pair.background.name)" + (pair.surface.map { " over \($0.name)" } ?? "")
    }

    /// `fg.muted on bg.subtle (text, AA)`: the JUnit test-case name.
    public var caseName: String { "\(pairName) (\(roleText(requirement.role)), \(requirement.level.rawValue))" }

    /// The measured figure: `3.21:1`, `3.21:1 to 4.10:1` over a translucent background, or with
    /// APCA `Lc 45.2` (the WCAG ratio is then given in ``message``).
    public var figureText: String {
        if let apca {
            var lc = "Lc " + APCAContrastReport.format(apca.measurement.worst.value)
            if apca.measurement.isRange { lc += " to " + APCAContrastReport.format(apca.measurement.best.value) }
            return lc
        }
        return ratioText
    }

    /// `3.21:1`, or `3.21:1 to 4.10:1`; shown with ``ContrastRatio/displayString`` (never rounded up).
    public var ratioText: String {
        measurement.worst.displayString + ":1"
            + (measurement.isRange ? " to " + measurement.best.displayString + ":1" : "")
    }

    /// `4.5:1 for text at AA (WCAG 1.4.3)`, or with APCA `Lc 75 for text (APCA simple mode)`.
    public var requirementDescription: String {
        if let apca {
            return "Lc " + JSONWriter.format(apca.requirement.minimumLc) + " for " + roleText(apca.requirement.role)
                + " (" + apca.requirement.source + ")"
        }
        return requirementText(requirement) + " for " + roleText(requirement.role) + " at "
            + requirement.level.rawValue + " (WCAG " + requirement.criterion + ")"
    }

    /// The size part of the message: `17pt, read as the platform point …: not large text (…),
    /// policy apple`, or for a text style `footnote fails at xSmall, Small (12–12 pt), passes at
    /// …, policy apple`; nil when the pair's rule gives no size.
    public var textSizeDescription: String? {
        guard let size = pair.textSize else { return nil }
        let policy = "policy " + size.effectivePolicy.rawValue
        if let j = sizeJudgement {
            return (size.token.map { "typography token \($0): " } ?? "") + "\(j.inputReading): \(JSONWriter.format(j.pixels)) px at weight \(j.weight) is "
                + (j.isLarge ? "large text" : "not large text") + " (\(j.reason)), \(policy)"
        }
        guard case .textStyle(let style) = size.source, !contentSizeVerdicts.isEmpty else { return nil }
        return "\(style.name) " + DynamicTypeContrastReport.summary(contentSizeVerdicts, level: requirement.level)
            + ", \(policy)"
    }

    /// `less contrast than in dark (5.20:1)`; nil without a regression.
    public var regressionDescription: String? {
        guard let regression else { return nil }
        let figure = apca == nil
            ? ContrastRatio(regression.standardScore).displayString + ":1"
            : "Lc " + APCAContrastReport.format(regression.standardScore)
        return "less contrast than in \(regression.standardAppearance) (\(figure)): an increased-contrast "
            + "appearance must not lower contrast" + (isRegressionBaselined ? " (recorded in the baseline, no larger drop)" : "")
    }

    /// `worse than the baseline records (3.92:1 then): fails as a new failure (--update-baseline
    /// accepts it)`; nil unless ``isWorseThanBaseline``.
    public var worseThanBaselineDescription: String? {
        guard isWorseThanBaseline, let baselineScore else { return nil }
        let figure = apca == nil
            ? ContrastRatio(baselineScore).displayString + ":1"
            : "Lc " + APCAContrastReport.format(baselineScore)
        return "worse than the baseline records (\(figure) then): fails as a new failure (--update-baseline accepts it)"
    }

    /// One sentence naming both tokens, the appearance, the figure and the requirement, then the
    /// regression, baseline or ignore note and the suggestion when there are any:
    /// `fg.muted on bg.subtle (dark): 3.21:1, needs 4.5:1 for text at AA (WCAG 1.4.3); try #6b6b6b (4.54:1, ΔE2000 5.10).`
    public var message: String {
        var text = "\(pairName) (\(pair.appearance)): \(figureText)"
        if apca != nil { text += " (WCAG 2 ratio \(ratioText))" }
        text += verdict == .fail ? ", needs " : ", meets "
        text += requirementDescription
        if let sizeText = textSizeDescription { text += "; " + sizeText }
        if let regression = regressionDescription { text += "; " + regression }
        switch status {
        case .baselined: text += "; recorded in the baseline"
        case .ignored: text += "; ignored: " + (ignoreReason ?? "")
        case .pass, .fail: break
        }
        if let worse = worseThanBaselineDescription { text += "; " + worse }
        if let suggestion { text += "; " + SuggestionReport.text(suggestion) }
        if let suggestionAliasNote { text += "; " + suggestionAliasNote }
        if let suggestionWithheld { text += "; " + suggestionWithheld }
        if let convention = pair.convention, convention.isGuess {
            text += "; a guessed pair (\(convention.rawValue)), not read from the names: name the pairs in a pairs file"
        }
        return text + "."
    }
}

extension DistinguishReport.Finding {
    /// `status.error and status.success (light) collapse under deuteranopia: ΔE2000 4.10 between
    /// the simulated colors, below 10 (WCAG 1.4.1).`
    public func message(check: ColorDistinctionCheck) -> String {
        let c = collapse
        let names = [c.first, c.second].map { $0.name ?? $0.color.hexOpaque }
        let place = set.appearance.map { " (\($0))" } ?? ""
        let threshold = c.condition == .grayscale
            ? JSONWriter.format(check.minimumLuminanceRatio) + ":1"
            : JSONWriter.format(check.minimumDeltaE)
        let under = c.condition == .normal ? "in normal vision" : "under \(c.condition.rawValue)"
        return "\(names[0]) and \(names[1])\(place) collapse \(under): \(DistinguishReport.distanceText(c)), "
            + "below \(threshold) (WCAG 1.4.1: do not rely on color alone)."
    }
}

extension CheckReport {
    /// Where a collapsing color is defined, when the report knows its token.
    public func location(of color: NamedColor, in set: DistinguishReport.ColorSet) -> SourceLocation? {
        guard let name = color.name else { return nil }
        return tokenLocations[TokenReference(name: name, appearance: set.appearance ?? "light")]
    }
}
