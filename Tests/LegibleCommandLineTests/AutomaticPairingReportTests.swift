import Foundation
import Testing

/// `legible check` says when automatic pairing chose the pairs, and what it tried when it chose
/// none (issue 13). Fixtures are written here, in the shape of real token sets.
@Suite struct AutomaticPairingReportTests {
    static func json(_ run: CLIRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
    }

    static let primerLike = """
        {"fgColor-default": "#1f2328", "bgColor-default": "#ffffff", "bgColor-muted": "#0000001a",
         "basis": {"accent": {"color-default": "#111111", "bg-default": "#ffffff", "border-default": "#767676"}}}
        """

    @Test func jsonAndTextSayHowManyPairsEachConventionChose() throws {
        let dir = try CheckEndToEndTests.directory(["t.json": Self.primerLike])
        let run = runCLI(["check", "t.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        let automatic = try #require(try Self.json(run)["automatic_pairing"] as? [String: Any])
        #expect(automatic["pairs"] as? Int == 4)
        let conventions = try #require(automatic["conventions"] as? [[String: Any]])
        #expect(conventions.map { $0["convention"] as? String } == ["role-keywords", "group"])
        #expect(conventions.map { $0["pairs"] as? Int } == [2, 2])
        #expect(conventions.allSatisfy { ($0["example"] as? String)?.contains(" over ") == true })
        // bgColor-muted (10% black) is composited over the canvas, bgColor-default.
        let canvases = try #require(automatic["canvases"] as? [[String: Any]])
        #expect(canvases.map { $0["name"] as? String } == ["bgColor-default"])
        #expect(canvases.map { $0["pairs"] as? Int } == [1])
        let pairs = try #require(try Self.json(run)["pairs"] as? [[String: Any]])
        let muted = try #require(pairs.first { ($0["background"] as? [String: Any])?["name"] as? String == "bgColor-muted" })
        #expect((muted["surface"] as? [String: Any])?["name"] as? String == "bgColor-default")
        #expect(muted["ratio_range"] == nil)
        // #1f2328 over black at alpha 26/255 on white, gray 229/255: relative luminance (WCAG
        // 2.2, sRGB transfer) 0.783538 against 0.016466, 12.5409:1 (computed independently in Python).
        let ratio = try #require(muted["ratio"] as? Double)
        #expect(abs(ratio - 12.5409) < 0.001)

        let text = runCLI(["check", "t.json"], currentDirectory: dir)
        #expect(text.standardOutput.contains("Automatic pairing: 4 pairs from the naming conventions: 2 by role-keywords"))
        #expect(text.standardOutput.contains("composited over bgColor-default"))
    }

    @Test func aPairsFileRunHasNoAutomaticPairingSummary() throws {
        let pairs = #"{"pairs": [{"foreground": "fgColor-default", "background": "bgColor-muted", "over": "bgColor-default"}]}"#
        let dir = try CheckEndToEndTests.directory(["t.json": Self.primerLike, "p.json": pairs])
        let run = runCLI(["check", "t.json", "--pairs", "p.json", "--format", "json"], currentDirectory: dir)
        let object = try Self.json(run)
        #expect(object["automatic_pairing"] == nil)
        // `over` names the surface beneath the translucent background: one ratio, no range.
        let pair = try #require((object["pairs"] as? [[String: Any]])?.first)
        #expect((pair["surface"] as? [String: Any])?["name"] as? String == "bgColor-default")
        #expect(pair["ratio_range"] == nil)
    }

    @Test func overNamingNoTokenIsAnError() throws {
        let pairs = #"{"pairs": [{"foreground": "fgColor-default", "background": "bgColor-muted", "over": "bgColor-missing"}]}"#
        let dir = try CheckEndToEndTests.directory(["t.json": Self.primerLike, "p.json": pairs])
        let run = runCLI(["check", "t.json", "--pairs", "p.json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("p.json:1"))
        #expect(run.standardError.contains("bgColor-missing"))
    }

    /// A catalog of backgrounds and a gray scale (Element's Compound catalog has this shape):
    /// distinct names are counted once across appearances, and the message names what is
    /// missing and every convention tried, with an example.
    @Test func noPairsNamesWhatIsMissingAndTheConventionsTried() throws {
        let css = """
            :root { --bgCanvasDefault: #fff; --bgSubtle: #eee; --gray100: #f0f0f0; --gray900: #101010; }
            .dark { --bgCanvasDefault: #000; --bgSubtle: #111; --gray100: #1f1f1f; --gray900: #eeeeee; }
            """
        let dir = try CheckEndToEndTests.directory(["t.css": css])
        let run = runCLI(["check", "t.css"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("paired none of the 4 token names"), "\(run.standardError)")
        #expect(run.standardError.contains("2 read as backgrounds (bgCanvasDefault, bgSubtle) but none as a foreground"))
        for example in ["md-sys-color-on-primary over md-sys-color-primary", "card-foreground over card",
                        "vibrantTextColor over primaryAccentColor",
                        "basis.color.accent-1.color-default over basis.color.accent-1.bg-default"] {
            #expect(run.standardError.contains(example), "\(example)")
        }
    }
}
