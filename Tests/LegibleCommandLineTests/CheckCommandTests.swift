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
        for message in [
            CheckCommand.noPairsMessage(tokenCount: 0, usedPairsFile: false),
            CheckCommand.noPairsMessage(tokenCount: 5, usedPairsFile: false),
            CheckCommand.noPairsMessage(tokenCount: 5, usedPairsFile: true),
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
