import Testing
import LegibleCore
@testable import LegibleTokens

/// Automatic pairing on the names real projects use (issue 13). The fixtures are written for
/// these tests, in the shape of NetNewsWire's and DuckDuckGo's asset catalogs, NL Design
/// System's basis colors and Primer's functional colors; no file of those projects is copied.
@Suite struct NamingConventionTests {
    static func pairs(_ json: String) throws -> [TokenPair] {
        Pairing.automaticPairs(in: try Support.load("t.json", json), level: .aa)
    }

    static func names(_ pairs: [TokenPair]) -> [String] {
        pairs.map { "\($0.foreground.name)/\($0.background.name)" }
    }

    @Test func appleStemsTextOverBackgroundAndColor() throws {
        let pairs = try Self.pairs(##"""
        {"SidebarUnreadCountText": "#ffffff", "SidebarUnreadCountBackground": "#555555",
         "sectionHeaderTextColor": "#111111", "sectionHeaderColor": "#f5f5f7",
         "toolbarTint": "#0a60ff", "toolbarFill": "#fafafa", "starColor": "#f9c634"}
        """##)
        #expect(Self.names(pairs) == [
            "SidebarUnreadCountText/SidebarUnreadCountBackground", "toolbarTint/toolbarFill",
            "sectionHeaderTextColor/sectionHeaderColor",
        ])
        #expect(pairs.map(\.convention) == [.roleKeywords, .roleKeywords, .colorStem])
    }

    /// NetNewsWire's iOS catalog: highlighted ("vibrant") text is drawn over the accent color.
    @Test func highlightedTextOverTheAccentColors() throws {
        let pairs = try Self.pairs(##"""
        {"vibrantTextColor": "#ffffff", "primaryAccentColor": "#086aee", "secondaryAccentColor": "#086aee",
         "barBackgroundColor": "#ffffff", "starColor": "#f9c634"}
        """##)
        #expect(Self.names(pairs) == ["vibrantTextColor/primaryAccentColor", "vibrantTextColor/secondaryAccentColor"])
        #expect(pairs.allSatisfy { $0.convention == .highlightedText && $0.role == .text })
    }

    /// DuckDuckGo's `textSelectionFill` is a fill beneath text, never text; translucent, it is
    /// composited over the canvas (`background`).
    @Test func selectionFillIsABackgroundOverTheCanvas() throws {
        let pairs = try Self.pairs(##"""
        {"textPrimary": "#000000", "textSelectionFill": "#7295f633", "background": "#ffffff",
         "selectionHighlightColor": "#ffff0080"}
        """##)
        #expect(!pairs.contains { ["textSelectionFill", "selectionHighlightColor"].contains($0.foreground.name) })
        #expect(Self.names(pairs) == [
            "textPrimary/textSelectionFill", "textPrimary/background", "textPrimary/selectionHighlightColor",
        ])
        #expect(pairs.map(\.surface?.name) == ["background", nil, "background"])
    }

    /// NL Design System's groups: `color-*` over `bg-*`, `border-*` as non-text, states kept
    /// apart; CSS-property leaves (`color` over `background-color`), and an ancestor's
    /// background for a group that has none.
    @Test func groupLeavesPairWithinTheirGroup() throws {
        let pairs = try Self.pairs(##"""
        {"basis": {"color": {"accent-1": {
           "bg-document": "#fcfcfc", "bg-default": "#ffffff", "bg-hover": "#eeeeee",
           "border-default": "#888888", "border-hover": "#666666",
           "color-default": "#111111", "color-hover": "#222222", "color-active": "#333333"}}},
         "utrecht": {"alert": {"color": "#000000", "background-color": "#f0f0ff", "border-color": "#0000ff",
           "icon": {"info": {"color": "#0000aa"}}, "transparent": {"border-color": "#00000000"}}}}
        """##)
        #expect(Self.names(pairs) == [
            "basis.color.accent-1.border-default/basis.color.accent-1.bg-document",
            "basis.color.accent-1.border-default/basis.color.accent-1.bg-default",
            "basis.color.accent-1.border-hover/basis.color.accent-1.bg-hover",
            "basis.color.accent-1.color-default/basis.color.accent-1.bg-document",
            "basis.color.accent-1.color-default/basis.color.accent-1.bg-default",
            "basis.color.accent-1.color-hover/basis.color.accent-1.bg-hover",
            // No active background: the stateless ones.
            "basis.color.accent-1.color-active/basis.color.accent-1.bg-document",
            "basis.color.accent-1.color-active/basis.color.accent-1.bg-default",
            "utrecht.alert.color/utrecht.alert.background-color",
            "utrecht.alert.border-color/utrecht.alert.background-color",
            "utrecht.alert.icon.info.color/utrecht.alert.background-color",
        ])
        #expect(pairs.allSatisfy { $0.convention == .group })
        let roles = Dictionary(pairs.map { ($0.foreground.name, $0.role) }, uniquingKeysWith: { a, _ in a })
        #expect(roles["basis.color.accent-1.border-default"] == .nonText)
        #expect(roles["utrecht.alert.border-color"] == .nonText)
        #expect(roles["utrecht.alert.icon.info.color"] == .nonText)
        #expect(roles["utrecht.alert.color"] == .text)
    }

    /// Primer: no `fgColor-danger` over another status's fill, no text at rest over an active
    /// fill, `white` only over `black`; a translucent fill is composited over `bgColor-default`.
    @Test func statesRolesAndTonesMustAgree() throws {
        let pairs = try Self.pairs(##"""
        {"fgColor-default": "#1f2328", "fgColor-danger": "#d1242f", "fgColor-white": "#ffffff",
         "bgColor-default": "#ffffff", "bgColor-danger-muted": "#ff818266", "bgColor-success-muted": "#4ac26b66",
         "bgColor-black": "#000000",
         "label-fgColor-rest": "#59636e", "label-bgColor-rest": "#ffffff", "label-bgColor-active": "#e6e6e6"}
        """##)
        #expect(Self.names(pairs) == [
            "fgColor-default/bgColor-default", "fgColor-default/bgColor-danger-muted", "fgColor-default/bgColor-success-muted",
            "fgColor-danger/bgColor-default", "fgColor-danger/bgColor-danger-muted",
            "fgColor-white/bgColor-black",
            "label-fgColor-rest/label-bgColor-rest",
        ])
        let muted = try #require(pairs.first { $0.background.name == "bgColor-danger-muted" })
        #expect(muted.surface?.name == "bgColor-default")
    }

    /// The pairing indexes its backgrounds: 3,000 groups (15,000 tokens) pair in one pass, each
    /// group's three text leaves over its two backgrounds and nothing across groups.
    @Test func manyGroupsPairOnlyWithinThemselves() throws {
        var members: [String] = []
        for g in 0..<3000 {
            members.append(##""g\##(g)": {"color-default": "#000000", "color-subtle": "#333333", "color-document": "#111111", "bg-default": "#ffffff", "bg-subtle": "#eeeeee"}"##)
        }
        let pairs = try Self.pairs("{" + members.joined(separator: ",") + "}")
        #expect(pairs.count == 3000 * 6)
        #expect(pairs.allSatisfy { $0.foreground.name.split(separator: ".")[0] == $0.background.name.split(separator: ".")[0] })
    }

    @Test func namingRolesNameWhatIsMissing() throws {
        let set = try Support.load("t.json", ##"{"bgCanvasDefault": "#ffffff", "bgSubtle": "#eeeeee", "gray100": "#f0f0f0"}"##)
        let roles = Pairing.namingRoles(in: set)
        #expect(roles.foregrounds.isEmpty)
        #expect(roles.backgrounds == ["bgCanvasDefault", "bgSubtle"])
        #expect(Pairing.automaticPairs(in: set, level: .aa).isEmpty)
    }
}

/// The agreement rules found by checking real sets by hand (README, "False pairs found by hand").
@Suite struct NamingAgreementTests {
    static func names(_ json: String) throws -> [String] {
        NamingConventionTests.names(Pairing.automaticPairs(in: try Support.load("t.json", json), level: .aa))
    }

    /// Compound-style flat names: statuses, numbers and solid status fills.
    @Test func statusesNumbersAndSolidFills() throws {
        let names = try Self.names(##"""
        {"cpd-color-text-primary": "#1b1d22", "cpd-color-text-badge-info": "#0467dd",
         "cpd-color-text-decorative-4": "#005a45", "cpd-color-text-on-solid-primary": "#ffffff",
         "cpd-color-bg-canvas-default": "#ffffff", "cpd-color-bg-critical-primary": "#d51928",
         "cpd-color-bg-critical-subtle": "#fff7f6", "cpd-color-bg-badge-critical": "#fde8e5",
         "cpd-color-bg-badge-info": "#e3f5f8", "cpd-color-bg-decorative-4": "#e0f8d9",
         "cpd-color-bg-decorative-5": "#f8ebf6"}
        """##)
        // Neutral text not over the solid critical fill, nor over the badges, whose names hold a
        // status and no tint word; info text not over critical; decorative 4 not over 5.
        #expect(names == [
            "cpd-color-text-primary/cpd-color-bg-canvas-default", "cpd-color-text-primary/cpd-color-bg-critical-subtle",
            "cpd-color-text-primary/cpd-color-bg-decorative-4", "cpd-color-text-primary/cpd-color-bg-decorative-5",
            "cpd-color-text-badge-info/cpd-color-bg-canvas-default", "cpd-color-text-badge-info/cpd-color-bg-badge-info",
            "cpd-color-text-decorative-4/cpd-color-bg-canvas-default", "cpd-color-text-decorative-4/cpd-color-bg-decorative-4",
        ])
    }

    /// Android names that carry their theme, an `on` state after a background word, Material's
    /// `surfaceTint`, Carbon's camel-case `textOnColor`, shadcn's `selection-foreground`.
    @Test func themesStatesTintsAndSelectionText() throws {
        let names = try Self.names(##"""
        {"vctr_text_primary_light": "#17191c", "vctr_text_primary_dark": "#ebeef2",
         "vctr_bg_subtle_light": "#f2f5f8", "vctr_bg_subtle_dark": "#21262c",
         "vctr_reaction_background_on_light": "#e3f5f8",
         "md_theme_light_surfaceTint": "#6750a4", "md_theme_light_onSurface": "#1d1b20",
         "textOnColor": "#ffffff", "backgroundHover": "#8d8d8d1f", "buttonColorFill": "#0f62fe",
         "selection-foreground": "#ffffff", "selection": "#2563eb"}
        """##)
        // No light text over a dark fill; the reaction's background (on state) is no on-light
        // foreground; onSurface finds no surface (surfaceTint is none); textOnColor goes only
        // over a fill whose name holds color.
        #expect(names == [
            "selection-foreground/selection",
            "vctr_text_primary_light/vctr_bg_subtle_light",
            "vctr_text_primary_dark/vctr_bg_subtle_dark",
            "textOnColor/buttonColorFill",
        ])
    }

    /// Apple's keywords end a name; `color-stem` is for names outside groups.
    @Test func appleKeywordsEndTheNameAndColorStemsStayOutOfGroups() throws {
        let names = try Self.names(##"""
        {"syntax": {"syntaxLabelName": "#0072c3", "syntaxColor": "#8a3ffc"},
         "nl": {"link": {"text-decoration-color": "#0b71a1", "color": "#0b71a1"}},
         "secondaryLabel": "#3c3c43", "secondaryFill": "#78788033"}
        """##)
        #expect(names == ["secondaryLabel/secondaryFill"])
    }
}
