import Foundation
import Testing
@testable import LegibleCommandLine

/// What a new user found by trying the CLI from the README alone: values that could not be
/// computed passed a run, the no-pairs error hid them, suggestions harmed other appearances or
/// overwrote aliases, and a few command-line details. Every file here is written for these tests.
@Suite("fresh user fixes") struct FreshUserCLITests {
    static func directory(_ files: [String: String]) throws -> String {
        try CheckConfigurationTests.directory(files)
    }

    @Test("a paired value that cannot be computed stops the run (exit 2) in every input format",
          arguments: [
            ("a.css", ":root {\n  --fg: #GGG;\n  --bg: #ffffff;\n  --text: #111111;\n}\n", "a.css:2:9: 'fg' is '#GGG'"),
            ("a.css", ":root {\n  --fg: var(--nope);\n  --bg: #ffffff;\n  --text: #111111;\n}\n", "a.css:2:9: 'fg' is 'var(--nope)'"),
            ("a.json", ##"{"fg": "rgb(1 2)", "bg": "#ffffff", "text": "#111111"}"##, "a.json:1:8: 'fg' is 'rgb(1 2)'"),
          ])
    func skippedValueInAPair(name: String, contents: String, expected: String) throws {
        let dir = try Self.directory([name: contents])
        for format in ["text", "json", "sarif", "junit", "github", "markdown"] {
            let run = runCLI(["check", name, "--no-config", "--format", format], currentDirectory: dir)
            #expect(run.status == 2, "\(format): \(run.standardOutput)")
            #expect(run.standardError.contains(expected), "\(run.standardError)")
            #expect(run.standardError.contains("it would be paired with 'bg' in light, so the run cannot pass"))
            #expect(run.standardError.contains("--allow-skipped"))
        }
        // --allow-skipped judges the other pairs and lists the value under Skipped.
        let allowed = runCLI(["check", name, "--no-config", "--allow-skipped"], currentDirectory: dir)
        #expect(allowed.standardOutput.contains("Skipped (1 value that could not be computed):"), "\(allowed.standardOutput)")
        #expect(allowed.status != 2, "\(allowed.standardError)")
    }

    @Test("a paired DTCG color token whose value is not a color stops the run (exit 2) naming its pair, in every format")
    func designTokenInvalidColor() throws {
        let json = ##"{"fg": {"$type": "color", "$value": "#7777777"}, "bg": {"$type": "color", "$value": "#ffffff"}}"##
        let dir = try Self.directory(["a.tokens.json": json])
        for format in ["text", "json", "sarif"] {
            let run = runCLI(["check", "a.tokens.json", "--no-config", "--format", format], currentDirectory: dir)
            #expect(run.status == 2)
            #expect(run.standardError.contains("a.tokens.json:1:37: 'fg' is '#7777777', which could not be computed: invalid color '#7777777'"), "\(run.standardError)")
            #expect(run.standardError.contains("it would be paired with 'bg'"), "\(run.standardError)")
        }
    }

    /// Found by a fresh user: an unpaired DTCG typo stopped the run, while the same value in CSS
    /// was listed under Skipped, as README says for every input format.
    @Test("an unpaired DTCG color token whose value is not a color is listed under Skipped, as in CSS")
    func unpairedDesignTokenInvalidColor() throws {
        let json = ##"{"text": {"$type": "color", "$value": "#222222"}, "background": {"$type": "color", "$value": "#ffffff"}, "brand": {"$type": "color", "$value": "#7777777"}}"##
        let dir = try Self.directory(["u.tokens.json": json])
        let run = runCLI(["check", "u.tokens.json", "--no-config"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 value not computed"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("brand [light]: invalid color '#7777777'"), "\(run.standardOutput)")
    }

    /// Xcode writes colorsets with no color (a new project's AccentColor), and Android values can
    /// name theme attributes: neither is a mistake in the file, so they never stop the run.
    @Test("a paired colorset with no color, or an Android theme attribute, is listed under Skipped without stopping the run")
    func declaredUncomputableValuesDoNotStop() throws {
        let colorset = ##"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"##
        let background = ##"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"##
        let text = ##"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.100","green":"0.100","blue":"0.100","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"##
        let dir = try Self.directory([
            "A.xcassets/Contents.json": ##"{"info":{"author":"xcode","version":1}}"##,
            "A.xcassets/Label.colorset/Contents.json": colorset,
            "A.xcassets/Text.colorset/Contents.json": text,
            "A.xcassets/Background.colorset/Contents.json": background,
        ])
        let catalog = runCLI(["check", "A.xcassets", "--no-config"], currentDirectory: dir)
        #expect(catalog.status == 0, "\(catalog.standardError)\(catalog.standardOutput)")
        #expect(catalog.standardOutput.contains("no color set"), "\(catalog.standardOutput)")
        #expect(!catalog.standardOutput.contains("all pass"), "\(catalog.standardOutput)")
        let xml = "<resources>\n  <color name=\"text_primary\">?attr/colorOnSurface</color>\n"
            + "  <color name=\"text_secondary\">#222222</color>\n  <color name=\"background\">#ffffff</color>\n</resources>\n"
        let android = try Self.directory(["res/values/colors.xml": xml])
        let run = runCLI(["check", "res/values/colors.xml", "--no-config"], currentDirectory: android)
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        #expect(run.standardOutput.contains("depends on the theme in use"), "\(run.standardOutput)")
    }

    @Test("a value no pair would use is listed under Skipped without stopping the run")
    func unpairedSkippedValue() throws {
        let dir = try Self.directory(["a.css": ":root { --fg: #111111; --bg: #ffffff; --spacing-color: #GGG; }\n"])
        let run = runCLI(["check", "a.css", "--no-config"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 value not computed (see Skipped)"))
    }

    @Test("the no-pairs error counts the skipped values and says why they were skipped")
    func noPairsNamesSkipped() throws {
        let dir = try Self.directory(["a.css": ":root { --brand: #GGG; --accent: #ff0000; --muted: #777777; }\n"])
        let run = runCLI(["check", "a.css", "--no-config"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("no pairs to check"), "\(run.standardError)")
        #expect(run.standardError.contains("Also, 1 value was skipped because it could not be computed"), "\(run.standardError)")
        #expect(run.standardError.contains("the first at a.css:1:18, 'brand' = '#GGG'"), "\(run.standardError)")
    }

    /// Light: #8a8a8a on white fails (3.45:1). Light high contrast shares the foreground (it
    /// declares only its background, #111111) and passes (5.5:1). A foreground dark enough for
    /// white is too dark for #111111: no single value fixes the light pair without breaking the
    /// high-contrast one, so no suggestion is made.
    @Test("--suggest never proposes a value that breaks another appearance sharing it")
    func suggestionChecksSharedAppearances() throws {
        let css = ":root { --fg: #8a8a8a; --bg: #ffffff; }\n[data-theme=\"light-high-contrast\"] { --bg: #111111; }\n"
        let dir = try Self.directory(["a.css": css])
        let run = runCLI(["check", "a.css", "--no-config", "--suggest", "--format", "json"], currentDirectory: dir)
        let json = try CheckConfigurationTests.json(run)
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        let light = try #require(pairs.first { $0["appearance"] as? String == "light" })
        #expect(light["status"] as? String == "fail")
        #expect(light["suggestion"] == nil, "\(light)")
        // Not in silence: the report says why no suggestion was made.
        let withheld = try #require(light["suggestion_withheld"] as? String)
        #expect(withheld.hasPrefix("no suggestion: fg is shared with other pairs and appearances"), "\(withheld)")
        #expect(withheld.contains("fg on bg (light-high-contrast)"))
        let text = runCLI(["check", "a.css", "--no-config", "--suggest"], currentDirectory: dir)
        #expect(text.standardOutput.contains("fg on bg (light): no suggestion: fg is shared"), "\(text.standardOutput)")
        let contrast = try #require(pairs.first { $0["appearance"] as? String == "light-high-contrast" })
        #expect(contrast["status"] as? String == "pass")
        // Where only one appearance uses the value, the nearest passing foreground is suggested.
        let alone = try Self.directory(["a.css": ":root { --fg: #8a8a8a; --bg: #ffffff; }\n"])
        let single = try CheckConfigurationTests.json(
            runCLI(["check", "a.css", "--no-config", "--suggest", "--format", "json"], currentDirectory: alone))
        let only = try #require((single["pairs"] as? [[String: Any]])?.first)
        #expect(only["suggestion"] != nil)
    }

    @Test("--suggest writes no fix over an alias and points at the aliased token")
    func suggestionOverAlias() throws {
        let css = ":root {\n  --gray-5: #8a8a8a;\n  --fg: var(--gray-5);\n  --bg: #ffffff;\n}\n"
        let dir = try Self.directory(["a.css": css])
        let json = try CheckConfigurationTests.json(
            runCLI(["check", "a.css", "--no-config", "--suggest", "--format", "json"], currentDirectory: dir))
        let pair = try #require((json["pairs"] as? [[String: Any]])?.first)
        let suggestion = try #require(pair["suggestion"] as? [String: Any])
        let alias = try #require(suggestion["alias_of"] as? [String: Any])
        #expect(alias["name"] as? String == "gray-5")
        #expect((alias["location"] as? [String: Any])?["line"] as? Int == 2)
        let sarif = runCLI(["check", "a.css", "--no-config", "--suggest", "--format", "sarif"], currentDirectory: dir)
        #expect(!sarif.standardOutput.contains("\"fixes\""), "\(sarif.standardOutput)")
        #expect(sarif.standardOutput.contains("fg is an alias of gray-5 (a.css:2:13)"))
        let text = runCLI(["check", "a.css", "--no-config", "--suggest"], currentDirectory: dir)
        #expect(text.standardOutput.contains("fg is an alias of gray-5 (a.css:2:13): change gray-5 there"), "\(text.standardOutput)")
    }

    @Test("contrast --role link shows the link row only")
    func linkRole() {
        func rows(_ run: CLIRun) -> [String] {
            run.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("AA ") || $0.hasPrefix("AAA ") }
        }
        let link = rows(runCLI(["contrast", "#0000ee", "#333333", "--role", "link"]))
        #expect(link.count == 1, "\(link)")
        #expect(link.first?.contains("link") == true)
        #expect(rows(runCLI(["contrast", "#0000ee", "#333333"])).count == 5)
    }

    @Test("--size takes exponent notation as CSS writes it, under the same limits")
    func exponentSizes() {
        let hundred = runCLI(["contrast", "#777", "#fff", "--size", "1e2"])
        #expect(hundred.status != 2, "\(hundred.standardError)")
        #expect(hundred.standardOutput.contains(": 100 px at weight 400 is large text"), "\(hundred.standardOutput)")
        let decimal = runCLI(["contrast", "#777", "#fff", "--size", "2.4E1px"])
        #expect(decimal.standardOutput.contains(": 24 px at weight 400 is large text"), "\(decimal.standardOutput)")
        let large = runCLI(["contrast", "#777", "#fff", "--size", "1e308"])
        #expect(large.standardError.contains("is too large: expected at most 100000"))
        let over = runCLI(["contrast", "#777", "#fff", "--size", "2e5"])
        #expect(over.status == 2)
        #expect(over.standardError.contains("is too large: expected at most 100000"), "\(over.standardError)")
    }

    @Test("--appearance over plain colors prints no Appearance line")
    func appearanceOverPlainColors() {
        for command in ["suggest", "contrast"] {
            let run = runCLI([command, "#777", "white", "--appearance", "dark"])
            #expect(!run.standardOutput.contains("Appearance:"), "\(command): \(run.standardOutput)")
            let plain = runCLI([command, "#777", "white"])
            #expect(run.standardOutput == plain.standardOutput)
        }
    }
}
