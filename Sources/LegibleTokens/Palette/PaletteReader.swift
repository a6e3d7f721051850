/// Reads a plain JSON palette or Style Dictionary input (also Tokens Studio sets written with
/// `value`/`type`, and Spectrum's `sets`).
///
/// - `{"blue": {"500": "#3b82f6"}}` gives the token `blue.500`. Strings that are not colors,
///   and numbers, booleans, nulls and arrays, are ignored; keys starting with `$` too; so are
///   labels (``isLabel(key:_:)``: `"name": "Red"` names an entry, it is not the color red).
/// - An object with a `value` member (Style Dictionary) is one token named by its path. A
///   `value` of `{a.b}` or `{a.b.value}` is an alias; a string with references inside
///   (`rgba({a.b}, 0.5)`) is substituted before parsing; a color object (`colorSpace`,
///   `components`) is converted as in DTCG.
/// - `type` (or `$type`, or `attributes.category`) other than `color` makes the token not a
///   color; a `color` one whose value cannot be parsed is skipped with the reason.
/// - Values that cannot be computed are skipped with the reason: Style Dictionary `modify`,
///   Tokens Studio color modifiers (`$extensions["studio.tokens"].modify`) and math
///   expressions (`{a} * 2`).
/// - An object with `sets` (Spectrum color-set) gives one declaration per set, the set name
///   being the appearance (`light`, `dark`, `darkest`, `wireframe`).
struct PaletteReader {
    /// The appearance of every declaration not in a `sets` member.
    var appearance = DeclarationTable.base

    private struct Frame {
        var members: [JSONMember]
        var next = 0
        var prefix: String
    }

    func declarations(in root: LocatedJSONValue) throws(TokenFileError) -> [TokenDeclaration] {
        var result: [TokenDeclaration] = []
        var frames = [Frame(members: root.members ?? [], prefix: "")]
        while !frames.isEmpty {
            let f = frames.count - 1
            guard frames[f].next < frames[f].members.count else {
                frames.removeLast()
                continue
            }
            let member = frames[f].members[frames[f].next]
            frames[f].next += 1
            guard !member.key.hasPrefix("$") else {
                try DesignTokenProperties.checkNearMiss(member, in: frames[f].prefix)
                continue
            }
            let name = frames[f].prefix.isEmpty ? member.key : frames[f].prefix + "." + member.key
            let node = member.value
            if let sets = node["sets"]?.members, node["value"] == nil {
                for set in sets {
                    guard set.value["value"] != nil || set.value.string != nil else { continue }
                    if let declaration = try token(name, set.value, appearance: CSSSelectorMode.appearanceName(set.key)) {
                        result.append(declaration)
                    }
                }
            } else if let text = node.string, Self.isLabel(key: member.key, text) {
                continue
            } else if node.string != nil || node["value"].map(Self.isTokenValue) == true {
                if let declaration = try token(name, node, appearance: appearance) { result.append(declaration) }
            } else if !(["rgb", "rgba"].contains(member.key.lowercased())
                        && frames[f].members.contains(where: { $0.value.string?.hasPrefix("#") == true })),
                      let declaration = Self.channelObject(name, node, appearance: appearance) {
                // An `rgb` object beside a hex sibling (Catppuccin's `"hex": "#d20f39", "rgb": {…}`)
                // is another spelling of that entry's color, not one of its own.
                result.append(declaration)
            } else if let members = node.members {
                frames.append(Frame(members: members, prefix: name))
            } else if let declaration = Self.misTypedColor(name, node, appearance: appearance) {
                result.append(declaration)
            }
        }
        return result
    }

    /// An object of numbers with exactly the keys `r`, `g`, `b` and optionally `a` or `alpha`
    /// (`{"fg": {"r": 238, "g": 238, "b": 238}}`), as an invalid value: read as a group, its
    /// numbers were metadata and the color vanished. Whether its channels run 0–1 or 0–255 is not
    /// stated (`{"r": 1, "g": 1, "b": 1}` is white or nearly black), so it is not guessed; a
    /// paired one stops the run, as a string that is no color does.
    static func channelObject(_ name: String, _ node: LocatedJSONValue, appearance: String) -> TokenDeclaration? {
        guard let members = node.members, members.allSatisfy({ $0.value.number != nil }) else { return nil }
        let keys = Set(members.map { $0.key.lowercased() })
        guard keys.isSuperset(of: ["r", "g", "b"]), keys.isSubset(of: ["r", "g", "b", "a", "alpha"]),
              keys.count == members.count
        else { return nil }
        let raw = "{" + members.map { "\($0.key): \(DesignTokenColor.format($0.value.number ?? 0))" }.joined(separator: ", ") + "}"
        return TokenDeclaration(
            name: name, appearance: appearance,
            value: .invalid("value is an {r, g, b} object, which Legible does not read as a color (whether its "
                + "channels run 0–1 or 0–255 is not stated); expected a color string such as \"#eeeeee\" or "
                + "\"rgb(238 238 238)\""),
            rawValue: raw, location: node.location, summary: nil, type: nil, syntax: .palette)
    }

