#if canImport(UIKit) && !os(watchOS)
import LegibleCore
import UIKit
#if canImport(SwiftUI)
import SwiftUI
#endif

extension AppearanceColor {
    /// `color` as UIKit resolves it in each appearance: `resolvedColor(with:)` under a
    /// `UITraitCollection` of `userInterfaceStyle` `.light` or `.dark` and `accessibilityContrast`
    /// `.normal` or `.high` (Increase Contrast), read with `getRed(_:green:blue:alpha:)` (extended
    /// sRGB) and gamut-mapped into sRGB (``AppearanceColor/srgb(extendedRed:green:blue:alpha:)``).
    ///
    /// Returns nil for a color with no RGB form (a pattern image).
    @MainActor public init?(resolving color: UIColor) {
        func resolved(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> SRGBColor? {
            let traits = AppearanceColor.traits(style, contrast)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
                return nil
            }
            return AppearanceColor.srgb(
                extendedRed: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        }
        guard let light = resolved(.light, .normal), let dark = resolved(.dark, .normal),
            let lightHigh = resolved(.light, .high), let darkHigh = resolved(.dark, .high)
        else { return nil }
        self.init(light: light, dark: dark, lightIncreasedContrast: lightHigh, darkIncreasedContrast: darkHigh)
    }

    /// The trait collection of one appearance: `UITraitCollection { … }` where it exists (iOS and
    /// tvOS 17, visionOS), else the two one-trait collections combined (`init(traitsFrom:)`,
    /// deprecated from iOS 17).
    @MainActor static func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UITraitCollection {
        #if os(visionOS)
        return UITraitCollection { mutable in
            mutable.userInterfaceStyle = style
            mutable.accessibilityContrast = contrast
        }
        #else
        if #available(iOS 17, tvOS 17, *) {
            return UITraitCollection { mutable in
                mutable.userInterfaceStyle = style
                mutable.accessibilityContrast = contrast
            }
        }
        return UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
        ])
        #endif
    }

    #if canImport(SwiftUI)
    /// A SwiftUI color through `UIColor(color)`, resolved as ``init(resolving:)-(UIColor)``.
    /// System and asset-catalog colors stay dynamic through the bridge; a color SwiftUI
    /// computes only from its environment gives its light value everywhere.
    @MainActor public init?(resolving color: SwiftUI.Color) {
        self.init(resolving: UIColor(color))
    }
    #endif
}
#endif
