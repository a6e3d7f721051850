import Foundation

/// Locates and loads the reference fixtures in `Tests/Fixtures/`, relative to this source file
/// (the pattern of `Tests/LegibleCoreTests/Fixtures.swift`).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Parses a conformance JSON file into a dictionary.
    static func conformance(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("conformance/\(name)"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FixtureError.notAnObject(name)
        }
        return object
    }

    enum FixtureError: Error { case notAnObject(String) }
}

/// Parses a command's JSON output into a dictionary, or records why it could not.
func jsonObject(_ run: CLIRun) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    guard let dictionary = object as? [String: Any] else { throw Fixtures.FixtureError.notAnObject("output") }
    return dictionary
}
