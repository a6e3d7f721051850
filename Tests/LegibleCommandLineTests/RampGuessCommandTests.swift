import Foundation
import Testing
import _LegibleTestSupport

/// `legible check` on a catalog holding only a color ramp and backgrounds (as Element's Compound
/// iOS export does): it checks a guess, says so in every format, and asks for a pairs file.
@Suite struct RampGuessCommandTests {
    static let catalog = Fixtures.url("tokens/ramp-catalog").path

    @Test func aRampAndBackgroundsCheckAsALabelledGuess() throws {
        let run = runCLI(["check", Self.catalog, "--format", "json"])
        // gray400 on bgSubtle fails in light (4.04:1) and dark (3.82:1): see PROVENANCE.md.
        #expect(run.status == 1, "\(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 8)
        let failing = pairs.filter { $0["status"] as? String == "fail" }.map {
            "\(($0["foreground"] as? [String: Any])?["name"] as? String ?? "") \(($0["background"] as? [String: Any])?["name"] as? String ?? "") \($0["appearance"] as? String ?? "")"
        }
        #expect(failing == ["gray400 bgSubtle light", "gray400 bgSubtle dark"])
        let automatic = try #require(object["automatic_pairing"] as? [String: Any])
        #expect(automatic["guessed_pairs"] as? Int == 8)
        let conventions = try #require(automatic["conventions"] as? [[String: Any]])
        #expect(conventions.map { $0["convention"] as? String } == ["ramp-steps"])
        #expect(conventions.first?["guess"] as? Bool == true)
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["kind"] as? String } == ["guessed-pairs"])
        let message = try #require(warnings.first?["message"] as? String)
        #expect(message.contains("gray400 … gray500 (2 steps)"))
        #expect(message.contains("bgCanvas, bgSubtle"))
        #expect(message.contains("4.5:1"))
        #expect(message.contains("pairs file"))
    }

    @Test func everyFormatSaysThePairsAreGuessed() {
        for format in ["text", "sarif", "junit", "github", "markdown"] {
            let run = runCLI(["check", Self.catalog, "--format", format])
            #expect(run.status == 1, "\(format): \(run.standardError)")
            // GitHub escapes "%" as "%25": the words around it are the same everywhere.
            #expect(run.standardOutput.contains("pairs are a guess: the 40 "), "\(format)")
            #expect(run.standardOutput.contains("of the steps at the text end of each color ramp"), "\(format)")
            #expect(run.standardOutput.contains("pairs file"), "\(format)")
        }
        #expect(runCLI(["check", Self.catalog, "--format", "github"]).standardOutput.contains("title=Pairs guessed"))
        #expect(runCLI(["check", Self.catalog]).standardOutput.contains("8 of them are GUESSED"))
    }

    @Test func aTextColorsetTurnsTheGuessOff() throws {
        let dir = NSTemporaryDirectory() + "legible-ramp-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: Self.catalog, toPath: dir)
        let text = dir + "/Ramp.xcassets/textPrimary.colorset"
        try FileManager.default.createDirectory(atPath: text, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0x11", "green": "0x11", "blue": "0x11"}}}], "info": {"author": "xcode", "version": 1}}"#
            .write(toFile: text + "/Contents.json", atomically: true, encoding: .utf8)
        let run = runCLI(["check", dir, "--format", "json"])
        #expect(!run.standardOutput.contains("ramp-steps"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("guessed-pairs"))
        #expect(!run.standardOutput.contains("\"gray400\""))
    }
}
