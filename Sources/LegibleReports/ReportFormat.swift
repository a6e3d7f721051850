/// The output formats reports can be written in. Each command accepts the subset it supports.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    /// An aligned table for people, with color swatches on a terminal.
    case text
    /// One JSON document, documented in this module's README.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// JUnit XML, one test case per pair.
    case junit
    /// GitHub Actions workflow commands (`::error file=...::message`).
    case github
    /// A Markdown table for a pull-request comment.
    case markdown
    /// JSON Lines: one compact JSON object per line, as results finish.
    case jsonl
    /// One self-contained HTML page (images embedded), for people to look at.
    case html
}

/// The words reports use for a verdict.
public enum Verdict: String, Hashable, Sendable {
    /// The requirement is met.
    case pass
    /// The requirement is not met.
    case fail

    /// `.pass` when `passes`, else `.fail`.
    public init(_ passes: Bool) { self = passes ? .pass : .fail }
}
