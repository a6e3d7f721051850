import Foundation

/// Reading a whole input file (a token file, a pairs file, a scan report for `legible merge`, a
/// `check` baseline) under a size cap, with an error that says what was wrong with the path, not
/// only that it could not be read. The one reader of input files outside the PNG decoder.
public enum InputFile {
    /// The cap when a caller gives none: 1 GiB, as for images (``TokenLoader`` caps token files
    /// at ``TokenLoader/defaultMaxFileBytes``).
    public static let defaultMaxBytes = 1 << 30

    /// The bytes of the file at `path`, read through a file handle (so that a device or a pipe,
    /// `<(cat s1.json)`, is read as its bytes), after its size is checked against `maxBytes`.
    ///
    /// The size of a regular file is checked before anything is allocated; a pipe or a device
    /// (whose size is not known beforehand) is read up to `maxBytes + 1` bytes, never more.
    ///
    /// - Parameters:
    ///   - maxBytes: The largest file accepted, in bytes.
    ///   - sizeHint: How to read a larger file, ending the too-large message in parentheses:
    ///     `raise --max-file-size to read it`.
    ///   - expected: What the file should be, ending each message: `expected a JSON report
    ///     written by 'legible scan --format json'`.
    ///   - acceptsEmpty: Whether a file of 0 bytes is returned (a token file may hold nothing)
    ///     rather than refused.
    /// - Throws: ``TokenFileError`` at `path` (no line) saying which: `no such file`, `is a
    ///   directory`, `cannot read the file (permission denied)` (or the system's reason), or
    ///   `the file is empty (found 0 bytes)` (`/dev/null`, an artifact never written), each
    ///   followed by `; ` and `expected`; or ``tooLarge(_:bytes:limit:hint:)``.
    public static func read(
        _ path: String, maxBytes: Int = defaultMaxBytes, sizeHint: String? = nil, expected: String,
        acceptsEmpty: Bool = false
    ) throws(TokenFileError) -> [UInt8] {
        func failure(_ message: String) -> TokenFileError {
            TokenFileError(location: SourceLocation(file: path, line: 0, column: 0), message: message + "; " + expected)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        if isDirectory.boolValue { throw failure("is a directory") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeRegular,
           let size = (attributes?[.size] as? NSNumber)?.intValue, size > maxBytes {
            throw tooLarge(path, bytes: size, limit: maxBytes, hint: sizeHint)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw failure("cannot read the file (permission denied)")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw failure("cannot read the file (\(error.localizedDescription))")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes < Int.max ? maxBytes + 1 : Int.max) ?? Data()
        } catch {
            throw failure("cannot read the file (\(error.localizedDescription))")
        }
        // A pipe or a device, or a file that grew after its size was checked.
        if data.count > maxBytes {
            throw tooLarge(path, bytes: data.count, limit: maxBytes, hint: sizeHint, atLeast: true)
        }
        guard acceptsEmpty || !data.isEmpty else { throw failure("the file is empty (found 0 bytes)") }
        return [UInt8](data)
    }

    /// The error for a file over the size cap: `file is 13 bytes; expected at most 10 (raise
    /// --max-file-size to read it)`. `atLeast` when only the first `bytes` were read (a pipe).
    public static func tooLarge(_ path: String, bytes: Int, limit: Int, hint: String?, atLeast: Bool = false)
        -> TokenFileError
    {
        let found = atLeast ? "file is more than \(limit) bytes" : "file is \(bytes) bytes"
        return TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                              message: found + "; expected at most \(limit)" + (hint.map { " (\($0))" } ?? ""))
    }
}
