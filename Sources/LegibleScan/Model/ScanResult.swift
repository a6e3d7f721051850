import LegibleCore

/// Whether a run meets a requirement.
public enum ScanVerdict: String, Hashable, Sendable {
    /// The ratio is at least the required one.
    case pass
    /// The ratio is below the required one.
    case fail
}

/// What lies behind a text run.
public enum BackgroundKind: String, Hashable, Sendable {
    /// One color around every glyph (within a few 8-bit levels).
    case flat
    /// A gradient or an image: the background differs from glyph to glyph.
    case complex
}

/// One text run (a line of words that belong together) found in a screenshot.
public struct ScanRegion: Hashable, Sendable {
    /// The tight box of the run's ink, in image pixels.
    public var rect: PixelRect
    /// The ink height of the run in image pixels (ascender top to descender bottom).
    public var textHeight: Int
    /// The estimated font size in CSS px: the height from the baseline to the tallest glyph
    /// top (or to the top of the dots and accents over a line of x-height letters), from scale 2
    /// each edge placed inside its box row by that row's ink coverage, divided by 0.735 em (the
    /// median ascender-or-cap height per em measured on the lossless tuning sets; at scale 1
    /// whole box rows ÷ 0.74 em) and by the scale. It reads up to
    /// 9 % high and 10 % low: see ``fontSizeRange``.
    public var fontSize: Double
    /// Whether the run looks bold: median stem width (anti-aliased coverage summed across each
    /// stem) at least 0.19 of the ascender height. On the dev and iOS-styled tuning sets
    /// 400-weight text measures up to 0.17 (99th percentile), 700-weight from 0.18 (5th), and
    /// semibold 600 0.17–0.20 (not bold under WCAG or the scorer's truth).
    public var isBold: Bool
    /// Whether the stems measure 0.17 up to 0.205 of the ascender height, where semibold and bold
    /// overlap (and some regular text at 1x): the weight may be either, whatever ``isBold`` says.
    /// ``isSizeUncertain(under:)`` then tries both weights.
    public var isWeightUncertain: Bool
    /// Whether the run is large text under the scan's ``ScanResult/policy`` (under `wcag`: 24 px,
    /// or 18⅔ px when bold), judged on the estimated size.
    public var isLarge: Bool
    /// The ink color, 8-bit sRGB: the median of the pixels farthest from the background.
    public var foreground: SRGBColor
    /// The background color, 8-bit sRGB: the median of the local background under the run (for
    /// a complex background, over every pixel of the run's box).
    public var background: SRGBColor
    /// Flat or complex background.
    public var backgroundKind: BackgroundKind
    /// The WCAG 2.x ratio of ``foreground`` over ``background`` (for a complex background, over
    /// its median color: the typical ratio).
    public var ratio: Double
    /// The worst ratio: for a complex background the 5th percentile of the per-pixel ratios of
    /// the foreground over the local background behind each ink pixel; otherwise ``ratio``, and
    /// also ``ratio`` when that local background varies within 1.3:1 of itself (its 95th against
    /// its 5th luminance percentile: a translucent material over faint content, a gentle
    /// gradient). The verdicts use this one.
    public var worstRatio: Double
    /// The role: text, large text, or (with ``ScanOptions/includesNonText``) non-text.
    public var role: ContrastRole
    /// The requirement at the level asked for in ``ScanOptions/level``.
    public var requirement: ContrastRequirement
    /// The AA verdict of ``worstRatio``.
    public var aa: ScanVerdict
    /// The AAA verdict of ``worstRatio``.
    public var aaa: ScanVerdict

    /// The verdict at the level asked for.
    public var verdict: ScanVerdict { requirement.level == .aa ? aa : aaa }

    /// How far ``fontSize`` may lie from the true size, as estimate ÷ truth: 0.90 (reads low) up
    /// to 1.09 (reads high). Fonts differ in ascender height per em (Liberation Serif 0.69, DejaVu
    /// Sans 0.76) and 1x rounds the ink height to whole pixels. On the dev set (six families) the
    /// 5th–95th percentiles of estimate ÷ truth for runs of 15–30 px are 0.90–1.08; on the
    /// iOS-styled tuning set (Inter, Roboto) 0.95–1.06.
    public static let fontSizeErrorBounds: ClosedRange<Double> = 0.90...1.09

