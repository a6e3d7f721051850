/// WCAG technique G183: a link that is told apart from the surrounding text by color alone (no
/// underline or other cue) needs a contrast ratio of at least 3:1 against that text.
///
/// Source: WCAG 2.2 technique G183, "Using a contrast ratio of 3:1 with surrounding text and
/// providing additional visual cues on hover for links or controls where color alone is used to
/// identify them" (for SC 1.4.1).
public enum LinkDistinction {
    /// The minimum ratio between link and surrounding text, 3.
    public static let minimumRatio = 3.0

    /// The WCAG 2 contrast ratio between the link color and the surrounding text color (both taken
    /// opaque; composite over the page first), unrounded.
    public static func ratio(link: SRGBColor, text: SRGBColor) -> ContrastRatio {
        link.contrastRatio(with: text)
    }

    /// Whether the link is distinguishable: underlined links always are; otherwise the ratio to
    /// the surrounding text must be at least 3:1.
    public static func isDistinguishable(link: SRGBColor, text: SRGBColor, underlined: Bool) -> Bool {
        underlined || ratio(link: link, text: text).value >= minimumRatio
    }
}
