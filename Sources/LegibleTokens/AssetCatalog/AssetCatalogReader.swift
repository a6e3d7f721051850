import LegibleCore

/// Reads one Xcode asset-catalog colorset (`Name.colorset/Contents.json`) into declarations.
///
/// Source: Apple, Asset Catalog Format Reference ("Named Color Type", "Group Type"), and what
/// Xcode writes.
/// - **Name**: the colorset folder's name without `.colorset`, prefixed with `Folder/` for each
///   enclosing group folder whose `Contents.json` has `"properties": {"provides-namespace":
///   true}` (other folders add nothing, as in Xcode). A `Contents.json` outside a `.colorset`
///   folder is named after the file.
/// - **Idiom**: for each appearance, the entry of the first idiom of ``idioms`` that has one
///   (default `iphone`, then `universal`). A colorset with no entry for those idioms is skipped
///   with the reason; one whose entries hold no `color` (Xcode's new `AccentColor`) is skipped
///   with the reason "no color set", and so is one whose `colors` array is empty or missing (the
///   reason says which); a `colors` that is not an array is an error. Within an idiom, entries for `"display-gamut":
///   "display-P3"` are used only when no sRGB entry covers the same appearance.
/// - **Appearances**: entries are keyed `any` (no `appearances`), `light`, `dark`, each with
///   `-high-contrast` for `contrast: high`. Each appearance takes, nearest first: `light` ←
///   light, any; `dark` ← dark, any; `light-high-contrast` ← light HC, any HC, light, any;
///   `dark-high-contrast` ← dark HC, dark, any HC, any (see ``effectiveKeys(_:)``): an entry
///   with no luminosity matches dark too, and a high-contrast entry wins over a standard one; the
///   tie of a dark and an any HC entry goes to dark (Apple documents no order; the dark entry is
///   the one designed against dark backgrounds).
/// - **Strict keys**: keys and appearance values the format does not define are errors
///   (``AssetCatalogKeys``).
/// - **System colors** (`"reference": "systemBlueColor"`) resolve with ``AppleSystemColors``
///   (`"platform": "ios"`, `"universal"` or none: the iOS table; `"osx"`: the macOS table) in
///   each appearance the colorset gives, and also in dark and in the high-contrast appearances
///   where the table has its own value, since a system color adapts by itself. A near miss of a
///   name in the table (``AppleSystemColors/nearMiss(_:platform:)``) is an error; other unknown
///   names and other platforms are reported as skipped with the reason.
/// - **Components written as 0 or 1** (``AssetCatalogColor/writtenAsZeroOrOne``): the value is
///   kept as Xcode reads it, with a ``TokenDeclaration/warning`` naming the colorset and the
///   color checked.
/// - **Platform** (``TokenDeclaration/platform``): `macos` for a `mac` entry or an `osx` system
///   color, else `ios`; the loader makes it catalog-wide, and translucent backgrounds are
///   composited over a canvas of their own platform.
/// - **Location**: the `components` object of each color (or its `reference`).
struct AssetCatalogReader {
    let path: String

    /// Whether `root` is a colorset's contents: a `colors` array whose entries hold `color`.
    static func isColorSet(_ root: LocatedJSONValue, path: String) -> Bool {
        if path.split(separator: "/").dropLast().last?.hasSuffix(".colorset") == true { return true }
        guard let colors = root["colors"]?.elements, let first = colors.first else { return false }
        return first["color"] != nil
    }

