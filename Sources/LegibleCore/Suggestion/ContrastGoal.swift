/// The contrast a suggested color pair must reach: a WCAG 2 ratio or an APCA |Lc|.
///
/// Suggestions are verified with the same functions the checker uses:
/// ``ContrastRatio/satisfies(_:)`` for WCAG 2 and ``LightnessContrast/satisfies(_:)`` for APCA,
/// on the 8-bit colors that are printed, never on unrounded values.
public enum ContrastGoal: Hashable, Sendable {
    /// A WCAG 2.2 minimum ratio (SC 1.4.3, 1.4.6 or 1.4.11).
    case wcag(ContrastRequirement)
    /// An APCA minimum |Lc| (APCA is a public-beta draft; WCAG 3 has not adopted it).
    case apca(APCARequirement)

    /// Whether `foreground` on `background` meets the goal, as the checker decides it.
    ///
    /// WCAG: `ContrastMeasurement(foreground:background:).worst.satisfies(requirement)` (a
    /// translucent foreground is composited; a translucent background gives a range and its worst
    /// ratio decides). APCA: `APCAMeasurement(text:background:).worst.satisfies(requirement)` (a
    /// translucent text color is blended as apca-w3 does; over a translucent background the
    /// smallest |Lc| over what may lie beneath decides). Both are exactly what the checker and
    /// `legible contrast` decide.
    /// - Complexity: O(1) for an opaque foreground.
    public func isMet(foreground: SRGBColor, background: SRGBColor) -> Bool {
        switch self {
        case .wcag(let requirement):
            return ContrastMeasurement(foreground: foreground, background: background).worst.satisfies(requirement)
        case .apca(let requirement):
            return APCAMeasurement(text: foreground, background: background).worst.satisfies(requirement)
        }
    }

    /// The goal's figure for a pair: the worst WCAG ratio (1...21) or APCA |Lc| (0...108),
    /// unrounded, with alpha handled as in ``isMet(foreground:background:)``.
    public func score(foreground: SRGBColor, background: SRGBColor) -> Double {
        switch self {
        case .wcag: return ContrastMeasurement(foreground: foreground, background: background).worst.value
        case .apca: return APCAMeasurement(text: foreground, background: background).worst.magnitude
        }
    }

    /// The minimum the figure must reach: a ratio such as 4.5, or an |Lc| such as 75.
    public var minimum: Double {
        switch self {
        case .wcag(let requirement): return requirement.minimumRatio
        case .apca(let requirement): return requirement.minimumLc
        }
    }
}

/// Precomputed per-channel tables for 8-bit sRGB codes: WCAG linear light and APCA's 2.4 power.
enum ChannelTables {
    /// `SRGBTransfer.decodeTable`, the linear light the checker uses for 8-bit codes.
    static let linear: [Double] = SRGBTransfer.decodeTable
    /// `(code / 255)^2.4`, as `APCAScreenLuminance` computes it for 8-bit codes.
    static let apcaPower: [Double] = (0..<256).map { Math.pow(Double($0) / 255, APCAConstants.mainTRC) }

    /// The WCAG relative luminance of an 8-bit color, bit-identical to
    /// `SRGBColor(red8:green8:blue8:).relativeLuminance`.
    @inline(__always)
    static func relativeLuminance(_ r: Int, _ g: Int, _ b: Int) -> RelativeLuminance {
        RelativeLuminance(red8: UInt8(truncatingIfNeeded: r), green8: UInt8(truncatingIfNeeded: g),
                          blue8: UInt8(truncatingIfNeeded: b))
    }

    /// APCA's screen luminance of an 8-bit color, bit-identical to `APCAScreenLuminance(_:)`.
    @inline(__always)
    static func screenLuminance(_ r: Int, _ g: Int, _ b: Int) -> APCAScreenLuminance {
        APCAScreenLuminance(
            APCAConstants.redCoefficient * apcaPower[r] + APCAConstants.greenCoefficient * apcaPower[g]
                + APCAConstants.blueCoefficient * apcaPower[b])
    }
}

/// A pass test over 8-bit colors for the adjusted color of a pair, restricted to one side (lighter
/// or darker than the fixed color) so that it is monotone in every channel: if a color passes on
/// the lighter side, raising any channel keeps it passing; on the darker side, lowering does.
struct SidedPassTest: Sendable {
    enum Measure: Sendable {
        /// WCAG 2: ratio against a fixed luminance (a real color's, or a planned one's).
        case wcag(fixed: RelativeLuminance, minimumRatio: Double)
        /// APCA: |Lc| against a fixed screen luminance; `adjustedIsText` says which role moves.
        case apca(fixed: APCAScreenLuminance, minimumLc: Double, adjustedIsText: Bool)
    }

    var measure: Measure
    /// True for the lighter side (colors at least as light as the fixed one).
    var lighter: Bool

    /// Whether the 8-bit color (r, g, b) passes on this side.
    @inline(__always)
    func passes(_ r: Int, _ g: Int, _ b: Int) -> Bool {
        switch measure {
        case .wcag(let fixed, let minimumRatio):
            let y = ChannelTables.relativeLuminance(r, g, b)
            guard lighter ? y.value >= fixed.value : y.value <= fixed.value else { return false }
            return ContrastRatio(y, fixed).value >= minimumRatio
        case .apca(let fixed, let minimumLc, let adjustedIsText):
            let y = ChannelTables.screenLuminance(r, g, b)
            guard lighter ? y.value >= fixed.value : y.value <= fixed.value else { return false }
            let lc = adjustedIsText
                ? LightnessContrast(text: y, background: fixed) : LightnessContrast(text: fixed, background: y)
            return lc.magnitude >= minimumLc
        }
    }

    /// Whether a color (any precision) passes: its 8-bit rounding must pass.
    func passes(_ color: SRGBColor) -> Bool {
        let c = color.components8
        return passes(Int(c.red), Int(c.green), Int(c.blue))
    }

    /// Whether any sRGB color passes on this side (the extreme, white or black, is tested).
    var isReachable: Bool { lighter ? passes(255, 255, 255) : passes(0, 0, 0) }
}
