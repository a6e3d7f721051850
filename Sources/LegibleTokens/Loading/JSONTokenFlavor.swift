/// Which kind of JSON token file a document is, told by its path and content, in this order.
///
/// 1. An asset-catalog colorset (`X.colorset/Contents.json`, or a `colors` array of `color`s).
/// 2. Other asset-catalog `Contents.json` (catalog, group, image set): metadata, no tokens.
/// 3. A Tokens Studio `$themes.json` (an array of themes) or `$metadata.json`
///    (`tokenSetOrder` only): no tokens of their own. A top-level array of Figma variables
///    (objects with a `name` and a `type` such as `COLOR`) is a Figma variables export.
/// 4. A Tokens Studio single-file export: `$themes` or `$metadata` at the top level.
/// 5. A Design System Package (DSP) file: `dsp_spec_version` and `entities`.
/// 6. A Theo file: a top-level `props` object or array.
/// 7. A Material Theme Builder export: `schemes` of objects of strings.
/// 8. A built Style Dictionary file (Primer `docs/…/themes/*.json`): top-level tokens with
///    `value`, `original` and `path`; the appearance is the file's theme name.
/// 9. A W3C Design Tokens file: any object has `$value`.
/// 10. Otherwise a plain palette or Style Dictionary input.
enum JSONTokenFlavor {
    case colorSet, catalogMetadata, tokensStudioMetadata, tokensStudio, theo, materialThemeBuilder
    case figmaVariables, designSystemPackage
    case builtStyleDictionary(appearance: String)
    case designTokens, palette

    init(root: LocatedJSONValue, path: String) {
        if AssetCatalogReader.isColorSet(root, path: path) {
            self = .colorSet
        } else if AssetCatalogReader.isCatalogMetadata(path) {
            self = .catalogMetadata
        } else if let elements = root.elements {
            self = elements.contains { $0["selectedTokenSets"] != nil } ? .tokensStudioMetadata
                : FigmaVariablesReader.isFigmaVariables(elements) ? .figmaVariables : .palette
        } else if root["$themes"] != nil || root["$metadata"] != nil {
            self = .tokensStudio
        } else if root["tokenSetOrder"] != nil, root.members?.count == 1 {
            self = .tokensStudioMetadata
        } else if DesignSystemPackageReader.isDesignSystemPackage(root) {
            self = .designSystemPackage
        } else if root["props"]?.members != nil || root["props"]?.elements != nil {
            self = .theo
        } else if let schemes = root["schemes"]?.members, !schemes.isEmpty,
                  schemes.allSatisfy({ $0.value.members != nil }) {
            self = .materialThemeBuilder
        } else if Self.isBuiltStyleDictionary(root) {
            self = .builtStyleDictionary(appearance: Self.theme(ofFile: path))
        } else if DesignTokenReader.isDesignTokens(root) {
            self = .designTokens
        } else {
            self = .palette
        }
    }

    func declarations(in root: LocatedJSONValue, path: String, namespaces: Set<String>,
                      idioms: [String] = TokenLoader.defaultIdioms) throws(TokenFileError) -> [TokenDeclaration] {
        switch self {
        case .colorSet:
            return try AssetCatalogReader(path: path, idioms: idioms).declarations(in: root, namespaces: namespaces)
        case .catalogMetadata, .tokensStudioMetadata:
            return []
        case .tokensStudio:
            return try TokensStudioReader(path: path).declarations(in: root)
        case .figmaVariables:
            return try FigmaVariablesReader(path: path).declarations(in: root.elements ?? [])
        case .designSystemPackage:
            return try DesignSystemPackageReader().declarations(in: root)
        case .theo:
            return try TheoReader().declarations(in: root)
        case .materialThemeBuilder:
            return try MaterialThemeBuilderReader().declarations(in: root)
        case .builtStyleDictionary(let appearance):
            return try PaletteReader(appearance: appearance).declarations(in: root)
        case .designTokens, .palette:
            guard root.members != nil else {
                throw TokenFileError(location: root.location,
                                     message: "expected a JSON object of tokens at the top level, found \(root.typeName)")
            }
            if case .designTokens = self { return try DesignTokenReader(path: path).declarations(in: root) }
            return try PaletteReader().declarations(in: root)
        }
    }

    /// Style Dictionary's built JSON keeps, for each token, its `original` and its `path`.
    static func isBuiltStyleDictionary(_ root: LocatedJSONValue) -> Bool {
        guard let first = root.members?.first?.value else { return false }
        return first["value"] != nil && first["original"] != nil && first["path"]?.elements != nil
    }

    /// The theme a built file's name gives: the stem after the last `themes-` (Primer's
    /// `docs-themes-light-high-contrast.json` → `light-high-contrast`), else the whole stem
    /// (`dark_dimmed.json` → `dark-dimmed`), normalized as a CSS theme name.
    static func theme(ofFile path: String) -> String {
        var stem = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".json5", ".json"] where stem.lowercased().hasSuffix(suffix) { stem.removeLast(suffix.count) }
        if let range = stem.ranges(of: "themes-").last { stem = String(stem[range.upperBound...]) }
        return CSSSelectorMode.appearanceName(stem)
    }
}
