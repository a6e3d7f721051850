/// Reads a Tokens Studio single-file export: token sets, `$themes` and `$metadata`.
///
/// - **Sets** are the top-level objects (keys not starting with `$`), each read as DTCG when it
///   holds `$value`, else as Style Dictionary input (`value`/`type`). They are taken in
///   `$metadata.tokenSetOrder` order (sets it does not list follow in file order); a later set
///   overrides an earlier one, as in Tokens Studio.
/// - **Themes** (`$themes`: `name`, `selectedTokenSets` of `enabled`/`source`/`disabled`): each
///   theme is one appearance, named after the theme (normalized like a CSS theme name:
///   `Dark` → `dark`, `Light HC` → `light-high-contrast`, `Canvas Brand` → `canvas-brand`).
///   Its `enabled` sets give its tokens; its `source` sets only resolve references (their
///   tokens are not reported); `disabled` sets are left out.
/// - **No themes**: every set is read; a set whose last path segment is an appearance name
///   (`palette/dark`, `light-hc`) gives that appearance, the others `light`.
/// - Values that cannot be computed (math, color modifiers) are skipped with the reason.
///
/// Multi-file exports (one JSON file per set, with `$themes.json` and `$metadata.json` beside
/// them) are read file by file as Style Dictionary input; their themes are not applied.
struct TokensStudioReader {
    let path: String

    func declarations(in root: LocatedJSONValue) throws(TokenFileError) -> [TokenDeclaration] {
        let sets = orderedSets(root)
        var result: [TokenDeclaration] = []
        let themes = root["$themes"]?.elements ?? []
        if themes.isEmpty {
            for set in sets {
                let last = set.key.split(separator: "/").last.map(String.init) ?? set.key
                let mode = CSSSelectorMode.appearanceName(last)
                let standard: Set<String> = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
                result += try read(set.value, appearance: standard.contains(mode) ? mode : DeclarationTable.base,
                                   referenceOnly: false)
            }
            return result
        }
        for theme in themes {
            guard let name = theme["name"]?.string else {
                throw TokenFileError(location: theme.location, message: "Tokens Studio theme has no \"name\" string")
            }
            let appearance = CSSSelectorMode.appearanceName(name)
            let selected = theme["selectedTokenSets"]
            for set in sets {
                let status = selected?[set.key]?.string ?? "disabled"
                guard status == "enabled" || status == "source" else { continue }
                result += try read(set.value, appearance: appearance, referenceOnly: status == "source")
            }
        }
        return result
    }

    /// The sets in `tokenSetOrder` order, then the others in file order.
    private func orderedSets(_ root: LocatedJSONValue) -> [JSONMember] {
        let all = (root.members ?? []).filter { !$0.key.hasPrefix("$") && $0.value.members != nil }
        let order = root["$metadata"]?["tokenSetOrder"]?.elements?.compactMap(\.string) ?? []
        var result: [JSONMember] = []
        for name in order {
            if let set = all.first(where: { $0.key == name }) { result.append(set) }
        }
        for set in all where !order.contains(set.key) { result.append(set) }
        return result
    }

    private func read(_ set: LocatedJSONValue, appearance: String,
                      referenceOnly: Bool) throws(TokenFileError) -> [TokenDeclaration] {
        var declarations = DesignTokenReader.isDesignTokens(set)
            ? try DesignTokenReader(path: path, appearance: appearance).declarations(in: set)
            : try PaletteReader(appearance: appearance).declarations(in: set)
        if referenceOnly {
            for i in declarations.indices { declarations[i].referenceOnly = true }
        }
        return declarations
    }
}
