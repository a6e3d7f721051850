import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible.json`, baselines, the regression rule and `--suggest`, through the command line.
@Suite("check configuration, baselines and formats") struct CheckConfigurationTests {
    static func directory(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "legible-config-\(UUID().uuidString)"
        for (name, contents) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func json(_ run: CLIRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    static func pairs(_ run: CLIRun) throws -> [[String: Any]] {
        try #require(try json(run)["pairs"] as? [[String: Any]])
    }

    /// light: fg #595959 on white, 7.00:1; light-high-contrast: fg #6a6a6a, 5.7:1, passes AA but
    /// has less contrast than light; muted #949494 fails AA text (3.03:1) in both.
    static let css = """
        :root { --fg: #595959; --fg-muted: #949494; --bg: #ffffff; }
        [data-theme="light-high-contrast"] { --fg: #6a6a6a; }
        """

    @Test func unknownKeysAreErrorsWithLineColumnAndASuggestion() throws {
        let dir = try Self.directory(["legible.json": "{\n  \"inputs\": \"a.css\",\n  \"levle\": \"AA\"\n}\n", "a.css": Self.css])
        let run = runCLI(["check"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError == "error: legible.json:3:3: unknown key \"levle\"; did you mean \"level\"?\n")
        let badIgnore = try Self.directory([
            "legible.json": "{\"inputs\": \"a.css\",\n \"ignore\": [{\"foreground\": \"fg\", \"background\": \"bg\"}]}",
            "a.css": Self.css,
        ])
        let ignoreRun = runCLI(["check"], currentDirectory: badIgnore)
        #expect(ignoreRun.status == 2)
        #expect(ignoreRun.standardError.contains("legible.json:2:13: ignore entry has no \"reason\""))
        let badLevel = try Self.directory(["legible.json": "{\"level\": \"AAAA\"}", "a.css": Self.css])
        #expect(runCLI(["check", "a.css"], currentDirectory: badLevel).standardError.contains("legible.json:1:11: \"level\" must be"))
    }

    @Test func lookupStopsAtTheRepositoryRoot() throws {
        var exists: Set<String> = ["/repo/.git", "/repo/legible.json", "/legible.json"]
        #expect(CheckConfiguration.lookup(from: "/repo/a/b", exists: exists.contains) == 2)
        #expect(CheckConfiguration.lookup(from: "/repo", exists: exists.contains) == 0)
        exists.insert("/repo/a/legible.json")
        #expect(CheckConfiguration.lookup(from: "/repo/a/b/", exists: exists.contains) == 1)
        // Outside a repository, only the current directory counts.
        #expect(CheckConfiguration.lookup(from: "/other/x", exists: exists.contains) == nil)
        #expect(CheckConfiguration.lookup(from: "/", exists: exists.contains) == 0)
        exists.remove("/repo/legible.json")
        exists.remove("/repo/a/legible.json")
        #expect(CheckConfiguration.lookup(from: "/repo/a", exists: exists.contains) == nil)
        #expect(CheckConfiguration.relativePath(levels: 2) == "../../legible.json")
    }

    @Test func configurationFoundAboveTheCurrentDirectoryInARepository() throws {
        let dir = try Self.directory([
            ".git/HEAD": "ref: refs/heads/main\n",
            "legible.json": "{\"inputs\": [\"tokens/a.css\"], \"level\": \"AAA\"}",
            "tokens/a.css": Self.css,
            "tokens/deep/readme.txt": "",
        ])
        let run = runCLI(["check", "--format", "json"], currentDirectory: dir + "/tokens/deep")
        #expect(run.standardError.contains("note: using the settings in ../../legible.json"))
        let pairs = try Self.pairs(run)
        #expect(pairs.allSatisfy { $0["level"] as? String == "AAA" })
        #expect((pairs.first?["foreground"] as? [String: Any]).flatMap { $0["location"] as? [String: Any] }?["file"] as? String
            == "../../tokens/a.css")
        // --no-config: no inputs anywhere is a usage error.
        let none = runCLI(["check", "--no-config"], currentDirectory: dir)
        #expect(none.status == 2)
        #expect(none.standardError.contains("no inputs"))
        // Without a repository, a configuration in a parent folder does not apply.
        let loose = try Self.directory(["legible.json": "{\"inputs\": \"a.css\"}", "a.css": Self.css, "child/x.txt": ""])
        let child = runCLI(["check"], currentDirectory: loose + "/child")
        #expect(child.status == 2)
        #expect(child.standardError.contains("no inputs"))
    }

    @Test func commandLineOverridesTheConfiguration() throws {
        let dir = try Self.directory([
            "legible.json": """
                {"inputs": "a.css", "level": "AAA", "method": "apca",
                 "pairs": [{"foreground": "fg", "background": "bg", "role": "large-text"}]}
                """,
            "a.css": Self.css,
            "b.css": ":root { --fg: #000000; --bg: #ffffff; }",
            "p.json": #"{"pairs": [{"foreground": "fg-muted", "background": "bg"}]}"#,
        ])
        let configured = try Self.json(runCLI(["check", "--format", "json"], currentDirectory: dir))
        #expect(configured["method"] as? String == "apca")
        let pairs = try #require(configured["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["role"] as? String } == ["large-text", "large-text"])
        #expect(pairs.allSatisfy { $0["level"] as? String == "AAA" })
        let overridden = runCLI(["check", "a.css", "--level", "AA", "--method", "wcag", "--pairs", "p.json", "--format", "json"],
                                 currentDirectory: dir)
        let overriddenJSON = try Self.json(overridden)
        #expect(overriddenJSON["method"] as? String == "wcag")
        let pairs2 = try Self.pairs(overridden)
        // fg-muted and bg have no values of their own in light-high-contrast: one row, in light.
        #expect(pairs2.map { ($0["foreground"] as? [String: Any])?["name"] as? String } == ["fg-muted"])
        #expect(pairs2.allSatisfy { $0["level"] as? String == "AA" && $0["role"] as? String == "text" })
        // --config names another file; its paths are relative to its folder.
        let other = try Self.directory(["conf/x.json": "{\"inputs\": \"../b.css\"}", "b.css": ":root { --fg: #000; --bg: #fff; }"])
        let run = runCLI(["check", "--config", "conf/x.json", "--format", "json"], currentDirectory: other)
        #expect(run.status == 0)
        #expect(try Self.pairs(run).count == 1)
    }

    @Test func ignoredPairsAreReportedNotFailed() throws {
        let dir = try Self.directory([
            "legible.json": """
                {"inputs": "a.css",
                 "pairs": [{"foreground": "fg-muted", "background": "bg"}],
                 "ignore": [{"foreground": "fg-muted", "background": "bg", "appearance": "light", "reason": "placeholder text"}]}
                """,
            // fg-muted has a value of its own in light-high-contrast, so the pair is checked there too.
            "a.css": Self.css + "\n[data-theme=\"light-high-contrast\"] { --fg-muted: #959595; }\n",
        ])
        let run = runCLI(["check", "--format", "json"], currentDirectory: dir)
        let pairs = try Self.pairs(run)
        #expect(pairs.map { $0["appearance"] as? String } == ["light", "light-high-contrast"])
        #expect(pairs[0]["status"] as? String == "ignored")
        #expect(pairs[0]["ignore_reason"] as? String == "placeholder text")
        #expect(pairs[1]["status"] as? String == "fail")
        #expect(run.status == 1)
    }

    @Test func regressionsFailTheRunEvenWhenEveryPairPasses() throws {
        let dir = try Self.directory(["a.css": Self.css, "p.json": #"{"pairs": [{"foreground": "fg", "background": "bg"}]}"#])
        let run = runCLI(["check", "a.css", "--pairs", "p.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 1)
        let pairs = try Self.pairs(run)
        #expect(pairs.map { $0["status"] as? String } == ["pass", "pass"])
        #expect(pairs[1]["regression"] as? Bool == true)
        #expect((try Self.json(run)["summary"] as? [String: Any])?["regressions"] as? Int == 1)
        let github = runCLI(["check", "a.css", "--pairs", "p.json", "--format", "github"], currentDirectory: dir)
        #expect(github.standardOutput.hasPrefix("::error file=a.css,line=2,col="))
        #expect(github.standardOutput.contains("title=Increased-contrast regression::fg on bg (light-high-contrast)"))
    }

    @Test func baselineRoundTripThroughTheCommandLine() throws {
        let dir = try Self.directory([
            "a.css": ":root { --fg: #595959; --fg-muted: #949494; --bg: #ffffff; }",
            "p.json": #"{"pairs": [{"foreground": "fg*", "background": "bg"}]}"#,
        ])
        let base = ["check", "a.css", "--pairs", "p.json", "--format", "json"]
        #expect(runCLI(base, currentDirectory: dir).status == 1)
        // No file yet: an error that says how to create it.
        let missing = runCLI(base + ["--baseline", "b.json"], currentDirectory: dir)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("--update-baseline"))
        let noPath = runCLI(base + ["--update-baseline"], currentDirectory: dir)
        #expect(noPath.status == 2)
        let update = runCLI(base + ["--baseline", "b.json", "--update-baseline"], currentDirectory: dir)
        #expect(update.status == 0)
        #expect(update.standardError.contains("wrote 1 failure(s) to the baseline b.json"))
        let written = try String(contentsOfFile: dir + "/b.json", encoding: .utf8)
        #expect(written == """
            {
              "version": 1,
              "failures": [
                {
                  "foreground": "fg-muted",
                  "background": "bg",
                  "appearance": "light",
                  "level": "AA",
                  "role": "text",
                  "ratio": 3.0334698257384747
                }
              ]
            }

            """)
        let again = runCLI(base + ["--baseline", "b.json"], currentDirectory: dir)
        #expect(again.status == 0)
        let summary = try #require(try Self.json(again)["summary"] as? [String: Any])
        #expect(summary["failed"] as? Int == 0)
        #expect(summary["baselined"] as? Int == 1)
        #expect(try Self.pairs(again).map { $0["status"] as? String } == ["pass", "baselined"])
        // A new failure still fails the run; the baseline in legible.json works the same way.
        try ":root { --fg: #999999; --fg-muted: #949494; --bg: #ffffff; }".write(
            toFile: dir + "/a.css", atomically: true, encoding: .utf8)
        try "{\"baseline\": \"b.json\"}".write(toFile: dir + "/legible.json", atomically: true, encoding: .utf8)
        let newFailure = runCLI(base, currentDirectory: dir)
        #expect(newFailure.status == 1)
        #expect(try Self.pairs(newFailure).map { $0["status"] as? String } == ["fail", "baselined"])
        // A malformed baseline is an input error with its position.
        try "{\"version\": 1, \"failures\": 3}".write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let broken = runCLI(base, currentDirectory: dir)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("b.json:1:28: \"failures\" must be an array"))
    }

    @Test func collapsesAreBaselinedThroughTheCommandLine() throws {
        // status.error and status.success collapse under deuteranopia and in grayscale.
        let tokens = ##"{"fg": {"$type": "color", "default": {"$value": "#1f2328"}}, "bg": {"$type": "color", "default": {"$value": "#ffffff"}}, "status": {"$type": "color", "error": {"$value": "#d1242f"}, "success": {"$value": "#1a7f37"}}}"##
        let dir = try Self.directory(["t.json": tokens])
        let base = ["check", "t.json", "--format", "json"]
        let plain = runCLI(base, currentDirectory: dir)
        #expect(plain.status == 1)
        let collapses = try #require((try Self.json(plain)["summary"] as? [String: Any])?["collapses"] as? Int)
        #expect(collapses == 2)
        let update = runCLI(base + ["--baseline", "b.json", "--update-baseline"], currentDirectory: dir)
        #expect(update.status == 0)
        #expect(update.standardError.contains("wrote 0 failure(s), 2 collapse(s) to the baseline b.json"))
        let again = runCLI(base + ["--baseline", "b.json"], currentDirectory: dir)
        #expect(again.status == 0)
        let summary = try #require(try Self.json(again)["summary"] as? [String: Any])
        #expect(summary["collapses"] as? Int == 0)
        #expect(summary["baselined"] as? Int == 2)
        #expect((try Self.json(again)["collapses"] as? [[String: Any]])?.map { $0["status"] as? String } == ["baselined", "baselined"])
        // A baseline from before collapses could be recorded: they still fail.
        try "{\"version\": 1, \"failures\": []}".write(toFile: dir + "/old.json", atomically: true, encoding: .utf8)
        #expect(runCLI(base + ["--baseline", "old.json"], currentDirectory: dir).status == 1)
        // A new collapse (another color joins the set) fails the run again.
        let more = tokens.replacingOccurrences(of: #""success""#, with: ##""warning": {"$value": "#d1242e"}, "success""##)
        try more.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let grown = runCLI(base + ["--baseline", "b.json"], currentDirectory: dir)
        #expect(grown.status == 1)
        let statuses = try #require(try Self.json(grown)["collapses"] as? [[String: Any]]).map { $0["status"] as? String }
        #expect(statuses.filter { $0 == "baselined" }.count == 2 && statuses.contains("fail"))
    }

    @Test func suggestedFixesMakeThePairPass() throws {
        let original = ":root {\n  --fg: #949494;\n  --bg: #ffffff;\n}\n"
        let dir = try Self.directory(["a.css": original, "p.json": #"{"pairs": [{"foreground": "fg", "background": "bg"}]}"#])
        let args = ["check", "a.css", "--pairs", "p.json", "--suggest"]
        let json = runCLI(args + ["--format", "json"], currentDirectory: dir)
        let suggestion = try #require(try Self.pairs(json).first?["suggestion"] as? [String: Any])
        let hex = try #require(suggestion["foreground"] as? String)
        #expect((suggestion["ratio"] as? Double ?? 0) >= 4.5)
        let text = runCLI(args, currentDirectory: dir)
        #expect(text.standardOutput.contains("fg on bg (light): try \(hex) ("))
        let sarif = try Self.json(runCLI(args + ["--format", "sarif"], currentDirectory: dir))
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let change = try #require(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(region == ["startLine": 2, "startColumn": 9, "endLine": 2, "endColumn": 16])
        // Apply the fix as a SARIF consumer would, and check again: the pair passes.
        var lines = original.components(separatedBy: "\n")
        var line = Array(lines[1])
        line.replaceSubrange(8..<15, with: Array(try #require((replacement["insertedContent"] as? [String: Any])?["text"] as? String)))
        lines[1] = String(line)
        try lines.joined(separator: "\n").write(toFile: dir + "/a.css", atomically: true, encoding: .utf8)
        let fixed = runCLI(["check", "a.css", "--pairs", "p.json", "--format", "json"], currentDirectory: dir)
        #expect(fixed.status == 0)
        #expect(try Self.pairs(fixed).first?["status"] as? String == "pass")
    }

    @Test func everyFormatFromTheCommandLine() throws {
        let dir = try Self.directory(["a.css": Self.css, "p.json": #"{"pairs": [{"foreground": "fg*", "background": "bg"}]}"#])
        for format in ["text", "json", "sarif", "junit", "github", "markdown"] {
            let run = runCLI(["check", "a.css", "--pairs", "p.json", "--format", format], currentDirectory: dir)
            #expect(run.status == 1, "\(format)")
            #expect(!run.standardOutput.isEmpty, "\(format)")
        }
        let junit = runCLI(["check", "a.css", "--pairs", "p.json", "--format", "junit"], currentDirectory: dir)
        #expect(junit.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"legible check\" tests=\"3\" failures=\"2\""))
        let markdown = runCLI(["check", "a.css", "--pairs", "p.json", "--format", "markdown", "-o", "out.md"], currentDirectory: dir)
        #expect(markdown.status == 1)
        #expect(try String(contentsOfFile: dir + "/out.md", encoding: .utf8).hasPrefix("### Legible contrast check"))
    }
}
