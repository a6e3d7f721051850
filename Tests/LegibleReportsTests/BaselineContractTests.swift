import Testing
import LegibleReports
import LegibleTokens

/// A baseline file read to the letter of its contract (fresh-user findings, session 11): a
/// `version` is required, and `level` and `role` are case-sensitive, as `appearance` is.
@Suite("baseline version and case") struct BaselineContractTests {
    /// A baseline with one failure entry of this level and role.
    static func baseline(level: String, role: String, version: String? = "1") -> String {
        "{" + (version.map { "\"version\": \($0), " } ?? "") + "\"failures\": [\n  {\"foreground\": \"fg\", "
            + "\"background\": \"bg\", \"appearance\": \"light\", \"level\": \"\(level)\", \"role\": \"\(role)\"}]}"
    }

    static func error(_ text: String) -> TokenFileError? {
        do {
            _ = try CheckBaseline(parsing: Array(text.utf8), path: "b.json")
            return nil
        } catch {
            return error
        }
    }

    @Test("a baseline without \"version\" is refused, naming the version expected")
    func versionIsRequired() throws {
        let error = try #require(Self.error(Self.baseline(level: "AA", role: "text", version: nil)))
        #expect(error.message == "baseline has no \"version\"; expected \"version\": 1, as --update-baseline writes it")
        #expect(error.location.file == "b.json" && error.location.line == 1 && error.location.column == 1)
        #expect(Self.error(Self.baseline(level: "AA", role: "text")) == nil)
    }

    @Test("level and role are case-sensitive, each error naming the value found and the values expected",
          arguments: [
            ("aa", "text", 2, "unknown level \"aa\" (did you mean \"AA\"? levels are case-sensitive); expected \"AA\" or \"AAA\""),
            ("Aaa", "text", 2, "unknown level \"Aaa\" (did you mean \"AAA\"? levels are case-sensitive)"),
            ("AA", "Text", 2, "unknown role \"Text\" (did you mean \"text\"? roles are case-sensitive); expected \"text\", "
                + "\"large-text\", \"non-text\" or \"link\""),
            ("AA", "body", 2, "unknown role \"body\"; expected \"text\", \"large-text\", \"non-text\" or \"link\""),
          ])
    func levelAndRoleAreCaseSensitive(level: String, role: String, line: Int, message: String) throws {
        let error = try #require(Self.error(Self.baseline(level: level, role: role)))
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.location.line == line)
    }
}
