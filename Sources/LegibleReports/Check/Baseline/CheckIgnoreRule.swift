import LegibleCore
import LegibleTokens

/// An entry of the configuration's `ignore` list: pairs reported as `ignored`, with a reason,
/// instead of being judged.
public struct CheckIgnoreRule: Hashable, Sendable {
    /// The foreground token names, a glob (`*`, `?`) or a plain name.
    public var foreground: String
    /// The background token names, a glob or a plain name.
    public var background: String
    /// The appearance the entry applies to; nil for every appearance.
    public var appearance: String?
    /// Why the pair is not checked, shown in every report.
    public var reason: String
    /// Where the entry is written (its opening `{`), for the warning when it names no token; nil
    /// when it has no place.
    public var location: SourceLocation?

    /// Creates a rule.
    public init(foreground: String, background: String, appearance: String? = nil, reason: String,
                location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.reason = reason
        self.location = location
    }

    /// Whether the rule names `pair`.
    public func matches(_ pair: TokenPair) -> Bool {
        if let appearance, appearance != pair.appearance { return false }
        return GlobPattern(foreground).matches(pair.foreground.name)
            && GlobPattern(background).matches(pair.background.name)
    }
}

extension CheckReport {
    /// Marks the pairs the first matching rule names as ignored, with its reason.
    public mutating func apply(ignoring rules: [CheckIgnoreRule]) {
        guard !rules.isEmpty else { return }
        for index in results.indices {
            results[index].ignoreReason = rules.first { $0.matches(results[index].pair) }?.reason
        }
    }
}
