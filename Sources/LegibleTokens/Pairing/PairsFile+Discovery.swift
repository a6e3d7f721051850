import Foundation

extension PairsFile {
    /// The pairs files that accompany token inputs: for a file `NAME.EXT` (or `NAME.tokens.json`),
    /// `NAME.pairs.json` beside it; for a directory, every `*.pairs.json` directly inside it.
    ///
    /// A palette without roles (such as Tailwind's) can ship its pairs beside it, so that
    /// `legible check palette.css` checks the intended pairs without `--pairs`.
    ///
    /// - Returns: existing paths, sorted, without duplicates.
    public static func companions(of inputs: [String]) -> [String] {
        var found = Set<String>()
        let files = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: input, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let names = (try? files.contentsOfDirectory(atPath: input)) ?? []
                for name in names where name.lowercased().hasSuffix(".pairs.json") && !name.hasPrefix(".") {
                    found.insert(input.hasSuffix("/") ? input + name : input + "/" + name)
                }
            } else if let companion = companion(of: input), files.fileExists(atPath: companion) {
                found.insert(companion)
            }
        }
        return found.sorted()
    }

    /// `NAME.pairs.json` for `NAME.css`, `NAME.json`, `NAME.tokens.json`, `NAME.tokens` or
    /// `NAME.json5`; nil for a pairs file itself.
    static func companion(of path: String) -> String? {
        let lower = path.lowercased()
        if lower.hasSuffix(".pairs.json") { return nil }
        for suffix in [".tokens.json", ".json5", ".json", ".tokens", ".css"] where lower.hasSuffix(suffix) {
            return String(path.dropLast(suffix.count)) + ".pairs.json"
        }
        return nil
    }
}
