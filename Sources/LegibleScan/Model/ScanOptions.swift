import LegibleCore

/// A rectangle in image pixels: origin top-left, `x` to the right, `y` down.
public struct PixelRect: Hashable, Sendable {
    /// Left edge, in image pixels.
    public var x: Int
    /// Top edge, in image pixels.
    public var y: Int
    /// Width in image pixels (0 or more).
    public var width: Int
    /// Height in image pixels (0 or more).
    public var height: Int

    /// Creates a rectangle; negative sizes are clamped to 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The area in square pixels.
    public var area: Int { width * height }

    /// The area shared with `other`, in square pixels (0 when they do not overlap).
    public func intersectionArea(with other: PixelRect) -> Int {
        let left = max(x, other.x), right = min(x + width, other.x + other.width)
        let top = max(y, other.y), bottom = min(y + height, other.y + other.height)
        return max(0, right - left) * max(0, bottom - top)
    }
}

/// Options for ``ScreenshotScanner``.
public struct ScanOptions: Hashable, Sendable {
    /// The WCAG level whose requirement each region reports (the `--level` option). Both AA and
    /// AAA verdicts are always computed.
    public var level: WCAGLevel
    /// Regions to leave out (`--ignore x,y,w,h`): a text run is dropped when at least half of its
    /// rectangle lies inside one of them. Image pixels.
    public var ignoredRects: [PixelRect]
    /// Runs whose ink height in image pixels is below this are dropped (`--min-height`); 0 keeps all.
    public var minimumTextHeight: Double
    /// Whether to also report glyph-like shapes that are not text (icons, symbols), with the
    /// non-text requirement of WCAG 2.2 SC 1.4.11 (3:1).
    public var includesNonText: Bool
    /// How many threads the per-pixel passes of one scan may use: 1 runs everything on the
    /// calling thread; 0 (the default) or less uses all cores through
    /// `DispatchQueue.concurrentPerform`. The result is identical whatever the count.
    public var threadCount: Int
    /// The contrast policy (`--policy`) that decides which runs are large text, applied to the
    /// estimated size in logical px (``ContrastPolicy/judge(_:weight:)``); `wcag` by default.
    public var policy: ContrastPolicy

    /// Creates options; the defaults are level AA, nothing ignored, no minimum height, text only,
    /// all cores, policy `wcag`.
    public init(
        level: WCAGLevel = .aa, ignoredRects: [PixelRect] = [], minimumTextHeight: Double = 0,
        includesNonText: Bool = false, threadCount: Int = 0, policy: ContrastPolicy = .wcag
    ) {
        self.policy = policy
        self.level = level
        self.ignoredRects = ignoredRects
        self.minimumTextHeight = minimumTextHeight
        self.includesNonText = includesNonText
        self.threadCount = threadCount
    }
}

/// The device scale factor of a screenshot, from an Apple-style file name suffix.
public enum ScreenshotScale {
    /// The scale a file name implies: 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    ///
    /// Only the last path component is looked at, and the suffix must come right before the
    /// extension (`shot@2x.png`, `shot@3x.PNG`); `shot@2x-dark.png` gives 1. Apple's naming rule
    /// for image scale variants (Asset Catalog / `UIImage(named:)`).
    public static func fromFileName(_ path: String) -> Double {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = name[..<dot]
        }
        if name.hasSuffix("@2x") { return 2 }
        if name.hasSuffix("@3x") { return 3 }
        return 1
    }
}
