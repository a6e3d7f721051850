import Foundation
import _LegibleTestSupport

/// Parses a command's JSON output into a dictionary, or records why it could not.
func jsonObject(_ run: CLIRun) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    guard let dictionary = object as? [String: Any] else { throw Fixtures.FixtureError.notAnObject("output") }
    return dictionary
}
