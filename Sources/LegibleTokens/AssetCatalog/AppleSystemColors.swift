/// Apple's iOS system colors, for asset-catalog `"reference"` colors (`systemBlueColor`,
/// `labelColor`, `systemBackgroundColor`…), per appearance.
///
/// The values are those of `Palettes/apple-ios-system.css` (iOS 15–18 values; sources in
/// `Palettes/README.md`): light, dark, light-high-contrast and dark-high-contrast. A nil
/// high-contrast value means no verified increased-contrast value: the standard one is used, as
/// the platform does for colors without one. Only `"platform": "ios"` references (and those
/// without a platform) are resolved; macOS (`osx`) catalog colors such as
/// `controlBackgroundColor` have other values and are reported as skipped.
enum AppleSystemColors {
    /// The appearances of each row, in order.
    static let appearances = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// The CSS color text of `reference` in `appearance`, or nil when the table has no such color.
    static func value(_ reference: String, appearance: String) -> String? {
        guard let row = table[reference] else {
            return fixed[reference]
        }
        switch appearance {
        case "dark": return row[1]
        case "light-high-contrast": return row[2] ?? row[0]
        case "dark-high-contrast": return row[3] ?? row[1]
        default: return row[0]
        }
    }

    /// Colors that do not change with the appearance (UIKit `UIColor.white` and friends).
    static let fixed: [String: String] = [
        "whiteColor": "#ffffff", "blackColor": "#000000", "clearColor": "transparent",
        "darkGrayColor": "#555555", "lightGrayColor": "#aaaaaa", "grayColor": "#808080",
    ]

    /// Name → [light, dark, light high contrast, dark high contrast].
    static let table: [String: [String?]] = [
        "systemRedColor": ["#ff3b30", "#ff453a", "#d70015", "#ff6961"],
        "systemOrangeColor": ["#ff9500", "#ff9f0a", "#c93400", "#ffb340"],
        "systemYellowColor": ["#ffcc00", "#ffd60a", "#b25000", "#ffd426"],
        "systemGreenColor": ["#34c759", "#30d158", "#248a3d", "#30db5b"],
        "systemMintColor": ["#00c7be", "#63e6e2", "#0c817b", "#66d4cf"],
        "systemTealColor": ["#30b0c7", "#40c8e0", "#008299", "#5de6ff"],
        "systemCyanColor": ["#32ade6", "#64d2ff", "#0071a4", "#70d7ff"],
        "systemBlueColor": ["#007aff", "#0a84ff", "#0040dd", "#409cff"],
        "systemIndigoColor": ["#5856d6", "#5e5ce6", "#3634a3", "#7d7aff"],
        "systemPurpleColor": ["#af52de", "#bf5af2", "#8944ab", "#da8fff"],
        "systemPinkColor": ["#ff2d55", "#ff375f", "#d30f45", "#ff6482"],
        "systemBrownColor": ["#a2845e", "#ac8e68", "#7f6545", "#b59469"],
        "systemGrayColor": ["#8e8e93", "#8e8e93", "#6c6c70", "#aeaeb2"],
        "systemGray2Color": ["#aeaeb2", "#636366", "#8e8e93", "#7c7c80"],
        "systemGray3Color": ["#c7c7cc", "#48484a", "#aeaeb2", "#545456"],
        "systemGray4Color": ["#d1d1d6", "#3a3a3c", "#bcbcc0", "#444446"],
        "systemGray5Color": ["#e5e5ea", "#2c2c2e", "#d8d8dc", "#363638"],
        "systemGray6Color": ["#f2f2f7", "#1c1c1e", "#ebebf0", "#242426"],
        "labelColor": ["#000000", "#ffffff", "#000000", "#ffffff"],
        "secondaryLabelColor": ["rgba(60, 60, 67, 0.6)", "rgba(235, 235, 245, 0.6)", nil, nil],
        "tertiaryLabelColor": ["rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.3)", nil, nil],
        "quaternaryLabelColor": ["rgba(60, 60, 67, 0.18)", "rgba(235, 235, 245, 0.18)", nil, nil],
        "placeholderTextColor": ["rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.3)", nil, nil],
        "linkColor": ["#007aff", "#0984ff", nil, nil],
        "separatorColor": ["rgba(60, 60, 67, 0.29)", "rgba(84, 84, 88, 0.6)", nil, nil],
        "opaqueSeparatorColor": ["#c6c6c8", "#38383a", nil, nil],
        "systemBackgroundColor": ["#ffffff", "#000000", "#ffffff", "#000000"],
        "secondarySystemBackgroundColor": ["#f2f2f7", "#1c1c1e", nil, nil],
        "tertiarySystemBackgroundColor": ["#ffffff", "#2c2c2e", nil, nil],
        "systemGroupedBackgroundColor": ["#f2f2f7", "#000000", nil, nil],
        "secondarySystemGroupedBackgroundColor": ["#ffffff", "#1c1c1e", nil, nil],
        "tertiarySystemGroupedBackgroundColor": ["#f2f2f7", "#2c2c2e", nil, nil],
    ]
}