    /// Whether `path` is a colorset's `Contents.json` (`….colorset/Contents.json`).
    static func isColorSetPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.last == "Contents.json" && parts.dropLast().last?.hasSuffix(".colorset") == true
    }

    /// Whether `path` is the `Contents.json` of a catalog, group or other asset folder that is
    /// not a colorset: metadata, never tokens.
    static func isCatalogMetadata(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.last == "Contents.json" && parts.contains { $0.hasSuffix(".xcassets") }
    }

    /// The folders (paths without the trailing `/Contents.json`) whose `Contents.json` among
    /// `sources` says `"provides-namespace": true`.
    static func namespaceFolders(in sources: [TokenSource]) throws(TokenFileError) -> Set<String> {
        var folders: Set<String> = []
        for source in sources where isCatalogMetadata(source.path) && !source.path.contains(".colorset/") {
            guard source.bytes.firstRange(of: Array("provides-namespace".utf8)) != nil else { continue }
            let root = try JSONReader().read(source.bytes, path: source.path)
            if case .bool(true)? = root["properties"]?["provides-namespace"]?.kind {
                folders.insert(String(source.path.dropLast("/Contents.json".count)))
            }
        }
        return folders
    }

    /// The token name of the colorset at `path`.
    static func name(of path: String, namespaces: Set<String>) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".colorset") else {
            let file = parts.last ?? path
            return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        }
        var name = String(parts[parts.count - 2].dropLast(".colorset".count))
        var i = parts.count - 3
        while i >= 0, !parts[i].hasSuffix(".xcassets") {
            if namespaces.contains(parts[...i].joined(separator: "/")) { name = parts[i] + "/" + name }
            i -= 1
        }
        return name
    }

    private struct Entry {
        var appearance: String
        var color: LocatedJSONValue
        var isP3Gamut: Bool
        var idiom: String
        /// The entry's other slot keys (``slot(of:)``): two entries that differ there are two slots.
        var slot: String
    }

    /// The slot keys of an entry besides its idiom, gamut, appearances and color (`subtype`,
    /// `locale`, `graphics-feature-set`, …), as text: entries that differ there are not duplicates.
    static func slot(of entry: LocatedJSONValue) -> String {
        let ignored: Set<String> = ["idiom", "display-gamut", "appearances", "color"]
        return (entry.members ?? []).filter { !ignored.contains($0.key) }
            .map { "\($0.key)=\($0.value.string ?? $0.value.typeName)" }.sorted().joined(separator: ";")
    }

    /// The idioms whose entries are read, preferred first (``TokenLoader/idioms``).
    var idioms: [String] = TokenLoader.defaultIdioms

    func declarations(in root: LocatedJSONValue, namespaces: Set<String>) throws(TokenFileError) -> [TokenDeclaration] {
        let name = Self.name(of: path, namespaces: namespaces)
        guard let list = root["colors"] else {
            // As `"colors": []`: nothing is set, which the reader knows it cannot check.
            return [declaration(name, "light", .unavailable("no color set (its Contents.json has no \"colors\" array)"),
                                "", root.location)]
        }
        guard let colors = list.elements else {
            throw TokenFileError(location: list.location,
                                 message: "colorset \"colors\" is a \(list.typeName); expected an array of entries")
        }
        var entries: [String: Entry] = [:]  // keyed by any, light, dark, any-high-contrast…
        var rank: [String: Int] = [:]  // the idiom preference of each key's entry
        var withoutColor = 0
        var listed: [String] = []
        var otherSlots: [String] = []  // the slots of entries passed over for another of their idiom
        for entry in colors {
            try Self.checkKeys(of: entry)
            let idiom = entry["idiom"]?.string ?? "universal"
            if !listed.contains(idiom) { listed.append(idiom) }
            guard let preference = idioms.firstIndex(of: idiom) else { continue }
            guard let color = entry["color"] else {
                withoutColor += 1  // Xcode writes an entry with no color for a value not set yet
                continue
            }
            guard color.members != nil else {
                throw TokenFileError(location: color.location,
                                     message: "colorset entry's \"color\" is a \(color.typeName); expected an object")
            }
            let key = Self.appearanceKey(of: entry)
            let p3 = entry["display-gamut"]?.string?.lowercased() == "display-p3"
            if let existing = entries[key], let r = rank[key] {
                // Two entries for one idiom, appearance and gamut: Xcode keeps one, and which
                // one was meant is unknown (the second was read silently before).
                if existing.idiom == idiom && existing.isP3Gamut == p3 && existing.slot == Self.slot(of: entry) {
                    let place = existing.color.location
                    throw TokenFileError(
                        location: color.location,
                        message: "colorset has a second entry for idiom \(idiom), appearance \(key)"
                            + (p3 ? ", display-gamut display-P3" : "") + " (the first is at \(place.line):\(place.column)); "
                            + "expected one per idiom, appearance and gamut")
                }
                // A preferred idiom's entry wins; within an idiom, one for sRGB displays wins
                // over one for P3 displays.
                let keepsExisting = r < preference || (r == preference && (!existing.isP3Gamut || p3))
                // Entries of one idiom and gamut for other slots (a locale, a subtype): one is
                // checked, and the others are named, not dropped unseen.
                if existing.idiom == idiom && existing.isP3Gamut == p3 {
                    let loser = keepsExisting ? Self.slot(of: entry) : existing.slot
                    otherSlots.append(loser.isEmpty ? "no other slot key" : loser)
                }
                if keepsExisting { continue }
            }
            entries[key] = Entry(appearance: key, color: color, isP3Gamut: p3, idiom: idiom, slot: Self.slot(of: entry))
            rank[key] = preference
        }
        if entries.isEmpty {
            let reason = listed.isEmpty
                ? "no color set (its \"colors\" array is empty)"
                : withoutColor > 0
                ? "no color set"
                : "no entry for idiom " + idioms.joined(separator: " or ") + " (it has "
                    + listed.joined(separator: ", ") + "; choose one with --idiom)"
            return [declaration(name, "light", .unavailable(reason), "", root.location)]
        }
        var result: [TokenDeclaration] = []
        let references = entries.values.filter { $0.color["reference"] != nil }
        var appearances = Self.appearances(for: Set(entries.keys), systemColor: !references.isEmpty)
        // A system color takes its increased-contrast value by itself, as the platform does,
        // even when the colorset has no high-contrast entry.
        for hc in ["light-high-contrast", "dark-high-contrast"] where !appearances.contains(hc) {
            guard let entry = Self.effectiveKeys(hc).lazy.compactMap({ entries[$0] }).first,
                  let reference = entry.color["reference"]?.string,
                  let platform = AppleSystemColors.Platform(catalogName: entry.color["platform"]?.string),
                  AppleSystemColors.hasIncreasedContrastValue(reference, platform: platform, appearance: hc)
            else { continue }
            appearances.append(hc)
        }
        for appearance in appearances {
            guard let entry = Self.effectiveKeys(appearance).lazy.compactMap({ entries[$0] }).first else { continue }
            let isMac = entry.idiom == "mac" || entry.color["platform"]?.string == "osx"
            if let reference = entry.color["reference"] {
                var declared = try systemColor(name, reference, appearance, platform: entry.color["platform"]?.string)
                declared.platform = isMac ? "macos" : "ios"
                result.append(declared)
            } else {
                let color = try AssetCatalogColor(entry.color)
                let location = entry.color["components"]?.location ?? entry.color.location
                var declared = declaration(name, appearance, .color(color.srgb), color.rawValue, location)
                declared.platform = isMac ? "macos" : "ios"
                let alphaNote = "alpha \"1\" is read as 1.0 (opaque), not as the 8-bit 1/255"
                if color.writtenAsZeroOrOne {
                    declared.warning = "the components of '\(name)' (\(color.rawValue)) are all written as the integer 0 "
                        + "or 1, which Xcode reads as 8-bit values (\"1\" is 1/255), so it is checked as "
                        + "\(color.srgb.hex)\(color.alphaWrittenAsOne ? " (" + alphaNote + ")" : ""); if 0.0...1.0 was "
                        + "meant, write \"1.000\" and \"0.000\" (or 255 for 8-bit)"
                } else if color.alphaWrittenAsOne {
                    declared.warning = "the alpha of '\(name)' (\(color.rawValue)) is written as the integer \"1\": "
                        + alphaNote + ", so it is checked as \(color.srgb.hex); write \"1.000\" for opaque or \"0x01\" "
                        + "for 1/255 to say which was meant"
                }
                result.append(declared)
            }
        }
        if !otherSlots.isEmpty, let first = result.indices.first, result[first].warning == nil {
            result[first].warning = "colorset '\(name)' also has entries for other slots (\(otherSlots.joined(separator: ", "))), "
                + "which are not checked: only one entry per idiom, appearance and gamut is read"
        }
        return result
    }

    /// The entries an appearance uses, nearest first: its own; for high contrast, then the
    /// standard appearance (a dark color is never replaced by a light one), then "Any, High
    /// Contrast"; finally "Any".
    static func effectiveKeys(_ appearance: String) -> [String] {
        switch appearance {
        case "dark": ["dark", "any"]
        case "light-high-contrast": ["light-high-contrast", "any-high-contrast", "light", "any"]
        case "dark-high-contrast": ["dark-high-contrast", "dark", "any-high-contrast", "any"]
        default: ["light", "any"]
        }
    }

    /// The appearances a colorset gives values for, given the keys of its entries: `light`
    /// always; `dark` when it has a dark entry, a system color (which adapts by itself), or
    /// both "Any" and "Light" (so dark takes "Any", not "Light"); the high-contrast ones when
    /// it has a high-contrast entry (an "Any, High Contrast" entry gives both, since Any matches
    /// dark too). Other appearances of the catalog fall back through the loader's chain.
    static func appearances(for keys: Set<String>, systemColor: Bool) -> [String] {
        var result = ["light"]
        let hasDark = systemColor || keys.contains { $0.hasPrefix("dark") } || (keys.contains("any") && keys.contains("light"))
        if hasDark { result.append("dark") }
        if keys.contains("any-high-contrast") || keys.contains("light-high-contrast") {
            result.append("light-high-contrast")
        }
        if keys.contains("dark-high-contrast") || keys.contains("any-high-contrast") {
            result.append("dark-high-contrast")
        }
        return result
    }

    private func systemColor(_ name: String, _ reference: LocatedJSONValue, _ appearance: String,
                             platform: String?) throws(TokenFileError) -> TokenDeclaration {
        let text = reference.string ?? ""
        let raw = "reference \(text)" + (platform.map { " (\($0))" } ?? "")
        guard let table = AppleSystemColors.Platform(catalogName: platform) else {
            return declaration(name, appearance, .unavailable("system color '\(text)' on platform '\(platform ?? "")' "
                                                             + "has no value in Legible's tables (iOS and macOS only)"),
                               raw, reference.location)
        }
        guard let css = AppleSystemColors.value(text, platform: table, appearance: appearance),
              let color = try? SRGBColor(parsing: css) else {
            if let near = AppleSystemColors.nearMiss(text, platform: table) {
                throw TokenFileError(location: reference.location,
                                     message: "unknown system color \"\(text)\"; did you mean \"\(near)\"? expected a "
                                         + "name of Legible's table of \(table.displayName) system colors")
            }
            return declaration(name, appearance, .unavailable("system color '\(text)' has no value in Legible's "
                                                             + "table of \(table.displayName) system colors (it may be "
                                                             + "newer than the table, or not a system color); not checked"),
                               raw, reference.location)
        }
        var result = declaration(name, appearance, .color(color), raw, reference.location)
        result.note = AppleSystemColors.note(text, platform: table)
        return result
    }

    /// Refuses keys and appearance values that the format does not define (``AssetCatalogKeys``).
    private static func checkKeys(of entry: LocatedJSONValue) throws(TokenFileError) {
        try AssetCatalogKeys.check(entry, known: AssetCatalogKeys.entry, what: "a colorset entry")
        if let color = entry["color"] {
            try AssetCatalogKeys.check(color, known: AssetCatalogKeys.color, what: "a colorset color")
            if let components = color["components"] {
                try AssetCatalogKeys.check(components, known: AssetCatalogKeys.components, what: "a color's components")
            }
        }
        if let list = entry["appearances"] {
            guard let items = list.elements else {
                throw TokenFileError(location: list.location,
                                     message: "colorset entry's \"appearances\" is a \(list.typeName); expected an array")
            }
            for item in items { try AssetCatalogKeys.checkAppearance(item) }
        }
    }

    /// The key of an entry's `appearances` list (checked by ``checkKeys(of:)``): `any` (none),
    /// `light`, `dark`, each with `-high-contrast` for `contrast: high`.
    private static func appearanceKey(of entry: LocatedJSONValue) -> String {
        var base = "any"
        var highContrast = false
        for item in entry["appearances"]?.elements ?? [] {
            switch (item["appearance"]?.string, item["value"]?.string) {
            case ("luminosity", let value?): base = value
            default: highContrast = true
            }
        }
        return highContrast ? base + "-high-contrast" : base
    }

    private func declaration(_ name: String, _ appearance: String, _ value: DeclaredValue, _ raw: String,
                             _ location: SourceLocation) -> TokenDeclaration {
        TokenDeclaration(name: name, appearance: appearance, value: value, rawValue: raw, location: location,
                         summary: nil, type: "color", syntax: .platform)
    }
}
