import Foundation

/// Locates the fixtures in `Tests/Fixtures/`, relative to this source file (the pattern of
/// `Tests/LegibleCoreTests/Fixtures.swift`).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of `Tests/Fixtures/<path>`.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }
}
