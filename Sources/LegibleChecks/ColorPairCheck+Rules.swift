import LegibleCore
import LegibleReports
import LegibleTokens

extension ColorPairCheck {
    /// The pairs file's rules checked against the tokens: a rule with an exact name that names no
    /// token (or a token ``exclude`` leaves out), or whose exact names select nothing, stops the
    /// check; a pattern that matched nothing is a warning.
    ///
    /// - Parameter excluded: The token names ``exclude`` left out, each with its pattern.
    /// - Returns: The warnings, in rule order.
    /// - Throws: ``ColorPairCheckError`` `.invalidInput` naming the first such rule's file, line
    ///   and column, the token name, and the closest token name when one is close.
    func checkRules(_ file: PairsFile, tokens: TokenSet, excluded: [String: String]) throws(ColorPairCheckError) -> [CheckWarning] {
        var warnings: [CheckWarning] = []
        for unmatched in Pairing.unmatched(in: tokens, rules: file.rules) {
            var location = unmatched.rule.location
            location.file = display(location.file)
            let place = location.line > 0 ? location.description : location.file
            let rule = "the pair rule \(unmatched.rule.foreground) on \(unmatched.rule.background)"
            if let missing = unmatched.missingNames.first(where: { excluded[$0.name] != nil }),
               let pattern = excluded[missing.name]
            {
                throw ColorPairCheckError(
                    .invalidInput, "\(place): \(rule) names '\(missing.name)' (its \(missing.field)), which the "
                        + "exclude pattern '\(pattern)' leaves out: remove the rule or narrow the pattern")
            }
            guard unmatched.isError else {
                var warning = CheckWarning(unmatched)
                warning.location = location
                warnings.append(warning)
                continue
            }
            throw ColorPairCheckError(.invalidInput, "\(place): " + unmatched.message)
        }
        return warnings
    }
}
