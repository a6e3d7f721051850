import LegibleCore

extension ScanReportMerge.Result {
    /// The merged report for people (`legible merge --format text`): one row per image (its path,
    /// scale and source, text runs, failing runs, or the error its shard gave), then the
    /// warnings, then ``summaryLine``. The JSON report (`combined.value`) stays the contract;
    /// this reads only its `images` entries.
    public var text: String {
        var table = TextTable(header: ["Image", "Scale", "Runs", "Failing", "Note"])
        if case .array(let images)? = combined.value["images"] {
            for image in images {
                var path = "?"
                if case .string(let p)? = image["image"] { path = p }
                var scale = ""
                if let s = ScanReportMerge.scale(of: image) {
                    scale = JSONWriter.format(s) + "x"
                    if case .string(let source)? = image["scale_source"] { scale += " (\(source))" }
                }
                var runs = "", failing = "", note = ""
                if case .string(let error)? = image["error"] {
                    note = "error: " + error
                } else if let summary = image["summary"] {
                    // Whole numbers: the merge refused any other count before.
                    if case .integer(let r)? = summary["runs"] { runs = String(r) }
                    if case .integer(let f)? = summary["failing"] { failing = String(f) }
                    if case .integer(let n)? = summary["nothing_checked"], n > 0 { note = "nothing checked" }
                }
                table.rows.append([path, scale, runs, failing, note].map(TextTable.Cell.init))
            }
        }
        var out = table.rows.isEmpty ? "" : table.render()
        for warning in warnings { out += "warning: " + TextExcerpt.printable(warning) + "\n" }
        return out + TextExcerpt.printable(summaryLine) + "\n"
    }
}
