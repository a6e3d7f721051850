import Foundation
import LegibleChecks
import LegibleCore
import LegibleReports
import LegibleTokens
import Testing
import _LegibleTestSupport
@testable import LegibleCommandLine

/// `legible check` is a shell over ``ColorPairCheck``: on every fixture the command accepts, the
/// command's JSON report and exit status equal the library's, and on every fixture it refuses the
/// command's error is the library's.
@Suite("legible check and ColorPairCheck agree on every fixture")
struct CheckLibraryParityTests {
    /// Every file and folder under `Tests/Fixtures`, relative to it, in a stable order.
    static func fixturePaths() throws -> [String] {
        let root = Fixtures.root.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let next = walker.nextObject() as? String { paths.append(next) }
        return paths.sorted()
    }

    /// The CLI options of one variant and the same settings on a library check.
    static let variants: [(arguments: [String], configure: @Sendable (inout ColorPairCheck) -> Void)] = [
        ([], { _ in }),
        (["--all-pairs", "--max-pairs", "20000"], { $0.pairs = .everyCombination; $0.maxPairs = 20000 }),
        (["--level", "AAA", "--suggest"], { $0.level = .aaa; $0.suggestsFixes = true }),
        (["--method", "apca", "--idiom", "ipad"], { $0.method = .apca; $0.loader.idioms = ["ipad", "universal"] }),
        (["--pairs", "tokens/pairs.json"], { $0.pairs = .file(Fixtures.root.path + "/tokens/pairs.json") }),
    ]

    @Test func everyFixtureGivesTheSameReportOrError() throws {
        let root = Fixtures.root.path
        var accepted = 0, refused = 0, failing = 0
        for path in try Self.fixturePaths() {
            for (index, variant) in Self.variants.enumerated() {
                let run = runCLI(["check", "--no-config", "--format", "json", path] + variant.arguments, currentDirectory: root)
                var check = ColorPairCheck(inputs: .files([root + "/" + path]))
                check.pathsRelativeTo = root
                variant.configure(&check)
                do {
                    let result = try check.run()
                    #expect(run.standardOutput == result.report.renderJSON(), "\(path), variant \(index)")
                    #expect(run.status == (result.hasFailures ? 1 : 0), "\(path), variant \(index)")
                    if index == 0 {
                        accepted += 1
                        if result.hasFailures { failing += 1 }
                    }
                } catch {
                    #expect(run.status == 2, "\(path), variant \(index): \(error.message)")
                    #expect(run.standardError.contains("error: \(error.message)"), "\(path), variant \(index)")
                    if index == 0 { refused += 1 }
                }
            }
        }
        // Not vacuous: the fixtures hold inputs that pass, that fail and that are refused.
        #expect(accepted >= 6)
        #expect(failing >= 3)
        #expect(refused >= 10)
    }
}
