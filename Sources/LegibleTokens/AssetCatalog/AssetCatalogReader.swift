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
/// - **Appearances**: no `appearances` ("Any") and `luminosity: light` → `light` (an explicit
///   light entry wins over "Any"); `luminosity: dark` → `dark`; `contrast: high` adds
///   `-high-contrast`. Dark falls back to "Any", high contrast to its standard appearance (the
///   loader's fallback chain), as UIKit resolves a named color.
/// - **System colors** (`"reference": "systemBlueColor"`) resolve with ``AppleSystemColors``
///   in each appearance the colorset shows (light and dark always, high contrast when the
///   colorset has a high-contrast entry), since a system color adapts by itself. Unknown or
///   macOS references are reported as skipped with the reason.
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
        var isExplicit: Bool
    }

    func declarations(in root: LocatedJSONValue, namespaces: Set<String>) throws(TokenFileError) -> [TokenDeclaration] {
        guard let colors = root["colors"]?.elements else {
            throw TokenFileError(location: root.location,
                                 message: "colorset Contents.json has no \"colors\" array")
        }
        let name = Self.name(of: path, namespaces: namespaces)
        let idioms = colors.compactMap { $0["idiom"]?.string }
        let idiom = idioms.contains("universal") ? "universal" : idioms.first
        var entries: [Entry] = []
        var skipped: [TokenDeclaration] = []
        for entry in colors where entry["idiom"]?.string == idiom {
            guard let color = entry["color"], color.members != nil else {
                throw TokenFileError(location: entry.location, message: "colorset entry has no \"color\" object")
            }
            let appearance: String
            switch Self.appearance(of: entry) {
            case .success(let a): appearance = a
            case .failure(let reason):
                skipped.append(declaration(name, "light", .unavailable(reason.message), "", color.location))
                continue
            }
            let p3 = entry["display-gamut"]?.string?.lowercased() == "display-p3"
            let explicit = entry["appearances"]?.elements?.isEmpty == false
            let new = Entry(appearance: appearance, color: color, isP3Gamut: p3, isExplicit: explicit)
            if let i = entries.firstIndex(where: { $0.appearance == appearance }) {
                // An explicit light entry replaces "Any"; an sRGB-gamut entry one for P3 displays.
                if (explicit && !entries[i].isExplicit) || (entries[i].isP3Gamut && !p3) { entries[i] = new }
            } else {
                entries.append(new)
            }
        }
        var result = skipped
        let hasHighContrast = entries.contains { $0.appearance.hasSuffix("-high-contrast") }
        let hasReference = entries.contains { $0.color["reference"] != nil }
        var appearances = entries.map(\.appearance)
        if hasReference {
            for a in hasHighContrast ? AppleSystemColors.appearances : ["light", "dark"] where !appearances.contains(a) {
                appearances.append(a)
            }
        }
        for appearance in appearances {
            let chain = DeclarationTable.fallbackChain(appearance)
            guard let entry = chain.lazy.compactMap({ a in entries.first { $0.appearance == a } }).first else { continue }
            let isOwn = entry.appearance == appearance
            if let reference = entry.color["reference"] {
                result.append(systemColor(name, reference, appearance, platform: entry.color["platform"]?.string))
            } else if isOwn {
                let color = try AssetCatalogColor(entry.color)
                let location = entry.color["components"]?.location ?? entry.color.location
                result.append(declaration(name, appearance, .color(color.srgb), color.rawValue, location))
            }
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

    /// The appearance an entry's `appearances` list names.
    private static func appearance(of entry: LocatedJSONValue) -> Result<String, Unsupported> {
        var base = "light"
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
