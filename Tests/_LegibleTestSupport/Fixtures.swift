import Foundation

/// Locates and loads the reference fixtures in `Tests/Fixtures/`, relative to this source file,
/// so the tests pass from any working directory. Every set there has its provenance beside it.
public enum Fixtures {
    /// `Tests/Fixtures/`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `Tests/Fixtures/<relative>`.
    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The bytes of `Tests/Fixtures/<relative>`.
    public static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(relative)))
    }

    /// Parses `Tests/Fixtures/conformance/<name>` (a JSON object) into a dictionary.
    public static func conformance(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: url("conformance/\(name)"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FixtureError.notAnObject(name)
        }
        return object
    }

    /// A fixture that is not what the test expects.
    public enum FixtureError: Error { case notAnObject(String) }
}
