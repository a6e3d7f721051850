import LegibleCore

extension TokenSet {
    /// Marks the tokens that have no value of their own in their appearance
    /// (``ColorToken/inheritsValue``), for the "no duplicate rows" rule
    /// (``Pairing/isCheckedInOwnAppearance(foreground:background:)``).
    ///
    /// A token of appearance A inherits its value when `isDeclared(name, A)` is false (no input
    /// declares the name in A itself) and the nearest appearance of A's fallback chain that the
    /// set holds (`dark-high-contrast` → `dark` → `light`; see the module README, "Appearances")
    /// has the same name with exactly the same color. A token whose value differs from the
    /// fallback's although it is not declared in A (an alias whose target A overrides) has its
    /// own value. Tokens of `light`, the base, never inherit. Every other flag is reset.
    ///
    /// - Parameter isDeclared: Whether an input declares `name` (first argument) in
    ///   `appearance` (second argument) itself.
    /// - Complexity: O(n) for n tokens, with one dictionary lookup per fallback step.
    public mutating func markInheritedValues(isDeclared: (_ name: String, _ appearance: String) -> Bool) {
        var colors: [String: [String: SRGBColor]] = [:]
        for token in tokens { colors[token.appearance, default: [:]][token.name] = token.color }
        for index in tokens.indices {
            let token = tokens[index]
            tokens[index].inheritsValue = false
            guard !isDeclared(token.name, token.appearance) else { continue }
            let fallback = DeclarationTable.fallbackChain(token.appearance).dropFirst().first { colors[$0] != nil }
            if let fallback, colors[fallback]?[token.name] == token.color {
                tokens[index].inheritsValue = true
            }
        }
    }
}
