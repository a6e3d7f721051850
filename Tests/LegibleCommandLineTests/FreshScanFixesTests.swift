import Foundation
import LegibleChecks
import LegibleCore
import LegibleImage
import Testing
import LegibleReports
import LegibleScan
@testable import LegibleCommandLine

/// Fresh-user findings on `legible scan` and `legible merge`: globs take `.PNG`, an empty shard
/// and an empty merge are "nothing checked", option errors are not "unreadable", overlay options
/// that clash are usage errors, and the summary counts text runs and non-text regions apart.
@Suite("scan fresh-user fixes") struct FreshScanFixesTests {
    /// A folder `shots/` holding `IMG_1234.PNG`: a 200x300 image with one dark text-like bar.
    static func iPhoneFolder() throws -> String {
        let dir = try ScanNothingCheckedTests.folder()
        try FileManager.default.removeItem(atPath: dir + "/shots/blank.png")
        try ScanNothingCheckedTests.withText(dir)
        try FileManager.default.moveItem(atPath: dir + "/shots/text.png", toPath: dir + "/shots/IMG_1234.PNG")
        return dir
    }

    @Test("a quoted *.png glob takes IMG_1234.PNG, as a folder does")
    func globMatchesUpperCaseExtension() throws {
        let dir = try Self.iPhoneFolder()
        let glob = runCLI(["scan", "shots/*.png", "--scale", "1", "--format", "json"], currentDirectory: dir)
        #expect(glob.status == 0, "\(glob.standardError)")
        #expect(glob.standardOutput.contains("\"image\" : \"shots/IMG_1234.PNG\"")
            || glob.standardOutput.contains("\"image\": \"shots/IMG_1234.PNG\""), "\(glob.standardOutput)")
        #expect(!glob.standardError.contains("no PNG files found"), "\(glob.standardError)")
        #expect(ScanInputs.caseFoldedExtension("a/*.PNG") == "a/*.[pP][nN][gG]")
        #expect(ScanInputs.caseFoldedExtension("a/*") == "a/*")
    }
}

extension FreshScanFixesTests {
    @Test("an empty shard says nothing was checked in every format and exits 2", arguments: [
        ("text", "0 images, nothing was checked."),
        ("json", "there is no image in this run"),
        ("jsonl", "there is no image in this run"),
        ("sarif", "there is no image in this run"),
        ("junit", "nothing-checked"),
        ("github", "::error title=Nothing checked::"),
        ("markdown", "0 images, nothing was checked."),
    ])
    func emptyShard(format: String, expected: String) throws {
        let dir = try Self.iPhoneFolder()
        let run = expectCLI(["scan", "shots/IMG_1234.PNG", "--shard", "2/2", "--format", format],
                            in: dir, status: 2, output: expected)
        #expect(run.standardError.contains("error: nothing was checked: there is no image"), "\(run.standardError)")
    }

    @Test("merging reports with no image exits 2: nothing was checked")
    func mergeOfNoImage() throws {
        let dir = try Self.iPhoneFolder()
        _ = runCLI(["scan", "shots/IMG_1234.PNG", "--shard", "2/2", "--format", "json", "-o", "sh2.json"],
                   currentDirectory: dir)
        let run = runCLI(["merge", "sh2.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("error: nothing was checked: the merged reports hold no image"),
                "\(run.standardError)")
    }
}

extension FreshScanFixesTests {
    @Test("an --ignore rectangle wholly outside is an option error, not unreadable")
    func ignoreOutsideIsOptionError() throws {
        let dir = try Self.iPhoneFolder()
        let run = expectCLI(["scan", "shots/IMG_1234.PNG", "--ignore", "2000,2000,10,10", "--scale", "1"],
                            in: dir, status: 2, output: "1 with an option error (shots/IMG_1234.PNG: --ignore 2000,2000,10,10")
        #expect(!run.standardOutput.contains("unreadable"), "\(run.standardOutput)")
        let junit = runCLI(["scan", "shots/IMG_1234.PNG", "--ignore", "2000,2000,10,10", "--format", "junit"],
                           currentDirectory: dir)
        #expect(junit.standardOutput.contains("type=\"option-error\""), "\(junit.standardOutput)")
    }

