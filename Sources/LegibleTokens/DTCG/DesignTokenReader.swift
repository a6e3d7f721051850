/// Reads W3C Design Tokens (DTCG, Format Module 2025.10) JSON into declarations.
///
/// - Groups nest; a token is an object with `$value`; its name is the dotted path of keys.
/// - `$type` is the token's own, else the nearest enclosing group's (§ "Type" inheritance).
/// - `$description` becomes ``ColorToken/summary``.
/// - A `$value` that is exactly `{path.to.token}` is an alias, resolved after all inputs merge.
/// - Color values: a CSS color string, or the 2025.10 color object (see `DesignTokenColor`).
/// - Only color tokens (`$type: color`, or untyped ones whose value is a color) become tokens;
///   other types are kept only so that an alias to one gives a clear error.
/// - `$extends` (group extension) is applied first (see `GroupExtension`).
/// - `$deprecated` (`true`, a string explanation, or `false` to undo a group's) is the token's
///   own, else the nearest enclosing group's: ``ColorToken/deprecation``.
/// - `$extensions` is read only for the keys below; `$schema` and a few other tool keys are
///   ignored, and any other `$` key is an error with the nearest known property
///   (`DesignTokenProperties`). Non-object members of groups are ignored; `$root` is a token
///   named `group.$root`.
/// - A resolver document (2025.10 Resolver Module) is read by `ResolverDocument`, which hands
///   each of its sources to this reader.
/// - Mode extensions (Terrazzo/Cobalt UI): `"$extensions": {"mode": {"dark": "#000"}}` gives
///   one more declaration per mode, the mode name (normalized as a CSS theme name) being its
///   appearance; a `light` mode replaces `$value` in `light`.
/// - Tokens Studio color modifiers (`$extensions["studio.tokens"].modify`), math expressions
///   and references inside a value are handled as in Style Dictionary input (see
///   `PaletteReader`).
struct DesignTokenReader {
    let path: String
    /// The appearance of every declaration without a mode extension.
    var appearance = DeclarationTable.base

    /// Whether any object in the tree has a `$value` member (an iterative walk).
    static func isDesignTokens(_ root: LocatedJSONValue) -> Bool {
        var stack = [root]
        while let value = stack.popLast() {
            if let members = value.members {
                for member in members {
                    if member.key == "$value" { return true }
                    stack.append(member.value)
                }
            } else if let elements = value.elements {
                stack.append(contentsOf: elements)
            }
        }
        return false
    }

    private struct Frame {
        var members: [JSONMember]
        var next = 0
        var prefix: String
        var type: String?
        /// The enclosing groups' deprecation: nil when not deprecated, "" without a reason.
        var deprecation: String?
    }

    /// `$deprecated` of a token or group: `.some(nil)` for `false` (not deprecated, undoing a
    /// group's), `.some("")` for `true`, `.some(reason)` for a string; nil when absent or of
    /// another type.
    static func deprecation(of value: LocatedJSONValue) -> String?? {
        guard let flag = value["$deprecated"] else { return nil }
        switch flag.kind {
        case .bool(let deprecated): return .some(deprecated ? "" : nil)
        case .string(let reason): return .some(reason)
        default: return nil
        }
    }

    func declarations(in document: LocatedJSONValue) throws(TokenFileError) -> [TokenDeclaration] {
        var top = document
        if GroupExtension.isUsed(in: document) {
            var expansion = GroupExtension(root: document, path: path)
            top = try expansion.expanded()
        }
        try DesignTokenProperties.check(top, name: "", isToken: top["$value"] != nil)
        var result: [TokenDeclaration] = []
        try TokenTypeSpelling.check(top["$type"], key: "$type")
        var frames = [Frame(members: top.members ?? [], prefix: "", type: top["$type"]?.string,
                            deprecation: Self.deprecation(of: top) ?? nil)]
        while !frames.isEmpty {
            let f = frames.count - 1
            guard frames[f].next < frames[f].members.count else {
                frames.removeLast()
                continue
            }
            let member = frames[f].members[frames[f].next]
            frames[f].next += 1
            let isRoot = member.key == "$root"
            guard !member.key.hasPrefix("$") || isRoot, member.value.members != nil else { continue }
            let name = frames[f].prefix.isEmpty ? member.key : frames[f].prefix + "." + member.key
            try TokenTypeSpelling.check(member.value["$type"], key: "$type")
            let type = member.value["$type"]?.string ?? frames[f].type
            let deprecation = Self.deprecation(of: member.value) ?? frames[f].deprecation
            try DesignTokenProperties.check(member.value, name: name, isToken: member.value["$value"] != nil)
            if let value = member.value["$value"] {
                let summary = member.value["$description"]?.string
                var base = try declaration(name: name, value: value, type: type, summary: summary)
                base.deprecation = deprecation
                if type == nil || type == "color" { Self.applyPrimerKeys(member.value, to: &base) }
                result.append(base)
                for mode in member.value["$extensions"]?["mode"]?.members ?? [] {
                    var modal = try declaration(name: name, value: mode.value, type: type, summary: summary)
                    modal.appearance = CSSSelectorMode.appearanceName(mode.key)
                    modal.deprecation = deprecation
                    result.append(modal)
                }
            } else if !isRoot {
                frames.append(Frame(members: member.value.members ?? [], prefix: name, type: type,
                                    deprecation: deprecation))
            }
        }
        return result
    }

