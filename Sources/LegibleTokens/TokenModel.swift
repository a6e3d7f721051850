import LegibleCore

// The contract between the token readers and the commands that use them. The readers,
// the pairing rules and the loader behind these declarations live in their own files.

/// Where something was found in a source file: path, 1-based line and column, 0-based byte offset.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (or as found under a directory argument).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// The 0-based byte offset in the file, in UTF-8.
    public var offset: Int

    /// Creates a location; `line` 0 means the whole file (no position).
    public init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}

/// One color token in one appearance.
public struct ColorToken: Hashable, Sendable {
    /// The token's full name: a dotted path for JSON (`color.fg.default`), the property name for
    /// CSS without its leading dashes (`md-sys-color-on-primary`).
    public var name: String
    /// The resolved color (aliases followed), in sRGB, possibly translucent.
    public var color: SRGBColor
    /// The value as written in the file, before resolution (`{color.base.blue}`, `oklch(...)`).
    public var rawValue: String
    /// The appearance (mode) this value belongs to: `light` when the file has one mode, or the
    /// name its selector maps to, such as `dark`.
    public var appearance: String
    /// Where the token's value is defined.
    public var location: SourceLocation
    /// The token's `$description`, when it has one.
    public var summary: String?
    /// Whether the token has no value of its own in ``appearance``: no input declares it there,
    /// and it resolves to the same color as in the appearance this one falls back to
    /// (`dark-high-contrast` → `dark` → `light`). Its pairs there repeat those of the fallback
    /// appearance; see ``Pairing/isCheckedInOwnAppearance(foreground:background:)``. Set by
    /// ``TokenSet/markInheritedValues(declaredIn:)``; false by default.
    public var inheritsValue = false
    /// The DTCG `$deprecated` in force for the token (its own, else its nearest group's; DTCG
    /// Format 2025.10 "Deprecated"): nil when not deprecated, "" when deprecated without an
    /// explanation, else the explanation. ``Pairing/deprecationNotes(for:)`` reports the
    /// deprecated tokens a run pairs.
    public var deprecation: String?
    /// For an asset-catalog color, the Apple platform its catalog draws on: `"macos"` when any
    /// colorset of its `.xcassets` has a `mac` idiom entry in use or an `osx` system color,
    /// else `"ios"`; nil for every other input. Automatic pairing composites a translucent
    /// background over a canvas of its own platform (``Pairing/canvases(in:names:)``), so a Mac
    /// catalog's overlay is never measured over an iOS catalog's background in the same run.
    public var platform: String?

    /// Creates a token.
    public init(name: String, color: SRGBColor, rawValue: String, appearance: String,
                location: SourceLocation, summary: String? = nil) {
        self.name = name
        self.color = color
        self.rawValue = rawValue
        self.appearance = appearance
        self.location = location
        self.summary = summary
    }
}

/// The tokens of one or more files, merged: a later file overrides an earlier token of the same
/// name and appearance, as Style Dictionary does.
///
/// Every appearance holds a complete set: a CSS mode such as `dark` also holds the `light`
/// tokens it does not override (with their `light` locations), as the CSS cascade would.
public struct TokenSet: Sendable {
    /// Every token: grouped by appearance (`light` first, then in order of first declaration),
    /// and within an appearance in the order each name was first defined.
    public var tokens: [ColorToken]
    /// Values that look like colors, or CSS values with `var()` references, that could not be
    /// computed: reported, never dropped silently. Strings that are plainly not colors (`16px`,
    /// `bold`) are not listed.
    public var skipped: [SkippedToken]
    /// Values that are not colors but may have been meant as one, which ``skipped`` leaves out
    /// (a style sheet or a palette holds many values of other types): an empty value, one word
    /// (`blu`, `whitee`, `inherit`), or any value under a name with a color word (`12px` for
    /// `card-foreground`; see ``TokenLoader``). Each is recorded like a skipped value (the
    /// parser's reason, ``SkippedToken/isInvalid`` true) so that a check can tell when one would
    /// be paired: it must not vanish then (a check moves it into ``skipped``, where it stops
    /// the run); any other is not reported.
    public var nonColorValues: [SkippedToken] = []
    /// Facts about values that were computed under an assumption the report must state, such as
    /// macOS `controlAccentColor` taken as its default blue; one per token.
    public var notes: [TokenNote] = []
    /// Values computed as written that may not be what was meant, which every report warns
    /// about (an asset-catalog color whose components are all the integer `"0"` or `"1"`, read
    /// as 8-bit values): one per token and place.
    public var warnings: [TokenNote] = []
    /// Tokens a later input gave another value than an earlier one did (the later is checked),
    /// which a check warns about: in the order replaced.
    public var overrides: [TokenOverride] = []
    /// How many asset-catalog colorsets the inputs hold (every `*.colorset/Contents.json` read),
    /// for the message of a run that has too few colors to pair.
    public var colorSetCount = 0
    /// The files ``TokenLoader/exclusion`` left out, as found (not read).
    public var excludedFiles: [String] = []
    /// The token files read, as their paths were given or found (colorsets included, a
    /// catalog's other `Contents.json` files and resolver documents left out).
    public var sourceFiles: [String] = []
    /// Those of ``sourceFiles`` that hold no token of any type (`{}`, a JSON file of other
    /// data): a check warns about an input from which nothing at all was read.
    public var filesWithoutTokens: [String] = []
    /// An asset catalog's `Contents.json` files other than colorsets' (the catalog's and its
    /// folders'), as read: an input under which only these were read holds no colorset.
    public var catalogMetadataFiles: [String] = []
    /// Input directories that hold no token file, given beside inputs that do
    /// (``TokenLoader/load(paths:)``): nothing was read from them.
    public var emptyDirectories: [String] = []

