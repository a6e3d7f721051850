import LegibleCore
import LegibleReports

/// `--appearance light|dark` for the commands that take colors on the command line: it picks one
/// side of a CSS Color 5 `light-dark()` value. Without it, a command given a `light-dark()`
/// judges both appearances (text shows both, JSON gives `appearances: [...]`, exit 1 when either
/// fails); colors without one are judged once, as before.
enum AppearanceOption {
    static let option = OptionSpec.value(
        "appearance", valueName: "light|dark",
        help: "The side of a light-dark() color to judge; without it both are judged.",
        allowed: ColorScheme.allCases.map(\.rawValue))

    /// The schemes to judge: the one given, both when a color holds `light-dark()`, else one
    /// (nil: no appearance to name). A plain color looks the same in either appearance, so
    /// `--appearance` over colors without `light-dark()` judges them once, with no
    /// `Appearance:` line to suggest that the appearance changed anything.
    static func schemes(_ arguments: ParsedArguments, colors: [String]) -> [ColorScheme?] {
        let dependent = colors.contains { (try? CSSColor.dependsOnColorScheme($0)) == true }
        guard dependent else { return [nil] }
        if let given = arguments.value("appearance").flatMap(ColorScheme.init(rawValue:)) { return [given] }
        return ColorScheme.allCases
    }

    /// Writes the reports of each appearance judged in the run's format: JSON through
    /// ``json(_:)``, anything else as ``text(_:)``.
    static func write(texts: [(ColorScheme?, String)], values: [(ColorScheme?, JSONValue)],
                      format: ReportFormat, to context: CommandContext) {
        switch format {
        case .json: context.standardOutput.write(JSONWriter().render(json(values)))
        default: context.standardOutput.write(text(texts))
        }
    }

    /// Text for several appearances: each report under an `Appearance: X` line.
    static func text(_ parts: [(ColorScheme?, String)]) -> String {
        guard parts.count > 1 || parts.first?.0 != nil else { return parts.first?.1 ?? "" }
        return parts.map { scheme, text in "Appearance: \(scheme?.rawValue ?? "light")\n" + text }
            .joined(separator: "\n")
    }

    /// JSON for several appearances: `{"appearances": [{"appearance": "light", …}, …]}`; one
    /// report without an appearance is written as before.
    static func json(_ parts: [(ColorScheme?, JSONValue)]) -> JSONValue {
        guard parts.count > 1 || parts.first?.0 != nil else { return parts.first?.1 ?? .array([]) }
        return .object([("appearances", .array(parts.map { scheme, value in
            guard case .object(let members) = value else { return value }
            return .object([("appearance", .string(scheme?.rawValue ?? "light"))] + members)
        }))])
    }
}
