import Foundation
import Testing
import _LegibleTestSupport
@testable import LegibleCommandLine

/// Asset catalogs as Xcode writes them, and the baseline flow of README ("Baselines") on a
/// catalog that changes between runs, through the command line.
@Suite("check: Xcode catalogs and the baseline flow") struct CheckCatalogBaselineFlowTests {
    /// A colorset as Xcode writes it: an "Any" entry, and optional Dark and Any-High-Contrast
    /// entries, each `#rrggbb`.
    static func colorset(_ any: String, dark: String? = nil, highContrast: String? = nil) -> String {
        func color(_ hex: String) -> String {
            let digits = Array(hex.dropFirst())
            let bytes = stride(from: 0, to: 6, by: 2).map { "\"0x" + String(digits[$0..<$0 + 2]) + "\"" }
            return #"{"color-space": "srgb", "components": {"alpha": "1.000", "red": \#(bytes[0]), "green": \#(bytes[1]), "blue": \#(bytes[2])}}"#
        }
        var entries = [#"{"idiom": "universal", "color": \#(color(any))}"#]
        if let dark {
            entries.append(#"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": \#(color(dark))}"#)
        }
        if let highContrast {
            entries.append(#"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": \#(color(highContrast))}"#)
        }
        return #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    static let reference = #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}], "info": {"author": "xcode", "version": 1}}"#

    static func write(_ files: [String: String], in dir: String) throws {
        for (name, contents) in files {
            let file = dir + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    static func catalog() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-flow-\(UUID().uuidString)"
        try write([
            "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Background.colorset/Contents.json": reference,
            "App/Assets.xcassets/TextPrimary.colorset/Contents.json": colorset("#111111", dark: "#eeeeee"),
            // 3.03:1 on white: fails AA text; 9.04:1 on black in dark.
            "App/Assets.xcassets/TextSecondary.colorset/Contents.json": colorset("#949494", dark: "#aaaaaa"),
            // 6.64:1 in light, 4.78:1 in light-high-contrast: a regression that passes; 3.16:1 on
            // black in dark: a failure; its High Contrast entry is "Any", so dark high contrast
            // takes it too: 4.39:1 on black, a second failure.
            "App/Assets.xcassets/TextAccent.colorset/Contents.json": colorset("#005bb5", highContrast: "#0070e0"),
        ], in: dir)
        return dir
    }

    static func json(_ run: CLIRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
    }

    static func summary(_ run: CLIRun) throws -> [String: Int] {
        try #require(try json(run)["summary"] as? [String: Int])
    }

    static let check = ["check", "App", "--baseline", "b.json", "--format", "json"]

    @Test func freshProjectCatalogChecksWithItsEmptyAccentColorSkipped() throws {
        let path = Fixtures.url("tokens/xcode-new-project/Assets.xcassets").path
        let run = runCLI(["check", path, "--format", "json"])
        // Checked: Tint over Background pairs by Apple's names, and systemBlue on white
        // (4.02:1) fails AA text.
        #expect(run.status == 1, "\(run.standardError)")
        let skipped = try #require(try Self.json(run)["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["name"] as? String } == ["AccentColor"])
        #expect(skipped.first?["reason"] as? String == "no color set")
        for format in ["text", "sarif", "junit", "github", "markdown"] {
            #expect(runCLI(["check", path, "--format", format]).standardOutput.contains("no color set"), "\(format)")
        }
    }

    @Test func aCatalogWithFewerThanTwoColorsSaysWhy() throws {
        let dir = NSTemporaryDirectory() + "legible-few-\(UUID().uuidString)"
        try Self.write([
            "A.xcassets/AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
            "A.xcassets/Brand.colorset/Contents.json": Self.colorset("#123456"),
        ], in: dir)
        let run = runCLI(["check", "A.xcassets"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("fewer than two usable colors in every appearance (2 colorsets read, 1 skipped (1 no color set))"),
                "\(run.standardError)")
    }

    @Test func unknownIdiomIsAUsageError() {
        let run = runCLI(["check", "x", "--idiom", "car"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--idiom") && run.standardError.contains("universal, iphone, ipad"))
    }

    @Test func controlAccentColorIsNotedInEveryFormat() throws {
        let dir = NSTemporaryDirectory() + "legible-accent-\(UUID().uuidString)"
        try Self.write([
            "M.xcassets/Background.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "windowBackgroundColor"}}]}"#,
            "M.xcassets/TextAccent.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"platform": "osx", "reference": "controlAccentColor"}}]}"#,
        ], in: dir)
        let json = try Self.json(runCLI(["check", "M.xcassets", "--format", "json"], currentDirectory: dir))
        let notes = try #require(json["notes"] as? [[String: Any]])
        let accent = notes.filter { ($0["message"] as? String)?.contains("controlAccentColor follows the user") == true }
        #expect(accent.count == 1 && accent.first?["name"] as? String == "TextAccent")
        // Neither macOS color has an increased-contrast value: each says its standard value is used.
        #expect(notes.filter { ($0["message"] as? String)?.contains("standard value is used in the high-contrast") == true }
            .compactMap { $0["name"] as? String }.sorted() == ["Background", "TextAccent"])
        for format in ["text", "sarif", "junit", "github", "markdown"] {
            let run = runCLI(["check", "M.xcassets", "--format", format], currentDirectory: dir)
            #expect(run.standardOutput.contains("controlAccentColor follows the user"), "\(format)")
            #expect(run.standardOutput.contains("windowBackgroundColor (macOS) has no increased-contrast value"), "\(format)")
        }
    }

    /// README's flow: record, add a failure, fix one, refresh; the exit status a team expects each time.
    @Test func baselineFlowOnAChangingCatalog() throws {
        let dir = try Self.catalog()
        // 0. Record the baseline: the three failures and the regression are accepted.
        #expect(runCLI(["check", "App"], currentDirectory: dir).status == 1)
        let record = runCLI(Self.check + ["--update-baseline"], currentDirectory: dir)
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardError.contains("wrote 3 failure(s), 1 regression(s) to the baseline b.json"))
        let unchanged = runCLI(Self.check, currentDirectory: dir)
        #expect(unchanged.status == 0, "\(unchanged.standardOutput)")
        #expect(try Self.summary(unchanged)["baselined"] == 4)

        // 1. Add a failure: the run fails on it alone.
        try Self.write(["App/Assets.xcassets/TextTertiary.colorset/Contents.json": Self.colorset("#aaaaaa")], in: dir)
        let added = runCLI(Self.check, currentDirectory: dir)
        #expect(added.status == 1)
        let pairs = try #require(try Self.json(added)["pairs"] as? [[String: Any]])
        let failing = pairs.filter { $0["status"] as? String == "fail" }
        #expect(failing.map { ($0["foreground"] as? [String: Any])?["name"] as? String } == ["TextTertiary"])

        // 2. Fix a baselined failure: reported as fixed in every format; the new one still fails.
        try Self.write(["App/Assets.xcassets/TextSecondary.colorset/Contents.json": Self.colorset("#595959", dark: "#aaaaaa")], in: dir)
        let fixedRun = runCLI(Self.check, currentDirectory: dir)
        #expect(fixedRun.status == 1)
        let fixed = try #require(try Self.json(fixedRun)["fixed"] as? [[String: Any]])
        #expect(fixed.map { $0["kind"] as? String } == ["failure"])
        #expect(try Self.summary(fixedRun)["fixed"] == 1)
        let sentence = "TextSecondary on Background (light, AA text): recorded as a failure, now passes."
        #expect(fixed.first?["message"] as? String == sentence)
        for format in ["text", "sarif", "junit", "github", "markdown"] {
            let run = runCLI(["check", "App", "--baseline", "b.json", "--format", format], currentDirectory: dir)
            #expect(run.standardOutput.contains(sentence), "\(format): \(run.standardOutput)")
        }

        // 3. Refresh: the existing baseline is rewritten, the fixed entry dropped, the new failure kept.
        let refresh = runCLI(Self.check + ["--update-baseline"], currentDirectory: dir)
        #expect(refresh.status == 0, "\(refresh.standardError)")
        #expect(refresh.standardError.contains("dropping 1 fixed entry"))
        let baseline = try String(contentsOfFile: dir + "/b.json", encoding: .utf8)
        #expect(baseline.contains("TextTertiary") && !baseline.contains("TextSecondary"))
        let after = runCLI(Self.check, currentDirectory: dir)
        #expect(after.status == 0)
        #expect((try Self.json(after)["fixed"] as? [Any])?.isEmpty == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// A baselined regression passes while its drop stays the same or shrinks, and fails when the
    /// drop grows or the pair newly fails its requirement.
    @Test func baselinedRegressionsAcceptOnlyTheRecordedDrop() throws {
        let dir = try Self.catalog()
        #expect(runCLI(Self.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        let accent = "App/Assets.xcassets/TextAccent.colorset/Contents.json"
        // Smaller drop (5.56:1 instead of 4.78:1): accepted, still reported as a regression. The
        // same High Contrast entry makes the baselined dark-high-contrast failure worse (3.77:1
        // on black, recorded 4.39:1): that one fails the run as new, and only it.
        try Self.write([accent: Self.colorset("#005bb5", highContrast: "#0066cc")], in: dir)
        let smaller = runCLI(Self.check, currentDirectory: dir)
        #expect(smaller.status == 1)
        #expect(try Self.summary(smaller)["worse"] == 1 && (try Self.summary(smaller)["failed"]) == 1)
        #expect(try Self.summary(smaller)["regressions"] == 0)
        let pair = try #require((try Self.json(smaller)["pairs"] as? [[String: Any]])?.first {
            $0["appearance"] as? String == "light-high-contrast"
        })
        #expect(pair["regression"] as? Bool == true && pair["regression_baselined"] as? Bool == true)
        // Larger drop that still passes AA (4.60:1): fails.
        try Self.write([accent: Self.colorset("#005bb5", highContrast: "#0072e5")], in: dir)
        let larger = runCLI(Self.check, currentDirectory: dir)
        #expect(larger.status == 1)
        #expect(try Self.summary(larger)["regressions"] == 1 && (try Self.summary(larger)["failed"]) == 0)
        // Now below 4.5:1 (3.77:1): a new failure as well.
        try Self.write([accent: Self.colorset("#005bb5", highContrast: "#0080ff")], in: dir)
        let failing = runCLI(Self.check, currentDirectory: dir)
        #expect(failing.status == 1)
        #expect(try Self.summary(failing)["failed"] == 1)
    }

    /// `legible check Palettes/` checks exactly the pairs of its files checked one by one.
    @Test func palettesDirectoryCountsTheSumOfItsFiles() throws {
        let palettes = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Palettes").path
        func checked(_ path: String) throws -> Int {
            try #require(try Self.summary(runCLI(["check", path, "--format", "json"]))["checked"])
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: palettes)
            .filter { ($0.hasSuffix(".css") || $0.hasSuffix(".tokens.json")) }
        #expect(files.count == 4)
        let sum = try files.reduce(0) { $0 + (try checked(palettes + "/" + $1)) }
        #expect(try checked(palettes) == sum)
        #expect(sum > 1000)
        // The status colors of functional.tokens.json are checked in light only, as on their own.
        func collapses(_ path: String) throws -> Int? { try Self.summary(runCLI(["check", path, "--format", "json"]))["collapses"] }
        #expect(try collapses(palettes) == collapses(palettes + "/functional.tokens.json"))
    }
}

extension CheckCatalogBaselineFlowTests {
    @Test func anUnreadableBaselineIsNeverOverwritten() throws {
        let dir = try Self.catalog()
        try Self.write(["b.json": "{ not json"], in: dir)
        let run = runCLI(Self.check + ["--update-baseline"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("b.json:1:3"), "\(run.standardError)")
        #expect(try String(contentsOfFile: dir + "/b.json", encoding: .utf8) == "{ not json")
    }
}

extension CheckCatalogBaselineFlowTests {
    /// The automatic pairs added for an input without a pairs file follow the same rule.
    @Test func automaticPairsBesideAPairsFileAreNotRepeatedInOtherFilesModes() throws {
        let dir = NSTemporaryDirectory() + "legible-modes-\(UUID().uuidString)"
        try Self.write([
            "ok.css": ":root { --ink: #000; --paper: #fff; } .dark { --ink: #fff; --paper: #000; }",
            "ok.pairs.json": #"{"pairs": [{"foreground": "ink", "background": "paper"}]}"#,
            "t.json": ##"{"text": {"$type": "color", "primary": {"$value": "#aaa"}}, "surface": {"$type": "color", "base": {"$value": "#fff"}}}"##,
        ], in: dir)
        let run = runCLI(["check", "t.json", "ok.css", "--format", "json"], currentDirectory: dir)
        let pairs = try #require(try Self.json(run)["pairs"] as? [[String: Any]])
        let automatic = pairs.filter { ($0["foreground"] as? [String: Any])?["name"] as? String == "text.primary" }
        #expect(automatic.map { $0["appearance"] as? String } == ["light"])
        #expect(pairs.count == 3)
    }
}
