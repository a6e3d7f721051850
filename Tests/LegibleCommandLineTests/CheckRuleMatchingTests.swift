import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// `legible check` with pair rules that match nothing, and `exclude` (issue 13).
@Suite("check: pair rules that match nothing, and exclude")
struct CheckRuleMatchingTests {
    static let css = """
        :root { --fg-default: #222222; --fg-muted: #595959; --bg-default: #ffffff; --bg-subtle: #f6f8fa; }
        """

    static func run(_ files: [String: String], _ arguments: [String]) throws -> CLIRun {
        let dir = try CheckConfigurationTests.directory(files)
        return runCLI(["check"] + arguments, currentDirectory: dir)
    }

    @Test("a pairs file with one right rule and one misspelled exact rule exits 2 naming the file, line and token")
    func misspelledExactRule() throws {
        let pairs = """
            {"pairs": [
              {"foreground": "fg-default", "background": "bg-default"},
              {"foreground": "fg-defualt", "background": "bg-subtle"}
            ]}
            """
        let run = try Self.run(["a.css": Self.css, "app.pairs.json": pairs], ["a.css", "--pairs", "app.pairs.json"])
        #expect(run.status == 2)
        #expect(run.standardError == "error: app.pairs.json:3:3: the pair rule fg-defualt on bg-subtle names 'fg-defualt' "
            + "(its foreground), which is no token; did you mean 'fg-default'?\n", "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("a misspelled exact rule in legible.json's inline pairs names legible.json and the line")
    func misspelledInlineRule() throws {
        let config = """
            {"inputs": "a.css",
             "pairs": [{"foreground": "fg-muted", "background": "bg-defaul"}]}
            """
        let run = try Self.run(["a.css": Self.css, "legible.json": config], [])
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: legible.json:2:12: the pair rule fg-muted on bg-defaul names 'bg-defaul' "
            + "(its background), which is no token; did you mean 'bg-default'?"), "\(run.standardError)")
    }

    @Test("a pairs file beside the input is held to the same rule")
    func companionPairsFile() throws {
        let pairs = #"{"pairs": [{"foreground": "fg-default", "background": "canvas"}]}"#
        let run = try Self.run(["a.css": Self.css, "a.pairs.json": pairs], ["a.css"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("a.pairs.json:1:12: the pair rule fg-default on canvas names 'canvas'"),
                "\(run.standardError)")
    }

    @Test("a pattern that matches nothing is a warning in text, JSON, GitHub, Markdown, JUnit and SARIF; exit 0")
    func patternWarning() throws {
        let pairs = """
            {"pairs": [
              {"foreground": "fg-*", "background": "bg-default"},
              {"foreground": "icon-*", "background": "bg-*"}
            ]}
            """
        let files = ["a.css": Self.css, "p.json": pairs]
        let text = try Self.run(files, ["a.css", "--pairs", "p.json"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.contains("warning: p.json:3:3: the pair rule icon-* on bg-* matched nothing: "
            + "no token matches icon-*"), "\(text.standardOutput)")
        let json = try Self.run(files, ["a.css", "--pairs", "p.json", "--format", "json"])
        let object = try CheckConfigurationTests.json(json)
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["kind"] as? String == "unmatched-pattern")
        #expect((warnings.first?["location"] as? [String: Any])?["line"] as? Int == 3)
        let github = try Self.run(files, ["a.css", "--pairs", "p.json", "--format", "github"])
        #expect(github.standardOutput.contains("::warning file=p.json,line=3,col=3,title=Pair rule matched nothing::"))
        let markdown = try Self.run(files, ["a.css", "--pairs", "p.json", "--format", "markdown"])
        #expect(markdown.standardOutput.contains("1 warning.**"))
        let junit = try Self.run(files, ["a.css", "--pairs", "p.json", "--format", "junit"])
        #expect(junit.standardOutput.contains("<testsuite name=\"warnings\""))
        let sarif = try Self.run(files, ["a.css", "--pairs", "p.json", "--format", "sarif"])
        #expect(sarif.standardOutput.contains("\"id\": \"unmatched-pattern\""))
    }

    @Test("--exclude with a token glob leaves those tokens out; in legible.json too")
    func excludeTokens() throws {
        let all = try Self.run(["a.css": Self.css], ["a.css", "--all-pairs", "--format", "json"])
        let without = try Self.run(["a.css": Self.css], ["a.css", "--all-pairs", "--exclude", "*-subtle", "--format", "json"])
        let allPairs = try #require(try CheckConfigurationTests.json(all)["pairs"] as? [[String: Any]])
        let fewer = try #require(try CheckConfigurationTests.json(without)["pairs"] as? [[String: Any]])
        #expect(allPairs.count == 12 && fewer.count == 6)
        #expect(!without.standardOutput.contains("bg-subtle"))
        let twice = try Self.run(["a.css": Self.css], ["a.css", "--all-pairs", "--exclude", "*-subtle", "--exclude", "fg-muted"])
        #expect(twice.standardOutput.contains("2 pairs checked"), "\(twice.standardOutput)")
        let config = try Self.run(["a.css": Self.css, "legible.json": #"{"inputs": "a.css", "exclude": ["*-subtle"]}"#],
                                  ["--all-pairs"])
        #expect(config.standardOutput.contains("6 pairs checked"), "\(config.standardOutput)")
    }

    @Test("--exclude with a file glob leaves a file out unread")
    func excludeFiles() throws {
        let files = ["tokens/a.css": Self.css, "tokens/legacy/broken.css": ":root { --x: #12; "]
        let broken = try Self.run(files, ["tokens", "--all-pairs"])
        #expect(broken.status == 2)
        let run = try Self.run(files, ["tokens", "--all-pairs", "--exclude", "legacy/**"])
        let alone = try Self.run(["a.css": Self.css], ["a.css", "--all-pairs"])
        #expect(run.status == alone.status && run.status != 2, "\(run.standardError)")
        #expect(run.standardOutput.replacingOccurrences(of: "tokens/a.css", with: "a.css") == alone.standardOutput)
        #expect(run.standardError.contains("note: exclude left out 1 file"), "\(run.standardError)")
    }

    @Test("an excluded token named by an exact pair rule is an error naming the rule and the pattern")
    func excludedTokenNamedExactly() throws {
        let pairs = #"{"pairs": [{"foreground": "fg-muted", "background": "bg-default"}]}"#
        let run = try Self.run(["a.css": Self.css, "p.json": pairs], ["a.css", "--pairs", "p.json", "--exclude", "fg-m*"])
        #expect(run.status == 2)
        #expect(run.standardError == "error: p.json:1:12: the pair rule fg-muted on bg-default names 'fg-muted' (its "
            + "foreground), which the exclude pattern 'fg-m*' leaves out: remove the rule or narrow the pattern\n",
            "\(run.standardError)")
    }

    @Test("check on {} or a JSON file with no tokens names the file", arguments: ["{}", #"{"a": 1, "b": {"c": "x"}}"#])
    func noTokensNamesTheFile(json: String) throws {
        let run = try Self.run(["empty.json": json], ["empty.json"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: empty.json: no pairs to check: it holds no color tokens"),
                "\(run.standardError)")
    }
}
