import LegibleCore

/// A color ramp: tokens whose names are one stem followed by a step number (`gray100` …
/// `gray1400`, `blue-500`, `neutral.50`), as ``Pairing/rampGuessPairs(in:level:)`` reads them.
public struct ColorRamp: Hashable, Sendable {
    /// The name before the step number, without a trailing `-`, `_`, `.`, `/` or space (`gray`,
    /// `alphaGray`).
    public var stem: String
    /// The token names of the steps, lowest step number first.
    public var steps: [String]

    /// Whether the stem names a neutral ramp: one of its words (split as token names are) holds
    /// `gray`, `grey`, `neutral`, `slate`, `zinc` or `stone`.
    public var isNeutral: Bool {
        let neutral = ["gray", "grey", "neutral", "slate", "zinc", "stone"]
        return TokenName(stem).words.contains { word in neutral.contains { word.contains($0) } }
    }

    /// The steps taken as text: the ``Pairing/rampTextShare`` of them at the text end, rounded
    /// up; the highest numbers unless `fromLowest`. Lowest step number first.
    public func textSteps(fromLowest: Bool = false) -> [String] {
        let count = Int((Double(steps.count) * Pairing.rampTextShare).rounded(.up))
        return fromLowest ? Array(steps.prefix(count)) : Array(steps.suffix(count))
    }
}

extension Pairing {
    /// The share of a ramp's steps, from its text end, taken as text by
    /// ``rampGuessPairs(in:level:)``: the upper 40 %, rounded up (6 of Compound's 14 gray steps,
    /// 900–1400; 5 of a Tailwind ramp's 11, 600–950).
    public static let rampTextShare = 0.4

    /// The smallest number of steps that makes a ramp.
    public static let minimumRampSteps = 3

    /// A guess for a set whose names give backgrounds but no foreground, so that the naming
    /// conventions (``automaticPairs(in:level:)``) pair nothing: the steps at the text end of each
    /// ramp are taken as text over every background of the appearance, at `level` (role text,
    /// 4.5:1 at AA). Each pair records ``NamingConvention/rampSteps``; reports call it a guess and
    /// tell the user to write a pairs file.
    ///
    /// The convention is Element's Compound design system's (`cpd-common-semantic.css`): text is
    /// drawn in its neutral ramps (`gray`, `alphaGray`), whose steps run from the background end
    /// (100) to the text end (1400); primary text and icons use step 1400, secondary ones 900,
    /// while 800 and below serve disabled text (which WCAG 1.4.3 exempts), tertiary icons,
    /// borders and subtle fills. So the ``rampTextShare`` of the steps at the text end (900–1400
    /// of 100–1400) are text; the others have no role a name tells, and are not paired.
    ///
    /// - Ramps: ``minimumRampSteps`` or more tokens of the appearance whose names are one stem
    ///   followed by distinct step numbers (`gray100`, `gray-100`, `gray.100`); tokens that read
    ///   as backgrounds (``namingRoles(in:)``) are never steps. Only the neutral ramps
    ///   (``ColorRamp/isNeutral``) when there are some, since text is set in them; else every ramp.
    /// - The text end: Compound keeps the numbers and inverts the colors in its dark themes, but
    ///   a Tailwind-style ramp is dark at its high numbers in every theme, and Material tones are
    ///   light there. So in each appearance the text end is the end whose extreme step has the
    ///   higher contrast over the reference background (the canvas, ``canvas(in:names:)``, else
    ///   the first opaque background): the colors decide the direction only, never which pairs
    ///   pass.
    /// - Backgrounds: every token of the appearance that reads as one, except a translucent one
    ///   when the appearance has no canvas to composite it onto (its ratio would span every
    ///   surface beneath: a range, not a check).
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
            let names = tokens.map { TokenName($0.name) }
            let canvases = canvases(in: tokens, names: names)
            let canvas = canvases[nil] ?? canvases["ios"] ?? canvases["macos"]
            let backgrounds = tokens.filter {
                backgroundNames.contains($0.name) && ($0.color.isOpaque || canvases[$0.platform] != nil)
            }
            guard let reference = canvas ?? backgrounds.first(where: { $0.color.isOpaque }) else { continue }
            let byName = Dictionary(tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let all = ramps(in: tokens.filter { !backgroundNames.contains($0.name) })
            let neutral = all.filter(\.isNeutral)
            for ramp in neutral.isEmpty ? all : neutral {
                guard let low = ramp.steps.first.flatMap({ byName[$0] }), let high = ramp.steps.last.flatMap({ byName[$0] })
                else { continue }
                let fromLowest = low.color.contrastRatio(with: reference.color).value
                    > high.color.contrastRatio(with: reference.color).value
                for step in ramp.textSteps(fromLowest: fromLowest) {
                    guard let foreground = byName[step], foreground.color.alpha > 0 else { continue }
                    for background in backgrounds {
                        var pair = TokenPair(foreground: foreground, background: background, appearance: appearance,
                                             role: .text, level: level)
                        pair.convention = .rampSteps
                        if !background.color.isOpaque, let canvas = canvases[background.platform],
                           canvas.name != background.name {
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
            return ColorRamp(stem: stem, steps: sorted.map(\.name))
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
