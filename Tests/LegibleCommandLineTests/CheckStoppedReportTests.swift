import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible check` that stops on an input error (exit 2) still writes its report with the error
/// recorded, as `scan` does (a fresh user's finding: `-o` was left unwritten).
@Suite("check: the report of a run stopped by an input error") struct CheckStoppedReportTests {
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-stopped-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "{ not json".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func outputGetsTheErrorInEveryFormat() throws {
        let dir = try Self.folder()
        let run = runCLI(["check", "bad.json", "-o", "out/r.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: bad.json:1:3"), "\(run.standardError)")
        let data = try #require(FileManager.default.contents(atPath: dir + "/out/r.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["error"] as? String)?.hasPrefix("bad.json:1:3") == true, "\(object)")
        #expect((object["pairs"] as? [Any])?.isEmpty == true)
        let expected = [
            ("sarif", "\"executionSuccessful\": false"), ("junit", "<error type=\"input\""),
            ("github", "::error file=bad.json,line=1,col=3,title=Check stopped on an input error::bad.json:1:3"),
            ("markdown", "error: bad.json:1:3"), ("text", "error: bad.json:1:3"),
        ]
        for (format, text) in expected {
            let file = "r." + format
            let formatted = runCLI(["check", "bad.json", "-o", file, "--format", format], currentDirectory: dir)
            #expect(formatted.status == 2)
            let written = (try? String(contentsOfFile: dir + "/" + file, encoding: .utf8)) ?? ""
            #expect(written.contains(text), "\(format): \(written)")
            #expect(!written.contains("all pass"), "\(format)")
        }
        // Machine formats on standard output carry it too; text leaves it to standard error.
        let github = runCLI(["check", "bad.json", "--format", "github"], currentDirectory: dir)
        #expect(github.status == 2 && github.standardOutput.contains("::error file=bad.json,line=1,col=3"))
        #expect(runCLI(["check", "bad.json"], currentDirectory: dir).standardOutput.isEmpty)
    }

    @Test func anInputIsNeverReplacedByTheErrorReport() throws {
        let dir = try Self.folder()
        let run = runCLI(["check", "bad.json", "-o", "bad.json", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(try String(contentsOfFile: dir + "/bad.json", encoding: .utf8) == "{ not json")
        try FileManager.default.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        try "{ not json".write(toFile: dir + "/tokens/a.json", atomically: true, encoding: .utf8)
        _ = runCLI(["check", "tokens", "-o", "tokens/a.json", "--format", "json"], currentDirectory: dir)
        #expect(try String(contentsOfFile: dir + "/tokens/a.json", encoding: .utf8) == "{ not json")
    }
}
