/// A naming convention automatic pairing reads (``Pairing/automaticPairs(in:level:)``): which one
/// chose a pair is recorded in ``TokenPair/convention`` and summed up in every report.
public enum NamingConvention: String, CaseIterable, Hashable, Sendable {
    /// Material's `on-X` over `X` (and `on-surface` over the surface containers).
    case onX = "on-x"
    /// shadcn/ui's `X-foreground` over `X`.
    case foregroundSuffix = "x-foreground"
    /// A foreground keyword over a background keyword with the same stem.
    case roleKeywords = "role-keywords"
    /// A foreground with an on-segment over the backgrounds that name the word after `on`.
    case onWord = "on-word"
    /// Apple's `XTextColor` over `XColor`.
    case colorStem = "color-stem"
    /// Text in a highlighted state (`vibrant`, `selected`, `highlighted`) over the accent colors.
    case highlightedText = "highlighted-text"
    /// A group's `color…`, `border…` over its `bg…`, `background-color`.
    case group
    /// A guess, made only when no name reads as a foreground: the steps at the text end of each
    /// color ramp as text over the backgrounds (``Pairing/rampGuessPairs(in:level:)``).
    case rampSteps = "ramp-steps"

    /// Whether the convention is a guess rather than a reading of the names (only
    /// ``rampSteps``): reports say so and ask for a pairs file.
    public var isGuess: Bool { self == .rampSteps }

    /// What the convention pairs, in a few words.
    public var summary: String {
        switch self {
        case .onX: "on-X over X"
        case .foregroundSuffix: "X-foreground over X"
        case .roleKeywords: "fg, text, foreground, label, title or tint over bg, background, canvas, surface or fill with the same stem"
        case .onWord: "a foreground named on-X over the backgrounds that name X"
        case .colorStem: "XTextColor (text, label, title or tint) over XColor"
        case .highlightedText: "vibrant, selected or highlighted text over the accent colors"
        case .group: "a group's color and border leaves over its bg and background-color leaves"
        case .rampSteps: "a guess, as no name reads as a foreground: the 40 % of the steps at the text end of each "
            + "(neutral) color ramp as text over the backgrounds"
        }
    }

    /// One pair it makes, as `foreground over background`.
    public var example: String {
        switch self {
        case .onX: "md-sys-color-on-primary over md-sys-color-primary"
        case .foregroundSuffix: "card-foreground over card"
        case .roleKeywords: "fgColor-default over bgColor-default, SidebarUnreadCountText over SidebarUnreadCountBackground"
        case .onWord: "fgColor-onEmphasis over bgColor-accent-emphasis"
        case .colorStem: "sectionHeaderTextColor over sectionHeaderColor"
        case .highlightedText: "vibrantTextColor over primaryAccentColor"
        case .group: "basis.color.accent-1.color-default over basis.color.accent-1.bg-default"
        case .rampSteps: "gray900 … gray1400 over bgCanvasDefault"
        }
    }
}

extension Pairing {
    /// What automatic pairing reads in the names of `set`, for the message of a run it paired
    /// nothing in: the distinct token names that read as foregrounds and as backgrounds (by
    /// keywords, on-segments, `-foreground` or group leaves), each in first-seen order.
    ///
    /// - Complexity: O(n·w) for n tokens of w words.
    public static func namingRoles(in set: TokenSet) -> (foregrounds: [String], backgrounds: [String]) {
        var seen: Set<String> = []
        var foregrounds: [String] = [], backgrounds: [String] = []
        for token in set.tokens where seen.insert(token.name).inserted {
            let name = TokenName(token.name)
            if let leaf = GroupLeaf(token.name) {
                if leaf.kind == .background { backgrounds.append(token.name) } else { foregrounds.append(token.name) }
            } else if !name.onTargets.isEmpty || name.foregroundSuffixBase != nil || name.keywordClass == .foreground {
                foregrounds.append(token.name)
            } else if name.keywordClass == .background {
                backgrounds.append(token.name)
            }
        }
        return (foregrounds, backgrounds)
    }
}