    /// The font sizes the run may have, in CSS px: ``fontSize`` ÷ 1.09 … ``fontSize`` ÷ 0.90
    /// (see ``fontSizeErrorBounds``). It holds the true size of 91 % of the runs of 15–30 px on
    /// the dev set and 98 % on the iOS-styled tuning set.
    public var fontSizeRange: ClosedRange<Double> {
        (fontSize / Self.fontSizeErrorBounds.upperBound)...(fontSize / Self.fontSizeErrorBounds.lowerBound)
    }

    /// Whether the estimate cannot tell large text from normal text under `policy`: the ends of
    /// ``fontSizeRange``, at the estimated weight and, when ``isWeightUncertain``, at the other
    /// weight too, fall on both sides of the policy's large-text rule (under `wcag` 24 px, or
    /// 18⅔ px when bold). On the dev and iOS-styled tuning sets this flags 27 of the 27 and 11 of
    /// the 12 runs whose size class the scan gets wrong. Such a run is still judged on
    /// ``fontSize`` and ``isBold`` (``isLarge``): judging it as normal text instead found
    /// 0.2 % more failing runs on the dev set (none more on the iOS-styled one) and cost 20 and 12
    /// points of large-text precision (0.92 → 0.73, 0.83 → 0.70). Always false for non-text
    /// regions.
    public func isSizeUncertain(under policy: ContrastPolicy = .wcag) -> Bool {
        guard role != .nonText else { return false }
        let weights = isWeightUncertain ? [400, 700] : [isBold ? 700 : 400]
        let range = fontSizeRange
        let classes = Set(
            weights.flatMap { weight in
                [range.lowerBound, range.upperBound].map { policy.judge(.pixels($0), weight: weight).isLarge }
            })
        return classes.count > 1
    }

    /// Creates a region; ``ScreenshotScanner`` makes these. `isWeightUncertain` defaults to false.
    public init(
        rect: PixelRect, textHeight: Int, fontSize: Double, isBold: Bool, isWeightUncertain: Bool = false,
        isLarge: Bool,
        foreground: SRGBColor, background: SRGBColor, backgroundKind: BackgroundKind,
        ratio: Double, worstRatio: Double, role: ContrastRole, requirement: ContrastRequirement,
        aa: ScanVerdict, aaa: ScanVerdict
    ) {
        self.rect = rect
        self.textHeight = textHeight
        self.fontSize = fontSize
        self.isBold = isBold
        self.isWeightUncertain = isWeightUncertain
        self.isLarge = isLarge
        self.foreground = foreground
        self.background = background
        self.backgroundKind = backgroundKind
        self.ratio = ratio
        self.worstRatio = worstRatio
        self.role = role
        self.requirement = requirement
        self.aa = aa
        self.aaa = aaa
    }
}

/// The outcome of scanning one screenshot.
public struct ScanResult: Hashable, Sendable {
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// The device scale factor used (CSS px = image px / scale).
    public var scale: Double
    /// The text runs, sorted top to bottom, then left to right.
    public var regions: [ScanRegion]
    /// The contrast policy that decided which runs are large text.
    public var policy: ContrastPolicy
    /// Whether icon-like shapes were looked for (``ScanOptions/includesNonText``, `--non-text`):
    /// with it, an image with no `.nonText` region has none; without it, none was looked for.
    public var includesNonText: Bool

    /// Creates a result.
    public init(width: Int, height: Int, scale: Double, regions: [ScanRegion], policy: ContrastPolicy = .wcag,
                includesNonText: Bool = false) {
        self.policy = policy
        self.includesNonText = includesNonText
        self.width = width
        self.height = height
        self.scale = scale
        self.regions = regions
    }

    /// The number of runs that fail the level asked for.
    public var failingCount: Int { regions.reduce(0) { $0 + ($1.verdict == .fail ? 1 : 0) } }
}
