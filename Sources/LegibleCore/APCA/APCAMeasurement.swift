/// The APCA lightness contrast of a text color on a background, with alpha on either side.
///
/// - An opaque background: a translucent text color is blended onto it as apca-w3 0.1.9
///   `calcAPCA()` does (``LightnessContrast/init(text:background:)``), giving one Lc.
/// - A translucent background with nothing known beneath it: as ``ContrastMeasurement`` does for
///   WCAG 2, the pair is measured over the surfaces that could lie beneath. For an opaque text color
///   this is exact: the background's screen luminance runs continuously from its value over black
///   to its value over white, and |Lc| grows monotonically with the luminance difference on each
///   side of the text's luminance, so the worst |Lc| is 0 when the text's luminance lies in that
///   range and otherwise the Lc over the nearer end. For a translucent text color the worst and best
///   are taken over black and white surfaces only (an approximation, documented as such).
public struct APCAMeasurement: Hashable, Sendable {
    /// The signed Lc of smallest magnitude over the possible surfaces (the only one when the
    /// background is opaque).
    public var worst: LightnessContrast
    /// The signed Lc of largest magnitude over the possible surfaces.
    public var best: LightnessContrast

    /// Whether the result is a range, because the background is translucent.
    public var isRange: Bool { worst != best }

    /// Measures `text` on `background` (argument order matters: APCA is polarity-dependent).
    public init(text: SRGBColor, background: SRGBColor) {
        if background.isOpaque {
            let lc = LightnessContrast(text: text, background: background)
            worst = lc
            best = lc
            return
        }
        let overBlack = background.composited(over: .black)
        let overWhite = background.composited(over: .white)
        let onBlack = LightnessContrast(text: text, background: overBlack)
        let onWhite = LightnessContrast(text: text, background: overWhite)
        let ordered = onBlack.magnitude <= onWhite.magnitude ? (onBlack, onWhite) : (onWhite, onBlack)
        best = ordered.1
        if text.isOpaque {
            let y = APCAScreenLuminance(text).value
            let low = min(APCAScreenLuminance(overBlack).value, APCAScreenLuminance(overWhite).value)
            let high = max(APCAScreenLuminance(overBlack).value, APCAScreenLuminance(overWhite).value)
            worst = (low...high).contains(y) ? LightnessContrast(0) : ordered.0
        } else {
            worst = ordered.0
        }
    }
}
