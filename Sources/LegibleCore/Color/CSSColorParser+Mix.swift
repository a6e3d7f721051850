/// `color-mix()` (CSS Color 5 §3, Editor's Draft): `color-mix([<color-interpolation-method>,]?
/// [<color> && <percentage [0,100]>?]#)`. The method may be left out (Oklab), and any number of
/// colors may be mixed.
extension CSSColorParser {
    /// How hues are interpolated (CSS Color 4 §12.4).
    enum HueMethod { case shorter, longer, increasing, decreasing }

    static let interpolationSpaces: [(StaticString, CSSColor.Space)] = [
        ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("display-p3", .displayP3), ("a98-rgb", .a98RGB),
        ("prophoto-rgb", .prophotoRGB), ("rec2020", .rec2020), ("lab", .lab), ("oklab", .oklab),
        ("xyz", .xyzD65), ("xyz-d50", .xyzD50), ("xyz-d65", .xyzD65), ("hsl", .hsl), ("hwb", .hwb),
        ("lch", .lch), ("oklch", .oklch),
    ]

    mutating func colorMix(at start: Int) throws(ColorSyntaxError) -> CSSColor {
        var space = CSSColor.Space.oklab
        var hueMethod = HueMethod.shorter
        let saved = scanner.position
        if case .identifier(let word) = scanner.next().token, scanner.matches(word, "in") {
            (space, hueMethod) = try interpolationMethod()
            let (comma, commaStart) = scanner.next()
            guard comma == .comma else {
                throw error(at: commaStart, "expected ',' after the interpolation method, found "
                    + describe(comma, from: commaStart))
            }
        } else {
            scanner.position = saved
        }
        var items: [ColorMix.Item] = []
        while true {
            items.append(try mixItem())
            let (token, tokenStart) = scanner.next()
            if token == .close { break }
            guard token == .comma else {
                throw error(at: tokenStart, token == .end ? "missing ')' at the end"
                    : "expected ',' or ')' after a color-mix() color, found \(describe(token, from: tokenStart))")
            }
        }
        // CSS Color 5 §3.1 (and WPT's color-invalid-color-mix-function.html): percentages that
        // sum to zero make the function invalid. The Editor's Draft's normalisation would give
        // transparent; a gate must not judge a color no stylesheet can have, so this is an error.
        if items.allSatisfy({ $0.percentage == 0 }) {
            throw error(at: start, "color-mix() percentages sum to 0%, which makes the function invalid (CSS Color 5 "
                + "§3.1); expected at least one above 0%")
        }
        return ColorMix.mix(items, in: space, hue: hueMethod)
    }

    private mutating func interpolationMethod() throws(ColorSyntaxError) -> (CSSColor.Space, HueMethod) {
        let (token, start) = scanner.next()
        guard case .identifier(let name) = token,
              let space = Self.interpolationSpaces.first(where: { scanner.matches(name, $0.0) })?.1 else {
            throw error(at: start, "unknown interpolation color space \(describe(token, from: start)); expected srgb, "
                + "srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, lab, oklab, xyz, xyz-d50, xyz-d65, "
                + "hsl, hwb, lch or oklch")
        }
        let saved = scanner.position
        let (next, nextStart) = scanner.next()
        guard case .identifier(let word) = next, !scanner.matches(word, "hue") else {
            scanner.position = saved
            return (space, .shorter)
        }
        let methods: [(StaticString, HueMethod)] = [("shorter", .shorter), ("longer", .longer),
                                                    ("increasing", .increasing), ("decreasing", .decreasing)]
        guard let method = methods.first(where: { scanner.matches(word, $0.0) })?.1 else {
            scanner.position = saved
            return (space, .shorter)
        }
        guard [.hsl, .hwb, .lch, .oklch].contains(space) else {
            throw error(at: nextStart, "a hue interpolation method needs a polar space (hsl, hwb, lch, oklch), "
                + "found '\(scanner.text(name))'")
        }
        let (hueWord, hueStart) = scanner.next()
        guard case .identifier(let h) = hueWord, scanner.matches(h, "hue") else {
            throw error(at: hueStart, "expected 'hue' after '\(scanner.text(word))', found \(describe(hueWord, from: hueStart))")
        }
        return (space, method)
    }

    /// A color with an optional percentage before or after it.
    private mutating func mixItem() throws(ColorSyntaxError) -> ColorMix.Item {
        var percentage = try mixPercentage()
        let color = try nestedColor()
        if percentage == nil { percentage = try mixPercentage() }
        return ColorMix.Item(color: color, percentage: percentage)
    }

