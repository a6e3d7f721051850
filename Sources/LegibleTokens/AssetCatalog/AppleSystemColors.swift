/// Apple's system colors, for asset-catalog `"reference"` colors (`systemBlueColor`,
/// `labelColor`, `windowBackgroundColor`…), per platform and appearance.
///
/// iOS (`"platform": "ios"`, `"universal"` or none): the values of `Palettes/apple-ios-system.css`
/// (iOS 15–18; sources in `Palettes/README.md`). macOS (`"platform": "osx"`): AppKit's dynamic
/// colors in the Aqua and Dark Aqua appearances (macOS 10.14 and later; sources in
/// `Palettes/README.md`, "macOS system colors"). Each row is light, dark, light high contrast, dark
/// high contrast; a nil high-contrast value means no source gives an increased-contrast value,
/// and the standard one is used (for macOS with a note saying so).
enum AppleSystemColors {
    /// The platform whose table a reference resolves through.
    enum Platform: Sendable {
        case iOS, macOS

        /// `ios`, `universal` or no platform → iOS; `osx` → macOS; anything else (`tvos`,
        /// `watchos`) → nil.
        init?(catalogName name: String?) {
            switch name?.lowercased() {
            case nil, "ios", "universal": self = .iOS
            case "osx", "macos": self = .macOS
            default: return nil
            }
        }

        /// `iOS`, `macOS`, for messages.
        var displayName: String { self == .iOS ? "iOS" : "macOS" }
    }

    /// The appearances of each row, in order.
    static let appearances = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// The CSS color text of `reference` in `appearance` on `platform`, or nil when the table has
    /// no such color. A high-contrast appearance without its own value takes the standard one.
    static func value(_ reference: String, platform: Platform = .iOS, appearance: String) -> String? {
        guard let row = (platform == .iOS ? table : macOSTable)[reference] else {
            return fixed[reference]
        }
        switch appearance {
        case "dark": return row[1]
        case "light-high-contrast": return row[2] ?? row[0]
        case "dark-high-contrast": return row[3] ?? row[1]
        default: return row[0]
        }
    }

    /// The name of `platform`'s table (or of the fixed colors) that `reference` is a near miss of:
    /// the same name in other letter case, or within two edits (``EditDistance``). Nil when
    /// `reference` is in a table (of either platform) or near none: an unknown name may be a
    /// system color newer than the tables.
    static func nearMiss(_ reference: String, platform: Platform) -> String? {
        if table[reference] != nil || macOSTable[reference] != nil || fixed[reference] != nil { return nil }
        let names = (Array((platform == .iOS ? table : macOSTable).keys) + Array(fixed.keys)).sorted()
        if let same = names.first(where: { $0.lowercased() == reference.lowercased() }) { return same }
        let ranked = names.map { ($0, EditDistance.distance(reference, $0)) }.min { $0.1 < $1.1 }
        return ranked.flatMap { $0.1 <= 2 ? $0.0 : nil }
    }

    /// Whether the table gives `reference` its own value in the high-contrast `appearance`
    /// (`light-high-contrast` or `dark-high-contrast`), different from the standard one.
    static func hasIncreasedContrastValue(_ reference: String, platform: Platform, appearance: String) -> Bool {
        guard let row = (platform == .iOS ? table : macOSTable)[reference] else { return false }
        switch appearance {
        case "light-high-contrast": return row[2].map { $0 != row[0] } ?? false
        case "dark-high-contrast": return row[3].map { $0 != row[1] } ?? false
        default: return false
        }
    }

