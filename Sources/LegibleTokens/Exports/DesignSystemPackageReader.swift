/// Reads a Design System Package (DSP) token file, as Material publishes its tokens
/// (material-foundation/material-tokens `dsp/data/tokens.json`; the DSP format, spec 0.93).
///
/// `{"dsp_spec_version": "0.93", "entities": [{"class": "token", "type": "color", "id":
/// "md.ref.palette.error0", "name": "md.ref.palette.error0", "value": "#000000ff"}, …]}`:
///
/// - every entity of `class` `token` is a token named by its `name` (else its `id`);
/// - `type` `color`: `value` is a CSS color string (`#RRGGBBAA`, as Material writes it);
/// - `type` `alias`: `value` is `{id}`, the whole value of the entity with that `id` (or
///   `name`); chains are followed, and an alias into a file not given is skipped with the reason;
/// - any other type (`size`, `font`…) is not a color; other entity classes are ignored;
/// - every token is in the base appearance: DSP has no modes (Material spells the scheme in
///   the name, `md.sys.color.primary.dark`).
///
/// - Throws: ``TokenFileError`` at the location when `entities` is not an array, or a token's
///   `value` is not a string.
struct DesignSystemPackageReader {
    /// Whether a JSON document is a DSP file: an object with `dsp_spec_version` and `entities`.
    static func isDesignSystemPackage(_ root: LocatedJSONValue) -> Bool {
        root["dsp_spec_version"] != nil && root["entities"] != nil
    }

    func declarations(in root: LocatedJSONValue) throws(TokenFileError) -> [TokenDeclaration] {
        guard let entities = root["entities"]?.elements else {
            let found = root["entities"]?.typeName ?? "nothing"
            throw TokenFileError(location: root["entities"]?.location ?? root.location,
                                 message: "DSP 'entities' is a \(found); expected an array of entities")
        }
        let tokens = entities.filter { $0["class"]?.string == "token" }
        var nameOfID: [String: String] = [:]
        for entity in tokens {
            if let id = entity["id"]?.string, let name = entity["name"]?.string { nameOfID[id] = name }
        }
        var result: [TokenDeclaration] = []
        for entity in tokens {
            guard let name = entity["name"]?.string ?? entity["id"]?.string, !name.isEmpty else { continue }
            let type = entity["type"]?.string?.lowercased()
            guard let value = entity["value"] else { continue }
            guard let text = value.string else {
                throw TokenFileError(location: value.location,
                                     message: "DSP token '\(name)' has a \(value.typeName) value; expected a string")
            }
            var declaration = TokenDeclaration(name: name, appearance: DeclarationTable.base, value: .other,
                                               rawValue: text, location: value.location,
                                               summary: entity["description"]?.string, type: type, syntax: .palette)
            switch type {
            case "color":
                declaration.value = PaletteReader.value(of: text)
            case "alias":
                declaration.type = nil
                if let target = DesignTokenReader.aliasTarget(text) {
                    declaration.value = .alias(nameOfID[target] ?? target)
                } else {
                    declaration.value = .unavailable("DSP alias '\(text)' is not of the form {id}")
                }
            default:
                break
            }
            result.append(declaration)
        }
        return result
    }
}
