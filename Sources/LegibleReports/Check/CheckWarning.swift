import LegibleTokens

extension CheckWarning {
    /// The warning for a pair rule with a pattern that selected no pair
    /// (``UnmatchedPairRule/isError`` false), at the rule's location.
    public init(_ rule: UnmatchedPairRule) {
        self.init(kind: .unmatchedPattern, location: rule.rule.location, message: rule.message)
    }
}

/// Something the run was asked to check and did not, which does not stop it: a pair rule whose
/// pattern matched no token, an `exclude` glob that matched nothing, or pairs that were guessed
/// because no name reads as a foreground (the guess may miss the pairs the app draws). Every report format lists its warnings (text "Warnings", JSON
/// `warnings[]`, SARIF `warning` notifications, GitHub `::warning`, Markdown, JUnit), since a
/// check must never pass silently what it did not check.
///
/// Warnings never fail the run (exit status 1 is for contrast failures); errors that stop it
/// (an exact token name that matches nothing) are never warnings.
public struct CheckWarning: Hashable, Sendable {
    /// What kind of warning it is; JSON `kind`.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A pair rule with a glob pattern that selected no pair.
        case unmatchedPattern = "unmatched-pattern"
        /// An `exclude` glob that matched no file and no token.
        case unusedExclude = "unused-exclude"
        /// Pairs that were guessed, not read from names or a pairs file (``NamingConvention/rampSteps``):
        /// the message names what was assumed and asks for a pairs file.
        case guessedPairs = "guessed-pairs"
        /// An ignore entry whose foreground or background names no token (or whose appearance
        /// is not one of the run's): a stale entry, with the nearest token name when one is close.
        case unusedIgnore = "unused-ignore"
        /// Tokens whose names read as foregrounds (text, label, fg, title, tint, on-X) that the
        /// naming conventions paired with nothing, so they went unchecked: the message lists them
        /// and names a pairs file and `--all-pairs`.
        case unpairedForeground = "unpaired-foreground"
        /// A value checked as written that was most likely meant otherwise: an asset-catalog color
        /// whose components are all the integer `"0"` or `"1"`, which Xcode reads as 8-bit
        /// (1/255), not as the floats 0.0 and 1.0. The message names the colorset and the color
        /// checked; the value is not changed.
        case integerComponents = "integer-components"
        /// An input (a file, or a directory) whose files hold no token at all, beside inputs that
        /// give some: nothing in it was checked.
        case emptyInput = "empty-input"
        /// Baselined failures whose baseline entry has no `ratio` (a baseline written before
        /// Legible recorded one): whether they got worse was not checked.
        case baselineWithoutRatio = "baseline-without-ratio"
        /// A token that a later input gives another value than an earlier input does
        /// (``TokenOverride``): the later value is checked; the message names the token, both
        /// places and both values.
        case overriddenToken = "overridden-token"
        /// A baseline none of whose entries names a pair of this run (most likely another
        /// project's): nothing in it was applied.
        case baselineUnmatched = "baseline-unmatched"

        /// What warnings of this kind are, for the heading of a list of them
        /// (``CheckWarning/heading(_:)``): `nothing was checked for them` for a rule, token or
        /// input that went unchecked; otherwise what actually happened (an entry that matched
        /// nothing, a value that a later input overrode, a comparison that could not be made).
        public var headingPhrase: String {
            switch self {
            case .unmatchedPattern, .unpairedForeground, .emptyInput: "nothing was checked for them"
            case .unusedExclude, .unusedIgnore, .baselineUnmatched: "an entry matched nothing"
            case .guessedPairs: "the pairs were guessed"
            case .integerComponents: "a value may not be what was meant"
            case .baselineWithoutRatio: "whether they got worse was not checked"
            case .overriddenToken: "a later input overrode a value"
            }
        }

        /// The title of a GitHub annotation of this kind.
        public var title: String {
            switch self {
            case .unmatchedPattern: "Pair rule matched nothing"
            case .unusedExclude: "Exclude matched nothing"
            case .guessedPairs: "Pairs guessed"
            case .unusedIgnore: "Ignore entry matched nothing"
            case .unpairedForeground: "Foreground not paired"
            case .integerComponents: "Components read as 8-bit"
            case .emptyInput: "Input holds no tokens"
            case .baselineWithoutRatio: "Baseline has no ratio"
            case .overriddenToken: "Token overridden by a later input"
            case .baselineUnmatched: "Baseline matched nothing"
            }
        }
    }

    /// The kind.
    public var kind: Kind
    /// Where the cause is written (the rule's opening `{`), or nil when it has no place.
    public var location: SourceLocation?
    /// One sentence without a final period: `the pair rule fg.* on surface.* matched nothing: no
    /// token matches surface.*`.
    public var message: String

    /// Creates a warning.
    public init(kind: Kind, location: SourceLocation?, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// What a list of `warnings` is, for its heading: the ``Kind/headingPhrase`` of each kind
    /// present, once each, in the order of ``Kind``, joined with `, or` before the last
    /// (`nothing was checked for them, or a later input overrode a value`).
    public static func heading(_ warnings: [CheckWarning]) -> String {
        var parts: [String] = []
        for kind in Kind.allCases where warnings.contains(where: { $0.kind == kind }) && !parts.contains(kind.headingPhrase) {
            parts.append(kind.headingPhrase)
        }
        switch parts.count {
        case 0: return "nothing was checked for them"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + ", or " + parts[parts.count - 1]
        }
    }

    /// `app.pairs.json:4:5: message`, or the message alone without a location.
    public var line: String {
        guard let location else { return message }
        return (location.line > 0 ? location.description : location.file) + ": " + message
    }

    /// `{"kind", "message", "location"}` (`location` {`file`, `line`, `column`}, or null).
    public var jsonValue: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("message", .string(message)),
            ("location", location.map(CheckReport.json) ?? .null),
        ])
    }
}

extension CheckWarning {
    /// The warning for a token a later input overrode, at the later value's place, with the
    /// files shown by `display`: `TextPrimary (light) is #777777 in A.xcassets/…/Contents.json:5
    /// and #000000 in W.xcassets/…/Contents.json:5; the later input wins, so #000000 is checked`;
    /// a value that is not its color as written is followed by the color (`{gray} (#000000)`).
    public init(_ override: TokenOverride, display: (String) -> String) {
        func place(_ location: SourceLocation) -> String {
            var shown = location
            shown.file = display(location.file)
            return shown.line > 0 ? "\(shown.file):\(shown.line)" : shown.file
        }
        var location = override.later
        location.file = display(location.file)
        // An alias is shown with the color it resolves to: `{gray} (#767676)`.
        let earlier = TokenOverride.shown(override.earlierValue, override.earlierColor)
        let later = TokenOverride.shown(override.laterValue, override.laterColor)
        self.init(
            kind: .overriddenToken, location: location,
            message: "token '\(override.name)' (\(override.appearance)) is \(earlier) in "
                + "\(place(override.earlier)) and \(later) in \(place(override.later)); the later input "
                + "overrides the earlier, so \(later) is checked")
    }
}

extension SkippedToken {
    /// ` (value #zz)` for the messages of skipped values, or empty when no value is written (an
    /// Xcode colorset with no color), so a message never reads `(value )`.
    var valueNote: String { rawValue.isEmpty ? "" : " (value \(rawValue))" }
}
