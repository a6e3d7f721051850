import Foundation
import Testing
@testable import LegibleCommandLine

/// What a fresh user found in `legible check`: silent overrides between inputs, a baseline
/// written before a usage error, a baseline from another project or with unknown entry keys
/// accepted silently, and a few messages. Every file here is written for these tests.
@Suite("check: fresh user findings") struct FreshCheckFindingsTests {
    static func folder(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "legible-fresh-check-\(UUID().uuidString)"
        try CheckCatalogBaselineFlowTests.write(files, in: dir)
        return dir
    }

    /// `text.primary` fails on white in a.tokens.json (#777777, 4.48:1) and passes in
    /// w.tokens.json (#000000): the later input wins, as documented.
    static func overriding() throws -> String {
        try folder([
            "a.tokens.json": """
                {
                  "text": {"primary": {"$type": "color", "$value": "#777777"}},
                  "bg": {"$type": "color", "$value": "#ffffff"}
                }
                """,
            "w.tokens.json": """
                {
                  "text": {"primary": {"$type": "color", "$value": "#000000"}}
                }
                """,
        ])
    }

    @Test("a token a later input gives another value is a warning in every format", arguments: [
        ("text", "warning: w.tokens.json:2:"),
        ("json", "\"kind\": \"overridden-token\""),
        ("sarif", "\"id\": \"overridden-token\""),
        ("junit", "token &apos;text.primary&apos;"),
        ("github", "title=Token overridden by a later input::"),
        ("markdown", "the later input overrides the earlier"),
    ])
    func overriddenToken(format: String, expected: String) throws {
        let run = expectCLI(["check", "a.tokens.json", "w.tokens.json", "--no-config", "--format", format],
                            in: try Self.overriding(), status: 0, output: expected)
        #expect(run.standardOutput.contains("#777777"), "\(format): the earlier value is named")
        #expect(run.standardOutput.contains("a.tokens.json:2"), "\(format): the earlier place is named")
    }

