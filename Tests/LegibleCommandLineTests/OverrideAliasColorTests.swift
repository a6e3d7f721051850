import Foundation
import Testing
@testable import LegibleCommandLine

/// The overridden-token warning names an alias with the color it resolves to (`{gray}
/// (#000000)`), for the value checked and the one replaced, in every format.
@Suite("check: an overriding alias is shown with its color") struct OverrideAliasColorTests {
    /// a.tokens.json: `text.primary` is `{gray.light}` (#777777, 4.48:1 on white); w.tokens.json
    /// overrides it with `{gray.dark}` (#000000).
    static func folder() throws -> String {
        try FreshCheckFindingsTests.folder([
            "a.tokens.json": """
                {
                  "gray": {"light": {"$type": "color", "$value": "#777777"}, "dark": {"$type": "color", "$value": "#000000"}},
                  "text": {"primary": {"$type": "color", "$value": "{gray.light}"}},
                  "bg": {"$type": "color", "$value": "#ffffff"}
                }
                """,
            "w.tokens.json": """
                {
                  "text": {"primary": {"$type": "color", "$value": "{gray.dark}"}}
                }
                """,
        ])
    }

    @Test("both values of an alias override are shown with their resolved colors, in every format",
          arguments: ["text", "json", "sarif", "github", "markdown"])
    func aliasOverrideShowsColors(format: String) throws {
        let run = runCLI(["check", "a.tokens.json", "w.tokens.json", "--no-config", "--format", format],
                         currentDirectory: try Self.folder())
        #expect(run.status != 2, "\(run.standardError)")
        let sentence = "token 'text.primary' (light) is {gray.light} (#777777) in a.tokens.json:3 and {gray.dark} "
            + "(#000000) in w.tokens.json:2; the later input overrides the earlier, so {gray.dark} (#000000) is checked"
        // Markdown escapes the `#`.
        let expected = format == "markdown" ? sentence.replacingOccurrences(of: "#", with: "\\#") : sentence
        #expect(run.standardOutput.contains(expected), "\(format): \(run.standardOutput)")
    }
}
