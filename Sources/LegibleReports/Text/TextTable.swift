import LegibleCore

/// An aligned plain-text table whose cells may carry escape sequences.
///
/// Column widths come from each cell's visible width, so ANSI colors never break alignment.
/// Columns are separated by two spaces; the last column is not padded.
public struct TextTable: Sendable {
    /// One cell: what is written, and how many columns it takes on screen.
    public struct Cell: Sendable {
        /// The text written, possibly with escape sequences.
        public var rendered: String
        /// The visible width in columns.
        public var width: Int

        /// A plain cell; its width is its character count. Control characters in `text` (which
        /// may come from a file, such as a token name) are shown escaped, never sent raw.
        public init(_ text: String) {
            rendered = TextTable.printable(text)
            width = rendered.count
        }

        /// A cell with escape sequences, of the given visible width.
        public init(rendered: String, width: Int) {
            self.rendered = rendered
            self.width = width
        }
    }

    /// `text` with control characters (C0, DEL and C1) written as `\u{1B}` escapes
    /// (``TextExcerpt/printable(_:)``), so that text read from a file cannot move the cursor or
    /// color the terminal.
    public static func printable(_ text: String) -> String { TextExcerpt.printable(text) }

    /// The header row.
    public var header: [Cell]
    /// The body rows; a short row is padded with empty cells.
    public var rows: [[Cell]] = []

    /// A table with `header` and no rows.
    public init(header: [String]) { self.header = header.map(Cell.init) }

    /// The table as lines joined by newlines, ending with a newline.
    public func render() -> String {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.width) }
        }
        var out = ""
        for row in all {
            var line = ""
            for index in 0..<columns {
                let cell = index < row.count ? row[index] : Cell("")
                line += cell.rendered
                if index < columns - 1 {
                    line += String(repeating: " ", count: widths[index] - cell.width + 2)
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
