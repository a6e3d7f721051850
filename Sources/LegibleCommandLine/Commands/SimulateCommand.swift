import LegibleCore
import LegibleReports

/// `legible simulate COLOR...`: colors as seen with a color-vision deficiency.
///
/// Only the color form exists so far. An image form (`simulate IN.png -o OUT.png`) will sit beside
/// it: ``isImageArgument(_:)`` is the one place that decides which form a positional argument
/// takes, and ``runColors(_:arguments:context:)`` is the color path.
enum SimulateCommand: Command {
    /// The deficiency names `--deficiency` accepts, plus `all` (the default set).
    static let deficiencyNames = [
        "protanopia", "deuteranopia", "tritanopia", "protanomaly", "deuteranomaly", "tritanomaly",
        "achromatopsia", "all",
    ]

    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Show colors as seen with a color-vision deficiency.",
        discussion: [
            "Simulates on linear-light sRGB and clips to the sRGB gamut in linear light before "
                + "encoding. Without --deficiency, prints protanopia, deuteranopia, tritanopia and "
                + "achromatopsia. The -opia forms are complete (severity 1); the -anomaly forms need "
                + "--severity from 0 to 1. Default methods follow DaltonLens's comparison: Viénot 1999 "
                + "for protanopia and deuteranopia, Brettel 1997 for tritanopia, Machado 2009 below "
                + "severity 1. Achromatopsia keeps luminance only (Rec. 709 Y on linear RGB).",
            "Exit status: 0 on success, 2 on a usage error or an invalid color.",
            "  Example: legible simulate '#ff0000' '#00ff00'\n"
                + "  Example: legible simulate '#d55e00' --deficiency deuteranomaly --severity 0.6\n"
                + "  Example: legible simulate 'oklch(70% 0.15 30)' --format json",
        ],
        arguments: [
            ArgumentSpec(name: "color", help: "Colors to simulate, in any CSS color syntax.", isRepeating: true),
        ],
        options: [
            .value("deficiency", valueName: "name", help: "The deficiency to simulate.",
                   allowed: deficiencyNames, defaultValue: "all"),
            .value("severity", valueName: "s",
                   help: "The severity from 0 to 1; required with the -anomaly forms, 1 for the others."),
            .value("method", valueName: "method", help: "The simulation method, instead of the default per deficiency.",
                   allowed: VisionDeficiencySimulationMethod.allCases.map(\.rawValue)),
            .format([.text, .json]),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        try runColors(arguments.positionals.filter { !isImageArgument($0) }, arguments: arguments, context: context)
    }

    /// Whether a positional argument names an image to simulate rather than a color.
    ///
    /// Always false for now: only colors are simulated. The image form will decide here (for
    /// instance by a `.png` suffix or an existing file) and route such arguments to its own path.
    static func isImageArgument(_ argument: String) -> Bool { false }

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
        var colors: [(input: String, color: SRGBColor)] = []
        for word in words {
            do {
                colors.append((word, try SRGBColor(parsing: word)))
            } catch {
                throw .usage(UsageError(.other("<color> '\(word)': \(error.description)"), command: spec.name))
            }
        }
        let method = arguments.value("method").flatMap(VisionDeficiencySimulationMethod.init(rawValue:))
        let report = SimulationReport(colors: colors, deficiencies: deficiencies, method: method)
        switch arguments.format {
        case .json: context.standardOutput.write(JSONWriter().render(report.jsonValue))
        default: context.standardOutput.write(report.renderText(style: TextStyle(usesColor: context.usesColor)))
        }
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
