import LegibleCore
import LegibleTokens

extension CheckReport {
    /// Adds to every failing pair (new, baselined or ignored) the nearest passing foreground
    /// (``ContrastSuggester`` for the pair's WCAG 2 or APCA requirement) that harms no other pair
    /// sharing the foreground's declaration (``sharedSafeSuggestion(for:)``: every appearance
    /// and pair that one edit would change is judged again). The background stays as it is. A
    /// pair no such foreground can fix gets none.
    public mutating func addSuggestions() {
        for index in results.indices where results[index].verdict == .fail {
            let (suggestion, withheld) = sharedSafeSuggestion(for: index)
            results[index].suggestion = suggestion
            results[index].suggestionWithheld = withheld
        }
    }

    /// The token an alias refers to: `a.b` for `{a.b}` (DTCG, Style Dictionary, also inside a
    /// larger value), `x` for `var(--x…)`, `x` for `@color/x` or `?attr/x`; nil for a literal.
    static func aliasTarget(_ raw: String) -> String? {
        if let open = raw.firstIndex(of: "{"), let close = raw[open...].firstIndex(of: "}") {
            let inner = raw[raw.index(after: open)..<close]
            return inner.isEmpty ? nil : String(inner)
        }
        if let range = raw.range(of: "var(--") {
            let name = raw[range.upperBound...].prefix { $0 != "," && $0 != ")" && !$0.isWhitespace }
            return name.isEmpty ? nil : String(name)
        }
        if raw.hasPrefix("@") || raw.hasPrefix("?"), let slash = raw.firstIndex(of: "/") {
            let name = raw[raw.index(after: slash)...]
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// Adds the source edit for every suggestion, from each foreground file's bytes
    /// (`source(path)`, with the path as the report shows it; nil when it cannot be read).
    public mutating func addSuggestionEdits(source: (String) -> [UInt8]?) {
        var cache: [String: [UInt8]?] = [:]
        for index in results.indices {
            guard let suggestion = results[index].suggestion else { continue }
            let token = results[index].pair.foreground
            // An edit over an alias would cut the token off from the one it refers to: point
            // at that one instead, and write no edit.
            if let target = Self.aliasTarget(token.rawValue) {
                let reference = TokenReference(name: target, appearance: token.appearance)
                results[index].suggestionAliasOf = reference
                results[index].suggestionAliasLocation = tokenLocations[reference]
                continue
            }
            let file = token.location.file
            if cache[file] == nil { cache[file] = .some(source(file)) }
            guard let bytes = cache[file] ?? nil else { continue }
            results[index].suggestionEdit = SourceEdit.replacingValue(
                of: token, in: bytes, with: suggestion.foreground.hexOpaque)
        }
    }
}

extension PairResult {
    /// `fg.muted is an alias of gray.5 (tokens.json:4:14): change gray.5 there (every token that
    /// refers to it changes too) or give fg.muted its own value`, or nil when the foreground is
    /// not an alias or has no suggestion.
    public var suggestionAliasNote: String? {
        guard suggestion != nil, let target = suggestionAliasOf else { return nil }
        let at = suggestionAliasLocation.map { " (\($0))" } ?? ""
        return "\(pair.foreground.name) is an alias of \(target.name)\(at): change \(target.name) there (every "
            + "token that refers to it changes too) or give \(pair.foreground.name) its own value"
    }
}

/// A replacement of one span of a text file: the region from a start to an end position (both
/// 1-based, columns counted in Unicode scalars, the end exclusive, as SARIF 2.1.0 §3.30 reads a
/// region with `columnKind` `unicodeCodePoints`) and the text that replaces it.
public struct SourceEdit: Hashable, Sendable {
    /// The file, as the report shows it.
    public var file: String
    /// The first line of the region.
    public var startLine: Int
    /// The column of the region's first character.
    public var startColumn: Int
    /// The last line of the region.
    public var endLine: Int
    /// The column just past the region's last character.
    public var endColumn: Int
    /// The text written in place of the region.
    public var replacement: String

    /// Creates an edit.
    public init(file: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, replacement: String) {
        self.file = file
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.replacement = replacement
    }

    /// The edit that replaces `token`'s value, at its location, with `value`; nil when the text
    /// there is not one literal Legible can replace safely.
    ///
    /// At the token's byte offset (after a `>` there, where an XML reader points at the end of
    /// the start tag) the file must hold either a JSON string (a `"` up to the next
    /// unescaped `"` on the same line), replaced by `"value"`, or the value exactly as written
    /// (``ColorToken/rawValue``, as in CSS, XML or GIMP palettes), replaced by `value`. Anything
    /// else (an asset catalog's separate components, a location that does not match) gives nil.
    /// The byte offset of 1-based `line` and `column` (in Unicode scalars), or -1.
    static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        var index = 0
        var currentLine = 1
        while currentLine < line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return -1 }
            index = newline + 1
            currentLine += 1
        }
        var scalars = 1
        while scalars < column, index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return scalars == column ? index : -1
    }

    /// `value` (a `#rrggbb` color) as a literal of the file's own syntax: a GIMP palette's line
    /// starts with three decimal channels (a `#` there would start a comment); everything else
    /// takes the hex color.
    static func literal(_ value: String, forFile file: String) -> String {
        guard file.lowercased().hasSuffix(".gpl"), let color = try? SRGBColor(parsing: value) else { return value }
        let c = color.components8
        func padded(_ v: UInt8) -> String { String(repeating: " ", count: 3 - String(v).count) + String(v) }
        return "\(padded(c.red)) \(padded(c.green)) \(padded(c.blue))"
    }

    public static func replacingValue(of token: ColorToken, in bytes: [UInt8], with value: String) -> SourceEdit? {
        let location = token.location
        // Readers that know no byte offset (FoundationXML reports lines and columns only) leave
        // it at 0: find it from the line and the column (counted in Unicode scalars).
        var start = location.offset > 0 ? location.offset : Self.offset(line: location.line, column: location.column, in: bytes)
        guard location.line > 0, start >= 0, start < bytes.count else { return nil }
        // An XML reader may point at the `>` that ends the start tag, just before the text.
        var column = location.column
        if bytes[start] == UInt8(ascii: ">") {
            start += 1
            column += 1
            guard start < bytes.count else { return nil }
        }
        var end: Int
        let replacement: String
        if bytes[start] == UInt8(ascii: "\"") {
            end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
            end += 1
            replacement = "\"" + value + "\""
        } else {
            let raw = Array(token.rawValue.utf8)
            guard !raw.isEmpty, !raw.contains(UInt8(ascii: "\n")), start + raw.count <= bytes.count,
                  Array(bytes[start..<(start + raw.count)]) == raw
            else { return nil }
            end = start + raw.count
            replacement = Self.literal(value, forFile: location.file)
        }
        // Columns count Unicode scalars: count the UTF-8 lead bytes of the replaced span.
        let scalars = bytes[start..<end].count(where: { $0 & 0xC0 != 0x80 })
        return SourceEdit(file: location.file, startLine: location.line, startColumn: column,
                          endLine: location.line, endColumn: column + scalars, replacement: replacement)
    }
}
