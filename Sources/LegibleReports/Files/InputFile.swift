import Foundation
import LegibleTokens

/// Reading a whole input file (a scan report for `legible merge`, a `check` baseline) with an
/// error that says what was wrong with the path, not only that it could not be read.
public enum InputFile {
    /// The bytes of the file at `path`, read through a file handle (so that a device or a pipe,
    /// `<(cat s1.json)`, is read as its bytes).
    ///
    /// - Parameter expected: What the file should be, ending each message: `expected a JSON
    ///   report written by 'legible scan --format json'`.
    /// - Throws: ``TokenFileError`` at `path` (no line) saying which: `no such file`, `is a
    ///   directory`, `cannot read the file (permission denied)` (or the system's reason), or
    ///   `the file is empty (found 0 bytes)` (`/dev/null`, an artifact never written), each
    ///   followed by `; ` and `expected`.
    public static func read(_ path: String, expected: String) throws(TokenFileError) -> [UInt8] {
        func failure(_ message: String) -> TokenFileError {
            TokenFileError(location: SourceLocation(file: path, line: 0, column: 0), message: message + "; " + expected)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        if isDirectory.boolValue { throw failure("is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw failure("cannot read the file (permission denied)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw failure("cannot read the file (\(error.localizedDescription))")
        }
        guard !data.isEmpty else { throw failure("the file is empty (found 0 bytes)") }
        return [UInt8](data)
    }
}
