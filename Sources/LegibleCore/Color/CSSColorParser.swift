/// The CSS Color 4 grammar: hex colors (§5.2), named colors and `transparent` (§6), `rgb()`/
/// `rgba()` (§5.1), `hsl()`/`hsla()` (§7), `hwb()` (§8), `lab()`/`lch()`/`oklab()`/`oklch()`
/// (§9) and `color()` (§10), with the parse-time clamps of each section. Errors carry the
/// character offset of the offending token.
struct CSSColorParser {
    var scanner: CSSColorScanner
    let input: String
    /// The side `light-dark()` takes (CSS Color 5 §2).
    var colorScheme: ColorScheme = .light
    /// Set when a `light-dark()` was read, so callers know the value depends on the scheme.
    var usedLightDark = false
    /// The channel keywords of the relative color being read (CSS Color 5 §4), innermost only.
    var channels: [(name: StaticString, value: Double?)] = []
    /// How deeply colors are nested (`color-mix()`, `light-dark()`, `from`).
    var colorDepth = 0
    /// The deepest nesting of colors inside colors read.
    static let maxColorNesting = 32

    /// Parses `input` without copying it when its UTF-8 storage is contiguous.
    static func parse(_ input: String, colorScheme: ColorScheme = .light) throws(ColorSyntaxError) -> CSSColor {
        try parseNoting(input, colorScheme: colorScheme).color
    }

