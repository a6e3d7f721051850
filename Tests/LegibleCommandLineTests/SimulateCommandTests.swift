import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

@Suite("legible simulate")
struct SimulateCommandTests {
    /// The fixture's 100 colors and one result list of cvd.json.
    static func fixture(_ path: [String]) throws -> (colors: [String], results: [[String: Any]]) {
        let cvd = try Fixtures.conformance("cvd.json")
        let colors = try #require(cvd["colors"] as? [String])
        var node: Any = cvd
        for key in path { node = try #require((node as? [String: Any])?[key]) }
        return (colors, try #require(node as? [[String: Any]]))
    }

    /// Runs simulate on every fixture color and compares `output` with the fixture's `srgb8`
    /// exactly, except near a rounding half (`near_half`), where ±1 per channel is allowed.
    func expectMatches(_ path: [String], arguments: [String], deficiency: String, severity: Double, method: String) throws {
        let (colors, expected) = try Self.fixture(path)
        let run = runCLI(["simulate"] + colors + arguments + ["--format", "json"])
        #expect(run.status == 0)
        let results = try #require(try jsonObject(run)["results"] as? [[String: Any]])
        try #require(results.count == colors.count)
        for (index, result) in results.enumerated() {
            #expect(result["input"] as? String == colors[index])
            #expect(result["deficiency"] as? String == deficiency)
            #expect(result["severity"] as? Double == severity)
            #expect(result["method"] as? String == method)
            let output = try #require(result["output"] as? String)
            let want = try #require(expected[index]["srgb8"] as? String)
            if expected[index]["near_half"] as? Bool == true {
                #expect(Self.maxChannelDifference(output, want) <= 1, "\(colors[index])")
            } else {
                #expect(output == want, "\(colors[index]) \(path)")
            }
        }
    }

    static func maxChannelDifference(_ a: String, _ b: String) -> Int {
        func channels(_ hex: String) -> [Int] {
            let digits = Array(hex.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? -999 }
        }
        return zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 999
    }

    @Test func defaultsMatchTheFixture() throws {
        try expectMatches(["vienot1999", "results", "deutan", "1.0"], arguments: ["--deficiency", "deuteranopia"],
                          deficiency: "deuteranopia", severity: 1, method: "vienot1999")
        try expectMatches(["vienot1999", "results", "protan", "1.0"], arguments: ["--deficiency", "protanopia"],
                          deficiency: "protanopia", severity: 1, method: "vienot1999")
        try expectMatches(["brettel1997", "results", "tritan", "1.0"], arguments: ["--deficiency", "tritanopia"],
                          deficiency: "tritanopia", severity: 1, method: "brettel1997")
        try expectMatches(["achromatopsia"], arguments: ["--deficiency", "achromatopsia"],
                          deficiency: "achromatopsia", severity: 1, method: "luminance")
    }

    @Test func anomalyUsesMachadoAtTheGivenSeverity() throws {
        try expectMatches(["machado2009", "results", "protan", "0.6"],
                          arguments: ["--deficiency", "protanomaly", "--severity", "0.6"],
                          deficiency: "protanomaly", severity: 0.6, method: "machado2009")
        try expectMatches(["machado2009_offgrid", "results", "deutan", "0.15"],
                          arguments: ["--deficiency", "deuteranomaly", "--severity", "0.15"],
                          deficiency: "deuteranomaly", severity: 0.15, method: "machado2009")
    }

    @Test func explicitMethod() throws {
        try expectMatches(["machado2009", "results", "tritan", "1.0"],
                          arguments: ["--deficiency", "tritanopia", "--method", "machado2009"],
                          deficiency: "tritanopia", severity: 1, method: "machado2009")
        try expectMatches(["brettel1997", "results", "deutan", "1.0"],
                          arguments: ["--deficiency", "deuteranopia", "--method", "brettel1997"],
                          deficiency: "deuteranopia", severity: 1, method: "brettel1997")
    }

    @Test func redUnderDeuteranopiaViaVienotIsTheFixtureFigure() throws {
        // cvd.json vienot1999.results.deutan["1.0"] for #ff0000: srgb8 "#939300".
        let run = runCLI(["simulate", "#FF0000", "--deficiency", "deuteranopia", "--method", "vienot1999", "--format", "json"])
        #expect(run.standardOutput == """
            {
              "results": [
                {
                  "input": "#FF0000",
                  "deficiency": "deuteranopia",
                  "severity": 1,
                  "method": "vienot1999",
                  "output": "#939300"
                }
              ]
            }

            """)
    }

    @Test func withoutDeficiencyPrintsTheThreeDichromaciesAndAchromatopsia() throws {
        let run = runCLI(["simulate", "red", "#0000ff", "--format", "json"])
        #expect(run.status == 0)
        let results = try #require(try jsonObject(run)["results"] as? [[String: Any]])
        #expect(results.map { $0["deficiency"] as? String } == [
            "protanopia", "deuteranopia", "tritanopia", "achromatopsia",
            "protanopia", "deuteranopia", "tritanopia", "achromatopsia",
        ])
        #expect(results.map { $0["input"] as? String } == Array(repeating: "red", count: 4) + Array(repeating: "#0000ff", count: 4))
        // cvd.json: #ff0000 → protan #5d5d0e (Viénot), tritan #ff004e (Brettel), achromatopsia #7f7f7f.
        #expect(results.prefix(4).map { $0["output"] as? String } == ["#5d5d0e", "#939300", "#ff004e", "#7f7f7f"])
        #expect(runCLI(["simulate", "red", "--severity", "1"]).status == 0)
    }

    @Test func textTableAndSwatches() {
        let plain = runCLI(["simulate", "#ff0000", "--deficiency", "deuteranopia"])
        #expect(plain.standardOutput == """
            INPUT    DEFICIENCY    SEVERITY  METHOD      OUTPUT
            #ff0000  deuteranopia  1         vienot1999  #939300

            """)
        let terminal = runCLI(["simulate", "#ff0000", "--deficiency", "deuteranopia"], isTerminal: true)
        #expect(terminal.standardOutput.contains("\u{1B}[48;2;147;147;0m  \u{1B}[0m #939300"))
        #expect(terminal.standardOutput.contains("\u{1B}[48;2;255;0;0m  \u{1B}[0m #ff0000"))
        let noColor = runCLI(["simulate", "#ff0000"], environment: ["NO_COLOR": "1"], isTerminal: true)
        #expect(!noColor.standardOutput.contains("\u{1B}"))
    }

    @Test func anomalyWithoutSeverityIsAUsageError() {
        for name in ["protanomaly", "deuteranomaly", "tritanomaly"] {
            let run = runCLI(["simulate", "#ff0000", "--deficiency", name])
            #expect(run.status == 2)
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError == "error: '--deficiency \(name)' requires '--severity <s>'\nSee 'legible simulate --help'.\n")
        }
    }

    @Test func severityOutOfRangeIsAUsageError() {
        for value in ["1.5", "inf"] {
            let run = runCLI(["simulate", "#ff0000", "--deficiency", "protanomaly", "--severity", value])
            #expect(run.status == 2, "\(value)")
            #expect(run.standardError.hasPrefix(
                "error: value '\(value)' for '--severity' is too large: expected at most 1\n"), "\(value)")
        }
        for value in ["-0.1", "nan", "abc"] {
            let run = runCLI(["simulate", "#ff0000", "--deficiency", "protanomaly", "--severity", value])
            #expect(run.status == 2, "\(value)")
            #expect(run.standardError.hasPrefix(
                "error: invalid value '\(value)' for '--severity': expected a number from 0 to 1\n"), "\(value)")
        }
        #expect(runCLI(["simulate", "#ff0000", "--deficiency", "protanomaly", "--severity", "0"]).status == 0)
        #expect(runCLI(["simulate", "#ff0000", "--deficiency", "protanomaly", "--severity", "1"]).status == 0)
    }

    @Test func severityBelowOneWithACompleteFormIsAUsageError() {
        for name in ["protanopia", "deuteranopia", "tritanopia", "achromatopsia", "all"] {
            let run = runCLI(["simulate", "#ff0000", "--deficiency", name, "--severity", "0.5"])
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("error: invalid value '0.5' for '--severity': expected 1 or no --severity"))
        }
        #expect(runCLI(["simulate", "#ff0000", "--severity", "0.5"]).status == 2)
        #expect(runCLI(["simulate", "#ff0000", "--deficiency", "protanopia", "--severity", "1.0"]).status == 0)
    }

    @Test func unknownDeficiencySuggestsTheClosest() {
        let run = runCLI(["simulate", "#ff0000", "--deficiency", "deuteranopa"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(
            "error: invalid value 'deuteranopa' for '--deficiency': expected one of protanopia, deuteranopia, "))
        #expect(run.standardError.contains("(did you mean 'deuteranopia'?)\n"))
        let method = runCLI(["simulate", "#ff0000", "--method", "brettel"])
        #expect(method.status == 2)
        #expect(method.standardError.contains("did you mean 'brettel1997'?"))
    }

    @Test func badColorsAndMissingColorsAreUsageErrors() {
        let bad = runCLI(["simulate", "#ff0000", "#12345"])
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: <color> '#12345': "))
        #expect(bad.standardOutput.isEmpty)
        let none = runCLI(["simulate"])
        #expect(none.status == 2)
        #expect(none.standardError.hasPrefix("error: missing expected argument '<color-or-image>'"))
    }

    @Test func imageArgumentsAreFilesOrPNGNames() {
        let context = CommandContext(
            standardOutput: CapturedOutput(), standardError: CapturedOutput(), environment: [:],
            isTerminal: false, currentDirectory: "/")
        for word in ["in.png", "/tmp/x.PNG", "/tmp"] { #expect(ImageInput.looksLikeImage(word, context: context)) }
        for word in ["#fff", "red", "oklch(70% 0.1 30)"] { #expect(!ImageInput.looksLikeImage(word, context: context)) }
    }

    @Test func shortenedDeficiencyNamesGetASuggestion() {
        let run = runCLI(["simulate", "#ff0000", "--deficiency", "deutan"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("did you mean 'deuteranopia'?"))
    }

    @Test func aMissingImageIsAnInputErrorThatNamesIt() {
        let result = runCLI(["simulate", "no-such-screenshot.png", "-o", "out.png"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no-such-screenshot.png"))
        let noOutput = runCLI(["simulate", "#ff0000", "-o", "out.png"])
        #expect(noOutput.status == 2)
    }
}
