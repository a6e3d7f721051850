import Foundation
import Testing
import LegibleImage
@testable import LegibleCommandLine

/// Output paths of one character (`-o a`): Foundation on Linux traps in
/// `NSString.deletingLastPathComponent` on them, so the folder part is taken by
/// `OutputFolder.parent(of:)` (fresh-user finding: `scan -o a` and `check -o r` crashed).
@Suite("one-character output paths") struct OneCharacterPathTests {
    @Test("the folder part of a path, as deletingLastPathComponent gives it where it does not trap",
          arguments: [("a", ""), ("ab", ""), ("a/", ""), ("d/b", "d"), ("d//b", "d"), ("/a", "/"), ("/", "/"),
                      ("./a", "."), ("x/y/z.json", "x/y"), ("x/y/", "x")])
    func parent(path: String, expected: String) {
        #expect(OutputFolder.parent(of: path) == expected)
    }

    @Test("scan -o a and check -o r write their reports")
    func oneCharacterOutputs() throws {
        let dir = NSTemporaryDirectory() + "legible-onechar-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 2), toFile: dir + "/in.png")
        let scan = runCLI(["scan", "in.png", "--scale", "1", "--format", "json", "-o", "a"], currentDirectory: dir)
        #expect(scan.status != 2, "\(scan.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/a"))
        try ":root { --text: #767676; --surface: #ffffff; }\n".write(toFile: dir + "/t.css", atomically: true, encoding: .utf8)
        let check = runCLI(["check", "t.css", "--all-pairs", "-o", "r"], currentDirectory: dir)
        #expect(check.status != 2, "\(check.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/r"), "\(check.standardError)")
    }
}
