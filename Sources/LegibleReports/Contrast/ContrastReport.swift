import LegibleCore

/// The contrast of one foreground over one background against every WCAG 2.2 requirement, and
/// the one requirement that applies to the caller's text.
///
/// Measured with ``ContrastMeasurement``: a translucent foreground is composited onto an opaque
/// background; a translucent background gives a range whose worst ratio decides every verdict.
///
/// Source: WCAG 2.2 SC 1.4.3, 1.4.6, 1.4.11 and the definition of "large scale (text)".
public struct ContrastReport: Sendable {
    /// The text size the caller described with `--size`, `--weight` and `--policy`.
    public struct TextSizeQuery: Hashable, Sendable {
        /// The size as written (px, or the policy's pt).
        public var size: FontSize
        /// The font weight, 1...1000 (400 regular, 700 bold).
        public var weight: Int
        /// The policy that reads `pt` and decides large text.
        public var policy: ContrastPolicy

        /// The size in logical px.
        public var pixels: Double { size.pixels(under: policy) }
        /// Whether this is large text under the policy, and why.
        public var judgement: LargeTextJudgement { policy.judge(size, weight: weight) }
        /// Whether this is large text under the policy.
        public var isLarge: Bool { judgement.isLarge }

        /// A size query.
        public init(size: FontSize, weight: Int, policy: ContrastPolicy = .wcag) {
            self.size = size
            self.weight = weight
            self.policy = policy
        }
    }

    /// The foreground as given (possibly translucent).
    public var foreground: SRGBColor
    /// The background as given (possibly translucent).
    public var background: SRGBColor
    /// The measured ratio or range.
    public var measurement: ContrastMeasurement
    /// The level whose requirement decides ``passes``.
    public var level: WCAGLevel
    /// The policy that decides which text is large (stated in every report).
    public var policy: ContrastPolicy
    /// The text size, when given.
    public var textSize: TextSizeQuery?
    /// The role whose requirement decides ``passes``: the explicit role, else large text when
    /// ``textSize`` is large, else text.
    public var role: ContrastRole

    /// The requirements every report lists, in order: AA text, large text, non-text; AAA text,
    /// large text.
    public static let requirements: [ContrastRequirement] = [
        ContrastRequirement(level: .aa, role: .text),
        ContrastRequirement(level: .aa, role: .largeText),
        ContrastRequirement(level: .aa, role: .nonText),
        ContrastRequirement(level: .aaa, role: .text),
        ContrastRequirement(level: .aaa, role: .largeText),
    ]

    /// Measures `foreground` over `background`.
    ///
    /// - Parameters:
    ///   - level: The level of the applicable requirement.
    ///   - role: An explicit role; when `nil`, `textSize` decides between text and large text,
    ///     and without a size the role is text (the stricter one).
    ///   - textSize: The text size, if known; its policy is the report's.
    ///   - policy: The policy when no size is given.
    public init(
        foreground: SRGBColor, background: SRGBColor, level: WCAGLevel = .aa,
        role: ContrastRole? = nil, textSize: TextSizeQuery? = nil, policy: ContrastPolicy = .wcag
    ) {
        self.policy = textSize?.policy ?? policy
        self.foreground = foreground
        self.background = background
        self.measurement = ContrastMeasurement(foreground: foreground, background: background)
        self.level = level
        self.textSize = textSize
        self.role = role ?? ((textSize?.isLarge ?? false) ? .largeText : .text)
    }

    /// The requirement that applies: ``role`` at ``level``.
    public var applicableRequirement: ContrastRequirement {
        ContrastRequirement(level: level, role: role)
    }

    /// Whether the worst ratio meets `requirement`.
    public func verdict(for requirement: ContrastRequirement) -> Verdict {
        Verdict(measurement.worst.satisfies(requirement))
    }

    /// Whether the applicable requirement is met; the command exits 1 when it is not.
    public var passes: Bool { measurement.worst.satisfies(applicableRequirement) }

    /// The ratio as shown: `4.49:1`, or `1.20:1 to 5.60:1` for a range. Never shows a failing
    /// ratio as its threshold (``ContrastRatio/displayString``).
    public var ratioText: String {
        let worst = measurement.worst.displayString + ":1"
        return measurement.isRange ? worst + " to " + measurement.best.displayString + ":1" : worst
    }
}

/// `4.5:1`, `3:1`: a requirement's minimum as people write it.
func requirementText(_ requirement: ContrastRequirement) -> String {
    JSONWriter.format(requirement.minimumRatio) + ":1"
}

/// `large text` for `.largeText`: a role in prose.
func roleText(_ role: ContrastRole) -> String {
    role == .largeText ? "large text" : role.rawValue
}
