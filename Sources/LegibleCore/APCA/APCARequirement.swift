/// The use levels of APCA's "Bronze simple mode": fixed minimum |Lc| per kind of content, without
/// the font lookup table.
///
/// Source: APCA Readability Criterion (ARC), "Tests: Bronze Simple Mode",
/// readtech.org/ARC/tests/bronze-simple-mode (public beta draft).
public enum APCAUseLevel: Double, CaseIterable, Hashable, Sendable {
    /// Lc 90: preferred for body text (fluent reading of columns of text).
    case preferredBodyText = 90
    /// Lc 75: minimum for body text.
    case bodyText = 75
    /// Lc 60: minimum for content text that is not body text (about 24 px regular or 16 px bold).
    case contentText = 60
    /// Lc 45: minimum for large or heavy text such as headlines (about 36 px regular or 24 px bold).
    case largeText = 45
    /// Lc 30: minimum for spot-readable text (placeholders, disabled text) and non-text elements
    /// that must be understood, such as icons.
    case nonText = 30
    /// Lc 15: the minimum for any non-text element that must be seen (dividers, spot elements);
    /// below this many readers cannot see it at all.
    case nonTextMinimum = 15

    /// The minimum |Lc|.
    public var minimumLc: Double { rawValue }
}

/// A minimum APCA |Lc| for a pair, with where it comes from.
public struct APCARequirement: Hashable, Sendable {
    /// The role the pair plays.
    public var role: ContrastRole
    /// The minimum |Lc|; a contrast passes when its magnitude is at least this, unrounded.
    public var minimumLc: Double
    /// A short description of the source, such as `"APCA simple mode: body text"` or
    /// `"APCA font lookup: 16 px at weight 400"`.
    public var source: String

    /// Creates a requirement from its parts.
    public init(role: ContrastRole, minimumLc: Double, source: String) {
        self.role = role
        self.minimumLc = minimumLc
        self.source = source
    }

    /// The simple-mode requirement for a role when the font size is unknown: text needs Lc 75
    /// (body text), large text Lc 60 (WCAG's large text, 24 px or 18⅔ px bold, is APCA's content
    /// text), non-text Lc 30. A link against its surrounding text (WCAG G183's 3:1 has no APCA
    /// counterpart) takes the non-text level, Lc 30: a difference that must be seen, not read.
    public init(role: ContrastRole) {
        let level: APCAUseLevel
        switch role {
        case .text: level = .bodyText
        case .largeText: level = .contentText
        case .nonText, .link: level = .nonText
        }
        self.init(role: role, minimumLc: level.minimumLc, source: "APCA simple mode: \(level.label)")
    }

    /// The requirement for text of `pixels` CSS px at CSS weight `weight`, from the font lookup
    /// table (``APCAFontLookup/minimumLc(fontSize:weight:)``); non-text roles get Lc 30 whatever the
    /// size. Nil when the text is too small for any contrast.
    public init?(role: ContrastRole, fontSize pixels: Double, weight: Int = 400) {
        if role == .nonText || role == .link {
            self.init(role: role)
            return
        }
        let tableWeight = APCAFontWeight(cssWeight: weight)
        guard let lc = APCAFontLookup.minimumLc(fontSize: pixels, weight: tableWeight) else { return nil }
        let size = ContrastRatio.format(pixels, decimals: pixels.rounded() == pixels ? 0 : 2)
        self.init(
            role: role, minimumLc: lc,
            source: "APCA font lookup: \(size) px at weight \(tableWeight.rawValue)")
    }

    /// Whether `contrast` meets the requirement (`|Lc| >= minimumLc`, unrounded).
    public func isSatisfied(by contrast: LightnessContrast) -> Bool {
        contrast.magnitude >= minimumLc
    }
}

extension APCAUseLevel {
    /// A lower-case label: "preferred body text", "body text", "content text", "large text",
    /// "non-text", "non-text minimum".
    public var label: String {
        switch self {
        case .preferredBodyText: return "preferred body text"
        case .bodyText: return "body text"
        case .contentText: return "content text"
        case .largeText: return "large text"
        case .nonText: return "non-text"
        case .nonTextMinimum: return "non-text minimum"
        }
    }
}

extension LightnessContrast {
    /// Whether the contrast meets `requirement` (`|Lc| >= minimumLc`, unrounded).
    public func satisfies(_ requirement: APCARequirement) -> Bool {
        requirement.isSatisfied(by: self)
    }
}
