/// Why a PNG file could not be read. Each case names the file; ``description`` is one sentence.
public enum PNGReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The path names a directory; a PNG file was expected.
    case isDirectory(path: String)
    /// The path ends in `/` (so names a folder) but what it names is a file: `open(2)` fails
    /// there with `ENOTDIR` (POSIX: a trailing slash resolves only to a directory).
    case notAFolder(path: String)
    /// The file has zero bytes.
    case emptyFile(path: String)
    /// The file is larger than the byte limit (``PNGReadLimits/maxFileBytes``).
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    /// The file exists but could not be read (permissions, I/O error); `reason` is the system's.
    case cannotRead(path: String, reason: String)
    /// The file does not start with the 8-byte PNG signature; `detail` says how it differs.
    case notPNG(path: String, detail: String)
    /// The data ends inside a chunk or before IEND, at this byte offset.
    case truncated(path: String, byteOffset: Int)
    /// The header declares more pixels than allowed; nothing was allocated for them.
    case dimensionsExceedLimit(path: String, width: Int, height: Int, limit: Int)
    /// The header declares a width or height over the per-side cap (``PNGReadLimits/maxSide``,
    /// libpng's own limit), which `--max-pixels` does not raise; nothing was allocated.
    case sideExceedsLimit(path: String, width: Int, height: Int, limit: Int)
    /// libpng rejected the data (bad CRC, invalid header, bad compressed data...), with its text.
    case libpng(path: String, message: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .isDirectory(let path), .notAFolder(let path), .emptyFile(let path),
            .fileTooLarge(let path, _, _), .cannotRead(let path, _), .notPNG(let path, _),
            .truncated(let path, _), .dimensionsExceedLimit(let path, _, _, _),
            .sideExceedsLimit(let path, _, _, _), .libpng(let path, _):
            path
        }
    }

    /// One sentence: the file, what was found, and what was expected.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file"
        case .isDirectory(let path):
            "\(path): is a directory, expected a PNG file"
        case .notAFolder(let path):
            "\(path): is not a folder (a path ending in / names a folder, as open(2) reads it, and this one "
                + "names a file); expected a PNG file named without the final /"
        case .emptyFile(let path):
            "\(path): file is empty (0 bytes), expected a PNG image"
        case let .fileTooLarge(path, bytes, limit):
            "\(path): file is \(bytes) bytes, over the limit of \(limit) bytes"
        case let .cannotRead(path, reason):
            "\(path): cannot read the file: \(reason)"
        case let .notPNG(path, detail):
            "\(path): not a PNG file: \(detail)"
        case let .truncated(path, offset):
            "\(path): PNG data is truncated at byte offset \(offset)"
        case let .dimensionsExceedLimit(path, width, height, limit):
            "\(path): image is \(width) x \(height) pixels, over the limit of \(limit) pixels"
                + " (raise it with --max-pixels)"
        case let .sideExceedsLimit(path, width, height, limit):
            "\(path): image is \(width) x \(height) pixels, over the per-side limit of \(limit) pixels"
                + " (a fixed cap on width and height; --max-pixels does not raise it)"
        case let .libpng(path, message):
            "\(path): invalid PNG data: \(message)"
        }
    }
}

/// Why a PNG file could not be written. No partial file is ever left at the destination.
public enum PNGWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The compression level is outside 0...9.
    case invalidCompressionLevel(Int)
    /// The temporary file in the destination directory could not be created or written.
    case cannotWrite(path: String, reason: String)
    /// libpng failed while encoding, with its text.
    case libpng(path: String, message: String)
    /// The finished temporary file could not be renamed onto the destination.
    case cannotRename(path: String, reason: String)

    /// One sentence: the file, what failed, and why.
    public var description: String {
        switch self {
        case .invalidCompressionLevel(let level):
            "compression level \(level) is outside 0...9"
        case let .cannotWrite(path, reason):
            "\(path): cannot write the file: \(reason)"
        case let .libpng(path, message):
            "\(path): PNG encoding failed: \(message)"
        case let .cannotRename(path, reason):
            "\(path): cannot move the finished file into place: \(reason)"
        }
    }
}
