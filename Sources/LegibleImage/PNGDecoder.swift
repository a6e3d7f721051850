internal import CLegiblePNG
import Foundation
import LegibleCore

/// Caps checked before any pixel memory is allocated.
public struct PNGReadLimits: Sendable, Equatable {
    /// Largest accepted `width × height`. Default 100,000,000 (400 MB of RGBA8; a 4K frame is
    /// 8.3 million). The CLI's `--max-pixels` sets it.
    public var maxPixels: Int
    /// Largest accepted width or height. Default 1,000,000 (libpng's own default).
    public var maxSide: Int
    /// Largest accepted file size in bytes. Default 1 GiB.
    public var maxFileBytes: Int
    /// Largest decompressed ancillary chunk (an ICC profile, a text chunk). Default 8 MiB.
    public var maxChunkBytes: Int
    /// Largest number of ancillary chunks kept. Default 1,000.
    public var maxChunkCount: Int

    /// Creates limits; every argument defaults to the documented value.
    public init(
        maxPixels: Int = 100_000_000, maxSide: Int = 1_000_000, maxFileBytes: Int = 1 << 30,
        maxChunkBytes: Int = 8 << 20, maxChunkCount: Int = 1_000
    ) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
        self.maxFileBytes = maxFileBytes
        self.maxChunkBytes = maxChunkBytes
        self.maxChunkCount = maxChunkCount
    }

    /// The default limits.
    public static let `default` = PNGReadLimits()

    var c: legible_png_limits {
        legible_png_limits(
            max_side: UInt32(clamping: max(1, maxSide)), max_pixels: UInt64(clamping: max(1, maxPixels)),
            max_chunk_bytes: UInt32(clamping: max(1, maxChunkBytes)),
            max_chunk_count: UInt32(clamping: max(1, maxChunkCount)))
    }
}

/// Reads PNG files through libpng's full API (via the CLegiblePNG C target; libpng's
/// setjmp/longjmp never reaches Swift).
///
/// Decoding returns the **stored samples** as 8-bit RGBA: palettes and tRNS expand to RGBA, gray
/// below 8 bits scales to 0...255 (×255, ×85, ×17), 16-bit samples round with
/// `(v × 255 + 32767) / 65535` (libpng's `png_set_scale_16`), Adam7 is deinterlaced. No gamma or
/// ICC conversion happens here: call ``ColorManagement/convertToSRGB(_:from:threadCount:)``.
public enum PNGDecoder {
    /// Reads and decodes a PNG file.
    ///
    /// - Parameters:
    ///   - path: the file; a directory, an empty file or a non-PNG is an error.
    ///   - limits: caps checked before allocating the pixels.
    /// - Returns: the file's facts and its stored samples.
    /// - Throws: ``PNGReadError``: `.fileNotFound`, `.isDirectory`, `.emptyFile`, `.fileTooLarge`,
    ///   `.cannotRead`, `.notPNG`, `.truncated`, `.dimensionsExceedLimit`, `.sideExceedsLimit`, or `.libpng` with
    ///   libpng's message.
    public static func decode(contentsOf path: String, limits: PNGReadLimits = .default)
        throws(PNGReadError) -> DecodedPNG
    {
        let data = try readFile(path, limits: limits)
        return try decode(data, path: path, limits: limits)
    }

    /// Reads the facts of a PNG file: header, chunk list and color space.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limits: caps checked before allocating.
    ///   - validatesImageData: when true (the default), the image data is decoded and discarded,
    ///     so a truncated or corrupt file is an error, as it would be for `decode`. When false,
    ///     only the signature, the header and the chunks before the first IDAT are read and checked.
    /// - Throws: as ``decode(contentsOf:limits:)``.
    public static func info(
        contentsOf path: String, limits: PNGReadLimits = .default, validatesImageData: Bool = true
    ) throws(PNGReadError) -> PNGInfo {
        let data = try readFile(path, limits: limits)
        return try run(data, path: path, limits: limits, decodePixels: validatesImageData).info
    }

