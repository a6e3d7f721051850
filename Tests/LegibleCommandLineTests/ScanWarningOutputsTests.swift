import Foundation
import LegibleImage
import Testing
@testable import LegibleCommandLine

/// Every output of `legible scan` carries the warnings of its image: the scale-conflict warning
/// (images of one size estimated at different scales) reaches `--output-dir` files and JSON
/// Lines, though it is known only once every image is scanned.
@Suite("scan warnings in every output") struct ScanWarningOutputsTests {
    /// A folder with `shots/small.png` and `shots/large.png`: two 900 x 1000 pages whose text is
    /// drawn 2 and 4 px per dot, so that their scales are estimated apart.
    static func folder() throws -> String {
        let dir = try ScanScaleCommandTests.folder()
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 2), toFile: dir + "/shots/small.png")
        try PNGEncoder.write(try FreshScanFixesTests.page(glyphScale: 4), toFile: dir + "/shots/large.png")
        return dir
    }

    /// The `warnings` of each image report in `lines` (one JSON object per line), by image.
    static func warnings(jsonLines lines: String) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for line in lines.split(separator: "\n") {
            let object = try ScanScaleCommandTests.json(String(line))
            found[try #require(object["image"] as? String)] = object["warnings"] as? [String]
        }
        return found
    }

    @Test("the scale-conflict warning is in --output-dir files and in JSON Lines, streamed or not")
    func scaleConflictInEveryOutput() throws {
        let dir = try Self.folder()
        let whole = try ScanScaleCommandTests.json(
            runCLI(["scan", "shots", "--format", "json"], currentDirectory: dir).standardOutput)
        let images = try #require(whole["images"] as? [[String: Any]])
        try #require(Set(images.compactMap { $0["scale"] as? Double }).count == 2, "\(images)")
        let conflict = "was estimated for the same 900 x 1000 px"
        for image in images {
            #expect((image["warnings"] as? [String] ?? []).contains { $0.contains(conflict) }, "\(image)")
        }
        let streamed = runCLI(["scan", "shots", "--format", "jsonl", "--jobs", "2"], currentDirectory: dir)
        let written = runCLI(["scan", "shots", "--format", "jsonl", "-o", "scan.jsonl", "--output-dir", "reports"],
                             currentDirectory: dir)
        #expect(written.status == streamed.status)
        for lines in [streamed.standardOutput, try String(contentsOfFile: dir + "/scan.jsonl", encoding: .utf8)] {
            let found = try Self.warnings(jsonLines: lines)
            #expect(found.count == 2, "\(lines)")
            for (image, warnings) in found {
                #expect(warnings.contains { $0.contains(conflict) }, "\(image): \(warnings)")
            }
        }
        for name in ["small", "large"] {
            let file = try ScanScaleCommandTests.json(
                try String(contentsOfFile: dir + "/reports/\(name).json", encoding: .utf8))
            #expect((file["warnings"] as? [String] ?? []).contains { $0.contains(conflict) }, "\(name): \(file)")
        }
    }
}
