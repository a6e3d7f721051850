import Foundation
import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens
import Testing
import _LegibleTestSupport

/// WCAG 2.2 relative luminance and contrast ratio, written out here from the definitions so the
/// check's figures are compared with an independent computation.
private func referenceRatio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func luminance(_ c: (Double, Double, Double)) -> Double {
        0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}

@Suite("ColorPairCheck: legible check as one call")
struct ColorPairCheckTests {
    static let css = """
        :root { --fg: #949494; --fg-strong: #595959; --bg: #ffffff; }
        [data-theme="dark"] { --fg: #5a5a5a; --fg-strong: #e0e0e0; --bg: #121212; }
        """

    static func source(_ text: String = css, path: String = "theme.css") -> ColorPairCheck.Inputs {
        .sources([TokenSource(path: path, bytes: Array(text.utf8))])
    }

    @Test func automaticPairsInMemoryGiveRatiosLocationsAndVerdicts() throws {
        let result = try ColorPairCheck(inputs: Self.source()).run()
        let fg = try #require(result.report.results.first { $0.pair.foreground.name == "fg" && $0.pair.appearance == "light" })
        #expect(fg.pair.background.name == "bg")
        let expected = referenceRatio((0x94 / 255.0, 0x94 / 255.0, 0x94 / 255.0), (1, 1, 1))
        #expect(abs(fg.measurement.worst.value - expected) < 1e-9)
        #expect(fg.status == .fail)
        #expect(fg.pair.foreground.location.file == "theme.css")
        #expect(fg.pair.foreground.location.line == 1)
        let strong = try #require(result.report.results.first { $0.pair.foreground.name == "fg-strong" && $0.pair.appearance == "light" })
        #expect(strong.status == .pass)
        #expect(Set(result.report.results.map(\.pair.appearance)) == ["light", "dark"])
        #expect(result.hasFailures)
    }

    @Test func inlineRulesSetLevelAndRole() throws {
        let rules = try PairsFile(
            parsing: Array(#"{"pairs": [{"foreground": "fg-strong", "background": "bg", "level": "AAA"}]}"#.utf8),
            path: "inline.json")
        let result = try ColorPairCheck(inputs: Self.source(), pairs: .rules(rules)).run()
        #expect(result.report.results.count == 2)
        #expect(result.report.results.allSatisfy { $0.requirement.level == .aaa && $0.requirement.minimumRatio == 7 })
        // #595959 on white is 7.0:1 and passes AAA; #e0e0e0 on #121212 passes too.
        let light = try #require(result.report.results.first { $0.pair.appearance == "light" })
        #expect(light.measurement.worst.value >= 7)
    }

    @Test func updatingTheBaselineRecordsTheFailuresAndTheRunPasses() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-checks-\(UUID().uuidString).json").path
        var check = ColorPairCheck(inputs: Self.source())
        check.baseline = .updating(path)
        let result = try check.run()
        let baseline = try #require(result.updatedBaseline)
        #expect(baseline.failures.contains { $0.foreground == "fg" && $0.appearance == "light" })
        #expect(!result.hasFailures)
        #expect(!FileManager.default.fileExists(atPath: path))  // the caller writes it
        var again = ColorPairCheck(inputs: Self.source())
        again.baseline = .recorded(baseline)
        #expect(try again.run().hasFailures == false)
        #expect(try ColorPairCheck(inputs: Self.source()).run().hasFailures)
    }

    @Test func ignoredPairsAreReportedWithTheirReason() throws {
        var check = ColorPairCheck(inputs: Self.source())
        check.ignore = [CheckIgnoreRule(foreground: "fg", background: "*", reason: "disabled text")]
        let result = try check.run()
        let ignored = result.report.results.filter { $0.status == .ignored }
        #expect(ignored.count == 2)
        #expect(ignored.allSatisfy { $0.ignoreReason == "disabled text" })
    }

    @Test func aCheckThatPairsNothingIsAnErrorNamingBothOptions() {
        let noPairs = Self.source(":root { --brand: #123456; --accent: #abcdef; }")
        #expect {
            try ColorPairCheck(inputs: noPairs).run()
        } throws: { error in
            guard let error = error as? ColorPairCheckError else { return false }
            return error.kind == .invalidInput && error.message.contains("--pairs") && error.message.contains("--all-pairs")
        }
        let empty = Self.source(":root { }")
        #expect(throws: ColorPairCheckError.self) { try ColorPairCheck(inputs: empty).run() }
    }

    @Test func sizedPairsUnderAPCAAreAnInvalidCheck() throws {
        let rules = try PairsFile(
            parsing: Array(#"{"pairs": [{"foreground": "fg", "background": "bg", "size": 24}]}"#.utf8), path: "p.json")
        var check = ColorPairCheck(inputs: Self.source(), pairs: .rules(rules))
        check.method = .apca
        #expect {
            try check.run()
        } throws: { error in
            (error as? ColorPairCheckError)?.kind == .invalidCheck
        }
    }

    @Test func tooManyPairsIsRefusedBeforeAnyIsMade() {
        var check = ColorPairCheck(inputs: Self.source(), pairs: .everyCombination)
        check.maxPairs = 3
        #expect {
            try check.run()
        } throws: { error in
            (error as? ColorPairCheckError)?.message.contains("--all-pairs would check up to 12 pairs") == true
        }
    }

    @Test func pathsUnderTheGivenDirectoryAreShownRelative() throws {
        var check = ColorPairCheck(inputs: Self.source(path: "/project/theme/a.css"))
        check.pathsRelativeTo = "/project"
        let result = try check.run()
        #expect(result.report.results.allSatisfy { $0.pair.foreground.location.file == "theme/a.css" })
        #expect(result.filesRead.contains("/project/theme/a.css"))
    }

    @Test func anAssetCatalogOnDiskWithATranslucentBackgroundGivesARange() throws {
        let catalog = Fixtures.url("tokens/formats/Sample.xcassets").path
        let rules = try PairsFile(
            parsing: Array(#"{"pairs": [{"foreground": "Gray", "background": "Text"}]}"#.utf8), path: "p.json")
        var check = ColorPairCheck(inputs: .files([catalog]), pairs: .rules(rules))
        check.pathsRelativeTo = Fixtures.root.path
        let result = try check.run()
        let pair = try #require(result.report.results.first { $0.pair.appearance == "light" })
        // #808080 on #ff0000 at 50 % alpha: over black the background is #800000, over white #ff8080.
        let overBlack = referenceRatio((128 / 255.0, 128 / 255.0, 128 / 255.0), (128 / 255.0, 0, 0))
        let overWhite = referenceRatio((128 / 255.0, 128 / 255.0, 128 / 255.0), (1, 128 / 255.0, 128 / 255.0))
        #expect(pair.measurement.isRange)
        #expect(pair.measurement.best.value >= max(overBlack, overWhite) - 0.01)
        #expect(pair.measurement.worst.value <= min(overBlack, overWhite) + 1e-9)
        #expect(pair.status == .fail)
        #expect(pair.pair.foreground.location.file == "tokens/formats/Sample.xcassets/Gray.colorset/Contents.json")
        #expect(pair.pair.foreground.location.line == 6)
        #expect(result.filesRead.contains(catalog + "/Gray.colorset/Contents.json"))
    }
}
