import Foundation

/// The screenshots a `scan` run covers: arguments expanded, sorted, and split into shards.
enum ScanInputs {
    /// Expands each argument: a directory means every `.png` under it (recursively, hidden
    /// entries skipped); an argument with `*`, `?` or `[` that names no file is a glob, matched by
    /// `glob(3)` with a final `.png` matched in any case (``caseFoldedExtension(_:)``, so
    /// `'shots/*.png'` takes iPhone-style `IMG_1234.PNG` as a folder does); anything else is a file path (a missing one is reported as that image's error).
    /// The paths are sorted, so every shard sees the same order, and one file named twice
    /// (`a.png ./a.png`, or a file inside a folder also given) is kept once, as first spelled:
    /// `duplicates` holds each dropped spelling with the one kept and the argument that named it
    /// again (a file a folder or glob finds twice, as `shots shots/*` do, is not a duplicate).
    /// `misnamed` lists the files a folder holds that are PNG images by their signature but not
    /// named `.png` (`shot.jpg`, `noext`): not scanned, and noted so, never passed over unseen.
    static func expand(_ arguments: [String], context: CommandContext)
        -> (paths: [String], duplicates: [Duplicate], misnamed: [String])
    {
        var kept: [String: (path: String, argument: Int)] = [:]
        var duplicates: [Duplicate] = []
        var misnamed: [String] = []
        var index = 0
        func add(_ path: String) {
            let key = absolutePath(path, context: context)
            if let first = kept[key] {
                if first.path != path || first.argument != index {
                    duplicates.append(Duplicate(
                        dropped: path, kept: first.path, argument: arguments[index],
                        keptArgument: arguments[first.argument]))
                }
            } else {
                kept[key] = (path, index)
            }
        }
        for (position, argument) in arguments.enumerated() {
            index = position
            let resolved = context.resolve(argument)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    let listed = pngFiles(under: resolved)
                    for file in listed.png { add(context.display(file)) }
                    misnamed += listed.misnamed.map(context.display)
                } else {
                    add(argument)
                }
            } else if argument.contains(where: { "*?[".contains($0) }) {
                // A folder the pattern matches (`shots/*` over `shots/en/`) is searched as a folder argument.
                for match in globMatches(caseFoldedExtension(resolved)) {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: match, isDirectory: &isFolder), isFolder.boolValue {
                        let listed = pngFiles(under: match)
                        for file in listed.png { add(context.display(file)) }
                        misnamed += listed.misnamed.map(context.display)
                    } else {
                        add(context.display(match))
                    }
                }
            } else {
                add(argument)
            }
        }
        return (kept.values.map(\.path).sorted(), duplicates, Array(Set(misnamed)).sorted())
    }

    /// A file named again by a later argument, dropped for the spelling first kept.
    struct Duplicate: Equatable {
        /// The spelling dropped.
        var dropped: String
        /// The spelling kept (the first).
        var kept: String
        /// The argument that named the file again: the file itself, a folder or a glob.
        var argument: String
        /// The argument that named it first.
        var keptArgument: String

        /// The note on standard error: `'./a.png' is the same file as 'a.png'; it is scanned
        /// once`, or, spelled the same, `'shots/a.png' is also in 'shots'; it is scanned once`.
        var note: String {
            if dropped != kept { return "'\(dropped)' is the same file as '\(kept)'; it is scanned once" }
            let folder = keptArgument != kept ? keptArgument : argument != dropped ? argument : nil
            guard let folder else { return "'\(kept)' is named twice; it is scanned once" }
            return "'\(kept)' is also in '\(folder)'; it is scanned once"
        }
    }

    /// The notes for `duplicates`, in order: one per duplicate (``Duplicate/note``), but the files
    /// that two folder or glob arguments both find (`shots shots/en`) get one note per pair of
    /// arguments when there are several: `3 files in 'shots/en' are also in 'shots'; each is
    /// scanned once`, not one line per file.
    static func notes(_ duplicates: [Duplicate]) -> [String] {
        func isOverlap(_ duplicate: Duplicate) -> Bool {
            duplicate.dropped == duplicate.kept && duplicate.keptArgument != duplicate.kept
                && duplicate.argument != duplicate.dropped
        }
        var counts: [[String]: Int] = [:]
        for duplicate in duplicates where isOverlap(duplicate) {
            counts[[duplicate.argument, duplicate.keptArgument], default: 0] += 1
        }
        var notes: [String] = []
        var given: Set<[String]> = []
        for duplicate in duplicates {
            let pair = [duplicate.argument, duplicate.keptArgument]
            guard isOverlap(duplicate), let count = counts[pair], count > 1 else {
                notes.append(duplicate.note)
                continue
            }
            if given.insert(pair).inserted {
                notes.append("\(count) files in '\(duplicate.argument)' are also in '\(duplicate.keptArgument)'; "
                    + "each is scanned once")
            }
        }
        return notes
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

    /// Every `.png` file under `directory`, sorted (a folder whose name ends in `.png` is searched,
    /// not listed), and the other regular files there that begin with the PNG signature.
    static func pngFiles(under directory: String) -> (png: [String], misnamed: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return ([], []) }
        var found: [String] = [], misnamed: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            guard relative.lowercased().hasSuffix(".png") else {
                if ImageInput.signature(ofRegularFile: path) == .png {
                    misnamed.append(path)
                }
                continue
            }
            // A folder named `x.png` is walked into (the enumerator does), not read as an image.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
            found.append(path)
        }
        return (found.sorted(), misnamed.sorted())
    }

    /// `pattern` with a final `.png` extension (in any case) made case-insensitive:
    /// `shots/*.png` → `shots/*.[pP][nN][gG]`; any other pattern unchanged.
    static func caseFoldedExtension(_ pattern: String) -> String {
        guard pattern.lowercased().hasSuffix(".png") else { return pattern }
        return String(pattern.dropLast(3)) + "[pP][nN][gG]"
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

    /// The deepest folder that holds every path (resolved against the current directory and
    /// normalised), so that outputs can mirror the folders below it: `shots/en/home.png` and
    /// `shots/de/home.png` give `shots`.
    static func commonFolder(of paths: [String], context: CommandContext) -> String {
        let folders = paths.map { path -> [Substring] in
            let absolute = absolutePath(path, context: context)
            return OutputFolder.parent(of: absolute).split(separator: "/")
        }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            let shared = zip(common, folder).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        return "/" + common.joined(separator: "/")
    }

    /// Where an output for `path` goes below an output folder: its path relative to `root`
    /// (``commonFolder(of:context:)``), with the extension replaced by `extension` when one is
    /// given (`en/home@2x.png` → `en/home@2x.json`).
    static func mirroredPath(for path: String, root: String, extension newExtension: String?, context: CommandContext) -> String {
        let absolute = absolutePath(path, context: context)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var relative = !root.isEmpty && absolute.hasPrefix(prefix)
            ? String(absolute.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
        if let newExtension {
            if relative.lowercased().hasSuffix(".png") { relative = String(relative.dropLast(4)) }
            relative += "." + newExtension
        }
        return relative
    }

    /// `path` made absolute and standardized: resolved against the context's current directory,
    /// or the process's own when the context has none (`legible scan shots/` run from a shell).
    static func absolutePath(_ path: String, context: CommandContext) -> String {
        var resolved = context.resolve(path)
        if !resolved.hasPrefix("/") {
            let here = FileManager.default.currentDirectoryPath
            resolved = here.hasSuffix("/") ? here + resolved : here + "/" + resolved
        }
        return (resolved as NSString).standardizingPath
    }
}
