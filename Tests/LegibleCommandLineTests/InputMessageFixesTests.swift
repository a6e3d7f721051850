import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// Messages a new user met (issue 13): a PNG given to check, numbers CSS cannot hold, huge values
/// quoted whole, and the link role's labels.
@Suite("input messages (issue 13)")
struct InputMessageFixesTests {
    @Test("a real PNG given to check says it is a PNG image and names legible scan, whatever its name",
          arguments: ["shot.png", "tokens.json", "theme.css", "noextension"])
    func pngGivenToCheck(name: String) throws {
        let png = try #require(FileManager.default.contents(atPath: BadInputCommandLineTests.suite + "/basn2c08.png"))
        let dir = try BadInputCommandLineTests.scratch([name: Array(png)])
        let run = runCLI(["check", name], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: \(name): is a PNG image, not a token file; use 'legible scan'"),
                "\(run.standardError)")
        #expect(!run.standardError.contains("unexpected"))
    }

    @Test("lab(1e400 0 0) names 1e400 as not finite; lab(150 0 0) clamps L to 100 at parse time")
    func labNotFinite() throws {
        let run = runCLI(["contrast", "lab(1e400 0 0)", "#fff"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("invalid color 'lab(1e400 0 0)': '1e400' is not a finite number"),
                "\(run.standardError)")
        let clamped = runCLI(["contrast", "lab(150 0 0)", "#000", "--format", "json"])
        let white = runCLI(["contrast", "lab(100 0 0)", "#000", "--format", "json"])
        #expect(clamped.status == 0)
        #expect(clamped.standardOutput == white.standardOutput)
    }

    @Test("an error quoting a huge value quotes at most 80 characters, with an ellipsis")
    func hugeValuesShortened() throws {
        let hex = "#" + String(repeating: "a", count: 5000)
        let color = runCLI(["contrast", hex, "#fff"])
        #expect(color.status == 2)
        let line = try #require(color.standardError.split(separator: "\n").first)
        #expect(line.count < 250, "\(line.count) characters")
        #expect(line.contains("'#" + String(repeating: "a", count: 78) + "…'"))
        let size = runCLI(["contrast", "#000", "#fff", "--size", String(repeating: "9", count: 5000)])
        #expect(size.status == 2)
        #expect(size.standardError.count < 300, "\(size.standardError)")
        #expect(size.standardError.contains("…"))
    }

    @Test("contrast --role link labels the two colors Link and Body text, not Background")
    func linkLabels() {
        let run = runCLI(["contrast", "#0000ee", "#333333", "--role", "link"])
        #expect(run.standardOutput.hasPrefix("Link        #0000ee\nBody text   #333333\n"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("Background"))
        let text = runCLI(["contrast", "#0000ee", "#333333"])
        #expect(text.standardOutput.hasPrefix("Foreground  #0000ee\nBackground  #333333\n"))
    }
}
