/// The `$`-prefixed properties a DTCG file may use, and the check that refuses the others.
///
/// DTCG Format Module 2025.10 reserves the `$` prefix for the format's own properties
/// (§5.1.1 "Character restrictions": names must not begin with `$`): a token has `$value`,
/// `$type`, `$description`, `$extensions` and `$deprecated` (§5, §5.2); a group has `$type`,
/// `$description`, `$extensions`, `$deprecated` (§6.3), `$extends` (§6.4) and the `$root` token
/// (§6.2). Tool data belongs in `$extensions`. A few keys written by real tools outside the format
/// are accepted too: ``toolProperties``.
///
/// Any other `$` key is an error (``TokenFileError`` at the key), with the nearest known property
/// when it is a plausible typo (`$vlaue` → `$value`): a misspelled `$value` would otherwise turn
/// a token into an empty group and drop it without a word.
enum DesignTokenProperties {
    /// The properties of a token (an object with `$value`).
    static let token = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    /// The properties of a group (an object without `$value`).
    static let group = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]
    /// Keys outside the format that tools write, accepted anywhere: `$schema` (JSON Schema, used
    /// by the DTCG schema and Carbon), `$ref` (JSON Reference), `$version` (Carbon), `$metadata`
    /// and `$themes` (Tokens Studio single-file exports).
    static let toolProperties = ["$schema", "$ref", "$version", "$metadata", "$themes"]

    /// Throws for the first `$` member of `object` that is neither a property of a token (when
    /// `isToken`) or a group (else) nor one of ``toolProperties``.
    ///
    /// - Parameters:
    ///   - name: The token's or group's dotted path, "" for the top level.
    static func check(_ object: LocatedJSONValue, name: String, isToken: Bool) throws(TokenFileError) {
        let known = isToken ? token : group
        for member in object.members ?? [] where member.key.hasPrefix("$") {
            let key = member.key
            if known.contains(key) || toolProperties.contains(key) { continue }
            let near = nearest(to: key, in: token + group + toolProperties)
            let what = name.isEmpty ? "at the top level"
                : isToken ? "in the token '\(name)'"
                : near == "$value" ? "in '\(name)', which has no $value and so reads as a group" : "in the group '\(name)'"
            let hint = near.map { "; did you mean '\($0)'?" } ?? ""
            let expected = isToken
                ? "a token's properties are " + token.joined(separator: ", ")
                : "a group's properties are " + group.joined(separator: ", ") + " (a token needs $value)"
            throw TokenFileError(
                location: member.keyLocation,
                message: "unknown DTCG property '\(key)' \(what)\(hint) (\(expected); tool data belongs in $extensions)")
        }
    }

    /// For files that are not DTCG (Style Dictionary, plain palettes), whose `$` keys are not
    /// reserved: throws only for a `$` key that is a near miss of a DTCG property (`$vlaue`),
    /// which the author meant as one; other `$` keys are left alone.
    ///
    /// - Parameters:
    ///   - name: The dotted path of the object holding the key, "" for the top level.
    static func checkNearMiss(_ member: JSONMember, in name: String) throws(TokenFileError) {
        let key = member.key
        let known = token + group + toolProperties
        guard key.hasPrefix("$"), !known.contains(key), let near = nearest(to: key, in: known) else { return }
        let what = name.isEmpty ? "at the top level" : "in '\(name)'"
        throw TokenFileError(location: member.keyLocation,
                             message: "unknown property '\(key)' \(what); did you mean '\(near)'? (expected a DTCG "
                                 + "property or a token name without '$')")
    }

    /// The known property within two edits of `key` (case ignored), or nil.
    static func nearest(to key: String, in candidates: [String]) -> String? {
        guard key.count > 2 else { return nil }
        var seen: Set<String> = []
        let unique = candidates.filter { seen.insert($0).inserted }
        let ranked = unique.map { ($0, EditDistance.distance(key.lowercased(), $0.lowercased())) }.min { $0.1 < $1.1 }
        return ranked.flatMap { $0.1 <= 2 ? $0.0 : nil }
    }
}
