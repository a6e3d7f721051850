import LegibleCore
import LegibleReports

/// `legible suggest FG BG`: the nearest colors that make a pair pass.
enum SuggestCommand: Command {
    static let spec = CommandSpec(
        name: "suggest",
        abstract: "Suggest the nearest colors that make a pair meet WCAG 2 or APCA.",
        discussion: [
            "WCAG 2 contrast depends only on relative luminance, so the nearest passing color lies "
                + "just past the threshold luminance. The search covers all of sRGB (the hue may move) "
                + "and ranks 8-bit colors by CIEDE2000 from the original (CIE Lab D65); with --adjust "
                + "both, by the sum over the two colors. --keep-hue keeps the OKLCH hue instead: it moves "
                + "lightness and lowers chroma only as far as sRGB requires. Every suggestion is checked "
                + "after 8-bit rounding with the same contrast function as 'legible contrast', so none "
                + "falls short of the threshold. Suggestions differ from each other by at least 2 ΔE2000.",
            "A translucent foreground is measured as 'legible contrast' measures it. A translucent "
                + "background is kept with --adjust fg, and every figure is then the worst case over what "
                + "may lie beneath it; --adjust bg and both need an opaque background (a suggestion "
                + "replaces it, and a translucent color has no single color to be near), so they reject "
                + "a translucent one (exit 2).",
            "Exit status: 0 when suggestions were found (or the pair already passes), 1 when no color "
                + "can pass by the allowed change (the best reachable figure and the other --adjust "
                + "choices are named), 2 on a usage error or an invalid color.",
            "  Example: legible suggest '#ff0000' white\n"
                + "  Example: legible suggest '#777' '#767676' --adjust both\n"
                + "  Example: legible suggest '#1e90ff' white --keep-hue --format json",
        ],
        arguments: [
            ArgumentSpec(name: "foreground", help: "The text or foreground color, in any CSS color syntax."),
            ArgumentSpec(name: "background", help: "The background color, in any CSS color syntax."),
        ],
        options: [
            .level("The WCAG level to reach."),
            .value("role", valueName: "role", help: "What the pair is used for; decides the threshold.",
                   allowed: ContrastRole.allCases.map(\.rawValue), defaultValue: ContrastRole.text.rawValue),
            .value("adjust", valueName: "color", help: "Which color may change: fg, bg or both.",
                   allowed: ["fg", "bg", "both"], defaultValue: "fg"),
            .contrastMethod,
            .size("The text size (px, or the policy's pt): decides between text and large text instead of --role."),
            .value("weight", valueName: "n", help: "The font weight with --size or --text-style, 1 to 1000 (700 or more is bold)."),
            .policy,
            .textStyle,
            .contentSize,
            .boldText,
            .value("count", valueName: "n", help: "How many suggestions to print, 1 to 20.", defaultValue: "3"),
            .flag("keep-hue", help: "Keep the OKLCH hue: move lightness, lower chroma only for the sRGB gamut."),
            AppearanceOption.option,
            .format([.text, .json]),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        let method = arguments.contrastMethod
        var role = arguments.value("role").flatMap(ContrastRole.init(rawValue:)) ?? .text
        let count: Int
        let policy = arguments.policyOption ?? .wcag
        var sizeNote: String?
        do throws(UsageError) {
            for option in ["size", "text-style"] where arguments.has(option) {
                if arguments.has("role") { throw UsageError(.conflictingOptions("--role", "--" + option), command: spec.name) }
                if method == .apca { throw UsageError(.conflictingOptions("--method apca", "--" + option), command: spec.name) }
            }
            if arguments.has("size"), arguments.has("text-style") {
                throw UsageError(.conflictingOptions("--size", "--text-style"), command: spec.name)
            }
            let weight = try arguments.integer("weight", in: 1...1000, expected: "a whole number from 1 to 1000")
            if let size = try arguments.fontSize() {
                let judgement = policy.judge(size, weight: weight ?? 400)
                role = judgement.role
                sizeNote = "\(judgement.inputReading): \(JSONWriter.format(judgement.pixels)) px at weight "
                    + "\(judgement.weight) is " + (judgement.isLarge ? "large text" : "not large text")
                    + " (\(judgement.reason))"
            } else if let style = try arguments.textStyle() {
                // The goal holds at every category judged: text unless every one is large.
                let categories = try arguments.contentSize().map { [$0] } ?? ContentSizeCategory.allCases
                let verdicts = style.verdicts(for: ContrastRatio(1), weight: weight, policy: policy,
                                              level: arguments.level, categories: categories,
                                              boldText: arguments.boldTextSettings)
                let small = categories.filter { c in verdicts.contains { $0.category == c && !$0.judgement.isLarge } }
                    .map(\.name)
                role = small.isEmpty ? .largeText : .text
                sizeNote = "\(style.name) at " + (categories.count == 12 ? "every content size" : categories[0].name)
                    + (categories.count == 1 ? (small.isEmpty ? ": large text" : ": not large text")
                        : small.isEmpty ? ": large text at every one" : ": not large text at " + small.joined(separator: ", "))
                    + (arguments.boldTextSettings == [.off] ? ""
                        : " (Bold Text \(arguments.boldTextSettings.count > 1 ? "both" : "on"), weights +200, at most 900)")
            } else if arguments.has("weight") || arguments.has("content-size") {
                throw UsageError(.requiresOption(arguments.has("weight") ? "--weight" : "--content-size",
                                                 required: "--size or --text-style"), command: spec.name)
            }
            if arguments.has("bold-text"), !arguments.has("text-style") {
                throw UsageError(.requiresOption("--bold-text", required: "--text-style"), command: spec.name)
            }
            if method == .apca, arguments.has("level") {
                throw UsageError(.conflictingOptions("--level", "--method apca"), command: spec.name)
            }
            count = try arguments.integer("count", in: 1...20, expected: "a whole number from 1 to 20") ?? 3
        } catch {
            throw .usage(error)
        }
        let goal: ContrastGoal = method == .apca
            ? .apca(APCARequirement(role: role))
            : .wcag(ContrastRequirement(level: arguments.level, role: role))
        let adjusting: SuggestionAdjustment
        switch arguments.value("adjust") {
        case "bg": adjusting = .background
        case "both": adjusting = .both
        default: adjusting = .foreground
        }
        let suggester = ContrastSuggester(goal: goal, adjusting: adjusting, count: count,
                                          keepsHue: arguments.flag("keep-hue"))
        var texts: [(ColorScheme?, String)] = [], values: [(ColorScheme?, JSONValue)] = []
        var succeeded = true
        for scheme in AppearanceOption.schemes(arguments, colors: Array(arguments.positionals.prefix(2))) {
            let foreground = try color(arguments.positionals[0], argument: "foreground", command: spec.name, scheme: scheme)
            let background = try color(arguments.positionals[1], argument: "background", command: spec.name, scheme: scheme)
            try requireOpaque(background, adjusting: adjusting, written: arguments.positionals[1])
            var report = SuggestReport(foreground: foreground, background: background, suggester: suggester)
            report.policy = policy
            report.sizeNote = sizeNote
            texts.append((scheme, report.renderText(style: TextStyle(usesColor: context.usesColor))))
            values.append((scheme, report.jsonValue))
            succeeded = succeeded && report.succeeded
        }
        AppearanceOption.write(texts: texts, values: values, format: arguments.format, to: context)
        return succeeded ? ExitStatus.success : ExitStatus.failure
    }

    /// `--adjust bg` and `both` replace the background, which must then be opaque.
    static func requireOpaque(_ background: SRGBColor, adjusting: SuggestionAdjustment,
                              written: String) throws(CommandFailure) {
        if adjusting != .foreground, !background.isOpaque {
            let option = "--adjust \(SuggestReport.optionValue(adjusting))"
            throw .usage(UsageError(.other(
                "'\(option)' needs an opaque <background>, found '\(written)' "
                    + "(alpha \(OpaqueBackground.alphaText(background))): a suggested background replaces it with "
                    + "the nearest opaque color, and a translucent color has none until something lies beneath "
                    + "it; give the color it shows over its surface (\(OpaqueBackground.surfaces(background))), "
                    + "or keep it with '--adjust fg'"), command: spec.name))
        }
    }

    /// Parses a color argument, taking `scheme`'s side of a `light-dark()` (light when nil); a
    /// bad one is a usage error naming the argument and `command`.
    static func color(_ text: String, argument: String, command: String,
                      scheme: ColorScheme? = nil) throws(CommandFailure) -> SRGBColor {
        do {
            return try CSSColor(parsing: text, colorScheme: scheme ?? .light).gamutMapped
        } catch {
            throw .usage(UsageError(.other("<\(argument)>: \(error.description)"), command: command))
        }
    }
}