    /// Decodes a PNG held in memory.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - path: the name used in error messages.
    ///   - limits: caps checked before allocating the pixels.
    /// - Throws: ``PNGReadError`` as ``decode(contentsOf:limits:)`` (except the file cases).
    public static func decode<Bytes: ContiguousBytes>(
        _ bytes: Bytes, path: String, limits: PNGReadLimits = .default
    ) throws(PNGReadError) -> DecodedPNG {
        let result = try run(bytes, path: path, limits: limits, decodePixels: true)
        guard let image = result.image else {
            throw .libpng(path: path, message: "no pixels were decoded")
        }
        return DecodedPNG(info: result.info, image: image)
    }

    private static func readFile(_ path: String, limits: PNGReadLimits) throws(PNGReadError) -> Data {
        var isDirectory: ObjCBool = false
        // `a.png/` names a folder: open(2) fails there with ENOTDIR when a.png is a file (Foundation
        // says no such file on Linux, and drops the `/` on Darwin). Say which, on every platform.
        if path.hasSuffix("/"), path.contains(where: { $0 != "/" }) {
            let file = String(path.reversed().drop { $0 == "/" }.reversed())
            if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw .notAFolder(path: path)
            }
        }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .isDirectory(path: path) }
        // A pipe, /dev/stdin or a device has no size to check against the cap and cannot be
        // mapped (Foundation then says "You don't have permission", even to root): say what it is.
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw .cannotRead(path: path, reason: "it is \(Self.kind(of: status.st_mode)), not a regular file; "
                + "save the image to a file and name that")
        }
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
        if size > limits.maxFileBytes {
            throw .fileTooLarge(path: path, bytes: size, limit: limits.maxFileBytes)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
        if data.isEmpty { throw .emptyFile(path: path) }
        return data
    }

    /// What a file that is not regular is, for an error (``SpecialFile/description(mode:)``).
    private static func kind(of mode: mode_t) -> String { SpecialFile.description(mode: UInt32(mode)) }

    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func run<Bytes: ContiguousBytes>(
        _ bytes: Bytes, path: String, limits: PNGReadLimits, decodePixels: Bool
    ) throws(PNGReadError) -> (info: PNGInfo, image: RGBAImage?) {
        let outcome: Result<(PNGInfo, RGBAImage?), PNGReadError> = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else {
                return .failure(.emptyFile(path: path))
            }
            let layout = PNGChunkLayout(bytes: raw)
            if layout.overlongChunkAt != nil, layout.overlongChunkType != "IDAT",
               raw.count >= 8, raw.prefix(8).elementsEqual(Self.signature) {
                // The data ends inside an ancillary chunk: refused before libpng allocates its
                // declared length (image data is streamed, so a cut IDAT is left to libpng).
                return .failure(.truncated(path: path, byteOffset: raw.count))
            }
            var message = [CChar](repeating: 0, count: Int(LEGIBLE_PNG_MESSAGE_CAPACITY))
            var header = legible_png_header()
            var reader: OpaquePointer?
            var cLimits = limits.c
            let code = Int(legible_png_reader_open(
                base.assumingMemoryBound(to: UInt8.self), raw.count, &cLimits, &reader, &header,
                &message))
            defer { legible_png_reader_close(reader) }
            guard code == LEGIBLE_PNG_OK, let reader else {
                return .failure(error(code, message, header, layout, path, limits, ImageSignature(of: raw)))
            }
            guard let colorType = PNGColorType(code: Int(header.color_type)) else {
                return .failure(.libpng(path: path, message: "invalid color type \(header.color_type)"))
            }
            var chunks = PNGColorChunks(
                codingPoints: layout.codingPoints, srgbIntent: layout.srgbIntent,
                gamma: layout.gammaFixed.map { Double($0) / 100_000 },
                chromaticities: layout.chromaticities)
            if header.has_iccp != 0 {
                chunks.iccProfileName = TextExcerpt.printable(withUnsafeBytes(of: header.iccp_name) { name in
                    String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
                })
                let length = Int(header.iccp_length)
                let profile = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
                    count = Int(legible_png_reader_icc(reader, buffer.baseAddress, length)) == LEGIBLE_PNG_OK
                        ? length : 0
                }
                if profile.count == length { chunks.iccProfile = profile }
            } else if let name = layout.iccProfileName {
                // libpng dropped the profile (it warned why, or it found another colour chunk
                // inconsistent): say so rather than read the image as untagged.
                chunks.iccProfileName = TextExcerpt.printable(name)
                let warning = TextExcerpt.printable(withUnsafeBytes(of: header.iccp_warning) { text in
                    String(decoding: text.prefix { $0 != 0 }, as: UTF8.self)
                })
                let overCap = warning.contains("too large") || warning.contains("exceeds application limits")
                chunks.iccProfileError = warning.isEmpty ? "iCCP: the chunk was ignored"
                    : overCap ? "\(warning); the cap is \(limits.maxChunkBytes) bytes a chunk" : warning
            } else if let name = layout.lateIccProfileName, chunks.codingPoints == nil, chunks.srgbIntent == nil,
                      chunks.gamma == nil {
                // A late profile with no other color chunk: the file meant a profile, and none is applied.
                chunks.iccProfileName = TextExcerpt.printable(name)
                chunks.iccProfileError = "iCCP: the chunk comes after the image data, where the PNG specification "
                    + "(third edition, 5.6) does not allow it, so it was ignored"
            }
            if let length = layout.malformedCodingPointsLength, chunks.codingPoints == nil {
                chunks.codingPointsError = "it holds \(length) byte\(length == 1 ? "" : "s"); 4 were expected"
            }
            let colorSpace = ColorManagement.colorSpace(of: chunks)
            let info = PNGInfo(
                width: Int(header.width), height: Int(header.height), bitDepth: Int(header.bit_depth),
                isInterlaced: header.interlaced != 0, colorType: colorType, chunkTypes: layout.chunkTypes,
                colorChunks: chunks, colorSpace: colorSpace,
                action: ColorManagement.action(for: colorSpace), pixelDensity: layout.pixelDensity)
            guard decodePixels else { return .success((info, nil)) }

            let width = Int(header.width), height = Int(header.height)
            var readCode = LEGIBLE_PNG_OK
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                readCode = Int(legible_png_reader_read_pixels(reader, buffer.baseAddress, width * 4, &message))
                // On failure the buffer may be partly written; keep nothing.
                count = readCode == LEGIBLE_PNG_OK ? width * height * 4 : 0
            }
            guard readCode == LEGIBLE_PNG_OK else {
                return .failure(error(readCode, message, header, layout, path, limits, nil))
            }
            do throws(RGBAImageError) {
                let image = try RGBAImage(width: width, height: height, pixels: pixels)
                return .success((info, image))
            } catch {
                return .failure(.libpng(path: path, message: error.description))
            }
        }
        return try outcome.get()
    }

    private static func error(
        _ code: Int, _ message: [CChar], _ header: legible_png_header, _ layout: PNGChunkLayout,
        _ path: String, _ limits: PNGReadLimits, _ signature: ImageSignature?
    ) -> PNGReadError {
        let text = message.withUnsafeBufferPointer { buffer in
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        switch code {
        case LEGIBLE_PNG_NOT_PNG:
            // A JPEG or GIF under a .png name (a camera roll export, a renamed file) is named as such.
            guard let signature, signature != .png else { return .notPNG(path: path, detail: text) }
            return .notPNG(path: path, detail: "\(text): it is \(signature.description); convert it to PNG first")
        case LEGIBLE_PNG_TOO_LARGE:
            let side = max(1, limits.maxSide)
            if Int(header.width) > side || Int(header.height) > side {
                return .sideExceedsLimit(path: path, width: Int(header.width), height: Int(header.height), limit: side)
            }
            return .dimensionsExceedLimit(
                path: path, width: Int(header.width), height: Int(header.height), limit: limits.maxPixels)
        default:
            if let offset = layout.truncatedAt { return .truncated(path: path, byteOffset: offset) }
            return .libpng(path: path, message: text.isEmpty ? "error code \(code)" : text)
        }
    }
}
