import LegibleCore

/// Reads one Xcode asset-catalog colorset (`Name.colorset/Contents.json`) into declarations.
///
/// Source: Apple, Asset Catalog Format Reference ("Named Color Type", "Group Type"), and what
/// Xcode writes.
/// - **Name**: the colorset folder's name without `.colorset`, prefixed with `Folder/` for each
///   enclosing group folder whose `Contents.json` has `"properties": {"provides-namespace":
///   true}` (other folders add nothing, as in Xcode). A `Contents.json` outside a `.colorset`
///   folder is named after the file.
/// - **Idiom**: the `universal` entries when there are any, else those of the first idiom
///   listed. Entries for `"display-gamut": "display-P3"` are used only when no other entry
///   covers the same appearance.
/// - **Appearances**: entries are keyed `any` (no `appearances`), `light`, `dark`, each with
///   `-high-contrast` for `contrast: high`. Each appearance takes, nearest first: `light` ←
///   light, any; `dark` ← dark, any; `light-high-contrast` ← light HC, any HC, light, any;
///   `dark-high-contrast` ← dark HC, dark, any HC, any (see ``effectiveKeys(_:)``), as UIKit
///   resolves a named color, except that a dark color is never replaced by a light one.
/// - **System colors** (`"reference": "systemBlueColor"`) resolve with ``AppleSystemColors``
///   in each appearance the colorset gives (dark always, since a system color adapts by
///   itself; high contrast when the colorset has a high-contrast entry). Unknown or macOS
///   references are reported as skipped with the reason.
/// - **Location**: the `components` object of each color (or its `reference`).
struct AssetCatalogReader {
    let path: String

    /// Whether `root` is a colorset's contents: a `colors` array whose entries hold `color`.
    static func isColorSet(_ root: LocatedJSONValue, path: String) -> Bool {
        if path.split(separator: "/").dropLast().last?.hasSuffix(".colorset") == true { return true }
        guard let colors = root["colors"]?.elements, let first = colors.first else { return false }
        return first["color"] != nil
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
    }

    func declarations(in root: LocatedJSONValue, namespaces: Set<String>) throws(TokenFileError) -> [TokenDeclaration] {
        guard let colors = root["colors"]?.elements else {
            throw TokenFileError(location: root.location,
                                 message: "colorset Contents.json has no \"colors\" array")
        }
        let name = Self.name(of: path, namespaces: namespaces)
        let idioms = colors.compactMap { $0["idiom"]?.string }
        let idiom = idioms.contains("universal") ? "universal" : idioms.first
        var entries: [String: Entry] = [:]  // keyed by any, light, dark, any-high-contrast…
        var skipped: [TokenDeclaration] = []
        for entry in colors where entry["idiom"]?.string == idiom {
            guard let color = entry["color"], color.members != nil else {
                throw TokenFileError(location: entry.location, message: "colorset entry has no \"color\" object")
            }
            let key: String
            switch Self.appearanceKey(of: entry) {
            case .success(let k): key = k
            case .failure(let reason):
                skipped.append(declaration(name, "light", .unavailable(reason.message), "", color.location))
                continue
            }
            let p3 = entry["display-gamut"]?.string?.lowercased() == "display-p3"
            // An entry for sRGB displays wins over one for P3 displays.
            if let existing = entries[key], !existing.isP3Gamut || p3 { continue }
            entries[key] = Entry(appearance: key, color: color, isP3Gamut: p3)
        }
        var result = skipped
        let adapts = entries.values.contains { $0.color["reference"] != nil }
        for appearance in Self.appearances(for: Set(entries.keys), systemColor: adapts) {
            guard let entry = Self.effectiveKeys(appearance).lazy.compactMap({ entries[$0] }).first else { continue }
            if let reference = entry.color["reference"] {
                result.append(systemColor(name, reference, appearance, platform: entry.color["platform"]?.string))
            } else {
                let color = try AssetCatalogColor(entry.color)
                let location = entry.color["components"]?.location ?? entry.color.location
                result.append(declaration(name, appearance, .color(color.srgb), color.rawValue, location))
            }
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
    /// it has a high-contrast entry (`dark-high-contrast` only with a dark value to differ
    /// from). Other appearances of the catalog fall back through the loader's chain.
    static func appearances(for keys: Set<String>, systemColor: Bool) -> [String] {
        var result = ["light"]
        let hasDark = systemColor || keys.contains { $0.hasPrefix("dark") } || (keys.contains("any") && keys.contains("light"))
        if hasDark { result.append("dark") }
        if keys.contains("any-high-contrast") || keys.contains("light-high-contrast") {
            result.append("light-high-contrast")
        }
        if keys.contains("dark-high-contrast") || (keys.contains("any-high-contrast") && hasDark) {
            result.append("dark-high-contrast")
        }
        return result
    }

    private func systemColor(_ name: String, _ reference: LocatedJSONValue, _ appearance: String,
                             platform: String?) -> TokenDeclaration {
        let text = reference.string ?? ""
        let raw = "reference \(text)" + (platform.map { " (\($0))" } ?? "")
        guard platform == nil || platform == "ios" else {
            return declaration(name, appearance, .unavailable("system color '\(text)' on platform '\(platform ?? "")' "
                                                             + "has no value in Legible's table (iOS only)"),
                               raw, reference.location)
        }
        guard let css = AppleSystemColors.value(text, appearance: appearance),
              let color = try? SRGBColor(parsing: css) else {
            return declaration(name, appearance, .unavailable("system color '\(text)' has no value in Legible's "
                                                             + "table of iOS system colors"),
                               raw, reference.location)
        }
        return declaration(name, appearance, .color(color), raw, reference.location)
    }

    private struct Unsupported: Error { var message: String }

    /// The key of an entry's `appearances` list: `any` (none), `light`, `dark`, each with
    /// `-high-contrast` for `contrast: high`.
    private static func appearanceKey(of entry: LocatedJSONValue) -> Result<String, Unsupported> {
        var base = "any"
        var highContrast = false
        for item in entry["appearances"]?.elements ?? [] {
            let kind = item["appearance"]?.string ?? ""
            let value = item["value"]?.string ?? ""
            switch (kind, value) {
            case ("luminosity", "light"): base = "light"
            case ("luminosity", "dark"): base = "dark"
            case ("contrast", "high"): highContrast = true
            default:
                return .failure(Unsupported(message: "colorset appearance \(kind) \(value) is not supported "
                                            + "(expected luminosity light/dark or contrast high)"))
            }
        }
        return .success(highContrast ? base + "-high-contrast" : base)
    }

    private func declaration(_ name: String, _ appearance: String, _ value: DeclaredValue, _ raw: String,
                             _ location: SourceLocation) -> TokenDeclaration {
        TokenDeclaration(name: name, appearance: appearance, value: value, rawValue: raw, location: location,
                         summary: nil, type: "color", syntax: .platform)
    }
}
