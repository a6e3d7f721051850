import LegibleCore

/// Which contrast measure a report uses.
public enum ContrastMethod: String, CaseIterable, Hashable, Sendable {
    /// WCAG 2.2 contrast ratio (SC 1.4.3, 1.4.6, 1.4.11): the default.
    case wcag
    /// APCA lightness contrast Lc (apca-w3 0.1.9, constants 0.0.98G-4g): a draft, opt-in.
    case apca

    /// The label reports print next to APCA figures.
    public static let apcaDraftLabel = "APCA (draft, not part of WCAG 2; WCAG 3 has not adopted it)"
}
