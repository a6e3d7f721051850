/// How text size and weight map to a contrast requirement: which text counts as large.
///
/// The ratios are WCAG 2.2's under every policy (AA 4.5:1, or 3:1 for large text; AAA 7:1,
/// or 4.5:1; non-text 3:1); a policy decides only which text is large, and what a point is.
/// "Bold" is a weight of 700 or more under every policy (600, semibold, is not bold).
///
/// | policy   | point        | large text                                   | source |
/// |----------|--------------|----------------------------------------------|--------|
/// | `wcag`   | 4/3 px       | ≥ 18 pt (24 px), or ≥ 14 pt (18⅔ px) bold     | WCAG 2.2, "large scale (text)" |
/// | `native` | 1 logical px | ≥ 18 pt, or ≥ 14 pt bold                      | Google Accessibility Test Framework (18 sp, or 14 sp bold); Deque and BrowserStack mobile rules |
/// | `apple`  | 1 logical px | ≥ 18 pt at any weight, or bold at any size   | Apple HIG, Accessibility, "Color and effects" (up to 17 pt 4.5:1; 18 pt and over 3:1; bold 3:1) |
///
/// The HIG gives one level only; under `apple` AAA keeps WCAG's 7:1 and 4.5:1 with this
/// policy's large-text rule.
///
/// Sources as read (2026-12-02):
/// - `native`: Google's Accessibility Test Framework for Android, `TextContrastCheck.isLargeText`
///   (text size ÷ scaled density, that is sp, at least `WCAG_LARGE_TEXT_MIN_SIZE`, or at least
///   `WCAG_LARGE_BOLD_TEXT_MIN_SIZE` = 14 with the bold typeface style; 3.0 and 4.5 in
///   `ContrastUtils`). ATF's "bold" is the typeface's bold flag; Legible reads it as weight 700 or
///   more. BrowserStack App Accessibility, "Text Color Contrast (Minimum)": 4.5:1 under 18 pt (iOS)
///   or 18 dp (Android), 3:1 at or above.
/// - `apple`: the HIG's Accessibility page, "Strive to meet color contrast minimum standards":
///   "Accessibility Inspector uses the following values from WCAG Level AA as guidance": text
///   size up to 17 pts, all weights, 4.5:1; 18 pts, all weights, 3:1; all sizes, bold, 3:1.
///   "Up to 17" and "18" leave no gap for whole points; between them Legible puts the boundary at
///   18 (17.9 pt is not large).
public enum ContrastPolicy: String, CaseIterable, Hashable, Sendable {
    /// WCAG 2.2 as written for the web.
    case wcag
    /// WCAG 2 as mobile checkers map it: the point is the platform's logical unit.
    case native
    /// The table in Apple's Human Interface Guidelines (what Accessibility Inspector applies).
    case apple

    /// The weight from which text is bold, under every policy.
    public static let boldWeight = 700

    /// Logical px per point of this policy's rule, as a fraction: 4/3 under `wcag`, 1 otherwise.
    public var pixelsPerPoint: (numerator: Double, denominator: Double) {
        self == .wcag ? (4, 3) : (1, 1)
    }

    /// What a point is under this policy, in a phrase.
    public var pointDescription: String {
        self == .wcag ? "WCAG's typographic point, 1 pt = 4/3 px" : "the platform point, 1 pt = 1 logical px"
    }

    /// The large-text rule in one phrase, with its source.
    public var largeTextRule: String {
        switch self {
        case .wcag:
            "large text is at least 18 pt (24 px), or at least 14 pt (18⅔ px) at weight 700 or more "
                + "(WCAG 2.2, large scale text)"
        case .native:
            "large text is at least 18 logical px (pt, dp, sp), or at least 14 at weight 700 or more "
                + "(WCAG 2 as mobile checkers apply it: Google Accessibility Test Framework)"
        case .apple:
            "large text is at least 18 pt at any weight, or bold (weight 700 or more) at any size "
                + "(Apple HIG, Accessibility, Color and effects)"
        }
    }

    /// Whether text of `size` at `weight` is large under this policy, and which part of the rule
    /// decided it.
    ///
    /// Sizes compare exactly (``FontSize/isAtLeast(points:under:)``): under `wcag`, `14pt` and
    /// `56/3px` bold are large, `18.66px` bold and `23.9px` are not.
    public func judge(_ size: FontSize, weight: Int) -> LargeTextJudgement {
        let bold = weight >= Self.boldWeight
        let points = size.points(under: self)
        let reason: String
        let isLarge: Bool
        switch self {
        case .wcag, .native:
            let unit = self == .wcag ? "pt" : "logical px"
            if size.isAtLeast(points: 18, under: self) {
                (isLarge, reason) = (true, "at least 18 \(unit)" + (self == .wcag ? " (24 px)" : ""))
            } else if bold, size.isAtLeast(points: 14, under: self) {
                (isLarge, reason) = (true, "at least 14 \(unit)" + (self == .wcag ? " (18⅔ px)" : "") + " at weight 700 or more")
            } else if bold {
                (isLarge, reason) = (false, "bold but under 14 \(unit)" + (self == .wcag ? " (18⅔ px)" : ""))
            } else if size.isAtLeast(points: 14, under: self) {
                (isLarge, reason) = (false, "under 18 \(unit)" + (self == .wcag ? " (24 px)" : "") + " and under weight 700")
            } else {
                (isLarge, reason) = (false, "under 18 \(unit)" + (self == .wcag ? " (24 px)" : "") + " and not bold")
            }
        case .apple:
            if size.isAtLeast(points: 18, under: self) {
                (isLarge, reason) = (true, "at least 18 pt")
            } else if bold {
                (isLarge, reason) = (true, "bold (weight 700 or more), at any size")
            } else {
                (isLarge, reason) = (false, "up to 17 pt (under 18) and not bold")
            }
        }
        return LargeTextJudgement(
            policy: self, size: size, weight: weight, pixels: size.pixels(under: self), points: points,
            isLarge: isLarge, reason: reason)
    }
}

/// Whether one text size counts as large under a policy, with the numbers and the reason.
public struct LargeTextJudgement: Hashable, Sendable {
    /// The policy applied.
    public var policy: ContrastPolicy
    /// The size as given.
    public var size: FontSize
    /// The font weight, 1...1000.
    public var weight: Int
    /// The size in logical px.
    public var pixels: Double
    /// The size in the policy's points.
    public var points: Double
    /// Whether the text is large.
    public var isLarge: Bool
    /// The part of the rule that decided, such as `"at least 18 pt (24 px)"`.
    public var reason: String

    /// The role this size gives text: ``ContrastRole/largeText`` or ``ContrastRole/text``.
    public var role: ContrastRole { isLarge ? .largeText : .text }

    /// How the input was read: `17pt read as the platform point, 1 pt = 1 logical px: 17 px`.
    public var inputReading: String {
        switch size.unit {
        case .px: "\(size.text) read as logical px (CSS px, iOS pt, Android dp)"
        case .pt: "\(size.text) read as \(policy.pointDescription)"
        }
    }
}
