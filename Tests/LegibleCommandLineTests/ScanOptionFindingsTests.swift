import Foundation
import Testing
@testable import LegibleCommandLine

/// Fresh-user findings on `legible scan`'s options: `--ignore` rectangles outside the image or
/// with a negative coordinate, and an `--overlay` name that is not `.png`. Uses the 200x300
/// images of ``ScanNothingCheckedTests``.
@Suite("scan: --ignore and --overlay findings") struct ScanOptionFindingsTests {
    static func textFolder() throws -> String {
        let dir = try ScanNothingCheckedTests.folder()
        try ScanNothingCheckedTests.withText(dir)
        return dir
    }

    @Test func aRectanglePartlyOutsideWarnsNamingItAndTheImageSize() throws {
        let dir = try Self.textFolder()
        let run = runCLI(["scan", "shots/text.png", "--scale", "1", "--ignore", "150,0,100,20", "--format", "json"],
                         currentDirectory: dir)
        #expect(run.status != 2, "\(run.standardError)")
        let warning = "shots/text.png: --ignore 150,0,100,20 reaches outside the 200 x 300 px image (its right edge, 250, is past the width 200)"
        #expect(run.standardOutput.contains(warning), "\(run.standardOutput)")
        #expect(run.standardError.contains("warning: " + warning))
        for format in ["text", "sarif", "junit", "github", "markdown"] {
            let formatted = runCLI(["scan", "shots/text.png", "--scale", "1", "--ignore", "150,0,100,20", "--format", format],
                                   currentDirectory: dir)
            #expect(formatted.standardOutput.contains(warning), "\(format): \(formatted.standardOutput)")
        }
        // Inside the image: no warning.
        let inside = runCLI(["scan", "shots/text.png", "--scale", "1", "--ignore", "100,0,100,20"], currentDirectory: dir)
        #expect(!inside.standardOutput.contains("reaches outside"))
    }

    @Test func aRectangleWhollyOutsideIsAnInputError() throws {
        let dir = try Self.textFolder()
        let run = runCLI(["scan", "shots/text.png", "--scale", "1", "--ignore", "0,300,10,10"], currentDirectory: dir)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("shots/text.png: --ignore 0,300,10,10 lies wholly outside the 200 x 300 px image, "
            + "so it leaves nothing out; expected x < 200 and y < 300"), "\(run.standardOutput)")
    }

    @Test("a bad --ignore value says what is wrong and what is expected", arguments: [
        ("-1,0,5,5", "x is -1: a negative coordinate is not allowed"),
        ("0,-3,5,5", "y is -3: a negative coordinate is not allowed"),
        ("1,2,3", "found 3 components"),
        ("1,2,a,4", "w is 'a', not an integer"),
        ("1,2,0,4", "w is 0: the rectangle is empty"),
    ])
    func badIgnoreValue(value: String, problem: String) {
        let run = runCLI(["scan", "x.png", "--ignore", value])
        #expect(run.status == 2)
        #expect(run.standardError.contains("invalid value '\(value)' for '--ignore': \(problem); expected x,y,w,h: four "
            + "non-negative integers in image pixels"), "\(run.standardError)")
        #expect(!run.standardError.contains("missing value"))
    }

    @Test func anOverlayThatIsNotPNGIsRefused() throws {
        let dir = try Self.textFolder()
        for name in ["x.jpg", "x.JPEG", "overlay"] {
            let run = runCLI(["scan", "shots/text.png", "--scale", "1", "--overlay", name], currentDirectory: dir)
            #expect(run.status == 2)
            #expect(run.standardError.contains("overlays are written as PNG only; expected a name ending in .png"),
                    "\(run.standardError)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/" + name))
        }
        let png = runCLI(["scan", "shots/text.png", "--scale", "1", "--overlay", "x.PNG"], currentDirectory: dir)
        #expect(png.status != 2, "\(png.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/x.PNG"))
    }

    /// A whole run that checked nothing is marked failed the same way in every machine format.
    @Test func nothingCheckedIsFlaggedInEveryFormat() throws {
        let dir = try ScanNothingCheckedTests.folder()
        let json = runCLI(["scan", "shots/blank.png", "--format", "json"], currentDirectory: dir)
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["summary"] as? [String: Any])?["nothing_checked"] as? Int == 1)
        let junit = runCLI(["scan", "shots/blank.png", "--format", "junit"], currentDirectory: dir)
        #expect(junit.standardOutput.contains("<error type=\"nothing-checked\""), "\(junit.standardOutput)")
        #expect(junit.standardOutput.contains("errors=\"1\""))
        let github = runCLI(["scan", "shots/blank.png", "--format", "github"], currentDirectory: dir)
        #expect(github.standardOutput.contains("::error title=Nothing checked::nothing was checked: "), "\(github.standardOutput)")
        let sarif = runCLI(["scan", "shots/blank.png", "--format", "sarif"], currentDirectory: dir)
        #expect(sarif.standardOutput.contains("nothing was checked: no text run was found"))
        // With text checked, none of them says so.
        try ScanNothingCheckedTests.withText(dir)
        let checked = runCLI(["scan", "shots/text.png", "--scale", "1", "--format", "junit"], currentDirectory: dir)
        #expect(!checked.standardOutput.contains("nothing-checked"))
        let checkedJSON = runCLI(["scan", "shots/text.png", "--scale", "1", "--format", "json"], currentDirectory: dir)
        let one = try #require(try JSONSerialization.jsonObject(with: Data(checkedJSON.standardOutput.utf8)) as? [String: Any])
        #expect((one["summary"] as? [String: Any])?["nothing_checked"] as? Int == 0)
    }
}
