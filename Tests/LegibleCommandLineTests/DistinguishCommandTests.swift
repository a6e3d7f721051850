import Foundation
import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens
import Testing
@testable import LegibleCommandLine

@Suite("legible distinguish")
struct DistinguishCommandTests {
    static let okabeIto = ["#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"]

    @Test func okabeItoCollapsesOnlyUnderTritanopiaAndInGrayscale() throws {
        let run = runCLI(["distinguish"] + Self.okabeIto + ["--format", "json"])
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        let object = try jsonObject(run)
        #expect(object["delta_e"] as? String == "CIEDE2000 (ΔE2000) on CIE Lab relative to D65")
        #expect(object["min_delta_e"] as? Double == 10)
        #expect(object["min_luminance_ratio"] as? Double == 3)
        #expect(object["methods"] as? [String: String] == [
            "normal": "none", "protanopia": "vienot1999", "deuteranopia": "vienot1999", "tritanopia": "brettel1997",
            "grayscale": "luminance",
        ])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        let deficiencies = Set(pairs.compactMap { $0["deficiency"] as? String })
        #expect(!deficiencies.contains("protanopia"))
        #expect(!deficiencies.contains("deuteranopia"))
        // Tritanopia: the one pair is #e69f00/#cc79a7 at about 8.2 (issue 3).
        let tritan = pairs.filter { $0["deficiency"] as? String == "tritanopia" }
        try #require(tritan.count == 1)
        #expect(tritan[0]["colors"] as? [String] == ["#e69f00", "#cc79a7"])
        let distance = try #require(tritan[0]["distance"] as? Double)
        #expect(abs(distance - 8.2) < 0.1)
        #expect(tritan[0]["metric"] as? String == "delta_e_2000")
        #expect((tritan[0]["simulated"] as? [String])?.count == 2)
        #expect(tritan[0]["names"] == nil)
        #expect(tritan[0]["set"] == nil)
        #expect(tritan[0]["appearance"] == nil)
        // Grayscale: #e69f00 and #56b4e9 have a luminance ratio of 1.02.
        let gray = try #require(pairs.first {
            $0["deficiency"] as? String == "grayscale" && $0["colors"] as? [String] == ["#e69f00", "#56b4e9"]
        })
        let ratio = try #require(gray["distance"] as? Double)
        #expect(abs(ratio - 1.02) < 0.005)
        #expect(gray["metric"] as? String == "luminance_ratio")
        // Achromatopsia: both simulated grays (Rec. 709 Y on linear RGB) are close.
        #expect(gray["simulated"] as? [String] == ["#adadad", "#ababab"])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["sets"] == 1)
        #expect(summary["pairs_checked"] == 28)
        #expect(summary["collapses"] == pairs.count)
        #expect((object["advice"] as? String)?.contains("text, an icon, a shape or a pattern") == true)
    }

    @Test func protanAndDeutanMinimumIsAbout11Point7() {
        // Issue 3: the smallest ΔE2000 under protanopia and deuteranopia in Okabe-Ito is about 11.7.
        let colors = Self.okabeIto.compactMap { try? SRGBColor(parsing: $0) }
        let check = ColorDistinctionCheck()
        var smallest = Double.infinity
        for condition in [ColorCollapseCondition.protanopia, .deuteranopia] {
            for i in colors.indices {
                for j in colors.indices where j > i {
                    smallest = min(smallest, check.distance(colors[i], colors[j], under: condition))
                }
            }
        }
        #expect(abs(smallest - 11.7) < 0.1)
        // Just above it, the CLI reports a protan or deutan collapse.
        let run = runCLI(["distinguish"] + Self.okabeIto + ["--min-delta-e", "11.8", "--format", "json"])
        #expect(run.standardOutput.contains("\"deficiency\": \"protanopia\"") || run.standardOutput.contains("\"deficiency\": \"deuteranopia\""))
    }

    @Test func textSaysWhichDeltaEAndWhatToDo() {
        let run = runCLI(["distinguish", "#e69f00", "#56b4e9"])
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            SET  FIRST    SECOND   COLLAPSES UNDER  SIMULATED        DISTANCE
            -    #e69f00  #56b4e9  grayscale        #adadad #ababab  ratio 1.02:1

            Add a cue that does not depend on color (text, an icon, a shape or a pattern), or pick colors that differ in lightness.
            1 set, 1 pair checked, 1 collapse (1 condition in all); ΔE2000 < 10 in normal vision or under simulation, luminance ratio < 3:1 in grayscale; ΔE2000 on CIE Lab relative to D65.

            """)
        let terminal = runCLI(["distinguish", "#e69f00", "#56b4e9"], isTerminal: true)
        #expect(terminal.standardOutput.contains("\u{1B}[48;2;230;159;0m  \u{1B}[0m #e69f00"))
    }

    @Test func distinctColorsPassWithExitZero() throws {
        let run = runCLI(["distinguish", "#000000", "#ffffff", "--format", "json"])
        #expect(run.status == 0)
        let object = try jsonObject(run)
        #expect((object["pairs"] as? [Any])?.isEmpty == true)
        #expect(object["summary"] as? [String: Int] == ["sets": 1, "pairs_checked": 1, "collapses": 0])
        #expect(runCLI(["distinguish", "#000000", "#ffffff"]).standardOutput.hasPrefix("1 set, 1 pair checked, none collapse"))
    }

    @Test func thresholdsCanBeSet() {
        // 1.02 is below any luminance ratio above it; 1.01 lets that pair through in grayscale.
        #expect(runCLI(["distinguish", "#e69f00", "#56b4e9", "--min-luminance-ratio", "1.01"]).status == 0)
        #expect(runCLI(["distinguish", "#e69f00", "#56b4e9", "--min-luminance-ratio", "1.03"]).status == 1)
        let method = runCLI(["distinguish", "#e69f00", "#cc79a7", "--cvd-method", "machado2009", "--format", "json"])
        #expect(method.standardOutput.contains("\"tritanopia\": \"machado2009\""))
    }

    @Test func usageErrors() {
        let one = runCLI(["distinguish", "#fff"])
        #expect(one.status == 2)
        #expect(one.standardError.hasPrefix("error: one color is not a set"))
        let bad = runCLI(["distinguish", "#fff", "nocolor"])
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: <file-or-color> 'nocolor': "))
        let tooLarge = runCLI(["distinguish", "#fff", "#000", "--min-luminance-ratio", "22"])
        #expect(tooLarge.status == 2)
        #expect(tooLarge.standardError.hasPrefix("error: value '22' for '--min-luminance-ratio' is too large: expected at most 21"))
        for (option, value) in [("--min-delta-e", "0"), ("--min-delta-e", "x"), ("--min-luminance-ratio", "0.5")] {
            let run = runCLI(["distinguish", "#fff", "#000", option, value])
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("error: invalid value '\(value)' for '\(option)'"))
        }
        let method = runCLI(["distinguish", "#fff", "#000", "--cvd-method", "vienot"])
        #expect(method.status == 2)
        #expect(method.standardError.contains("did you mean 'vienot1999'?"))
        let typo = runCLI(["distinguish", "#fff", "#000", "--min-delta"])
        #expect(typo.standardError.contains("did you mean '--min-delta-e'?"))
        let pairsAlone = runCLI(["distinguish", "#fff", "#000", "--pairs", "p.json"])
        #expect(pairsAlone.status == 2)
        #expect(runCLI(["distinguish"]).status == 2)
    }

    @Test func aFileWithNoSetsIsAnInputError() {
        let run = runCLI(["distinguish", "/nonexistent/legible-test-tokens.json"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test func fileArgumentsAreRecognised() throws {
        let context = CommandContext(standardOutput: CapturedOutput(), standardError: CapturedOutput())
        #expect(DistinguishCommand.isFileArgument("tokens.json", context: context))
        #expect(DistinguishCommand.isFileArgument("theme.CSS", context: context))
        #expect(DistinguishCommand.isFileArgument("a.tokens", context: context))
        #expect(!DistinguishCommand.isFileArgument("#fff", context: context))
        #expect(!DistinguishCommand.isFileArgument("red", context: context))
        let directory = NSTemporaryDirectory() + "legible-distinguish-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(FileManager.default.createFile(atPath: directory + "/palette", contents: Data()))
        let here = CommandContext(standardOutput: CapturedOutput(), standardError: CapturedOutput(), currentDirectory: directory)
        #expect(DistinguishCommand.isFileArgument("palette", context: here))
    }
}

@Suite("distinguish sets")
struct DistinguishSetTests {
    static func token(_ name: String, _ hex: String, appearance: String = "light") -> ColorToken {
        ColorToken(name: name, color: (try? SRGBColor(parsing: hex)) ?? .black, rawValue: hex, appearance: appearance,
                   location: SourceLocation(file: "t.json", line: 1, column: 1))
    }

    @Test func groupNames() {
        #expect(CategorySets.groupName(of: "color.status.success.bg")?.group == "color.status.*.bg")
        #expect(CategorySets.groupName(of: "color.status.success.bg")?.member == "success")
        #expect(CategorySets.groupName(of: "chart.1")?.group == "chart.*")
        #expect(CategorySets.groupName(of: "Series.a")?.group == "Series.*")
        #expect(CategorySets.groupName(of: "text.error")?.group == "text.*")
        #expect(CategorySets.groupName(of: "color-feedback-warning")?.group == "color-feedback-*")
        #expect(CategorySets.groupName(of: "md-sys-color-on-error-container")?.group == "md-sys-color-on-*-container")
        #expect(CategorySets.groupName(of: "bg.danger-emphasis")?.group == "bg.*-emphasis")
        #expect(CategorySets.groupName(of: "bg.Success-muted")?.member == "Success")
        #expect(CategorySets.groupName(of: "bg.dangerous") == nil)
        #expect(CategorySets.groupName(of: "color.chart") == nil)  // the category word itself is last
        #expect(CategorySets.groupName(of: "color.primary") == nil)
    }

    @Test func setsByNamingPerAppearance() {
        let tokens = TokenSet(tokens: [
            Self.token("status.success", "#2e7d32"), Self.token("status.error", "#c62828"),
            Self.token("status.success", "#81c784", appearance: "dark"), Self.token("status.error", "#e57373", appearance: "dark"),
            Self.token("text.info", "#0277bd"), Self.token("text.warning", "#f9a825"),
            Self.token("bg.error", "#ffebee"),  // alone in its group: no set
            Self.token("brand.primary", "#123456"),
        ])
        let sets = CategorySets.sets(in: tokens)
        #expect(sets.map(\.name) == ["status.*", "status.*", "text.*"])
        #expect(sets.map(\.appearance) == ["light", "dark", "light"])
        #expect(sets[0].colors.map(\.name) == ["status.success", "status.error"])
    }

    @Test func setsFromThePairsFile() throws {
        let json = #"{"pairs": [], "sets": [{"name": "status", "tokens": ["status.*", "alert"]}]}"#
        let definitions = try PairsFile(parsing: Array(json.utf8), path: "pairs.json").sets
        #expect(definitions.map(\.name) == ["status"])
        #expect(definitions.map(\.tokens) == [["status.*", "alert"]])
        let tokens = TokenSet(tokens: [
            Self.token("status.ok", "#00ff00"), Self.token("alert", "#ff0000"), Self.token("other", "#0000ff"),
            Self.token("status.ok", "#00aa00", appearance: "dark"),
        ])
        let sets = CategorySets.sets(in: tokens, definitions: definitions)
        #expect(sets.count == 1)  // the dark appearance has one color only
        #expect(sets.first?.name == "status")
        #expect(sets.first?.colors.map(\.name) == ["status.ok", "alert"])
        #expect(try PairsFile(parsing: Array(#"{"pairs": []}"#.utf8), path: "p.json").sets.isEmpty)
    }

    @Test func badPairsFileSetsNameTheFile() {
        for json in [#"{"sets": 3}"#, #"{"sets": [{"name": "a"}]}"#, #"{"sets": [{"name": "a", "tokens": []}]}"#, "[", "[1]"] {
            #expect(throws: TokenFileError.self) { try PairsFile(parsing: Array(json.utf8), path: "p.json") }
            do {
                _ = try PairsFile(parsing: Array(json.utf8), path: "p.json")
            } catch {
                #expect(error.location.file == "p.json")
            }
        }
    }


    @Test func tokenFindingsCarryNamesSetAndAppearance() throws {
        let set = DistinguishReport.ColorSet(name: "status.*", appearance: "dark", colors: [
            NamedColor(name: "status.warning", color: SRGBColor(red8: 0xe6, green8: 0x9f, blue8: 0x00)),
            NamedColor(name: "status.info", color: SRGBColor(red8: 0x56, green8: 0xb4, blue8: 0xe9)),
        ])
        let report = DistinguishReport(sets: [set], check: ColorDistinctionCheck())
        let text = JSONWriter().render(report.jsonValue)
        #expect(text.contains("""
                  "colors": [
                    "#e69f00",
                    "#56b4e9"
                  ],
                  "names": [
                    "status.warning",
                    "status.info"
                  ],
                  "set": "status.*",
                  "appearance": "dark",
                  "deficiency": "grayscale",
            """))
        #expect(report.renderText(style: .plain).contains("status.* dark  status.warning #e69f00"))
    }
}
