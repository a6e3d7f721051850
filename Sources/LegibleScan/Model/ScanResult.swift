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
    /// top, divided by 0.74 em (the median ascender-or-cap height per em measured on the dev
    /// screenshots, fonts Roboto, DejaVu, Liberation, Noto) and by the scale. About ±8 %.
    public var fontSize: Double
    /// Whether the run looks bold: mean stem width at least 0.17 of the ascender height
    /// (400-weight fonts measure 0.11–0.15, 700-weight 0.19–0.30 on the dev set).
    public var isBold: Bool
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
    /// the foreground over the local background behind each ink pixel; otherwise ``ratio``.
    /// The verdicts use this one.
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

    /// Creates a region; ``ScreenshotScanner`` makes these.
    public init(
        rect: PixelRect, textHeight: Int, fontSize: Double, isBold: Bool, isLarge: Bool,
        foreground: SRGBColor, background: SRGBColor, backgroundKind: BackgroundKind,
        ratio: Double, worstRatio: Double, role: ContrastRole, requirement: ContrastRequirement,
        aa: ScanVerdict, aaa: ScanVerdict
    ) {
        self.rect = rect
        self.textHeight = textHeight
        self.fontSize = fontSize
        self.isBold = isBold
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

    /// Creates a result.
    public init(width: Int, height: Int, scale: Double, regions: [ScanRegion], policy: ContrastPolicy = .wcag) {
        self.policy = policy
        self.width = width
        self.height = height
        self.scale = scale
        self.regions = regions
    }

    /// The number of runs that fail the level asked for.
    public var failingCount: Int { regions.reduce(0) { $0 + ($1.verdict == .fail ? 1 : 0) } }
}
