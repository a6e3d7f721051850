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
        try CheckCatalogBaselineFlowTests.write(["same.tokens.json": #"{"bg": {"$type": "color", "$value": "#ffffff"}}"#], in: dir)
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
    ])
    func unknownEntryKey(list: String, baseline: String, expected: String) throws {
        let dir = try Self.overriding()
        try CheckCatalogBaselineFlowTests.write(["bl.json": baseline], in: dir)
        let run = runCLI(["check", "a.tokens.json", "--no-config", "--baseline", "bl.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(list): \(run.standardOutput)")
        #expect(run.standardError.contains("bl.json:"), "\(run.standardError)")
        #expect(run.standardError.contains(expected), "\(run.standardError)")
    }
}
