import LegibleCore
import LegibleReports

/// One color as each appearance draws it: light, dark, and each with Increase Contrast on.
///
/// This is what a dynamic `UIColor`, `NSColor` or SwiftUI `Color` (a system color or an asset
/// catalog color set) resolves to; on Apple platforms `AppearanceColor(resolving:)` builds it
/// (UIKit: `UITraitCollection` with `userInterfaceStyle` and `accessibilityContrast`; AppKit:
/// the `aqua`, `darkAqua` and high-contrast `NSAppearance`s). Every value is straight-alpha
/// sRGB (``SRGBColor``); a translucent one is composited as `legible contrast` does.
public struct AppearanceColor: Hashable, Sendable {
    /// An appearance, named as `legible check` names asset-catalog appearances.
    public enum Appearance: String, CaseIterable, Hashable, Sendable {
        /// Light mode, standard contrast.
        case light
        /// Dark mode, standard contrast.
        case dark
        /// Light mode with Increase Contrast on.
        case lightIncreasedContrast = "light-high-contrast"
        /// Dark mode with Increase Contrast on.
        case darkIncreasedContrast = "dark-high-contrast"
    }

    /// The color in light mode.
    public var light: SRGBColor
    /// The color in dark mode.
    public var dark: SRGBColor
    /// The color in light mode with Increase Contrast on.
    public var lightIncreasedContrast: SRGBColor
    /// The color in dark mode with Increase Contrast on.
    public var darkIncreasedContrast: SRGBColor

    /// A color per appearance; one left out is its base's (dark is light's, an increased-contrast
    /// one its mode's), as an asset catalog falls back.
    public init(
        light: SRGBColor, dark: SRGBColor? = nil, lightIncreasedContrast: SRGBColor? = nil,
        darkIncreasedContrast: SRGBColor? = nil
    ) {
        self.light = light
        self.dark = dark ?? light
        self.lightIncreasedContrast = lightIncreasedContrast ?? light
        self.darkIncreasedContrast = darkIncreasedContrast ?? dark ?? light
    }

    /// CSS strings per appearance (`"#1c1c1e"`, `"rgb(60 60 67 / 60%)"`), left-out ones as in
    /// ``init(light:dark:lightIncreasedContrast:darkIncreasedContrast:)``.
    /// - Throws: `ColorSyntaxError` for a string that is not a color.
    public init(
        light: String, dark: String? = nil, lightIncreasedContrast: String? = nil, darkIncreasedContrast: String? = nil
    ) throws(ColorSyntaxError) {
        func parse(_ text: String?) throws(ColorSyntaxError) -> SRGBColor? {
            guard let text else { return nil }
            return try SRGBColor(parsing: text)
        }
        self.init(
            light: try SRGBColor(parsing: light), dark: try parse(dark),
            lightIncreasedContrast: try parse(lightIncreasedContrast), darkIncreasedContrast: try parse(darkIncreasedContrast))
    }

    /// The color in `appearance`.
    public subscript(appearance: Appearance) -> SRGBColor {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightIncreasedContrast: lightIncreasedContrast
        case .darkIncreasedContrast: darkIncreasedContrast
        }
    }

    /// A color from extended-sRGB components as Apple's frameworks give them (gamma-encoded;
    /// below 0 or above 1 for Display P3 colors outside sRGB), brought into sRGB by CSS Color 4
    /// §13.2 gamut mapping as asset-catalog colors are; alpha is clamped to 0...1.
    public static func srgb(extendedRed red: Double, green: Double, blue: Double, alpha: Double) -> SRGBColor {
        CSSColor(space: .srgb, red, green, blue, alpha: alpha).gamutMapped
    }
}

extension ContrastJudge {
    /// Judges a pair in every appearance, once per distinct pair of colors: appearances that draw
    /// the same two colors share one finding, whose message starts with their names
    /// (`dark, dark-high-contrast appearance: …`), after `context` when one is given.
    ///
    /// Then the increased-contrast regression rule of `legible check`
    /// (``ContrastRegression/regression(score:standard:standardAppearance:)``, one implementation):
    /// an increased-contrast appearance whose worst WCAG ratio is below the standard
    /// appearance's (unrounded) adds a ``ContrastFindingSeverity/failure`` finding with
    /// ``ContrastFinding/regression`` set, even when both meet the requirement: Increase Contrast
    /// must not lower contrast.
    ///
    /// - Parameter judge: judges one pair with the context it is given (one of the other
    ///   `judge` functions).
    /// - Returns: one finding per distinct pair, light first, then one per regression.
    public static func judgeAppearances(
        foreground: AppearanceColor, background: AppearanceColor, context: String? = nil,
        _ judge: (_ foreground: SRGBColor, _ background: SRGBColor, _ context: String) -> ContrastFinding
    ) -> [ContrastFinding] {
        var groups: [(pair: [SRGBColor], names: [String])] = []
        for appearance in AppearanceColor.Appearance.allCases {
            let pair = [foreground[appearance], background[appearance]]
            if let index = groups.firstIndex(where: { $0.pair == pair }) {
                groups[index].names.append(appearance.rawValue)
            } else {
                groups.append((pair, [appearance.rawValue]))
            }
        }
        var findings = groups.map { group in
            let names = group.names.count == AppearanceColor.Appearance.allCases.count
                ? "every appearance" : group.names.joined(separator: ", ") + " appearance"
            return judge(group.pair[0], group.pair[1], (context.map { $0 + ", " } ?? "") + names)
        }
        for appearance in [AppearanceColor.Appearance.lightIncreasedContrast, .darkIncreasedContrast] {
            guard let base = ContrastRegression.standardAppearance(of: appearance.rawValue),
                  let standard = AppearanceColor.Appearance(rawValue: base),
                  let group = groups.firstIndex(where: { $0.names.contains(appearance.rawValue) })
            else { continue }
            let measured = foreground[appearance].contrast(with: background[appearance])
            let standardRatio = foreground[standard].contrast(with: background[standard]).worst.value
            guard let regression = ContrastRegression.regression(
                score: measured.worst.value, standard: standardRatio, standardAppearance: base) else { continue }
            var finding = findings[group]
            finding.severity = .failure
            finding.measurement = measured
            finding.regression = regression
            finding.message = (context.map { $0 + ", " } ?? "") + "\(appearance.rawValue) appearance: "
                + "\(foreground[appearance].hex) on \(background[appearance].hex): \(ratioText(measured)), less than "
                + "\(ContrastRatio(standardRatio).displayString):1 in \(base): an increased-contrast regression "
                + "(Increase Contrast must not lower contrast)"
            findings.append(finding)
        }
        return findings
    }
}
