import LegibleCore
import LegibleImage
import LegibleReports

/// `legible convert IN.png -o OUT.png`: the sRGB image that Legible's checks see.
enum ConvertCommand: Command {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Convert a PNG to 8-bit sRGB, as the checks see it.",
        discussion: [
            "A Display P3 image is converted with a linear-light matrix and clipped per channel; another "
                + "gAMA is converted by its exponent; sRGB and untagged images are copied. The output is "
                + "8-bit RGB when the image is opaque, RGBA otherwise, tagged sRGB, and written through a "
                + "temporary file, so a failure leaves no partial file.",
            "Exit status: 0 on success, 2 when the input cannot be read or the output cannot be written.",
            "  Example: legible convert iphone-screenshot.png -o srgb.png",
        ],
        arguments: [ArgumentSpec(name: "image", help: "A PNG file.")],
        options: [
            .value("output", short: "o", valueName: "file", help: "The PNG file to write (required)."),
            ImageInput.maxPixelsOption, InputLimits.imageFileSizeOption, ImageInput.compressionOption, .format([.text, .json]),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        guard let output = arguments.value("output") else {
            throw .usage(UsageError(.other("missing '--output <file>' (-o): where to write the PNG"), command: spec.name))
        }
        if !output.isEmpty { try ImageInput.requirePNGName(output, command: spec.name) }
        let limits = try ImageInput.limits(arguments)
        let options = try ImageInput.writeOptions(arguments)
        let input = arguments.positionals[0]
        let decoded = try ImageInput.loadSRGB(input, limits: limits, context: context)
        try ImageInput.write(decoded.image, to: output, replacingNone: input, options: options,
                             command: spec.name, context: context)
        ImageInput.reportWritten(
            input: input, output: output, decoded: decoded, outputWidth: decoded.image.width,
            panels: ["srgb"], format: arguments.format, context: context)
        return ExitStatus.success
    }
}
