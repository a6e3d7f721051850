import LegibleCore

/// The framework colors `@android:color/name` refers to (`android.R.color`), as defined in
/// AOSP `frameworks/base/core/res/res/values/colors.xml` (and `colors_holo.xml` for the
/// `holo_*` ones). These are fixed values; the `system_accent*`/`system_neutral*` dynamic
/// (Material You) colors depend on the wallpaper and are not in the table, so a reference to
/// them is reported as skipped.
enum AndroidSystemColors {
    static let table: [String: SRGBColor] = {
        let hex: [String: String] = [
            "white": "#FFFFFFFF", "black": "#FF000000", "transparent": "#00000000",
            "background_dark": "#FF000000", "background_light": "#FFFFFFFF",
            "darker_gray": "#FFAAAAAA",
            "holo_blue_light": "#FF33B5E5", "holo_blue_dark": "#FF0099CC", "holo_blue_bright": "#FF00DDFF",
            "holo_green_light": "#FF99CC00", "holo_green_dark": "#FF669900",
            "holo_red_light": "#FFFF4444", "holo_red_dark": "#FFCC0000",
            "holo_orange_light": "#FFFFBB33", "holo_orange_dark": "#FFFF8800",
            "holo_purple": "#FFAA66CC",
        ]
        var table: [String: SRGBColor] = [:]
        for (name, text) in hex {
            if let color = AndroidResourceReader.hexColor(text) { table[name] = color }
        }
        return table
    }()
}
