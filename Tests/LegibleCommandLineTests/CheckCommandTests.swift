import Foundation
@testable import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens
import Testing
@testable import LegibleCommandLine

@Suite("legible check")
struct CheckCommandTests {
    @Test func inputErrorsAreOneLineNamingTheFile() {
        let context = CommandContext(standardOutput: CapturedOutput(), standardError: CapturedOutput())
        let cycle = TokenFileError(
            location: SourceLocation(file: "tokens.json", line: 12, column: 7), message: "circular alias: a → b → a")
        #expect(CheckCommand.inputErrorLine(cycle, context: context) == "tokens.json:12:7: circular alias: a → b → a")
        let missing = TokenFileError(location: SourceLocation(file: "nope.json", line: 0, column: 0), message: "no such file")
        #expect(CheckCommand.inputErrorLine(missing, context: context) == "nope.json: no such file")
        let relative = CommandContext(
            standardOutput: CapturedOutput(), standardError: CapturedOutput(), currentDirectory: "/work/project")
        let nested = TokenFileError(
            location: SourceLocation(file: "/work/project/t/a.json", line: 3, column: 1), message: "bad color")
        #expect(CheckCommand.inputErrorLine(nested, context: relative) == "t/a.json:3:1: bad color")
    }

    @Test func noPairsIsAnErrorNamingBothOptions() {
        let check = ColorPairCheck(inputs: .files([]))
        for message in [
            check.noPairsMessage(tokenCount: 0, usedPairsFile: false),
            check.noPairsMessage(tokenCount: 5, usedPairsFile: false),
            check.noPairsMessage(tokenCount: 5, usedPairsFile: true),
        ] {
            #expect(message.contains("--pairs"))
            #expect(message.contains("--all-pairs"))
        }
    }

    @Test func runWithNoPairsExitsTwo() {
        // Whatever the loader finds in a file that does not exist, a run that checks nothing must not pass.
        let run = runCLI(["check", "/nonexistent/legible-test.json"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test func contextResolvesAndDisplaysRelativePaths() {
        let context = CommandContext(
            standardOutput: CapturedOutput(), standardError: CapturedOutput(), currentDirectory: "/a/b")
        #expect(context.resolve("x.json") == "/a/b/x.json")
        #expect(context.resolve("/abs.json") == "/abs.json")
        #expect(context.display("/a/b/x.json") == "x.json")
        #expect(context.display("/c/x.json") == "/c/x.json")
        let unset = CommandContext(standardOutput: CapturedOutput(), standardError: CapturedOutput())
        #expect(unset.resolve("x.json") == "x.json")
    }
}

@Suite("legible check output")
struct CheckOutputTests {
    static func token(_ name: String, _ hex: String, line: Int) -> ColorToken {
        ColorToken(
            name: name, color: (try? SRGBColor(parsing: hex)) ?? .black, rawValue: hex, appearance: "light",
            location: SourceLocation(file: "colors.json", line: line, column: 3))
    }

    static func report(failing: Bool) -> CheckReport {
        let background = token("bg", "#ffffff", line: 2)
        var pairs = [TokenPair(foreground: token("fg", "#000000", line: 1), background: background,
                               appearance: "light", role: .text, level: .aa)]
        if failing {
            pairs.append(TokenPair(foreground: token("fg.muted", "#999999", line: 3), background: background,
                                   appearance: "light", role: .text, level: .aa))
        }
        return CheckReport(pairs: pairs)
    }

    func emit(
        _ report: CheckReport, _ words: [String], isTerminal: Bool = false, environment: [String: String] = [:]
    ) throws -> CLIRun {
        guard case .run(let parsed) = try ArgumentParser.parse(["x"] + words, for: CheckCommand.spec) else {
            throw UsageError(.other("help"), command: nil)
        }
        let out = CapturedOutput()
        let err = CapturedOutput()
        let context = CommandContext(standardOutput: out, standardError: err, environment: environment, isTerminal: isTerminal)
        let status: Int32
        do {
            status = try CheckCommand.emit(report, arguments: parsed, context: context)
        } catch {
            guard case .input(let message) = error else { throw UsageError(.other("usage"), command: nil) }
            return CLIRun(status: 2, standardOutput: out.text, standardError: "error: " + message + "\n")
        }
        return CLIRun(status: status, standardOutput: out.text, standardError: err.text)
    }

    @Test func exitStatusFollowsFailures() throws {
        #expect(try emit(Self.report(failing: false), []).status == 0)
        let failing = try emit(Self.report(failing: true), [])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.hasSuffix("\n2 pairs checked, 1 failed.\n"))
        #expect(failing.standardOutput.contains("colors.json:3\n"))
    }

    @Test func swatchesOnlyOnATerminalWithoutNoColor() throws {
        let report = Self.report(failing: true)
        #expect(try emit(report, [], isTerminal: true).standardOutput.contains("\u{1B}[48;2;153;153;153m"))
        #expect(!(try emit(report, [], isTerminal: true, environment: ["NO_COLOR": "1"]).standardOutput.contains("\u{1B}")))
        #expect(!(try emit(report, []).standardOutput.contains("\u{1B}")))
        #expect(!(try emit(report, ["--format", "json"], isTerminal: true).standardOutput.contains("\u{1B}")))
    }

    @Test func jsonToStandardOutput() throws {
        let run = try emit(Self.report(failing: true), ["--format=json"])
        #expect(run.standardOutput.hasPrefix("{\n  \"method\": \"wcag\",\n  \"pairs\": [\n"))
        #expect(run.standardOutput.hasSuffix(
            "  \"skipped\": [],\n  \"warnings\": [],\n  \"summary\": {\n    \"checked\": 2,\n    \"failed\": 1,\n"
                + "    \"baselined\": 0,\n    \"regressions\": 0,\n    \"ignored\": 0,\n    \"skipped\": 0,\n    \"warnings\": 0\n  }\n}\n"))
    }

    @Test func outputFileIsWrittenAtomicallyAndPlain() throws {
        let directory = NSTemporaryDirectory() + "legible-check-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.txt"
        let run = try emit(Self.report(failing: true), ["-o", path], isTerminal: true)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "2 pairs checked, 1 failed.\n")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!written.contains("\u{1B}"))
        #expect(written.hasSuffix("2 pairs checked, 1 failed.\n"))
        // A missing folder is made, as scan does (issue 13).
        let made = try emit(Self.report(failing: true), ["--output", directory + "/missing/r.json"])
        #expect(made.status == 1)
        #expect(FileManager.default.fileExists(atPath: directory + "/missing/r.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["missing", "report.txt"])
    }
}
