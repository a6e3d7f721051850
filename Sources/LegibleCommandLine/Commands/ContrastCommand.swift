import LegibleCore
import LegibleReports

/// `legible contrast FG BG`: the WCAG 2 contrast of one pair of colors.
enum ContrastCommand: Command {
    static let spec = CommandSpec(
        name: "contrast",
        abstract: "Measure the WCAG 2 or APCA contrast of a foreground over a background.",
        discussion: [
            "Prints the ratio and the verdict for every WCAG 2.2 requirement: 1.4.3 (AA: 4.5:1 text, "
                + "3:1 large text), 1.4.6 (AAA: 7:1 and 4.5:1) and 1.4.11 (non-text: 3:1). A translucent "
                + "foreground is composited over the background; a translucent background gives a range, "
                + "and the worst ratio decides.",
            "Exit status: 0 when the pair meets the applicable requirement at --level, 1 when it does "
                + "not, 2 on a usage error or an invalid color. The applicable requirement is --role if "
                + "given; otherwise large text when --size (and --weight) make the text large; otherwise "
                + "text.",
            "With --method apca, prints the APCA lightness contrast Lc instead (signed: positive for "
                + "dark text on light; text first, then background), labelled as a draft, with the WCAG 2 "
                + "ratio for reference. The requirement is the minimum |Lc|: from APCA's font lookup "
                + "table with --size and --weight, otherwise the simple-mode level for --role (text Lc "
                + "75, large text Lc 60, non-text Lc 30). --level does not apply to APCA.",
            "  Example: legible contrast '#767676' white --size 16\n"
                + "  Example: legible contrast '#888' '#fff' --method apca --size 24 --weight 400",
        ],
        arguments: [
            ArgumentSpec(name: "foreground", help: "The text or foreground color, in any CSS color syntax."),
            ArgumentSpec(name: "background", help: "The background color, in any CSS color syntax."),
        ],
        options: [
            .value("size", valueName: "px",
                   help: "The text size in CSS px (or with a unit: 12pt, 16px). Decides whether the text is large."),
            .value("weight", valueName: "n", help: "The font weight, 1 to 1000 (700 is bold). Needs --size.",
                   defaultValue: "400"),
            .value("role", valueName: "role", help: "The role that decides the exit status, instead of --size.",
                   allowed: ContrastRole.allCases.map(\.rawValue)),
            .level("The level that decides the exit status."),
            .contrastMethod,
            AppearanceOption.option,
            .format([.text, .json]),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        let textSize: ContrastReport.TextSizeQuery?
        let role = arguments.value("role").flatMap(ContrastRole.init(rawValue:))
        let method = arguments.contrastMethod
        do throws(UsageError) {
            if method == .apca, arguments.has("level") {
                throw UsageError(.conflictingOptions("--level", "--method apca"), command: spec.name)
            }
            if arguments.has("role"), arguments.has("size") {
                throw UsageError(.conflictingOptions("--role", "--size"), command: spec.name)
            }
            let pixels = try arguments.number(
                "size", in: 0.000_001...100_000, expected: "a positive size in px, such as 16 or 12pt",
                suffixes: ["px": (1, 1), "pt": (4, 3)])
            let weight = try arguments.integer("weight", in: 1...1000, expected: "a whole number from 1 to 1000")
            if weight != nil, pixels == nil {
                throw UsageError(.requiresOption("--weight", required: "--size"), command: spec.name)
            }
            textSize = pixels.map { ContrastReport.TextSizeQuery(pixels: $0, weight: weight ?? 400) }
        } catch {
            throw .usage(error)
        }
        var texts: [(ColorScheme?, String)] = [], values: [(ColorScheme?, JSONValue)] = []
        var passes = true
        let style = TextStyle(usesColor: context.usesColor)
        for scheme in AppearanceOption.schemes(arguments, colors: Array(arguments.positionals.prefix(2))) {
            let foreground = try color(arguments.positionals[0], argument: "foreground", scheme: scheme)
            let background = try color(arguments.positionals[1], argument: "background", scheme: scheme)
            if method == .apca {
                let report = APCAContrastReport(
                    foreground: foreground, background: background, role: role, textSize: textSize)
                texts.append((scheme, report.renderText(style: style)))
                values.append((scheme, report.jsonValue))
                passes = passes && report.passes
            } else {
                let report = ContrastReport(
                    foreground: foreground, background: background, level: arguments.level, role: role,
                    textSize: textSize)
                texts.append((scheme, report.renderText(style: style)))
                values.append((scheme, report.jsonValue))
                passes = passes && report.passes
            }
        }
        switch arguments.format {
        case .json: context.standardOutput.write(JSONWriter().render(AppearanceOption.json(values)))
        default: context.standardOutput.write(AppearanceOption.text(texts))
        }
        return passes ? ExitStatus.success : ExitStatus.failure
    }

    /// Parses a color argument; a bad one is a usage error naming the argument.
    static func color(_ text: String, argument: String, scheme: ColorScheme? = nil) throws(CommandFailure) -> SRGBColor {
        do {
            return try CSSColor(parsing: text, colorScheme: scheme ?? .light).gamutMapped
        } catch {
            throw .usage(UsageError(.other("<\(argument)>: \(error.description)"), command: spec.name))
        }
    }
}
