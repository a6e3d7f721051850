import Foundation

/// Output folders: made when missing, as `mkdir -p` would, so that `check -o`, `scan -o`,
/// `scan --output-dir` and `--overlay-dir` behave the same.
enum OutputFolder {
    /// Creates `folder` (and its parents) when it does not exist.
    ///
    /// - Throws: ``CommandFailure/input(_:)`` naming the folder and `option` when a file is in
    ///   the way or the folder cannot be made (a part of the path is a file, no permission).
    static func create(_ folder: String, for option: String, context: CommandContext) throws(CommandFailure) {
        guard !folder.isEmpty else { return }
        let resolved = context.resolve(folder)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .input("\(folder): not a folder (for \(option)): a file of that name is in the way")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: resolved, withIntermediateDirectories: true)
        } catch {
            throw .input("\(folder): cannot create the folder (for \(option)): a part of the path is a file, or "
                + "the parent folder is not writable")
        }
    }

    /// Creates the folder that will hold the file `path` (nothing for a bare file name).
    static func create(parentOf path: String, for option: String, context: CommandContext) throws(CommandFailure) {
        try create(parent(of: path), for: option, context: context)
    }

    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it (`d/b` → `d`,
    /// `/a` → `/`, `a` and `a/` → empty), written out because Foundation on Linux traps on a
    /// one-character path (`-o a` crashed).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var head = trimmed[..<slash]
        while head.count > 1, head.hasSuffix("/") { head = head.dropLast() }
        return String(head)
    }
}
