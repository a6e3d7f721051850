/// Color functions: argument lists (modern space syntax and legacy comma syntax) and the
/// per-function resolution and parse-time clamps of CSS Color 4.
extension CSSColorParser {
    /// One argument as written.
    struct Component {
        enum Value: Equatable {
            case number(Double)
            case percentage(Double)
            case dimension(Double, unit: Range<Int>)
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
        let color: CSSColor
        if scanner.matches(name, "rgb") || scanner.matches(name, "rgba") {
            color = try rgb(try arguments(function: name, allowsLegacy: true))
        } else if scanner.matches(name, "hsl") || scanner.matches(name, "hsla") {
            color = try hsl(try arguments(function: name, allowsLegacy: true))
        } else if scanner.matches(name, "hwb") {
            let args = try arguments(function: name, allowsLegacy: false)
            color = CSSColor(space: .hwb, try hue(args.first), try scaled(args.second, percent: 1, number: 0.01),
                             try scaled(args.third, percent: 1, number: 0.01), alpha: try alpha(args.alpha))
        } else if scanner.matches(name, "lab") || scanner.matches(name, "oklab") {
            let ok = name.count == 5
            let args = try arguments(function: name, allowsLegacy: false)
            let l = try scaled(args.first, percent: ok ? 1 : 100, number: 1).map { min(max($0, 0), ok ? 1 : 100) }
            let axis = ok ? 0.4 : 125
            color = CSSColor(space: ok ? .oklab : .lab, l, try scaled(args.second, percent: axis, number: 1),
                             try scaled(args.third, percent: axis, number: 1), alpha: try alpha(args.alpha))
        } else if scanner.matches(name, "lch") || scanner.matches(name, "oklch") {
            let ok = name.count == 5
            let args = try arguments(function: name, allowsLegacy: false)
            let l = try scaled(args.first, percent: ok ? 1 : 100, number: 1).map { min(max($0, 0), ok ? 1 : 100) }
            let c = try scaled(args.second, percent: ok ? 0.4 : 150, number: 1).map { max($0, 0) }
            color = CSSColor(space: ok ? .oklch : .lch, l, c, try hue(args.third), alpha: try alpha(args.alpha))
        } else if scanner.matches(name, "color") {
            color = try predefined()
        } else {
            throw error(at: start, "unknown color function '\(scanner.text(name))()'; expected rgb(), rgba(), "
                + "hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color()")
        }
        let (token, tokenStart) = scanner.next()
        guard token == .end else {
            throw error(at: tokenStart, "unexpected \(describe(token, from: tokenStart)) after ')'")
        }
        return color
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
    mutating func predefined() throws(ColorSyntaxError) -> CSSColor {
        let (token, start) = scanner.next()
        guard case .identifier(let name) = token else {
            throw error(at: start, "expected a color space name after 'color(', found \(describe(token, from: start))")
        }
        guard let space = Self.predefinedSpaces.first(where: { scanner.matches(name, $0.0) })?.1 else {
            throw error(at: start, "unknown color space '\(scanner.text(name))'; expected srgb, srgb-linear, "
                + "display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65")
        }
        let args = try arguments(function: name, allowsLegacy: false)
        return CSSColor(space: space, try scaled(args.first, percent: 1, number: 1),
                        try scaled(args.second, percent: 1, number: 1), try scaled(args.third, percent: 1, number: 1),
                        alpha: try alpha(args.alpha))
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
        case .dimension:
            throw error(at: c.start, "expected a number or percentage, found '\(scanner.text(c.start..<c.end))'")
        }
    }

    /// A hue in degrees: a number or an angle in deg, rad, grad or turn (CSS Values 4 §7.1).
    func hue(_ c: Component) throws(ColorSyntaxError) -> Double? {
        switch c.value {
        case .number(let v): return v
        case .none: return nil
        case .dimension(let v, let unit):
            if scanner.matches(unit, "deg") { return v }
            if scanner.matches(unit, "rad") { return v * 180 / Double.pi }
            if scanner.matches(unit, "grad") { return v * 0.9 }
            if scanner.matches(unit, "turn") { return v * 360 }
            throw error(at: c.start, "expected a hue angle in deg, rad, grad or turn, found '\(scanner.text(c.start..<c.end))'")
        case .percentage:
            throw error(at: c.start, "expected a hue (number or angle), found '\(scanner.text(c.start..<c.end))'")
        }
    }

    /// Alpha: a number or percentage clamped to 0...1; absent is 1, `none` is 0.
    func alpha(_ c: Component?) throws(ColorSyntaxError) -> Double {
        guard let c else { return 1 }
        return try scaled(c, percent: 1, number: 1).map { min(max($0, 0), 1) } ?? 0
    }
}
