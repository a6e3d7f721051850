/// A parsed CSS color value that remembers its source space: the result of
/// `CSSColor(parsing:)`, for callers that must report what was written and whether it fits sRGB.
///
/// `coordinates` are the components after CSS Color 4 parse-time rules (percentages resolved,
/// out-of-range values clamped where the spec clamps, `none` kept as nil). `srgb` is the color
/// in extended sRGB before any gamut mapping (`none` counts as 0); `gamutMapped` is the
/// displayable sRGB value (CSS Color 4 §13.2) and `clipped` the plain per-channel clip.
public struct CSSColor: Hashable, Sendable {
    /// The color spaces a CSS Color 4 value can be written in.
    public enum Space: String, Hashable, Sendable, CaseIterable {
        /// sRGB: hex, named colors, `rgb()`, `color(srgb …)` (§5, §10.2). Components 0...1.
        case srgb
        /// Linear-light sRGB, `color(srgb-linear …)` (§10.3).
        case srgbLinear = "srgb-linear"
        /// Display P3, `color(display-p3 …)` (§10.4).
        case displayP3 = "display-p3"
        /// Adobe RGB (1998), `color(a98-rgb …)` (§10.5).
        case a98RGB = "a98-rgb"
        /// ProPhoto RGB (D50), `color(prophoto-rgb …)` (§10.6).
        case prophotoRGB = "prophoto-rgb"
        /// ITU-R BT.2020, `color(rec2020 …)` (§10.7).
        case rec2020
        /// CIE XYZ relative to D50, `color(xyz-d50 …)` (§10.8).
        case xyzD50 = "xyz-d50"
        /// CIE XYZ relative to D65, `color(xyz-d65 …)` or `color(xyz …)` (§10.8).
        case xyzD65 = "xyz-d65"
        /// `hsl()`: hue in degrees, saturation and lightness as fractions 0...1 (§7).
        case hsl
        /// `hwb()`: hue in degrees, whiteness and blackness as fractions 0...1 (§8).
        case hwb
        /// CSS `lab()`: CIELab relative to D50, L 0...100 (§9.1).
        case lab
        /// CSS `lch()`: CIE LCh relative to D50; hue in degrees (§9.1).
        case lch
        /// `oklab()`: L 0...1 (§9.2).
        case oklab
        /// `oklch()`: L 0...1, chroma, hue in degrees (§9.2).
        case oklch
    }

    /// The space the color was written in.
    public let space: Space
    /// First, second and third coordinate in `space`; nil stands for `none` (missing).
    public let first: Double?, second: Double?, third: Double?
    /// The opacity, 0...1 (`none` gives 0).
    public let alpha: Double
    /// The color in sRGB before gamut mapping; channels may lie outside 0...1.
    public let srgb: ExtendedSRGB
    /// The color mapped into sRGB with CSS Color 4 §13.2 (what `SRGBColor(parsing:)` returns).
    public let gamutMapped: SRGBColor
    /// Whether the alpha was written `none` (missing, CSS Color 4 §4.4); `alpha` is then 0.
    public internal(set) var alphaIsMissing = false

    /// The three coordinates as an array (`[first, second, third]`).
    public var coordinates: [Double?] { [first, second, third] }

    /// Whether `srgb` lies inside the sRGB gamut (every channel in 0...1 within 1e-12).
    public var isInGamut: Bool { srgb.isInGamut(tolerance: 1e-12) }

    /// `srgb` clipped channel by channel to 0...1 (CSS Color 4 §13.1), with `alpha`.
    public var clipped: SRGBColor {
        var color = srgb.clipped
        color.alpha = alpha
        return color
    }

    /// The largest coordinate magnitude kept as written (10^6; cubes of it stay finite).
    public static let coordinateLimit = 1_000_000.0

