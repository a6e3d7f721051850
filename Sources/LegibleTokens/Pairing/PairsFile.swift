import Foundation
import LegibleCore

/// One rule of a pairs file: which foregrounds to measure over which backgrounds, and how.
public struct PairRule: Hashable, Sendable {
    /// The foreground token names: a glob pattern (see ``GlobPattern``) or a plain name.
    public var foreground: String
    /// The background token names: a glob pattern (see ``GlobPattern``) or a plain name.
    public var background: String
    /// What the foreground is used for; decides the WCAG requirement.
    public var role: ContrastRole
    /// The level this rule is checked at; nil to use the run's default level (`--level`).
    public var level: WCAGLevel?
    /// Where the rule is written (its opening `{`).
    public var location: SourceLocation
    /// For a `link` rule: the body text around the link (a glob), which the link color must
    /// differ from by 3:1 unless ``underlined`` (WCAG technique G183).
    public var text: String?
    /// For a `link` rule: whether links are underlined, which exempts them from the 3:1 against
    /// the surrounding text.
    public var underlined: Bool
    /// The text size (`size` or `textStyle`, with `weight`, `policy`, `contentSizes`), when
    /// the rule gives one: it then decides between text and large text.
    public var textSize: PairTextSize?
    /// The key `over`: the exact name of the opaque token beneath the rule's backgrounds, when
    /// they are translucent (a hover or selected overlay over the canvas). The background is
    /// composited onto it before the foreground is measured (``TokenPair/surface``); nil when the
    /// rule gives none. Not used by `link` rules, whose page is their background.
    public var over: String?
    /// Where the `over` value is written, when the rule gives one.
    public var overLocation: SourceLocation?

    /// Creates a rule.
    public init(foreground: String, background: String, role: ContrastRole, level: WCAGLevel?,
                location: SourceLocation, text: String? = nil, underlined: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.role = role
        self.level = level
        self.location = location
        self.text = text
        self.underlined = underlined
    }
}

/// A named set of tokens whose colors carry different meanings (status, chart series), checked
/// pair by pair for differentiation without color (WCAG 1.4.1).
public struct ColorSetRule: Hashable, Sendable {
    /// The set's name, such as `status`.
    public var name: String
    /// Glob patterns over token names; a token in any of them belongs to the set.
    public var tokens: [String]
    /// Where the set is written.
    public var location: SourceLocation

    /// Creates a set rule.
    public init(name: String, tokens: [String], location: SourceLocation) {
        self.name = name
        self.tokens = tokens
        self.location = location
    }
}

/// A pairs file: the explicit list of foreground/background pairs to check.
///
/// ```json
/// {"pairs": [{"foreground": "fg.*", "background": "bg.default", "role": "text", "level": "AA"}]}
/// ```
/// - `foreground`, `background`: required strings, glob patterns over token names (`*`, `?`).
/// - `role`: `text` (default when absent), `large-text`, `non-text` or `link`. A `link` rule names
///   the link color as `foreground`, the page as `background`, and the body text around it as
///   `text`: the link is checked as text over the page, and against the text at 3:1 (WCAG G183)
///   unless `"underlined": true`.
/// - `level`: `AA` or `AAA`; absent means the run's default level.
/// - `size` (`"17pt"`, `"16px"`, or a number of px) or `textStyle` (an iOS text style such as
///   `"footnote"`), with optional `weight` (1...1000), `policy` (`wcag`, `native`, `apple`) and,
///   for a text style, `contentSizes` (such as `["Large", "AX5"]`) and `boldText` (`"off"`,
///   `"on"` or `"both"`: the Bold Text setting, ``BoldText``): the size then decides
///   between text and large text, at every content size category for a text style.
/// - `typography`: instead of `size`, the name of a DTCG `typography` token whose `fontSize` and
///   `fontWeight` give the size (see ``resolvingTypography(_:tokens:)``).
///
/// An optional `sets` array names sets of colors that carry different meanings:
/// `"sets": [{"name": "status", "tokens": ["status.*"]}]` (see ``ColorSetRule``). A file needs
/// `pairs`, `sets` or both. Any other key (top level, in a rule or in a set) is an error at the
/// key that suggests the nearest accepted key (``ruleKeys``, ``setKeys``, ``fileKeys``). Read with the
/// position-tracking ``JSONReader`` (strict JSON, or JSON5 for a `.json5` file).
public struct PairsFile: Sendable {
    /// The keys a pairs file's root may hold (`$schema` is allowed and ignored).
    public static let fileKeys = ["pairs", "sets", "$schema"]
    /// The keys a rule in `pairs` may hold.
    public static let ruleKeys = ["foreground", "background", "role", "level", "text", "underlined",
                                  "size", "textStyle", "weight", "policy", "contentSizes", "boldText", "typography", "over"]
    /// The keys a set in `sets` may hold.
    public static let setKeys = ["name", "tokens"]

