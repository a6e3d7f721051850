import LegibleCore
import LegibleReports
import LegibleTokens

/// `legible palette scale|categorical`: accessible palettes against a background.
enum PaletteCommand: Command {
    static let spec = CommandSpec(
        name: "palette",
        abstract: "Generate accessible palettes: contrast scales and categorical colors.",
        discussion: [
            "palette scale --base COLOR --on BG (--ratios LIST | --steps N): colors of the base's OKLCH "
                + "hue, one per target WCAG 2 ratio against BG, each within 5% above its target after "
                + "8-bit rounding. Lightness is searched and chroma lowered only as far as sRGB requires; "
                + "the colors go toward black or white, whichever reaches further from BG. A target no "
                + "color of the hue can reach is reported, never faked. --steps N spreads N targets "
                + "evenly (in log ratio) between 1 and the highest ratio BG allows. BG must be opaque: a "
                + "translucent one has no contrast until something lies beneath it (exit 2; give the color "
                + "it shows over its surface).",
            "palette categorical N --on BG: N colors whose smallest pairwise ΔE2000 (CIE Lab D65) is "
                + "as large as possible under normal vision and under simulated protanopia, "
                + "deuteranopia and tritanopia, each meeting 3:1 non-text contrast (SC 1.4.11) against "
                + "BG. The search is deterministic. The achieved minimum distances are printed.",
            "--size (and --weight) or --text-style (and --content-size, --bold-text) judge every color as that text "
                + "on BG under --policy (wcag, native or apple) at --level, in one more column and in JSON "
                + "(text_use): pass or fail for a size, the content size categories that pass for a text "
                + "style. Every report states the policy. The column informs; it does not change the exit "
                + "status.",
            "Exit status: 0 when every target (or every color) was found, 1 when a target is "
                + "unreachable or fewer colors pass, 2 on a usage error or an invalid color.",
            "  Example: legible palette scale --base '#1e90ff' --on white\n"
                + "  Example: legible palette scale --base teal --on '#111' --steps 9\n"
                + "  Example: legible palette scale --base red --on white --ratios 3,4.5,7\n"
                + "  Example: legible palette categorical 6 --on white --format json\n"
                + "  Example: legible palette scale --base gray --on white --text-style body",
        ],
        arguments: [
            ArgumentSpec(name: "kind", help: "scale or categorical."),
            ArgumentSpec(name: "count", help: "categorical: the number of colors, 1 to 24.", isOptional: true),
        ],
        options: [
            .value("on", valueName: "color", help: "The background color, in any CSS color syntax. Required."),
            .value("base", valueName: "color", help: "scale: the color whose OKLCH hue and chroma to keep. Required for scale."),
            .value("ratios", valueName: "list", help: "scale: comma-separated target ratios, each at least 1, such as 3,4.5,7."),
            .value("steps", valueName: "n", help: "scale: this many evenly spread targets, 1 to 50, instead of --ratios."),
            .value("name", valueName: "name", help: "The token name prefix for dtcg and css output (scale or category by default)."),
            .size("Judge every color as text of this size (px, or the policy's pt) on the background."),
            .value("weight", valueName: "n", help: "The font weight with --size or --text-style, 1 to 1000 (700 or more is bold)."),
            .policy,
            .textStyle,
            .contentSize,
            .boldText,
            .level("The level the text column judges."),
            .value("appearance", valueName: "light|dark",
                   help: "The side of a light-dark() --on or --base to build for; needed when one holds light-dark().",
                   allowed: ColorScheme.allCases.map(\.rawValue)),
            .value("format", valueName: "format", help: "The output format.",
                   allowed: PaletteFormat.allCases.map(\.rawValue), defaultValue: PaletteFormat.text.rawValue),
        ])

