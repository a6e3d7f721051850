import Testing
@testable import LegibleTokens
import _LegibleTestSupport

/// Seeded mutation fuzzing: every mutated input must either load or throw a located
/// `TokenFileError`; none may crash or hang.
@Suite struct FuzzTests {
    static let samples: [(String, String)] = [
        ("f.tokens.json", ##"{"c": {"$type": "color", "a": {"$value": "#123456", "$description": "é"}, "b": {"$value": "{c.a}"}, "o": {"$value": {"colorSpace": "srgb", "components": [1, "none", 0.5], "alpha": 0.5, "hex": "#ff0080"}}}}"##),
        ("f.json5", "{ // c\n a: '#fff', b: [1, .5, +2, 0x1F,], 'c': \"\\u00e9\\uD83D\\uDE00\" }"),
        ("f.css", ":root { --a: #fff; --b: var(--a, var(--c, #000)); } .dark { --a: #000; } @media (prefers-color-scheme: dark) { :root { --b: #111 } } /* c */"),
        ("pairs.json", ##"{"pairs": [{"foreground": "a*", "background": "?", "role": "non-text", "level": "AAA"}]}"##),
    ]

    static let alphabet: [UInt8] = Array("{}[]:,\"'\\/*-+.0123456789eE#$()@;tfnu \n\r\t".utf8) + [0x00, 0x80, 0xC3, 0xED, 0xF4, 0xFF]

    @Test(arguments: 0..<4)
    func mutatedInputsNeverCrash(sample: Int) {
        var rng = SplitMix64(seed: UInt64(0xC0FFEE + sample))
        let (path, text) = Self.samples[sample]
        let original = Array(text.utf8)
        for iteration in 0..<1_500 {
            var bytes = original
            for _ in 0...rng.below(4) {
                let position = bytes.isEmpty ? 0 : rng.below(bytes.count)
                switch rng.below(3) {
                case 0 where !bytes.isEmpty: bytes.remove(at: position)
                case 1: bytes.insert(Self.alphabet[rng.below(Self.alphabet.count)], at: position)
                default: if !bytes.isEmpty { bytes[position] = Self.alphabet[rng.below(Self.alphabet.count)] }
                }
            }
            do throws(TokenFileError) {
                if path == "pairs.json" {
                    _ = try PairsFile(parsing: bytes, path: path)
                } else {
                    _ = try TokenLoader().load(sources: [TokenSource(path: path, bytes: bytes)])
                }
            } catch {
                #expect(error.location.file == path, "seed \(sample) iteration \(iteration)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}
