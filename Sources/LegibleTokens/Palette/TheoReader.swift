/// Reads a Theo (Salesforce) token file: `props`, with `global` defaults and `aliases`.
///
/// - Object form: `{"props": {"brand-blue": {"value": "#0070d2", "type": "color"}}}`, the
///   token name being the key.
/// - Array form (USWDS): `{"props": [{"name": "blue", "value": [{"name": "5", "value":
///   "#eff6fb"}, {"name": "vivid", "value": [...]}]}]}`: nested names joined with `-`
///   (`blue-5`, `blue-vivid-5`).
/// - `type` is the prop's own, else `global.type`; a type other than `color` is not a color.
/// - `{!name}` in a value is replaced by `aliases.name` (a string, or an object with `value`).
/// - A prop whose value is `false` (USWDS marks a grade the family lacks so) is skipped with
///   that reason. `imports` are not followed: load the imported files too.
struct TheoReader {
    func declarations(in root: LocatedJSONValue) throws(TokenFileError) -> [TokenDeclaration] {
        var aliases: [String: String] = [:]
        for alias in root["aliases"]?.members ?? [] {
            if let text = alias.value.string ?? alias.value["value"]?.string { aliases[alias.key] = text }
        }
        let defaultType = root["global"]?["type"]?.string
        var result: [TokenDeclaration] = []
        if let props = root["props"]?.members {
            for member in props {
                result += prop(member.key, member.value, defaultType: defaultType, aliases: aliases)
            }
        } else {
            // Array form, nested: an explicit stack of frames, in document order.
            var frames: [(prefix: String, elements: [LocatedJSONValue], next: Int)] =
                [("", root["props"]?.elements ?? [], 0)]
            while !frames.isEmpty {
                let f = frames.count - 1
                guard frames[f].next < frames[f].elements.count else {
                    frames.removeLast()
                    continue
                }
                let element = frames[f].elements[frames[f].next]
                frames[f].next += 1
                guard let key = element["name"]?.string ?? element["name"]?.number.map(DesignTokenColor.format)
                else { continue }
                let name = frames[f].prefix.isEmpty ? key : frames[f].prefix + "-" + key
                if let nested = element["value"]?.elements {
                    frames.append((name, nested, 0))
                } else {
                    result += prop(name, element, defaultType: defaultType, aliases: aliases)
                }
            }
        }
        return result
    }

    private func prop(_ name: String, _ node: LocatedJSONValue, defaultType: String?,
                      aliases: [String: String]) -> [TokenDeclaration] {
        let type = node["type"]?.string ?? defaultType
        guard let value = node["value"] else { return [] }
        var declaration = TokenDeclaration(name: name, appearance: DeclarationTable.base, value: .other,
                                           rawValue: "", location: value.location,
                                           summary: node["comment"]?.string, type: type, syntax: .palette)
        if case .bool(false) = value.kind {
            declaration.rawValue = "false"
            declaration.value = .unavailable("value is false: the file defines no color here")
            return [declaration]
        }
        guard var text = value.string else { return [] }
        declaration.rawValue = text
        if let type, type.lowercased() != "color" { return [declaration] }
        for (alias, replacement) in aliases where text.contains("{!\(alias)}") {
            text = text.replacing("{!\(alias)}", with: replacement)
        }
        declaration.value = text.contains("{!")
            ? .unavailable("'\(text)' names a Theo alias the file does not define")
            : PaletteReader.value(of: text)
        return [declaration]
    }
}
