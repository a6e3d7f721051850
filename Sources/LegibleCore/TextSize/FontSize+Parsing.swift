/// Why a font size could not be read.
public struct FontSizeSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// What was wrong, in a phrase.
    public var reason: String
    /// What kind of problem it is, so a caller can word it as its own limits need.
    public var problem: Problem = .malformed

    /// What kind of problem a size has.
    public enum Problem: Hashable, Sendable {
        /// Not a size at all: no number, an unknown unit, a bad fraction.
        case malformed
        /// A number, but zero or negative (`-3`, `0px`).
        case notPositive
        /// A number too large to be a font size: more than 13 digits, or in exponent notation
        /// above 10^13 (`1e308`), or beyond the range of a Double (`1e400`).
        case tooLarge
    }

    /// One sentence: `invalid size '12em': unknown unit 'em'; units are px and pt, a bare number is px`.
    public var description: String { "invalid size '\(TextExcerpt.shortened(text))': \(reason)" }
}

extension FontSize {
    /// The most digits a decimal may have: keeps numerator and denominator exact in products.
    static let maximumDigits = 13

    /// 10^13: the first whole number with more than ``maximumDigits`` digits.
    static let largestWhole = 1e13

    /// Reads a size such as `16`, `16px`, `17pt`, `18.66px`, `56/3px` or `18⅔px`.
    ///
    /// A number without a unit is px. Units are case-insensitive. The number is a decimal
    /// (at most 13 digits), a fraction `a/b` of whole numbers (b from 1 to 1000), or a whole
    /// number followed by one of ⅓ ⅔ ½ ¼ ¾. A decimal in exponent notation (`1e2`, `1.5E1pt`, as
    /// CSS writes numbers) is read as the decimal it stands for, under the same limits.
    ///
    /// - Throws: ``FontSizeSyntaxError`` for an empty or malformed number or an unknown unit
    ///   (``FontSizeSyntaxError/Problem/malformed``), a size that is not positive (`-3`, `0`:
    ///   ``FontSizeSyntaxError/Problem/notPositive``), or one too large (more than 13 digits, or
    ///   `1e308`: ``FontSizeSyntaxError/Problem/tooLarge``).
    public init(parsing text: String) throws(FontSizeSyntaxError) {
        func fail(_ reason: String, _ problem: FontSizeSyntaxError.Problem = .malformed) -> FontSizeSyntaxError {
            FontSizeSyntaxError(text: text, reason: reason, problem: problem)
        }
        var body = Substring(text)
        var unit = Unit.px
        let lower = text.lowercased()
        if lower.hasSuffix("px") || lower.hasSuffix("pt") {
            unit = lower.hasSuffix("pt") ? .pt : .px
            body = body.dropLast(2)
        } else if let last = body.last, last.isLetter, !"⅓⅔½¼¾".contains(last) {
            let letters = String(body.reversed().prefix { $0.isLetter }.reversed())
            throw fail("unknown unit '\(letters)'; units are px and pt, a bare number is px")
        }
        guard !body.isEmpty else { throw fail("no number") }
        // A signed number is not a size, but say what is wrong with it: `-3` is not positive. A
        // number in exponent notation (as CSS allows: `1e2px`) is read as the decimal it
        // stands for (`100px`), under the same limits; `1e308` is too large.
        if let number = Double(String(body)), !number.isNaN,
           body.contains(where: { "+-eE".contains($0) }) || !number.isFinite {
            if number <= 0 { throw fail("must be positive", .notPositive) }
            if number >= Self.largestWhole { throw fail("too large", .tooLarge) }
            // Below 10^-12 no size fits in the digits a size may have written out (`1e-300`).
            if number < 1e-12 {
                throw fail("too small: more than \(Self.maximumDigits) digits when written out")
            }
            guard let plain = Self.withoutExponent(body) else {
                throw fail("not a size: write a number such as 16, 17.5 or 1e2, without a sign")
            }
            do {
                self = try FontSize(parsing: plain + (unit == .pt ? "pt" : "px"))
            } catch {
                // Under 10^13, too many digits means too many decimals (`1e-13`), not too large.
                throw fail("more than \(Self.maximumDigits) digits when written out (\(TextExcerpt.shortened(plain)))")
            }
            return
        }
        let fractions: [Character: (Double, Double)] = ["⅓": (1, 3), "⅔": (2, 3), "½": (1, 2), "¼": (1, 4), "¾": (3, 4)]
        var numerator: Double
        var denominator: Double = 1
        if let last = body.last, let fraction = fractions[last] {
            guard let whole = Self.wholeNumber(body.dropLast()) else {
                throw fail("no whole number before '\(last)'")
            }
            numerator = whole * fraction.1 + fraction.0
            denominator = fraction.1
        } else if let slash = body.firstIndex(of: "/") {
            guard let top = Self.wholeNumber(body[..<slash]),
                  let bottom = Self.wholeNumber(body[body.index(after: slash)...]), (1...1000).contains(bottom)
            else { throw fail("not a fraction a/b of whole numbers with b from 1 to 1000") }
            numerator = top
            denominator = bottom
        } else {
            let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let digits = parts.joined()
            guard !digits.isEmpty, digits.count <= Self.maximumDigits, digits.allSatisfy(\.isASCIIDigit),
                  parts.allSatisfy({ !$0.isEmpty }) || (parts.count == 2 && !parts[0].isEmpty && parts[1].isEmpty)
            else {
                if digits.count > Self.maximumDigits && digits.allSatisfy(\.isASCIIDigit) {
                    throw fail("too large: more than \(Self.maximumDigits) digits", .tooLarge)
                }
                throw fail("not a number")
            }
            numerator = Self.wholeNumber(Substring(digits)) ?? 0
            if parts.count == 2 {
                for _ in 0..<parts[1].count { denominator *= 10 }
            }
        }
        guard numerator > 0 else { throw fail("must be positive", .notPositive) }
        self.init(numerator, over: denominator, unit: unit)
    }

