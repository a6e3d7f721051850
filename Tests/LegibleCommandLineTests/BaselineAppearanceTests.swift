import Foundation
import Testing
@testable import LegibleCommandLine

/// A baseline entry whose appearance is none of the run's (`"Dark"` for `dark`, or a name the
/// inputs do not define) is an input error at its place, never an entry that silently matches
/// nothing. Uses the catalog of ``CheckCatalogBaselineFlowTests``.
@Suite("check: baseline entries name the run's appearances") struct BaselineAppearanceTests {
    typealias Flow = CheckCatalogBaselineFlowTests

    /// The recorded baseline with its first `"appearance": "from"` written `to`: the line and
    /// column of that value, and the list it is in.
    static func respell(_ dir: String, from: String, to: String) throws -> (line: Int, column: Int, list: String) {
        let path = dir + "/b.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(text.range(of: "\"appearance\": \"\(from)\""), "\(text)")
        try text.replacingCharacters(in: range, with: "\"appearance\": \"\(to)\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let before = String(text[..<text.index(range.lowerBound, offsetBy: "\"appearance\": ".count)])
        let lines = before.components(separatedBy: "\n")
        let list = ["collapses", "regressions"].first { before.contains("\"\($0)\"") } ?? "failures"
        return (lines.count, (lines.last ?? "").count + 1, list)
    }

    @Test("a wrong-case or unknown appearance exits 2 naming the file, the entry and the appearances expected",
          arguments: [("Dark", " (did you mean \"dark\"? appearances are case-sensitive)"),
                      ("dim", ": this run's inputs do not define it"),
                      // Not a case slip of "dark": case is not mentioned (fresh-user finding).
                      ("dark-dim", ": this run's inputs do not define it")])
    func unknownAppearanceIsAnInputError(written: String, hint: String) throws {
        let dir = try Flow.catalog()
        #expect(runCLI(Flow.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        let (line, column, list) = try Self.respell(dir, from: "dark", to: written)
        for format in ["text", "json"] {
            let run = runCLI(["check", "App", "--baseline", "b.json", "--format", format], currentDirectory: dir)
            #expect(run.status == 2, "\(format): \(run.standardOutput) \(run.standardError)")
            #expect(run.standardError.contains(
                "error: b.json:\(line):\(column): baseline entry \(list)["), "\(run.standardError)")
            #expect(run.standardError.contains(
                "has \"appearance\": \"\(written)\", which is not an appearance of this run\(hint); expected one of "
                    + "\"light\", \"dark\""), "\(run.standardError)")
            if !hint.contains("case") { #expect(!run.standardError.contains("case-sensitive"), "\(run.standardError)") }
        }
        // Recording the baseline again replaces the entry.
        #expect(runCLI(Flow.check + ["--update-baseline"], currentDirectory: dir).status == 0)
        #expect(runCLI(Flow.check, currentDirectory: dir).status == 0)
    }
}
