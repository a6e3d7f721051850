import Foundation
import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports
import _LegibleTestSupport

/// A pair rule whose pattern matched nothing is a warning in every format (issue 13).
@Suite("Check warnings in every format")
struct CheckWarningFormatTests {
    static let warning = CheckWarning(
        kind: .unmatchedPattern, location: SourceLocation(file: "app.pairs.json", line: 4, column: 5),
        message: "the pair rule icon.* on bg.* matched nothing: no token matches icon.*")

    static func report() -> CheckReport {
        var report = CheckReport(pairs: [CheckSamples.pairs[0]])
        report.warnings = [warning]
        return report
    }

    @Test("a warning never fails the run")
    func warningsDoNotFail() {
        #expect(!Self.report().hasFailures)
    }

    @Test func text() {
        let out = Self.report().renderText(style: TextStyle(usesColor: false))
        #expect(out.contains("\nWarnings (1; nothing was checked for them):\n  warning: app.pairs.json:4:5: the pair rule "
            + "icon.* on bg.* matched nothing: no token matches icon.*\n"), "\(out)")
        #expect(!CheckReport(pairs: [CheckSamples.pairs[0]]).renderText(style: TextStyle(usesColor: false)).contains("Warnings"))
    }

    @Test("JSON: warnings[] with kind, message and location, always present, counted in the summary")
    func json() throws {
        let root = try JSONReader().read(Array(Self.report().renderJSON().utf8), path: "r.json")
        let first = try #require(root["warnings"]?.elements?.first)
        #expect(first["kind"]?.string == "unmatched-pattern")
        #expect(first["message"]?.string == Self.warning.message)
        #expect(first["location"]?["file"]?.string == "app.pairs.json")
        #expect(first["location"]?["line"].map { if case .number(let n) = $0.kind { n == 4 } else { false } } == true)
        #expect(root["summary"]?["warnings"].map { if case .number(let n) = $0.kind { n == 1 } else { false } } == true)
        let none = try JSONReader().read(Array(CheckReport(pairs: [CheckSamples.pairs[0]]).renderJSON().utf8), path: "r.json")
        #expect(none["warnings"]?.elements?.isEmpty == true)
    }

    @Test("SARIF: a warning notification at the rule, valid against the OASIS schema")
    func sarif() throws {
        let sarif = Self.report().renderSARIF(tool: SARIFSchemaTests.tool)
        #expect(try SARIFSchemaTests.errors(sarif).isEmpty)
        let rooted = Self.report().renderSARIF(tool: SARIFSchemaTests.tool, sourceRoot: SARIFSourceRoot(absolutePath: "/repo"))
        #expect(try SARIFSchemaTests.errors(rooted).isEmpty)
        let root = try JSONReader().read(Array(sarif.utf8), path: "out.sarif")
        let notes = try #require(root["runs"]?.elements?.first?["invocations"]?.elements?.first?["toolExecutionNotifications"]?.elements)
        let note = try #require(notes.first { $0["descriptor"]?["id"]?.string == "unmatched-pattern" })
        #expect(note["level"]?.string == "warning")
        #expect(note["message"]?["text"]?.string == Self.warning.message + ".")
        #expect(note["locations"]?.elements?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.string == "app.pairs.json")
        // No result: a warning is not a failing pair.
        #expect(root["runs"]?.elements?.first?["results"]?.elements?.isEmpty == true)
    }

    @Test func github() {
        let out = Self.report().renderGitHubCommands()
        #expect(out.contains("::warning file=app.pairs.json,line=4,col=5,title=Pair rule matched nothing::the pair rule "
            + "icon.* on bg.* matched nothing: no token matches icon.*.\n"), "\(out)")
    }

    @Test func markdown() {
        let out = Self.report().renderMarkdown()
        #expect(out.contains("1 pair checked, all pass. 1 warning.**"), "\(out)")
        #expect(out.contains("- app.pairs.json:4:5: the pair rule icon.\\* on bg.\\* matched nothing: no token matches icon.\\*\n"))
    }

    @Test("JUnit: a skipped test case in a warnings suite, and the line in its system-err")
    func junit() {
        let out = Self.report().renderJUnit()
        #expect(out.contains("<testsuite name=\"warnings\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\">"), "\(out)")
        #expect(out.contains("<testcase classname=\"unmatched-pattern\" name=\"\(Self.warning.message)\" file=\"app.pairs.json\" line=\"4\">"))
        #expect(out.contains("<skipped message=\"warning: \(Self.warning.message)\"/>"))
        #expect(out.contains("<system-err>warning: app.pairs.json:4:5: \(Self.warning.message)</system-err>"))
    }

    /// An Xcode colorset with no color has no value: its skipped line says nothing about one,
    /// rather than `(value )`, in every format that quotes the value.
    @Test func skippedValueWithNoValueOmitsIt() {
        var report = CheckReport(pairs: [CheckSamples.pairs[0]])
        report.skipped = [SkippedToken(
            name: "AccentColor", appearance: "any", rawValue: "",
            location: SourceLocation(file: "Assets.xcassets/AccentColor.colorset/Contents.json", line: 0, column: 0),
            reason: "the colorset has no color", isInvalid: false)]
        let outputs = [report.renderDiagnostics(failures: .error), report.renderJUnit(),
                       report.renderSARIF(tool: SARIFToolInfo(name: "legible", version: "0.1.0")),
                       report.renderGitHubCommands()]
        for out in outputs {
            #expect(out.contains("the colorset has no color"), "\(out)")
            #expect(!out.contains("(value"), "\(out)")
        }
        var withValue = report
        withValue.skipped[0].rawValue = "#zz"
        #expect(withValue.renderDiagnostics(failures: .error).contains("the colorset has no color (value #zz)"))
    }
}

extension CheckWarningFormatTests {
    @Test("the heading fits each kind: an overridden token is not 'nothing was checked'")
    func headingFitsTheKinds() {
        func warning(_ kind: CheckWarning.Kind) -> CheckWarning { CheckWarning(kind: kind, location: nil, message: "m") }
        #expect(CheckWarning.heading([warning(.overriddenToken)]) == "a later input overrode a value")
        #expect(CheckWarning.heading([warning(.baselineWithoutRatio)]) == "whether they got worse was not checked")
        #expect(CheckWarning.heading([warning(.unusedExclude), warning(.unusedIgnore)]) == "an entry matched nothing")
        #expect(CheckWarning.heading([warning(.overriddenToken), warning(.unmatchedPattern), warning(.guessedPairs)])
            == "nothing was checked for them, the pairs were guessed, or a later input overrode a value")
        // Every kind has its phrase; only the kinds for unchecked things say "nothing was checked".
        let unchecked = CheckWarning.Kind.allCases.filter { $0.headingPhrase == "nothing was checked for them" }
        #expect(Set(unchecked) == [.unmatchedPattern, .unpairedForeground, .emptyInput])
    }
}
