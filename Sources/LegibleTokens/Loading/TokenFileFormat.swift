/// The token file formats ``TokenLoader`` reads.
public enum TokenFileFormat: String, Sendable, CaseIterable {
    /// JSON (or JSON5): a W3C Design Tokens (DTCG) file when any object has a `$value`, else a
    /// plain palette of nested names and color strings.
    case json
    /// CSS custom properties (`--name: value;`), each selector context read as an appearance.
    case css

    /// The file-name endings a directory argument picks up: `.json`, `.tokens.json`, `.tokens`,
    /// `.json5` and `.css`.
    public static let knownExtensions = ["json", "tokens", "json5", "css"]

    /// The format a file name's extension names, or nil for an unknown extension.
    ///
    /// `.json`, `.tokens.json`, `.tokens`, `.json5` → ``json``; `.css` → ``css``.
    public init?(pathExtension path: String) {
        let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "json", "tokens", "json5": self = .json
        case "css": self = .css
        default: return nil
        }
    }

    /// The format by extension, else by content: JSON when the first character that is not
    /// white space is `{` or `[`, otherwise CSS.
    public init(path: String, bytes: [UInt8]) {
        if let byExtension = TokenFileFormat(pathExtension: path) {
            self = byExtension
            return
        }
        let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        self = first == 0x7B || first == 0x5B ? .json : .css
    }

    /// Whether the file should be read as JSON5 (its name ends in `.json5`).
    static func isJSON5(_ path: String) -> Bool { path.lowercased().hasSuffix(".json5") }
}
