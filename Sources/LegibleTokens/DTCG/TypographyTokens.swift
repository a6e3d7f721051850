import LegibleCore

/// A DTCG `typography` composite token's size and weight, for pair rules that name it.
public struct TypographyToken: Hashable, Sendable {
    /// The token's dotted name, such as `type.footnote`.
    public var name: String
    /// `fontSize`: a DTCG dimension in px (`"17px"` or `{"value": 17, "unit": "px"}`).
    public var size: FontSize
    /// `fontWeight`: 1...1000, from a number or a DTCG weight name (`bold` 700, `semi-bold` 600).
    public var weight: Int
    /// Where the token is written.
    public var location: SourceLocation

    /// Creates a token.
    public init(name: String, size: FontSize, weight: Int, location: SourceLocation) {
        self.name = name
        self.size = size
        self.weight = weight
        self.location = location
    }
}

/// Reads the `typography` tokens of DTCG JSON files (Design Tokens Format 2025.10, § Composite
/// types, "Typography": `fontSize` a dimension, `fontWeight` a font weight).
///
/// `$type` is inherited from enclosing groups. `fontSize` and `fontWeight` may be literal values
/// or `{alias}` references to `dimension`, `fontWeight` or `number` tokens in the same files.
/// Only px sizes are read: `rem` depends on the root font size and is an error.
public enum TypographyTokens {
    /// Every typography token in the JSON files among `paths` (files or directories), by name;
    /// a later file's token replaces an earlier one's.
    ///
    /// - Throws: ``TokenFileError`` with the location: unreadable or malformed JSON, a
    ///   typography `$value` without a valid `fontSize` or `fontWeight`, an unresolved alias.
    public static func read(paths: [String], maxBytes: Int = TokenLoader.defaultMaxFileBytes)
        throws(TokenFileError) -> [String: TypographyToken]
    {
        var values: [String: LocatedJSONValue] = [:]
        var typography: [(String, LocatedJSONValue)] = []
        for path in paths {
            // A directory without token files is the color loader's to report (an error, or a warning beside other inputs).
            for file in try FileAccess.tokenFiles(path) where file.lowercased().hasSuffix(".json") || TokenFileFormat.isJSON5(file) {
                let dialect: JSONDialect = TokenFileFormat.isJSON5(file) ? .json5 : .json
                let root = try JSONReader(dialect: dialect).read(try FileAccess.tokenFileBytes(file, maxBytes: maxBytes), path: file)
                collect(root, prefix: "", type: nil, values: &values, typography: &typography)
            }
        }
        var out: [String: TypographyToken] = [:]
        for (name, value) in typography {
            out[name] = try token(name, value, values: values)
        }
        return out
    }

    /// Walks groups, recording every token's `$value` and the typography ones.
    private static func collect(
        _ node: LocatedJSONValue, prefix: String, type: String?,
        values: inout [String: LocatedJSONValue], typography: inout [(String, LocatedJSONValue)]
    ) {
        guard let members = node.members else { return }
        let type = node["$type"]?.string ?? type
        for member in members where !member.key.hasPrefix("$") {
            let name = prefix.isEmpty ? member.key : prefix + "." + member.key
            if let value = member.value["$value"] {
                values[name] = value
                if (member.value["$type"]?.string ?? type) == "typography" { typography.append((name, value)) }
            } else {
                collect(member.value, prefix: name, type: type, values: &values, typography: &typography)
            }
        }
    }

    /// `{a.b}` resolved through `values` (at most 16 steps), or the value itself.
    private static func resolved(_ value: LocatedJSONValue, values: [String: LocatedJSONValue])
        throws(TokenFileError) -> LocatedJSONValue
    {
        var current = value
        for _ in 0..<16 {
            guard let text = current.string, text.hasPrefix("{"), text.hasSuffix("}") else { return current }
            let target = String(text.dropFirst().dropLast())
            guard let next = values[target] else {
                throw TokenFileError(location: current.location, message: "unresolved alias \(text): no token '\(target)'")
            }
            current = next
        }
        throw TokenFileError(location: value.location, message: "alias chain longer than 16 steps (a cycle?)")
    }

    private static func token(_ name: String, _ value: LocatedJSONValue, values: [String: LocatedJSONValue])
        throws(TokenFileError) -> TypographyToken
    {
        guard value.members != nil else {
            throw TokenFileError(location: value.location,
                                 message: "typography token '\(name)' needs an object $value with fontSize and fontWeight, found \(value.typeName)")
        }
        guard let sizeValue = value["fontSize"] else {
            throw TokenFileError(location: value.location, message: "typography token '\(name)' has no fontSize")
        }
        let size = try fontSize(try resolved(sizeValue, values: values), name: name)
        var weight = 400
        if let weightValue = value["fontWeight"] {
            weight = try fontWeight(try resolved(weightValue, values: values), name: name)
        }
        return TypographyToken(name: name, size: size, weight: weight, location: value.location)
    }

    /// A DTCG dimension in px: `"17px"`, or `{"value": 17, "unit": "px"}`.
    static func fontSize(_ value: LocatedJSONValue, name: String) throws(TokenFileError) -> FontSize {
        var text: String?
        if let s = value.string { text = s }
        if let n = value["value"]?.number, let unit = value["unit"]?.string { text = "\(n)".replacingSuffix(".0") + unit }
        guard let text, !text.lowercased().hasSuffix("rem") else {
            throw TokenFileError(location: value.location,
                                 message: "fontSize of '\(name)' must be a dimension in px (\"17px\" or {\"value\": 17, \"unit\": \"px\"})"
                                     + (value.string?.lowercased().hasSuffix("rem") == true || value["unit"]?.string == "rem"
                                         ? "; rem depends on the root font size" : ""))
        }
        let size: FontSize
        do { size = try FontSize(parsing: text) } catch {
            throw TokenFileError(location: value.location, message: "fontSize of '\(name)': \(error.description)")
        }
        guard size.unit == .px else {
            throw TokenFileError(location: value.location, message: "fontSize of '\(name)' is '\(text)'; DTCG dimensions are px or rem")
        }
        return size
    }

    /// The DTCG font weight names (§ Font weight) and their numbers.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// A DTCG font weight: a number in 1...1000, or one of ``weightNames``.
    static func fontWeight(_ value: LocatedJSONValue, name: String) throws(TokenFileError) -> Int {
        if let n = value.number, n.rounded() == n, (1...1000).contains(n) { return Int(n) }
        if let s = value.string, let w = weightNames[s.lowercased()] { return w }
        throw TokenFileError(location: value.location,
                             message: "fontWeight of '\(name)' must be 1 to 1000 or a DTCG weight name (bold, semi-bold, …)")
    }
}

extension String {
    /// The string without `suffix` at its end, if it has it.
    fileprivate func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
