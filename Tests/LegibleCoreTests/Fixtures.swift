import Foundation

/// Locates and loads the reference fixtures in `Tests/Fixtures/`, relative to this source file.
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