    @Test func theOverrideKeepsItsSemanticsAndEqualValuesAreNotWarned() throws {
        let dir = try Self.overriding()
        // The later value decides: the earlier failing one alone fails.
        #expect(runCLI(["check", "a.tokens.json", "--no-config"], currentDirectory: dir).status == 1)
        let text = runCLI(["check", "a.tokens.json", "w.tokens.json", "--no-config"], currentDirectory: dir)
        #expect(text.standardOutput.contains(
            "token 'text.primary' (light) is #777777 in a.tokens.json:2 and #000000 in w.tokens.json:2; the later "
                + "input overrides the earlier, so #000000 is checked"), "\(text.standardOutput)")
        // The same file twice, or two files that agree, override nothing that matters.
        try CheckCatalogBaselineFlowTests.write(["same.tokens.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##], in: dir)
        let same = runCLI(["check", "a.tokens.json", "same.tokens.json", "--no-config", "--format", "json"], currentDirectory: dir)
        #expect(!same.standardOutput.contains("overridden-token"), "\(same.standardOutput)")
    }

    static let baselinePair = """
        {"version": 1, "failures": [
          {"foreground": "text.primary", "background": "bg", "appearance": "light", "level": "AA", "role": "text", "ratoi": 4.48}
        ]}
        """

    @Test("an unknown key in a baseline entry is an error naming the entry, the key and the keys expected", arguments: [
        ("failures", baselinePair, "\"ratoi\" in baseline entry failures[0] (did you mean \"ratio\"?); expected \"foreground\""),
        ("collapses", #"{"version": 1, "failures": [], "collapses": [{"names": ["a", "b"], "deficiency": "protanopia", "extra": 1}]}"#,
         "unknown key \"extra\" in baseline entry collapses[0]; expected \"set\", \"appearance\", \"names\", \"deficiency\""),
        // A regression's key in a failure says where it belongs; a regression lists every key Legible writes.
        ("failures", baselinePair.replacingOccurrences(of: "\"ratoi\"", with: "\"standard_ratio\""),
         "\"standard_ratio\" in baseline entry failures[0] (\"standard_ratio\" belongs in a \"regressions\" entry); expected "
            + "\"foreground\", \"background\", \"appearance\", \"level\", \"role\", \"ratio\""),
        ("regressions", ##"{"version": 1, "failures": [], "regressions": [{"foreground": "text.primary", "background": "bg", "appearance": "light", "level": "AA", "role": "text", "standard_appearance": "dark", "ratio": 4, "standard_ratoi": 5}]}"##,
         "\"standard_ratoi\" in baseline entry regressions[0] (did you mean \"standard_ratio\"?); expected \"foreground\", "
            + "\"background\", \"appearance\", \"level\", \"role\", \"standard_appearance\", \"ratio\", \"standard_ratio\""),
    ])
    func unknownEntryKey(list: String, baseline: String, expected: String) throws {
        let dir = try Self.overriding()
        try CheckCatalogBaselineFlowTests.write(["bl.json": baseline], in: dir)
        let run = runCLI(["check", "a.tokens.json", "--no-config", "--baseline", "bl.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(list): \(run.standardOutput)")
        #expect(run.standardError.contains("bl.json:"), "\(run.standardError)")
        #expect(run.standardError.contains(expected), "\(run.standardError)")
    }

    @Test("an --output that is the baseline --update-baseline writes is refused before anything is written",
          arguments: [false, true])
    func outputIsTheBaselineBeingWritten(exists: Bool) throws {
        let dir = try Self.overriding()
        let before = #"{"version": 1, "failures": []}"#
        if exists { try CheckCatalogBaselineFlowTests.write(["newbl.json": before], in: dir) }
        let run = runCLI(["check", "a.tokens.json", "--no-config", "--baseline", "newbl.json", "--update-baseline",
                          "--format", "json", "-o", "newbl.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("'--output' names 'newbl.json', which is an input of this run"), "\(run.standardError)")
        #expect(!run.standardError.contains("note: wrote"), "\(run.standardError)")
        let after = try? String(contentsOfFile: dir + "/newbl.json", encoding: .utf8)
        #expect(after == (exists ? before : nil), "the baseline is left as it was: \(after ?? "absent")")
        // An --output that is a token file is refused before the baseline is written too.
        let token = runCLI(["check", "a.tokens.json", "--no-config", "--baseline", "other.json", "--update-baseline",
                            "-o", "a.tokens.json"], currentDirectory: dir)
        #expect(token.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/other.json"))
    }

    @Test func aBaselineNamingNoTokenOfTheRunIsAWarning() throws {
        let dir = try Self.overriding()
        try CheckCatalogBaselineFlowTests.write([
            "other.json": #"{"version": 1, "failures": [{"foreground": "brand.ink", "background": "brand.paper", "appearance": "light", "level": "AA", "role": "text"}]}"#,
            "ours.json": #"{"version": 1, "failures": [{"foreground": "gone.ink", "background": "bg", "appearance": "light", "level": "AA", "role": "text"}]}"#,
        ], in: dir)
        for format in ["text", "json", "github"] {
            let run = runCLI(["check", "a.tokens.json", "--no-config", "--baseline", "other.json", "--format", format],
                             currentDirectory: dir)
            #expect(run.status == 1, "the failure is not accepted")
            #expect(run.standardOutput.contains(format == "json" ? "\"kind\": \"baseline-unmatched\"" : "other.json"),
                    "\(format): \(run.standardOutput)")
            #expect(run.standardOutput.contains("none of the 1 entry of the baseline names a token of this run"),
                    "\(format): \(run.standardOutput)")
        }
        // A baseline with an entry naming one token of the run is this project's: no warning.
        let ours = runCLI(["check", "a.tokens.json", "--no-config", "--baseline", "ours.json", "--format", "json"],
                          currentDirectory: dir)
        #expect(!ours.standardOutput.contains("baseline-unmatched"), "\(ours.standardOutput)")
    }

    @Test("binary input is named by its signature, not parsed as a token file", arguments: [
        ("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x7D], "is a JPEG image, not a token file; expected a token file"),
        ("anim.css", Array("GIF89a".utf8) + [0x01, 0x00, 0x7D], "is a GIF image, not a token file; expected"),
        ("data.bin", Array("--a: 1".utf8) + [0x00, 0x7D], "is binary data (it holds a NUL byte), not a token file"),
    ] as [(String, [UInt8], String)])
    func binaryInput(name: String, bytes: [UInt8], expected: String) throws {
        let dir = try Self.folder(["README": "binary inputs"])
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name))
        let run = runCLI(["check", name, "--no-config"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: \(name): \(expected)"), "\(run.standardError)")
    }

    @Test func anEmptyPathAndADeepChainSayWhatToDo() throws {
        let dir = try Self.overriding()
        let empty = runCLI(["check", "", "--no-config"], currentDirectory: dir)
        #expect(empty.status == 2)
        #expect(empty.standardError.hasPrefix("error: an empty path was given as an input"), "\(empty.standardError)")
        var chain = ##"{"background": {"$type": "color", "$value": "#ffffff"}, "c0": {"$type": "color", "$value": "#000000"}"##
        for i in 1...5 { chain += ", \"c\(i)\": {\"$value\": \"{c\(i - 1)}\"}" }
        chain += ##", "text": {"$value": "{c5}"}}"##
        try CheckCatalogBaselineFlowTests.write(["chain.json": chain], in: dir)
        let deep = runCLI(["check", "chain.json", "--all-pairs", "--no-config", "--max-depth", "2"], currentDirectory: dir)
        #expect(deep.status == 2)
        #expect(deep.standardError.contains("expected a shorter chain, or raise --max-depth"), "\(deep.standardError)")
        #expect(!deep.standardError.contains("TokenLoader"))
    }
}
