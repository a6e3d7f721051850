#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleCore
#if canImport(SwiftUI)
import SwiftUI
#endif

extension AppearanceColor {
    /// `color` as AppKit resolves it in each appearance: converted to extended sRGB
    /// (`usingColorSpace(.extendedSRGB)`) while `NSAppearance` `.aqua`, `.darkAqua`,
    /// `.accessibilityHighContrastAqua` or `.accessibilityHighContrastDarkAqua` is the current
    /// drawing appearance (`performAsCurrentDrawingAppearance`), then gamut-mapped into sRGB
    /// (``AppearanceColor/srgb(extendedRed:green:blue:alpha:)``).
    ///
    /// Returns nil for a color with no RGB form (a pattern image).
    @MainActor public init?(resolving color: NSColor) {
        func resolved(_ name: NSAppearance.Name) -> SRGBColor? {
            guard let appearance = NSAppearance(named: name) else { return nil }
            var out: SRGBColor?
            appearance.performAsCurrentDrawingAppearance {
                guard let rgb = color.usingColorSpace(.extendedSRGB) else { return }
                out = AppearanceColor.srgb(
                    extendedRed: Double(rgb.redComponent), green: Double(rgb.greenComponent),
                    blue: Double(rgb.blueComponent), alpha: Double(rgb.alphaComponent))
            }
            return out
        }
        guard let light = resolved(.aqua), let dark = resolved(.darkAqua),
            let lightHigh = resolved(.accessibilityHighContrastAqua),
            let darkHigh = resolved(.accessibilityHighContrastDarkAqua)
        else { return nil }
        self.init(light: light, dark: dark, lightIncreasedContrast: lightHigh, darkIncreasedContrast: darkHigh)
    }

    #if canImport(SwiftUI)
    /// A SwiftUI color through `NSColor(color)`, resolved as ``init(resolving:)-(NSColor)``.
    @MainActor public init?(resolving color: SwiftUI.Color) {
        self.init(resolving: NSColor(color))
    }
    #endif
}
#endif