    /// Creates a set from tokens already resolved.
    public init(tokens: [ColorToken] = [], skipped: [SkippedToken] = []) {
        self.tokens = tokens
        self.skipped = skipped
    }

    /// The appearances present, `light` first, then in order of first appearance.
    public var appearances: [String] {
        var seen: [String] = []
        for token in tokens where !seen.contains(token.appearance) { seen.append(token.appearance) }
        if let i = seen.firstIndex(of: "light"), i != 0 { seen.remove(at: i); seen.insert("light", at: 0) }
        return seen
    }
}

/// A token whose value could not be computed, with the reason.
///
/// Examples: a CSS `var(--x)` with no fallback when no input defines `--x`; a value such as
/// `color-mix(...)` that looks like a color but is not one the parser accepts.
public struct SkippedToken: Hashable, Sendable {
    /// The token's full name, as in ``ColorToken/name``.
    public var name: String
    /// The appearance the value belongs to.
    public var appearance: String
    /// The value as written.
    public var rawValue: String
    /// Where the value is defined.
    public var location: SourceLocation
    /// Why it was skipped, one sentence: `references --brand, which no input defines`.
    public var reason: String
    /// True when the file is wrong here: a value that does not parse, or a reference that no
    /// input defines. False when the reader knows the value cannot be computed from the files
    /// (an Android theme attribute, a system color outside Legible's tables, a colorset with no
    /// color or none for the run's idiom, a Style Dictionary `modify`): such a value is listed
    /// as skipped and never stops a run.
    public var isInvalid: Bool

    /// Creates a skipped-token record.
    public init(name: String, appearance: String, rawValue: String, location: SourceLocation, reason: String,
                isInvalid: Bool = true) {
        self.name = name
        self.appearance = appearance
        self.rawValue = rawValue
        self.location = location
        self.reason = reason
        self.isInvalid = isInvalid
    }
}

/// A value that was computed under a stated assumption (see ``TokenSet/notes``).
public struct TokenNote: Hashable, Sendable {
    /// The token's full name, as in ``ColorToken/name``.
    public var name: String
    /// Where the value is defined.
    public var location: SourceLocation
    /// One sentence: `controlAccentColor follows the user's accent color; Legible uses its default, blue (#007aff light, #0a84ff dark)`.
    public var message: String

    /// Creates a note.
    public init(name: String, location: SourceLocation, message: String) {
        self.name = name
        self.location = location
        self.message = message
    }
}

/// A token file that could not be read, with where and why.
///
/// `description` reads like a compiler diagnostic on one line:
/// `tokens.json:12:7: error: unresolved alias '{color.missing}': no token 'color.missing'`.
public struct TokenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, and the line and column when known (line 0 when the problem is the whole file).
    public var location: SourceLocation
    /// One sentence: what was found and what was expected.
    public var message: String

    /// Creates an error at a location.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, or `file: error: message` for a whole-file problem.
    public var description: String {
        location.line > 0
            ? "\(location): error: \(message)"
            : "\(location.file): error: \(message)"
    }
}

/// A pair of tokens to measure, with what it is used for.
public struct TokenPair: Hashable, Sendable {
    /// The token drawn on top (text, icon, border), possibly translucent.
    public var foreground: ColorToken
    /// The token beneath it.
    public var background: ColorToken
    /// The appearance both tokens belong to.
    public var appearance: String
    /// What the foreground is used for, which decides the requirement (WCAG 2.2 SC 1.4.3, 1.4.6, 1.4.11).
    public var role: ContrastRole
    /// The conformance level the pair is checked at.
    public var level: WCAGLevel
    /// The opaque surface beneath the pair, when the page cannot be ignored: for a
    /// ``ContrastRole/link`` pair (link against the body text, whose token is ``background``),
    /// the page beneath both when either is translucent; for another pair, the surface beneath a
    /// translucent background (a pair rule's `over`, or the canvas automatic pairing composites
    /// onto). Both colors are composited onto it before they are compared; nil when the
    /// background is opaque, so the surface cannot matter.
    public var surface: ColorToken?
    /// The naming convention that chose this pair, when automatic pairing did; nil for pairs
    /// from a pairs file or `--all-pairs`.
    public var convention: NamingConvention?
    /// The text size its pair rule gives (`size`, `textStyle`, `weight`), which then decides
    /// between text and large text; nil when the role alone decides.
    public var textSize: PairTextSize?

    /// Creates a pair.
    public init(foreground: ColorToken, background: ColorToken, appearance: String,
                role: ContrastRole, level: WCAGLevel, surface: ColorToken? = nil) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.role = role
        self.level = level
        self.surface = surface
    }
}
