/// APCA lightness contrast Lc, signed: positive for dark text on a light background, negative for
/// light text on a dark background, 0 when the contrast is too low to measure.
///
/// The magnitude runs to about 106 (black on white) and 108 (white on black). Compare
/// ``magnitude`` with an ``APCARequirement``; never swap text and background, since APCA is
/// polarity-dependent.
///
/// Source: apca-w3 0.1.9 `APCAcontrast()`, APCA-W3 base algorithm 0.0.98G-4g
/// (github.com/Myndex/apca-w3). APCA is a public beta; WCAG 3 has not adopted it.
public struct LightnessContrast: Hashable, Sendable {
    /// The signed Lc value, never rounded.
    public var value: Double

    /// Wraps a signed Lc value.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// The absolute Lc, the figure compared with requirements.
    @inlinable
    public var magnitude: Double { abs(value) }

    /// Which way round the contrast is.
    public enum Polarity: String, Hashable, Sendable {
        /// Dark text on a light background ("BoW"), positive Lc.
        case darkOnLight
        /// Light text on a dark background ("WoB"), negative Lc.
        case lightOnDark
        /// Lc is 0.
        case none
    }

    /// The polarity, from the sign of ``value``.
    public var polarity: Polarity {
        value > 0 ? .darkOnLight : value < 0 ? .lightOnDark : .none
    }

    /// Lc from the screen luminances of text and background, exactly as apca-w3 0.1.9
    /// `APCAcontrast(txtY, bgY)`.
    ///
    /// Steps: a luminance outside 0...1.1 or NaN gives 0; both are soft-clamped near black; a
    /// clamped difference under 0.0005 gives 0; then `SAPC = (Ybg^0.56 - Ytxt^0.57)·1.14` when the
    /// background is lighter, else `(Ybg^0.65 - Ytxt^0.62)·1.14`; `|SAPC| < 0.1` gives 0 (the
    /// low-contrast clip), otherwise `Lc = 100·(SAPC ∓ 0.027)`.
    /// - Complexity: O(1).
    public init(text: APCAScreenLuminance, background: APCAScreenLuminance) {
        let rawText = text.value
        let rawBackground = background.value
        guard !rawText.isNaN, !rawBackground.isNaN,
            min(rawText, rawBackground) >= 0, max(rawText, rawBackground) <= 1.1
        else {
            value = 0
            return
        }
        let textY = text.softClamped
        let backgroundY = background.softClamped
        guard abs(backgroundY - textY) >= APCAConstants.deltaYMinimum else {
            value = 0
            return
        }
        let output: Double
        if backgroundY > textY {
            let sapc = (Math.pow(backgroundY, APCAConstants.normalBackground)
                - Math.pow(textY, APCAConstants.normalText)) * APCAConstants.scaleBlackOnWhite
            output = sapc < APCAConstants.lowClip ? 0 : sapc - APCAConstants.offsetBlackOnWhite
        } else {
            let sapc = (Math.pow(backgroundY, APCAConstants.reverseBackground)
                - Math.pow(textY, APCAConstants.reverseText)) * APCAConstants.scaleWhiteOnBlack
            output = sapc > -APCAConstants.lowClip ? 0 : sapc + APCAConstants.offsetWhiteOnBlack
        }
        value = output * 100
    }

    /// Lc of `text` on `background`, with apca-w3 0.1.9 `calcAPCA()` semantics for alpha.
    ///
    /// A translucent text color is first blended over the background in gamma-encoded sRGB on the
    /// 0...255 scale and each channel rounded to an integer (half up), as apca-w3 does; the
    /// background's alpha is ignored (composite it over its own backdrop first).
    /// - Complexity: O(1).
    public init(text: SRGBColor, background: SRGBColor) {
        let textLuminance: APCAScreenLuminance
        if text.alpha < 1 {
            let alpha = max(text.alpha, 0)
            func blend(_ foreground: Double, _ backdrop: Double) -> Double {
                let mixed = Self.scaled255(backdrop) * (1 - alpha) + Self.scaled255(foreground) * alpha
                return min((mixed + 0.5).rounded(.down), 255) / 255
            }
            textLuminance = APCAScreenLuminance(
                APCAScreenLuminance.fromEncoded(
                    red: blend(text.red, background.red),
                    green: blend(text.green, background.green),
                    blue: blend(text.blue, background.blue)))
        } else {
            textLuminance = APCAScreenLuminance(text)
        }
        self.init(text: textLuminance, background: APCAScreenLuminance(background))
    }

    /// A component in 0...1 on apca-w3's 0...255 scale; values within 1e-9 of an integer are
    /// snapped to it, so that 8-bit colors blend exactly as their integer codes do.
    static func scaled255(_ component: Double) -> Double {
        let scaled = component * 255
        let nearest = scaled.rounded()
        return abs(scaled - nearest) < 1e-9 ? nearest : scaled
    }
}

/// The APCA lightness contrast Lc of `text` on `background` (argument order matters).
///
/// Same as `LightnessContrast(text:background:)` for colors: positive for dark text
/// on light, negative for light on dark; #888 on #fff is 63.056…, #fff on #888 is −68.541….
public func apcaContrast(text: SRGBColor, background: SRGBColor) -> LightnessContrast {
    LightnessContrast(text: text, background: background)
}
