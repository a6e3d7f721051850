import Foundation
import Testing
@testable import LegibleCommandLine

/// `legible scan shots/ --output-dir reports/` run from a shell: the context has no current
/// directory, the inputs are relative, and the outputs must still mirror `en/` and `de/`.
@Suite("scan inputs with relative paths") struct ScanInputsRelativePathTests {
    @Test func relativeInputsMirrorTheirSubfoldersWithoutAContextDirectory() {
        let context = CommandContext(standardOutput: CapturedOutput(), standardError: CapturedOutput())
        #expect(context.currentDirectory == nil)
        let paths = ["shots/en/home.png", "shots/de/home.png"]
        let root = ScanInputs.commonFolder(of: paths, context: context)
        let here = (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        #expect(root == here + "/shots")
        let mirrored = paths.map { ScanInputs.mirroredPath(for: $0, root: root, extension: "json", context: context) }
        #expect(mirrored == ["en/home.json", "de/home.json"])
        // `./shots/…` and `shots/…` are the same folder.
        #expect(ScanInputs.commonFolder(of: ["./shots/en/a.png", "shots/de/b.png"], context: context) == here + "/shots")
    }
}
