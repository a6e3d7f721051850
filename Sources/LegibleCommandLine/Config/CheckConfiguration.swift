import Foundation
import LegibleCore
import LegibleReports
import LegibleTokens

/// A `legible.json` file: the settings of `legible check` for a project.
///
/// ```json
/// {
///   "inputs": ["Palettes/"],
///   "pairs": "Palettes/app.pairs.json",
///   "level": "AA",
///   "method": "wcag",
///   "ignore": [{"foreground": "fg.disabled", "background": "*", "reason": "disabled controls are exempt (WCAG 1.4.3)"}],
///   "baseline": "legible-baseline.json"
/// }
/// ```
///
/// - `inputs`: a path or an array of paths (files or directories);
/// - `pairs`: a pairs file's path, or a non-empty inline array of pair objects (the pairs-file
///   format; an empty one is an error, since nothing would be checked);
/// - `sets`: an array of `{"name", "tokens"}` sets of colors that carry meaning;
/// - `level`: `AA` or `AAA`; `method`: `wcag` or `apca`;
/// - `policy`: `wcag`, `native` or `apple`, for pairs with a `size` or `textStyle`;
///   `contentSizes`: the categories text-style pairs are judged at (such as `["Large", "AX5"]`);
///   `boldText`: `off`, `on` or `both`, the Bold Text setting text-style pairs are judged with;
/// - `ignore`: entries with `foreground` and `background` (globs), optional `appearance`, and a
///   required, non-empty `reason`;
/// - `exclude`: a glob or an array of globs: files (path globs) or tokens (token-name globs) to
///   leave out, told apart as ``TokenExclusion`` says;
/// - `baseline`: the baseline file's path;
/// - `failures`: `error` (the default) or `warning`: whether failing pairs fail the run (and are
///   `error:` lines under `--diagnostics`, as the build plugin prints them) or only warn.
///
/// Paths are relative to the folder holding the configuration file. `$schema` is accepted and
/// ignored; any other key is an error that suggests the nearest known key. Read with
/// LegibleTokens' ``JSONReader``, so every error has a line and column.
struct CheckConfiguration {
    /// The keys a configuration may hold.
    static let keys = [
        "inputs", "pairs", "sets", "level", "method", "policy", "contentSizes", "boldText", "ignore", "exclude",
        "baseline", "failures",
    ]

    /// The file name looked up from the current directory.
    static let fileName = "legible.json"

    /// The configuration file, as given or found.
    var path: String
    /// The input paths, joined to the configuration's folder.
    var inputs: [String] = []
    /// The pairs file's path, joined to the configuration's folder.
    var pairsPath: String?
    /// The inline pairs and the sets, when the configuration has either.
    var pairs: PairsFile?
    /// The level, when set.
    var level: WCAGLevel?
    /// The contrast method, when set.
    var method: ContrastMethod?
    /// The text size policy, when set.
    var policy: ContrastPolicy?
    /// The content size categories text-style pairs are judged at, when set.
    var contentSizes: [ContentSizeCategory]?
    /// The Bold Text settings text-style pairs are judged with, when set.
    var boldText: [BoldText]?
    /// The ignore entries, in file order.
    var ignore: [CheckIgnoreRule] = []
    /// The `exclude` globs, in file order (see ``TokenExclusion``).
    var exclude: [String] = []
    /// The baseline path, joined to the configuration's folder.
    var baseline: String?
    /// Whether failures are errors or warnings, when set.
    var failures: FailureSeverity?

    /// Reads and parses a configuration file; `path` is how errors name it, `resolvedPath` is
    /// where the file system finds it.
    ///
    /// - Throws: ``TokenFileError`` when the file is missing, unreadable or invalid.
    static func load(path: String, resolvedPath: String) throws(TokenFileError) -> CheckConfiguration {
        var isDirectory: ObjCBool = false
        let whole = SourceLocation(file: path, line: 0, column: 0)
        guard FileManager.default.fileExists(atPath: resolvedPath, isDirectory: &isDirectory) else {
            throw TokenFileError(location: whole, message: "the configuration file does not exist; expected a JSON file")
        }
        guard !isDirectory.boolValue else {
            throw TokenFileError(location: whole, message: "the configuration path is a directory; expected a JSON file")
        }
        guard let data = FileManager.default.contents(atPath: resolvedPath) else {
            throw TokenFileError(location: whole,
                                 message: "cannot read the configuration file (permission denied?); expected a JSON file")
        }
        return try CheckConfiguration(parsing: Array(data), path: path)
    }

