import Foundation

/// The screenshots a `scan` run covers: arguments expanded, sorted, and split into shards.
enum ScanInputs {
    /// Expands each argument: a directory means every `.png` under it (recursively, hidden
    /// entries skipped); an argument with `*`, `?` or `[` that names no file is a glob, matched by
    /// `glob(3)`; anything else is a file path (a missing one is reported as that image's error).
    /// The result is sorted by path, without duplicates, so every shard sees the same order.
    static func expand(_ arguments: [String], context: CommandContext) -> [String] {
        var paths = Set<String>()
        for argument in arguments {
            let resolved = context.resolve(argument)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    for file in pngFiles(under: resolved) { paths.insert(context.display(file)) }
                } else {
                    paths.insert(argument)
                }
            } else if argument.contains(where: { "*?[".contains($0) }) {
                for match in globMatches(resolved) { paths.insert(context.display(match)) }
            } else {
                paths.insert(argument)
            }
        }
        return paths.sorted()
    }

    /// The paths of shard `index` of `count` (1-based index): after sorting, the i-th path
    /// (counting from 0) goes to shard (i mod count) + 1.
    static func shard(_ paths: [String], index: Int, count: Int) -> [String] {
        paths.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Parses `K/N` with 1 ≤ K ≤ N.
    static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            return nil
        }
        return (k, n)
    }

    /// Every `.png` file under `directory`, sorted.
    static func pngFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard relative.lowercased().hasSuffix(".png") else { continue }
            found.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
        }
        return found.sorted()
    }

    /// The paths `pattern` matches (shell glob, no brace expansion), sorted.
    static func globMatches(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        var matches: [String] = []
        for i in 0..<Int(result.gl_pathc) {
            if let pointer = result.gl_pathv[i] { matches.append(String(cString: pointer)) }
        }
        return matches.sorted()
    }

    /// The report file name for an image: `page-3@2x.png` → `page-3@2x.json`.
    static func reportName(for path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        return stem + ".json"
    }
}
