extension SRGBColor {
    /// Parses a CSS Color 4 color and converts it to sRGB, gamut-mapping colors outside sRGB
    /// with CSS Color 4 §13.2 (OKLCH chroma reduction).
    ///
    /// Accepts hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), the 148 named colors and
    /// `transparent`, `rgb()`/`rgba()`, `hsl()`/`hsla()` (space or comma syntax), `hwb()`, `lab()`,
    /// `lch()`, `oklab()`, `oklch()` and `color()` with srgb, srgb-linear, display-p3, a98-rgb,
    /// prophoto-rgb, rec2020, xyz, xyz-d50 and xyz-d65; ASCII case-insensitive, surrounding
    /// whitespace ignored. See `CSSColor(parsing:)` for the source space and unmapped value.
    ///
    /// - Throws: `ColorSyntaxError` with the character offset and what was expected, including
    ///   for `currentcolor` (not a concrete color) and for numbers too large for `Double`.
    public init(parsing text: String) throws(ColorSyntaxError) {
        self = try CSSColorParser.parse(text).gamutMapped
    }
}

extension CSSColor {
    /// Parses a CSS Color 4 color, keeping its source space and coordinates (see
    /// `SRGBColor(parsing:)` for the accepted syntax).
    ///
    /// Parse-time clamps (CSS Color 4): `rgb()` channels to 0...255 / 0%...100%, alpha to 0...1,
    /// negative `hsl()` saturation to 0, `lab()`/`lch()` L to 0...100, `oklab()`/`oklch()` L to
    /// 0...1, negative `lch()`/`oklch()` chroma to 0. `color()` values are not clamped (they are
    /// gamut-mapped). Numbers that overflow `Double` are rejected, never clamped.
    ///
    /// - Throws: `ColorSyntaxError`, e.g. "expected 3 components, found 2",
    ///   "unknown color name 'bleu'", "currentcolor is not a concrete color; give the color itself".
    public init(parsing text: String) throws(ColorSyntaxError) {
        self = try CSSColorParser.parse(text)
    }
}

/// The color scheme that picks a side of `light-dark(<light>, <dark>)` (CSS Color 5 §2).
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// The first color of `light-dark()`.
    case light
    /// The second color of `light-dark()`.
    case dark

    /// The scheme of an appearance name: `dark` for `dark` and names starting `dark-`
    /// (`dark-high-contrast`, `dark-dimmed`), else `light`.
    public init(appearance: String) {
        self = appearance == "dark" || appearance.hasPrefix("dark-") ? .dark : .light
    }
}

extension CSSColor {
    /// Parses a color with CSS Color 5 `light-dark()` taking the `colorScheme` side.
    ///
    /// Beyond `CSSColor(parsing:)`: `color-mix()`, relative colors (`from`), `light-dark()` and
    /// `calc()`/`min()`/`max()`/`clamp()` in components, as the module README describes.
    /// - Throws: `ColorSyntaxError`.
    public init(parsing text: String, colorScheme: ColorScheme) throws(ColorSyntaxError) {
        self = try CSSColorParser.parse(text, colorScheme: colorScheme)
    }

    /// Whether `text` holds a `light-dark()` anywhere (so its value depends on the color scheme).
    /// - Throws: `ColorSyntaxError` when `text` is not a color.
    public static func dependsOnColorScheme(_ text: String) throws(ColorSyntaxError) -> Bool {
        try CSSColorParser.parseNoting(text, colorScheme: .light).usedLightDark
    }
}
