import Foundation
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports
import _LegibleTestSupport

@Suite("SARIF output against the OASIS schema")
struct SARIFSchemaTests {
    static let tool = SARIFToolInfo(name: "legible", version: "0.1.0", informationURI: "https://example.org/legible")

    static func validator() throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try JSONReader().read(
            try Fixtures.bytes("schemas/sarif-schema-2.1.0.json"), path: "sarif-schema-2.1.0.json"))
    }

    static func errors(_ sarif: String) throws -> [String] {
        try validator().validate(try JSONReader().read(Array(sarif.utf8), path: "out.sarif"))
    }

    @Test func everyReportShapeValidates() throws {
        var suggested = CheckSamples.baselinedReport()
        suggested.addSuggestions()
        // A JSON string at the foreground's offset gives a fix.
        let source = Array("{\n  \"fg\": {\"$value\": \"#777777\"}\n}\n".utf8)
        suggested.results[1].pair.foreground.location = SourceLocation(file: CheckSamples.file, line: 2, column: 20, offset: 21)
        suggested.addSuggestionEdits { _ in source }
        #expect(suggested.results[1].suggestionEdit != nil)
        for report in [CheckSamples.report(), CheckSamples.report(method: .apca), CheckSamples.baselinedReport(), suggested,
                       CheckReport(pairs: [])] {
            let errors = try Self.errors(report.renderSARIF(tool: Self.tool))
            #expect(errors.isEmpty, "\(errors.prefix(5))")
            // With a source root: relative URIs with uriBaseId, and run.originalUriBaseIds.
            let rooted = report.renderSARIF(tool: Self.tool, sourceRoot: SARIFSourceRoot(absolutePath: "/my repo"))
            let rootedErrors = try Self.errors(rooted)
            #expect(rootedErrors.isEmpty, "\(rootedErrors.prefix(5))")
            #expect(rooted.contains("\"uri\": \"file:///my%20repo/\""))
        }
    }

    @Test func thePalettesValidate() throws {
        let palettes = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Palettes")
        for name in ["functional.tokens.json", "material3-baseline.css", "tailwind-v4.css", "apple-ios-system.css"] {
            let path = palettes.appendingPathComponent(name).path
            let tokens = try TokenLoader().load(paths: [path])
            let companions = PairsFile.companions(of: [path])
            let pairsFile = companions.isEmpty ? nil : PairsFile(rules: try companions.flatMap { try PairsFile.load(path: $0).rules })
            let pairs = Pairing.pairs(in: tokens, pairsFile: pairsFile, allPairs: false, defaultLevel: .aa)
            #expect(!pairs.isEmpty, "\(name)")
            var report = CheckReport(pairs: pairs)
            report.addSuggestions()
            report.addSuggestionEdits { Array(FileManager.default.contents(atPath: $0) ?? Data()) }
            let sarif = report.renderSARIF(tool: Self.tool)
            let errors = try Self.errors(sarif)
            #expect(errors.isEmpty, "\(name): \(errors.prefix(5))")
            let failing = report.results.count { $0.verdict == Verdict.fail }
            #expect(sarif.components(separatedBy: "\"ruleId\"").count - 1 == failing + report.regressionCount, "\(name)")
        }
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let good = CheckSamples.report().renderSARIF(tool: Self.tool)
        #expect(try Self.errors(good).isEmpty)
        let broken: [(String, String)] = [
            ("\"version\": \"2.1.0\"", "\"version\": \"2.0.0\""),
            ("\"level\": \"error\"", "\"level\": \"fatal\""),
            ("\"startLine\": 4,", "\"startLine\": 0,"),
            ("\"ruleIndex\": 0", "\"ruleIndex\": -2"),
            ("\"informationUri\": \"https://example.org/legible\"", "\"informationUri\": \"not a uri\""),
            ("\"columnKind\"", "\"columnKinds\""),
            ("\"executionSuccessful\": true", "\"executionSuccessful\": \"yes\""),
            ("\"uri\": \"tokens/my%20colors.json\"", "\"uri\": \"tokens/my colors.json\""),
        ]
        for (from, to) in broken {
            #expect(good.contains(from), "\(from)")
            let errors = try Self.errors(good.replacingOccurrences(of: from, with: to))
            #expect(!errors.isEmpty, "\(to) should be invalid")
        }
        let missingRuns = try Self.errors("{\"version\": \"2.1.0\"}")
        #expect(missingRuns.contains { $0.contains("\"runs\"") })
    }
}