    /// `1.5e1` as `15`, `1e-1` as `0.1`: a decimal with an exponent (`e` or `E`, an optional
    /// sign, at most two digits), written without it; nil for anything else.
    static func withoutExponent(_ text: Substring) -> String? {
        let parts = text.split(whereSeparator: { $0 == "e" || $0 == "E" })
        guard parts.count == 2 else { return nil }
        var exponentText = parts[1]
        var sign = 1
        if let first = exponentText.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            exponentText = exponentText.dropFirst()
        }
        guard (1...2).contains(exponentText.count), exponentText.allSatisfy(\.isASCIIDigit),
              let magnitude = Int(exponentText) else { return nil }
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = mantissa.first, !whole.isEmpty || mantissa.count == 2,
              mantissa.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let digits = Array(mantissa.joined())
        guard !digits.isEmpty else { return nil }
        let point = whole.count + sign * magnitude
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + String(digits)
        } else if point >= digits.count {
            result = String(digits) + String(repeating: "0", count: point - digits.count)
        } else {
            result = String(digits[..<point]) + "." + String(digits[point...])
        }
        // Leading zeros of the whole part count as digits; keep one before a point.
        while result.count > 1, result.hasPrefix("0"), !result.hasPrefix("0.") { result.removeFirst() }
        return result
    }

    /// A run of ASCII digits (at most ``maximumDigits``) as a whole number.
    private static func wholeNumber(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.count <= maximumDigits, text.allSatisfy(\.isASCIIDigit) else { return nil }
        var value: Double = 0
        for c in text { value = value * 10 + Double(c.asciiValue! - 48) }
        return value
    }

    /// The size as written back: `17pt`, `18.66px`, `56/3px`.
    public var text: String {
        let whole = numerator.rounded() == numerator && numerator < 1e15
        var digits: String
        if whole, denominator == 1 {
            digits = String(Int64(numerator))
        } else if whole, denominator.rounded() == denominator, Self.isPowerOfTen(denominator) {
            let n = String(Int64(numerator))
            let places = String(Int64(denominator)).count - 1
            let padded = String(repeating: "0", count: max(0, places + 1 - n.count)) + n
            digits = padded.dropLast(places) + "." + padded.suffix(places)
        } else if whole, denominator.rounded() == denominator {
            digits = "\(Int64(numerator))/\(Int64(denominator))"
        } else {
            digits = "\(magnitude)"
        }
        return digits + unit.rawValue
    }

    private static func isPowerOfTen(_ value: Double) -> Bool {
        var v = value
        while v >= 10, v.truncatingRemainder(dividingBy: 10) == 0 { v /= 10 }
        return v == 1
    }
}

extension Character {
    /// Whether this is one of 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
