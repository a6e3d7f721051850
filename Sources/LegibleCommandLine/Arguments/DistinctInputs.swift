import LegibleReports

/// One file or folder named twice on a command line (`s1.json ./s1.json`, `tokens ./tokens/`).
enum DistinctInputs {
    /// `paths` without the later spellings of a file or folder already named, each dropped one
    /// with a note on standard error (`'./x.css' is the same file as 'x.css'; it is read once`):
    /// one file given twice is read once, and its contents are not duplicates of themselves.
    /// Paths that name nothing are kept, for the command's own error.
    /// - Parameter reading: The verb of the note: "read" (check, merge) or "scanned".
    static func paths(_ paths: [String], reading: String, context: CommandContext) -> [String] {
        var seen: [FileIdentity: String] = [:]
        var kept: [String] = []
        for path in paths {
            if let identity = FileIdentity(path: context.resolve(path)) {
                if let first = seen[identity] {
                    context.standardError.writeMessage("note", "'\(path)' is the same file as '\(first)'; it is \(reading) once")
                    continue
                }
                seen[identity] = path
            }
            kept.append(path)
        }
        return kept
    }
}
