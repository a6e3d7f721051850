import LegibleCore
import Testing
@testable import LegibleTokens

/// What a new user found by trying the CLI from the README alone: misspelled DTCG properties
/// and resolver keys, and a resolver without `resolutionOrder`, were passed over in silence.
/// Every document here is written for these tests.
@Suite struct FreshUserTokenTests {
    static func load(_ files: [(String, String)]) throws(TokenFileError) -> TokenSet {
        try TokenLoader().load(sources: files.map { Support.source($0.0, $0.1) })
    }

    static func error(_ files: [(String, String)]) -> TokenFileError? {
        do {
            _ = try load(files)
            return nil
        } catch {
            return error
        }
    }

    @Test("a misspelled $value is an error at the key, with the nearest DTCG property")
    func misspelledValue() throws {
        let json = """
        {"color": {"$type": "color",
          "fg": {"$value": "#767676"},
          "bg": {"$vlaue": "#ffffff"}}}
        """
        let error = try #require(Self.error([("t.tokens.json", json)]))
        #expect(error.location.line == 3)
        #expect(error.location.column == 10)
        #expect(error.message.contains("unknown DTCG property '$vlaue' in 'color.bg', which has no $value and so reads as a group"), "\(error.message)")
        #expect(error.message.contains("did you mean '$value'?"))
    }

    @Test("misspelled token and group properties, and unknown ones, are errors", arguments: [
        (##"{"a": {"$value": "#fff", "$tyep": "color"}}"##, "'$tyep' in the token 'a'; did you mean '$type'?"),
        (##"{"a": {"$value": "#fff", "$Description": "x"}}"##, "did you mean '$description'?"),
        (##"{"g": {"$extnesions": {}, "a": {"$value": "#fff"}}}"##, "'$extnesions' in the group 'g'; did you mean '$extensions'?"),
        (##"{"g": {"$colour": "x", "a": {"$value": "#fff"}}}"##, "'$colour' in the group 'g' ("),
        (##"{"$dscription": "x", "a": {"$value": "#fff"}}"##, "'$dscription' at the top level; did you mean '$description'?"),
    ])
    func otherProperties(json: String, expected: String) throws {
        let error = try #require(Self.error([("t.json", json)]))
        #expect(error.message.contains(expected), "\(error.message)")
    }

    @Test("the format's properties and the tool keys real files carry are accepted")
    func knownProperties() throws {
        let json = ##"""
        {"$schema": "https://example.invalid/schema.json", "$version": "1.0", "$description": "d",
         "base": {"$type": "color", "$description": "b", "$extensions": {"x": 1}, "$deprecated": false,
           "ink": {"$value": "#111111", "$type": "color", "$description": "i", "$extensions": {}, "$deprecated": "old"},
           "page": {"$root": {"$value": "#ffffff"}}},
         "alias": {"$extends": "{base}"}}
        """##
        let set = try Self.load([("t.json", json)])
        #expect(set.tokens.contains { $0.name == "base.ink" })
        #expect(set.tokens.contains { $0.name == "alias.ink" })
    }

    @Test("in a Style Dictionary or palette file, only a near miss of a DTCG property is an error")
    func nearMissOutsideDesignTokens() throws {
        let json = ##"{"color": {"fg": {"value": "#222222"}, "bg": {"$vlaue": "#ffffff"}}}"##
        let error = try #require(Self.error([("sd.json", json)]))
        #expect(error.message.contains("unknown property '$vlaue' in 'color.bg'; did you mean '$value'?"), "\(error.message)")
        #expect(error.location.column == 47)
        // Other `$` keys are not reserved there: `$schema`, a tool's `$id`.
        let set = try Self.load([("sd.json", ##"{"$id": "x", "color": {"$schema": "s", "fg": {"value": "#222222"}}}"##)])
        #expect(set.tokens.map(\.name) == ["color.fg"])
    }

    static let sets = [
        ("t/base.json", ##"{"c": {"$type": "color", "fg": {"$value": "#555555"}, "bg": {"$value": "#ffffff"}}}"##),
        ("t/hc.json", ##"{"c": {"fg": {"$type": "color", "$value": "#222222"}}}"##),
    ]

    @Test("a misspelled modifier key is an error naming the key the module defines")
    func misspelledDefault() throws {
        let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"contrast": {"contexts": {"standard": [], "high": [{"$ref": "hc.json"}]}, "defualt": "standard"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/contrast"}]}
        """
        let error = try #require(Self.error([("t/theme.resolver.json", resolver)] + Self.sets))
        #expect(error.location.line == 3)
        #expect(error.message.contains("unknown key 'defualt' in modifier 'contrast'; did you mean 'default'?"), "\(error.message)")
        // Spelled right, the same document reads, with the increased-contrast appearance.
        let fixed = resolver.replacingOccurrences(of: "defualt", with: "default")
        let set = try Self.load([("t/theme.resolver.json", fixed)] + Self.sets)
        #expect(Set(set.tokens.map(\.appearance)) == ["standard", "high-contrast"])
    }

    @Test("unknown keys in the document, a set and an inline modifier are errors", arguments: [
        (#"{"version": "2025.10", "resolutionorder": []}"#, "unknown key 'resolutionorder' in the resolver document; did you mean 'resolutionOrder'?"),
        (#"{"version": "2025.10", "sets": {"base": {"source": []}}, "resolutionOrder": []}"#, "unknown key 'source' in set 'base'; did you mean 'sources'?"),
        (#"{"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "m", "context": {}}]}"#, "unknown key 'context' in inline modifier 'm'; did you mean 'contexts'?"),
    ])
    func unknownResolverKeys(resolver: String, expected: String) throws {
        let error = try #require(Self.error([("t/x.resolver.json", resolver)]))
        #expect(error.message.contains(expected), "\(error.message)")
    }

    @Test("a resolver without resolutionOrder says so, by its name or by its shape")
    func missingResolutionOrder() throws {
        let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"contrast": {"contexts": {"standard": [], "high": [{"$ref": "hc.json"}]}, "default": "standard"}}}
        """
        for path in ["t/theme.resolver.json", "t/theme.json"] {
            let error = try #require(Self.error([(path, resolver)] + Self.sets))
            #expect(error.location.file == path)
            #expect(error.message.contains("resolver document has no \"resolutionOrder\""), "\(error.message)")
            #expect(error.message.contains("(it declares sets base and modifiers contrast)"))
        }
    }
}
