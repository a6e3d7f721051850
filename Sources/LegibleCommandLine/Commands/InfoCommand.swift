import LegibleCore
import LegibleImage
import LegibleReports

/// `legible info IN.png`: what a PNG holds and how Legible will color-manage it.
enum InfoCommand: Command {
    static let spec = CommandSpec(
        name: "info",
        abstract: "Describe a PNG: size, format, chunks and color space.",
        discussion: [
            "The color space follows the PNG specification's precedence (cICP, then iCCP, then sRGB, "
                + "then gAMA): srgb (an sRGB chunk, an sRGB ICC profile, or gAMA within 1% of 1/2.2), "
                + "display-p3 (a Display P3 ICC profile), gamma (another gAMA), unknown-icc (any other "
                + "profile or cICP), untagged (none: read as sRGB).",
            "Exit status: 0 when the file is a readable PNG, 2 when it is not (or is missing, empty, a "
                + "directory, or over --max-pixels); with --format json the report is then "
                + "{\"image\", \"error\"}.",
            "  Example: legible info screenshot.png --format json",
        ],
        arguments: [ArgumentSpec(name: "image", help: "A PNG file.")],
        options: [ImageInput.maxPixelsOption, InputLimits.imageFileSizeOption, .format([.text, .json])])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        let path = arguments.positionals[0]
        let limits = try ImageInput.limits(arguments)
        let info: PNGInfo
        var nonOpaque = 0
        do {
            info = try PNGDecoder.info(contentsOf: context.resolve(path), limits: limits)
            // Only an alpha channel or a tRNS chunk can make a pixel translucent: only then are
            // the pixels decoded, to count them.
            if info.colorType == .rgba || info.colorType == .grayAlpha || info.chunkTypes.contains("tRNS") {
                nonOpaque = try PNGDecoder.decode(contentsOf: context.resolve(path), limits: limits).image.nonOpaquePixelCount
            }
        } catch {
            let message = ImageInput.describe(error, path: path, context: context)
            // As `scan` and `check`: a JSON reader gets a report that says why, not empty output.
            if arguments.format == .json {
                context.standardOutput.write(JSONWriter().render(.object([
                    ("image", .string(path)), ("error", .string(message)),
                ])))
            }
            throw .input(message)
        }
        // The warning scan gives for the same file: in the report, and, as scan gives it with a
        // machine format, on standard error too.
        if arguments.format == .json, let warning = warning(info, path: path) {
            context.standardError.writeMessage("warning", warning)
        }
        switch arguments.format {
        case .json: context.standardOutput.write(JSONWriter().render(json(info, path: path, nonOpaque: nonOpaque)))
        default: context.standardOutput.write(text(info, path: path, nonOpaque: nonOpaque))
        }
        return ExitStatus.success
    }

    /// The warning for a profile or cICP whose pixels are read as stored (an unknown one, or one
    /// that could not be read), as the commands that read the pixels give it; nil otherwise.
    static func warning(_ info: PNGInfo, path: String) -> String? {
        info.unknownProfileReason.map { "\(path): \($0); its pixels are read as sRGB" }
    }

    /// The JSON contract documented in README: `width`, `height`, `bit_depth`, `interlaced`,
    /// `color_type`, `chunks`, `color_space`, `action`, `non_opaque_pixels` (pixels whose alpha is
    /// below 255, which `scan` and `simulate` composite over white), plus `gamma`,
    /// `icc_profile` and `warnings` when present.
    static func json(_ info: PNGInfo, path: String, nonOpaque: Int = 0) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("image", .string(path)),
            ("width", .integer(info.width)),
            ("height", .integer(info.height)),
            ("bit_depth", .integer(info.bitDepth)),
            ("interlaced", .bool(info.isInterlaced)),
            ("color_type", .string(info.colorType.rawValue)),
            ("chunks", .array(info.chunkTypes.map(JSONValue.string))),
            ("color_space", .string(info.colorSpace.identifier)),
            ("action", .string(info.action.identifier)),
            ("non_opaque_pixels", .integer(nonOpaque)),
        ]
        if let gamma = info.colorChunks.gamma { members.append(("gamma", .number(gamma))) }
        if let name = info.colorChunks.iccProfileName {
            var profile: [(key: String, value: JSONValue)] = [
                ("name", .string(name)),
                ("bytes", .integer(info.colorChunks.iccProfile?.count ?? 0)),
            ]
            if let error = info.colorChunks.iccProfileError { profile.append(("error", .string(error))) }
            members.append(("icc_profile", .object(profile)))
        }
        if let warning = warning(info, path: path) { members.append(("warnings", .array([.string(warning)]))) }
        return .object(members)
    }

    static func text(_ info: PNGInfo, path: String, nonOpaque: Int = 0) -> String {
        var lines = [
            "Image        \(TextExcerpt.printable(path))",
            "Size         \(info.width) x \(info.height) px",
            "Format       \(info.colorType.rawValue), \(info.bitDepth)-bit\(info.isInterlaced ? ", Adam7 interlaced" : "")",
            "Chunks       \(info.chunkTypes.joined(separator: " "))",
            "Color space  \(info.colorSpace.identifier)",
            "Action       \(info.action.identifier)",
            "Opacity      " + (nonOpaque == 0 ? "opaque"
                : "\(nonOpaque) of \(info.width * info.height) pixels not opaque (scan and simulate composite them over "
                    + "white; convert keeps the alpha)"),
        ]
        if let gamma = info.colorChunks.gamma { lines.append("Gamma        \(gamma)") }
        if let name = info.colorChunks.iccProfileName {
            let error = info.colorChunks.iccProfileError.map { "; could not be read: \($0)" } ?? ""
            lines.append("ICC profile  '\(name)' (\(info.colorChunks.iccProfile?.count ?? 0) bytes\(error))")
        }
        if let warning = warning(info, path: path) { lines.append("Warning      " + TextExcerpt.printable(warning)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
