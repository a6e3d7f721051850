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
            "With --text-style, judges the pair at every iOS content size category (xSmall to AX5, from "
                + "Apple's Dynamic Type table; iOS pt = logical px under every policy), one line per category "
                + "and a summary; --content-size judges one category. Exit status 1 when any category fails. "
                + "With --method apca, each category's size (iOS pt = logical px) and weight go through APCA's "
                + "font lookup table for the minimum Lc; --policy and --level do not apply.",
            "  Example: legible contrast '#767676' white --size 16\n"
                + "  Example: legible contrast '#8e8e93' white --text-style footnote --policy apple\n"
                + "  Example: legible contrast '#888' '#fff' --method apca --size 24 --weight 400",
        ],
        arguments: [
            ArgumentSpec(name: "foreground", help: "The text or foreground color, in any CSS color syntax."),
            ArgumentSpec(name: "background", help: "The background color, in any CSS color syntax."),
        ],
        options: [
            .size("The text size: a bare number or px is logical px (CSS px, iOS pt, Android dp); pt is the "
                      + "policy's point (4/3 px under wcag, 1 px under native and apple); 56/3px and 18⅔px are exact. "
                      + "Decides whether the text is large."),
            .value("weight", valueName: "n",
                   help: "The font weight, 1 to 1000 (700 or more is bold). Needs --size or --text-style.",
                   defaultValue: "400"),
            .policy,
            .textStyle,
            .contentSize,
            .boldText,
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
        let policy = arguments.policyOption ?? .wcag
        if arguments.has("text-style") { return try runTextStyle(arguments, policy: policy, context: context) }
        do throws(UsageError) {
            for option in ["content-size", "bold-text"] where arguments.has(option) {
                throw UsageError(.requiresOption("--" + option, required: "--text-style"), command: spec.name)
            }
            if method == .apca, arguments.has("level") {
                throw UsageError(.conflictingOptions("--level", "--method apca"), command: spec.name)
            }
            if arguments.has("role"), arguments.has("size") {
                throw UsageError(.conflictingOptions("--role", "--size"), command: spec.name)
            }
            let size = try arguments.fontSize()
            let weight = try arguments.integer("weight", in: 1...1000, expected: "a whole number from 1 to 1000")
            if weight != nil, size == nil {
                throw UsageError(.requiresOption("--weight", required: "--size"), command: spec.name)
            }
            textSize = size.map { ContrastReport.TextSizeQuery(size: $0, weight: weight ?? 400, policy: policy) }
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
                    textSize: textSize, policy: policy)
                texts.append((scheme, report.renderText(style: style)))
                values.append((scheme, report.jsonValue))
                passes = passes && report.passes
            }
        }
        AppearanceOption.write(texts: texts, values: values, format: arguments.format, to: context)
        return passes ? ExitStatus.success : ExitStatus.failure
    }

    /// `--text-style`: the pair at every content size category (or `--content-size`).
    static func runTextStyle(
        _ arguments: ParsedArguments, policy: ContrastPolicy, context: CommandContext
    ) throws(CommandFailure) -> Int32 {
        let style: DynamicTypeTextStyle
        let categories: [ContentSizeCategory]
        let weight: Int?
        do throws(UsageError) {
            for option in ["size", "role"] where arguments.has(option) {
                throw UsageError(.conflictingOptions("--text-style", "--" + option), command: spec.name)
            }
            if arguments.contrastMethod == .apca {
                // APCA's font lookup decides by px and weight: no large-text rule, no level.
                for option in ["policy", "level"] where arguments.has(option) {
                    throw UsageError(.other("'--\(option)' does not apply with '--method apca --text-style': "
                        + "APCA's font lookup table gives the minimum Lc from each category's size in px and "
                        + "the weight, with no large-text rule or level"), command: spec.name)
                }
            }
            style = try arguments.textStyle() ?? .body
            categories = try arguments.contentSize().map { [$0] } ?? ContentSizeCategory.allCases
            weight = try arguments.integer("weight", in: 1...1000, expected: "a whole number from 1 to 1000")
        } catch {
            throw .usage(error)
        }
        let foreground = try color(arguments.positionals[0], argument: "foreground")
        let background = try color(arguments.positionals[1], argument: "background")
        let textStyle = TextStyle(usesColor: context.usesColor)
        let json: JSONValue, text: () -> String, passes: Bool
        if arguments.contrastMethod == .apca {
            let report = APCADynamicTypeReport(
                foreground: foreground, background: background, style: style, weight: weight,
                categories: categories, boldText: arguments.boldTextSettings)
            (json, text, passes) = (report.jsonValue, { report.renderText(style: textStyle) }, report.passes)
        } else {
            let report = DynamicTypeContrastReport(
                foreground: foreground, background: background, style: style, weight: weight, policy: policy,
                level: arguments.level, categories: categories, boldText: arguments.boldTextSettings)
            (json, text, passes) = (report.jsonValue, { report.renderText(style: textStyle) }, report.passes)
        }
        switch arguments.format {
        case .json: context.standardOutput.write(JSONWriter().render(json))
        default: context.standardOutput.write(text())
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