    /// Creates a color from coordinates in `space` and converts it to sRGB.
    ///
    /// No CSS parse-time clamping is applied here (the parser does that); a nil, NaN or infinite
    /// coordinate counts as 0, and `alpha` is clamped to 0...1 (NaN gives 0). Hues are degrees.
    /// A coordinate beyond ±``coordinateLimit`` is clamped to it for the conversion (the
    /// coordinates keep the value as written), so that no conversion overflows
    /// to infinity or NaN: such a color is far outside every gamut either way, and gamut mapping
    /// then takes it to white or black by its lightness, as CSS Color 4 §13.2 does.
    public init(space: Space, _ first: Double?, _ second: Double?, _ third: Double?, alpha: Double = 1) {
        func finite(_ value: Double?) -> Double? {
            guard let value else { return nil }
            return value.isFinite ? value : nil
        }
        self.space = space
        self.first = finite(first)
        self.second = finite(second)
        self.third = finite(third)
        self.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        let c0 = Self.limited(self.first), c1 = Self.limited(self.second), c2 = Self.limited(self.third)
        let srgb: ExtendedSRGB
        switch space {
        case .srgb: srgb = ExtendedSRGB(red: c0, green: c1, blue: c2)
        case .hsl: srgb = SRGBCylindrical.hslToSRGB(hue: c0, saturation: c1, lightness: c2)
        case .hwb: srgb = SRGBCylindrical.hwbToSRGB(hue: c0, whiteness: c1, blackness: c2)
        case .oklab, .oklch: srgb = LinearRGB(oklab: Self.oklab(space: space, c0, c1, c2)).extendedSRGB
        default: srgb = LinearRGB(xyzD65: Self.xyzD65(space: space, c0, c1, c2)).extendedSRGB
        }
        self.srgb = srgb
        var mapped: SRGBColor
        if srgb.isInGamut(tolerance: 0) {
            mapped = srgb.clipped
        } else {
            // The origin in OKLCH, taken from the source coordinates rather than from `srgb`.
            let origin = space == .oklch ? OKLCH(l: c0, c: c1, h: c2)
                : OKLCH(oklab: Self.oklab(space: space, c0, c1, c2))
            mapped = SRGBGamutMapping.map(origin)
        }
        mapped.alpha = self.alpha
        self.gamutMapped = mapped
    }

    /// CIE XYZ (D65) of coordinates in the spaces that go through XYZ.
    static func xyzD65(space: Space, _ c0: Double, _ c1: Double, _ c2: Double) -> CIEXYZ {
        switch space {
        case .srgb:
            return LinearRGB(red: SRGBTransfer.decode(c0), green: SRGBTransfer.decode(c1),
                             blue: SRGBTransfer.decode(c2)).xyzD65
        case .srgbLinear:
            return LinearRGB(red: c0, green: c1, blue: c2).xyzD65
        case .displayP3:
            return CIEXYZ(x: SRGBTransfer.decode(c0), y: SRGBTransfer.decode(c1), z: SRGBTransfer.decode(c2))
                .transformed(by: .linearDisplayP3ToXYZD65)
        case .a98RGB:
            return CIEXYZ(x: PredefinedTransfer.decodeA98(c0), y: PredefinedTransfer.decodeA98(c1),
                          z: PredefinedTransfer.decodeA98(c2)).transformed(by: .linearA98RGBToXYZD65)
        case .prophotoRGB:
            return CIEXYZ(x: PredefinedTransfer.decodeProPhoto(c0), y: PredefinedTransfer.decodeProPhoto(c1),
                          z: PredefinedTransfer.decodeProPhoto(c2))
                .transformed(by: .linearProPhotoRGBToXYZD50).adaptedD50ToD65
        case .rec2020:
            return CIEXYZ(x: PredefinedTransfer.decodeRec2020(c0), y: PredefinedTransfer.decodeRec2020(c1),
                          z: PredefinedTransfer.decodeRec2020(c2)).transformed(by: .linearRec2020ToXYZD65)
        case .xyzD65:
            return CIEXYZ(x: c0, y: c1, z: c2)
        case .xyzD50:
            return CIEXYZ(x: c0, y: c1, z: c2).adaptedD50ToD65
        case .lab:
            return CIELab(l: c0, a: c1, b: c2).xyz(white: .d50).adaptedD50ToD65
        case .lch:
            return CIELCh(l: c0, c: c1, h: c2).lab.xyz(white: .d50).adaptedD50ToD65
        case .oklab:
            return OKLab(l: c0, a: c1, b: c2).xyzD65
        case .oklch:
            return OKLCH(l: c0, c: c1, h: c2).oklab.xyzD65
        case .hsl:
            return SRGBCylindrical.hslToSRGB(hue: c0, saturation: c1, lightness: c2).linear.xyzD65
        case .hwb:
            return SRGBCylindrical.hwbToSRGB(hue: c0, whiteness: c1, blackness: c2).linear.xyzD65
        }
    }

    /// The color in CIE XYZ relative to D65 (missing coordinates count as 0).
    public var xyzD65: CIEXYZ { Self.xyzD65(space: space, Self.limited(first), Self.limited(second), Self.limited(third)) }

    /// The color in Oklab (CSS Color 4 §9.2), before gamut mapping.
    public var oklab: OKLab { Self.oklab(space: space, Self.limited(first), Self.limited(second), Self.limited(third)) }

    /// A coordinate as conversions use it: `none` as 0, and within ±``coordinateLimit``.
    static func limited(_ value: Double?) -> Double {
        min(max(value ?? 0, -coordinateLimit), coordinateLimit)
    }

    static func oklab(space: Space, _ c0: Double, _ c1: Double, _ c2: Double) -> OKLab {
        switch space {
        case .oklab: OKLab(l: c0, a: c1, b: c2)
        case .oklch: OKLCH(l: c0, c: c1, h: c2).oklab
        default: OKLab(xyzD65: xyzD65(space: space, c0, c1, c2))
        }
    }
}