    static let defaultRatios = [1.25, 1.5, 2, 3, 4.5, 7, 10, 15]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        let kind = arguments.positionals[0]
        let format = arguments.value("format").flatMap(PaletteFormat.init(rawValue:)) ?? .text
        let style = TextStyle(usesColor: context.usesColor)
        // The kind is the first word: an unknown one is the error to report, before any option.
        guard kind == "scale" || kind == "categorical" else { throw unknownKind(kind) }
        guard let onText = arguments.value("on") else {
            throw .usage(UsageError(.other("missing option '--on <color>' (the background)"), command: spec.name))
        }
        let textUse = try textUse(arguments)
        let scheme = try oneScheme(arguments, colors: [onText] + (arguments.value("base").map { [$0] } ?? []))
        let background = try SuggestCommand.color(onText, argument: "--on", command: spec.name, scheme: scheme)
        try OpaqueBackground.require(background, typed: onText, option: "--on", command: spec.name)
        switch kind {
        case "scale":
            let (base, targets) = try scaleInputs(arguments, background: background, scheme: scheme)
            let scale = ContrastScale(base: base, background: background, targets: targets)
            var report = ContrastScaleReport(scale: scale, name: arguments.value("name") ?? "scale")
            report.textUse = textUse
            context.standardOutput.write(report.render(format, style: style))
            if !report.succeeded, format != .text, format != .json {
                let missing = scale.entries.filter { !$0.isReachable }.map { JSONWriter.format($0.target) + ":1" }
                context.standardError.writeMessage("warning", "unreachable with this hue on \(background.hexOpaque): "
                    + missing.joined(separator: ", "))
            }
            return report.succeeded ? ExitStatus.success : ExitStatus.failure
        case "categorical":
            guard arguments.positionals.count == 2 else {
                throw .usage(UsageError(.missingArgument("count"), command: spec.name))
            }
            for option in ["base", "ratios", "steps"] where arguments.has(option) {
                throw .usage(UsageError(.other("'--\(option)' applies to 'palette scale' only"), command: spec.name))
            }
            let text = arguments.positionals[1]
            guard let count = Int(text), (1...24).contains(count) else {
                throw .usage(UsageError(
                    .other("invalid count '\(text)': expected a whole number from 1 to 24"), command: spec.name))
            }
            let palette = CategoricalPalette(count: count, background: background)
            var report = CategoricalPaletteReport(
                palette: palette, requestedCount: count, name: arguments.value("name") ?? "category")
            report.textUse = textUse
            context.standardOutput.write(report.render(format, style: style))
            return report.succeeded ? ExitStatus.success : ExitStatus.failure
        default:
            throw unknownKind(kind)
        }
    }

    /// The policy and the text the colors are judged as: `--policy`, `--level`, and `--size`
    /// (`--weight`) or `--text-style` (`--content-size`, `--weight`).
    static func textUse(_ arguments: ParsedArguments) throws(CommandFailure) -> PaletteTextUse {
        do throws(UsageError) {
            if arguments.has("size"), arguments.has("text-style") {
                throw UsageError(.conflictingOptions("--size", "--text-style"), command: spec.name)
            }
            for option in ["content-size", "bold-text"] where arguments.has(option) && !arguments.has("text-style") {
                throw UsageError(.requiresOption("--" + option, required: "--text-style"), command: spec.name)
            }
            let weight = try arguments.integer("weight", in: 1...1000, expected: "a whole number from 1 to 1000")
            var use = PaletteTextUse(policy: arguments.policyOption ?? .wcag, level: arguments.level)
            if let size = try arguments.fontSize() {
                use.text = .size(size, weight: weight ?? 400)
            } else if let style = try arguments.textStyle() {
                let categories = try arguments.contentSize().map { [$0] } ?? ContentSizeCategory.allCases
                use.text = .textStyle(style, weight: weight, categories: categories, boldText: arguments.boldTextSettings)
            } else if weight != nil {
                throw UsageError(.requiresOption("--weight", required: "--size or --text-style"), command: spec.name)
            }
            return use
        } catch {
            throw .usage(error)
        }
    }

    /// The side of `light-dark()` to build for: `--appearance`; a palette is one set of colors, so
    /// a `light-dark()` in `--on` or `--base` without it is a usage error, never a silent choice.
    static func oneScheme(_ arguments: ParsedArguments, colors: [String]) throws(CommandFailure) -> ColorScheme? {
        let schemes = AppearanceOption.schemes(arguments, colors: colors)
        guard schemes.count == 1 else {
            throw .usage(UsageError(.other("--on or --base holds light-dark(): give --appearance light or dark "
                + "(a palette is built for one background)"), command: spec.name))
        }
        return schemes[0]
    }

    /// The error for a kind other than `scale` and `categorical`, with the nearest one.
    static func unknownKind(_ kind: String) -> CommandFailure {
        let suggestion = EditDistance.closest(to: kind, in: ["scale", "categorical"])
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .usage(UsageError(.other("unknown palette kind '\(kind)': expected 'scale' or 'categorical'\(hint)"),
                                 command: spec.name))
    }

    /// The base color and target ratios of `palette scale`.
    static func scaleInputs(_ arguments: ParsedArguments, background: SRGBColor,
                            scheme: ColorScheme?) throws(CommandFailure) -> (SRGBColor, [Double]) {
        if arguments.positionals.count > 1 {
            throw .usage(UsageError(.unexpectedArgument(arguments.positionals[1]), command: spec.name))
        }
        guard let baseText = arguments.value("base") else {
            throw .usage(UsageError(.other("missing option '--base <color>' for 'palette scale'"), command: spec.name))
        }
        let base = try SuggestCommand.color(baseText, argument: "--base", command: spec.name, scheme: scheme)
        if arguments.has("ratios"), arguments.has("steps") {
            throw .usage(UsageError(.conflictingOptions("--ratios", "--steps"), command: spec.name))
        }
        do throws(UsageError) {
            if let steps = try arguments.integer("steps", in: 1...50, expected: "a whole number from 1 to 50") {
                return (base, ContrastScale.evenlySpacedTargets(count: steps, background: background))
            }
        } catch {
            throw .usage(error)
        }
        guard let list = arguments.value("ratios") else { return (base, defaultRatios) }
        var targets: [Double] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = trimmingSpaces(item)
            guard let value = Double(trimmed), value.isFinite, value >= 1, value <= 21 else {
                throw .usage(UsageError(
                    .invalidValue(option: "--ratios", value: list,
                                  expected: "comma-separated ratios from 1 to 21, such as 3,4.5,7 ('\(trimmed)' is not)"),
                    command: spec.name))
            }
            targets.append(value)
        }
        return (base, targets)
    }

    /// `text` without leading and trailing spaces.
    static func trimmingSpaces(_ text: Substring) -> String {
        var s = text
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
