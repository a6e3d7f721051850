import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible check` on two token files where the later overrides a token: the warning list's
/// heading says what happened, not "nothing was checked for them" (the token was checked, at
/// the later value).
@Suite("overridden-token warning heading") struct OverriddenTokenHeadingTests {
    @Test("text and Markdown headings say a later input overrode a value", arguments: ["text", "markdown"])
    func heading(format: String) throws {
        let dir = NSTemporaryDirectory() + "legible-override-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try """
            {"color": {"text": {"$type": "color", "$value": "#777777"}, "background": {"$type": "color", "$value": "#ffffff"}}}
            """.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try ##"{"color": {"text": {"$type": "color", "$value": "#000000"}}}"##
            .write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let run = runCLI(["check", "a.json", "b.json", "--format", format], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("token 'color.text' (light) is "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(format == "text" ? "Warnings (1; a later input overrode a value):"
            : "Warnings (a later input overrode a value):"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("nothing was checked for them"), "\(run.standardOutput)")
    }
}
