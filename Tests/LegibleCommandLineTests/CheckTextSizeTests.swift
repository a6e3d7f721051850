import Foundation
import Testing
@testable import LegibleCommandLine

@Suite("check: pairs with a size or text style")
struct CheckTextSizeTests {
    /// A folder with secondaryLabel over systemBackground and the given pairs and legible.json.
    func folder(pairs: String, config: String? = nil) throws -> String {
        let dir = NSTemporaryDirectory() + "legible-size-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try ##"{"label": {"secondary": {"$type": "color", "$value": "rgba(60,60,67,0.6)"}}, "bg": {"system": {"$type": "color", "$value": "#ffffff"}}}"##
            .write(toFile: dir + "/tokens.json", atomically: true, encoding: .utf8)
        try pairs.write(toFile: dir + "/pairs.json", atomically: true, encoding: .utf8)
        if let config { try config.write(toFile: dir + "/legible.json", atomically: true, encoding: .utf8) }
        return dir
    }

    func pair(_ run: CLIRun) throws -> [String: Any] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return try #require((json["pairs"] as? [[String: Any]])?.first)
    }

    @Test func textStyleIsJudgedAtEveryCategory() throws {
        let dir = try folder(pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "textStyle": "footnote"}]}"#)
        for (policy, failing) in [("apple", 6), ("native", 6), ("wcag", 8)] {
            let run = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config", "--policy", policy,
                              "--format", "json"], currentDirectory: dir)
            #expect(run.status == 1)
            let size = try #require(try pair(run)["text_size"] as? [String: Any])
            #expect(size["policy"] as? String == policy)
            #expect((size["content_sizes"] as? [Any])?.count == 12)
            #expect((size["failing_content_sizes"] as? [String])?.count == failing, "\(policy)")
        }
        for format in ["junit", "sarif", "markdown", "text"] {
            let run = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config", "--policy", "apple",
                              "--format", format], currentDirectory: dir)
            #expect(run.standardOutput.contains("footnote fails AA at xSmall, Small, Medium, Large, xLarge, xxLarge (12–17 pt)"),
                    "\(format)")
        }
    }

    @Test func contentSizesAndPolicyFromTheConfiguration() throws {
        let dir = try folder(
            pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "textStyle": "footnote"}]}"#,
            config: #"{"inputs": ["tokens.json"], "pairs": "pairs.json", "policy": "apple", "contentSizes": ["AX5", "xxxLarge"]}"#)
        let run = runCLI(["check", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 0, "19 pt and 44 pt are large under apple: 3.44:1 passes")
        let size = try #require(try pair(run)["text_size"] as? [String: Any])
        let judged = (size["content_sizes"] as? [[String: Any]])?.compactMap { $0["content_size"] as? String }
        #expect(judged == ["xxxLarge", "AX5"])
        #expect(runCLI(["check", "--policy", "wcag"], currentDirectory: dir).status == 1, "19 px is not large under wcag")
    }

    @Test func literalSizeDecidesTheRole() throws {
        let dir = try folder(pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "size": "18pt"}]}"#)
        #expect(runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config"], currentDirectory: dir).status == 0)
        let small = try folder(pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "size": 17, "policy": "apple"}]}"#)
        let run = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config", "--format", "json"], currentDirectory: small)
        #expect(run.status == 1)
        let size = try #require(try pair(run)["text_size"] as? [String: Any])
        #expect(size["large"] as? Bool == false)
        #expect(size["px"] as? Double == 17)
    }

    @Test func typographyTokenSuppliesSizeAndWeight() throws {
        let dir = try folder(pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "typography": "type.headline", "policy": "apple"}]}"#)
        try #"{"type": {"headline": {"$type": "typography", "$value": {"fontSize": "17px", "fontWeight": "bold"}}}}"#
            .write(toFile: dir + "/type.json", atomically: true, encoding: .utf8)
        let run = runCLI(["check", "tokens.json", "type.json", "--pairs", "pairs.json", "--no-config", "--format", "json"],
                         currentDirectory: dir)
        #expect(run.status == 0, "17 px bold is large under apple: 3.44:1 passes \(run.standardError)")
        let size = try #require(try pair(run)["text_size"] as? [String: Any])
        #expect(size["typography_token"] as? String == "type.headline")
        #expect(size["weight"] as? Int == 700)
        let missing = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config"], currentDirectory: dir)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no typography token 'type.headline'"))
    }

    @Test func badTextSizeEntriesExitTwo() throws {
        for entry in [#""textStyle": "tiny""#, #""size": "12em""#, #""textStyle": "body", "contentSizes": ["AX9"]"#,
                      #""weight": 700"#, #""textStyle": "body", "role": "non-text""#, #""size": "17pt", "textStyle": "body""#] {
            let dir = try folder(pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "# + entry + "}]}")
            let run = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config"], currentDirectory: dir)
            #expect(run.status == 2, "\(entry): \(run.standardError)")
            #expect(run.standardError.contains("pairs.json:1:"), "\(entry): \(run.standardError)")
        }
    }
}