    private func declaration(name: String, value: LocatedJSONValue, type: String?,
                             summary: String?) throws(TokenFileError) -> TokenDeclaration {
        var declared = DeclaredValue.other
        var raw = ""
        var note: String?
        switch value.kind {
        case .string(let text):
            raw = text
            if let target = Self.aliasTarget(text) {
                declared = .alias(target)
            } else if type == nil || type == "color" {
                declared = text.contains("{") ? PaletteReader.value(of: text) : .text(text)
            }
        case .object where type == "color" || (type == nil && value["colorSpace"] != nil):
            let color = try DesignTokenColor(value, path: path)
            raw = color.cssText
            declared = .color(color.srgb)
            note = color.note
        case .object, .array:
            if type == "color" {
                throw TokenFileError(location: value.location,
                                     message: "token '\(name)' has $type color but its $value is an \(value.typeName); "
                                         + "expected a color string, an alias or a color object")
            }
        default:
            // A number, boolean or null typed as a color is the file's mistake (Carbon v11 has
            // `fluidSpacing01: {"$value": 0, "$type": "color"}`): an invalid value, listed under
            // Skipped, which stops the run when the pairing would pair it (as in every format).
            if type == "color" {
                declared = .invalid("$type color but its $value is a \(value.typeName); expected a color string, "
                                    + "an alias or a color object")
                raw = value.number.map(DesignTokenColor.format) ?? value.typeName
            }
        }
        var result = TokenDeclaration(name: name, appearance: appearance, value: declared, rawValue: raw,
                                      location: value.location, summary: summary, type: type, syntax: .designTokens)
        result.note = note
        return result
    }

    /// Tokens Studio modifiers, and Primer's non-standard sibling keys of `$value`: `alpha: 0.4`
    /// sets the opacity of the value (an alias or a hex color; the result is
    /// `rgba(<value>, 0.4)`, which multiplies an already translucent value's alpha), and `mix`
    /// (a blend with another color) is not applied: the token is skipped with the reason.
    static func applyPrimerKeys(_ token: LocatedJSONValue, to declaration: inout TokenDeclaration) {
        if let reason = PaletteReader.uncomputable(token) {
            declaration.value = .unavailable(reason)
        } else if let mix = token["mix"] {
            let color = mix["color"]?.string ?? "?"
            let weight = mix["weight"]?.number.map(DesignTokenColor.format) ?? "?"
            declaration.value = .unavailable("Primer 'mix' with \(color) at weight \(weight) is not applied")
        } else if let alpha = token["alpha"]?.number, alpha >= 0, alpha <= 1 {
            let a = DesignTokenColor.format(alpha)
            switch declaration.value {
            case .alias(let target):
                declaration.value = .template([.text("rgba("), .variable(name: target, fallback: nil), .text(", \(a))")])
            case .text(let text) where text.hasPrefix("#"):
                declaration.value = .text("rgba(\(text), \(a))")
            default:
                declaration.value = .unavailable("Primer 'alpha: \(a)' on this value is not applied")
            }
            declaration.rawValue += " (alpha \(a))"
        }
    }

    /// `a.b` for the alias `{a.b}`: the whole value in braces, with no braces inside.
    static func aliasTarget(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(inner)
    }
}
