import Foundation
import LegibleReports
import Testing
@testable import LegibleCommandLine

/// Session 14 hardening: a file named with an escape sequence and a newline was printed raw by
/// the human and GitHub writers (scan's per-image line, warnings and summary, `error:` lines on
/// standard error, `info`'s Image line, check's diagnostics and Markdown), so a crafted name
/// colored the terminal or, after its newline, started a `::error::` workflow command in a CI log.
@Suite("control characters in file names") struct ControlCharacterPathTests {
    /// A name that colors a terminal red, then starts a workflow command on a line of its own.
    static let hostile = "x\u{1B}[31mRED\n::error::injected"

    /// A 1x1 white RGB PNG (no text: scan warns that nothing was checked).
    static let whitePNG: [UInt8] = Array(Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC")!)

    /// No escape character, no line that starts a workflow command from the name, and the name
    /// still reported (escaped).
    static func expectSafe(_ run: CLIRun, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let all = run.standardOutput + run.standardError
        #expect(!all.unicodeScalars.contains("\u{1B}"), "\(arguments): \(all)", sourceLocation: sourceLocation)
        #expect(!all.split(separator: "\n").contains { $0.hasPrefix("::error::injected") },
                "\(arguments): \(all)", sourceLocation: sourceLocation)
        #expect(all.contains("RED"), "\(arguments): the file is not named at all: \(all)", sourceLocation: sourceLocation)
    }

    @Test("scan escapes the path in text, Markdown and GitHub output and on standard error")
    func scan() throws {
        let dir = try BadInputCommandLineTests.scratch([
            Self.hostile + ".png": Self.whitePNG, Self.hostile + "-bad.png": Array("not a png".utf8),
        ])
        for format in ["text", "markdown", "github", "json", "junit", "sarif"] {
            let arguments = ["scan", "--scale", "1", "--format", format, Self.hostile + ".png", Self.hostile + "-bad.png"]
            let run = runCLI(arguments, currentDirectory: dir)
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            Self.expectSafe(run, arguments)
        }
        // The per-image line of the GitHub format is plain log text: escaped, on one line.
        let github = runCLI(["scan", "--scale", "1", "--format", "github", Self.hostile + ".png"], currentDirectory: dir)
        #expect(github.standardOutput.hasPrefix("x\\u{1B}[31mRED\\u{A}::error::injected.png: 1 x 1 px"), "\(github.standardOutput)")
        // JSON keeps the raw path (escaped as JSON requires).
        let json = runCLI(["scan", "--scale", "1", "--format", "json", Self.hostile + ".png"], currentDirectory: dir)
        #expect(json.standardOutput.contains(#""image": "x\u001b[31mRED\n::error::injected.png""#), "\(json.standardOutput)")
    }

    @Test("info escapes the path of its Image line and of its error")
    func info() throws {
        let dir = try BadInputCommandLineTests.scratch([
            Self.hostile + ".png": Self.whitePNG, Self.hostile + "-bad.png": Array("not a png".utf8),
        ])
        let good = runCLI(["info", Self.hostile + ".png"], currentDirectory: dir)
        #expect(good.status == 0, "\(good.standardError)")
        #expect(good.standardOutput.hasPrefix("Image        x\\u{1B}[31mRED\\u{A}::error::injected.png\n"), "\(good.standardOutput)")
        Self.expectSafe(good, ["info"])
        let bad = runCLI(["info", Self.hostile + "-bad.png"], currentDirectory: dir)
        #expect(bad.status == 2)
        Self.expectSafe(bad, ["info", "bad"])
        let json = runCLI(["info", "--format", "json", Self.hostile + ".png"], currentDirectory: dir)
        #expect(json.standardOutput.contains(#""image": "x\u001b[31mRED\n::error::injected.png""#), "\(json.standardOutput)")
    }

    @Test("check escapes the token file's path in every human and GitHub format, and in its input error")
    func check() throws {
        let tokens = ##"{"fg": {"$type": "color", "$value": "#777777"}, "bg": {"$type": "color", "$value": "#ffffff"}}"##
        let pairs = #"{"pairs": [{"foreground": "fg", "background": "bg", "role": "text"}]}"#
        let dir = try BadInputCommandLineTests.scratch([
            Self.hostile + ".json": Array(tokens.utf8), "pairs.json": Array(pairs.utf8),
            Self.hostile + "-bad.json": Array(##"{"fg": "#"##.utf8),
        ])
        for format in ["text", "markdown", "github", "json", "junit", "sarif"] {
            let arguments = ["check", "--pairs", "pairs.json", "--format", format, Self.hostile + ".json"]
            let run = runCLI(arguments, currentDirectory: dir)
            #expect(run.status == 1, "\(arguments): \(run.standardError)")
            Self.expectSafe(run, arguments)
        }
        let diagnostics = ["check", "--pairs", "pairs.json", "--diagnostics", Self.hostile + ".json"]
        let run = runCLI(diagnostics, currentDirectory: dir)
        Self.expectSafe(run, diagnostics)
        #expect(run.standardOutput.hasPrefix("x\\u{1B}[31mRED\\u{A}::error::injected.json:1:"), "\(run.standardOutput)")
        for format in ["text", "github", "markdown"] {
            let arguments = ["check", "--format", format, Self.hostile + "-bad.json"]
            let stopped = runCLI(arguments, currentDirectory: dir)
            #expect(stopped.status == 2, "\(arguments): \(stopped.standardError)")
            Self.expectSafe(stopped, arguments)
        }
    }

    @Test("a usage error quoting an argument escapes it")
    func usageError() {
        let run = runCLI(["contrast", "--level", "a\u{1B}[2J\n::error::injected"])
        #expect(run.status == 2)
        #expect(!run.standardError.unicodeScalars.contains("\u{1B}"), "\(run.standardError)")
        #expect(!run.standardError.split(separator: "\n").contains { $0.hasPrefix("::error::") }, "\(run.standardError)")
    }

    @Test("GitHub messages and Markdown cells escape control characters other than line breaks")
    func escapers() {
        #expect(GitHubCommand.escapeData("a\u{1B}[31m\u{7F}\u{9B}b\n%") == "a\\u{1B}[31m\\u{7F}\\u{9B}b%0A%25")
        #expect(GitHubCommand.escapeProperty("a\u{1B},b:c\r") == "a\\u{1B}%2Cb%3Ac%0D")
        #expect(MarkdownText.escape("a\u{1B}[31m\nb") == "a\\\\u{1B}\\[31m b")
    }
}
