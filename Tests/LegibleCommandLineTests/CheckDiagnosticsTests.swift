import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible check --diagnostics` and `--failures`: the lines the build plugin prints.
@Suite("check --diagnostics and --failures")
struct CheckDiagnosticsTests {
    /// --fg is #949494 on white: 3.03:1, fails AA text; --fg-strong #595959 passes (7.00:1).
    static let css = ":root {\n  --bg: #ffffff;\n  --fg: #949494;\n  --fg-strong: #595959;\n}\n"

    @Test func failuresAreErrorLinesAtTheTokenAndFailTheRun() throws {
        let dir = try CheckConfigurationTests.directory(["a.css": Self.css])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = runCLI(["check", "--no-config", "--diagnostics", "a.css"], currentDirectory: dir)
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.standardOutput)")
        #expect(errors.first?.hasPrefix("a.css:3:9: error: ") == true, "\(errors)")
        #expect(errors.first?.contains("3.03:1") == true)
        #expect(!run.standardOutput.contains("fg-strong on"))
    }

    @Test func failuresAsWarningsWarnAndPass() throws {
        let dir = try CheckConfigurationTests.directory(["a.css": Self.css])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = runCLI(["check", "--no-config", "--diagnostics", "--failures", "warning", "a.css"], currentDirectory: dir)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("a.css:3:9: warning: "))
        #expect(!run.standardOutput.contains(": error: "))
        // Without --diagnostics the report is the usual one, and the status still 0.
        let table = runCLI(["check", "--no-config", "--failures", "warning", "a.css"], currentDirectory: dir)
        #expect(table.status == 0)
        #expect(table.standardOutput.contains("FAIL"))
    }

    @Test func legibleJSONSetsTheSeverityAndRejectsOtherWords() throws {
        let dir = try CheckConfigurationTests.directory([
            "a.css": Self.css, "legible.json": #"{ "inputs": "a.css", "failures": "warning" }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let warned = runCLI(["check", "--diagnostics"], currentDirectory: dir)
        #expect(warned.status == 0)
        #expect(warned.standardOutput.contains("warning: "))
        // The command line wins over the file.
        #expect(runCLI(["check", "--failures", "error"], currentDirectory: dir).status == 1)
        try #"{ "inputs": "a.css", "failures": "fatal" }"#.write(toFile: dir + "/legible.json", atomically: true, encoding: .utf8)
        let bad = runCLI(["check"], currentDirectory: dir)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains(#"legible.json:1:34: "failures" must be "error" or "warning""#), "\(bad.standardError)")
    }

    @Test func diagnosticsWithAFormatIsAUsageError() throws {
        let dir = try CheckConfigurationTests.directory(["a.css": Self.css])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = runCLI(["check", "--no-config", "--diagnostics", "--format", "json", "a.css"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("--diagnostics"))
    }
}
