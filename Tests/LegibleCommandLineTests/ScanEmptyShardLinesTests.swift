import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible scan --format jsonl` on a shard that gets no image: one line, the run's report,
/// says that nothing was checked (to standard output and to `-o`), never an empty stream.
@Suite("scan: an empty shard in JSON Lines") struct ScanEmptyShardLinesTests {
    @Test("an empty shard writes one JSON line saying nothing was checked, to standard output and to -o")
    func emptyShardWritesOneLine() throws {
        let dir = try FreshScanFixesTests.iPhoneFolder()
        let streamed = runCLI(["scan", "shots/IMG_1234.PNG", "--shard", "2/2", "--format", "jsonl"], currentDirectory: dir)
        let written = runCLI(["scan", "shots/IMG_1234.PNG", "--shard", "2/2", "--format", "jsonl", "-o", "s2.jsonl"],
                             currentDirectory: dir)
        let file = try String(contentsOfFile: dir + "/s2.jsonl", encoding: .utf8)
        for (run, text) in [(streamed, streamed.standardOutput), (written, file)] {
            #expect(run.status == 2, "\(run.standardError)")
            #expect(run.standardError.contains("error: nothing was checked: there is no image"), "\(run.standardError)")
            let lines = text.split(separator: "\n")
            #expect(lines.count == 1 && text.hasSuffix("\n"), "\(text)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any], "\(text)")
            #expect((object["images"] as? [Any])?.isEmpty == true, "\(object)")
            #expect((object["warnings"] as? [String])?.first?.hasPrefix("nothing was checked: there is no image") == true,
                    "\(object)")
            #expect((object["summary"] as? [String: Int])?["images"] == 0, "\(object)")
        }
    }
}
