/// Color functions: argument lists (modern space syntax and legacy comma syntax) and the
/// per-function resolution and parse-time clamps of CSS Color 4.
extension CSSColorParser {
    /// One argument as written.
    struct Component {
        enum Value: Equatable {
            case number(Double)
            case percentage(Double)
            case dimension(Double, unit: Range<Int>)
            /// A math function's angle result, in degrees.
            case angle(Double)
            case none
        }
        var value: Value
        var start: Int
        var end: Int
    }

    /// Three components and an optional alpha.
    struct Arguments {
        var first, second, third: Component
        var alpha: Component?
        var isLegacy: Bool
    }

    mutating func function(_ name: Range<Int>, at start: Int) throws(ColorSyntaxError) -> CSSColor {
        if scanner.matches(name, "light-dark") { return try lightDark() }
        if scanner.matches(name, "color-mix") { return try colorMix(at: start) }
        let savedChannels = channels
        defer { channels = savedChannels }
        var color: CSSColor
        var alphaComponent: Component?
        if scanner.matches(name, "rgb") || scanner.matches(name, "rgba") {
            let relative = try relativeOrigin(for: .srgb)
            let args = try arguments(function: name, allowsLegacy: !relative)
            alphaComponent = args.alpha
            color = try rgb(args)
        } else if scanner.matches(name, "hsl") || scanner.matches(name, "hsla") {
            let relative = try relativeOrigin(for: .hsl)
            let args = try arguments(function: name, allowsLegacy: !relative)
            alphaComponent = args.alpha
            color = try hsl(args)
        } else if scanner.matches(name, "hwb") {
            try relativeOrigin(for: .hwb)
            let args = try arguments(function: name, allowsLegacy: false)
            alphaComponent = args.alpha
            color = CSSColor(space: .hwb, try hue(args.first), try scaled(args.second, percent: 1, number: 0.01),
                             try scaled(args.third, percent: 1, number: 0.01), alpha: try alpha(args.alpha))
        } else if scanner.matches(name, "lab") || scanner.matches(name, "oklab") {
            let ok = name.count == 5
            try relativeOrigin(for: ok ? .oklab : .lab)
            let args = try arguments(function: name, allowsLegacy: false)
            alphaComponent = args.alpha
            let l = try scaled(args.first, percent: ok ? 1 : 100, number: 1).map { min(max($0, 0), ok ? 1 : 100) }
            let axis = ok ? 0.4 : 125
            color = CSSColor(space: ok ? .oklab : .lab, l, try scaled(args.second, percent: axis, number: 1),
                             try scaled(args.third, percent: axis, number: 1), alpha: try alpha(args.alpha))
        } else if scanner.matches(name, "lch") || scanner.matches(name, "oklch") {
            let ok = name.count == 5
            try relativeOrigin(for: ok ? .oklch : .lch)
            let args = try arguments(function: name, allowsLegacy: false)
            alphaComponent = args.alpha
            let l = try scaled(args.first, percent: ok ? 1 : 100, number: 1).map { min(max($0, 0), ok ? 1 : 100) }
            let c = try scaled(args.second, percent: ok ? 0.4 : 150, number: 1).map { max($0, 0) }
            color = CSSColor(space: ok ? .oklch : .lch, l, c, try hue(args.third), alpha: try alpha(args.alpha))
        } else if scanner.matches(name, "color") {
            (color, alphaComponent) = try predefined()
        } else {
            throw error(at: start, "unknown color function '\(scanner.text(name))()'; expected rgb(), rgba(), "
                + "hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix() or light-dark()")
        }
        if alphaComponent?.value == Component.Value.none { color.alphaIsMissing = true }
        return color
    }

    /// `light-dark(<color>, <color>)` (CSS Color 5 §2): both are read, the scheme's is returned.
    mutating func lightDark() throws(ColorSyntaxError) -> CSSColor {
        let light = try nestedColor()
        let (comma, commaStart) = scanner.next()
        guard comma == .comma else {
            throw error(at: commaStart, "expected ',' between the two colors of light-dark(), found "
                + describe(comma, from: commaStart))
        }
        let dark = try nestedColor()
        let (close, closeStart) = scanner.next()
        guard close == .close else {
            throw error(at: closeStart, close == .end ? "missing ')' at the end"
                : "light-dark() takes two colors; expected ')', found \(describe(close, from: closeStart))")
        }
        usedLightDark = true
        return colorScheme == .dark ? dark : light
    }

    /// When the next word is `from` (CSS Color 5 §4), reads the origin color and makes its
    /// components in `space` the channel keywords; returns whether it did.
    @discardableResult
    mutating func relativeOrigin(for space: CSSColor.Space) throws(ColorSyntaxError) -> Bool {
        let saved = scanner.position
        guard case .identifier(let word) = scanner.next().token, scanner.matches(word, "from") else {
            scanner.position = saved
            return false
        }
        setChannels(from: try nestedColor(), in: space)
        return true
    }

