import LegibleCore
import LegibleTokens

/// Issue 13's figure: automatic pairing on a token set shaped like NL Design System's (groups of
/// `color-*`, `border-*` and `bg-*` leaves, plus Primer-style `fgColor-*`/`bgColor-*` names), at
/// 1,500 tokens and at 15,000. Pairing indexes its backgrounds, so ten times the tokens should
/// take about ten times as long (the ratio column), not a hundred.
func runPairingBenchmarks() {
    func tokenSet(groups: Int) -> TokenSet {
        var tokens: [ColorToken] = []
        let leaves = ["bg-document", "bg-subtle", "bg-default", "bg-hover", "bg-active", "border-subtle",
                      "border-default", "border-hover", "border-active", "color-default", "color-hover",
                      "color-active", "color-subtle", "color-document"]
        var rng = SplitMix64(seed: 13)
        func color() -> SRGBColor {
            let bits = rng.next()
            return SRGBColor(red8: UInt8(truncatingIfNeeded: bits), green8: UInt8(truncatingIfNeeded: bits >> 8),
                             blue8: UInt8(truncatingIfNeeded: bits >> 16))
        }
        let location = SourceLocation(file: "bench.tokens.json", line: 1, column: 1)
        for g in 0..<groups {
            for leaf in leaves {
                tokens.append(ColorToken(name: "basis.color.group-\(g).\(leaf)", color: color(), rawValue: "",
                                         appearance: "light", location: location))
            }
            for name in ["fgColor-g\(g)", "bgColor-g\(g)-muted", "bgColor-g\(g)-emphasis"] {
                tokens.append(ColorToken(name: name, color: color(), rawValue: "", appearance: "light", location: location))
            }
        }
        return TokenSet(tokens: tokens)
    }
    let small = tokenSet(groups: 88)   // 1,496 tokens
    let large = tokenSet(groups: 880)  // 14,960 tokens
    var pairs = 0
    let smallSeconds = Bench.median { pairs = Pairing.automaticPairs(in: small, level: .aa).count; blackHole(pairs) }
    Bench.report("pairing.automatic (\(small.tokens.count) tokens, \(pairs) pairs)", seconds: smallSeconds,
                 work: Double(small.tokens.count), unit: "tokens/s")
    let largeSeconds = Bench.median(repetitions: 3) {
        pairs = Pairing.automaticPairs(in: large, level: .aa).count
        blackHole(pairs)
    }
    Bench.report("pairing.automatic (\(large.tokens.count) tokens, \(pairs) pairs)", seconds: largeSeconds,
                 work: Double(large.tokens.count), unit: "tokens/s",
                 baseline: (name: "1,496 tokens", seconds: smallSeconds))
}
