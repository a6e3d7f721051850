import LegibleCore

/// A token that a later input gave another value than an earlier input did: the later value is
/// the one checked (Style Dictionary's rule, ``TokenLoader``), and a check warns so the override
/// is never silent.
///
/// Only values that differ as written are recorded: across files, and within one file that is not
/// CSS (a JSON file with a nested `color.fg` and a dotted `"color.fg"` key, a palette with two
/// swatches of one name). A CSS file that repeats a name (its cascade), two declarations that
/// agree, and Android resources across folders (whose qualified folders, `values-v31` over
/// `values`, override by design) are not listed.
public struct TokenOverride: Hashable, Sendable {
    /// The token's full name, as in ``ColorToken/name``.
    public var name: String
    /// The appearance both declarations belong to (`light`, `dark`, …).
    public var appearance: String
    /// Where the earlier, replaced value is written.
    public var earlier: SourceLocation
    /// The earlier value as written (`#777777`).
    public var earlierValue: String
    /// Where the later value, the one checked, is written.
    public var later: SourceLocation
    /// The later value as written.
    public var laterValue: String
    /// The color the earlier value resolves to (an alias's target, with the other inputs as
    /// they are), when it resolves to one.
    public var earlierColor: SRGBColor?
    /// The color checked: the later value resolved.
    public var laterColor: SRGBColor?

    /// Creates an override record.
    public init(name: String, appearance: String, earlier: SourceLocation, earlierValue: String,
                later: SourceLocation, laterValue: String, earlierColor: SRGBColor? = nil,
                laterColor: SRGBColor? = nil) {
        self.name = name
        self.appearance = appearance
        self.earlier = earlier
        self.earlierValue = earlierValue
        self.later = later
        self.laterValue = laterValue
        self.earlierColor = earlierColor
        self.laterColor = laterColor
    }

    /// A value as a message shows it: as written, then the color it resolves to unless it is a
    /// hex color itself (`{gray} (#767676)`, `var(--gray) (#767676)`; `#767676` alone).
    public static func shown(_ written: String, _ color: SRGBColor?) -> String {
        guard let color, !written.hasPrefix("#") else { return written }
        return "\(written) (\(color.hex))"
    }
}
