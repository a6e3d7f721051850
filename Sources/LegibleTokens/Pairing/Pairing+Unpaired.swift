extension Pairing {
    /// The tokens whose names read as foregrounds under ``automaticPairs(in:level:)`` (rule 2's
    /// foreground keywords `fg`, `text`, `foreground`, `label`, `title`, `tint`, or an
    /// on-segment) but that are the foreground of none of `pairs`, in any appearance: text a
    /// new token adds (`CaptionText` beside `Background`, `Brand/TextBrand`) that the naming
    /// conventions could not place, so a run can say it went unchecked.
    ///
    /// One token per name (its first appearance), in token order; fully transparent tokens are
    /// left out (they draw nothing and are never paired). O(n + p).
    public static func unpairedForegrounds(in set: TokenSet, pairs: [TokenPair]) -> [ColorToken] {
        let paired = Set(pairs.map(\.foreground.name))
        let visible = Set(set.tokens.lazy.filter { $0.color.alpha > 0 }.map(\.name))
        var seen = Set<String>()
        var result: [ColorToken] = []
        for token in set.tokens
        where !paired.contains(token.name) && visible.contains(token.name) && seen.insert(token.name).inserted {
            let name = TokenName(token.name)
            guard name.keywordClass == .foreground || !name.onTargets.isEmpty else { continue }
            result.append(token)
        }
        return result
    }
}
