/// Math functions inside color components (CSS Values 4 §10): `calc()`, `min()`, `max()`,
/// `clamp()`, parentheses, the constants `e`, `pi`, `infinity`, `-infinity` and `NaN`, and, in a
/// relative color, the channel keywords. Values are typed (number, percentage, angle) and the
/// types are checked as §10.10 does: `+`/`-`, `min()`, `max()` and `clamp()` need one type, `*`
/// needs a number on one side, `/` a number on the right. Angles are held in degrees.
extension CSSColorParser {
    /// A typed calculation result.
    struct MathValue {
        enum Kind: Equatable { case number, percentage, angle }
        var value: Double
        var kind: Kind
    }

    /// The deepest nesting of parentheses and math functions read inside one component.
    static let maxMathNesting = 32

    static func isMathFunction(_ scanner: CSSColorScanner, _ name: Range<Int>) -> Bool {
        scanner.matches(name, "calc") || scanner.matches(name, "min") || scanner.matches(name, "max")
            || scanner.matches(name, "clamp")
    }

    /// A top-level math function whose name has been read, censored as §10.9 says: NaN becomes
    /// 0, infinities the largest finite value of their sign (the component's own clamps follow).
    mutating func mathFunction(_ name: Range<Int>, at start: Int) throws(ColorSyntaxError) -> Component {
        var result = try mathCall(name, at: start, depth: 1)
        if result.value.isNaN { result.value = 0 }
        if result.value.isInfinite { result.value = result.value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude }
        let value: Component.Value = switch result.kind {
        case .number: .number(result.value)
        case .percentage: .percentage(result.value)
        case .angle: .angle(result.value)
        }
        return Component(value: value, start: start, end: scanner.position)
    }

    private mutating func mathCall(_ name: Range<Int>, at start: Int, depth: Int) throws(ColorSyntaxError) -> MathValue {
        guard depth <= Self.maxMathNesting else {
            throw error(at: start, "math functions nested deeper than \(Self.maxMathNesting) levels")
        }
        let fname = scanner.lowercased(name)
        var arguments: [MathValue] = []
        while true {
            arguments.append(try mathSum(depth: depth))
            let (token, tokenStart) = scanner.next()
            if token == .close { break }
            guard token == .comma, fname != "calc" else {
                throw error(at: tokenStart, "expected \(fname == "calc" ? "')'" : "',' or ')'") in \(fname)(), "
                    + "found \(describe(token, from: tokenStart))")
            }
        }
        switch fname {
        case "calc":
            return arguments[0]
        case "clamp":
            guard arguments.count == 3 else {
                throw error(at: start, "clamp() takes 3 arguments (minimum, value, maximum), found \(arguments.count)")
            }
            try sameKind(arguments, at: start, fname)
            let low = arguments[0].value, value = arguments[1].value, high = arguments[2].value
            if low.isNaN || value.isNaN || high.isNaN { return MathValue(value: .nan, kind: arguments[0].kind) }
            return MathValue(value: max(low, min(value, high)), kind: arguments[0].kind)
        default:  // min, max
            try sameKind(arguments, at: start, fname)
            var result = arguments[0].value
            for argument in arguments.dropFirst() {
                if argument.value.isNaN || result.isNaN { result = .nan; continue }
                result = fname == "min" ? min(result, argument.value) : max(result, argument.value)
            }
            return MathValue(value: result, kind: arguments[0].kind)
        }
    }

    private func sameKind(_ values: [MathValue], at start: Int, _ name: String) throws(ColorSyntaxError) {
        for value in values.dropFirst() where value.kind != values[0].kind {
            throw error(at: start, "\(name)() mixes \(Self.kindName(values[0].kind)) and \(Self.kindName(value.kind))")
        }
    }

    static func kindName(_ kind: MathValue.Kind) -> String {
        switch kind {
        case .number: "a number"
        case .percentage: "a percentage"
        case .angle: "an angle"
        }
    }

    /// `product [('+' | '-') product]*`; CSS requires white space around `+` and `-`, which the
    /// scanner's number rule enforces (`1 -2` is two values, not a subtraction).
    private mutating func mathSum(depth: Int) throws(ColorSyntaxError) -> MathValue {
        var left = try mathProduct(depth: depth)
        while true {
            let saved = scanner.position
            let (token, start) = scanner.next()
            guard case .other(let op) = token, op == 0x2B || op == 0x2D else {
                scanner.position = saved
                return left
            }
            let right = try mathProduct(depth: depth)
            guard right.kind == left.kind else {
                throw error(at: start, "cannot \(op == 0x2B ? "add" : "subtract") \(Self.kindName(right.kind)) "
                    + "\(op == 0x2B ? "to" : "from") \(Self.kindName(left.kind))")
            }
            left.value = op == 0x2B ? left.value + right.value : left.value - right.value
        }
    }

