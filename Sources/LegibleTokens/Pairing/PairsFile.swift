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

    /// Creates a rule.
    public init(foreground: String, background: String, role: ContrastRole, level: WCAGLevel?,
                location: SourceLocation) {
        self.foreground = foreground
        self.background = background
        self.role = role
        self.level = level
        self.location = location
    }
}

/// A pairs file: the explicit list of foreground/background pairs to check.
///
/// ```json
/// {"pairs": [{"foreground": "fg.*", "background": "bg.default", "role": "text", "level": "AA"}]}
/// ```
/// - `foreground`, `background`: required strings, glob patterns over token names (`*`, `?`).
/// - `role`: `text` (default when absent), `large-text` or `non-text`.
/// - `level`: `AA` or `AAA`; absent means the run's default level.
/// Other keys are ignored (room for `sets` and `role: link` later). Read with the
/// position-tracking ``JSONReader`` (strict JSON, or JSON5 for a `.json5` file).
public struct PairsFile: Sendable {
    /// The rules, in file order.
    public var rules: [PairRule]

    /// Creates a pairs file from rules.
    public init(rules: [PairRule]) { self.rules = rules }

    /// Reads and parses a pairs file.
    ///
    /// - Throws: ``TokenFileError`` when the file is missing or unreadable, or as
    ///   ``init(parsing:path:)``.
    public static func load(path: String) throws(TokenFileError) -> PairsFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                                 message: "no such pairs file")
        }
        guard !isDirectory.boolValue else {
            throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                                 message: "is a directory; expected a pairs file in JSON")
        }
        return try PairsFile(parsing: try FileAccess.read(path), path: path)
    }

    /// Parses a pairs file's bytes.
    ///
    /// - Throws: ``TokenFileError`` with line and column: malformed JSON, no `pairs` array, an
    ///   entry that is not an object or lacks a string `foreground`/`background`, an unknown
    ///   `role` or `level`.
    public init(parsing bytes: [UInt8], path: String) throws(TokenFileError) {
        let dialect: JSONDialect = TokenFileFormat.isJSON5(path) ? .json5 : .json
        let root = try JSONReader(dialect: dialect).read(bytes, path: path)
        guard root.members != nil else {
            throw TokenFileError(location: root.location,
                                 message: "expected an object with a \"pairs\" array, found \(root.typeName)")
        }
        guard let list = root["pairs"] else {
            throw TokenFileError(location: root.location, message: "expected a \"pairs\" array; found no \"pairs\" key")
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
            func name(_ key: String) throws(TokenFileError) -> String {
                guard let value = entry[key] else {
                    throw TokenFileError(location: entry.location, message: "pair has no \"\(key)\"; expected a token name or glob")
                }
                guard let text = value.string, !text.isEmpty else {
                    throw TokenFileError(location: value.location,
                                         message: "\"\(key)\" must be a non-empty string, found \(value.typeName)")
                }
                return text
            }
            var role = ContrastRole.text
            if let value = entry["role"] {
                guard let text = value.string, let parsed = ContrastRole(rawValue: text) else {
                    throw TokenFileError(location: value.location,
                                         message: "unknown role \(Self.quote(value)); expected \"text\", \"large-text\" or \"non-text\"")
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
            rules.append(PairRule(foreground: try name("foreground"), background: try name("background"),
                                  role: role, level: level, location: entry.location))
        }
        self.rules = rules
    }

    private static func quote(_ value: LocatedJSONValue) -> String {
        value.string.map { "\"\($0)\"" } ?? "(a \(value.typeName))"
    }
}
