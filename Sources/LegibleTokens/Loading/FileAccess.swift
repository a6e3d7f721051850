import Foundation
import LegibleCore

/// The file-system side of ``TokenLoader``: expanding directories and reading files.
enum FileAccess {
    /// `path` itself when it is a file; every token file under it, sorted, when it is a directory.
    ///
    /// - Throws: ``TokenFileError`` for a missing path, an unreadable directory, or a directory
    ///   that holds no token file (``emptyDirectoryMessage``).
    static func expand(_ path: String) throws(TokenFileError) -> [String] {
        let found = try tokenFiles(path)
        guard !found.isEmpty else { throw wholeFile(path, emptyDirectoryMessage) }
        return found
    }

    /// Why a directory gives no input: it holds no file of a known format.
    static let emptyDirectoryMessage = "directory holds no token files; expected files ending in "
        + ".json, .tokens.json, .tokens, .json5, .css, .gpl, .ase or Android res/values*/*.xml"

    /// ``expand(_:)`` without the error for a directory that holds no token file: then empty.
    static func tokenFiles(_ path: String) throws(TokenFileError) -> [String] {
        guard !path.isEmpty else {
            throw wholeFile(path, "an empty path was given as an input; expected a token file or a directory")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw wholeFile(path, "no such file or directory")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw wholeFile(path, "cannot read directory")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard let format = TokenFileFormat(pathExtension: relative), !isSettingsFile(relative) else { continue }
            let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
            // A pipe, a socket or a device under the folder (or a link to one) is refused before
            // it is opened: reading a FIFO waits for a writer forever, and /dev/zero never ends.
            var info = stat()
            guard stat(full, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR { continue }
            guard kind == S_IFREG else {
                let what = SpecialFile.description(mode: UInt32(info.st_mode))
                throw wholeFile(full, "is \(what), not a regular file; expected a token file (remove it from the folder, or name the files to read)")
            }
            if format == .androidResources && !isAndroidResources(full) { continue }
            found.append(full)
        }
        return found.sorted { sortKey($0) < sortKey($1) }
    }

    /// Sorted path order, except that an Android `values` folder comes before its qualified
    /// siblings (`values-night`, `values-v31`), so that they override it.
    static func sortKey(_ path: String) -> String {
        path.replacing("/values/", with: "/values\u{1}/")
    }

    /// Whether a file under a directory is one of Legible's own settings rather than tokens:
    /// a pairs file (`*.pairs.json`) or a configuration file (`legible.json`). A directory scan
    /// skips them; named on the command line, they are read like any other file.
    static func isSettingsFile(_ relative: String) -> Bool {
        let name = relative.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.hasSuffix(".pairs.json") || name == "legible.json"
    }

    /// Whether a `.xml` file under a directory is an Android resources file: by its folder
    /// (`values`, `values-night`…), or by content (a `<resources>` root holding `<color>`).
    static func isAndroidResources(_ path: String) -> Bool {
        if TokenFileFormat.isAndroidResourcePath(path) { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head: Data? = (try? handle.read(upToCount: 65_536)) ?? nil
        return TokenFileFormat.looksLikeAndroidResources([UInt8](head ?? Data()))
    }

    /// The folder `Contents.json` files between an asset-catalog file and its `.xcassets` root,
    /// outermost first, that exist: they say which folders provide a namespace.
    static func assetCatalogFolders(of path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let root = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return [] }
        var result: [String] = []
        for end in root..<(parts.count - 1) {
            let folder = parts[...end].joined(separator: "/")
            if folder.hasSuffix(".colorset") { continue }
            let contents = folder + "/Contents.json"
            if contents != path, FileManager.default.fileExists(atPath: contents) { result.append(contents) }
        }
        return result
    }

    /// The bytes of a token file of at most `maxBytes` bytes, through ``InputFile/read(_:maxBytes:sizeHint:expected:acceptsEmpty:)``
    /// (the size is checked before reading); an empty file is read as no bytes.
    static func tokenFileBytes(_ path: String, maxBytes: Int) throws(TokenFileError) -> [UInt8] {
        try InputFile.read(path, maxBytes: maxBytes, sizeHint: sizeHint, expected: expectedTokenFile, acceptsEmpty: true)
    }

    /// What a token file must be, ending the messages of ``tokenFileBytes(_:maxBytes:)``.
    static let expectedTokenFile = "expected a token file"

    /// How to read a token file over the cap.
    static let sizeHint = "raise --max-file-size to read it"

    /// The error for a token file over the size cap (``InputFile/tooLarge(_:bytes:limit:hint:atLeast:)``).
    static func tooLarge(_ path: String, bytes: Int, limit: Int) -> TokenFileError {
        InputFile.tooLarge(path, bytes: bytes, limit: limit, hint: sizeHint)
    }

    static func wholeFile(_ path: String, _ message: String) -> TokenFileError {
        TokenFileError(location: SourceLocation(file: path, line: 0, column: 0), message: message)
    }
}
