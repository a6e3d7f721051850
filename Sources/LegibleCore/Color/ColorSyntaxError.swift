/// A CSS color string that could not be parsed.
///
/// The message says what was found and what was expected, quoting the input:
/// `invalid color 'rgb(12 34)': expected 3 components, found 2`.
public struct ColorSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was being parsed.
    public var input: String
    /// The offset, in characters from the start of `input`, where the problem was found.
    public var offset: Int
    /// What was wrong: found versus expected, without the quoted input.
    public var reason: String

    /// Creates an error for `input`, found at character `offset`, explained by `reason`.
    public init(input: String, offset: Int, reason: String) {
        self.input = input
        self.offset = offset
        self.reason = reason
    }

    /// `invalid color '<input>': <reason>`; an input over 80 characters is quoted shortened
    /// (``TextExcerpt/shortened(_:limit:)``).
    public var description: String { "invalid color '\(TextExcerpt.shortened(input))': \(reason)" }
}
