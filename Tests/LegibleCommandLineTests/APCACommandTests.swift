import Foundation
import LegibleCore
import LegibleReports
import LegibleTokens
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

@Suite("APCA in contrast and check")
struct APCACommandTests {
    @Test func publishedLcFigures() throws {
        // apca.json (apca-w3 README / test suite): #888 on #fff 63.056469930209424, #fff on #888 -68.54146436644962.
        let dark = runCLI(["contrast", "#888", "#fff", "--method", "apca", "--format", "json"])
        #expect(dark.standardOutput.contains("\n  \"lc\": 63.056469930209424,\n"))
        let light = runCLI(["contrast", "#fff", "#888", "--method", "apca", "--format", "json"])
        #expect(light.standardOutput.contains("\n  \"lc\": -68.54146436644962,\n"))
        let object = try jsonObject(dark)
        #expect(object["method"] as? String == "apca")
        #expect(object["note"] as? String == "APCA (draft, not part of WCAG 2; WCAG 3 has not adopted it)")
        #expect(object["foreground"] as? String == "#888888")
        #expect(object["background"] as? String == "#ffffff")
        let ratio = try #require(object["ratio"] as? Double)
        #expect(abs(ratio - 3.5448862152994005) < 1e-12)
        #expect(object["role"] as? String == "text")
        #expect(object["requirement"] as? Double == 75)
        #expect(object["source"] as? String == "APCA simple mode: body text")
        #expect(object["status"] as? String == "fail")
        #expect(object["verdicts"] as? [String: String] == ["text": "fail", "large-text": "pass", "non-text": "pass"])
        #expect(object["lc_range"] == nil)
        #expect(dark.status == 1)
    }