    /// A percentage (or a math function giving one) in 0%...100%, or nil when none is next.
    private mutating func mixPercentage() throws(ColorSyntaxError) -> Double? {
        let saved = scanner.position
        let (token, start) = scanner.next()
        var value: Double
        switch token {
        case .percentage(let v):
            value = v
        case .function(let name) where Self.isMathFunction(scanner, name):
            let component = try mathFunction(name, at: start)
            guard case .percentage(let v) = component.value else {
                throw error(at: start, "expected a percentage in color-mix(), found '\(scanner.text(start..<component.end))'")
            }
            value = v
        default:
            scanner.position = saved
            return nil
        }
        if let overflow = scanner.overflowAt { throw error(at: overflow, overflowReason) }
        guard value >= 0 && value <= 100 else {
            throw error(at: start, "color-mix() percentages must be between 0% and 100%, found '\(scanner.text(start..<scanner.position))'")
        }
        return value
    }
}

/// The arithmetic of `color-mix()`: percentage normalisation (CSS Values 5 §6.1 "normalize mix
/// percentages", with forced normalisation) and interpolation (CSS Color 4 §12: missing
/// components taken from the other color, premultiplied alpha, hue fix-ups).
enum ColorMix {
    struct Item {
        var color: CSSColor
        var percentage: Double?
    }

    /// The percentages filled in and scaled to sum to 100, and the leftover (0...100).
    ///
    /// Omitted percentages share equally what the given ones leave (of 100%, the given sum
    /// capped at 100%); then, when the sum is not 0, all are scaled to sum to 100%; the
    /// leftover is `max(0, 100% - sum)` before scaling.
    static func normalized(_ percentages: [Double?]) -> (percentages: [Double], leftover: Double) {
        let given = percentages.compactMap { $0 }
        let omitted = percentages.count - given.count
        let share = omitted == 0 ? 0 : (100 - min(given.reduce(0, +), 100)) / Double(omitted)
        let filled = percentages.map { $0 ?? share }
        let total = filled.reduce(0, +)
        let leftover = max(0, 100 - total)
        guard total > 0 else { return (filled, 100) }
        return (filled.map { $0 / total * 100 }, leftover)
    }

    static func mix(_ items: [Item], in space: CSSColor.Space, hue: CSSColorParser.HueMethod) -> CSSColor {
        let (percentages, leftover) = normalized(items.map(\.percentage))
        if leftover >= 100 { return CSSColor(space: space, 0, 0, 0, alpha: 0) }
        let hueIndex: Int? = switch space {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
        // Each color in the space, with alpha; nil stands for missing.
        var points: [[Double?]] = items.map { item in
            item.color.coordinates(in: space) + [item.color.alphaIsMissing ? nil : item.color.alpha]
        }
        var result = points[0]
        var weight = percentages[0]
        for index in 1..<max(1, items.count) {
            let progress = weight + percentages[index] == 0 ? 0.5 : percentages[index] / (weight + percentages[index])
            result = interpolate(result, points[index], progress: progress, hueIndex: hueIndex, method: hue)
            weight += percentages[index]
            points[index] = []
        }
        let alpha = (result[3] ?? 1) * (1 - leftover / 100)
        var color = CSSColor(space: space, result[0], result[1], result[2], alpha: alpha)
        if result[3] == nil && leftover == 0 { color.alphaIsMissing = true }
        return color
    }

    /// One step: `a` at progress 0, `b` at 1 (CSS Color 4 §12.3–§12.4).
    static func interpolate(_ a: [Double?], _ b: [Double?], progress t: Double, hueIndex: Int?,
                            method: CSSColorParser.HueMethod) -> [Double?] {
        var a = a, b = b
        for i in 0..<4 {  // a missing component takes the other color's value
            if a[i] == nil { a[i] = b[i] }
            if b[i] == nil { b[i] = a[i] }
        }
        if let h = hueIndex, var h1 = a[h], var h2 = b[h] {
            (h1, h2) = fixedHues(Hue.normalized(h1), Hue.normalized(h2), method)
            a[h] = h1
            b[h] = h2
        }
        let alphaA = a[3] ?? 1, alphaB = b[3] ?? 1
        let alpha = alphaA + (alphaB - alphaA) * t
        var out: [Double?] = [nil, nil, nil, a[3] == nil ? nil : alpha]
        for i in 0..<3 {
            guard let x = a[i], let y = b[i] else { continue }
            if i == hueIndex {
                out[i] = x + (y - x) * t
            } else {
                let premultiplied = x * alphaA + (y * alphaB - x * alphaA) * t
                out[i] = alpha == 0 ? premultiplied : premultiplied / alpha
            }
        }
        return out
    }

    /// Hue fix-ups of CSS Color 4 §12.4, on hues in [0, 360).
    static func fixedHues(_ h1: Double, _ h2: Double, _ method: CSSColorParser.HueMethod) -> (Double, Double) {
        var h1 = h1, h2 = h2
        let delta = h2 - h1
        switch method {
        case .shorter:
            if delta > 180 { h1 += 360 } else if delta < -180 { h2 += 360 }
        case .longer:
            if delta > 0 && delta < 180 { h1 += 360 } else if delta > -180 && delta <= 0 { h2 += 360 }
        case .increasing:
            if delta < 0 { h2 += 360 }
        case .decreasing:
            if delta > 0 { h1 += 360 }
        }
        return (h1, h2)
    }
}
