import LegibleCore
import LegibleReports

/// `legible simulate COLOR...`: colors as seen with a color-vision deficiency.
///
/// Two forms: colors (``runColors(_:arguments:context:)``) and one image
/// (``runImage(_:arguments:context:)``, `simulate IN.png -o OUT.png`). An argument that names an
/// existing file, or ends in `.png`, is an image; anything else is parsed as a color.
enum SimulateCommand: Command {
    /// The deficiency names `--deficiency` accepts, plus `all` (the default set).
    static let deficiencyNames = [
        "protanopia", "deuteranopia", "tritanopia", "protanomaly", "deuteranomaly", "tritanomaly",
        "achromatopsia", "all",
    ]

    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Show colors or an image as seen with a color-vision deficiency.",
        discussion: [
            "Simulates on linear-light sRGB and clips to the sRGB gamut in linear light before "
                + "encoding. Without --deficiency, prints protanopia, deuteranopia, tritanopia and "
                + "achromatopsia. The -opia forms are complete (severity 1); the -anomaly forms need "
                + "--severity from 0 to 1. Default methods follow DaltonLens's comparison: Viénot 1999 "
                + "for protanopia and deuteranopia, Brettel 1997 for tritanopia, Machado 2009 below "
                + "severity 1. Achromatopsia keeps luminance only (Rec. 709 Y on linear RGB).",
            "An argument that names an existing file, or ends in .png, is read as an image (one image, "
                + "with -o); the image is first converted to sRGB (see 'legible info'). With more than one "
                + "deficiency (the default), the output holds the original and each simulation side by "
                + "side, left to right: original, protanopia, deuteranopia, tritanopia, achromatopsia.",
            "Exit status: 0 on success, 2 on a usage error, an invalid color or an unreadable image.",
            "  Example: legible simulate '#ff0000' '#00ff00'\n"
                + "  Example: legible simulate '#d55e00' --deficiency deuteranomaly --severity 0.6\n"
                + "  Example: legible simulate 'oklch(70% 0.15 30)' --format json\n"
                + "  Example: legible simulate screen.png --deficiency deuteranopia -o deutan.png",
        ],
        arguments: [
            ArgumentSpec(name: "color-or-image", help: "Colors in any CSS color syntax, or one PNG file.",
                         isRepeating: true),
        ],
        options: [
            .value("deficiency", valueName: "name", help: "The deficiency to simulate.",
                   allowed: deficiencyNames, defaultValue: "all"),
            .value("severity", valueName: "s",
                   help: "The severity from 0 to 1; required with the -anomaly forms, 1 for the others."),
            .value("method", valueName: "method", help: "The simulation method, instead of the default per deficiency.",
                   allowed: VisionDeficiencySimulationMethod.allCases.map(\.rawValue)),
            AppearanceOption.option,
            .format([.text, .json]),
            .value("output", short: "o", valueName: "file", help: "With an image: the PNG file to write."),
            ImageInput.maxPixelsOption, InputLimits.imageFileSizeOption, ImageInput.compressionOption,
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        let images = arguments.positionals.filter { ImageInput.looksLikeImage($0, context: context) }
        guard let image = images.first else {
            if arguments.has("output") {
                throw .usage(UsageError(.other("'--output' is for an image input; colors are printed"), command: spec.name))
            }
            return try runColors(arguments.positionals, arguments: arguments, context: context)
        }
        if let output = arguments.value("output"), !output.isEmpty {
            try ImageInput.requirePNGName(output, command: spec.name)
        }
        guard arguments.positionals.count == 1 else {
            throw .usage(UsageError(
                .other("give one image, or colors only: found \(images.count) image(s) among "
                    + "\(arguments.positionals.count) arguments"), command: spec.name))
        }
        return try runImage(image, arguments: arguments, context: context)
    }

    /// The color form: simulates every color under every requested deficiency and prints the report.
    static func runColors(
        _ words: [String], arguments: ParsedArguments, context: CommandContext
    ) throws(CommandFailure) -> Int32 {
        let deficiencies: [VisionDeficiency]
        do throws(UsageError) {
            deficiencies = try requestedDeficiencies(arguments)
        } catch {
            throw .usage(error)
        }
        let method = arguments.value("method").flatMap(VisionDeficiencySimulationMethod.init(rawValue:))
        var texts: [(ColorScheme?, String)] = [], values: [(ColorScheme?, JSONValue)] = []
        for scheme in AppearanceOption.schemes(arguments, colors: words) {
            var colors: [(input: String, color: SRGBColor)] = []
            for word in words {
                do {
                    colors.append((word, try CSSColor(parsing: word, colorScheme: scheme ?? .light).gamutMapped))
                } catch {
                    throw .usage(UsageError(.other("<color> '\(word)': \(error.description)"), command: spec.name))
                }
            }
            let report = SimulationReport(colors: colors, deficiencies: deficiencies, method: method)
            texts.append((scheme, report.renderText(style: TextStyle(usesColor: context.usesColor))))
            values.append((scheme, report.jsonValue))
        }
        AppearanceOption.write(texts: texts, values: values, format: arguments.format, to: context)
        return ExitStatus.success
    }

    /// The deficiencies `--deficiency` and `--severity` ask for.
    ///
    /// - Throws: ``UsageError`` when the severity is not a number in 0...1, when an -anomaly form
    ///   has no severity, or when a severity other than 1 is given with a complete form (the -opia
    ///   forms, achromatopsia, or the default set).
    static func requestedDeficiencies(_ arguments: ParsedArguments) throws(UsageError) -> [VisionDeficiency] {
        let severity = try arguments.number("severity", in: 0...1, expected: "a number from 0 to 1")
        let name = arguments.value("deficiency") ?? "all"
        let kind: VisionDeficiency.Kind
        switch name {
        case "protanomaly": kind = .protan
        case "deuteranomaly": kind = .deutan
        case "tritanomaly": kind = .tritan
        default:
            if let severity, severity != 1 {
                throw UsageError(
                    .invalidValue(option: "--severity", value: arguments.value("severity") ?? "",
                                  expected: "1 or no --severity: \(name == "all" ? "the default set is" : name + " is") "
                                      + "complete (use an -anomaly form for a partial deficiency)"),
                    command: spec.name)
            }
            switch name {
            case "protanopia": return [.protanopia]
            case "deuteranopia": return [.deuteranopia]
            case "tritanopia": return [.tritanopia]
            case "achromatopsia": return [.achromatopsia]
            default: return VisionDeficiency.dichromacies + [.achromatopsia]
            }
        }
        guard let severity else {
            throw UsageError(.requiresOption("--deficiency \(name)", required: "--severity <s>"), command: spec.name)
        }
        return [VisionDeficiency(kind: kind, severity: severity)]
    }
}
