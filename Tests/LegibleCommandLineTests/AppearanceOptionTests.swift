import Foundation
import Testing
@testable import LegibleCommandLine

@Suite("--appearance and light-dark() in contrast")
struct AppearanceOptionTests {
    @Test func bothAppearancesAreJudgedWithoutTheOption() throws {
        // light: #777 on white fails AA text (4.48:1); dark: #e3e3e3 on #121212 passes.
        let text = runCLI(["contrast", "light-dark(#777, #e3e3e3)", "light-dark(white, #121212)"])
        #expect(text.status == 1)
        #expect(text.standardOutput.hasPrefix("Appearance: light\nForeground  #777777"))
        #expect(text.standardOutput.contains("\nAppearance: dark\nForeground  #e3e3e3\nBackground  #121212"))
        let json = try jsonObject(runCLI(["contrast", "light-dark(#777, #e3e3e3)", "light-dark(white, #121212)",
                                          "--format", "json"]))
        let appearances = try #require(json["appearances"] as? [[String: Any]])
        #expect(appearances.map { $0["appearance"] as? String } == ["light", "dark"])
        #expect(appearances.map { $0["background"] as? String } == ["#ffffff", "#121212"])
    }

    @Test func theOptionPicksOneSide() {
        let dark = runCLI(["contrast", "light-dark(#777, #e3e3e3)", "light-dark(white, #121212)", "--appearance", "dark"])
        #expect(dark.status == 0)
        #expect(dark.standardOutput.hasPrefix("Appearance: dark\nForeground  #e3e3e3"))
        #expect(!dark.standardOutput.contains("Appearance: light"))
        // Colors without light-dark() print as before.
        let plain = runCLI(["contrast", "color-mix(in oklch, #0969da 60%, white)", "white"])
        #expect(plain.standardOutput.hasPrefix("Foreground  #77a7ed\nBackground  #ffffff\nRatio       2.45:1"))
        let bad = runCLI(["contrast", "red", "white", "--appearance", "dim"])
        #expect(bad.status == 2)
    }
}

@Suite("--appearance in suggest, simulate, distinguish and palette")
struct OneColorCommandAppearanceTests {
    @Test func suggestJudgesBothSidesOrThePickedOne() throws {
        // light: #777 on white fails (4.48:1); dark: #aaa on #121212 passes (8.4:1).
        let both = runCLI(["suggest", "light-dark(#777, #aaa)", "light-dark(white, #121212)"])
        #expect(both.status == 0)
        #expect(both.standardOutput.hasPrefix("Appearance: light\nForeground  #777777\nBackground  #ffffff"))
        #expect(both.standardOutput.contains("\nAppearance: dark\nForeground  #aaaaaa\nBackground  #121212"))
        let json = try jsonObject(runCLI(["suggest", "light-dark(#777, #aaa)", "light-dark(white, #121212)",
                                          "--format", "json"]))
        let appearances = try #require(json["appearances"] as? [[String: Any]])
        #expect(appearances.map { $0["appearance"] as? String } == ["light", "dark"])
        let dark = runCLI(["suggest", "light-dark(#777, #aaa)", "light-dark(white, #121212)", "--appearance", "dark"])
        #expect(dark.standardOutput.hasPrefix("Appearance: dark\nForeground  #aaaaaa"))
        #expect(!dark.standardOutput.contains("#777777"))
        // A plain pair prints as before, with no appearance line.
        #expect(runCLI(["suggest", "#777", "white"]).standardOutput.hasPrefix("Foreground  #777777"))
    }

    @Test func suggestFailsWhenEitherSideCannotPass() {
        // dark: --adjust bg needs an opaque background; the dark side is translucent.
        let run = runCLI(["suggest", "#777", "light-dark(white, #0008)", "--adjust", "bg"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("needs an opaque <background>, found 'light-dark(white, #0008)'"))
        #expect(runCLI(["suggest", "#777", "light-dark(white, #0008)", "--adjust", "bg", "--appearance", "light"]).status == 0)
    }

    @Test func simulateAndDistinguishTakeEachSide() throws {
        let simulate = runCLI(["simulate", "light-dark(red, blue)", "--deficiency", "achromatopsia"])
        #expect(simulate.standardOutput.hasPrefix("Appearance: light\n"))
        #expect(simulate.standardOutput.contains("\nAppearance: dark\n"))
        let picked = try jsonObject(runCLI(["simulate", "light-dark(red, blue)", "--appearance", "dark", "--format", "json"]))
        let appearances = try #require(picked["appearances"] as? [[String: Any]])
        #expect(appearances.count == 1 && appearances.first?["appearance"] as? String == "dark")
        // Two sets, one per appearance: red and green collapse in light; in dark the first color is white.
        let distinguish = runCLI(["distinguish", "light-dark(red, white)", "green", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(distinguish.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sets"] as? Int == 2 && summary["pairs_checked"] as? Int == 2)
        let pairs = try #require(report["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["appearance"] as? String } == ["light"])
        #expect(distinguish.status == 1)
    }

    @Test func paletteNeedsOneAppearance() {
        let run = runCLI(["palette", "scale", "--base", "light-dark(#0969da, #58a6ff)", "--on", "white"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: --on or --base holds light-dark(): give --appearance light or dark"))
        let dark = runCLI(["palette", "scale", "--base", "light-dark(#0969da, #58a6ff)", "--on", "white", "--appearance", "dark"])
        #expect(dark.standardOutput.hasPrefix("Scale of #58a6ff's OKLCH hue"))
    }
}
