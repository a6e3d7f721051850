/// Argument lists of color functions (CSS Color 4 §4.1): the modern form
/// `c1 c2 c3 [/ alpha]` and, for `rgb()`/`rgba()`/`hsl()`/`hsla()` only, the legacy form
/// `c1, c2, c3[, alpha]` (no `none`, no `/`).
extension CSSColorParser {
    mutating func arguments(function name: Range<Int>, allowsLegacy: Bool) throws(ColorSyntaxError) -> Arguments {
        var list = ComponentList()
        var (token, start) = scanner.next()
        try list.append(try component(token, at: start, expectedCount: 0))
        (token, start) = scanner.next()
        if token == .comma {
            guard allowsLegacy else {
                throw error(at: start, "\(scanner.text(name))() takes space-separated components, found ','")
            }
            if list.first.value == .none {
                throw error(at: list.first.start, "'none' is not allowed in the comma-separated syntax")
            }
            return try legacyArguments(list)
        }
        var alpha: Component?
        loop: while true {
            switch token {
            case .close:
                break loop
            case .end:
                throw error(at: start, "missing ')' at the end")
            case .comma:
                throw error(at: start, "mixed separators: found ',' in the space-separated syntax")
            case .slash:
                guard list.count == 3 else {
                    throw error(at: start, "expected 3 components before '/', found \(list.count)")
                }
                (token, start) = scanner.next()
                alpha = try component(token, at: start, expectedCount: nil)
                (token, start) = scanner.next()
                switch token {
                case .close: break loop
                case .end: throw error(at: start, "missing ')' at the end")
                case .slash: throw error(at: start, "only one '/' is allowed, before the alpha value")
                default: throw error(at: start, "expected ')' after the alpha value, found \(describe(token, from: start))")
                }
            default:
                if list.count == 3 {
                    throw error(at: start, "expected ')' or '/' and an alpha after 3 components, found "
                        + describe(token, from: start))
                }
                try list.append(try component(token, at: start, expectedCount: list.count))
            }
            (token, start) = scanner.next()
        }
        guard list.count == 3 else { throw error(at: start, "expected 3 components, found \(list.count)") }
        return Arguments(first: list.first, second: list.second, third: list.third, alpha: alpha, isLegacy: false)
    }

    /// The rest of a comma-separated list, after its first component and first comma.
    mutating func legacyArguments(_ initial: ComponentList) throws(ColorSyntaxError) -> Arguments {
        var list = initial
        while true {
            var (token, start) = scanner.next()
            if token == .close || token == .end || token == .comma {
                throw error(at: start, "expected a component after ',', found \(describe(token, from: start))")
            }
            let c = try component(token, at: start, expectedCount: nil)
            if c.value == .none {
                throw error(at: start, "'none' is not allowed in the comma-separated syntax")
            }
            try list.append(c)
            (token, start) = scanner.next()
            switch token {
            case .close:
                guard list.count >= 3 else { throw error(at: start, "expected 3 components, found \(list.count)") }
                return Arguments(first: list.first, second: list.second, third: list.third,
                                 alpha: list.count == 4 ? list.fourth : nil, isLegacy: true)
            case .comma:
                if list.count == 4 {
                    throw error(at: start, "too many components: expected 3 and an optional alpha")
                }
            case .slash:
                throw error(at: start, "'/' cannot be used in the comma-separated syntax; use ',' before the alpha")
            case .end:
                throw error(at: start, "missing ')' at the end")
            default:
                throw error(at: start, "mixed separators: expected ',' or ')', found \(describe(token, from: start))")
            }
        }
    }

    /// A single component token; `expectedCount` (components read so far) improves the message
    /// when the list ends early.
    mutating func component(_ token: CSSColorScanner.Token, at start: Int,
                            expectedCount: Int?) throws(ColorSyntaxError) -> Component {
        if let overflow = scanner.overflowAt {
            throw error(at: overflow, overflowReason)
        }
        let value: Component.Value
        switch token {
        case .number(let v): value = .number(v)
        case .percentage(let v): value = .percentage(v)
        case .dimension(let v, let unit): value = .dimension(v, unit: unit)
        case .identifier(let name) where scanner.matches(name, "none"): value = .none
        case .identifier(let name) where channelValue(name) != nil:
            value = channelValue(name).flatMap { $0 }.map { .number($0) } ?? .none
        case .identifier(let name) where scanner.matches(name, "from"):
            throw error(at: start, "'from' must come first, before the origin color of a relative color")
        case .identifier(let name) where !channels.isEmpty:
            throw error(at: start, "unknown channel keyword '\(scanner.text(name))'; expected "
                + channels.map { "\($0.name)" }.joined(separator: ", ") + ", a number, a percentage or 'none'")
        case .function(let name) where Self.isMathFunction(scanner, name):
            return try mathFunction(name, at: start)
        case .function(let name):
            throw error(at: start, "unsupported function '\(scanner.text(name))()' in a color component; expected "
                + "calc(), min(), max() or clamp()")
        case .close where expectedCount != nil:
            throw error(at: start, "expected 3 components, found \(expectedCount ?? 0)")
        case .end:
            throw error(at: start, "missing ')' at the end")
        default:
            throw error(at: start, "expected a number, percentage or 'none', found \(describe(token, from: start))")
        }
        return Component(value: value, start: start, end: scanner.position)
    }

    /// Up to four components, stored inline (no allocation).
    struct ComponentList {
        private var items: (Component?, Component?, Component?, Component?) = (nil, nil, nil, nil)
        private(set) var count = 0
        private static let placeholder = Component(value: .none, start: 0, end: 0)

        var first: Component { items.0 ?? Self.placeholder }
        var second: Component { items.1 ?? Self.placeholder }
        var third: Component { items.2 ?? Self.placeholder }
        var fourth: Component { items.3 ?? Self.placeholder }

        mutating func append(_ c: Component) throws(ColorSyntaxError) {
            switch count {
            case 0: items.0 = c
            case 1: items.1 = c
            case 2: items.2 = c
            case 3: items.3 = c
            default: return
            }
            count += 1
        }
    }
}
