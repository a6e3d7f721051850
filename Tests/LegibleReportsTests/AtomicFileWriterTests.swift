import Foundation
import Testing
@testable import LegibleReports

@Suite("Atomic file writer")
struct AtomicFileWriterTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "legible-atomic-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesAndReplaces() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        try AtomicFileWriter.write("first\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        try AtomicFileWriter.write("second, é\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second, é\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
    }

    @Test func symbolicLinksAreWrittenThrough() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: "real.json")
        try AtomicFileWriter.write("through\n", to: directory + "/link.json")
        #expect(try String(contentsOfFile: directory + "/real.json", encoding: .utf8) == "through\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/link.json")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test func devicesAreWrittenIntoNotReplaced() throws {
        // /dev/null takes the bytes and stays a device; /dev/full reports the full disk.
        try AtomicFileWriter.write("gone\n", to: "/dev/null")
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
        if FileManager.default.fileExists(atPath: "/dev/full") {
            #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("x", to: "/dev/full") }
            let full = try FileManager.default.attributesOfItem(atPath: "/dev/full")
            #expect(full[.type] as? FileAttributeType == .typeCharacterSpecial)
        }
    }

    @Test func missingDirectoryFailsAndCreatesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/missing/report.json"
        #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("x", to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func failedRenameLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The destination is a non-empty directory: the final rename fails after the data is written.
        let target = directory + "/report.json"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: target + "/keep", contents: Data("keep".utf8)))
        do {
            try AtomicFileWriter.write("new contents", to: target)
            Issue.record("writing over a directory should fail")
        } catch {
            #expect(error.path == target)
            #expect(error.description.hasPrefix("cannot write '\(target)': "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["keep"])
    }

    @Test func pathEndingInSlashIsRejected() {
        #expect(throws: FileWriteError(path: "/tmp/", reason: "the output path names a folder, not a file")) {
            try AtomicFileWriter.write("x", to: "/tmp/")
        }
    }
}
