import LegibleCore
import LegibleTokens

extension ColorPairCheck {
    /// The error for a run in which a value that could not be computed takes part in a pair,
    /// or nil when none does or ``allowsSkipped`` is set.
    ///
    /// One rule for every input format: a value the file gets wrong (CSS `#GGG` or
    /// `var(--missing)`, a DTCG alias no input defines) cannot be measured, so the run cannot
    /// pass over its pair: it stops (exit 2) naming the first such value, where it is, what was
    /// found and why it could not be computed. A value the reader declares uncomputable (an
    /// Android theme attribute, a system color outside Legible's tables, an Xcode colorset with
    /// no color or none for the idiom; ``SkippedToken/isInvalid`` is false) is not the file's
    /// mistake: it stays under Skipped, counted in the summary line, and never stops the run. A value "takes part in a pair" when the same pairing (the pairs
    /// file's patterns, `--all-pairs`, or the naming conventions) pairs it once it is given a
    /// placeholder color. Values no pair would use (a spacing number typed as a color, an
    /// unpaired palette step) stay listed under Skipped without stopping the run.
    func skippedInPairsError(_ tokens: TokenSet, pairsFile: PairsFile?) -> ColorPairCheckError? {
        // With no color computed at all, the no-pairs error says so and counts the skipped values.
        // Only a value the file gets wrong stops the run (``SkippedToken/isInvalid``); one the
        // reader knows it cannot compute (a theme attribute, a colorset with no color) stays listed.
        let invalid = tokens.skipped.filter(\.isInvalid)
        guard !allowsSkipped, !invalid.isEmpty, !tokens.tokens.isEmpty else { return nil }
        if isEveryCombination {
            // Every token meets every other of its appearance: no need to make the pairs twice.
            for skipped in invalid {
                guard let other = tokens.tokens.first(where: { $0.appearance == skipped.appearance && $0.name != skipped.name })
                else { continue }
                return error(skipped, partner: other.name, others: 0)
            }
            return nil
        }
        var withPlaceholders = tokens
        var present = Set(tokens.tokens.map { [$0.name, $0.appearance] })
        for skipped in tokens.skipped where present.insert([skipped.name, skipped.appearance]).inserted {
            withPlaceholders.tokens.append(ColorToken(
                name: skipped.name, color: SRGBColor(red: 0.5, green: 0.5, blue: 0.5), rawValue: skipped.rawValue,
                appearance: skipped.appearance, location: skipped.location))
        }
        let skippedKeys = Set(invalid.map { [$0.name, $0.appearance] })
        let pairs = Pairing.pairs(in: withPlaceholders, pairsFile: pairsFile, allPairs: isEveryCombination,
                                  defaultLevel: level)
        var partners: [[String]: String] = [:]
        var order: [[String]] = []
        for pair in pairs {
            for (token, other) in [(pair.foreground, pair.background), (pair.background, pair.foreground)] {
                let key = [token.name, token.appearance]
                guard skippedKeys.contains(key), partners[key] == nil else { continue }
                partners[key] = other.name
                order.append(key)
            }
        }
        guard let firstKey = order.first, let partner = partners[firstKey],
              let first = invalid.first(where: { [$0.name, $0.appearance] == firstKey }) else { return nil }
        return error(first, partner: partner, others: order.count - 1)
    }

    /// `tokens` with each of its ``TokenSet/nonColorValues`` that the pairing would pair moved
    /// into ``TokenSet/skipped``: a `--card-foreground: blu` (or `12px`, `inherit`, an empty
    /// value, a `var()` whose fallback is no color) must not vanish while `card` is checked alone.
    ///
    /// "Would pair" is the rule of ``skippedInPairsError(_:pairsFile:)``: the same pairing (the
    /// pairs file's rules, else the naming conventions) pairs it once it is given a placeholder
    /// color. A value none pairs (`--radius: 4px`, a font stack) stays out of every report.
    /// `--all-pairs` pairs every color with every other, so it would pair every non-color value
    /// of a style sheet: under it they stay out. Cost: one more pairing, only when the inputs
    /// hold a value that is not a color.
    func movingPairedNonColors(_ tokens: TokenSet, pairsFile: PairsFile?) -> TokenSet {
        guard !isEveryCombination, !tokens.nonColorValues.isEmpty, !tokens.tokens.isEmpty else { return tokens }
        var withPlaceholders = tokens
        var present = Set(tokens.tokens.map { [$0.name, $0.appearance] })
        var candidates: Set<[String]> = []
        for value in tokens.skipped + tokens.nonColorValues where present.insert([value.name, value.appearance]).inserted {
            withPlaceholders.tokens.append(ColorToken(
                name: value.name, color: SRGBColor(red: 0.5, green: 0.5, blue: 0.5), rawValue: value.rawValue,
                appearance: value.appearance, location: value.location))
            candidates.insert([value.name, value.appearance])
        }
        let nonColorKeys = Set(tokens.nonColorValues.map { [$0.name, $0.appearance] }).intersection(candidates)
        guard !nonColorKeys.isEmpty else { return tokens }
        var paired: Set<[String]> = []
        for pair in Pairing.pairs(in: withPlaceholders, pairsFile: pairsFile, allPairs: false, defaultLevel: level) {
            for token in [pair.foreground, pair.background] where nonColorKeys.contains([token.name, token.appearance]) {
                paired.insert([token.name, token.appearance])
            }
        }
        guard !paired.isEmpty else { return tokens }
        var result = tokens
        for value in tokens.nonColorValues where paired.contains([value.name, value.appearance]) {
            result.skipped.append(value)
        }
        result.nonColorValues.removeAll { paired.contains([$0.name, $0.appearance]) }
        return result
    }

    private func error(_ first: SkippedToken, partner: String, others: Int) -> ColorPairCheckError {
        var at = first.location
        at.file = display(at.file)
        let more = others > 0 ? " (\(others) more paired value(s) could not be computed either)" : ""
        return ColorPairCheckError(
            .invalidInput,
            "\(at): '\(first.name)' is '\(TextExcerpt.shortened(first.rawValue))', which could not be computed: \(first.reason); it would be "
                + "paired with '\(partner)' in \(first.appearance), so the run cannot pass\(more). Expected a color "
                + "Legible can compute: fix the value, leave the token out with --exclude '\(first.name)', or pass "
                + "--allow-skipped to check the other pairs and list it under Skipped")
    }
}
