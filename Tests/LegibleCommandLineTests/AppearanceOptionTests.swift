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