    @Test("--overlay-dir over the input folder is a usage error before scanning")
    func overlayDirOverInputs() throws {
        let dir = try Self.iPhoneFolder()
        let run = runCLI(["scan", "shots", "--overlay-dir", "shots", "--scale", "1"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--overlay-dir' names 'shots/IMG_1234.PNG', which is an input of this run"),
                "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
    }

    @Test("--overlay and --overlay-dir together are a usage error, and no folder is made")
    func overlayAndOverlayDir() throws {
        let dir = try Self.iPhoneFolder()
        let run = runCLI(["scan", "shots/IMG_1234.PNG", "--overlay", "x.png", "--overlay-dir", "d"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--overlay' and '--overlay-dir' exclude each other"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/d"))
    }
}

extension FreshScanFixesTests {
    /// A white 900 x 1000 page with five lines of bitmap text, glyphs `glyphScale` px per dot.
    static func page(glyphScale: Int) throws -> RGBAImage {
        let (width, height) = (900, 1000)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for (i, line) in ["SECONDARY TEXT", "ANOTHER LINE 17", "THIRD LINE HERE", "FOURTH ROW 42", "LAST ONE"].enumerated() {
            BitmapFont.draw(line, into: &pixels, width: width, height: height, x: 20, y: 40 + i * 16 * glyphScale,
                            scale: glyphScale, color: (40, 40, 40))
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("a scale from an @Nx name that the text sizes contradict is a warning in every format")
    func wrongScaleName() throws {
        let dir = try ScanScaleCommandTests.folder()
        try PNGEncoder.write(try Self.page(glyphScale: 4), toFile: dir + "/p.png")
        // What the text sizes say, with nothing in the name.
        let plain = try ScanScaleCommandTests.json(runCLI(["scan", "p.png", "--format", "json"], currentDirectory: dir).standardOutput)
        try #require(plain["scale_source"] as? String == "estimate", "\(plain)")
        let estimate = try #require(plain["scale"] as? Double)
        // Named above what the text says (a 2x page named @3x), or two steps below it.
        let wrong = estimate == 3 ? 1 : estimate == 2 ? 3 : 8
        try FileManager.default.copyItem(atPath: dir + "/p.png", toPath: dir + "/p@\(Int(estimate))x.png")
        try FileManager.default.copyItem(atPath: dir + "/p.png", toPath: dir + "/q@\(wrong)x.png")
        let right = runCLI(["scan", "p@\(Int(estimate))x.png"], currentDirectory: dir)
        #expect(!right.standardOutput.contains("the file name says"), "\(right.standardOutput)")
        let expected = "q@\(wrong)x.png: the file name says @\(wrong)x, but its text sizes suggest scale \(Int(estimate))"
        for format in ["text", "json", "sarif", "junit", "github", "markdown", "html"] {
            let run = runCLI(["scan", "q@\(wrong)x.png", "--format", format], currentDirectory: dir)
            #expect((run.standardOutput + run.standardError).contains(expected), "\(format): \(run.standardOutput)")
        }
        // --scale decides: no doubt about the name then.
        let forced = runCLI(["scan", "q@\(wrong)x.png", "--scale", "\(wrong)"], currentDirectory: dir)
        #expect(!forced.standardOutput.contains("the file name says"), "\(forced.standardOutput)")
    }

    @Test("an @Nx suffix out of 1-8 is named as ignored in every format, never as no @Nx name")
    func outOfRangeSuffix() throws {
        let dir = try ScanScaleCommandTests.folder()
        try PNGEncoder.write(try Self.page(glyphScale: 4), toFile: dir + "/s@9x.png")
        let ignored = "the @9x suffix in the file name is out of range 1–8 and was ignored"
        // Estimated: one warning, the guessed-scale one, says so in place of "no @Nx file name".
        for format in ["text", "json", "jsonl", "sarif", "junit", "github", "markdown", "html"] {
            let run = runCLI(["scan", "s@9x.png", "--format", format], currentDirectory: dir)
            let all = run.standardOutput + run.standardError
            #expect(all.contains("s@9x.png: scale ") && all.contains("is an estimate from the text line heights ("
                + ignored + "; no --scale, pHYs density or known device size says otherwise)"), "\(format): \(all)")
            #expect(!all.contains("@Nx"), "\(format): \(all)")
        }
        let json = try ScanScaleCommandTests.json(runCLI(["scan", "s@9x.png", "--format", "json"], currentDirectory: dir).standardOutput)
        #expect((json["warnings"] as? [String] ?? []).count { $0.contains("@9x") } == 1, "\(json)")
        // The library says the same (LegibleTesting's screenshot expectations read it).
        let page = try Self.page(glyphScale: 4)
        let checked = ScreenshotCheck().run(width: page.width, height: page.height, rgba: page.pixels, name: "s@9x.png")
        #expect(checked.warnings.contains { $0.contains(ignored) }, "\(checked.warnings)")
        // A scale stated otherwise (pHYs at 216 dpi): the suffix on its own, with the scale used.
        try ScanScaleCommandTests.addPHYs(dir + "/s@9x.png", pixelsPerMeter: 8504)
        let stated = runCLI(["scan", "s@9x.png"], currentDirectory: dir)
        #expect(stated.standardOutput.contains("s@9x.png: \(ignored); the scale is 3 from pHYs"), "\(stated.standardOutput)")
        #expect(ScreenshotScale.outOfRangeFileNameScale("a/b@12x.PNG") == 12)
        #expect(ScreenshotScale.outOfRangeFileNameScale("a\\b@0x.png") == 0)
        #expect(ScreenshotScale.outOfRangeFileNameScale("a/b@3x.png") == nil)
        #expect(ScreenshotScale.outOfRangeFileNameScale("a/b@x.png") == nil)
    }

    @Test("the summary counts text runs and non-text regions apart, singular for one")
    func runsPhrase() {
        #expect(ScanReport.runsPhrase(runs: 1, nonText: 0) == "1 text run")
        #expect(ScanReport.runsPhrase(runs: 26, nonText: 6) == "20 text runs and 6 non-text regions")
        #expect(ScanReport.runsPhrase(runs: 2, nonText: 1) == "1 text run and 1 non-text region")
    }

    @Test("one text run reads '1 text run' in the summary")
    func singularSummary() throws {
        let dir = try ScanNothingCheckedTests.folder()
        try ScanNothingCheckedTests.withText(dir)
        let run = runCLI(["scan", "shots/text.png", "--scale", "1"], currentDirectory: dir)
        #expect(!run.standardOutput.contains("1 text runs"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(" text run"), "\(run.standardOutput)")
    }
}

extension FreshScanFixesTests {
    @Test("scan '' is a usage error saying the path is empty, as check '' is")
    func emptyInputPath() throws {
        let dir = try Self.iPhoneFolder()
        let run = runCLI(["scan", "", "--scale", "1"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("error: an empty path was given as an input; expected a PNG file"),
                "\(run.standardError)")
        #expect(!run.standardOutput.contains("unreadable"), "\(run.standardOutput)")
    }
}
