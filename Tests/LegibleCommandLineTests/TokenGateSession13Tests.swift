import Foundation
import Testing
@testable import LegibleCommandLine
import _LegibleTestSupport

/// The token-file findings of session 13's break-it pass: a paired value that is no color (or a
/// `var()` nested too deep) vanished and the run passed; an unclosed `var(` was blamed on its
/// block; an empty pairs-file name and a UTF-16 file were named badly.
@Suite("token gate findings (session 13)")
struct TokenGateSession13Tests {
    private func check(_ files: [String: String], _ arguments: [String]) throws -> CLIRun {
        let dir = try BadInputCommandLineTests.scratch(files.mapValues { Array($0.utf8) })
        return runCLI(["check"] + arguments + ["--no-config"], currentDirectory: dir)
    }

    @Test("a paired CSS value that is no color stops the run naming its pair",
          arguments: ["blu", "whitee", "rgb 0 0 0", "12px", "inherit", "", "var(--missing,)", "var(--missing, 12px)"])
    func pairedNonColorCSSValueStops(value: String) throws {
        let css = ":root {\n  --card: #fff;\n  --card-foreground: \(value);\n  --fg: #000;\n  --bg: #fff;\n}\n"
        let run = try check(["v.css": css], ["v.css"])
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("v.css:3:22: 'card-foreground' is '\(value)', which could not be computed"),
                "\(run.standardError)")
        #expect(run.standardError.contains("it would be paired with 'card' in light, so the run cannot pass"))
    }

    @Test("a paired plain-JSON palette value that is no color stops the run; --allow-skipped lists it")
    func pairedNonColorPaletteValue() throws {
        let json = ##"{"card": "#fff", "card-foreground": "blu", "fg": "#000", "bg": "#fff"}"##
        let stopped = try check(["p.json": json], ["p.json"])
        #expect(stopped.status == 2, "\(stopped.standardOutput)")
        #expect(stopped.standardError.contains("'card-foreground' is 'blu', which could not be computed: invalid color 'blu'"),
                "\(stopped.standardError)")
        let allowed = try check(["p.json": json], ["p.json", "--allow-skipped"])
        #expect(allowed.status == 0, "\(allowed.standardError)")
        #expect(allowed.standardOutput.contains("1 pair checked, 1 value not computed (see Skipped)."), "\(allowed.standardOutput)")
        #expect(allowed.standardOutput.contains("card-foreground [light]: invalid color 'blu'"), "\(allowed.standardOutput)")
    }

    @Test("values of other types that no pair uses, or under names without a color word, stay out")
    func unpairedNonColorsStayOut() throws {
        // `text-xs` reads as text over `bg`, but a length under a name with no color word is a
        // font size (Tailwind's), not a mistaken color.
        let css = ":root {\n  --fg: #000;\n  --bg: #fff;\n  --radius: 4px;\n  --font-sans: Inter, sans-serif;\n"
            + "  --duration: 150ms;\n  --text-xs: 0.75rem;\n  --text-shadow-sm: 0 1px 1px #0002;\n}\n"
        let run = try check(["ok.css": css], ["ok.css"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 pair checked, all pass."), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("Skipped"))
    }

    @Test("a var() nested deeper than 32 levels is an error naming the limit; 32 levels are read")
    func deepVarFallback() throws {
        func value(_ depth: Int) -> String {
            String(repeating: "var(--x,", count: depth) + "#000" + String(repeating: ")", count: depth)
        }
        func css(_ depth: Int) -> String {
            ":root {\n  --card: #fff;\n  --card-foreground: \(value(depth));\n  --fg: #000;\n  --bg: #fff;\n}\n"
        }
        let deep = try check(["d.css": css(33)], ["d.css"])
        #expect(deep.status == 2, "\(deep.standardOutput)")
        #expect(deep.standardError.contains("var() nested more than 32 levels deep; Legible reads at most 32"),
                "\(deep.standardError)")
        let allowed = try check(["d.css": css(33)], ["d.css", "--allow-skipped"])
        #expect(allowed.standardOutput.contains("card-foreground [light]: var() nested more than 32 levels deep"),
                "\(allowed.standardOutput)\(allowed.standardError)")
        let read = try check(["d.css": css(32)], ["d.css"])
        #expect(read.status == 0, "\(read.standardError)")
        #expect(read.standardOutput.contains("2 pairs checked, all pass."), "\(read.standardOutput)")
    }

    @Test("an unclosed var( is named where it opens, not at its block")
    func unclosedVarParen() throws {
        let run = try check(["u.css": ":root {\n  --fg: var(--bg;\n  --bg: #fff;\n}\n"], ["u.css"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: u.css:2:9: 'var(' opened here is never closed; expected ')' before end of file"),
                "\(run.standardError)")
    }

    @Test("an empty name in a pairs file is called an empty string")
    func emptyPairsFileName() throws {
        let run = try check(["t.css": ":root { --fg: #000; --bg: #fff; }\n",
                             "p.json": #"{"pairs": [{"foreground": "", "background": "bg"}]}"#],
                            ["t.css", "--pairs", "p.json"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("\"foreground\" must be a non-empty string, found an empty string"),
                "\(run.standardError)")
    }

    @Test("a UTF-16 token file is named as UTF-16, with or without a byte order mark",
          arguments: ["le-bom.tokens.json", "be.tokens.json", "le-bom.css", "le.css"])
    func utf16TokenFile(name: String) throws {
        let text = name.hasSuffix(".css") ? ":root { --fg: #777; --bg: #fff; }\n"
            : ##"{"fg": {"$type": "color", "$value": "#777"}, "bg": {"$type": "color", "$value": "#fff"}}"##
        let bigEndian = name.hasPrefix("be")
        var bytes: [UInt8] = name.contains("bom") ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        let dir = try BadInputCommandLineTests.scratch([name: bytes])
        let run = runCLI(["check", name, "--no-config"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: \(name): is UTF-16; expected UTF-8: save the file as UTF-8"),
                "\(run.standardError)")
    }
}
