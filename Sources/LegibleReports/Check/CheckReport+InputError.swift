import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report of a `legible check` run that stopped on an input error (exit 2): no pairs,
    /// and ``inputError`` set to the one-line message, so that `--output` and the CI formats
    /// still record why nothing was checked (as `legible scan` does for an unreadable image).
    public static func stopped(by message: String, method: ContrastMethod = .wcag) -> CheckReport {
        var report = CheckReport(pairs: [], method: method)
        report.inputError = message
        return report
    }

    /// Where ``inputError`` points, when its message starts as compilers write one
    /// (`tokens.json:12:7: …`, `tokens.json:12: …`); nil otherwise.
    public var inputErrorLocation: SourceLocation? {
        guard let message = inputError, let colonSpace = message.range(of: ": ") else { return nil }
        let head = message[..<colonSpace.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        var parts = head
        while let last = parts.last, numbers.count < 2, let number = Int(last), number > 0 {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        guard !numbers.isEmpty, !parts.isEmpty else { return nil }
        return SourceLocation(file: parts.joined(separator: ":"), line: numbers[0], column: numbers.count > 1 ? numbers[1] : 0)
    }
}
