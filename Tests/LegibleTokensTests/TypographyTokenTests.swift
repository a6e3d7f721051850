import Foundation
import LegibleCore
import LegibleTokens
import Testing

@Suite("DTCG typography tokens in pair rules")
struct TypographyTokenTests {
    func write(_ text: String, name: String = "type.tokens.json") throws -> String {
        let dir = NSTemporaryDirectory() + "legible-type-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
        return dir + "/" + name
    }

    @Test func sizeAndWeightFromLiteralsAndAliases() throws {
        let path = try write(#"""
            {"type": {"$type": "typography",
              "footnote": {"$value": {"fontSize": {"value": 13, "unit": "px"}, "fontWeight": 400}},
              "title": {"$value": {"fontSize": "{size.title}", "fontWeight": "semi-bold"}}},
             "size": {"title": {"$type": "dimension", "$value": "18.5px"}}}
            """#)
        let tokens = try TypographyTokens.read(paths: [path])
        #expect(tokens["type.footnote"]?.size == FontSize(13, unit: .px))
        #expect(tokens["type.footnote"]?.weight == 400)
        #expect(tokens["type.title"]?.size == FontSize(185, over: 10, unit: .px))
        #expect(tokens["type.title"]?.weight == 600)
        #expect(tokens["size.title"] == nil, "a dimension is not a typography token")
    }

    @Test func pairRulesNameATypographyToken() throws {
        let pairs = try PairsFile(parsing: Array(#"""
            {"pairs": [{"foreground": "a", "background": "b", "typography": "{type.footnote}", "weight": 700}]}
            """#.utf8), path: "p.json")
        let token = TypographyToken(name: "type.footnote", size: .pixels(13), weight: 400,
                                    location: SourceLocation(file: "t.json", line: 1, column: 1))
        let rules = try PairsFile.resolvingTypography(pairs.rules, tokens: ["type.footnote": token])
        #expect(rules[0].textSize?.source == .size(.pixels(13)))
        #expect(rules[0].textSize?.weight == 700, "the rule's weight wins")
        #expect(rules[0].textSize?.token == "type.footnote")
        #expect(throws: TokenFileError.self) { try PairsFile.resolvingTypography(pairs.rules, tokens: [:]) }
    }

    @Test func badTypographyValuesAreLocatedErrors() throws {
        for value in [#"{"fontSize": "1rem"}"#, #"{"fontWeight": 400}"#, #"{"fontSize": "13px", "fontWeight": "huge"}"#,
                      #"{"fontSize": "{size.none}"}"#, #""13px""#] {
            let path = try write(#"{"t": {"$type": "typography", "$value": "# + value + "}}")
            #expect(throws: TokenFileError.self, "\(value)") { try TypographyTokens.read(paths: [path]) }
        }
    }
}
