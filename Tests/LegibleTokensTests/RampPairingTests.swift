import Foundation
import LegibleCore
import Testing
@testable import LegibleTokens

/// The ramp guess (``Pairing/rampGuessPairs(in:level:)``): made only when names give backgrounds
/// and no foreground, and never over the pairs the names make.
@Suite struct RampPairingTests {
    static let catalog = Support.fixtures + "/ramp-catalog/Ramp.xcassets"

    static func names(_ pairs: [TokenPair]) -> [String] {
        pairs.map { "\($0.foreground.name) over \($0.background.name) (\($0.appearance))" }
    }

    @Test func stepNumbersSplitFromTheirStem() {
        #expect(Pairing.rampStep("gray1400")?.stem == "gray")
        #expect(Pairing.rampStep("gray1400")?.step == 1400)
        #expect(Pairing.rampStep("alphaGray100")?.stem == "alphaGray")
        #expect(Pairing.rampStep("blue-500")?.stem == "blue")
        #expect(Pairing.rampStep("neutral.50")?.step == 50)
        #expect(Pairing.rampStep("gray") == nil)
        #expect(Pairing.rampStep("500") == nil)
        #expect(Pairing.rampStep("-500") == nil)
    }

    @Test func theUpperFortyPercentOfEachRampAreText() throws {
        // 14 steps (Compound's 100 … 1400): 6 are text, 900 … 1400; 11 (Tailwind's 50 … 950): 5.
        let compound = (1...14).map { "\"gray\($0 * 100)\": \"#000000\"" }
        let tailwind = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map { "\"slate-\($0)\": \"#000000\"" }
        let set = try Support.load("t.json", "{" + (compound + tailwind + ["\"only-1\": \"#000\"", "\"only-2\": \"#000\""]).joined(separator: ", ") + "}")
        let ramps = Pairing.ramps(in: set.tokens)
        #expect(ramps.map(\.stem) == ["gray", "slate"])
        #expect(ramps[0].textSteps() == ["gray900", "gray1000", "gray1100", "gray1200", "gray1300", "gray1400"])
        #expect(ramps[0].steps.count == 14)
        #expect(ramps[1].textSteps() == ["slate-600", "slate-700", "slate-800", "slate-900", "slate-950"])
        #expect(ramps[1].textSteps(fromLowest: true) == ["slate-50", "slate-100", "slate-200", "slate-300", "slate-400"])
        #expect(ramps.allSatisfy { $0.isNeutral })
    }

    @Test func aCatalogOfARampAndBackgroundsGetsTheGuessInEachAppearance() throws {
        let set = try TokenLoader().load(paths: [Self.catalog])
        #expect(Pairing.automaticPairs(in: set, level: .aa).isEmpty)
        let pairs = Pairing.pairs(in: set, pairsFile: nil, allPairs: false, defaultLevel: .aa)
        #expect(Self.names(pairs) == [
            "gray400 over bgCanvas (light)", "gray400 over bgSubtle (light)",
            "gray500 over bgCanvas (light)", "gray500 over bgSubtle (light)",
            "gray400 over bgCanvas (dark)", "gray400 over bgSubtle (dark)",
            "gray500 over bgCanvas (dark)", "gray500 over bgSubtle (dark)",
        ])
        #expect(pairs.allSatisfy { $0.convention == .rampSteps && $0.role == .text && $0.level == .aa })
        #expect(NamingConvention.rampSteps.isGuess)
        #expect(!NamingConvention.allCases.filter { $0 != .rampSteps }.contains { $0.isGuess })
    }

    @Test func namesThatReadAsForegroundsWinOverTheGuess() throws {
        // A text name pairs by the naming conventions: no ramp step is paired.
        let set = try Support.load("t.json", """
            {"gray100": "#f4f4f4", "gray200": "#e0e0e0", "gray300": "#a8a8a8", "gray400": "#707070",
             "bg-default": "#ffffff", "fg-default": "#111111"}
            """)
        let pairs = Pairing.pairs(in: set, pairsFile: nil, allPairs: false, defaultLevel: .aa)
        #expect(Self.names(pairs) == ["fg-default over bg-default (light)"])
        #expect(Pairing.rampGuessPairs(in: set, level: .aa).isEmpty)
        // A foreground that pairs with nothing still blocks the guess: the names are read, not guessed.
        let unpaired = try Support.load("t.json", """
            {"gray100": "#f4f4f4", "gray200": "#e0e0e0", "gray300": "#a8a8a8", "bg-canvas": "#ffffff",
             "text-danger": "#aa0000"}
            """)
        #expect(Pairing.rampGuessPairs(in: unpaired, level: .aa).isEmpty)
    }

    @Test func theTextEndIsTheEndThatContrastsMoreWithTheCanvas() throws {
        // A Tailwind-style ramp is dark at its high numbers in both themes: over a dark canvas
        // the text end is the low numbers.
        let set = try Support.load("t.css", """
            :root { --gray-100: #f3f4f6; --gray-200: #e5e7eb; --gray-300: #d1d5db; --gray-400: #9ca3af;
                    --gray-500: #6b7280; --bg-canvas: #ffffff; }
            .dark { --bg-canvas: #111827; }
            """)
        let pairs = Pairing.rampGuessPairs(in: set, level: .aa)
        #expect(Self.names(pairs) == [
            "gray-400 over bg-canvas (light)", "gray-500 over bg-canvas (light)",
            "gray-100 over bg-canvas (dark)", "gray-200 over bg-canvas (dark)",
        ])
    }

    @Test func onlyNeutralRampsWhenThereAreSomeAndNoTranslucentBackgroundWithoutACanvas() throws {
        let set = try Support.load("t.json", """
            {"blue100": "#dbeafe", "blue200": "#93c5fd", "blue300": "#1d4ed8",
             "grey100": "#eeeeee", "grey200": "#999999", "grey300": "#222222",
             "header-bg": "#ffffff", "overlay-bg": "#00000044"}
            """)
        let pairs = Pairing.rampGuessPairs(in: set, level: .aa)
        // header-bg is not a canvas by its words, so overlay-bg (translucent) has nothing beneath.
        #expect(Self.names(pairs) == ["grey300 over header-bg (light)", "grey200 over header-bg (light)"].sorted())
        #expect(!Pairing.ramps(in: set.tokens).first { $0.stem == "blue" }!.isNeutral)
    }

    @Test func noGuessWithoutBackgroundsOrWithoutARamp() throws {
        let noBackground = try Support.load("t.json", ##"{"gray100": "#eee", "gray200": "#ccc", "gray300": "#999"}"##)
        #expect(Pairing.rampGuessPairs(in: noBackground, level: .aa).isEmpty)
        let twoSteps = try Support.load("t.json", ##"{"gray100": "#eee", "gray200": "#333", "bg-canvas": "#fff"}"##)
        #expect(Pairing.rampGuessPairs(in: twoSteps, level: .aa).isEmpty)
    }
}