    @Test func everyFixturePairThroughTheCommand() throws {
        let apca = try Fixtures.conformance("apca.json")
        let pairs = try #require(apca["pairs"] as? [[String: Any]])
        #expect(pairs.count > 10)
        for pair in pairs {
            let text = try #require(pair["text"] as? String)
            let background = try #require(pair["bg"] as? String)
            let expected = try #require(pair["lc"] as? Double)
            let run = runCLI(["contrast", text, background, "--method", "apca", "--format", "json"])
            let lc = try #require(try jsonObject(run)["lc"] as? Double)
            #expect(abs(lc - expected) < 1e-9, "\(text) on \(background)")
            #expect(run.status == (abs(expected) >= 75 ? 0 : 1))
        }
        let alpha = try #require(apca["alpha_text"] as? [[String: Any]])
        for pair in alpha {
            let text = try #require(pair["text"] as? String)
            let background = try #require(pair["bg"] as? String)
            let expected = try #require(pair["lc"] as? Double)
            let lc = try #require(
                try jsonObject(runCLI(["contrast", text, background, "--method", "apca", "--format", "json"]))["lc"] as? Double)
            #expect(abs(lc - expected) < 1e-9, "\(text) on \(background)")
        }
    }

    @Test func sizeUsesTheFontLookupTable() throws {
        // |Lc| 68.5: the font lookup row Lc 65 allows 21.75 px at weight 400, 15 px at 700.
        let big = try jsonObject(runCLI(["contrast", "#fff", "#888", "--method", "apca", "--size", "24", "--format", "json"]))
        #expect(big["requirement"] as? Double == 60)
        #expect(big["source"] as? String == "APCA font lookup: 24 px at weight 400")
        #expect(big["status"] as? String == "pass")
        let size = big["text_size"] as? [String: Any]
        #expect(size?["px"] as? Double == 24)
        #expect(size?["weight"] as? Int == 400)
        #expect(runCLI(["contrast", "#fff", "#888", "--method", "apca", "--size", "16"]).status == 1)
        #expect(runCLI(["contrast", "#fff", "#888", "--method", "apca", "--size", "16", "--weight", "700"]).status == 0)
        let tiny = try jsonObject(runCLI(["contrast", "#000", "#fff", "--method", "apca", "--size", "5", "--format", "json"]))
        #expect(tiny["requirement"] is NSNull)
        #expect(tiny["status"] as? String == "fail")
        #expect(runCLI(["contrast", "#888", "#fff", "--method", "apca", "--role", "large-text"]).status == 0)
        #expect(runCLI(["contrast", "#888", "#fff", "--method", "apca", "--role", "non-text"]).status == 0)
    }

    @Test func textIsLabelledADraft() {
        let run = runCLI(["contrast", "#888", "#fff", "--method", "apca"])
        #expect(run.standardOutput == """
            APCA (draft, not part of WCAG 2; WCAG 3 has not adopted it)

            Text        #888888
            Background  #ffffff
            Lc          63.1
            WCAG 2      3.54:1 (for reference)

            ROLE        REQUIRED  LEVEL         RESULT
            text        Lc 75     body text     fail
            large text  Lc 60     content text  pass
            non-text    Lc 30     non-text      pass

            Applies: text, at least Lc 75 (APCA simple mode: body text): fail

            """)
        #expect(runCLI(["contrast", "#fff", "#888", "--method", "apca"]).standardOutput.contains("Lc          -68.5\n"))
    }

    @Test func wcagStaysTheDefault() {
        let run = runCLI(["contrast", "#888", "#fff", "--format", "json"])
        #expect(!run.standardOutput.contains("\"lc\""))
        #expect(runCLI(["contrast", "#888", "#fff", "--method", "WCAG"]).standardOutput.hasPrefix("Foreground  #888888\n"))
    }

    @Test func usageErrors() {
        let level = runCLI(["contrast", "#888", "#fff", "--method", "apca", "--level", "AAA"])
        #expect(level.status == 2)
        #expect(level.standardError == "error: '--level' cannot be used with '--method apca'\nSee 'legible contrast --help'.\n")
        let typo = runCLI(["contrast", "#888", "#fff", "--method", "apcaa"])
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("expected one of wcag, apca (did you mean 'apca'?)"))
        #expect(runCLI(["check", "x.json", "--method", "wcag2"]).standardError.contains("did you mean 'wcag'?"))
    }

    @Test func translucentBackgroundTakesTheWorstSurface() throws {
        // #000 text on 50% white: over black the background is #808080-ish (Lc about 38), over white it
        // is white (Lc about 106); the worst decides.
        let object = try jsonObject(runCLI(["contrast", "#000", "#ffffff80", "--method", "apca", "--format", "json"]))
        let range = try #require(object["lc_range"] as? [Double])
        let overBlack = LightnessContrast(text: .black, background: SRGBColor(red8: 255, green8: 255, blue8: 255, alpha8: 0x80).composited(over: .black))
        #expect(abs(range[0] - overBlack.value) < 1e-12)
        #expect(abs(range[1] - LightnessContrast(text: .black, background: .white).value) < 1e-12)
        #expect(object["lc"] as? Double == range[0])
        // Text whose luminance lies within the background's range can vanish: Lc 0.
        let gray = try jsonObject(runCLI(["contrast", "#808080", "#ffffff80", "--method", "apca", "--format", "json"]))
        #expect(gray["lc"] as? Double == 0)
    }
}

@Suite("check --method apca")
struct CheckAPCATests {
    static func token(_ name: String, _ hex: String) -> ColorToken {
        ColorToken(name: name, color: (try? SRGBColor(parsing: hex)) ?? .black, rawValue: hex, appearance: "light",
                   location: SourceLocation(file: "c.json", line: 1, column: 1))
    }

    static let pairs = [
        TokenPair(foreground: token("fg", "#888888"), background: token("bg", "#ffffff"), appearance: "light", role: .text, level: .aa),
        TokenPair(foreground: token("fg", "#888888"), background: token("bg", "#ffffff"), appearance: "light", role: .largeText, level: .aa),
        TokenPair(foreground: token("inv", "#ffffff"), background: token("mid", "#888888"), appearance: "light", role: .nonText, level: .aa),
    ]

    func emit(_ report: CheckReport, _ words: [String]) throws -> CLIRun {
        guard case .run(let parsed) = try ArgumentParser.parse(["x"] + words, for: CheckCommand.spec) else {
            throw UsageError(.other("help"), command: nil)
        }
        let out = CapturedOutput()
        let context = CommandContext(standardOutput: out, standardError: CapturedOutput())
        let status = (try? CheckCommand.emit(report, arguments: parsed, context: context)) ?? 2
        return CLIRun(status: status, standardOutput: out.text, standardError: "")
    }

    @Test func jsonKeepsRatioAddsLcAndStatusFollowsAPCA() throws {
        let run = try emit(CheckReport(pairs: Self.pairs, method: .apca), ["--method", "apca", "--format", "json"])
        // Lc 63.06 fails text (75) and passes large text (60); Lc -68.54 passes non-text (30).
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("""
            {
              "method": "apca",
              "note": "APCA (draft, not part of WCAG 2; WCAG 3 has not adopted it)",
              "pairs": [
            """))
        #expect(run.standardOutput.contains("\"lc\": 63.056469930209424,"))
        #expect(run.standardOutput.contains("\"lc\": -68.54146436644962,"))
        let object = try jsonObject(run)
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["requirement"] as? Double } == [75, 60, 30])
        #expect(pairs.map { $0["status"] as? String } == ["fail", "pass", "pass"])
        #expect(pairs.map { $0["criterion"] as? String } == [
            "APCA simple mode: body text", "APCA simple mode: content text", "APCA simple mode: non-text",
        ])
        let ratio = try #require(pairs[0]["ratio"] as? Double)
        #expect(abs(ratio - 3.5448862152994005) < 1e-12)
        #expect(object["summary"] as? [String: Int]
            == ["checked": 3, "failed": 1, "baselined": 0, "regressions": 0, "ignored": 0, "skipped": 0, "warnings": 0])
    }

    @Test func apcaAndWCAGCanDisagree() {
        // Black on #777777 as text: WCAG 2 gives 4.69:1 (passes 4.5:1), APCA an |Lc| below 75 (fails).
        let pair = TokenPair(foreground: Self.token("a", "#000000"), background: Self.token("b", "#777777"),
                             appearance: "light", role: .text, level: .aa)
        let wcag = CheckReport(pairs: [pair]).results[0]
        let apca = CheckReport(pairs: [pair], method: .apca).results[0]
        #expect(wcag.verdict == .pass)  // 4.69:1
        #expect(wcag.measurement.worst.value > 4.5)
        let lc = try? #require(apca.apca?.measurement.worst.value)
        #expect((lc ?? 100) < 75)
        #expect(apca.verdict == .fail)
    }

    @Test func textShowsLcColumnAndDraftLabel() throws {
        let run = try emit(CheckReport(pairs: Self.pairs, method: .apca), ["--method", "apca"])
        #expect(run.standardOutput.hasPrefix("APCA (draft, not part of WCAG 2; WCAG 3 has not adopted it)\n\n"))
        #expect(run.standardOutput.contains("FOREGROUND  BACKGROUND  APPEARANCE  FG       BG       RATIO   LC     REQUIRED"))
        #expect(run.standardOutput.contains("3.54:1  63.1   Lc 75 text"))
        #expect(run.standardOutput.contains("-68.5  Lc 30 non-text"))
        let wcag = try emit(CheckReport(pairs: Self.pairs), [])
        #expect(!wcag.standardOutput.contains("LC"))
        #expect(!wcag.standardOutput.contains("APCA"))
    }
}
