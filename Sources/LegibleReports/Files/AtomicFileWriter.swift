import Foundation

/// A file that could not be written; nothing was left behind.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The destination path as given.
    public var path: String
    /// What failed, from the operating system's message.
    public var reason: String

    /// An error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write 'out/report.json': No such file or directory`.
    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files atomically: the bytes go to a temporary file in the destination's directory,
/// which is flushed and then renamed over the destination. Readers see the old file or the whole
/// new one, never a partial one; on any failure the temporary file is removed and the destination
/// is untouched.
public enum AtomicFileWriter {
    /// Writes `text` as UTF-8 to `path`.
    ///
    /// - Throws: ``FileWriteError`` when the directory does not exist or is not writable, the
    ///   disk is full, or the rename fails (for example when `path` is a directory).
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`; see ``write(_:to:)-(String,_)``.
    ///
    /// A symbolic link is written through: its final target is replaced, the link stays. A
    /// destination that is not a regular file (a terminal, `/dev/stdout`, a pipe, a device) gets
    /// the bytes written straight into it, since renaming over it would replace the device.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            // realpath fails for a link it cannot name (/dev/stdout -> /proc/self/fd/1 -> a pipe).
            guard let resolved = realpath(path, nil) else { return try stream(bytes, to: path) }
            let target = String(cString: resolved)
            free(resolved)
            return try write(bytes, to: target, reportedAs: path)
        }
        try write(bytes, to: path, reportedAs: path)
    }

    /// Writes `bytes` straight into `path` (a device, a pipe), without a temporary file.
    private static func stream(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastErrorText()) }
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = lastErrorText() }
        if let failure { throw FileWriteError(path: path, reason: failure) }
    }

    /// The temporary-file-and-rename write of `bytes` to `path` (no symbolic link), errors
    /// naming `shown`.
    private static func write(_ bytes: [UInt8], to path: String, reportedAs shown: String) throws(FileWriteError) {
        if let refusal = refusal(writing: path, reportedAs: shown) { throw refusal }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            return try stream(bytes, to: path)
        }
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        guard !name.isEmpty else { throw FileWriteError(path: shown, reason: Self.folderReason) }
        var template = Array((directory + "/." + name + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            // The destination may well exist (`-o /proc/version`): it is the temporary file
            // beside it that could not be made, so the system's text alone would mislead.
            throw FileWriteError(path: shown, reason: temporaryFileReason(in: directory))
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil, fchmod(descriptor, 0o644) != 0 { failure = lastErrorText() }
        if failure == nil, fsync(descriptor) != 0 { failure = lastErrorText() }
        if close(descriptor) != 0, failure == nil { failure = lastErrorText() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastErrorText() }
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: shown, reason: failure)
        }
    }

    /// The error ``write(_:to:)-([UInt8],_)`` throws for `path` whatever the bytes, or nil: a
    /// path that names a folder (an existing directory, a symbolic link to one, or a path ending
    /// in `/`) gets ``folderReason``. A command calls it before its work, so that a long run is
    /// not lost to an output path that could never be written (`scan shots/ -o reports/`).
    ///
    /// - Parameter shown: The path as the error names it (as the user gave it).
    public static func refusal(writing path: String, reportedAs shown: String) -> FileWriteError? {
        var info = stat()
        let isFolder = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        guard isFolder || path.hasSuffix("/") else { return nil }
        return FileWriteError(path: shown, reason: folderReason)
    }

    /// Why a path that names a folder (an existing directory, or a path ending in `/`) cannot be
    /// written: `cannot write 'x.png': the output path names a folder, not a file`.
    static let folderReason = "the output path names a folder, not a file"

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; the
    /// operating system's message on failure, else nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return lastErrorText()
                }
                offset += written
            }
            return nil
        }
    }

    /// Why the temporary file could not be created in `directory`, from `errno`: `cannot create
    /// the temporary file in '/proc' that is renamed onto it: No such file or directory`.
    /// A folder that does not exist says so: `the folder 'out' does not exist`.
    static func temporaryFileReason(in directory: String) -> String {
        let text = lastErrorText()
        var info = stat()
        if stat(directory, &info) != 0, errno == ENOENT { return "the folder '\(directory)' does not exist" }
        return "cannot create the temporary file in '\(directory)' that is renamed onto it: \(text)"
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}
