import Foundation
import LegibleCore
@testable import LegibleTokens

/// Test helpers: in-memory sources, fixture paths, and error capture.
enum Support {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tokens").path

    static func source(_ path: String, _ text: String) -> TokenSource {
        TokenSource(path: path, bytes: Array(text.utf8))
    }

    static func load(_ path: String, _ text: String, maxDepth: Int = 64) throws(TokenFileError) -> TokenSet {
        try TokenLoader(maxDepth: maxDepth).load(sources: [source(path, text)])
    }

    static func json(_ text: String, dialect: JSONDialect = .json) throws(TokenFileError) -> LocatedJSONValue {
        try JSONReader(dialect: dialect).read(Array(text.utf8), path: "t.json")
    }

    /// The error a throwing closure raises, or nil.
    static func error(_ body: () throws -> Void) -> TokenFileError? {
        do { try body() } catch let error as TokenFileError { return error } catch { return nil }
        return nil
    }
}

extension TokenSet {
    /// The token named `name` in `appearance`.
    func token(_ name: String, _ appearance: String = "light") -> ColorToken? {
        tokens.first { $0.name == name && $0.appearance == appearance }
    }
}
