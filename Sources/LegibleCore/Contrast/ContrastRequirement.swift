/// A WCAG 2.2 conformance level for contrast.
public enum WCAGLevel: String, CaseIterable, Hashable, Sendable {
    /// Level AA: success criteria 1.4.3 (text) and 1.4.11 (non-text).
    case aa = "AA"
    /// Level AAA: success criterion 1.4.6 (enhanced contrast).
    case aaa = "AAA"
}

/// What a color pair is used for, which decides the contrast it needs.
public enum ContrastRole: String, CaseIterable, Hashable, Sendable {
    /// Body text, smaller than large text.
    case text = "text"
    /// Large text: under WCAG 2.2 at least 18 pt (24 CSS px), or at least 14 pt (18⅔ CSS px) at
    /// weight 700 or more; ``ContrastPolicy`` gives the native and Apple rules.
    case largeText = "large-text"
    /// User-interface components and graphical objects (SC 1.4.11).
    case nonText = "non-text"
    /// Link text against the body text around it, when color alone marks the link (no
    /// underline): 3:1 between the two colors, WCAG technique G183 for SC 1.4.1 Use of Color.
    case link = "link"
}

/// A minimum WCAG 2.2 contrast ratio, with the success criterion it comes from.
///
/// | role       | AA (criterion)   | AAA (criterion) |
/// |------------|------------------|-----------------|
/// | text       | 4.5:1 (1.4.3)    | 7:1 (1.4.6)     |
/// | large text | 3:1 (1.4.3)      | 4.5:1 (1.4.6)   |
/// | non-text   | 3:1 (1.4.11)     | 3:1 (1.4.11; AAA adds none) |
/// | link       | 3:1 against the surrounding text (1.4.1, technique G183; the same at AAA) |
public struct ContrastRequirement: Hashable, Sendable {
    /// The level asked for.
    public var level: WCAGLevel
    /// The role of the pair.
    public var role: ContrastRole
    /// The minimum ratio; a ratio passes when it is at least this, unrounded.
    public var minimumRatio: Double
    /// The WCAG success criterion number, such as `"1.4.3"`.
    public var criterion: String

    /// The requirement for `role` at `level`.
    public init(level: WCAGLevel, role: ContrastRole) {
        self.level = level
        self.role = role
        switch (level, role) {
        case (.aa, .text): (minimumRatio, criterion) = (4.5, "1.4.3")
        case (.aa, .largeText): (minimumRatio, criterion) = (3, "1.4.3")
        case (.aaa, .text): (minimumRatio, criterion) = (7, "1.4.6")
        case (.aaa, .largeText): (minimumRatio, criterion) = (4.5, "1.4.6")
        case (_, .nonText): (minimumRatio, criterion) = (3, "1.4.11")
        case (_, .link): (minimumRatio, criterion) = (3, "1.4.1")
        }
    }

    /// The distinct thresholds WCAG 2.2 uses: 3, 4.5 and 7.
    public static let thresholds: [Double] = [3, 4.5, 7]
}
