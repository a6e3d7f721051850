import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// Wording a fresh user read: counts agree with their noun, and help pointers name the command.
@Suite("message wording") struct MessageWordingTests {
    @Test func oneSkippedValueIsSingular() {
        let path = Fixtures.url("tokens/xcode-new-project/Assets.xcassets").path
        let run = runCLI(["check", path])
        #expect(run.standardOutput.contains("Skipped (1 value that could not be computed):"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("1 values"))
    }

    /// A fresh user's `:root{--text-primary:#GGG; --text-secondary:#000; --bg:#fff}` printed
    /// "1 pair checked, all pass." over a value it never measured.
    @Test func aRunThatSkippedAValueNeverSaysAllPass() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("legible-skip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("inv.css")
        try ":root{--text-primary:#GGG; --text-secondary:#000; --bg:#fff}\n".write(to: file, atomically: true, encoding: .utf8)
        for format in ["text", "markdown"] {
            // --allow-skipped: without it the paired #GGG stops the run (FreshUserCLITests).
            let run = runCLI(["check", file.path, "--no-config", "--allow-skipped", "--format", format])
            let output = run.standardOutput + run.standardError
            #expect(!output.contains("all pass"), "\(format): \(output)")
            #expect(output.contains("1 value not computed (see Skipped)"), "\(format): \(output)")
        }
    }

    @Test func imageOutputErrorsPointAtTheCommandsHelp() throws {
        let dir = NSTemporaryDirectory() + "legible-wording-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let input = dir + "/in.png"
        try FileManager.default.copyItem(atPath: Fixtures.root.appendingPathComponent("conformance/pngsuite/basn2c08.png").path,
                                         toPath: input)
        for command in ["simulate", "convert"] {
            let same = runCLI([command, input, "-o", input])
            #expect(same.status == 2)
            #expect(same.standardError.hasSuffix("See 'legible \(command) --help'.\n"), "\(same.standardError)")
            let empty = runCLI([command, input, "-o", ""])
            #expect(empty.status == 2)
            #expect(empty.standardError.hasSuffix("See 'legible \(command) --help'.\n"), "\(empty.standardError)")
        }
    }
}
