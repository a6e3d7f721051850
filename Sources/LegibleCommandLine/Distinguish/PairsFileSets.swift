import Foundation
import LegibleTokens

// TODO(merge): the real PairsFile will expose `sets`; until then this reads that one key from the
// pairs JSON itself. Replace with `PairsFile.sets` at merge.

/// The `sets` key of a pairs file: `"sets": [{"name": "status", "tokens": ["status.*"]}]`.
enum PairsFileSets {
    /// One named set: glob patterns over token names (`*` matches any run of characters).
    struct Definition: Hashable, Sendable {
        var name: String
        var patterns: [String]
    }

    /// The set definitions of the pairs file at `path`; empty when it has no `sets` key.
    ///
    /// - Throws: ``TokenFileError`` when the file cannot be read, is not JSON, or `sets` is not an
    ///   array of objects with a string `name` and an array of strings `tokens`.
    static func load(path: String) throws(TokenFileError) -> [Definition] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0), message: "cannot read the pairs file")
        }
        return try parse(data, path: path)
    }

    /// Parses pairs-file JSON; `path` is for messages only.
    static func parse(_ data: Data, path: String) throws(TokenFileError) -> [Definition] {
        func failure(_ message: String) -> TokenFileError {
            TokenFileError(location: SourceLocation(file: path, line: 0, column: 0), message: message)
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw failure("the pairs file is not valid JSON")
        }
        guard let object = root as? [String: Any] else { throw failure("expected a JSON object at the top level") }
        guard let sets = object["sets"] else { return [] }
        guard let list = sets as? [Any] else { throw failure("'sets' must be an array of {\"name\", \"tokens\"} objects") }
        var result: [Definition] = []
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any],
                  let name = entry["name"] as? String,
                  let patterns = entry["tokens"] as? [String], !patterns.isEmpty
            else {
                throw failure("sets[\(index)]: expected {\"name\": string, \"tokens\": [string, ...]}")
            }
            result.append(Definition(name: name, patterns: patterns))
        }
        return result
    }
}
