import Foundation
import LegibleCore
import Testing
@testable import LegibleTokens

/// The DTCG Resolver Module 2025.10 (`*.resolver.json`): sets, modifiers, resolution order,
/// set files, appearance names and the no-duplicate-rows flags. Every document here is written
/// for these tests.
@Suite struct ResolverTests {
    static let resolver = """
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"$ref": "sets/base.json"}]}},
     "modifiers": {
       "theme": {"contexts": {"light": [{"$ref": "sets/light.json"}], "dark": [{"$ref": "sets/dark.json"}]},
                 "default": "light"},
       "contrast": {"contexts": {"standard": [], "high": [{"$ref": "sets/hc.json"}]}, "default": "standard"}
     },
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]}
    """
    static let base = ##"{"p": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}, "gray": {"$value": "#777777"}, "dim": {"$value": "#999999"}}}"##
    static let light = ##"{"c": {"$type": "color", "bg": {"$value": "{p.white}"}, "fg": {"$value": "{p.ink}"}, "muted": {"$value": "{p.gray}"}}}"##
    static let dark = ##"{"c": {"$type": "color", "bg": {"$value": "{p.ink}"}, "fg": {"$value": "{p.white}"}, "muted": {"$value": "{p.gray}"}}}"##
    static let hc = ##"{"c": {"muted": {"$type": "color", "$value": "{p.dim}"}}}"##

    static func load(_ resolver: String = resolver, extra: [TokenSource] = []) throws(TokenFileError) -> TokenSet {
        try TokenLoader().load(sources: [
            Support.source("t/theme.resolver.json", resolver),
            Support.source("t/sets/base.json", base),
            Support.source("t/sets/light.json", light),
            Support.source("t/sets/dark.json", dark),
            Support.source("t/sets/hc.json", hc),
        ] + extra)
    }

    @Test func everyCombinationIsAnAppearanceNamedAsAssetCatalogsNameTheirs() throws {
        let set = try Self.load()
        var appearances: [String] = []
        for token in set.tokens where !appearances.contains(token.appearance) { appearances.append(token.appearance) }
        #expect(appearances == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        #expect(set.token("c.bg", "dark")?.color.hex == "#111111")
        #expect(set.token("c.muted", "dark-high-contrast")?.color.hex == "#999999")
        #expect(set.token("c.muted", "light")?.color.hex == "#777777")
        // The set files are read through the resolver, not again as inputs of their own.
        #expect(set.tokens.count == 4 * 7)
    }

    @Test func sourceLocationsPointIntoTheSetFiles() throws {
        let set = try Self.load()
        let muted = try #require(set.token("c.muted", "light-high-contrast"))
        #expect(muted.location.file == "t/sets/hc.json")
        #expect(muted.location.line == 1)
        #expect(muted.location.column == 46)
        #expect(set.token("c.bg", "dark")?.location.file == "t/sets/dark.json")
    }

    @Test func aHighContrastCombinationComparesWithTheSameThemeAtTheDefaultContrast() throws {
        let set = try Self.load()
        // In light-high-contrast only c.muted (and its target p.dim, unchanged) resolve differently.
        let inherited = set.tokens.filter { $0.appearance == "light-high-contrast" && $0.inheritsValue }.map(\.name)
        #expect(inherited == ["p.white", "p.ink", "p.gray", "p.dim", "c.bg", "c.fg"])
        // The first modifier is always kept: dark is never compared with light.
        #expect(!set.tokens.contains { $0.appearance == "dark" && $0.inheritsValue })
        #expect(!set.tokens.contains { $0.appearance == "light" && $0.inheritsValue })
        let fg = try #require(set.token("c.fg", "dark-high-contrast"))
        let bg = try #require(set.token("c.bg", "dark-high-contrast"))
        let muted = try #require(set.token("c.muted", "dark-high-contrast"))
        #expect(!Pairing.isCheckedInOwnAppearance(foreground: fg, background: bg))
        #expect(Pairing.isCheckedInOwnAppearance(foreground: muted, background: bg))
    }