    /// The rules, in file order.
    public var rules: [PairRule]
    /// The named color sets, in file order.
    public var sets: [ColorSetRule]

    /// Creates a pairs file from rules and sets.
    public init(rules: [PairRule], sets: [ColorSetRule] = []) {
        self.rules = rules
        self.sets = sets
    }

    /// Reads and parses a pairs file.
    ///
    /// - Throws: ``TokenFileError`` when the file is missing, a directory, unreadable, empty or
    ///   larger than ``TokenLoader/defaultMaxFileBytes`` (``InputFile``), or as ``init(parsing:path:)``.
    public static func load(path: String) throws(TokenFileError) -> PairsFile {
        let bytes = try InputFile.read(path, maxBytes: TokenLoader.defaultMaxFileBytes, expected: "expected a pairs file in JSON")
        return try PairsFile(parsing: bytes, path: path)
    }

    /// Parses a pairs file's bytes.
    ///
    /// - Throws: ``TokenFileError`` with line and column: malformed JSON, no `pairs` array, an
    ///   entry that is not an object or lacks a string `foreground`/`background`, an unknown
    ///   `role` or `level`.
    public init(parsing bytes: [UInt8], path: String) throws(TokenFileError) {
        let dialect: JSONDialect = TokenFileFormat.isJSON5(path) ? .json5 : .json
        try self.init(root: try JSONReader(dialect: dialect).read(bytes, path: path))
    }

    /// Parses a pairs file already read as JSON: an object with `pairs`, `sets` or both (as
    /// `legible.json` holds them inline).
    ///
    /// - Throws: ``TokenFileError`` as ``init(parsing:path:)``, at the value's location.
    public init(root: LocatedJSONValue) throws(TokenFileError) {
        guard root.members != nil else {
            throw TokenFileError(location: root.location,
                                 message: "expected an object with a \"pairs\" array, found \(root.typeName)")
        }
        try Self.rejectUnknownKeys(root, known: Self.fileKeys, what: "key")
        sets = try Self.parseSets(root["sets"])
        guard let list = root["pairs"] ?? (sets.isEmpty ? nil : LocatedJSONValue(.array([]), at: root.location)) else {
            throw TokenFileError(location: root.location,
                                 message: "expected a \"pairs\" array (or a \"sets\" array); found neither")
        }
        guard let entries = list.elements else {
            throw TokenFileError(location: list.location, message: "\"pairs\" must be an array, found \(list.typeName)")
        }
        var rules: [PairRule] = []
        for entry in entries {
            guard entry.members != nil else {
                throw TokenFileError(location: entry.location,
                                     message: "each pair must be an object with \"foreground\" and \"background\", "
                                         + "found \(entry.typeName)")
            }
            try Self.rejectUnknownKeys(entry, known: Self.ruleKeys, what: "pair key")
            func name(_ key: String) throws(TokenFileError) -> String {
                guard let value = entry[key] else {
                    throw TokenFileError(location: entry.location, message: "pair has no \"\(key)\"; expected a token name or glob")
                }
                guard let text = value.string, !text.isEmpty else {
                    throw TokenFileError(location: value.location,
                                         message: "\"\(key)\" must be a non-empty string, found \(value.nonEmptyStringMismatch)")
                }
                return text
            }
            var role = ContrastRole.text
            if let value = entry["role"] {
                guard let text = value.string, let parsed = ContrastRole(rawValue: text) else {
                    throw TokenFileError(location: value.location,
                                         message: "unknown role \(Self.quote(value)); expected \"text\", \"large-text\", \"non-text\" or \"link\"")
                }
                role = parsed
            }
            var level: WCAGLevel?
            if let value = entry["level"] {
                guard let text = value.string, let parsed = WCAGLevel(rawValue: text.uppercased()) else {
                    throw TokenFileError(location: value.location,
                                         message: "unknown level \(Self.quote(value)); expected \"AA\" or \"AAA\"")
                }
                level = parsed
            }
            var text: String?
            var underlined = false
            if role == .link {
                text = try name("text")
                if let value = entry["underlined"] {
                    guard case .bool(let flag) = value.kind else {
                        throw TokenFileError(location: value.location,
                                             message: "\"underlined\" must be true or false, found \(value.typeName)")
                    }
                    underlined = flag
                }
            }
            var rule = PairRule(foreground: try name("foreground"), background: try name("background"),
                                role: role, level: level, location: entry.location,
                                text: text, underlined: underlined)
            rule.textSize = try Self.textSize(entry)
            if let value = entry["over"] { (rule.over, rule.overLocation) = (try name("over"), value.location) }
            if rule.textSize != nil, let value = entry["role"], role != .text {
                throw TokenFileError(location: value.location,
                                     message: "a pair with \"size\" or \"textStyle\" has its role from the size; "
                                         + "found role \(Self.quote(value)); expected no role or \"text\"")
            }
            rules.append(rule)
        }
        self.rules = rules
    }

