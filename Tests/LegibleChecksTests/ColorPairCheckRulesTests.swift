import LegibleChecks
import LegibleReports
import LegibleTokens
import Testing

/// The library check holds pair rules to the tokens, and applies `exclude` (issue 13).
@Suite("ColorPairCheck: rules that match nothing, exclude")
struct ColorPairCheckRulesTests {
    static let inputs = ColorPairCheck.Inputs.sources([TokenSource(
        path: "theme.css", bytes: Array(":root { --fg: #595959; --fg-muted: #949494; --bg: #ffffff; }".utf8))])

    static func rules(_ json: String) throws -> PairsFile {
        try PairsFile(parsing: Array(json.utf8), path: "p.pairs.json")
    }

    @Test("an exact name that names no token is .invalidInput with the rule's place and a suggestion")
    func exactNameIsAnError() throws {
        let file = try Self.rules(#"{"pairs": [{"foreground": "fg", "background": "bg"}, {"foreground": "fgg", "background": "bg"}]}"#)
        let check = ColorPairCheck(inputs: Self.inputs, pairs: .rules(file))
        #expect(throws: ColorPairCheckError(.invalidInput, "p.pairs.json:1:54: the pair rule fgg on bg names 'fgg' "
            + "(its foreground), which is no token; did you mean 'fg'?")) { try check.run() }
    }

    @Test("a pattern that matches nothing becomes a report warning, and the right rules are checked")
    func patternIsAWarning() throws {
        let file = try Self.rules(#"{"pairs": [{"foreground": "fg*", "background": "bg"}, {"foreground": "icon.*", "background": "bg"}]}"#)
        let result = try ColorPairCheck(inputs: Self.inputs, pairs: .rules(file)).run()
        #expect(result.report.results.count == 2)
        #expect(result.report.warnings.map(\.kind) == [.unmatchedPattern])
        #expect(result.report.warnings.first?.location?.line == 1)
    }

    @Test("an ignore entry that names no token is a warning with the nearest name; a live one is not")
    func staleIgnoreIsAWarning() throws {
        var check = ColorPairCheck(inputs: Self.inputs, pairs: .everyCombination)
        let at = SourceLocation(file: "legible.json", line: 3, column: 5)
        check.ignore = [
            CheckIgnoreRule(foreground: "fg-mutde", background: "*", reason: "stale", location: at),
            CheckIgnoreRule(foreground: "fg*", background: "bg", reason: "live"),
            CheckIgnoreRule(foreground: "fg", background: "bg", appearance: "drak", reason: "wrong appearance"),
        ]
        let warnings = try check.run().report.warnings
        #expect(warnings.map(\.kind) == [.unusedIgnore, .unusedIgnore])
        #expect(warnings.first?.location == at)
        #expect(warnings.first?.message == "the ignore entry fg-mutde on * matches nothing: no token matches the "
            + "foreground 'fg-mutde'; did you mean 'fg-muted'?")
        #expect(warnings.last?.message.contains("no token is in the appearance 'drak'") == true)
    }

    @Test("a token that reads as text but got no automatic pair is a warning listing it; a pairs file has none")
    func unpairedForegroundIsAWarning() throws {
        let json = #"""
        {"Background": {"$type": "color", "$value": "#ffffff"},
         "TextTertiary": {"$type": "color", "$value": "#595959"},
         "CaptionText": {"$type": "color", "$value": "#949494"},
         "SecondaryLabel": {"$type": "color", "$value": "#949494"},
         "Brand": {"TextBrand": {"$type": "color", "$value": "#0055aa"}}}
        """#
        let inputs = ColorPairCheck.Inputs.sources([TokenSource(path: "app.tokens.json", bytes: Array(json.utf8))])
        let result = try ColorPairCheck(inputs: inputs, pairs: .automatic).run()
        #expect(result.report.results.map(\.pair.foreground.name) == ["TextTertiary"])
        let warning = try #require(result.report.warnings.first { $0.kind == .unpairedForeground })
        #expect(warning.message.hasPrefix("3 tokens read as a foreground but the naming conventions paired them with no "
            + "background, so they are not checked: CaptionText, SecondaryLabel, Brand.TextBrand; name their pairs"), "\(warning.message)")
        #expect(warning.message.contains("--all-pairs"))
        #expect(warning.location?.line == 3)
        let file = try Self.rules(#"{"pairs": [{"foreground": "TextTertiary", "background": "Background"}]}"#)
        let ruled = try ColorPairCheck(inputs: inputs, pairs: .rules(file)).run()
        #expect(!ruled.report.warnings.contains { $0.kind == .unpairedForeground })
    }

    @Test("exclude leaves tokens out, and an exact rule naming one is an error naming the pattern")
    func excludeTokens() throws {
        var check = ColorPairCheck(inputs: Self.inputs, pairs: .everyCombination)
        check.exclude = ["*-muted"]
        let result = try check.run()
        #expect(result.report.results.count == 2)
        #expect(result.notes.contains("exclude left out 0 files and 1 token name"))
        check.pairs = .rules(try Self.rules(#"{"pairs": [{"foreground": "fg-muted", "background": "bg"}]}"#))
        #expect(throws: ColorPairCheckError(.invalidInput, "p.pairs.json:1:12: the pair rule fg-muted on bg names 'fg-muted' "
            + "(its foreground), which the exclude pattern '*-muted' leaves out: remove the rule or narrow the pattern")) {
            try check.run()
        }
    }

    @Test("a run that exclude leaves with no pairs says what exclude left out")
    func excludedIntoNothing() throws {
        var check = ColorPairCheck(inputs: Self.inputs, pairs: .everyCombination)
        check.exclude = ["fg*"]
        #expect(throws: ColorPairCheckError.self) { try check.run() }
        do { _ = try check.run() } catch {
            #expect(error.message.hasSuffix("(exclude left out 0 files and 2 token names)"), "\(error.message)")
        }
    }
}
