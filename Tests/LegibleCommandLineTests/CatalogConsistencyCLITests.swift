import Foundation
import Testing
import _LegibleTestSupport
@testable import LegibleCommandLine

/// Fresh-user findings on `legible check` over asset catalogs, through the command line: a color
/// whose components are all written as the integers 0 and 1 is warned about in every format,
/// and a colorset with no `colors` array is skipped as an empty one is. Fixtures written here.
@Suite("check: catalog consistency findings") struct CatalogConsistencyCLITests {
    static func catalog() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-catalog-\(UUID().uuidString)"
        try CheckCatalogBaselineFlowTests.write([
            // "1" is 1/255 to Xcode: the text is #010000, near black, though red was likely meant.
            "A.xcassets/Text.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1.000"}}}]}"#,
            "A.xcassets/Background.colorset/Contents.json": CheckCatalogBaselineFlowTests.colorset("#ffffff"),
            "A.xcassets/Missing.colorset/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "A.xcassets/Empty.colorset/Contents.json": #"{"colors": [], "info": {"author": "xcode", "version": 1}}"#,
        ], in: dir)
        return dir
    }

    @Test("integer 0/1 components are a warning in every format, the value unchanged", arguments: [
        ("text", "A.xcassets/Text.colorset/Contents.json:1:"),
        ("json", "\"kind\": \"integer-components\""),
        ("sarif", "\"id\": \"integer-components\""),
        ("junit", "the components of &apos;Text&apos;"),
        ("github", "title=Components read as 8-bit::"),
        ("markdown", "are all written as the integer 0 or 1"),
    ])
    func integerComponents(format: String, expected: String) throws {
        let run = expectCLI(["check", "A.xcassets", "--format", format], in: try Self.catalog(), status: 0, output: expected)
        #expect(run.standardOutput.contains("#010000"), "\(format): the color checked is Xcode's reading")
    }

    @Test func aColorsetWithNoColorsArrayIsSkippedNotAnError() throws {
        let dir = try Self.catalog()
        let run = runCLI(["check", "A.xcassets", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        let json = try CheckCatalogBaselineFlowTests.json(run)
        let skipped = try #require(json["skipped"] as? [[String: Any]])
        let reasons = skipped.compactMap { $0["reason"] as? String }
        #expect(reasons.contains(#"no color set (its Contents.json has no "colors" array)"#), "\(reasons)")
        #expect(reasons.contains(#"no color set (its "colors" array is empty)"#), "\(reasons)")
    }
}

/// Finding 2 on the `check` side: a whole run that compares nothing exits 2 (as before), and an
/// input that holds no token beside inputs that do is a warning in every format.
@Suite("check: an input with nothing checked") struct CheckEmptyInputTests {
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-empty-input-\(UUID().uuidString)"
        try CheckCatalogBaselineFlowTests.write([
            "ok.tokens.json": ##"{"fg": {"$value": "#000000", "$type": "color"}, "bg": {"$value": "#ffffff", "$type": "color"}}"##,
            "empty.json": "{}",
        ], in: dir)
        return dir
    }

    @Test("an input holding no token beside one that does is a warning in every format", arguments: [
        ("text", "warning: empty.json: it holds no token, so nothing in it was checked"),
        ("json", "\"kind\": \"empty-input\""),
        ("sarif", "\"id\": \"empty-input\""),
        ("junit", "empty.json: it holds no token"),
        ("github", "::warning file=empty.json,title=Input holds no tokens::"),
        ("markdown", "empty.json"),
    ])
    func emptyBeside(format: String, expected: String) throws {
        expectCLI(["check", "ok.tokens.json", "empty.json", "--format", format], in: try Self.folder(), status: 0,
                  output: expected)
    }

    @Test func aRunThatComparesNothingExits2() throws {
        let dir = try Self.folder()
        let run = runCLI(["check", "empty.json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("empty.json: no pairs to check"), "\(run.standardError)")
    }

    /// An empty directory, an asset catalog without a colorset and a folder of `{}` beside real
    /// tokens all yield no color: each is the same warning, and the other inputs decide the run.
    @Test func everyInputThatYieldsNoColorIsAWarningBesideOthers() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(atPath: dir + "/nothing", withIntermediateDirectories: true)
        try CheckCatalogBaselineFlowTests.write([
            "Empty.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "braces/a.json": "{}",
            "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        ], in: dir)
        for (input, what) in [
            ("nothing", "it holds no token file"),
            ("Empty.xcassets", "it holds no colorset (only asset-catalog Contents.json files were read)"),
            ("App", "it holds no colorset"),
            ("braces", "none of the 1 files read under it holds a token"),
        ] {
            let run = runCLI(["check", "ok.tokens.json", input, "--format", "json"], currentDirectory: dir)
            #expect(run.status == 0, "\(input): \(run.standardError)")
            #expect(run.standardOutput.contains("\"kind\": \"empty-input\""), "\(input): \(run.standardOutput)")
            #expect(run.standardOutput.contains(what) && run.standardOutput.contains("so nothing in it was checked"),
                    "\(input): \(run.standardOutput)")
        }
        // Alone, each checks nothing at all: exit 2.
        for input in ["nothing", "Empty.xcassets", "braces"] {
            #expect(runCLI(["check", input], currentDirectory: dir).status == 2, "\(input)")
        }
        let both = runCLI(["check", "nothing", "Empty.xcassets"], currentDirectory: dir)
        #expect(both.status == 2, "\(both.standardOutput)")
    }
}
