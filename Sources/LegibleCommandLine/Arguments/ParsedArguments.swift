/// The result of parsing one command's arguments against its ``CommandSpec``.
struct ParsedArguments: Sendable {
    /// The command the arguments were parsed for (for error pointers).
    var command: String
    /// Positional arguments in order, including everything after `--`.
    var positionals: [String] = []
    /// The values of value and repeatable options, by option name, in the order given.
    var values: [String: [String]] = [:]
    /// The flags that were given, by option name.
    var flags: Set<String> = []

    /// Whether flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for option `name`, or `nil`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for repeatable option `name`, in order.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether option `name` was given at all (flag or value).
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    /// Option `name` as a finite number within `range`, or `nil` when absent.
    ///
    /// A value may end in one of `suffixes` (a unit), whose factor is given as a fraction
    /// (numerator, denominator) and applied as `value * numerator / denominator`, so `14pt` with
    /// `pt: (4, 3)` is exactly 56/3 px rounded once.
    ///
    /// - Throws: ``UsageError`` `.valueTooLarge` when the value is a number above `range`
    ///   (infinity included), naming the largest accepted value; `.invalidValue` when it is not
    ///   a number or is below `range`; `expected` describes the accepted values for the message.
    func number(
        _ name: String, in range: ClosedRange<Double>, expected: String, suffixes: [String: (numerator: Double, denominator: Double)] = [:]
    ) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        var digits = Substring(text.lowercased())
        var factor = (numerator: 1.0, denominator: 1.0)
        for (suffix, unit) in suffixes where digits.hasSuffix(suffix) {
            digits = digits.dropLast(suffix.count)
            factor = unit
            break
        }
        if let parsed = Double(digits), !parsed.isNaN, parsed * factor.numerator / factor.denominator > range.upperBound {
            let unit = suffixes.isEmpty ? "" : " " + (suffixes.first { $0.value == (1, 1) }?.key ?? "")
            throw UsageError(.valueTooLarge(option: "--" + name, value: text,
                                            limit: Self.format(range.upperBound) + unit), command: command)
        }
        guard let parsed = Double(digits), parsed.isFinite,
              range.contains(parsed * factor.numerator / factor.denominator)
        else {
            throw UsageError(
                .invalidValue(option: "--" + name, value: text, expected: expected), command: command)
        }
        return parsed * factor.numerator / factor.denominator
    }

    /// A bound as typed by a person: an integer without a fraction (`100000`), else the
    /// shortest decimal (`0.25`).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Option `name` as an integer within `range`, or `nil` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, expected: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let parsed = Int(text), range.contains(parsed) else {
            if Self.isAbove(text, Double(range.upperBound)) {
                throw UsageError(.valueTooLarge(option: "--" + name, value: text, limit: String(range.upperBound)),
                                 command: command)
            }
            throw UsageError(
                .invalidValue(option: "--" + name, value: text, expected: expected), command: command)
        }
        return parsed
    }

    /// Whether `text` is a number (digits past `Int`'s range, or a decimal such as `1e30`) above
    /// `limit`, so the refusal can say "too large" and name the limit.
    static func isAbove(_ text: String, _ limit: Double) -> Bool {
        guard let number = Double(text), number.isFinite || text.allSatisfy({ ("0"..."9").contains($0) }) else { return false }
        return number > limit
    }
}
