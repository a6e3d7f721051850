import Foundation
import Testing
@testable import LegibleCommandLine

/// One token file named twice (`check x.css ./x.css`) was read twice and merged with itself
/// without a word; it is read once, with a note, as scan and merge do.
@Suite("check: one file named twice") struct CheckDuplicateInputTests {
    @Test("a token file named twice is read once, with a note; the report is the one of the file alone")
    func duplicateSpelling() throws {
        let css = ":root {\n  --text: #777777;\n  --background: #ffffff;\n}\n"
        let dir = try BadInputCommandLineTests.scratch(["x.css": Array(css.utf8)])
        let once = runCLI(["check", "x.css", "--format", "json"], currentDirectory: dir)
        let twice = runCLI(["check", "x.css", "./x.css", "--format", "json"], currentDirectory: dir)
        #expect(once.status == 1 && twice.status == 1, "\(twice.standardError)")
        #expect(twice.standardError.contains("note: './x.css' is the same file as 'x.css'; it is read once\n"),
            "\(twice.standardError)")
        #expect(twice.standardOutput == once.standardOutput)
        // A folder and the same folder spelled with a trailing slash: read once too.
        let folder = runCLI(["check", ".", "./", "--format", "json"], currentDirectory: dir)
        #expect(folder.standardError.contains("note: './' is the same file as '.'; it is read once"), "\(folder.standardError)")
    }
}

/// A `--pairs` file whose `"pairs"` array is empty said it "matched none of the N tokens".
@Suite("check: an empty pairs file") struct CheckEmptyPairsFileTests {
    @Test("--pairs with an empty \"pairs\" array says the file lists no pairs (exit 2)")
    func emptyPairsFile() throws {
        let css = ":root {\n  --text: #777777;\n  --background: #ffffff;\n}\n"
        let dir = try BadInputCommandLineTests.scratch(["x.css": Array(css.utf8), "p.json": Array(#"{"pairs": []}"#.utf8)])
        let run = runCLI(["check", "x.css", "--pairs", "p.json"], currentDirectory: dir)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("the pairs file lists no pairs (its \"pairs\" array is empty)"), "\(run.standardError)")
        #expect(!run.standardError.contains("matched none"), "\(run.standardError)")
    }
}

/// `--level AA --level AAA` took the last value without a word.
@Suite("an option given twice") struct RepeatedOptionTests {
    @Test("a one-value option given twice with two values is a usage error; the same value twice is fine")
    func repeatedValueOption() throws {
        let css = ":root {\n  --text: #777777;\n  --background: #ffffff;\n}\n"
        let dir = try BadInputCommandLineTests.scratch(["x.css": Array(css.utf8)])
        let twice = runCLI(["check", "x.css", "--level", "AA", "--level", "AAA"], currentDirectory: dir)
        #expect(twice.status == 2, "\(twice.standardOutput)")
        #expect(twice.standardError.hasPrefix("error: '--level' is given twice, as 'AA' and then as 'AAA'; give it once\n"),
            "\(twice.standardError)")
        let same = runCLI(["check", "x.css", "--format", "json", "--format=json"], currentDirectory: dir)
        #expect(same.status == 1, "\(same.standardError)")
        // Repeatable options still collect: two --exclude globs.
        let globs = runCLI(["check", ".", "--exclude", "zz*", "--exclude", "qq*"], currentDirectory: dir)
        #expect(globs.status == 1, "\(globs.standardError)")
    }
}