    /// Makes the components of `origin` in `space` the channel keywords (CSS Color 5 §4.1): in the
    /// units each function's numbers take (rgb() 0...255, hsl()/hwb() 0...100), with `alpha`.
    mutating func setChannels(from origin: CSSColor, in space: CSSColor.Space) {
        let c = origin.coordinates(in: space)
        func scaled(_ v: Double?, _ factor: Double) -> Double? { v.map { $0 * factor } }
        let alpha: Double? = origin.alphaIsMissing ? nil : origin.alpha
        switch space {
        case .srgb: channels = [("r", scaled(c[0], 255)), ("g", scaled(c[1], 255)), ("b", scaled(c[2], 255))]
        case .hsl: channels = [("h", c[0]), ("s", scaled(c[1], 100)), ("l", scaled(c[2], 100))]
        case .hwb: channels = [("h", c[0]), ("w", scaled(c[1], 100)), ("b", scaled(c[2], 100))]
        case .lab, .oklab: channels = [("l", c[0]), ("a", c[1]), ("b", c[2])]
        case .lch, .oklch: channels = [("l", c[0]), ("c", c[1]), ("h", c[2])]
        case .xyzD50, .xyzD65: channels = [("x", c[0]), ("y", c[1]), ("z", c[2])]
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            channels = [("r", c[0]), ("g", c[1]), ("b", c[2])]
        }
        channels.append(("alpha", alpha))
    }

    // MARK: Functions

    mutating func rgb(_ args: Arguments) throws(ColorSyntaxError) -> CSSColor {
        if args.isLegacy {
            let isPercent = { (c: Component) -> Bool in if case .percentage = c.value { true } else { false } }
            for c in [args.second, args.third] where isPercent(c) != isPercent(args.first) {
                throw error(at: c.start, "the comma-separated rgb() syntax cannot mix numbers and percentages")
            }
        }
        func channel(_ c: Component) throws(ColorSyntaxError) -> Double? {
            try scaled(c, percent: 1, number: 1.0 / 255).map { min(max($0, 0), 1) }
        }
        return CSSColor(space: .srgb, try channel(args.first), try channel(args.second), try channel(args.third),
                        alpha: try alpha(args.alpha))
    }

    mutating func hsl(_ args: Arguments) throws(ColorSyntaxError) -> CSSColor {
        if args.isLegacy {
            for c in [args.second, args.third] {
                if case .percentage = c.value { continue }
                throw error(at: c.start, "the comma-separated hsl() syntax needs percentages for saturation "
                    + "and lightness, found '\(scanner.text(c.start..<c.end))'")
            }
        }
        let saturation = try scaled(args.second, percent: 1, number: 0.01).map { max($0, 0) }
        return CSSColor(space: .hsl, try hue(args.first), saturation,
                        try scaled(args.third, percent: 1, number: 0.01), alpha: try alpha(args.alpha))
    }

    /// `color(<space> c1 c2 c3 [/ alpha])` (CSS Color 4 §10): numbers, or percentages of 1.
    mutating func predefined() throws(ColorSyntaxError) -> (CSSColor, Component?) {
        let saved = scanner.position
        var relative = false
        if case .identifier(let word) = scanner.next().token, scanner.matches(word, "from") {
            relative = true
        }
        scanner.position = saved
        var origin: CSSColor?
        if relative {
            _ = scanner.next()
            origin = try nestedColor()
        }
        let (token, start) = scanner.next()
        guard case .identifier(let name) = token else {
            throw error(at: start, "expected a color space name after 'color(', found \(describe(token, from: start))")
        }
        guard let space = Self.predefinedSpaces.first(where: { scanner.matches(name, $0.0) })?.1 else {
            throw error(at: start, "unknown color space '\(scanner.text(name))'; expected srgb, srgb-linear, "
                + "display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65")
        }
        if let origin { setChannels(from: origin, in: space) }
        let args = try arguments(function: name, allowsLegacy: false)
        return (CSSColor(space: space, try scaled(args.first, percent: 1, number: 1),
                         try scaled(args.second, percent: 1, number: 1), try scaled(args.third, percent: 1, number: 1),
                         alpha: try alpha(args.alpha)), args.alpha)
    }

    static let predefinedSpaces: [(StaticString, CSSColor.Space)] = [
        ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("display-p3", .displayP3), ("a98-rgb", .a98RGB),
        ("prophoto-rgb", .prophotoRGB), ("rec2020", .rec2020), ("xyz", .xyzD65), ("xyz-d65", .xyzD65),
        ("xyz-d50", .xyzD50),
    ]

    // MARK: Component values

    /// A number times `number`, or a percentage of `percent` (100% = `percent`); nil for `none`.
    func scaled(_ c: Component, percent: Double, number: Double) throws(ColorSyntaxError) -> Double? {
        switch c.value {
        case .number(let v): return v * number
        case .percentage(let v): return v / 100 * percent
        case .none: return nil
        case .dimension, .angle:
            throw error(at: c.start, "expected a number or percentage, found '\(scanner.text(c.start..<c.end))'")
        }
    }

    /// A hue in degrees: a number or an angle in deg, rad, grad or turn (CSS Values 4 §7.1).
    func hue(_ c: Component) throws(ColorSyntaxError) -> Double? {
        switch c.value {
        case .number(let v): return v
        case .none: return nil
        case .angle(let degrees): return degrees
        case .dimension(let v, let unit):
            if let degrees = angleDegrees(v, unit) { return degrees }
            throw error(at: c.start, "expected a hue angle in deg, rad, grad or turn, found '\(scanner.text(c.start..<c.end))'")
        case .percentage:
            throw error(at: c.start, "expected a hue (number or angle), found '\(scanner.text(c.start..<c.end))'")
        }
    }

    /// Alpha: a number or percentage clamped to 0...1; absent is 1 (in a relative color the
    /// origin's alpha, CSS Color 5 §4.1), `none` is 0.
    func alpha(_ c: Component?) throws(ColorSyntaxError) -> Double {
        guard let c else {
            guard let origin = channels.last, origin.name.utf8CodeUnitCount == 5 else { return 1 }
            return origin.value ?? 0
        }
        return try scaled(c, percent: 1, number: 1).map { min(max($0, 0), 1) } ?? 0
    }
}
