/// A token type that reads as a misspelt `color` (`colour`, `colr`, `Color`, `colors`).
///
/// DTCG `$type` (Design Tokens Format Module 2025.10 §8) and Style Dictionary's `type` are
/// matched exactly, so a token typed `"colour"` is not a color at all: its pair was never checked,
/// and the run passed. Such a type is an error at its value, naming the intended one, as a
/// misspelt `$value` is.
enum TokenTypeSpelling {
    /// Throws at `type` when it is a string within two edits of `color` (ignoring case) that is
    /// not `color` itself (the types Legible reads are exact and lowercase).
    static func check(_ type: LocatedJSONValue?, key: String) throws(TokenFileError) {
        guard let type, let text = type.string, text != "color", text.count >= 3 else { return }
        let lowered = text.lowercased()
        guard lowered == "color" || EditDistance.distance(lowered, "color") <= 2 else { return }
        throw TokenFileError(
            location: type.location,
            message: "unknown \(key) \"\(text)\": did you mean \"color\"? (a token of another type is not checked, "
                + "so a misspelt type would leave its colors out of the run)")
    }
}
