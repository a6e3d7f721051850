import Foundation
import Testing
import LegibleTokens

/// Pair rules that match nothing (issue 13) and the `exclude` globs.
@Suite("Pair rules that match nothing, and exclusions")
struct PairRuleMatchingTests {
    static let css = """
        :root { --fg-default: #222; --fg-muted: #666; --bg-default: #fff; --bg-subtle: #f4f4f4; }
        .dark { --fg-default: #eee; --bg-default: #111; }
        """

    static func rules(_ json: String) throws -> [PairRule] {
        try PairsFile(parsing: Array(json.utf8), path: "p.pairs.json").rules
    }

    @Test("an exact name that names no token is an error with a suggestion; a right rule is not listed")
    func exactNameMisspelled() throws {
        let set = try Support.load("a.css", Self.css)
        let rules = try Self.rules("""
            {"pairs": [
              {"foreground": "fg-default", "background": "bg-default"},
              {"foreground": "fg-defualt", "background": "bg-default"}
            ]}
            """)
        let unmatched = Pairing.unmatched(in: set, rules: rules)
        #expect(unmatched.count == 1)
        let rule = try #require(unmatched.first)
        #expect(rule.isError)
        #expect(rule.rule.location.line == 3 && rule.rule.location.column == 3)
        #expect(rule.missingNames == [.init(field: "foreground", name: "fg-defualt", suggestion: "fg-default")])
        #expect(rule.message == "the pair rule fg-defualt on bg-default names 'fg-defualt' (its foreground), which is "
            + "no token; did you mean 'fg-default'?")
    }

    @Test("an exact name with no close token gives no suggestion; a link rule's text is checked too")
    func noSuggestionAndLinkText() throws {
        let set = try Support.load("a.css", Self.css)
        let rules = try Self.rules("""
            {"pairs": [{"foreground": "fg-default", "background": "zzzzzzzz-qqqq"},
                       {"foreground": "fg-muted", "background": "bg-default", "role": "link", "text": "body-txt"}]}
            """)
        let unmatched = Pairing.unmatched(in: set, rules: rules)
        #expect(unmatched.map(\.isError) == [true, true])
        #expect(unmatched[0].missingNames.first?.suggestion == nil)
        #expect(!unmatched[0].message.contains("did you mean"))
        // The link rule selects pairs (link over the page), but its body text names no token.
        #expect(!unmatched[1].selectsNothing)
        #expect(unmatched[1].missingNames.map(\.field) == ["text"])
    }

    @Test("a pattern that matches nothing is a warning and says which side matched nothing")
    func patternMatchesNothing() throws {
        let set = try Support.load("a.css", Self.css)
        let rules = try Self.rules("""
            {"pairs": [{"foreground": "fg-*", "background": "surface-*"},
                       {"foreground": "icon-*", "background": "bg-*"},
                       {"foreground": "fg-*", "background": "bg-*"}]}
            """)
        let unmatched = Pairing.unmatched(in: set, rules: rules)
        #expect(unmatched.count == 2)
        #expect(unmatched.allSatisfy { !$0.isError && $0.selectsNothing })
        #expect(unmatched[0].message == "the pair rule fg-* on surface-* matched nothing: no token matches surface-*")
        #expect(unmatched[1].message == "the pair rule icon-* on bg-* matched nothing: no token matches icon-*")
    }

    @Test("file and token patterns are told apart")
    func patternKinds() {
        let exclusion = TokenExclusion(patterns: [
            "legacy/**", "*.json5", "./vendor/", "/abs/x.css", "Old.xcassets", "file:drafts",
            "fg.legacy.*", "Brand/Old*", "token:theme.css",
        ])
        #expect(exclusion.filePatterns == ["legacy/**", "*.json5", "./vendor/", "/abs/x.css", "Old.xcassets", "drafts"])
        #expect(exclusion.tokenPatterns == ["fg.legacy.*", "Brand/Old*", "theme.css"])
    }

    @Test("a file pattern matches the path's end at a folder boundary")
    func filePatternMatching() {
        let exclusion = TokenExclusion(patterns: ["legacy/*.css", "./vendor/", "/abs/only.css", "*.json5"])
        #expect(exclusion.filePattern(matching: "/work/app/legacy/old.css") == "legacy/*.css")
        #expect(exclusion.filePattern(matching: "/work/app/notlegacy/old.css") == nil)
        #expect(exclusion.filePattern(matching: "/work/vendor/a/b.json") == "./vendor/")
        #expect(exclusion.filePattern(matching: "/abs/only.css") == "/abs/only.css")
        #expect(exclusion.filePattern(matching: "/x/abs/only.css") == nil)
        #expect(exclusion.filePattern(matching: "t/a.json5") == "*.json5")
    }

    @Test("excluded files are not read and are listed; excluded tokens leave the set with their pattern")
    func exclusionApplies() throws {
        let dir = NSTemporaryDirectory() + "legible-exclude-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/legacy", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dir + "/a.css", contents: Data(Self.css.utf8))
        // Broken on purpose: reading it would be an error.
        _ = FileManager.default.createFile(atPath: dir + "/legacy/old.css", contents: Data(":root { --x: #12; ".utf8))
        var loader = TokenLoader()
        loader.exclusion = TokenExclusion(patterns: ["legacy/**", "fg-mu*"])
        let loaded = try loader.load(paths: [dir])
        #expect(loaded.excludedFiles == [dir + "/legacy/old.css"])
        let (set, excluded) = loader.exclusion.applied(to: loaded)
        #expect(excluded == ["fg-muted": "fg-mu*"])
        #expect(!set.tokens.contains { $0.name == "fg-muted" })
        // In both appearances (dark inherits it).
        #expect(set.tokens.count == loaded.tokens.count - loaded.tokens.count { $0.name == "fg-muted" })
        #expect(loaded.tokens.count { $0.name == "fg-muted" } == 2)
    }
}
