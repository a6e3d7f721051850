import LegibleTokens

/// How automatic pairing chose a report's pairs: stated in every report that has such pairs.
public struct AutomaticPairingSummary: Sendable {
    /// The pairs each naming convention chose, in ``NamingConvention`` order; conventions that
    /// chose none are left out.
    public var conventions: [(convention: NamingConvention, pairs: Int)]
    /// The canvases translucent backgrounds were composited onto, with how many pairs each, in
    /// order of first use.
    public var canvases: [(name: String, pairs: Int)]
    /// All pairs automatic pairing chose.
    public var pairCount: Int { conventions.reduce(0) { $0 + $1.pairs } }
    /// The pairs a guessing convention chose (``NamingConvention/isGuess``), not read from names.
    public var guessedPairCount: Int { conventions.filter { $0.convention.isGuess }.reduce(0) { $0 + $1.pairs } }

    /// `Automatic pairing: 12 pairs from the naming conventions: 10 by group (…), 2 by on-x (…).`,
    /// then one sentence per canvas.
    public var text: String {
        let noun = pairCount == 1 ? "pair" : "pairs"
        var out = "Automatic pairing: \(pairCount) \(noun) from the naming conventions: "
            + conventions.map { "\($0.pairs) by \($0.convention.rawValue) (\($0.convention.summary))" }.joined(separator: ", ")
            + "."
        if guessedPairCount > 0 {
            out += " \(guessedPairCount) of them \(guessedPairCount == 1 ? "is" : "are") GUESSED, not read from the names: "
                + "name the pairs in a pairs file (--pairs)."
        }
        for (name, pairs) in canvases {
            out += " \(pairs) translucent \(pairs == 1 ? "background was" : "backgrounds were") composited over "
                + "\(name), the canvas (the surface beneath is not given; name it with \"over\" in a pairs file)."
        }
        return out
    }

    /// `{"pairs", "guessed_pairs", "conventions": [{"convention", "description", "example", "pairs", "guess"}],
    /// "canvases": [{"name", "pairs"}]}`; `guess` is true for a convention that guesses
    /// (``NamingConvention/isGuess``), and `guessed_pairs` counts its pairs.
    public var jsonValue: JSONValue {
        .object([
            ("pairs", .integer(pairCount)),
            ("guessed_pairs", .integer(guessedPairCount)),
            ("conventions", .array(conventions.map { convention, pairs in
                .object([
                    ("convention", .string(convention.rawValue)), ("description", .string(convention.summary)),
                    ("example", .string(convention.example)), ("pairs", .integer(pairs)),
                    ("guess", .bool(convention.isGuess)),
                ])
            })),
            ("canvases", .array(canvases.map { .object([("name", .string($0.name)), ("pairs", .integer($0.pairs))]) })),
        ])
    }
}

extension CheckReport {
    /// The summary of the pairs automatic pairing chose (``TokenPair/convention``), or nil when
    /// it chose none (a pairs file or `--all-pairs` chose them all).
    public var automaticPairing: AutomaticPairingSummary? {
        var counts: [NamingConvention: Int] = [:]
        var canvases: [(name: String, pairs: Int)] = []
        for result in results {
            guard let convention = result.pair.convention else { continue }
            counts[convention, default: 0] += 1
            guard let surface = result.pair.surface else { continue }
            if let i = canvases.firstIndex(where: { $0.name == surface.name }) {
                canvases[i].pairs += 1
            } else {
                canvases.append((surface.name, 1))
            }
        }
        guard !counts.isEmpty else { return nil }
        return AutomaticPairingSummary(
            conventions: NamingConvention.allCases.compactMap { c in counts[c].map { (c, $0) } }, canvases: canvases)
    }
}
