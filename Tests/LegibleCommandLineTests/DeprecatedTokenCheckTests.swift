import Foundation
import Testing

/// DTCG `$deprecated` tokens used in checked pairs are reported as notes in text and JSON.
@Suite struct DeprecatedTokenCheckTests {
    @Test func aDeprecatedTokenInAPairIsANoteInTextAndJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-deprecated-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = ##"""
        {"color": {"$type": "color",
          "fg": {"default": {"$value": "#111111", "$deprecated": "Use color.fg.strong"}, "strong": {"$value": "#000000"}},
          "bg": {"default": {"$value": "#ffffff"}},
          "unused": {"$value": "#ff0000", "$deprecated": true}}}
        """##
        try Data(text.utf8).write(to: folder.appendingPathComponent("t.tokens.json"))
        let run = runCLI(["check", "t.tokens.json"], currentDirectory: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"color.fg.default"#))
        #expect(run.standardOutput.contains(#"deprecated ($deprecated: "Use color.fg.strong") and used in 1 pair (light)"#),
                "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("color.unused"))
        let json = runCLI(["check", "t.tokens.json", "--format", "json"], currentDirectory: folder.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["name"] as? String == "color.fg.default")
        #expect((notes.first?["message"] as? String)?.hasPrefix("deprecated ($deprecated:") == true)
    }
}
