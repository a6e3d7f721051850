import LegibleCore

/// A color ramp: tokens whose names are one stem followed by a step number (`gray100` …
/// `gray1400`, `blue-500`, `neutral.50`), as ``Pairing/rampGuessPairs(in:level:)`` reads them.
public struct ColorRamp: Hashable, Sendable {
    /// The name before the step number, without a trailing `-`, `_`, `.`, `/` or space (`gray`,
    /// `alphaGray`).
    public var stem: String
    /// The token names of the steps taken as text, lowest step first (`gray900` … `gray1400`).
    public var textSteps: [String]
    /// How many steps the ramp has.
    public var stepCount: Int
}

extension Pairing {
    /// The share of a ramp's steps, from its highest, taken as text by
    /// ``rampGuessPairs(in:level:)``: the upper 40 %, rounded up (6 of Compound's 14 gray steps,
    /// 900–1400; 5 of a Tailwind ramp's 11, 600–950).
    public static let rampTextShare = 0.4

    /// The smallest number of steps that makes a ramp.
    public static let minimumRampSteps = 3

    /// A guess for a set whose names give backgrounds but no foreground, so that the naming
    /// conventions (``automaticPairs(in:level:)``) pair nothing: each ramp's upper steps are
    /// taken as text over every background of the appearance, at `level` (role text, 4.5:1 at AA).
    /// Each pair records ``NamingConvention/rampSteps``; reports call it a guess and tell the user
    /// to write a pairs file.
    ///
    /// The convention is Element's Compound design system's (`cpd-common-semantic.css`): its ramps
    /// run from the background end (step 100) to the text end (1400) in every theme, the dark
    /// themes inverting the colors, not the numbers; primary text and icons use step 1400,
    /// secondary ones 900, while 800 and below serve disabled text (which WCAG 1.4.3 exempts),
    /// tertiary icons, borders and subtle fills. So the steps at or above 900 of 100–1400, the
    /// upper ``rampTextShare`` of the steps, are text; the others have no role a name tells, and
    /// are not paired.
    ///
    /// A ramp is ``minimumRampSteps`` or more tokens of the appearance whose names are one stem
    /// followed by distinct step numbers (`gray100`, `gray-100`, `gray.100`; the stem not itself
    /// empty); tokens that read as backgrounds (``namingRoles(in:)``) are never steps. A
    /// translucent background is composited onto the appearance's canvas (``canvas(in:names:)``)
    /// as automatic pairing does.
    ///
    /// - Returns: The pairs, by appearance, ramp (first seen first), step (lowest first), then
    ///   background in token order; empty when some name reads as a foreground, none as a
    ///   background, or no ramp is found.
    /// - Complexity: O(n log n + p) for n tokens and p pairs.
    public static func rampGuessPairs(in set: TokenSet, level: WCAGLevel) -> [TokenPair] {
        let roles = namingRoles(in: set)
        guard roles.foregrounds.isEmpty, !roles.backgrounds.isEmpty else { return [] }
        let backgroundNames = Set(roles.backgrounds)
        var result: [TokenPair] = []
        for (appearance, tokens) in grouped(set) {
            let backgrounds = tokens.filter { backgroundNames.contains($0.name) }
            guard !backgrounds.isEmpty else { continue }
            let names = tokens.map { TokenName($0.name) }
            let canvas = canvas(in: tokens, names: names)
            let byName = Dictionary(tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for ramp in ramps(in: tokens.filter { !backgroundNames.contains($0.name) }) {
                for step in ramp.textSteps {
                    guard let foreground = byName[step], foreground.color.alpha > 0 else { continue }
                    for background in backgrounds {
                        var pair = TokenPair(foreground: foreground, background: background, appearance: appearance,
                                             role: .text, level: level)
                        pair.convention = .rampSteps
                        if !background.color.isOpaque, let canvas, canvas.name != background.name {
                            pair.surface = canvas
                        }
                        result.append(pair)
                    }
                }
            }
        }
        return result
    }

    /// The ramps among `tokens`, in order of their first step's token; see
    /// ``rampGuessPairs(in:level:)``.
    public static func ramps(in tokens: [ColorToken]) -> [ColorRamp] {
        var order: [String] = []
        var steps: [String: [(step: Int, name: String)]] = [:]
        for token in tokens {
            guard let (stem, step) = rampStep(token.name) else { continue }
            if steps[stem] == nil { order.append(stem) }
            if steps[stem, default: []].contains(where: { $0.step == step }) { continue }
            steps[stem, default: []].append((step, token.name))
        }
        return order.compactMap { stem in
            let sorted = (steps[stem] ?? []).sorted { $0.step < $1.step }
            guard sorted.count >= minimumRampSteps else { return nil }
            let count = Int((Double(sorted.count) * rampTextShare).rounded(.up))
            return ColorRamp(stem: stem, textSteps: sorted.suffix(count).map(\.name), stepCount: sorted.count)
        }
    }

    /// `gray1400` → (`gray`, 1400); `blue-500` → (`blue`, 500); nil for a name without a final
    /// number or with nothing before it.
    public static func rampStep(_ name: String) -> (stem: String, step: Int)? {
        let digits = name.reversed().prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 9, let step = Int(String(digits.reversed())) else { return nil }
        var stem = name.dropLast(digits.count)
        while let last = stem.last, "-_./ ".contains(last) { stem = stem.dropLast() }
        guard !stem.isEmpty else { return nil }
        return (String(stem), step)
    }
}
