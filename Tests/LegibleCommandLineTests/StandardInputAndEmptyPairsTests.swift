import Foundation
import Testing
@testable import LegibleCommandLine

/// Session 14 hardening: `check -` and `scan -` looked `-` up as a file (`-: no such file or
/// directory`), and an inline `"pairs": []` in legible.json was passed over for pairs guessed
/// by name, so the run checked other pairs than the configuration says.
@Suite("standard input and an empty inline pairs list") struct StandardInputAndEmptyPairsTests {
    static let tokens = ##"{"fg": {"$type": "color", "$value": "#777777"}, "bg": {"$type": "color", "$value": "#ffffff"}}"##

    @Test("check - and scan - are usage errors saying standard input is not supported")
    func dashIsAUsageError() throws {
        let dir = try BadInputCommandLineTests.scratch()
        for (command, what) in [("check", "save the tokens to a file"), ("scan", "save the screenshot to a PNG file")] {
            let run = runCLI([command, "-"], currentDirectory: dir)
            #expect(run.status == 2, "\(command): \(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(command): \(run.standardOutput)")
            #expect(run.standardError == "error: '-' (standard input) is not supported as an input; \(what)"
                + (command == "check" ? " and name it, such as tokens.json" : " and name it")
                + " (a file named '-' is './-')\nSee 'legible \(command) --help'.\n", "\(run.standardError)")
        }
    }

    @Test("a token file named '-' is still read as ./-")
    func fileNamedDash() throws {
        let pairs = #"{"pairs": [{"foreground": "fg", "background": "bg", "role": "text"}]}"#
        let dir = try BadInputCommandLineTests.scratch(["-": Array(Self.tokens.utf8), "pairs.json": Array(pairs.utf8)])
        let run = runCLI(["check", "--pairs", "pairs.json", "./-"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 pair checked, 1 failed."), "\(run.standardOutput)")
    }

    @Test("an inline \"pairs\": [] in legible.json is an input error at the value, not a run of guessed pairs")
    func emptyInlinePairs() throws {
        let config = #"{"inputs": ["tokens.json"], "pairs": []}"#
        let dir = try BadInputCommandLineTests.scratch(["tokens.json": Array(Self.tokens.utf8), "legible.json": Array(config.utf8)])
        let run = runCLI(["check"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("error: legible.json:1:38: \"pairs\" is empty: nothing would be checked; "
            + "expected pair objects such as {\"foreground\": \"text\", \"background\": \"surface\"}, a pairs file's path, "
            + "or no \"pairs\" at all to pair the tokens by their names\n"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("PASS") && !run.standardOutput.contains("FAIL"), "\(run.standardOutput)")
        // The file is read whole before --pairs replaces its pairs: an error in it stops the run,
        // as any other does.
        let pairs = #"{"pairs": [{"foreground": "fg", "background": "bg", "role": "text"}]}"#
        try pairs.write(toFile: dir + "/pairs.json", atomically: true, encoding: .utf8)
        let replaced = runCLI(["check", "--config", "legible.json", "--pairs", "pairs.json"], currentDirectory: dir)
        #expect(replaced.status == 2, "\(replaced.standardError)")
        #expect(replaced.standardError.contains("\"pairs\" is empty"), "\(replaced.standardError)")
    }
}
