import LegibleCore

/// A command line that does not match what a command accepts. Exit status 2.
///
/// `description` is one sentence without the `error: ` prefix, quoting what was typed and, where
/// one exists, suggesting a fix: `unknown option '--formt'; did you mean '--format'?`.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// An option the command does not declare, with the closest declared one if any is close.
        case unknownOption(String, suggestion: String?)
        /// A subcommand that does not exist, with the closest one if any is close.
        case unknownCommand(String, suggestion: String?)
        /// No subcommand was given.
        case missingCommand
        /// An option that needs a value was given none.
        case missingValue(option: String, valueName: String)
        /// A flag was given a value with `--flag=value`.
        case unexpectedValue(option: String, value: String)
        /// A value outside an option's allowed set, or one that does not parse; `expected` says
        /// what would be accepted.
        case invalidValue(option: String, value: String, expected: String)
        /// A number above an option's largest accepted value (`--size 1e308`); `limit` is that
        /// value as it should be printed.
        case valueTooLarge(option: String, value: String, limit: String)
        /// A required positional argument is missing.
        case missingArgument(String)
        /// More positional arguments than the command takes.
        case unexpectedArgument(String)
        /// Two options that cannot be used together.
        case conflictingOptions(String, String)
        /// An option that only makes sense with another one.
        case requiresOption(String, required: String)
        /// Any other misuse, as one sentence.
        case other(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The subcommand being parsed, for the `See 'legible <cmd> --help'.` pointer; `nil` at the
    /// top level.
    public var command: String?

    /// Creates a usage error for `command`.
    public init(_ kind: Kind, command: String?) {
        self.kind = kind
        self.command = command
    }

    /// The message as one sentence, without the `error: ` prefix. What was typed is quoted
    /// shortened to 80 characters (``TextExcerpt/shortened(_:limit:)``).
    public var description: String {
        let q = { (text: String) in TextExcerpt.shortened(text) }
        switch kind {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(q(option))'" + Self.hint(suggestion)
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(q(name))'" + Self.hint(suggestion)
        case .missingCommand:
            return "missing command"
        case .missingValue(let option, let valueName):
            return "missing value for '\(option) <\(valueName)>'"
        case .unexpectedValue(let option, let value):
            return "option '\(option)' takes no value, found '\(q(value))'"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(q(value))' for '\(option)': expected \(expected)"
        case .valueTooLarge(let option, let value, let limit):
            return "value '\(q(value))' for '\(option)' is too large: expected at most \(limit)"
        case .missingArgument(let name):
            return "missing expected argument '<\(name)>'"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(q(argument))'"
        case .conflictingOptions(let first, let second):
            return "'\(first)' cannot be used with '\(second)'"
        case .requiresOption(let option, let required):
            return "'\(option)' requires '\(required)'"
        case .other(let message):
            return message
        }
    }

    /// The one-line pointer printed after the error.
    public var helpPointer: String {
        if let command { return "See 'legible \(command) --help'." }
        return "See 'legible --help'."
    }

    static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
