import LegibleCore

/// The result of `legible simulate`: each input color as seen with each requested color-vision
/// deficiency.
///
/// Simulation by ``VisionDeficiencySimulation``: linear-light sRGB, clipped to 0...1 in linear
/// light before encoding; the output is quantised to 8 bits (round half up) only for display.
public struct SimulationReport: Sendable {
    /// One input color under one deficiency.
    public struct Entry: Hashable, Sendable {
        /// The color as typed on the command line.
        public var input: String
        /// The parsed input color.
        public var color: SRGBColor
        /// The simulated deficiency.
        public var deficiency: VisionDeficiency
        /// The method used; nil for achromatopsia, which keeps luminance only whatever the method.
        public var method: VisionDeficiencySimulationMethod?
        /// The simulated color, full precision (alpha kept from the input).
        public var output: SRGBColor

        /// Simulates `color` (typed as `input`) with `method`, or the deficiency's preferred
        /// method (``VisionDeficiencySimulationMethod/preferred(for:)``) when nil.
        public init(input: String, color: SRGBColor, deficiency: VisionDeficiency,
                    method: VisionDeficiencySimulationMethod? = nil) {
            self.input = input
            self.color = color
            self.deficiency = deficiency
            self.method = deficiency.kind == .achromatopsia
                ? nil : (method ?? VisionDeficiencySimulationMethod.preferred(for: deficiency))
            self.output = VisionDeficiencySimulation.simulate(color, as: deficiency, method: self.method)
        }

        /// The method's name as reports print it: the method's raw value, or `luminance` for
        /// achromatopsia (Y = 0.2126 R + 0.7152 G + 0.0722 B on linear RGB).
        public var methodName: String { method?.rawValue ?? "luminance" }
    }

    /// The results: for each color in input order, each deficiency in the order requested.
    public var entries: [Entry]

    /// A report of `entries`.
    public init(entries: [Entry]) { self.entries = entries }

    /// Simulates every color under every deficiency (colors outer, deficiencies inner).
    ///
    /// - Parameters:
    ///   - colors: the colors, each with the text it was typed as.
    ///   - deficiencies: the deficiencies to simulate.
    ///   - method: a method for all of them, or nil for each one's preferred method.
    public init(colors: [(input: String, color: SRGBColor)], deficiencies: [VisionDeficiency],
                method: VisionDeficiencySimulationMethod? = nil) {
        entries = colors.flatMap { color in
            deficiencies.map { Entry(input: color.input, color: color.color, deficiency: $0, method: method) }
        }
    }

    /// The report as JSON: `results[]`, each with `input` (as typed), `deficiency` (its standard
    /// name), `severity` (0...1), `method` (`machado2009`, `brettel1997`, `vienot1999`, or
    /// `luminance` for achromatopsia) and `output` (lower-case `#rrggbb`; `#rrggbbaa` when the
    /// input was translucent).
    public var jsonValue: JSONValue {
        .object([
            ("results", .array(entries.map { entry in
                .object([
                    ("input", .string(entry.input)),
                    ("deficiency", .string(entry.deficiency.name)),
                    ("severity", .number(entry.deficiency.severity)),
                    ("method", .string(entry.methodName)),
                    ("output", .string(entry.output.hex)),
                ])
            })),
        ])
    }

    /// The report for people: a table of input, deficiency, severity, method and output; with
    /// color, both colors carry swatches.
    public func renderText(style: TextStyle) -> String {
        var table = TextTable(header: ["INPUT", "DEFICIENCY", "SEVERITY", "METHOD", "OUTPUT"])
        for entry in entries {
            table.rows.append([
                Self.labelled(entry.color, label: entry.input, style: style),
                .init(entry.deficiency.name),
                .init(JSONWriter.format(entry.deficiency.severity)),
                .init(entry.methodName),
                Self.labelled(entry.output, label: entry.output.hex, style: style),
            ])
        }
        return table.render()
    }

    /// A cell with a swatch of `color` before `label` when the style uses color.
    static func labelled(_ color: SRGBColor, label: String, style: TextStyle) -> TextTable.Cell {
        guard style.usesColor else { return .init(label) }
        return .init(rendered: style.swatch(color) + " " + label, width: style.swatchWidth + 1 + label.count)
    }
}
