import Dispatch
import Foundation
import Testing
@testable import LegibleCommandLine

/// The second new-user pass of session 13: `--all-pairs --summary` passed over a value that
/// could not be computed, which the full report stops on; a FIFO in a token folder hung `check`.
@Suite("fresh-user findings (session 13, second pass)")
struct FreshUserSession13LateTests {
    @Test("an uncomputable value stops --all-pairs with and without --summary", arguments: [false, true])
    func allPairsSummaryStopsOnAWrongValue(summary: Bool) throws {
        let css = ":root {\n  --bg: #fff;\n  --fg: #000;\n  --brand: var(--missing);\n}\n"
        let dir = try BadInputCommandLineTests.scratch(["ap.css": Array(css.utf8)])
        let run = runCLI(["check", "ap.css", "--all-pairs", "--no-config"] + (summary ? ["--summary"] : []),
                         currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput) \(run.standardError)")
        #expect(run.standardError.contains("ap.css:4:"), "\(run.standardError)")
        // With --allow-skipped the value is listed and the other pairs are checked.
        let allowed = runCLI(["check", "ap.css", "--all-pairs", "--no-config", "--allow-skipped"]
                                + (summary ? ["--summary"] : []), currentDirectory: dir)
        #expect(allowed.status == 0, "\(allowed.standardOutput) \(allowed.standardError)")
    }

    @Test("a FIFO in a token folder is refused, not read")
    func fifoInFolderIsRefused() throws {
        let css = ":root {\n  --text: #999;\n  --background: #fff;\n}\n"
        let dir = try BadInputCommandLineTests.scratch()
        try FileManager.default.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dir + "/tokens/a.css", contents: Data(css.utf8))
        try #require(mkfifo(dir + "/tokens/f.json", 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var run: CLIRun?
        DispatchQueue.global().async {
            run = runCLI(["check", "tokens", "--no-config"], currentDirectory: dir)
            done.signal()
        }
        let returned = done.wait(timeout: .now() + 30) == .success
        if !returned {
            // Let the blocked open finish so the worker can end: a writer opens and closes the FIFO.
            let writer = open(dir + "/tokens/f.json", O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        #expect(returned, "check blocked on a FIFO in its folder")
        let result = try #require(run)
        #expect(result.status == 2, "\(result.standardOutput) \(result.standardError)")
        #expect(result.standardError.contains("f.json"), "\(result.standardError)")
        #expect(result.standardError.contains("is a pipe (FIFO), not a regular file"), "\(result.standardError)")
    }
}

@Suite("byte order marks in CSS (session 13, second pass)")
struct CSSByteOrderMarkColumnTests {
    @Test("a CSS error on the first line has the same column with and without a UTF-8 BOM")
    func columnIgnoresTheBOM() throws {
        let css = ":root { --text: #GGG; --background: #fff; }\n"
        let dir = try BadInputCommandLineTests.scratch([
            "plain.css": Array(css.utf8), "bom.css": [0xEF, 0xBB, 0xBF] + Array(css.utf8),
        ])
        let plain = runCLI(["check", "plain.css", "--no-config"], currentDirectory: dir)
        let marked = runCLI(["check", "bom.css", "--no-config"], currentDirectory: dir)
        #expect(plain.status == 2 && marked.status == 2, "\(plain.standardError) \(marked.standardError)")
        let location = try #require(plain.standardError.firstMatch(of: /plain\.css:(\d+):(\d+)/))
        #expect(marked.standardError.contains("bom.css:\(location.1):\(location.2)"),
                "\(plain.standardError) | \(marked.standardError)")
    }
}

@Suite("non-string values under color names in plain JSON (session 13, second pass)")
struct PlainJSONNonStringColorTests {
    @Test("a number, boolean, null or array under a paired color name stops the run",
          arguments: ["12", "null", "true", "[\"#000\"]"])
    func pairedNonStringStops(value: String) throws {
        let json = "{\"background\": \"#fff\", \"foreground\": \"#000\", \"card\": \"#fff\", \"card-foreground\": \(value)}\n"
        let dir = try BadInputCommandLineTests.scratch(["palette.json": Array(json.utf8)])
        let run = runCLI(["check", "palette.json", "--no-config"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput) \(run.standardError)")
        #expect(run.standardError.contains("card-foreground"), "\(run.standardError)")
        let allowed = runCLI(["check", "palette.json", "--no-config", "--allow-skipped"], currentDirectory: dir)
        #expect(allowed.status == 0, "\(allowed.standardOutput) \(allowed.standardError)")
        #expect(allowed.standardOutput.contains("card-foreground"), "\(allowed.standardOutput)")
    }

    @Test("numbers under other names are metadata, not colors")
    func metadataIsLeftOut() throws {
        let json = "{\"version\": 2, \"background-opacity\": 0.5, \"background\": \"#fff\", \"foreground\": \"#000\"}\n"
        let dir = try BadInputCommandLineTests.scratch(["palette.json": Array(json.utf8)])
        let run = runCLI(["check", "palette.json", "--no-config"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardOutput) \(run.standardError)")
        #expect(!run.standardOutput.contains("version"), "\(run.standardOutput)")
    }
}
