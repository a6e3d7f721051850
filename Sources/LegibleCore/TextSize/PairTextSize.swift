/// The text size a pair rule gives its foreground: a literal size or an iOS text style, with
/// a weight, and optionally its own policy and content size categories.
///
/// When ``policy`` or ``contentSizes`` is nil the run's setting applies (`--policy`, or
/// `policy` and `contentSizes` in `legible.json`; `wcag` and every category by default).
public struct PairTextSize: Hashable, Sendable {
    /// Where the size comes from.
    public enum Source: Hashable, Sendable {
        /// A literal size (px, or the policy's pt).
        case size(FontSize)
        /// An iOS text style, judged at every content size category in ``PairTextSize/contentSizes``.
        case textStyle(DynamicTypeTextStyle)
        /// A DTCG `typography` token, by name, not yet resolved (`check` replaces it with the
        /// token's ``size(_:)`` and weight before judging).
        case typography(String)
    }

    /// The size or text style.
    public var source: Source
    /// The weight, 1...1000; nil for 400, or a text style's default weight.
    public var weight: Int?
    /// The rule's own policy, if it sets one.
    public var policy: ContrastPolicy?
    /// The categories a text style is judged at, if the rule or configuration names them.
    public var contentSizes: [ContentSizeCategory]?
    /// The typography token that supplied the size and weight, if any (DTCG `typography`).
    public var token: String?
    /// The Bold Text settings a text style is judged with, if the rule or configuration names
    /// them (`["on"]`, or `[off, on]` for both); nil: off.
    public var boldText: [BoldText]?

    /// Creates a text size.
    public init(source: Source, weight: Int? = nil, policy: ContrastPolicy? = nil,
                contentSizes: [ContentSizeCategory]? = nil, token: String? = nil, boldText: [BoldText]? = nil) {
        self.source = source
        self.weight = weight
        self.policy = policy
        self.contentSizes = contentSizes
        self.token = token
        self.boldText = boldText
    }

    /// This size with the run's settings filled in where the rule sets none.
    public func withDefaults(policy: ContrastPolicy, contentSizes: [ContentSizeCategory]?,
                             boldText: [BoldText]? = nil) -> PairTextSize {
        var copy = self
        copy.policy = copy.policy ?? policy
        copy.contentSizes = copy.contentSizes ?? contentSizes
        copy.boldText = copy.boldText ?? boldText
        return copy
    }

    /// The policy in force (``ContrastPolicy/wcag`` when none is set).
    public var effectivePolicy: ContrastPolicy { policy ?? .wcag }
}
