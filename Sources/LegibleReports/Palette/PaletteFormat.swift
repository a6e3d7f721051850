import LegibleCore

/// The output formats of `legible palette`.
public enum PaletteFormat: String, CaseIterable, Hashable, Sendable {
    /// A table for people, with swatches on a terminal.
    case text
    /// A DTCG design-token group of `$type: color` tokens (Design Tokens Community Group format,
    /// draft 2024-2025, "Color" type and groups).
    case dtcg
    /// CSS custom properties in a `:root` rule: `--name-N: #rrggbb;`.
    case css
    /// One `#rrggbb` per line.
    case list
    /// One JSON document, documented in the module README.
    case json
}

/// Renders named color lists in the token formats shared by the palette reports.
enum PaletteTokens {
    /// `{"<group>": {"$type": "color", "<group>-1": {"$value": "#…", "$description": "…"}, …}}`.
    static func dtcg(group: String, colors: [(color: SRGBColor, description: String)]) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("$type", .string("color"))]
        for (index, item) in colors.enumerated() {
            members.append(("\(group)-\(index + 1)", .object([
                ("$value", .string(item.color.hexOpaque)), ("$description", .string(item.description)),
            ])))
        }
        return .object([(group, .object(members))])
    }

    /// `:root {\n  --<group>-1: #…; /* description */\n…}\n`; `comments` become comment-only lines.
    static func css(group: String, colors: [(index: Int, color: SRGBColor?, description: String)]) -> String {
        var out = ":root {\n"
        for item in colors {
            if let color = item.color {
                out += "  --\(group)-\(item.index): \(color.hexOpaque); /* \(item.description) */\n"
            } else {
                out += "  /* --\(group)-\(item.index): \(item.description) */\n"
            }
        }
        return out + "}\n"
    }
}