    /// The color, and whether it holds a `light-dark()` (its value then depends on the scheme).
    static func parseNoting(_ input: String, colorScheme: ColorScheme) throws(ColorSyntaxError)
        -> (color: CSSColor, usedLightDark: Bool) {
        let result = input.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(ColorSyntaxError) -> (CSSColor, Bool) in
                try parse(buffer, input: input, colorScheme: colorScheme)
            }
        }
        if let result { return try result.get() }
        let copy = Array(input.utf8)
        return try copy.withUnsafeBufferPointer { buffer in
            Result { () throws(ColorSyntaxError) -> (CSSColor, Bool) in
                try parse(buffer, input: input, colorScheme: colorScheme)
            }
        }.get()
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, input: String,
                      colorScheme: ColorScheme) throws(ColorSyntaxError) -> (CSSColor, Bool) {
        var start = 0, end = bytes.count
        while start < end, CSSColorScanner.isWhitespace(bytes[start]) { start += 1 }
        while end > start, CSSColorScanner.isWhitespace(bytes[end - 1]) { end -= 1 }
        var parser = CSSColorParser(scanner: CSSColorScanner(bytes: bytes, start: start, end: end), input: input)
        parser.colorScheme = colorScheme
        guard start < end else { throw parser.error(at: start, "expected a color, found an empty string") }
        if bytes[start] == 0x23 { return (try parser.hexColor(from: start, to: end), false) }
        let color = try parser.colorValue()
        return (color, parser.usedLightDark)
    }

    // MARK: Errors

    /// An error at byte offset `byteOffset`, converted to a character offset.
    func error(at byteOffset: Int, _ reason: String) -> ColorSyntaxError {
        let prefix = UnsafeBufferPointer(rebasing: scanner.bytes[0..<min(byteOffset, scanner.bytes.count)])
        return ColorSyntaxError(input: input, offset: String(decoding: prefix, as: UTF8.self).count, reason: reason)
    }

    /// Why a number token that overflowed is refused: `'1e400' is not a finite number …`. CSS
    /// clamps a component out of its range (`lab(150 0 0)` is L 100), but a number beyond a
    /// double's range has no value to clamp.
    var overflowReason: String {
        "'\(TextExcerpt.shortened(scanner.overflowText))' is not a finite number (beyond about 1.8e308, the largest "
            + "a double holds); only finite numbers are clamped to a component's range"
    }

    /// How a token is quoted in messages: its text, or "the end of the input".
    func describe(_ token: CSSColorScanner.Token, from start: Int) -> String {
        if token == .end { return "the end of the input" }
        return "'" + TextExcerpt.shortened(scanner.text(start..<max(scanner.position, start))) + "'"
    }

    // MARK: Hex and keywords

    mutating func hexColor(from start: Int, to end: Int) throws(ColorSyntaxError) -> CSSColor {
        var digits: (UInt32, Int) = (0, 0)  // packed value, count
        var index = start + 1
        while index < end {
            let b = scanner.bytes[index]
            let value: UInt32
            switch b {
            case 0x30...0x39: value = UInt32(b - 0x30)
            case 0x61...0x66: value = UInt32(b - 0x61 + 10)
            case 0x41...0x46: value = UInt32(b - 0x41 + 10)
            default:
                let offset = error(at: index, "").offset
                let found = input.dropFirst(offset).first.map(String.init) ?? "?"
                throw error(at: index, "invalid hex digit '\(found)' at offset \(offset)")
            }
            if digits.1 < 8 { digits.0 = digits.0 << 4 | value }
            digits.1 += 1
            index += 1
        }
        let (v, count) = digits
        func channel(_ shift: UInt32, width: UInt32) -> Double {
            let raw = (v >> shift) & (width == 4 ? 0xF : 0xFF)
            return Double(width == 4 ? raw * 17 : raw) / 255
        }
        switch count {
        case 3: return CSSColor(space: .srgb, channel(8, width: 4), channel(4, width: 4), channel(0, width: 4))
        case 4: return CSSColor(space: .srgb, channel(12, width: 4), channel(8, width: 4), channel(4, width: 4),
                                alpha: channel(0, width: 4))
        case 6: return CSSColor(space: .srgb, channel(16, width: 8), channel(8, width: 8), channel(0, width: 8))
        case 8: return CSSColor(space: .srgb, channel(24, width: 8), channel(16, width: 8), channel(8, width: 8),
                                alpha: channel(0, width: 8))
        default:
            throw error(at: start + 1, "expected 3, 4, 6 or 8 hex digits after '#', found \(count)")
        }
    }

    /// A whole value: one color and the end of the input.
    mutating func colorValue() throws(ColorSyntaxError) -> CSSColor {
        let saved = scanner.position
        let (first, firstStart) = scanner.next()
        if case .identifier(let name) = first {
            let (after, afterStart) = scanner.next()
            if after == .open {
                throw error(at: name.upperBound, "no whitespace is allowed between '\(scanner.text(name))' and '('")
            }
            guard after == .end else {
                throw error(at: afterStart, "unexpected \(describe(after, from: afterStart)) after '\(scanner.text(name))'")
            }
            return try keyword(name, at: firstStart)
        }
        scanner.position = saved
        let color = try nestedColor()
        let (token, tokenStart) = scanner.next()
        guard token == .end else {
            throw error(at: tokenStart, "unexpected \(describe(token, from: tokenStart)) after ')'")
        }
        return color
    }

    /// One color, where more may follow (inside `color-mix()`, `light-dark()`, `from`).
    mutating func nestedColor() throws(ColorSyntaxError) -> CSSColor {
        let (token, start) = scanner.next()
        switch token {
        case .identifier(let name):
            let saved = scanner.position
            if scanner.next().token == .open {
                throw error(at: name.upperBound, "no whitespace is allowed between '\(scanner.text(name))' and '('")
            }
            scanner.position = saved
            return try keyword(name, at: start)
        case .hash(let digits):
            return try hexColor(from: digits.lowerBound - 1, to: digits.upperBound)
        case .function(let name):
            guard colorDepth < Self.maxColorNesting else {
                throw error(at: start, "colors nested deeper than \(Self.maxColorNesting) levels")
            }
            colorDepth += 1
            defer { colorDepth -= 1 }
            return try function(name, at: start)
        case .number, .percentage, .dimension:
            let allHex = (start..<scanner.end).allSatisfy { i in
                let b = scanner.bytes[i] | 0x20
                return CSSColorScanner.isDigit(b) || (b >= 0x61 && b <= 0x66)
            }
            if allHex { throw error(at: start, "hex colors need a leading '#'") }
            throw error(at: start, "expected a color (hex, name or function), found \(describe(token, from: start))")
        default:
            throw error(at: start, "expected a color (hex, name or function), found \(describe(token, from: start))")
        }
    }

    func keyword(_ range: Range<Int>, at start: Int) throws(ColorSyntaxError) -> CSSColor {
        if scanner.matches(range, "currentcolor") {
            throw error(at: start, "currentcolor is not a concrete color; give the color itself")
        }
        if scanner.matches(range, "transparent") { return CSSColor(space: .srgb, 0, 0, 0, alpha: 0) }
        guard let rgb = CSSNamedColors.rgb(named: scanner.lowercased(range)) else {
            if CSSContextColor.systemColors.contains(scanner.lowercased(range)) {
                throw error(at: start, "\(scanner.text(range)) is a CSS system color, chosen by the browser and the "
                    + "user's settings, not a concrete color; give the color itself")
            }
            throw error(at: start, "unknown color name '\(scanner.text(range))'")
        }
        return CSSColor(space: .srgb, Double(rgb >> 16) / 255, Double(rgb >> 8 & 0xFF) / 255,
                        Double(rgb & 0xFF) / 255)
    }
}