    @Test func inlineSetsAndModifiersWithCamelCaseContexts() throws {
        let text = """
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"a": {"$type": "color", "$value": "#000000"}}]},
          {"type": "modifier", "name": "theme", "default": "light", "contexts": {
            "light": [{"b": {"$type": "color", "$value": "#ffffff"}}],
            "darkHighContrast": [{"b": {"$type": "color", "$value": "#222222"}}]}}
        ]}
        """
        let set = try Support.load("i.resolver.json", text)
        #expect(set.tokens.map(\.appearance) == ["light", "light", "dark-high-contrast", "dark-high-contrast"])
        #expect(set.token("b", "dark-high-contrast")?.color.hex == "#222222")
        #expect(set.token("a")?.location.file == "i.resolver.json")
    }

    @Test func laterSourcesWinAndAliasesResolveAfterMerging() throws {
        let text = """
        {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [
          {"x": {"$type": "color", "$value": "{y}"}, "y": {"$type": "color", "$value": "#010101"}},
          {"y": {"$type": "color", "$value": "#020202"}}]}]}
        """
        let set = try Support.load("o.resolver.json", text)
        #expect(set.token("x")?.color.hex == "#020202")
    }

    @Test func aSetFileReadFromDiskRelativeToTheResolver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-resolver-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sets"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("theme.resolver.json", Self.resolver), ("sets/base.json", Self.base),
                             ("sets/light.json", Self.light), ("sets/dark.json", Self.dark), ("sets/hc.json", Self.hc)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let broken = Self.resolver.replacing("sets/hc.json", with: "sets/missing.json")
        try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.resolver.json"))
        let error = Support.error { _ = try TokenLoader().load(paths: [folder.path + "/broken.resolver.json"]) }
        #expect(error?.message == "set file \"sets/missing.json\" (\(folder.path)/sets/missing.json) cannot be read: "
                    + "no such file; expected a token file", "\(String(describing: error))")
        #expect(error?.location.line == 6)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("broken.resolver.json"))
        // The folder holds the set files too: they are read once, through the resolver.
        let set = try TokenLoader().load(paths: [folder.path])
        #expect(set.tokens.count == 4 * 7)
        #expect(set.token("c.muted", "dark-high-contrast")?.location.file == folder.path + "/sets/hc.json")
    }

    // MARK: - Errors

    @Test func aMissingSetFileNamesTheReferenceAndThePath() {
        let error = Support.error { _ = try TokenLoader().load(sources: [Support.source("t/theme.resolver.json", Self.resolver)]) }
        #expect(error?.location.file == "t/theme.resolver.json")
        #expect(error?.location.line == 2)
        #expect(error?.message.hasPrefix(#"set file "sets/base.json" (t/sets/base.json) cannot be read"#) == true,
                "\(String(describing: error))")
    }

    @Test func anUnknownDefaultNamesTheContexts() {
        let text = Self.resolver.replacing(#""default": "standard""#, with: #""default": "max""#)
        let error = Support.error { _ = try Self.load(text) }
        #expect(error?.message == "default of modifier 'contrast' is \"max\"; expected one of its contexts: standard, high")
        #expect(error?.location.line == 6)
    }

    @Test func anUnknownModifierInTheResolutionOrder() {
        let text = Self.resolver.replacing(##"{"$ref": "#/modifiers/contrast"}"##, with: ##"{"$ref": "#/modifiers/size"}"##)
        let error = Support.error { _ = try Self.load(text) }
        #expect(error?.message == "resolutionOrder $ref \"#/modifiers/size\": the document has no modifier 'size'; "
                    + "expected one of: theme, contrast")
    }

    @Test func aCycleOfSetReferencesNamesTheChain() {
        let text = """
        {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}},
         "resolutionOrder": [{"$ref": "#/sets/a"}]}
        """
        let error = Support.error { _ = try Support.load("c.resolver.json", text) }
        #expect(error?.message == "circular $ref: #/sets/a → #/sets/b → #/sets/a")
        #expect(error?.location.line == 1)
    }

    @Test func documentShapeErrors() {
        let cases: [(String, String)] = [
            (#"{"version": "2024", "resolutionOrder": []}"#, "resolver version is \"2024\"; expected \"2025.10\""),
            (#"{"resolutionOrder": []}"#, "resolver document has no \"version\"; expected \"version\": \"2025.10\""),
            (#"{"version": "2025.10", "resolutionOrder": [{"name": "x", "sources": []}]}"#,
             "inline resolutionOrder item has type missing; expected \"type\": \"set\" or \"modifier\""),
            (#"{"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "m", "contexts": {"a": []}}]}"#,
             "modifier 'm' has 1 context(s); expected at least 2 (one context is a set)"),
            (#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}, {"type": "set", "name": "s", "sources": []}]}"#,
             "'s' appears twice in resolutionOrder (first at line 1); expected each set and modifier once, and inline names unique"),
            (##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/resolutionOrder/0"}]}]}"##,
             "$ref \"#/resolutionOrder/0\" points into resolutionOrder; expected \"#/sets/NAME\" or a pointer to tokens (Resolver Module, \"Invalid pointers\")"),
            (#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "https://x.test/t.json"}]}]}"#,
             "$ref \"https://x.test/t.json\" is a remote URI; expected a file path relative to the resolver"),
            (#"{"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "m", "context": {"a": [], "b": []}}]}"#,
             "unknown key 'context' in inline modifier 'm'; did you mean 'contexts'? expected one of: type, name, description, "
                + "contexts, default, $extensions (Resolver Module 2025.10)"),
            (#"{"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "m", "default": "a"}]}"#,
             "modifier 'm' has no \"contexts\" object; expected \"contexts\": {\"NAME\": [sources…], …}"),
        ]
        for (text, message) in cases {
            let error = Support.error { _ = try Support.load("e.resolver.json", text) }
            #expect(error?.message == message, "\(text)")
            #expect(error?.location.file == "e.resolver.json")
        }
    }

    @Test func anUnresolvedAliasNamesTheCombination() {
        let broken = ##"{"c": {"muted": {"$type": "color", "$value": "{p.nothing}"}}}"##
        let error = Support.error {
            _ = try TokenLoader().load(sources: [
                Support.source("t/theme.resolver.json", Self.resolver), Support.source("t/sets/base.json", Self.base),
                Support.source("t/sets/light.json", Self.light), Support.source("t/sets/dark.json", Self.dark),
                Support.source("t/sets/hc.json", broken),
            ])
        }
        #expect(error?.location.file == "t/sets/hc.json")
        #expect(error?.message.hasSuffix("(in the appearance 'light-high-contrast' of t/theme.resolver.json)") == true,
                "\(String(describing: error))")
    }

    @Test func everyCombinationCountsTowardTheTokenCap() {
        // 4 + 3 declarations in light and dark, 4 + 3 + 1 in each high-contrast combination: 30.
        let error = Support.error {
            _ = try TokenLoader(maxTokens: 29).load(sources: [
                Support.source("t/theme.resolver.json", Self.resolver), Support.source("t/sets/base.json", Self.base),
                Support.source("t/sets/light.json", Self.light), Support.source("t/sets/dark.json", Self.dark),
                Support.source("t/sets/hc.json", Self.hc),
            ])
        }
        #expect(error?.message == "more than 29 tokens (30 read so far, counting every input); "
                    + "expected at most 29: split the inputs or raise --max-tokens")
        #expect(error?.location.file == "t/theme.resolver.json")
    }

    @Test func pathsAndPointers() {
        #expect(ResolverPaths.resolve("sets/a.json", relativeTo: "x/y/r.resolver.json") == "x/y/sets/a.json")
        #expect(ResolverPaths.resolve("../a.json", relativeTo: "x/y/r.json") == "x/a.json")
        #expect(ResolverPaths.resolve("./a.json", relativeTo: "r.json") == "a.json")
        #expect(ResolverPaths.pointerTokens("/sets/a~1b~0c") == ["sets", "a/b~c"])
    }
}
