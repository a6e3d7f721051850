import Foundation
import Testing
@testable import LegibleCommandLine

/// Fresh-user findings on output folders: a refused command makes none, a baseline that is a
/// folder is named as one, and `--update-baseline` makes its missing folder as `-o` does.
@Suite("output folders of refused and baseline runs") struct RefusedOutputFolderTests {
    @Test("scan -o or --overlay of new/../input is refused before new/ is made", arguments: ["-o", "--overlay"])
    func refusalMakesNoFolder(option: String) throws {
        let dir = try FreshScanFixesTests.iPhoneFolder()
        let input = dir + "/shots/IMG_1234.PNG"
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let run = runCLI(["scan", "shots/IMG_1234.PNG", option, "newdir/../shots/IMG_1234.PNG", "--scale", "1"],
                         currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput) \(run.standardError)")
        #expect(run.standardError.contains("names 'newdir/../shots/IMG_1234.PNG', which is an input of this run"),
                "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/newdir"), "a refused command made newdir/")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    }

    @Test("a missing folder followed by .. is left out; an existing one is kept")
    func withoutMissingFolders() throws {
        let dir = try FreshScanFixesTests.iPhoneFolder()
        #expect(OutputGuard.withoutMissingFolders(dir + "/new/a/../../shots/x.png") == dir + "/shots/x.png")
        #expect(OutputGuard.withoutMissingFolders(dir + "/shots/../new/./x.png") == dir + "/shots/../new/x.png")
        #expect(OutputGuard.withoutMissingFolders("new/../x.png") == "x.png")
    }

    @Test("--baseline naming a folder says it is a folder", arguments: [false, true])
    func baselineFolder(updating: Bool) throws {
        let dir = try CheckCatalogBaselineFlowTests.catalog()
        try FileManager.default.createDirectory(atPath: dir + "/Palettes", withIntermediateDirectories: true)
        let run = runCLI(["check", "App", "--baseline", "Palettes"] + (updating ? ["--update-baseline"] : []),
                         currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput) \(run.standardError)")
        #expect(run.standardError.contains("Palettes: is a folder, not a baseline file"), "\(run.standardError)")
        #expect(!run.standardError.contains("create it with --update-baseline"), "\(run.standardError)")
    }

    @Test("--update-baseline makes the baseline's missing folder, as -o does")
    func baselineFolderIsMade() throws {
        let dir = try CheckCatalogBaselineFlowTests.catalog()
        let run = runCLI(["check", "App", "--baseline", "newd/b.json", "--update-baseline"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardOutput) \(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/newd/b.json"), "\(run.standardError)")
        #expect(runCLI(["check", "App", "--baseline", "newd/b.json"], currentDirectory: dir).status == 0)
    }
}
