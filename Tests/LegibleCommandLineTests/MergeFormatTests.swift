import Foundation
import Testing
import LegibleReports
@testable import LegibleCommandLine

/// `legible merge --format text|json`: JSON (the merged report) stays the default; text is a
/// table of the images and the summary line; an input error is also a JSON object on standard
/// output when the output is JSON.
@Suite("merge formats") struct MergeFormatTests {
    @Test("--format text lists each image with its scale, runs and failing runs, then the summary")
    func textTable() throws {
        let dir = try MergeDuplicateTests.folder()
        let run = runCLI(["merge", "s1.json", "--format", "text"], currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Image        Scale        Runs  Failing  Note", "\(run.standardOutput)")
        #expect(lines.contains("shots/a.png  2x (option)  3     1"), "\(run.standardOutput)")
        #expect(lines.contains("shots/b.png  2x (option)  2     0"), "\(run.standardOutput)")
        #expect(lines.last == "2 images, 5 text runs, 1 failing at AA, 0 unreadable.", "\(run.standardOutput)")
        // The default is still the JSON report, byte for byte what --format json writes.
        let json = runCLI(["merge", "s1.json", "--format", "json"], currentDirectory: dir)
        #expect(runCLI(["merge", "s1.json"], currentDirectory: dir).standardOutput == json.standardOutput)
        #expect(json.standardOutput.hasPrefix("{"))
    }

    @Test("an unreadable report leaves standard output empty in either format (no file a later step could read)")
    func errorLeavesOutputEmpty() throws {
        let dir = try MergeDuplicateTests.folder()
        try #"{"images": 3}"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        for format in ["json", "text"] {
            let run = runCLI(["merge", "bad.json", "--format", format], currentDirectory: dir)
            #expect(run.status == 2 && run.standardOutput.isEmpty, "\(run.standardOutput)")
            #expect(run.standardError.hasPrefix("error: bad.json:1:12: "), "\(run.standardError)")
        }
    }
}
