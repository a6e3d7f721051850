/// The `exclude` globs of a check (`legible.json`'s `exclude`, `--exclude GLOB`): files and
/// tokens left out before pairing.
///
/// A pattern is a **file** pattern when it is written `file:GLOB`, or when it starts with `/`
/// or `./`, contains `**`, ends with `/`, or ends with a token file's extension (`.json`,
/// `.tokens`, `.json5`, `.css`, `.gpl`, `.ase`, `.xml`) or with `.xcassets` or `.colorset`.
/// Any other pattern is a **token** pattern, matched against token names (``GlobPattern``:
/// `*` matches any run, dots and slashes included, `?` one character); `token:GLOB` forces one.
/// So `legacy/**`, `*.json5` and `./vendor/` are files; `fg.legacy.*` and `Brand/Old*` (asset
/// catalog and Figma names hold slashes) are tokens.
///
/// A file pattern matches a file when it matches the whole path, or the end of it after any `/`
/// (`legacy/*.css` matches `/work/app/legacy/old.css`); `/` at the start anchors it to the
/// whole path, `./` is dropped, and a pattern ending in `/` matches everything under that folder.
public struct TokenExclusion: Hashable, Sendable {
    /// The file patterns, as written without their `file:` prefix.
    public var filePatterns: [String] = []
    /// The token-name patterns, as written without their `token:` prefix.
    public var tokenPatterns: [String] = []

    /// Sorts `patterns` into file and token patterns (see the type's rules).
    public init(patterns: [String] = []) {
        for pattern in patterns {
            if pattern.hasPrefix("file:") {
                filePatterns.append(String(pattern.dropFirst(5)))
            } else if pattern.hasPrefix("token:") {
                tokenPatterns.append(String(pattern.dropFirst(6)))
            } else if Self.isFilePattern(pattern) {
                filePatterns.append(pattern)
            } else {
                tokenPatterns.append(pattern)
            }
        }
    }

    /// Whether nothing is excluded.
    public var isEmpty: Bool { filePatterns.isEmpty && tokenPatterns.isEmpty }

    /// Whether a pattern with no `file:` or `token:` prefix is a file pattern.
    public static func isFilePattern(_ pattern: String) -> Bool {
        if pattern.hasPrefix("/") || pattern.hasPrefix("./") || pattern.hasSuffix("/")
            || pattern.contains("**")
        {
            return true
        }
        let lower = pattern.lowercased()
        return (TokenFileFormat.knownExtensions + ["xcassets", "colorset"]).contains { lower.hasSuffix("." + $0) }
    }

    /// The first file pattern that matches `path`, or nil.
    public func filePattern(matching path: String) -> String? {
        filePatterns.first { Self.matches(file: path, pattern: $0) }
    }

    /// The first token pattern that matches `name`, or nil.
    public func tokenPattern(matching name: String) -> String? {
        tokenPatterns.first { GlobPattern($0).matches(name) }
    }

    /// `set` without the tokens a token pattern matches (their skipped values and notes too).
    ///
    /// - Returns: the remaining set, and each excluded name with the pattern that excluded it.
    /// - Complexity: O(tokens × token patterns × name length).
    public func applied(to set: TokenSet) -> (set: TokenSet, excluded: [String: String]) {
        guard !tokenPatterns.isEmpty else { return (set, [:]) }
        let globs = tokenPatterns.map { ($0, GlobPattern($0)) }
        var excluded: [String: String] = [:]
        func keeps(_ name: String) -> Bool {
            if excluded[name] != nil { return false }
            guard let hit = globs.first(where: { $0.1.matches(name) }) else { return true }
            excluded[name] = hit.0
            return false
        }
        var result = set
        result.tokens = set.tokens.filter { keeps($0.name) }
        result.skipped = set.skipped.filter { keeps($0.name) }
        result.nonColorValues = set.nonColorValues.filter { keeps($0.name) }
        result.notes = set.notes.filter { keeps($0.name) }
        return (result, excluded)
    }

    /// The patterns (as written without `file:`/`token:`) that left nothing out: a file pattern
    /// matching none of `excludedFiles`, a token pattern matching none of the names in
    /// `excludedTokens` (name to pattern, as ``applied(to:)`` returns).
    public func unusedPatterns(excludedFiles: [String], excludedTokens: [String: String]) -> [String] {
        let files = filePatterns.filter { pattern in !excludedFiles.contains { Self.matches(file: $0, pattern: pattern) } }
        let tokens = tokenPatterns.filter { pattern in
            let glob = GlobPattern(pattern)
            return !excludedTokens.contains { $0.value == pattern || glob.matches($0.key) }
        }
        return files + tokens
    }

    /// Whether `pattern` (a file pattern) matches `path`: the whole path, or its end after a `/`.
    static func matches(file path: String, pattern: String) -> Bool {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern += "*" }
        let glob = GlobPattern(pattern)
        if pattern.hasPrefix("/") { return glob.matches(path) }
        if glob.matches(path) { return true }
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            index = path.index(after: slash)
            if glob.matches(String(path[index...])) { return true }
        }
        return false
    }
}
