internal import CLegiblePNG
import Foundation
import LegibleCore

/// How ``PNGEncoder`` compresses.
///
/// The defaults favour speed: zlib level 2 with the Sub filter on every row. On screenshots
/// (large flat areas, horizontal runs) Sub compresses nearly as well as libpng's adaptive
/// choice among all five filters and is several times faster to choose; measured in
/// `legible-bench`. Raise `compressionLevel` (up to 9) and use ``Filters/all`` for smaller files.
public struct PNGWriteOptions: Sendable, Equatable {
    /// Row filters libpng may choose from (PNG specification, section 9).
    public struct Filters: OptionSet, Sendable, Hashable {
        /// The bit mask (libpng's `PNG_FILTER_*`).
        public let rawValue: Int32
        /// Creates a set from libpng's bit mask.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Filter type 0: no filtering.
        public static let none = Filters(rawValue: 0x08)
        /// Filter type 1: difference with the pixel to the left.
        public static let sub = Filters(rawValue: 0x10)
        /// Filter type 2: difference with the pixel above.
        public static let up = Filters(rawValue: 0x20)
        /// Filter type 3: difference with the average of left and above.
        public static let average = Filters(rawValue: 0x40)
        /// Filter type 4: Paeth predictor.
        public static let paeth = Filters(rawValue: 0x80)
        /// All five; libpng picks one per row by a heuristic (slowest, usually smallest).
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib level, 0 (store) ... 9 (smallest). Default 2.
    public var compressionLevel: Int
    /// Filters libpng may use. Default `.sub`.
    public var filters: Filters
    /// Whether to add an sRGB chunk (perceptual intent) saying the samples are sRGB. Default true.
    public var tagsSRGB: Bool

    /// Creates options; every argument defaults to the documented value.
    public init(compressionLevel: Int = 2, filters: Filters = .sub, tagsSRGB: Bool = true) {
        self.compressionLevel = compressionLevel
        self.filters = filters
        self.tagsSRGB = tagsSRGB
    }

    /// Level 1, Sub only: fastest.
    public static let fastest = PNGWriteOptions(compressionLevel: 1, filters: .sub)
    /// The default: level 2, Sub.
    public static let `default` = PNGWriteOptions()
    /// Level 9, all filters: smallest files, slowest.
    public static let smallest = PNGWriteOptions(compressionLevel: 9, filters: .all)
}

/// Writes 8-bit PNG files through libpng, atomically.
public enum PNGEncoder {
    /// Writes an image as an 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise.
    ///
    /// The data goes to a new temporary file in the destination's directory, which is renamed
    /// onto `path` only when complete, so a failure never leaves a partial or broken file at
    /// `path` (an existing file there stays untouched until the rename replaces it). A symbolic
    /// link at `path` is written through to its target; a device or pipe there is refused.
    /// - Parameters:
    ///   - image: 8-bit RGBA, straight alpha, sRGB-encoded.
    ///   - path: the destination file.
    ///   - options: compression level, filters, sRGB chunk.
    /// - Throws: ``PNGWriteError``.
    public static func write(
        _ image: RGBAImage, toFile path: String, options: PNGWriteOptions = .default
    ) throws(PNGWriteError) {
        guard (0...9).contains(options.compressionLevel) else {
            throw .invalidCompressionLevel(options.compressionLevel)
        }
        // A symbolic link is written through (its final target is replaced, not the link); a
        // device, pipe or socket is refused (renaming over it would replace it).
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            throw .cannotWrite(path: path, reason: "not a regular file (a PNG goes to a file)")
        }
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".legible-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
        var message = [CChar](repeating: 0, count: Int(LEGIBLE_PNG_MESSAGE_CAPACITY))
        let filters = options.filters.isEmpty ? PNGWriteOptions.Filters.sub : options.filters
        let code = image.pixels.withUnsafeBufferPointer { pixels in
            Int(legible_png_write_file(
                temporary, pixels.baseAddress, UInt32(image.width), UInt32(image.height),
                image.rowStride, image.isOpaque ? 0 : 1, options.tagsSRGB ? 1 : 0,
                Int32(options.compressionLevel), filters.rawValue, &message))
        }
        let text = message.withUnsafeBufferPointer { buffer in
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        switch code {
        case LEGIBLE_PNG_OK:
            break
        case LEGIBLE_PNG_LIBPNG:
            throw .libpng(path: path, message: text)
        default:
            // It is the temporary file beside the destination that could not be created.
            throw .cannotWrite(path: path, reason: text.replacingOccurrences(
                of: "cannot create the file", with: "cannot create the temporary file in '\(directory)' that is renamed onto it"))
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotRename(path: path, reason: reason)
        }
    }
}
