/// A shell-style name pattern: `*` matches any run of characters (dots included), `?` exactly
/// one character, everything else itself. The whole name must match.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    private let characters: [Character]

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    /// Whether the pattern has no wildcard, so it names exactly one token.
    public var isLiteral: Bool { !characters.contains("*") && !characters.contains("?") }

    /// Whether `name` matches. O(n·m) at worst (greedy star with one backtrack point), never
    /// exponential.
    public func matches(_ name: String) -> Bool {
        if isLiteral { return name == pattern }
        let text = Array(name)
        var p = 0, t = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < characters.count && (characters[p] == "?" || characters[p] == text[t]) {
                p += 1
                t += 1
            } else if p < characters.count && characters[p] == "*" {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < characters.count && characters[p] == "*" { p += 1 }
        return p == characters.count
    }

    /// The pattern as written.
    public var description: String { pattern }
}
