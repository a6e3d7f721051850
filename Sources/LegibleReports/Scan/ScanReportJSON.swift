/// The multi-image report of `legible scan` (and `legible merge`):
/// `{"images": [...], "warnings"?: [string], "summary": {"images", "runs", "failing", "errors", "nothing_checked",
/// "scale_guessed"}}`.
public enum ScanReportJSON {
    /// A combined report and its totals.
    public struct Combined: Sendable {
        /// The JSON object.
        public var value: JSONValue
        /// Text runs over every image.
        public var runs: Int
        /// Failing runs over every image.
        public var failing: Int
        /// Images that could not be read (entries with an `error`).
        public var errors: Int
        /// Images read in which nothing was checked (no text found, or left out whole by an
        /// option): entries with no `error` whose `summary.runs` is 0.
        public var nothingChecked: Int
        /// The top-level `warnings`, in order (empty when the report has none).
        public var warnings: [String] = []
    }

    /// Combines single-image entries, in the order given. Each entry is either a report with a
    /// `summary` {`runs`, `failing`} or `{"image": PATH, "error": MESSAGE}`. `scale_guessed`
    /// counts the entries whose `scale_source` is `estimate` or `default`. The `warnings` array
    /// holds every warning of the run: `given` (the run's own, one sentence each; when nil, a
    /// run with no entry at all gets ``ScanReport/noImageMessage`` and others none; `legible
    /// merge` passes its own, ``ScanReportMerge``), then each entry's `warnings` in entry order
    /// (``entryWarnings(_:)``), each sentence once. So a warning an image got (no text found,
    /// an estimated scale) is at the top level of a sharded report and of the merge of shards,
    /// as standard error gave it, not only in its entry.
    public static func combine(_ entries: [JSONValue], warnings given: [String]? = nil) -> Combined {
        var runs = 0, failing = 0, errors = 0, nothingChecked = 0, guessed = 0
        for entry in entries {
            if case .string(let source)? = entry["scale_source"], source == "estimate" || source == "default" { guessed += 1 }
            if entry["error"] != nil { errors += 1 }
            if entry["error"] == nil, case .integer(0)? = entry["summary"]?["runs"] { nothingChecked += 1 }
            if case .integer(let n)? = entry["summary"]?["runs"] { runs += n }
            if case .integer(let n)? = entry["summary"]?["failing"] { failing += n }
        }
        // No image at all (an empty shard): the reason, as a warning, so that the file says
        // why it checked nothing.
        var texts: [String] = []
        for text in (given ?? (entries.isEmpty ? [ScanReport.noImageMessage] : [])) + entryWarnings(entries)
        where !texts.contains(text) {
            texts.append(text)
        }
        let warnings: [(String, JSONValue)] = texts.isEmpty ? [] : [("warnings", .array(texts.map(JSONValue.string)))]
        let value = JSONValue.object([
            ("images", .array(entries)),
        ] + warnings + [
            ("summary", .object([
                ("images", .integer(entries.count)),
                ("runs", .integer(runs)),
                ("failing", .integer(failing)),
                ("errors", .integer(errors)),
                ("nothing_checked", .integer(nothingChecked)),
                ("scale_guessed", .integer(guessed)),
            ])),
        ])
        return Combined(value: value, runs: runs, failing: failing, errors: errors, nothingChecked: nothingChecked,
                        warnings: texts)
    }

    /// The `warnings` strings of `entries`, in entry order (duplicates kept).
    public static func entryWarnings(_ entries: [JSONValue]) -> [String] {
        entries.flatMap { entry -> [String] in
            guard case .array(let list)? = entry["warnings"] else { return [] }
            return list.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
    }
}