@Suite("check: Bold Text for text-style pairs")
struct CheckBoldTextTests {
    func run(_ pairs: String, config: String? = nil, _ extra: [String] = []) throws -> (Int32, [String: Any], String) {
        let dir = try CheckTextSizeTests().folder(pairs: pairs, config: config)
        let arguments = config == nil ? ["check", "tokens.json", "--pairs", "pairs.json", "--no-config"] : ["check"]
        let run = runCLI(arguments + extra + ["--format", "json"], currentDirectory: dir)
        let text = runCLI(arguments + extra, currentDirectory: dir).standardOutput
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let size = try #require((json["pairs"] as? [[String: Any]])?.first?["text_size"] as? [String: Any])
        return (run.status, size, text)
    }

    @Test func boldTextMakesHeadlineBoldUnderApple() throws {
        // secondaryLabel on white, 3.44:1. Headline (600) is not bold: fails at 14–17 pt. With Bold
        // Text it is drawn at 800, bold, so large at every size under apple: passes.
        let rule = #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "textStyle": "headline", "policy": "apple""#
        let off = try run(rule + "}]}")
        #expect(off.0 == 1)
        #expect(off.1["bold_text"] as? String == "off")
        let on = try run(rule + #", "boldText": "on"}]}"#)
        #expect(on.0 == 0, "\(on.1)")
        #expect((on.1["content_sizes"] as? [[String: Any]])?.allSatisfy { $0["weight"] as? Int == 800 } == true)
        let both = try run(rule + "}]}", config: nil, ["--bold-text", "both"])
        #expect(both.0 == 1, "both ways: fails with the setting off")
        #expect((both.1["content_sizes"] as? [Any])?.count == 24)
        #expect(both.1["bold_text"] as? String == "both")
        #expect(both.2.contains("headline fails AA at xSmall, Small, Medium, Large (14–17 pt)"), "\(both.2)")
        let configured = try run(#"{"pairs": [{"foreground": "label.*", "background": "bg.*", "textStyle": "headline"}]}"#,
                                 config: #"{"inputs": ["tokens.json"], "pairs": "pairs.json", "policy": "apple", "boldText": "on"}"#)
        #expect(configured.0 == 0)
    }

    @Test func badBoldTextExitsTwo() throws {
        for entry in [#""textStyle": "body", "boldText": "yes""#, #""size": "17pt", "boldText": "on""#, #""boldText": "on""#] {
            let dir = try CheckTextSizeTests().folder(pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "# + entry + "}]}")
            let run = runCLI(["check", "tokens.json", "--pairs", "pairs.json", "--no-config"], currentDirectory: dir)
            #expect(run.status == 2, "\(entry): \(run.standardError)")
            #expect(run.standardError.contains("pairs.json:1:"), "\(entry): \(run.standardError)")
        }
        let dir = try CheckTextSizeTests().folder(
            pairs: #"{"pairs": [{"foreground": "label.*", "background": "bg.*", "textStyle": "body"}]}"#,
            config: #"{"inputs": ["tokens.json"], "pairs": "pairs.json", "boldText": 1}"#)
        let bad = runCLI(["check"], currentDirectory: dir)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("\"boldText\" must be \"off\", \"on\" or \"both\""), "\(bad.standardError)")
    }
}
