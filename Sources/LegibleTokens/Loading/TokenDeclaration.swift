import LegibleCore

/// One token as a reader found it, before references are resolved and files are merged.
///
/// Readers (DTCG, plain JSON palettes, CSS) produce declarations; ``TokenLoader`` merges them by
/// name and appearance and resolves references across every input file.
struct TokenDeclaration: Sendable {
    /// The token's full name (dotted path for JSON, property name without `--` for CSS).
    var name: String
    /// The appearance the declaration belongs to (`light` unless a CSS selector says otherwise).
    var appearance: String
    /// What was written.
    var value: DeclaredValue
    /// The value as written, for reports.
    var rawValue: String
    /// Where the value is.
    var location: SourceLocation
    /// The DTCG `$description`, when present.
    var summary: String?
    /// The DTCG `$type`, own or inherited from a group; nil when untyped.
    var type: String?
    /// The syntax the declaration came from, which decides how strict resolution is.
    var syntax: Syntax
    /// Whether the declaration is only there to be referenced (a Tokens Studio `source` set):
    /// it resolves aliases but is not reported as a token of its own.
    var referenceOnly = false
    /// A fact the report must state about this value (``TokenSet/notes``), such as the default
    /// taken for macOS `controlAccentColor`.
    var note: String?
    /// Something the report must warn about in this value, which was computed as written but
    /// may not be what was meant (``TokenSet/warnings``): an asset-catalog color whose components
    /// are all the integer 0 or 1.
    var warning: String?
    /// For an asset-catalog color, `"macos"` when its entry is for the `mac` idiom or its system
    /// color is `osx`'s, else `"ios"`; nil for other inputs (``ColorToken/platform``, made
    /// catalog-wide by the loader).
    var platform: String?
    /// The DTCG `$deprecated` in force: nil when not deprecated, "" without an explanation.
    var deprecation: String?

    /// `palette` covers every JSON flavour with `value` keys (Style Dictionary, Tokens Studio,
    /// Theo, Material Theme Builder, Spectrum); `platform` the asset catalogs and Android XML.
    enum Syntax: Sendable { case designTokens, palette, css, android, platform }
}

/// A declared value, before resolution.
enum DeclaredValue: Sendable {
    /// Text to parse as a CSS color once references are substituted.
    case text(String)
    /// A color already converted (a DTCG color object).
    case color(SRGBColor)
    /// A DTCG alias `{group.token}`: the whole value is the referenced token's value.
    case alias(String)
    /// A CSS value containing `var()` references.
    case template([CSSValuePart])
    /// A DTCG token of a type other than color; kept so an alias to it gives a clear error.
    case other
    /// A value the reader knows it cannot compute (Style Dictionary `modify`, an Android theme
    /// attribute, a math expression), with the reason: reported in ``TokenSet/skipped``.
    case unavailable(String)
    /// A value the file gets wrong in a way the reader found before resolution (a `var()`
    /// nested deeper than ``CSSValueTemplate/maxNesting``), with the reason: reported in
    /// ``TokenSet/skipped`` as invalid, so a paired one stops the run.
    case invalid(String)
}

/// A piece of a CSS custom property value: literal text, or a `var()` with its fallback.
enum CSSValuePart: Sendable, Hashable {
    case text(String)
    /// `var(--name)` or `var(--name, fallback)`; `name` is without the leading `--`.
    indirect case variable(name: String, fallback: [CSSValuePart]?)
}
