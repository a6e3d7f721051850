import Foundation
import LegibleCore
import LegibleImage
import LegibleReports

/// Reading and writing images for the commands: limits from the command line, color management,
/// one-line errors that name the file.
enum ImageInput {
    /// The image format the first bytes of the regular file at `path` name (``ImageSignature``),
    /// or nil for another file, one that cannot be opened, or anything that is not a regular
    /// file (opening a pipe or FIFO to read its first bytes would block until something writes).
    static func signature(ofRegularFile path: String) -> ImageSignature? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 8) else { return nil }
        return ImageSignature(of: Array(head))
    }

    /// `--max-pixels <n>`: the decoded-size cap, checked against the PNG header before allocating.
    static let maxPixelsOption = OptionSpec.value(
        "max-pixels", valueName: "n",
        help: "Refuse images with more pixels than this, before decoding (default 100000000, "
            + "400 MB of RGBA).")

    /// `--compression <0-9>`: the zlib level for written PNGs.
    static let compressionOption = OptionSpec.value(
        "compression", valueName: "level",
        help: "zlib level for the written PNG, 0 (fastest, largest) to 9 (slowest, smallest); "
            + "the default 2 with the Sub filter favours speed.",
        defaultValue: "2")

    /// The read limits from `--max-pixels` and `--max-file-size`.
    static func limits(_ arguments: ParsedArguments) throws(CommandFailure) -> PNGReadLimits {
        var limits = PNGReadLimits.default
        do throws(UsageError) {
            if let pixels = try arguments.integer(
                "max-pixels", in: 1...Int(Int32.max) * 64, expected: "a positive whole number of pixels")
            {
                limits.maxPixels = pixels
            }
            try InputLimits.apply(to: &limits, arguments)
        } catch {
            throw .usage(error)
        }
        return limits
    }

    /// The write options from `--compression`.
    static func writeOptions(_ arguments: ParsedArguments) throws(CommandFailure) -> PNGWriteOptions {
        var options = PNGWriteOptions.default
        do throws(UsageError) {
            if let level = try arguments.integer("compression", in: 0...9, expected: "a zlib level from 0 to 9") {
                options.compressionLevel = level
                if level >= 7 { options.filters = .all }
            }
        } catch {
            throw .usage(error)
        }
        return options
    }

    /// Whether a command-line argument names an image: an existing regular file or directory, or
    /// a path ending in `.png` (a missing one is then an error that names it, not a bad color).
    static func looksLikeImage(_ argument: String, context: CommandContext) -> Bool {
        if argument.lowercased().hasSuffix(".png") { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: context.resolve(argument), isDirectory: &isDirectory)
    }

    /// Decodes `path` and converts it to sRGB as documented in LegibleImage's color management.
    /// A profile that is neither sRGB nor Display P3 leaves the pixels as stored and prints one
    /// warning to standard error.
    static func loadSRGB(
        _ path: String, limits: PNGReadLimits, context: CommandContext
    ) throws(CommandFailure) -> DecodedPNG {
        var decoded: DecodedPNG
        do {
            decoded = try PNGDecoder.decode(contentsOf: context.resolve(path), limits: limits)
        } catch {
            throw .input(describe(error, path: path, context: context))
        }
        let action = ColorManagement.convertToSRGB(
            &decoded.image, from: decoded.info.colorSpace, threadCount: ProcessorCount.active)
        if action == .warnUnknownProfile, let reason = decoded.info.unknownProfileReason {
            context.standardError.writeMessage("warning", "\(path): \(reason); its pixels are read as sRGB")
        }
        return decoded
    }

    /// Refuses an image output whose name does not end in `.png` (any case): Legible writes
    /// only PNG, and a file named `out.jpg` holding PNG bytes would mislead whoever opens it.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` naming the path and its extension.
    static func requirePNGName(_ path: String, command: String) throws(CommandFailure) {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        guard ext.lowercased() != "png" else { return }
        let found = ext.isEmpty ? "no extension" : "'.\(ext)'"
        throw .usage(UsageError(
            .invalidValue(option: "--output", value: path,
                          expected: "a file name ending in .png (Legible writes only PNG; found \(found))"),
            command: command))
    }

    /// Writes `image` atomically to `path`; usage errors point at `legible COMMAND --help`.
    static func write(
        _ image: RGBAImage, to path: String, replacingNone input: String, options: PNGWriteOptions,
        command: String, context: CommandContext
    ) throws(CommandFailure) {
        guard !path.isEmpty else {
            throw .usage(UsageError(.other("'--output' needs a file name, found an empty one"), command: command))
        }
        try OutputGuard.refuse(
            path, resolved: context.resolve(path), option: "--output",
            inputs: OutputGuard.identities([context.resolve(input)]), command: command)
        do {
            try PNGEncoder.write(image, toFile: context.resolve(path), options: options)
        } catch {
            throw .input(error.description.replacingOccurrences(of: context.resolve(path), with: path))
        }
    }

    /// What `convert` and `simulate IN.png` print after writing: text for people, or the JSON
    /// object `{"input", "output", "width", "height", "color_space", "action", "panels"}`, with
    /// `"warnings": [string]` when there are some; each warning also goes to standard error
    /// (`warning: …`), in either format.
    static func reportWritten(
        input: String, output: String, decoded: DecodedPNG, outputWidth: Int, panels: [String],
        format: ReportFormat, warnings: [String] = [], context: CommandContext
    ) {
        let info = decoded.info
        for warning in warnings { context.standardError.writeMessage("warning", warning) }
        switch format {
        case .json:
            let value = JSONValue.object([
                ("input", .string(input)),
                ("output", .string(output)),
                ("width", .integer(outputWidth)),
                ("height", .integer(info.height)),
                ("color_space", .string(info.colorSpace.identifier)),
                ("action", .string(info.action.identifier)),
                ("panels", .array(panels.map(JSONValue.string))),
            ] + (warnings.isEmpty ? [] : [("warnings", .array(warnings.map(JSONValue.string)))]))
            context.standardOutput.write(JSONWriter().render(value))
        default:
            let converted = info.action == .none ? "" : ", converted from \(info.colorSpace.identifier)"
            context.standardOutput.write(
                "Wrote \(TextExcerpt.printable(output)) (\(outputWidth) x \(info.height) px\(converted)): \(panels.joined(separator: ", "))\n")
        }
    }

    /// The error's one sentence, with the path as the user typed it.
    static func describe(_ error: PNGReadError, path: String, context: CommandContext) -> String {
        error.description.replacingOccurrences(of: context.resolve(path), with: path)
    }
}
