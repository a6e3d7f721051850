/// The keys and appearance values a colorset may hold, and the checks that refuse any other: a
/// misspelled key or value (`"appearence"`, `"colour"`, `"drak"`) would otherwise drop its
/// entry or its appearance without a word.
///
/// Source: Apple, Asset Catalog Format Reference ("Named Color Type"; the slot components of
/// "Image Set Type": `idiom`, `subtype`, `display-gamut`, `appearances`, `locale`, …), and the
/// keys Xcode writes (`platform` and `reference` for a system color).
enum AssetCatalogKeys {
    /// An entry of `colors`.
    static let entry = ["idiom", "subtype", "display-gamut", "appearances", "color", "locale",
                        "language-direction", "scale", "screen-width", "width-class", "height-class",
                        "memory", "graphics-feature-set"]
    /// A `color` object.
    static let color = ["color-space", "components", "reference", "platform"]
    /// A `components` object.
    static let components = ["red", "green", "blue", "alpha", "white"]
    /// An item of `appearances`.
    static let appearanceItem = ["appearance", "value"]
    /// The appearance kinds and their values.
    static let appearanceValues: [String: [String]] = ["luminosity": ["light", "dark"], "contrast": ["high"]]

    /// Throws at the first key of `object` that is not in `known`, naming `what` and the nearest
    /// known key when one is a plausible typo (``EditDistance/nearestKey(to:in:)``).
    static func check(_ object: LocatedJSONValue, known: [String], what: String) throws(TokenFileError) {
        for member in object.members ?? [] where !known.contains(member.key) {
            let hint = EditDistance.nearestKey(to: member.key, in: known).map { "did you mean \"\($0)\"? " } ?? ""
            throw TokenFileError(
                location: member.keyLocation,
                message: "unknown key \"\(member.key)\" in \(what); \(hint)expected one of: "
                    + known.joined(separator: ", ") + " (Asset Catalog Format Reference)")
        }
    }

    /// Throws unless `item` of `appearances` is `luminosity` `light`/`dark` or `contrast` `high`.
    static func checkAppearance(_ item: LocatedJSONValue) throws(TokenFileError) {
        guard item.members != nil else {
            throw TokenFileError(location: item.location,
                                 message: "colorset appearance is a \(item.typeName); expected an object "
                                     + "{\"appearance\": …, \"value\": …}")
        }
        try check(item, known: appearanceItem, what: "a colorset appearance")
        let kinds = appearanceValues.keys.sorted()
        guard let kindValue = item["appearance"], let kind = kindValue.string, let values = appearanceValues[kind] else {
            let found = item["appearance"].map { Self.describe($0) } ?? "no \"appearance\""
            let hint = item["appearance"]?.string.flatMap { EditDistance.nearestKey(to: $0, in: kinds) }
                .map { "did you mean \"\($0)\"? " } ?? ""
            throw TokenFileError(location: item["appearance"]?.location ?? item.location,
                                 message: "colorset appearance is \(found); \(hint)expected \"luminosity\" or \"contrast\"")
        }
        guard let valueItem = item["value"], let value = valueItem.string, values.contains(value) else {
            let found = item["value"].map { Self.describe($0) } ?? "no \"value\""
            let hint = item["value"]?.string.flatMap { EditDistance.nearestKey(to: $0, in: values) }
                .map { "did you mean \"\($0)\"? " } ?? ""
            throw TokenFileError(location: item["value"]?.location ?? item.location,
                                 message: "\(kind) appearance value is \(found); \(hint)expected "
                                     + values.map { "\"\($0)\"" }.joined(separator: " or "))
        }
    }

    private static func describe(_ value: LocatedJSONValue) -> String {
        value.string.map { "\"\($0)\"" } ?? "a \(value.typeName)"
    }
}
