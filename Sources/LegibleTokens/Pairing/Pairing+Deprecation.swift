extension Pairing {
    /// One note per deprecated token (``ColorToken/deprecation``) that `pairs` use, in the
    /// order the pairs first use them: `deprecated ($deprecated: "Use color.text.default") and
    /// used in 3 pairs (light, dark)`. A token deprecated without an explanation says only
    /// `deprecated`. The location is the token's first use.
    ///
    /// DTCG Format 2025.10, "Deprecated": a deprecated token may still be used; a checker says so
    /// rather than failing.
    public static func deprecationNotes(for pairs: [TokenPair]) -> [TokenNote] {
        var order: [String] = []
        var uses: [String: (token: ColorToken, count: Int, appearances: [String])] = [:]
        for pair in pairs {
            for token in [pair.foreground, pair.background] + (pair.surface.map { [$0] } ?? []) {
                guard token.deprecation != nil else { continue }
                if var entry = uses[token.name] {
                    entry.count += 1
                    if !entry.appearances.contains(pair.appearance) { entry.appearances.append(pair.appearance) }
                    uses[token.name] = entry
                } else {
                    order.append(token.name)
                    uses[token.name] = (token, 1, [pair.appearance])
                }
            }
        }
        return order.compactMap { name in
            guard let entry = uses[name], let reason = entry.token.deprecation else { return nil }
            let why = reason.isEmpty ? "" : " ($deprecated: \"\(reason)\")"
            let count = entry.count == 1 ? "1 pair" : "\(entry.count) pairs"
            return TokenNote(name: name, location: entry.token.location,
                             message: "deprecated\(why) and used in \(count) (\(entry.appearances.joined(separator: ", ")))")
        }
    }
}
