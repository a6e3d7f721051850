/// The members the DTCG Resolver Module 2025.10 ("Syntax") defines for a resolver document, a
/// set and a modifier, and the check that refuses any other: a misspelled `default` or
/// `contexts` would otherwise be ignored, and the appearances the modifiers make would change
/// without a word (`defualt` leaves the modifier without its default context).
enum ResolverKeys {
    /// The document's members (`$schema`, `$extensions` and `$defs` as JSON Schema tools write them).
    static let root = ["name", "version", "description", "sets", "modifiers", "resolutionOrder",
                       "$schema", "$extensions", "$defs"]
    /// A set's members (`type` and `name` for an inline set in `resolutionOrder`).
    static let set = ["type", "name", "description", "sources", "$extensions"]
    /// A modifier's members (`type` and `name` for an inline modifier in `resolutionOrder`).
    static let modifier = ["type", "name", "description", "contexts", "default", "$extensions"]

    /// Throws at the first key of `object` that is not in `known`, naming `what` and the nearest
    /// known key when one is a plausible typo (``EditDistance/nearestKey(to:in:)``).
    static func check(_ object: LocatedJSONValue, known: [String], what: String) throws(TokenFileError) {
        for member in object.members ?? [] where !known.contains(member.key) {
            let hint = EditDistance.nearestKey(to: member.key, in: known).map { "did you mean '\($0)'? " } ?? ""
            throw TokenFileError(
                location: member.keyLocation,
                message: "unknown key '\(member.key)' in \(what); \(hint)expected one of: "
                    + known.joined(separator: ", ") + " (Resolver Module 2025.10)")
        }
    }
}
