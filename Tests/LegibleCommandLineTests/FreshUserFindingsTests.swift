import Foundation
import Testing
@testable import LegibleCommandLine

/// Findings of session 14's fresh-user pass: values and files that passed a run without being checked.
@Suite("session 14 fresh-user findings") struct FreshUserFindingsTests {
    @Test("a DTCG color token whose $value is a number stops the run when it would be paired (exit 2)")
    func numberValueOfPairedColorToken() throws {
        let json = ##"{"color":{"$type":"color","fg":{"$value":123},"text":{"$value":"#000"},"bg":{"$value":"#fff"}}}"##
        let dir = try BadInputCommandLineTests.scratch(["t.json": Array(json.utf8)])
        let run = runCLI(["check", "t.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("'color.fg' is '123', which could not be computed: $type color but its $value "
            + "is a number"), "\(run.standardError)")
        let allowed = runCLI(["check", "t.json", "--allow-skipped"], currentDirectory: dir)
        #expect(allowed.status == 0, "\(allowed.standardOutput)")
        #expect(allowed.standardOutput.contains("color.fg"), "\(allowed.standardOutput)")
    }

    @Test("a $type or type that reads as a misspelt color is an error at it, naming color", arguments: [
        (##"{"a":{"$type":"colour","fg":{"$value":"#eee"},"bg":{"$value":"#fff"}}}"##, "unknown $type \"colour\""),
        (##"{"a":{"fg":{"$type":"colr","$value":"#eee"},"bg":{"$value":"#fff"}}}"##, "unknown $type \"colr\""),
        (##"{"a":{"fg":{"value":"#eee","type":"colour"},"bg":{"value":"#fff","type":"color"}}}"##, "unknown type \"colour\""),
    ])
    func misspeltColorType(json: String, message: String) throws {
        let dir = try BadInputCommandLineTests.scratch(["t.json": Array(json.utf8)])
        let run = runCLI(["check", "t.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains(message + ": did you mean \"color\"?"), "\(run.standardError)")
    }

    @Test("other types are still read as not colors")
    func otherTypes() throws {
        let json = ##"{"space":{"$type":"dimension","s":{"$value":"4px"}},"c":{"$type":"color","text":{"$value":"#777"},"bg":{"$value":"#fff"}}}"##
        let dir = try BadInputCommandLineTests.scratch(["t.json": Array(json.utf8)])
        #expect(runCLI(["check", "t.json"], currentDirectory: dir).status == 1)
    }

    @Test("ignore entries that ignore every pair leave nothing checked: exit 2, not a pass")
    func everythingIgnored() throws {
        let css = ":root { --fg: #7a7a7a; --bg: #ffffff; }\n"
        let config = #"{"inputs": ["p.css"], "ignore": [{"foreground": "*", "background": "*", "reason": "x"}]}"#
        let dir = try BadInputCommandLineTests.scratch(["p.css": Array(css.utf8), "legible.json": Array(config.utf8)])
        let run = runCLI(["check", "--format", "json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("error: nothing was checked: all 1 pair is ignored by the configuration's ignore entries"),
            "\(run.standardError)")
        // Recorded in the report too, as every input error is (JSON `error`, Markdown ❌).
        #expect(run.standardOutput.contains("\"error\": \"nothing was checked: all 1 pair is ignored"), "\(run.standardOutput)")
        let markdown = runCLI(["check", "--format", "markdown"], currentDirectory: dir)
        #expect(markdown.status == 2 && markdown.standardOutput.contains("❌"), "\(markdown.standardOutput)")
        // One pair left checked: the run is judged on it.
        let some = #"{"inputs": ["p.css"], "ignore": [{"foreground": "fg", "background": "none", "reason": "x"}]}"#
        try some.write(toFile: dir + "/legible.json", atomically: true, encoding: .utf8)
        #expect(runCLI(["check", "--format", "json"], currentDirectory: dir).status == 1)
    }

    @Test("one JSON file naming a token twice (nested and dotted) warns which value is checked; a CSS cascade does not")
    func sameFileDuplicate() throws {
        let json = ##"{"color":{"fg":{"$type":"color","$value":"#eee"}},"color.fg":{"$type":"color","$value":"#000"},"color.bg":{"$type":"color","$value":"#fff"}}"##
        let css = ":root { --fg: #eeeeee; --bg: #ffffff; }\n:root { --fg: #000000; }\n"
        let dir = try BadInputCommandLineTests.scratch(["t.json": Array(json.utf8), "c.css": Array(css.utf8)])
        let run = runCLI(["check", "t.json"], currentDirectory: dir)
        #expect(run.standardOutput.contains("warning: t.json:1:88: token 'color.fg' (light) is #eee in t.json:1 and #000 in "
            + "t.json:1; the later input overrides the earlier, so #000 is checked"), "\(run.standardOutput)")
        let cascade = runCLI(["check", "c.css"], currentDirectory: dir)
        #expect(cascade.status == 0 && !cascade.standardOutput.contains("overrides"), "\(cascade.standardOutput)")
    }

    @Test("a plain JSON {r, g, b} object is an invalid value, not a group whose numbers vanish")
    func channelObject() throws {
        let json = ##"{"fg":{"r":238,"g":238,"b":238},"bg":"#fff","text":"#000"}"##
        let dir = try BadInputCommandLineTests.scratch(["p.json": Array(json.utf8)])
        let run = runCLI(["check", "p.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("'fg' is '{r: 238, g: 238, b: 238}', which could not be computed: value is an "
            + "{r, g, b} object"), "\(run.standardError)")
        // Not every object of numbers: a group of sizes stays metadata.
        let sizes = ##"{"space":{"s":4,"m":8},"bg":"#fff","text":"#000"}"##
        try sizes.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        #expect(runCLI(["check", "s.json"], currentDirectory: dir).status == 0)
    }

    @Test("a folder scan notes the PNG images it skips for their names (shot.jpg, noext)")
    func misnamedPNGInFolder() throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]
        let dir = try BadInputCommandLineTests.scratch([
            "shot.jpg": signature, "noext": signature, "notes.txt": Array("hello".utf8),
        ])
        let run = runCLI(["scan", ".", "--scale", "2"], currentDirectory: dir)
        #expect(run.standardError.contains("note: './noext' is a PNG image not named .png; a folder is scanned for "
            + "*.png only, so it is not scanned"), "\(run.standardError)")
        #expect(run.standardError.contains("note: './shot.jpg' is a PNG image not named .png"), "\(run.standardError)")
        #expect(!run.standardError.contains("notes.txt"), "\(run.standardError)")
    }

    @Test("a colorset with two entries for one idiom and appearance is an input error naming both")
    func duplicateColorsetEntry() throws {
        let contents = """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}},
        {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.9","green":"0.9","blue":"0.9","alpha":"1"}}}],
        "info":{"author":"xcode","version":1}}
        """
        let dir = try BadInputCommandLineTests.scratch()
        let folder = dir + "/A.xcassets/Text.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try contents.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        let run = runCLI(["check", "A.xcassets"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("A.xcassets/Text.colorset/Contents.json:2:30: colorset has a second entry for "
            + "idiom universal, appearance any (the first is at 1:41)"), "\(run.standardError)")
    }

    @Test("colorset entries of one idiom for other slots (a locale, a subtype) are named in a warning, not dropped unseen")
    func otherSlotsWarn() throws {
        let contents = """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1"}}},
        {"idiom":"universal","locale":"ar","color":{"color-space":"srgb","components":{"red":"0.85","green":"0.85","blue":"0.85","alpha":"1"}}}],
        "info":{"author":"xcode","version":1}}
        """
        let dir = try BadInputCommandLineTests.scratch()
        let folder = dir + "/A.xcassets/Text.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try contents.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        let background = dir + "/A.xcassets/Background.colorset"
        try FileManager.default.createDirectory(atPath: background, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}]}"#
            .write(toFile: background + "/Contents.json", atomically: true, encoding: .utf8)
        let run = runCLI(["check", "A.xcassets"], currentDirectory: dir)
        #expect(run.standardOutput.contains("colorset 'Text' also has entries for other slots (locale=ar), which are not checked"),
            "\(run.standardOutput) \(run.standardError)")
    }
}