    /// Parses a configuration's bytes.
    ///
    /// - Throws: ``TokenFileError`` at the offending value: malformed JSON, a root that is not an
    ///   object, an unknown key (with the nearest known key), a value of the wrong type, an
    ///   unknown level or method, an ignore entry without a reason.
    init(parsing bytes: [UInt8], path: String) throws(TokenFileError) {
        self.path = path
        let root = try JSONReader().read(bytes, path: path)
        guard let members = root.members else {
            throw TokenFileError(location: root.location, message: "expected a configuration object, found \(root.typeName)")
        }
        for member in members where !Self.keys.contains(member.key) && member.key != "$schema" {
            let hint = EditDistance.nearestKey(to: member.key, in: Self.keys).map { "; did you mean \"\($0)\"?" }
                ?? "; expected one of \(Self.keys.map { "\"\($0)\"" }.joined(separator: ", "))"
            throw TokenFileError(location: member.keyLocation, message: "unknown key \"\(member.key)\"" + hint)
        }
        let folder = Self.folder(of: path)
        if let value = root["inputs"] {
            let list = value.string.map { [LocatedJSONValue(.string($0), at: value.location)] } ?? value.elements
            guard let list, !list.isEmpty else {
                throw TokenFileError(location: value.location,
                                     message: "\"inputs\" must be a path or a non-empty array of paths, found \(value.typeName)")
            }
            for item in list {
                inputs.append(Self.join(folder, try Self.path(item, key: "inputs")))
            }
        }
        let sets = root["sets"]
        if let value = root["pairs"] {
            if value.string != nil {
                pairsPath = Self.join(folder, try Self.path(value, key: "pairs"))
                if let sets { pairs = try Self.pairsFile(pairs: nil, sets: sets, at: root.location) }
            } else if let elements = value.elements {
                // An empty list would be passed over for pairs guessed by name: not what it says.
                guard !elements.isEmpty else {
                    throw TokenFileError(
                        location: value.location,
                        message: "\"pairs\" is empty: nothing would be checked; expected pair objects such as "
                            + "{\"foreground\": \"text\", \"background\": \"surface\"}, a pairs file's path, or no "
                            + "\"pairs\" at all to pair the tokens by their names")
                }
                pairs = try Self.pairsFile(pairs: value, sets: sets, at: root.location)
            } else {
                throw TokenFileError(location: value.location,
                                     message: "\"pairs\" must be a pairs file's path or an array of pairs, found \(value.typeName)")
            }
        } else if let sets {
            pairs = try Self.pairsFile(pairs: nil, sets: sets, at: root.location)
        }
        if let value = root["level"] {
            guard let text = value.string, let parsed = WCAGLevel(rawValue: text.uppercased()) else {
                throw TokenFileError(location: value.location, message: "\"level\" must be \"AA\" or \"AAA\"")
            }
            level = parsed
        }
        if let value = root["method"] {
            guard let text = value.string, let parsed = ContrastMethod(rawValue: text.lowercased()) else {
                throw TokenFileError(location: value.location, message: "\"method\" must be \"wcag\" or \"apca\"")
            }
            method = parsed
        }
        if let value = root["policy"] { policy = try PairsFile.policy(value) }
        if let value = root["contentSizes"] { contentSizes = try PairsFile.contentSizes(value) }
        if let value = root["boldText"] { boldText = try PairsFile.boldText(value) }
        if let value = root["ignore"] {
            guard let entries = value.elements else {
                throw TokenFileError(location: value.location, message: "\"ignore\" must be an array, found \(value.typeName)")
            }
            ignore = try entries.map(Self.ignoreRule)
        }
        if let value = root["exclude"] {
            let list = value.string != nil ? [value] : value.elements
            guard let list else {
                throw TokenFileError(location: value.location,
                                     message: "\"exclude\" must be a glob or an array of globs, found \(value.typeName)")
            }
            for item in list {
                guard let glob = item.string, !glob.isEmpty else {
                    throw TokenFileError(location: item.location,
                                         message: "\"exclude\" must hold non-empty globs, found \(item.typeName)")
                }
                exclude.append(glob)
            }
        }
        if let value = root["baseline"] { baseline = Self.join(folder, try Self.path(value, key: "baseline")) }
        if let value = root["failures"] {
            guard let text = value.string, let parsed = FailureSeverity(rawValue: text.lowercased()) else {
                throw TokenFileError(location: value.location, message: "\"failures\" must be \"error\" or \"warning\"")
            }
            failures = parsed
        }
    }

    /// One `ignore` entry.
    private static func ignoreRule(_ entry: LocatedJSONValue) throws(TokenFileError) -> CheckIgnoreRule {
        guard let members = entry.members else {
            throw TokenFileError(location: entry.location,
                                 message: "each ignore entry must be an object with \"foreground\", \"background\" and \"reason\"")
        }
        let known = ["foreground", "background", "appearance", "reason"]
        for member in members where !known.contains(member.key) {
            let hint = EditDistance.nearestKey(to: member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            throw TokenFileError(location: member.keyLocation, message: "unknown ignore key \"\(member.key)\"" + hint)
        }
        func text(_ key: String, required: Bool) throws(TokenFileError) -> String? {
            guard let value = entry[key] else {
                if required {
                    throw TokenFileError(location: entry.location, message: "ignore entry has no \"\(key)\"; it is required")
                }
                return nil
            }
            guard let string = value.string, !string.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw TokenFileError(location: value.location, message: "\"\(key)\" must be a non-empty string, found \(value.nonEmptyStringMismatch)")
            }
            return string
        }
        return CheckIgnoreRule(
            foreground: try text("foreground", required: true) ?? "", background: try text("background", required: true) ?? "",
            appearance: try text("appearance", required: false), reason: try text("reason", required: true) ?? "",
            location: entry.location)
    }

    /// The pairs and sets as a pairs file.
    private static func pairsFile(
        pairs: LocatedJSONValue?, sets: LocatedJSONValue?, at location: SourceLocation
    ) throws(TokenFileError) -> PairsFile {
        var members: [JSONMember] = []
        if let pairs { members.append(JSONMember(key: "pairs", keyLocation: pairs.location, value: pairs)) }
        if let sets { members.append(JSONMember(key: "sets", keyLocation: sets.location, value: sets)) }
        return try PairsFile(root: LocatedJSONValue(.object(members), at: location))
    }

    private static func path(_ value: LocatedJSONValue, key: String) throws(TokenFileError) -> String {
        guard let text = value.string, !text.isEmpty else {
            throw TokenFileError(location: value.location, message: "\"\(key)\" must hold non-empty paths, found \(value.typeName)")
        }
        return text
    }

    /// The folder part of `path` (`""` for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` relative to `folder`, unless absolute.
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
