import Foundation
import Testing
@testable import LegibleCommandLine

/// A misspelled key in a pairs file (a rule, a set, the root) or in `legible.json`'s inline
/// pairs stops the run: ignoring `"levle": "AAA"` would check the pair at AA and pass it.
@Suite("pairs file unknown keys") struct PairsFileUnknownKeyTests {
    /// fg #767676 on white is 4.54:1: passes AA, fails AAA, so a dropped level would pass.
    static let css = ":root { --fg: #767676; --bg: #ffffff; }\n"

    @Test func aMisspelledRuleKeyIsAnErrorAtTheKeyWithASuggestion() throws {
        let dir = try CheckConfigurationTests.directory([
            "a.css": Self.css,
            "p.pairs.json": "{\"pairs\": [\n  {\"foreground\": \"fg\", \"background\": \"bg\", \"levle\": \"AAA\"}]}\n",
        ])
        let run = runCLI(["check", "a.css", "--pairs", "p.pairs.json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError == "error: p.pairs.json:2:44: unknown pair key \"levle\"; did you mean \"level\"?\n")
        // Spelled right, the rule is checked at AAA and fails.
        try "{\"pairs\": [{\"foreground\": \"fg\", \"background\": \"bg\", \"level\": \"AAA\"}]}"
            .write(toFile: dir + "/p.pairs.json", atomically: true, encoding: .utf8)
        #expect(runCLI(["check", "a.css", "--pairs", "p.pairs.json"], currentDirectory: dir).status == 1)
    }

    @Test func rootAndSetKeysAreCheckedToo() throws {
        let set = try CheckConfigurationTests.directory([
            "a.css": Self.css,
            "p.pairs.json": "{\"pairs\": [{\"foreground\": \"fg\", \"background\": \"bg\", \"rol\": \"text\"}],\n \"set\": []}",
        ])
        let run = runCLI(["check", "a.css", "--pairs", "p.pairs.json"], currentDirectory: set)
        #expect(run.status == 2)
        #expect(run.standardError == "error: p.pairs.json:2:2: unknown key \"set\"; did you mean \"sets\"?\n")
        let rule = try CheckConfigurationTests.directory([
            "a.css": Self.css,
            "p.pairs.json": "{\"pairs\": [{\"foreground\": \"fg\", \"background\": \"bg\", \"rol\": \"text\"}]}",
        ])
        #expect(runCLI(["check", "a.css", "--pairs", "p.pairs.json"], currentDirectory: rule).standardError
            == "error: p.pairs.json:1:53: unknown pair key \"rol\"; did you mean \"role\"?\n")
        let setKey = try CheckConfigurationTests.directory([
            "a.css": Self.css,
            "p.pairs.json": "{\"sets\": [{\"name\": \"s\", \"tokens\": [\"fg\"], \"token\": \"bg\"}]}",
        ])
        #expect(runCLI(["check", "a.css", "--pairs", "p.pairs.json"], currentDirectory: setKey).standardError
            == "error: p.pairs.json:1:43: unknown set key \"token\"; did you mean \"tokens\"?\n")
    }

    @Test func inlinePairsInTheConfigurationAreChecked() throws {
        let dir = try CheckConfigurationTests.directory([
            "a.css": Self.css,
            "legible.json": "{\"inputs\": \"a.css\",\n \"pairs\": [{\"foreground\": \"fg\", \"background\": \"bg\", \"colour\": \"x\"}]}",
        ])
        let run = runCLI(["check"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: legible.json:2:53: unknown pair key \"colour\""))
    }
}
