/// Which color of a pair a suggestion changes.
public enum SuggestionAdjustment: String, CaseIterable, Hashable, Sendable {
    /// Only the foreground (text or graphic) changes; the background is kept.
    case foreground
    /// Only the background changes; the foreground is kept.
    case background
    /// Both may change; suggestions are ranked by the sum of the two ΔE2000.
    case both

    /// What a suggested pair changes from the original: `.foreground` when the background is the
    /// original's (exactly, component for component), `.background` when the foreground is,
    /// `.both` otherwise (also when neither changed, which a suggestion never is).
    ///
    /// - Parameters:
    ///   - original: The pair as searched (foreground, background).
    ///   - suggested: The suggested pair (foreground, background).
    public init(changing original: (SRGBColor, SRGBColor), to suggested: (SRGBColor, SRGBColor)) {
        let foregroundKept = original.0 == suggested.0, backgroundKept = original.1 == suggested.1
        if backgroundKept, !foregroundKept {
            self = .foreground
        } else if foregroundKept, !backgroundKept {
            self = .background
        } else {
            self = .both
        }
    }
}

/// One suggested color pair that meets a ``ContrastGoal``.
///
/// The changed color is an opaque 8-bit sRGB color; the unchanged one is the original as searched
/// (see ``ContrastSuggester`` for alpha: a translucent background is kept when only the
/// foreground changes). The contrast figures are computed on exactly these colors with the
/// checker's functions and are never rounded.
public struct ContrastSuggestion: Hashable, Sendable {
    /// The suggested foreground (8-bit and opaque when it changed).
    public var foreground: SRGBColor
    /// The suggested background (8-bit and opaque when it changed).
    public var background: SRGBColor
    /// Which color the suggestion changes: with ``SuggestionAdjustment/both`` allowed, a
    /// suggestion that keeps one of the original colors says `.foreground` or `.background`.
    public var adjusted: SuggestionAdjustment
    /// The WCAG 2 contrast ratio of the suggested pair, in 1...21: the worst case over what may lie
    /// beneath a translucent background (``ContrastMeasurement/worst``).
    public var ratio: ContrastRatio
    /// The APCA Lc of the suggested foreground on the suggested background (signed): the one of
    /// smallest magnitude over what may lie beneath a translucent background
    /// (``APCAMeasurement/worst``).
    public var lightnessContrast: LightnessContrast
    /// The ΔE2000 (CIE Lab D65) from the original pair: of the changed color, or the sum of both
    /// with ``SuggestionAdjustment/both``; ≥ 0.
    public var deltaE: Double

    /// Creates a suggestion from its parts; the contrast figures are computed here.
    ///
    /// - Parameters:
    ///   - foreground: The suggested foreground.
    ///   - background: The suggested background.
    ///   - adjusted: Which color changed.
    ///   - deltaE: ΔE2000 from the original (sum of both colors for `.both`).
    public init(foreground: SRGBColor, background: SRGBColor, adjusted: SuggestionAdjustment, deltaE: Double) {
        self.foreground = foreground
        self.background = background
        self.adjusted = adjusted
        self.deltaE = deltaE
        ratio = ContrastMeasurement(foreground: foreground, background: background).worst
        lightnessContrast = APCAMeasurement(text: foreground, background: background).worst
    }
}

/// The outcome of a suggestion search for one pair.
public struct ContrastSuggestions: Hashable, Sendable {
    /// The suggestions, nearest first (smallest ``ContrastSuggestion/deltaE``); each meets the
    /// goal. Empty when the pair already meets it or when no color can.
    public var suggestions: [ContrastSuggestion]
    /// Whether the original pair already meets the goal (then nothing is suggested).
    public var originalMeetsGoal: Bool
    /// The original pair's figure: WCAG ratio or APCA |Lc|, unrounded.
    public var originalScore: Double
    /// The best figure reachable by changing only the color(s) the search was allowed to change
    /// (the changed color set to white or black; 21 or APCA's maximum with `.both`).
    public var bestReachableScore: Double

    /// Whether the goal cannot be met by the allowed change (no suggestion and not already met).
    public var isUnreachable: Bool { suggestions.isEmpty && !originalMeetsGoal }
}
