/// Reads a plain JSON palette: nested objects whose leaves are color strings.
///
/// `{"blue": {"500": "#3b82f6"}}` gives the token `blue.500`. Strings that are not colors, and
/// numbers, booleans, nulls and arrays, are ignored. An object with a `value` member (the Style
/// Dictionary convention) is one token named by its path; a `value` of `{a.b}` (or
/// `{a.b.value}`) is an alias. Keys starting with `$` are ignored.
enum PaletteReader {
    private struct Frame {
        var members: [JSONMember]
        var next = 0
        var prefix: String
    }

    static func declarations(in root: LocatedJSONValue) -> [TokenDeclaration] {
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
            guard !member.key.hasPrefix("$") else { continue }
            let name = frames[f].prefix.isEmpty ? member.key : frames[f].prefix + "." + member.key
            var leaf = member.value
            if let value = member.value["value"], value.string != nil { leaf = value }
            if let text = leaf.string {
                var declared = DeclaredValue.text(text)
                if var target = DesignTokenReader.aliasTarget(text) {
                    if target.hasSuffix(".value") { target.removeLast(6) }
                    declared = .alias(target)
                }
                result.append(TokenDeclaration(name: name, appearance: DeclarationTable.base, value: declared,
                                               rawValue: text, location: leaf.location, summary: nil, type: nil,
                                               syntax: .palette))
            } else if let members = member.value.members {
                frames.append(Frame(members: members, prefix: name))
            }
        }
        return result
    }
}
