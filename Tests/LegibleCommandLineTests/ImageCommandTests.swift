import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// `info`, `convert` and `simulate IN.png` through the command line, on PngSuite files.
@Suite("image commands") struct ImageCommandTests {
    static let suite = Fixtures.root.appendingPathComponent("conformance/pngsuite").path

    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "legible-image-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func infoReportsTheDocumentedKeys() throws {
        let run = runCLI(["info", "basn3p04.png", "--format", "json"], currentDirectory: Self.suite)
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(object["width"] as? Int == 32)
        #expect(object["bit_depth"] as? Int == 4)
        #expect(object["color_type"] as? String == "palette")
        #expect(object["interlaced"] as? Bool == false)
        #expect(object["chunks"] as? [String] == ["IHDR", "gAMA", "sBIT", "PLTE", "IDAT", "IEND"])
        #expect(object["color_space"] as? String == "gamma")
        #expect(object["action"] as? String == "convert-gamma")
    }

    @Test func convertAndSimulateWriteImagesAndSayWhat() throws {
        let dir = try Self.scratch()
        let input = Self.suite + "/basn2c08.png"
        let convert = runCLI(["convert", input, "-o", dir + "/c.png", "--format", "json"])
        #expect(convert.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/c.png"))
        let simulate = runCLI(["simulate", input, "-o", dir + "/s.png", "--format", "json"])
        #expect(simulate.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(simulate.standardOutput.utf8)) as? [String: Any])
        #expect(object["width"] as? Int == 32 * 5)
        #expect(object["panels"] as? [String] == ["original", "protanopia", "deuteranopia", "tritanopia", "achromatopsia"])
        let info = runCLI(["info", dir + "/s.png", "--format", "json"])
        let written = try #require(try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any])
        #expect(written["width"] as? Int == 160)
        #expect(written["color_type"] as? String == "rgb")
    }

    @Test(arguments: ["xcrn0g04.png", "xhdn0g08.png", "xs1n0g01.png", "xd0n2c08.png"])
    func corruptFilesExitTwoAndLeaveNothing(name: String) throws {
        let dir = try Self.scratch()
        for command in ["convert", "simulate"] {
            let run = runCLI([command, Self.suite + "/" + name, "-o", dir + "/out.png"])
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("error: "))
            #expect(run.standardError.contains(name))
            #expect(run.standardError.split(separator: "\n").count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func directoriesEmptyFilesAndMissingFoldersExitTwo() throws {
        let dir = try Self.scratch()
        #expect(FileManager.default.createFile(atPath: dir + "/empty.png", contents: Data()))
        #expect(runCLI(["info", dir]).status == 2)
        #expect(runCLI(["info", dir + "/empty.png"]).status == 2)
        let run = runCLI(["convert", Self.suite + "/basn2c08.png", "-o", dir + "/missing/out.png"])
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
    }
}
