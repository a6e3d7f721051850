import LegibleCore

/// Reads a Figma variables export: a top-level array of variables, as Primer builds them for its
/// Figma themes (primer/primitives `src/formats/jsonFigma.ts`) and Figma plugins write them.
///
/// `[{"name": "fgColor/default", "value": {"r": 0.12, "g": 0.14, "b": 0.16, "a": 1},
/// "type": "COLOR", "mode": "light", "collection": "mode", …}, …]`:
///
/// - each entry with `type` `COLOR` is a token named by its `name` as written (Figma's `/`
///   separated path); entries of other types (`FLOAT`, `STRING`, `BOOLEAN`) are not colors;
/// - `value` is Figma's RGBA object, each of `r`, `g`, `b`, `a` a number in 0...1 (gamma-encoded
///   sRGB, as Figma's Plugin API `RGBA`; `a` missing or `null` is 1, as Primer's high-contrast
///   exports write an opaque color), or a CSS color string;
/// - `mode` is the appearance, normalized like a CSS theme name (`light`, `dark`,
///   `light high contrast` → `light-high-contrast`, `dark dimmed` → `dark-dimmed`); without
///   one, the base appearance;
/// - `{"type": "VARIABLE_ALIAS", "id": X}` is an alias of the entry whose `id`, `refId`,
///   `collection/name` or `name` is X, taken in the same mode when that entry has one, else in
///   the first mode listed (a variable of another collection keeps its own modes). Chains are
///   followed in the file; an id no entry has is skipped with the reason;
/// - two entries with the same name and mode (from two collections): the later wins.
///
/// - Throws: ``TokenFileError`` at the value when a `COLOR` value is neither an RGBA object, an
///   alias nor a string, a component is missing or outside 0...1, or aliases form a cycle or a
///   chain longer than `maxDepth` links.
struct FigmaVariablesReader {
    let path: String
    var maxDepth = 64

    /// The variable types Figma defines (Plugin API `VariableResolvedDataType`).
    static let variableTypes: Set<String> = ["COLOR", "FLOAT", "STRING", "BOOLEAN"]

    /// Whether a top-level array is a Figma variables export: an element is an object with a
    /// string `name` and a Figma variable `type`.
    static func isFigmaVariables(_ elements: [LocatedJSONValue]) -> Bool {
        elements.contains { element in
            element["name"]?.string != nil && element["type"]?.string.map(variableTypes.contains) == true
        }
    }

    private struct Entry {
        let name: String
        let mode: String?
        let value: LocatedJSONValue
        let summary: String?
    }

    func declarations(in elements: [LocatedJSONValue]) throws(TokenFileError) -> [TokenDeclaration] {
        var entries: [Entry] = []
        var byKey: [String: [Int]] = [:]
        for element in elements {
            guard let name = element["name"]?.string, element["type"]?.string == "COLOR",
                  let value = element["value"] else { continue }
            let index = entries.count
            entries.append(Entry(name: name, mode: element["mode"]?.string, value: value,
                                 summary: element["description"]?.string))
            var keys = [name]
            for key in ["id", "refId"] { if let k = element[key]?.string { keys.append(k) } }
            if let collection = element["collection"]?.string { keys.append(collection + "/" + name) }
            for key in Set(keys) { byKey[key, default: []].append(index) }
        }
        var result: [TokenDeclaration] = []
        for index in entries.indices {
            let entry = entries[index]
            let value = try resolvedValue(index, entries, byKey)
            result.append(TokenDeclaration(
                name: entry.name, appearance: entry.mode.map(CSSSelectorMode.appearanceName) ?? DeclarationTable.base,
                value: value, rawValue: rawText(entry.value), location: entry.value.location,
                summary: entry.summary, type: "color", syntax: .palette))
        }
        return result
    }

    /// The value of entry `start`, its aliases followed through the file.
    private func resolvedValue(_ start: Int, _ entries: [Entry],
                               _ byKey: [String: [Int]]) throws(TokenFileError) -> DeclaredValue {
        var chain = [start]
        while true {
            let entry = entries[chain[chain.count - 1]]
            guard entry.value["type"]?.string == "VARIABLE_ALIAS" else {
                return try Self.color(entry.value, name: entry.name)
            }
            let id = entry.value["id"]?.string ?? entry.value["id"]?.number.map { String($0) } ?? ""
            guard let candidates = byKey[id] else {
                return .unavailable("VARIABLE_ALIAS of id '\(id)', which no variable in \(path) has")
            }
            let mode = entries[start].mode
            let next = candidates.first { entries[$0].mode == mode } ?? candidates[0]
            let names = { (chain: [Int]) in chain.map { entries[$0].name }.joined(separator: " → ") }
            if chain.contains(next) {
                throw TokenFileError(location: entries[start].value.location,
                                     message: "circular alias: \(names(chain + [next]))")
            }
            chain.append(next)
            if chain.count > maxDepth + 1 {
                throw TokenFileError(location: entries[start].value.location,
                                     message: "reference chain longer than \(maxDepth) links: \(names(chain)); "
                                         + "expected a shorter chain, or raise --max-depth")
            }
        }
    }

    /// A `COLOR` value: an RGBA object (components 0...1) or a CSS color string.
    static func color(_ value: LocatedJSONValue, name: String) throws(TokenFileError) -> DeclaredValue {
        if let text = value.string { return .text(text) }
        guard value.members != nil else {
            throw TokenFileError(location: value.location,
                                 message: "Figma variable '\(name)' has a \(value.typeName) value; expected "
                                     + "{\"r\", \"g\", \"b\", \"a\"} with numbers 0...1 or a VARIABLE_ALIAS")
        }
        var components: [Double] = []
        for key in ["r", "g", "b", "a"] {
            // Primer writes `"a": null` for an opaque color (its CSS build gives the same hex).
            var missing = value[key] == nil
            if key == "a", case .null? = value[key]?.kind { missing = true }
            guard let component = value[key], !missing else {
                if key == "a" { components.append(1); continue }
                throw TokenFileError(location: value.location,
                                     message: "Figma variable '\(name)' has no '\(key)'; expected r, g, b (and a) 0...1")
            }
            guard let number = component.number, (0...1).contains(number) else {
                throw TokenFileError(location: component.location,
                                     message: "Figma variable '\(name)' component '\(key)' is "
                                         + "\(component.number.map { "\($0)" } ?? "a \(component.typeName)"); expected a number in 0...1")
            }
            components.append(number)
        }
        return .color(SRGBColor(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
    }

    /// The value as written, for reports: the string, `rgba(r, g, b, a)` of the floats, or the alias.
    private func rawText(_ value: LocatedJSONValue) -> String {
        if let text = value.string { return text }
        if value["type"]?.string == "VARIABLE_ALIAS" {
            return "VARIABLE_ALIAS \(value["id"]?.string ?? value["id"]?.number.map { String($0) } ?? "")"
        }
        let parts = ["r", "g", "b", "a"].compactMap { key in value[key]?.number.map { "\(key): \($0)" } }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
