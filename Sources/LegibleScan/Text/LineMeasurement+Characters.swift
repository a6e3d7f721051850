extension LineMeasurement {
    /// The widths of the pieces into which a component's strong ink falls along x: runs of
    /// columns that hold a pixel at least half as far from its background as the component's
    /// farthest (in image px, left to right).
    ///
    /// Two characters that touch only through faint pixels (the ringing of a JPEG copy bridging
    /// the "1" and the "8" of a count on a badge, 3 px apart at 2x) are one component but two
    /// pieces; a letter's own strokes keep every column strong. On the JPEG q85 copy of the
    /// iOS-styled `tune3` part, such merged digits made 9 of its 13 unreported failing runs.
    ///
    /// - Parameters:
    ///   - component: The component, with its bounding box.
    ///   - offsets: Its pixels' positions in `indices` and `distances` (one slice per member).
    ///   - indices: Pixel indices (`y · width + x`) of the line's ink.
    ///   - distances: Each pixel's Euclidean RGB distance from its nearest background pixel.
    ///   - width: The image width in pixels.
    /// - Returns: At least one width; `[component.width]` when its strong ink has no gap.
    static func strongInkPieces(
        of component: Component, offsets: Range<Int>, indices: [Int], distances: [Double], width: Int
    ) -> [Int] {
        guard component.width > 2, !offsets.isEmpty else { return [component.width] }
        var peak = 0.0
        for slot in offsets { peak = max(peak, distances[slot]) }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: component.width) { strong in
            strong.initialize(repeating: false)
            for slot in offsets where distances[slot] >= 0.5 * peak {
                let x = indices[slot] % width - component.x0
                if x >= 0 && x < component.width { strong[x] = true }
            }
            var pieces: [Int] = []
            var run = 0
            for column in strong {
                if column {
                    run += 1
                } else if run > 0 {
                    pieces.append(run)
                    run = 0
                }
            }
            if run > 0 { pieces.append(run) }
            return pieces.isEmpty ? [component.width] : pieces
        }
    }

    /// Whether each piece of strong ink (``strongInkPieces(of:offsets:indices:distances:width:)``)
    /// of a component is under 0.8 as wide as the component is tall: the digits of a count
    /// (0.5 to 0.7), where an icon drawn as one stroke (a bell, a gear) is nearly square.
    static func isNarrow(_ component: Component, pieces: [Int]) -> Bool {
        pieces.allSatisfy { 5 * $0 < 4 * component.height }
    }
}