    private mutating func mathProduct(depth: Int) throws(ColorSyntaxError) -> MathValue {
        var left = try mathValue(depth: depth)
        while true {
            let saved = scanner.position
            let (token, start) = scanner.next()
            let isTimes = token == .other(0x2A)
            guard isTimes || token == .slash else {
                scanner.position = saved
                return left
            }
            let right = try mathValue(depth: depth)
            if isTimes {
                guard left.kind == .number || right.kind == .number else {
                    throw error(at: start, "cannot multiply \(Self.kindName(left.kind)) by \(Self.kindName(right.kind))")
                }
                left = MathValue(value: left.value * right.value, kind: left.kind == .number ? right.kind : left.kind)
            } else {
                guard right.kind == .number else {
                    throw error(at: start, "cannot divide by \(Self.kindName(right.kind)); the divisor must be a number")
                }
                left.value /= right.value
            }
        }
    }

    private mutating func mathValue(depth: Int) throws(ColorSyntaxError) -> MathValue {
        let (token, start) = scanner.next()
        if let overflow = scanner.overflowAt { throw error(at: overflow, overflowReason) }
        switch token {
        case .number(let v): return MathValue(value: v, kind: .number)
        case .percentage(let v): return MathValue(value: v, kind: .percentage)
        case .dimension(let v, let unit):
            guard let degrees = angleDegrees(v, unit) else {
                throw error(at: start, "expected a number, percentage or angle in a math function, found "
                    + describe(token, from: start))
            }
            return MathValue(value: degrees, kind: .angle)
        case .open:
            guard depth < Self.maxMathNesting else {
                throw error(at: start, "math functions nested deeper than \(Self.maxMathNesting) levels")
            }
            let inner = try mathSum(depth: depth + 1)
            let (close, closeStart) = scanner.next()
            guard close == .close else {
                throw error(at: closeStart, "expected ')', found \(describe(close, from: closeStart))")
            }
            return inner
        case .function(let name) where Self.isMathFunction(scanner, name):
            return try mathCall(name, at: start, depth: depth + 1)
        case .identifier(let name):
            if scanner.matches(name, "e") { return MathValue(value: 2.718281828459045, kind: .number) }
            if scanner.matches(name, "pi") { return MathValue(value: Double.pi, kind: .number) }
            if scanner.matches(name, "infinity") { return MathValue(value: .infinity, kind: .number) }
            if scanner.matches(name, "-infinity") { return MathValue(value: -.infinity, kind: .number) }
            if scanner.matches(name, "nan") { return MathValue(value: .nan, kind: .number) }
            if let channel = channelValue(name) { return MathValue(value: channel ?? 0, kind: .number) }
            throw error(at: start, "unknown name '\(scanner.text(name))' in a math function; expected a number, "
                + "e, pi, infinity, -infinity, NaN" + (channels.isEmpty ? "" : " or a channel keyword"))
        case .function(let name):
            throw error(at: start, "unsupported function '\(scanner.text(name))()' in a math function; expected "
                + "calc(), min(), max() or clamp()")
        case .end:
            throw error(at: start, "missing ')' at the end")
        default:
            throw error(at: start, "expected a value in a math function, found \(describe(token, from: start))")
        }
    }

    /// An angle in degrees for the units deg, rad, grad and turn (CSS Values 4 §7.1), else nil.
    func angleDegrees(_ v: Double, _ unit: Range<Int>) -> Double? {
        if scanner.matches(unit, "deg") { return v }
        if scanner.matches(unit, "rad") { return v * 180 / Double.pi }
        if scanner.matches(unit, "grad") { return v * 0.9 }
        if scanner.matches(unit, "turn") { return v * 360 }
        return nil
    }

    /// The value of a channel keyword of the current relative color: nil when `name` is not one,
    /// `.some(nil)` when the origin's component is missing.
    func channelValue(_ name: Range<Int>) -> Double?? {
        for channel in channels where scanner.matches(name, channel.name) { return .some(channel.value) }
        return nil
    }
}
