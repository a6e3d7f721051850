import Foundation
import LegibleCore
import Testing
@testable import LegibleCommandLine

@Suite("legible suggest")
struct SuggestCommandTests {
    @Test func plainTextGolden() {
        let run = runCLI(["suggest", "#ff0000", "white", "--count", "1"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput == """
            Foreground  #ff0000
            Background  #ffffff
            Contrast    4.00:1, needs 4.5:1 (WCAG AA text, SC 1.4.3)

            Nearest passing foregrounds (ΔE2000 from the original):

            #  FOREGROUND  BACKGROUND      RATIO   ΔE2000
            1  #ee0700     #ffffff (same)  4.50:1  3.47

            """)
    }

    @Test func jsonKeysAndVerifiedSuggestions() throws {
        let run = runCLI(["suggest", "#1e90ff", "#ffffff", "--format", "json"])
        #expect(run.status == 0)
        let object = try jsonObject(run)
        for key in ["foreground", "background", "goal", "adjust", "keep_hue", "ratio", "passes", "suggestions",
                    "reachable", "best_reachable", "alternatives"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let suggestions = try #require(object["suggestions"] as? [[String: Any]])
        #expect(suggestions.count == 3)
        var previous = 0.0
        for s in suggestions {
            #expect(Set(s.keys) == ["foreground", "background", "adjusted", "ratio", "delta_e"])
            #expect(s["background"] as? String == "#ffffff")
            #expect(s["adjusted"] as? String == "foreground")
            let fg = try SRGBColor(parsing: try #require(s["foreground"] as? String))
            let ratio = try #require(s["ratio"] as? Double)
            #expect(ratio >= 4.5)
            #expect(abs(ratio - fg.contrastRatio(with: .white).value) < 1e-12)
            let deltaE = try #require(s["delta_e"] as? Double)
            #expect(deltaE >= previous)
            previous = deltaE
        }
    }

    @Test func apcaUsesLc() throws {
        let run = runCLI(["suggest", "#888888", "#ffffff", "--method", "apca", "--format", "json", "--count", "2"])
        #expect(run.status == 0)
        let suggestions = try #require(try jsonObject(run)["suggestions"] as? [[String: Any]])
        #expect(suggestions.count == 2)
        for s in suggestions {
            #expect(s["ratio"] == nil)
            #expect((s["lc"] as? Double).map { abs($0) >= 75 } == true)
        }
    }

    @Test func bothAndBackgroundKeepTheUnchangedColor() throws {
        let bg = try jsonObject(runCLI(["suggest", "#767676", "#888888", "--adjust", "bg", "--format", "json"]))
        let first = try #require((bg["suggestions"] as? [[String: Any]])?.first)
        #expect(first["foreground"] as? String == "#767676")
        #expect(first["adjusted"] as? String == "background")
        // With --adjust both, "adjusted" says what each suggestion changes, not what was allowed.
        let both = try jsonObject(runCLI(["suggest", "#777777", "#767676", "--adjust", "both", "--format", "json"]))
        #expect(both["adjust"] as? String == "both")
        let pairs = try #require(both["suggestions"] as? [[String: Any]])
        #expect(!pairs.isEmpty)
        for pair in pairs {
            let fgKept = pair["foreground"] as? String == "#777777", bgKept = pair["background"] as? String == "#767676"
            let expected = fgKept ? "background" : bgKept ? "foreground" : "both"
            #expect(pair["adjusted"] as? String == expected, "\(pair)")
        }
        #expect(Set(pairs.compactMap { $0["adjusted"] as? String }) == ["both", "background"])
    }

    @Test func bothLabelsEachRowInText() {
        let run = runCLI(["suggest", "#ff0000", "white", "--adjust", "both", "--count", "1"])
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            Foreground  #ff0000
            Background  #ffffff
            Contrast    4.00:1, needs 4.5:1 (WCAG AA text, SC 1.4.3)

            Nearest passing pairs (ΔE2000 summed over both colors):

            #  FOREGROUND  BACKGROUND      RATIO   ΔE2000  CHANGES
            1  #ee0700     #ffffff (same)  4.50:1  3.47    fg

            """)
        let mixed = runCLI(["suggest", "#777777", "#767676", "--adjust", "both"]).standardOutput
        #expect(mixed.contains("#777777 (same)") && mixed.contains("  bg\n") && mixed.contains("  both\n"), "\(mixed)")
    }

    @Test func impossibleExitsOneAndNamesTheAlternatives() throws {
        let run = runCLI(["suggest", "#777777", "#767676", "--level", "AAA"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("No foreground can reach 7:1 (WCAG AAA text, SC 1.4.6): the best is 4.62:1.\n"))
        #expect(run.standardOutput.contains("--adjust bg cannot reach it either (best 4.69:1)."))
        #expect(run.standardOutput.contains("--adjust both can reach it (best 21.00:1)."))
        let json = try jsonObject(runCLI(["suggest", "#777777", "#767676", "--level", "AAA", "--format", "json"]))
        #expect(json["reachable"] as? Bool == false)
        #expect((json["suggestions"] as? [Any])?.isEmpty == true)
        #expect((json["alternatives"] as? [[String: Any]])?.count == 2)
    }

    @Test func passingPairExitsZero() {
        let run = runCLI(["suggest", "black", "white"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("already meets the goal"))
    }

    @Test(arguments: [
        (["suggest", "#fff"], "missing expected argument '<background>'"),
        (["suggest", "#ff0000", "white", "--adjust", "fore"], "--adjust"),
        (["suggest", "#ff0000", "white", "--count", "0"], "--count"),
        (["suggest", "#ff0000", "white", "--method", "apca", "--level", "AA"], "--level"),
        (["suggest", "nocolor", "white"], "<foreground>"),
    ])
    func usageErrors(arguments: [String], mention: String) {
        let run = runCLI(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.contains(mention), "\(run.standardError)")
    }

    @Test(arguments: ["bg", "both"])
    func changingATranslucentBackgroundIsRejected(adjust: String) {
        let run = runCLI(["suggest", "#777", "#fff8", "--adjust", adjust])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: '--adjust \(adjust)' needs an opaque <background>, found '#fff8' "
            + "(alpha 0.53)"), "\(run.standardError)")
        #expect(run.standardError.contains("(over white #ffffff, over black #888888), or keep it with '--adjust fg'"))
    }

    /// suggest's figure for the original pair is the one `legible contrast` reports, whatever the
    /// alpha of either color, with WCAG 2 and with APCA.
    @Test(arguments: [("#777777", "#ffffff88"), ("#00000080", "#eeeeee"), ("#00000080", "#1e90ff40"), ("#8c959f", "#f6f8fae6")])
    func originalFigureMatchesContrast(foreground: String, background: String) throws {
        for (method, key) in [("wcag", "ratio"), ("apca", "lc")] {
            let contrast = try jsonObject(runCLI(["contrast", foreground, background, "--method", method, "--format", "json"]))
            let suggest = try jsonObject(runCLI(["suggest", foreground, background, "--method", method, "--format", "json"]))
            let expected = try #require(contrast[key] as? Double)
            #expect(suggest[key] as? Double == expected, "\(method): \(foreground) on \(background)")
            #expect(suggest["background"] as? String == contrast["background"] as? String)
            // Every suggestion passes in `legible contrast` too.
            for s in try #require(suggest["suggestions"] as? [[String: Any]]) {
                let fg = try #require(s["foreground"] as? String)
                #expect(s["background"] as? String == suggest["background"] as? String)
                let check = runCLI(["contrast", fg, background, "--method", method])
                #expect(check.status == 0, "\(method): \(fg) on \(background)")
            }
        }
    }

    @Test func aTranslucentBackgroundIsNamedAndHasNoOtherChoices() throws {
        let text = runCLI(["suggest", "#777", "#fff8", "--method", "apca"])
        #expect(text.status == 1)
        #expect(text.standardOutput.contains(
            "Background  #ffffff88 (translucent: every figure is the worst case over what lies beneath)\n"))
        #expect(!text.standardOutput.contains("--adjust bg"))
        let json = try jsonObject(runCLI(["suggest", "#777", "#fff8", "--format", "json"]))
        #expect((json["alternatives"] as? [Any])?.isEmpty == true)
        #expect((json["suggestions"] as? [Any])?.isEmpty == false)
    }
}
