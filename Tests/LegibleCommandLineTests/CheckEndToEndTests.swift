import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible check` from files on disk to exit status and report, with the real token loader.
@Suite("check end to end") struct CheckEndToEndTests {
    /// A fresh temporary directory holding `files` (name → contents).
    static func directory(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "legible-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
        return path
    }

    static let tokens = """
        {
          "color": {
            "$type": "color",
            "gray": { "900": { "$value": "#1f2328" }, "500": { "$value": "#8c959f" }, "0": { "$value": "#ffffff" } },
            "blue": { "$value": "rgb(9 105 218)" }
          },
          "fg": { "$type": "color", "default": { "$value": "{color.gray.900}" }, "muted": { "$value": "{color.gray.500}" } },
          "bg": { "$type": "color", "default": { "$value": "{color.gray.0}" } },
          "link": { "$type": "color", "$value": "{color.blue}" }
        }
        """

    @Test func reportsAndBaselinesNeverReplaceTheTokenFile() throws {
        let dir = try Self.directory(["tokens.json": Self.tokens])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for arguments in [
            ["check", "tokens.json", "-o", "tokens.json"], ["check", "tokens.json", "-o", "./tokens.json"],
            ["check", "tokens.json", "--baseline", "tokens.json", "--update-baseline"],
        ] {
            let run = runCLI(arguments, currentDirectory: dir)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains("is an input of this run"), "\(run.standardError)")
            #expect(try String(contentsOfFile: dir + "/tokens.json", encoding: .utf8) == Self.tokens)
        }
    }

    @Test func reportsNeverReplaceThePairsFileConfigurationOrBaseline() throws {
        let pairs = #"{ "pairs": [ { "foreground": "fg.muted", "background": "bg.default" } ] }"#
        let config = #"{ "inputs": "tokens.json" }"#
        let dir = try Self.directory(["tokens.json": Self.tokens, "tokens.pairs.json": pairs, "legible.json": config])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(runCLI(["check", "tokens.json", "--baseline", "b.json", "--update-baseline"], currentDirectory: dir).status == 0)
        let baseline = try String(contentsOfFile: dir + "/b.json", encoding: .utf8)
        for arguments in [
            ["check", "tokens.json", "-o", "tokens.pairs.json"], ["check", "tokens.json", "-o", "legible.json"],
            ["check", "tokens.json", "--baseline", "b.json", "-o", "b.json"],
            ["check", "tokens.json", "--baseline", "tokens.pairs.json", "--update-baseline"],
        ] {
            let run = runCLI(arguments, currentDirectory: dir)
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains("is an input of this run"))
        }
        #expect(try String(contentsOfFile: dir + "/tokens.pairs.json", encoding: .utf8) == pairs)
        #expect(try String(contentsOfFile: dir + "/legible.json", encoding: .utf8) == config)
        #expect(try String(contentsOfFile: dir + "/b.json", encoding: .utf8) == baseline)
    }

    @Test func runsOverMaxPairsAreRefusedBeforeThePairsAreMade() throws {
        let dir = try Self.directory(["tokens.json": Self.tokens])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Eight tokens in one appearance: up to 56 ordered pairs with --all-pairs.
        let refused = runCLI(["check", "tokens.json", "--all-pairs", "--max-pairs", "55"], currentDirectory: dir)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--max-pairs 55"), "\(refused.standardError)")
        let allowed = runCLI(["check", "tokens.json", "--all-pairs", "--max-pairs", "56"], currentDirectory: dir)
        #expect(allowed.status != 2, "\(allowed.standardError) \(allowed.standardOutput.prefix(300))")
        let automatic = runCLI(["check", "tokens.json", "--max-pairs", "1"], currentDirectory: dir)
        #expect(automatic.status == 2)
        #expect(automatic.standardError.contains("the pairs come to 2 pairs"))
    }

    @Test func aPairedTokenThatCannotBeComputedFailsTheRun() throws {
        let dir = try Self.directory([
            "p.json": ##"{ "fg": { "default": "#77777", "ok": "#222222" }, "bg": { "default": "#ffffff" } }"##,
            "p.pairs.json": #"{ "pairs": [ { "foreground": "fg.default", "background": "bg.default" } ] }"#,
            "q.pairs.json": #"{ "pairs": [ { "foreground": "fg.*", "background": "bg.default" } ] }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let named = runCLI(["check", "p.json"], currentDirectory: dir)
        #expect(named.status == 2)
        #expect(named.standardError.contains("names 'fg.default', whose value could not be computed"))
        // A pattern that matches a skipped value pairs it too: the run cannot pass over it
        // (exit 2), unless --allow-skipped lists it under "skipped" and judges the rest.
        let pattern = runCLI(["check", "p.json", "--pairs", "q.pairs.json"], currentDirectory: dir)
        #expect(pattern.status == 2)
        #expect(pattern.standardError.contains("'fg.default' is '#77777', which could not be computed"), "\(pattern.standardError)")
        let allowed = runCLI(["check", "p.json", "--pairs", "q.pairs.json", "--allow-skipped"], currentDirectory: dir)
        #expect(allowed.status == 0, "\(allowed.standardError)")
    }

    @Test func automaticPairsFailWithLocationsAndExitOne() throws {
        let dir = try Self.directory(["tokens.json": Self.tokens])
        let run = runCLI(["check", "tokens.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        // fg.default and fg.muted over bg.default: #8c959f on white is 2.94:1 and fails.
        #expect(pairs.count == 2)
        let muted = try #require(pairs.first { ($0["foreground"] as? [String: Any])?["name"] as? String == "fg.muted" })
        #expect(muted["status"] as? String == "fail")
        let location = try #require((muted["foreground"] as? [String: Any])?["location"] as? [String: Any])
        #expect(location["file"] as? String == "tokens.json")
        #expect(location["line"] as? Int == 7)
        #expect((object["summary"] as? [String: Any])?["failed"] as? Int == 1)
    }

    @Test func linkRuleChecksTheLinkAgainstBodyText() throws {
        let pairs = #"{"pairs": [{"foreground": "link", "background": "bg.default", "role": "link", "text": "fg.default"}]}"#
        let dir = try Self.directory(["tokens.json": Self.tokens, "p.json": pairs])
        let run = runCLI(["check", "tokens.json", "--pairs", "p.json", "--format", "json"], currentDirectory: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require(object["pairs"] as? [[String: Any]])
        #expect(results.map { $0["role"] as? String } == ["text", "link"])
        // #0969da over white passes as text; against #1f2328 body text it is about 3.3:1 (G183 passes).
        let link = results[1]
        #expect(link["criterion"] as? String == "1.4.1")
        #expect(link["requirement"] as? Double == 3)
        #expect((link["background"] as? [String: Any])?["name"] as? String == "fg.default")
        let underlined = #"{"pairs": [{"foreground": "link", "background": "bg.default", "role": "link", "text": "fg.muted", "underlined": true}]}"#
        let dir2 = try Self.directory(["tokens.json": Self.tokens, "p.json": underlined])
        let run2 = runCLI(["check", "tokens.json", "--pairs", "p.json", "--format", "json"], currentDirectory: dir2)
        let object2 = try #require(try JSONSerialization.jsonObject(with: Data(run2.standardOutput.utf8)) as? [String: Any])
        #expect((object2["pairs"] as? [[String: Any]])?.count == 1)
    }

    /// Translucent body text is composited over the rule's page before the link is compared
    /// with it. Reference: 0.35·255 + 0.65·(33, 37, 41) = (110.7, 113.3, 115.9), luminance by
    /// WCAG 2.2's formula, computed independently in Python: 1.05 / (L + 0.05) = 4.884626550332886.
    @Test func linkRuleCompositesTranslucentBodyTextOverThePage() throws {
        let tokens = """
            {"link": {"$type": "color", "$value": "#ffffff"},
             "body": {"$type": "color", "$value": "rgba(255, 255, 255, 0.35)"},
             "page": {"$type": "color", "$value": "#212529"}}
            """
        let pairs = #"{"pairs": [{"foreground": "link", "background": "page", "role": "link", "text": "body"}]}"#
        let dir = try Self.directory(["tokens.json": tokens, "p.json": pairs])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = runCLI(["check", "tokens.json", "--pairs", "p.json", "--format", "json"], currentDirectory: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require(object["pairs"] as? [[String: Any]])
        let link = try #require(results.first { $0["role"] as? String == "link" })
        let ratio = try #require(link["ratio"] as? Double)
        #expect(abs(ratio - 4.884626550332886) < 1e-9, "\(ratio)")
        #expect(link["ratio_range"] == nil)
        #expect(link["status"] as? String == "pass")
        #expect((link["surface"] as? [String: Any])?["name"] as? String == "page")
        #expect(run.status == 0, "\(run.standardOutput)")
        let text = runCLI(["check", "tokens.json", "--pairs", "p.json"], currentDirectory: dir)
        #expect(text.standardOutput.contains("body over page"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains("4.88:1"), "\(text.standardOutput)")
    }

    @Test func statusSetsThatCollapseFailTheRun() throws {
        let tokens = """
            {"status": {"$type": "color", "success": {"$value": "#2e7d32"}, "error": {"$value": "#c62828"}},
             "fg": {"$type": "color", "default": {"$value": "#000000"}},
             "bg": {"$type": "color", "default": {"$value": "#ffffff"}}}
            """
        let dir = try Self.directory(["t.json": tokens])
        let run = runCLI(["check", "t.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let collapses = try #require(object["collapses"] as? [[String: Any]])
        // Green and red of similar lightness: the textbook deuteranopia and grayscale collapse.
        #expect(collapses.contains { $0["deficiency"] as? String == "deuteranopia" })
        #expect(collapses.contains { $0["deficiency"] as? String == "grayscale" })
        #expect((object["summary"] as? [String: Any])?["collapses"] as? Int == collapses.count)
        #expect((object["summary"] as? [String: Any])?["failed"] as? Int == 0)
    }

    @Test func companionPairsFileIsUsedAndDirectoryScansSkipIt() throws {
        let pairs = #"{"pairs": [{"foreground": "fg.default", "background": "bg.default"}]}"#
        let dir = try Self.directory(["tokens.json": Self.tokens, "tokens.pairs.json": pairs])
        let run = runCLI(["check", "tokens.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 0)
        #expect(run.standardError.contains("tokens.pairs.json"))
        let whole = runCLI(["check", ".", "--format", "json"], currentDirectory: dir)
        #expect(whole.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])
        #expect((object["pairs"] as? [[String: Any]])?.count == 1)
    }

    @Test(arguments: [
        ("bad.json", ##"{"fg": {"$type": "color", "default": {"$value": "#12345"}}}"##, "bad.json:1:"),
        ("bad.json", ##"{"fg": {"default": {"$value": "#fff"},}}"##, "bad.json:1:"),
        ("bad.json", #"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"#, "circular"),
        ("bad.css", ":root { --fg: var(--bg); --bg: var(--fg); }", "bad.css"),
    ])
    func badInputIsOneLineNamingTheFileWithExitTwo(name: String, contents: String, expected: String) throws {
        let dir = try Self.directory([name: contents])
        let run = runCLI(["check", name], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.contains(expected))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test func missingFileIsExitTwo() {
        let run = runCLI(["check", "/nonexistent/dir/tokens.json"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("/nonexistent/dir/tokens.json"))
    }

    @Test func sarifPathsAreRelativeToTheCurrentDirectory() throws {
        // The repository is a folder with a space in its name; a second token file lies outside it.
        let outside = try Self.directory(["other.json": Self.tokens])
        let parent = try Self.directory([:])
        let repo = parent + "/my repo"
        try FileManager.default.createDirectory(atPath: repo + "/token files", withIntermediateDirectories: true)
        try Self.tokens.write(toFile: repo + "/token files/a b.json", atomically: true, encoding: .utf8)
        func sarifRun(_ input: String) throws -> [String: Any] {
            let run = runCLI(["check", input, "--format", "sarif"], currentDirectory: repo)
            #expect(run.status == 1, "\(run.standardError)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            return try #require((object["runs"] as? [[String: Any]])?.first)
        }
        func firstArtifact(_ run: [String: Any]) throws -> [String: String] {
            let result = try #require((run["results"] as? [[String: Any]])?.first)
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return try #require(physical?["artifactLocation"] as? [String: String])
        }
        let inside = try sarifRun("token files/a b.json")
        let rootURI = "file://" + (repo.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? repo) + "/"
        #expect((inside["originalUriBaseIds"] as? [String: [String: String]]) == ["%SRCROOT%": ["uri": rootURI]])
        #expect(try firstArtifact(inside) == ["uri": "token%20files/a%20b.json", "uriBaseId": "%SRCROOT%"])
        // The same file named by its absolute path is still relative to the root.
        #expect(try firstArtifact(sarifRun(repo + "/token files/a b.json"))
            == ["uri": "token%20files/a%20b.json", "uriBaseId": "%SRCROOT%"])
        let away = try firstArtifact(sarifRun(outside + "/other.json"))
        #expect(away == ["uri": "file://" + outside + "/other.json"])
    }
}

@Suite("check companions") struct CheckCompanionTests {
    /// A pairs file beside one input never hides the other inputs' failures.
    @Test func inputsWithoutAPairsFileStillGetAutomaticPairs() throws {
        let dir = try CheckEndToEndTests.directory([
            "ok.tokens.json": ##"{"fg": {"$type": "color", "default": {"$value": "#000"}}, "bg": {"$type": "color", "default": {"$value": "#fff"}}}"##,
            "ok.pairs.json": #"{"pairs": [{"foreground": "fg.default", "background": "bg.default"}]}"#,
            "t.json": ##"{"text": {"$type": "color", "primary": {"$value": "#aaa"}}, "surface": {"$type": "color", "base": {"$value": "#fff"}}}"##,
        ])
        let run = runCLI(["check", "t.json", "ok.tokens.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 1)
        #expect(run.standardError.contains("t.json has no pairs file beside it"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.contains { ($0["foreground"] as? [String: Any])?["name"] as? String == "text.primary" })
    }
}
