import Foundation
import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens

/// `legible distinguish FILE... | COLOR...`: colors that carry different meanings must stay apart
/// with a color-vision deficiency and in grayscale (WCAG 2.2 SC 1.4.1 Use of Color).
enum DistinguishCommand: Command {
    static let spec = CommandSpec(
        name: "distinguish",
        abstract: "Find colors of different meaning that color-vision deficiency merges.",
        discussion: [
            "Checks sets of colors pair by pair (WCAG 2.2 SC 1.4.1 Use of Color). Colors given on the "
                + "command line form one set. Token files (an existing path, or one ending in .json, "
                + ".css or .tokens) give the sets named in the --pairs file's \"sets\" "
                + "([{\"name\": \"status\", \"tokens\": [\"status.*\"]}]), or else every token group "
                + "named status, feedback, chart, series or categorical, and siblings named success, "
                + "warning, error, danger or info, per appearance.",
            "A pair distinct in normal vision collapses when, simulated for protanopia, deuteranopia "
                + "or tritanopia, its ΔE2000 drops below --min-delta-e (10: ΔE2000 about 1 is just "
                + "noticeable side by side, and colors named apart at a glance, such as legend keys, "
                + "need several times that), or when its WCAG 2 luminance ratio is below "
                + "--min-luminance-ratio (3:1, from technique G183: a difference carried by color "
                + "alone must survive as a lightness difference). ΔE2000 is computed on CIE Lab "
                + "relative to D65. Fix a collapse with a cue that does not depend on color (text, an "
                + "icon, a shape, a pattern), or with colors that differ in lightness.",
            "Exit status: 0 when no pair collapses, 1 when any pair collapses, 2 on a usage error, an "
                + "invalid color or file, or when there is nothing to check.",
            "  Example: legible distinguish '#d55e00' '#009e73' '#0072b2'\n"
                + "  Example: legible distinguish tokens.json --pairs pairs.json --format json",
        ],
        arguments: [
            ArgumentSpec(name: "file-or-color", help: "Token files, or colors in any CSS color syntax.", isRepeating: true),
        ],
        options: distinctionOptions + [
            .value("pairs", valueName: "file", help: "A JSON pairs file whose \"sets\" name the sets to check."),
            .format([.text, .json]),
        ] + InputLimits.tokenOptions)

    /// The thresholds and method of the check, shared with `legible check`.
    static let distinctionOptions: [OptionSpec] = [
        .value("min-delta-e", valueName: "n",
               help: "The ΔE2000 under simulation below which a pair collapses.", defaultValue: "10"),
        .value("min-luminance-ratio", valueName: "r",
               help: "The luminance contrast ratio below which a pair collapses in grayscale.", defaultValue: "3"),
        .value("cvd-method", valueName: "method",
               help: "The simulation method, instead of the default per deficiency.",
               allowed: VisionDeficiencySimulationMethod.allCases.map(\.rawValue)),
    ]

    /// The check that ``distinctionOptions`` configure.
    static func distinctionCheck(_ arguments: ParsedArguments) throws(CommandFailure) -> ColorDistinctionCheck {
        do throws(UsageError) {
            let deltaE = try arguments.number("min-delta-e", in: 0.000_001...1000, expected: "a positive ΔE2000, such as 10")
            let ratio = try arguments.number("min-luminance-ratio", in: 1...21, expected: "a ratio from 1 to 21, such as 3")
            return ColorDistinctionCheck(
                minimumDeltaE: deltaE ?? 10, minimumLuminanceRatio: ratio ?? 3,
                method: arguments.value("cvd-method").flatMap(VisionDeficiencySimulationMethod.init(rawValue:)))
        } catch {
            throw .usage(error)
        }
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        let check = try distinctionCheck(arguments)
        let files = arguments.positionals.filter { isFileArgument($0, context: context) }
        let words = arguments.positionals.filter { !isFileArgument($0, context: context) }
        var sets: [DistinguishReport.ColorSet] = []
        // Colors holding light-dark() form one set per appearance (or the one --appearance names).
        for scheme in words.isEmpty ? [] : AppearanceOption.schemes(arguments, colors: words) {
            var colors: [NamedColor] = []
            for word in words {
                do {
                    colors.append(NamedColor(color: try CSSColor(parsing: word, colorScheme: scheme ?? .light).gamutMapped))
                } catch {
                    throw .usage(UsageError(.other("<file-or-color> '\(word)': \(error.description)"), command: spec.name))
                }
            }
            guard colors.count >= 2 else {
                throw .usage(UsageError(
                    .other("one color is not a set: colors on the command line form their own set, so give at "
                        + "least two (token files are checked apart from them)"), command: spec.name))
            }
            sets.append(.init(appearance: scheme?.rawValue, colors: colors))
        }
        if !files.isEmpty {
            sets += try tokenSets(
                files: files, pairs: arguments.value("pairs"), loader: InputLimits.tokenLoader(arguments),
                context: context)
        } else if arguments.has("pairs") {
            throw .usage(UsageError(.other("'--pairs' needs token files to apply to"), command: spec.name))
        }
        guard !sets.isEmpty else {
            throw .input("no sets to check: name them in the pairs file's \"sets\" with --pairs, or group "
                + "tokens under status, feedback, chart, series or categorical")
        }
        let report = DistinguishReport(sets: sets, check: check)
        switch arguments.format {
        case .json: context.standardOutput.write(report.jsonValue.rendered)
        default: context.standardOutput.write(report.renderText(style: TextStyle(usesColor: context.usesColor)))
        }
        return report.hasCollapses ? ExitStatus.failure : ExitStatus.success
    }

    /// Whether a positional argument is a token file rather than a color: an existing path, or a
    /// name ending in `.json`, `.css` or `.tokens`.
    static func isFileArgument(_ word: String, context: CommandContext) -> Bool {
        let lowered = word.lowercased()
        if [".json", ".css", ".tokens"].contains(where: lowered.hasSuffix) { return true }
        return FileManager.default.fileExists(atPath: context.resolve(word))
    }

    /// The sets in the token files: from the pairs file's `sets` when it has any, else by naming.
    static func tokenSets(
        files: [String], pairs: String?, loader: TokenLoader = TokenLoader(), context: CommandContext
    ) throws(CommandFailure) -> [DistinguishReport.ColorSet] {
        let tokens: TokenSet
        var definitions: [ColorSetRule] = []
        do {
            tokens = try loader.load(paths: files.map(context.resolve))
            if let pairs {
                definitions = try PairsFile.load(path: context.resolve(pairs)).sets
            }
        } catch {
            throw .input(CheckCommand.inputErrorLine(error, context: context))
        }
        return definitions.isEmpty
            ? CategorySets.sets(in: tokens)
            : CategorySets.sets(in: tokens, definitions: definitions)
    }
}

extension JSONValue {
    /// Pretty-printed JSON text, ending with a newline.
    var rendered: String { JSONWriter().render(self) }
}
