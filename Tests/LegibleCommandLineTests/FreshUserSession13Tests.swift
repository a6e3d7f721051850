import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// What a new user's break-it pass found (session 13): a report `-o` that is a pipe, a CSS file
/// saved with a BOM, and a huge value quoted whole in the "could not be computed" error.
@Suite("fresh-user findings (session 13)")
struct FreshUserSession13Tests {
    @Test("a report output that is a pipe is not read to look for an image signature")
    func outputPipeIsNotSniffed() throws {
        let dir = try BadInputCommandLineTests.scratch()
        let fifo = dir + "/out.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        // Held open for reading and writing, the pipe never blocks; it holds a PNG signature, which
        // a guard that reads the output would take for an image and refuse.
        let descriptor = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(signature.withUnsafeBytes { write(descriptor, $0.baseAddress, 8) } == 8)
        #expect(throws: Never.self) {
            try OutputGuard.refuseReplacingImage(fifo, resolved: fifo, option: "--output", command: "check")
        }
    }

    @Test("a CSS file that starts with a UTF-8 BOM is read: its failing pair fails the run")
    func cssWithBOM() throws {
        let css = [0xEF, 0xBB, 0xBF] + Array(":root {\n  --text: #999;\n  --background: #fff;\n}\n".utf8)
        let dir = try BadInputCommandLineTests.scratch(["bom.css": css])
        let run = runCLI(["check", "bom.css", "--no-config"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 pair checked, 1 failed."), "\(run.standardOutput)")
    }

    @Test("a paired value that cannot be computed is quoted at most 80 characters in the error")
    func hugeUncomputableValueIsShortened() throws {
        let value = "rgb(" + String(repeating: "calc(", count: 2000) + "1" + String(repeating: ")", count: 2000) + " 0 0)"
        let css = ":root {\n  --fg: \(value);\n  --bg: #fff;\n}\n"
        let dir = try BadInputCommandLineTests.scratch(["deep.css": Array(css.utf8)])
        let run = runCLI(["check", "deep.css", "--no-config"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.count < 1000, "\(run.standardError.count) characters")
        #expect(run.standardError.contains("'fg' is 'rgb(calc(calc("))
        #expect(run.standardError.contains("…', which could not be computed"))
    }
}