    /// A number, a boolean, `null` or an array under a name whose last word is a color word
    /// (`"card-foreground": 12`, ``TokenLoader/colorNameWords``), as an invalid value: it is not
    /// left out unseen, so a check that would pair it stops (or lists it under Skipped), as for a
    /// string that is no color. Such a value under another name (`"version": 2`) is metadata.
    static func misTypedColor(_ name: String, _ node: LocatedJSONValue, appearance: String) -> TokenDeclaration? {
        guard node.string == nil, node.members == nil,
              let last = TokenName.words(of: name).last, TokenLoader.colorNameWords.contains(last)
        else { return nil }
        let raw: String
        switch node.kind {
        case .null: raw = "null"
        case .bool(let flag): raw = flag ? "true" : "false"
        case .number(let number): raw = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default: raw = "[…]"
        }
        let article = node.typeName == "array" ? "an" : "a"
        return TokenDeclaration(
            name: name, appearance: appearance,
            value: .invalid("value is \(article) \(node.typeName), not a color; expected a color string such as \"#0969da\""),
            rawValue: raw, location: node.location, summary: nil, type: nil, syntax: .palette)
    }

    /// One token: a bare string, or an object with `value`.
    private func token(_ name: String, _ node: LocatedJSONValue, appearance: String) throws(TokenFileError) -> TokenDeclaration? {
        let value = node["value"] ?? node
        try TokenTypeSpelling.check(node["type"], key: "type")
        try TokenTypeSpelling.check(node["$type"], key: "$type")
        let type = node["type"]?.string ?? node["$type"]?.string ?? node["attributes"]?["category"]?.string
        var declaration = TokenDeclaration(name: name, appearance: appearance, value: .other, rawValue: "",
                                           location: value.location, summary: node["description"]?.string
                                               ?? node["comment"]?.string,
                                           type: type, syntax: .palette)
        if value["colorSpace"] != nil {
            let color = try DesignTokenColor(value, path: value.location.file)
            declaration.rawValue = color.cssText
            declaration.value = .color(color.srgb)
            declaration.note = color.note
            return declaration
        }
        guard let text = value.string else {
            let typedColor = type?.lowercased() == "color"
            guard typedColor || (type == nil && value.members != nil) else { return nil }
            declaration.rawValue = value.members.map { "{" + $0.map(\.key).joined(separator: ", ") + "}" } ?? value.typeName
            declaration.value = .unavailable(Self.uncomputable(node)
                ?? "value is \(value.typeName == "object" || value.typeName == "array" ? "an" : "a") \(value.typeName) "
                    + "Legible cannot compute as a color (a build-time transform makes it one)")
            return declaration
        }
        declaration.rawValue = text
        if let type, type.lowercased() != "color" { return declaration }
        if let reason = Self.uncomputable(node) {
            declaration.value = .unavailable(reason)
        } else {
            declaration.value = Self.value(of: text)
        }
        return declaration
    }

    /// The keys that label an entry rather than color it.
    static let labelKeys: Set<String> = ["name", "displayname", "title", "label", "description", "comment"]

    /// Whether a bare string is an entry's label, not a color: a word (letters and spaces only)
    /// under a label key. Catppuccin's `palette.json` names each color (`"red": {"name": "Red",
    /// "hex": "#d20f39"}`); read as CSS named colors, its 96 names became tokens (`Red` is
    /// #ff0000). A hex or function under such a key (`"label": "#333"`) is still a color.
    static func isLabel(key: String, _ text: String) -> Bool {
        labelKeys.contains(key.lowercased()) && !text.isEmpty && text.allSatisfy { $0.isLetter || $0 == " " }
    }

    /// Whether `value` is a token's `value` rather than a group named "value": anything but an
    /// object whose members are objects themselves.
    static func isTokenValue(_ value: LocatedJSONValue) -> Bool {
        guard let members = value.members else { return true }
        return !members.contains { $0.value.members != nil }
    }

    /// Why a token's value cannot be computed from the file alone, or nil.
    static func uncomputable(_ node: LocatedJSONValue) -> String? {
        if let modify = node["modify"] {
            return "Style Dictionary 'modify' (\(describe(modify))) is a build-time transform Legible does not apply"
        }
        if let studio = node["$extensions"]?["studio.tokens"]?["modify"] {
            return "Tokens Studio color modifier (\(describe(studio))) is not applied"
        }
        return nil
    }

    /// `lighten 0.2, alpha 0.5`: the `type`/`amount`/`value` of each modification.
    static func describe(_ modify: LocatedJSONValue) -> String {
        let items = modify.elements ?? [modify]
        return items.map { item in
            let kind = item["type"]?.string ?? "?"
            let amount = item["amount"]?.number.map { "\($0)" } ?? item["value"]?.string ?? item["value"]?.number.map { "\($0)" }
            return amount.map { "\(kind) \($0)" } ?? kind
        }.joined(separator: ", ")
    }

    /// A string value: an alias, a template with references, a math expression, or text.
    static func value(of text: String) -> DeclaredValue {
        if var target = DesignTokenReader.aliasTarget(text) {
            if target.hasSuffix(".value") { target.removeLast(6) }
            return .alias(target)
        }
        guard text.contains("{") else { return .text(text) }
        var parts: [CSSValuePart] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            literal += rest[..<open]
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = ""
            var target = String(rest[rest.index(after: open)..<close])
            if target.hasSuffix(".value") { target.removeLast(6) }
            parts.append(.variable(name: target, fallback: nil))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.text(literal)) }
        let outside = parts.compactMap { part -> String? in
            if case .text(let t) = part { return t }
            return nil
        }.joined()
        let isCall = outside.contains("(")
        if outside.contains("*") || (!isCall && outside.contains(where: { "/+-".contains($0) })) {
            return .unavailable("math expression '\(text)' is not evaluated")
        }
        return .template(parts)
    }
}
