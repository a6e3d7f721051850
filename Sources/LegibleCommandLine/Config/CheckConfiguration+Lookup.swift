import Foundation

extension CheckConfiguration {
    /// The `legible.json` that applies in `directory`: the first found in it or its parents, up to
    /// and including the repository root (the nearest folder holding `.git`). Outside a
    /// repository only `directory` itself is searched, so a stray file higher up never applies.
    ///
    /// - Parameters:
    ///   - directory: The absolute current directory.
    ///   - exists: Whether a path exists (injected for tests).
    /// - Returns: How many levels up the file is (0 for `directory`), or nil.
    static func lookup(from directory: String, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        -> Int?
    {
        var folders: [String] = []
        var current = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var repositoryFound = false
        while true {
            folders.append(current)
            if exists(join(current, ".git")) { repositoryFound = true; break }
            let parent = folder(of: current)
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        if !repositoryFound { folders = [folders[0]] }
        return folders.firstIndex { exists(join($0, fileName)) }
    }

    /// The path of a configuration found `levels` folders up, relative to the current directory:
    /// `legible.json`, `../legible.json`, ...
    static func relativePath(levels: Int) -> String {
        String(repeating: "../", count: levels) + fileName
    }
}