    /// The `sets` array, or none when the key is absent.
    private static func parseSets(_ value: LocatedJSONValue?) throws(TokenFileError) -> [ColorSetRule] {
        guard let value else { return [] }
        guard let entries = value.elements else {
            throw TokenFileError(location: value.location,
                                 message: "\"sets\" must be an array of {\"name\", \"tokens\"} objects, found \(value.typeName)")
        }
        var sets: [ColorSetRule] = []
        for entry in entries {
            if entry.members != nil { try rejectUnknownKeys(entry, known: setKeys, what: "set key") }
            guard let name = entry["name"]?.string, !name.isEmpty,
                  let list = entry["tokens"]?.elements, !list.isEmpty
            else {
                throw TokenFileError(location: entry.location,
                                     message: "each set must be {\"name\": string, \"tokens\": [glob, ...]}")
            }
            var patterns: [String] = []
            for item in list {
                guard let pattern = item.string, !pattern.isEmpty else {
                    throw TokenFileError(location: item.location,
                                         message: "a set's \"tokens\" must be non-empty strings, found \(item.nonEmptyStringMismatch)")
                }
                patterns.append(pattern)
            }
            sets.append(ColorSetRule(name: name, tokens: patterns, location: entry.location))
        }
        return sets
    }

    /// Throws at the first key of `object` that is not in `known`, suggesting the nearest known
    /// key (``EditDistance/nearestKey(to:in:)``) or listing them all.
    ///
    /// - Throws: ``TokenFileError`` at the key: `unknown pair key "levle"; did you mean "level"?`.
    public static func rejectUnknownKeys(_ object: LocatedJSONValue, known: [String], what: String) throws(TokenFileError) {
        for member in object.members ?? [] where !known.contains(member.key) {
            let listed = known.filter { !$0.hasPrefix("$") }
            let hint = EditDistance.nearestKey(to: member.key, in: listed).map { "; did you mean \"\($0)\"?" }
                ?? "; expected one of \(listed.map { "\"\($0)\"" }.joined(separator: ", "))"
            throw TokenFileError(location: member.keyLocation, message: "unknown \(what) \"\(member.key)\"" + hint)
        }
    }

    private static func quote(_ value: LocatedJSONValue) -> String {
        value.string.map { "\"\(TextExcerpt.shortened($0))\"" } ?? "(a \(value.typeName))"
    }
}
