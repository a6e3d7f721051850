import Foundation
import Testing

/// README's "DTCG resolvers" example, run as written on `Examples/resolver/`: the printed
/// report must be the one README shows.
@Suite struct ResolverExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The output README shows under `$ legible check Examples/resolver/theme.resolver.json`.
    static func readmeOutput() throws -> String {
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let command = "$ legible check Examples/resolver/theme.resolver.json\n"
        let start = try #require(readme.range(of: "```console\n" + command))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theReadmeCommandPrintsTheReadmeOutput() throws {
        let run = runCLI(["check", "Examples/resolver/theme.resolver.json"], currentDirectory: Self.root)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput == (try Self.readmeOutput()))
        for appearance in ["light", "dark", "light-high-contrast", "dark-high-contrast"] {
            #expect(run.standardOutput.contains("  \(appearance)  "), "\(appearance)")
        }
    }

    @Test func theFolderIsTheSameRunAsTheResolver() {
        let file = runCLI(["check", "Examples/resolver/theme.resolver.json", "--format", "json"], currentDirectory: Self.root)
        let folder = runCLI(["check", "Examples/resolver", "--format", "json"], currentDirectory: Self.root)
        #expect(file.status == 1)
        #expect(folder.standardOutput == file.standardOutput)
        #expect(file.standardOutput.contains(#""file": "Examples/resolver/sets/high-contrast.tokens.json""#))
    }
}
