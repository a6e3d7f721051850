import LegibleCore

/// How text reports are decorated: plain, or with ANSI colors and 24-bit color swatches.
///
/// Commands choose ``ansi`` only when standard output is a terminal and `NO_COLOR` is unset.
public struct TextStyle: Hashable, Sendable {
    /// Whether ANSI escape sequences may be written.
    public var usesColor: Bool

    /// A style; `usesColor` false gives plain text.
    public init(usesColor: Bool) { self.usesColor = usesColor }

    /// No escape sequences at all.
    public static let plain = TextStyle(usesColor: false)
    /// ANSI colors and true-color swatches.
    public static let ansi = TextStyle(usesColor: true)

    /// A two-column block of `color` (made opaque) as a 24-bit ANSI background, then a reset;
    /// empty in plain style. Its visible width is ``swatchWidth``.
    public func swatch(_ color: SRGBColor) -> String {
        guard usesColor else { return "" }
        let c = color.opaque.components8
        return "\u{1B}[48;2;\(c.red);\(c.green);\(c.blue)m  \u{1B}[0m"
    }

    /// The visible width of ``swatch(_:)``: 2 with color, 0 without.
    public var swatchWidth: Int { usesColor ? 2 : 0 }

    /// `text` drawn in `foreground` over `background` (both made opaque), for a sample line.
    public func sample(_ text: String, foreground: SRGBColor, background: SRGBColor) -> String {
        guard usesColor else { return text }
        let f = foreground.opaque.components8
        let b = background.opaque.components8
        return "\u{1B}[38;2;\(f.red);\(f.green);\(f.blue);48;2;\(b.red);\(b.green);\(b.blue)m\(text)\u{1B}[0m"
    }

    /// `PASS`/`FAIL` (or lower-case with `upperCase` false), bold green or bold red with color.
    public func verdict(_ verdict: Verdict, upperCase: Bool = true) -> String {
        let word = upperCase ? verdict.rawValue.uppercased() : verdict.rawValue
        guard usesColor else { return word }
        return (verdict == .pass ? "\u{1B}[1;32m" : "\u{1B}[1;31m") + word + "\u{1B}[0m"
    }
}