    /// The note a report must carry for a reference whose value is an assumption:
    /// `controlAccentColor` follows the user's accent color (System Settings → Appearance), and
    /// Legible takes its default, blue.
    ///
    /// A macOS color without increased-contrast values in the table (no source gives them) has
    /// a note too: its standard value is used in the high-contrast appearances.
    static func note(_ reference: String, platform: Platform) -> String? {
        var notes: [String] = []
        if reference == "controlAccentColor" {
            notes.append("controlAccentColor follows the user's accent color setting; Legible uses its default, blue "
                + "(#007aff light, #0a84ff dark)")
        }
        if platform == .macOS, let row = macOSTable[reference], row[2] == nil, row[3] == nil {
            notes.append("\(reference) (macOS) has no increased-contrast value in Legible's table (no source gives "
                + "one); its standard value is used in the high-contrast appearances")
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
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

    /// macOS (AppKit) name → [light (Aqua), dark (Dark Aqua), light high contrast, dark high
    /// contrast]. The hue colors' four columns are the HIG's macOS system color table (standard
    /// and "increased contrast"); the label colors' alphas are AppKit's 8-bit values (216, 127,
    /// 66, 25 light; 216, 140, 64, 25 dark, over 255). Sources per value in `Palettes/README.md`.
    /// The other UI element colors have no increased-contrast value from any source: nil, the
    /// standard value is used, and ``note(_:platform:)`` says so.
    static let macOSTable: [String: [String?]] = [
        "labelColor": ["rgba(0, 0, 0, 0.847059)", "rgba(255, 255, 255, 0.847059)", nil, nil],
        "secondaryLabelColor": ["rgba(0, 0, 0, 0.498039)", "rgba(255, 255, 255, 0.54902)", nil, nil],
        "tertiaryLabelColor": ["rgba(0, 0, 0, 0.258824)", "rgba(255, 255, 255, 0.25098)", nil, nil],
        "quaternaryLabelColor": ["rgba(0, 0, 0, 0.098039)", "rgba(255, 255, 255, 0.098039)", nil, nil],
        "textColor": ["#000000", "#ffffff", nil, nil],
        "placeholderTextColor": ["rgba(0, 0, 0, 0.25)", "rgba(255, 255, 255, 0.25)", nil, nil],
        "selectedTextColor": ["#000000", "#ffffff", nil, nil],
        "textBackgroundColor": ["#ffffff", "#1e1e1e", nil, nil],
        "selectedTextBackgroundColor": ["#b3d7ff", "#3f638b", nil, nil],
        "windowBackgroundColor": ["#ececec", "#323232", nil, nil],
        "controlBackgroundColor": ["#ffffff", "#1e1e1e", nil, nil],
        "controlColor": ["#ffffff", "rgba(255, 255, 255, 0.25)", nil, nil],
        "controlTextColor": ["rgba(0, 0, 0, 0.85)", "rgba(255, 255, 255, 0.85)", nil, nil],
        "disabledControlTextColor": ["rgba(0, 0, 0, 0.25)", "rgba(255, 255, 255, 0.25)", nil, nil],
        "selectedContentBackgroundColor": ["#0063e1", "#0058d0", nil, nil],
        "unemphasizedSelectedContentBackgroundColor": ["#dcdcdc", "#464646", nil, nil],
        "alternateSelectedControlTextColor": ["#ffffff", "#ffffff", nil, nil],
        "headerTextColor": ["rgba(0, 0, 0, 0.85)", "#ffffff", nil, nil],
        "windowFrameTextColor": ["rgba(0, 0, 0, 0.85)", "rgba(255, 255, 255, 0.85)", nil, nil],
        "separatorColor": ["rgba(0, 0, 0, 0.1)", "rgba(255, 255, 255, 0.1)", nil, nil],
        "gridColor": ["#e6e6e6", "#1a1a1a", nil, nil],
        "linkColor": ["#0068da", "#419cff", nil, nil],
        "controlAccentColor": ["#007aff", "#0a84ff", nil, nil],
        "systemRedColor": ["#ff3b30", "#ff453a", "#d70015", "#ff6961"],
        "systemOrangeColor": ["#ff9500", "#ff9f0a", "#c93400", "#ffb340"],
        "systemYellowColor": ["#ffcc00", "#ffd60a", "#a05a00", "#ffd426"],
        "systemGreenColor": ["#28cd41", "#32d74b", "#007d1b", "#31de4b"],
        "systemMintColor": ["#00c7be", "#66d4cf", "#0c817b", "#66d4cf"],
        "systemTealColor": ["#59adc4", "#6ac4dc", "#008299", "#5de6ff"],
        "systemCyanColor": ["#55bef0", "#5ac8f5", "#0071a4", "#70d7ff"],
        "systemBlueColor": ["#007aff", "#0a84ff", "#0040dd", "#409cff"],
        "systemIndigoColor": ["#5856d6", "#5e5ce6", "#3634a3", "#7d7aff"],
        "systemPurpleColor": ["#af52de", "#bf5af2", "#8944ab", "#da8fff"],
        "systemPinkColor": ["#ff2d55", "#ff375f", "#d30f45", "#ff6482"],
        "systemBrownColor": ["#a2845e", "#ac8e68", "#7f6545", "#b59469"],
        "systemGrayColor": ["#8e8e93", "#98989d", "#69696e", "#98989d"],
    ]
}
