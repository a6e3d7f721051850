/// Tells where the ink color or the glyph size of a row of glyphs changes for good: an inline
/// link, a colored status word or a bold label of another color, a big price beside a small
/// "/month", are runs of their own (a page's text runs are, and their ratios differ).
///
/// Two sides of a boundary (the glyphs left and right of it, by their centres) differ when
/// their nearest glyphs, three on each side (two at an end), each agree with their side, and:
/// - in color (glyphs of at least 0.4 of the tallest: dots, commas and accents have too few
///   pixels for a color): the sides' median inks lie more than 24 levels apart (8-bit RGB,
///   Euclidean), and their median ink vectors (ink minus its own background) lie more than 24
///   levels apart across the axis (the part of one not along the other), or, at scale 2 and
///   above, one is under 0.72 as long as the other. On the tuning sets (web and dev pages,
///   lines of one color) glyphs lie within 6 levels of their line's axis in 99 % of cases, and
///   at 2x reach at least 0.85 of its length in 99.5 %; at 1x thin glyphs reach only 0.6, so
///   lengths are not compared there. One color over a gradient turns its vector, not its ink;
/// - in size (glyphs of at least 4 CSS px): the sides' median heights differ by more than 2.2x
///   (capitals beside x-height letters of one font are at most about 1.7x), unless the smaller
///   side stands wholly in the upper half of the bigger (quotation marks, superscripts).
/// A side agrees in color when each of its glyphs lies within 12 levels of the side's axis, at
/// 0.8 to 1.25 of its length (0.6 to 1.67 under scale 2), and in size when each is 0.5 to 2 of
/// the side's median height.
enum LineSplitting {
    /// The pieces of `glyphs` (one word or line of ``LineGrouping``), each non-empty, cut at
    /// every boundary whose sides differ and whose glyphs do not overlap across (kerned pairs,
    /// a letter and its dot); `glyphs` itself when there is no cut.
    static func split(_ glyphs: [Component], scale: Double) -> [[Component]] {
        guard glyphs.count >= 4 else { return [glyphs] }
        let sorted = glyphs.sorted { $0.x0 + $0.x1 < $1.x0 + $1.x1 }
        let tallest = Double(glyphs.map(\.height).max() ?? 0)
        var cuts: [Int] = []  // doubled x positions: left edge + right edge of the gap
        var rightEdge = sorted[0].x1
        for k in 1..<sorted.count {
            defer { rightEdge = max(rightEdge, sorted[k].x1) }
            if sorted[k].x0 < rightEdge - 1 { continue }
            // Cut only before a glyph with a color or a size: a comma goes with the word before it.
            let h = Double(sorted[k].height)
            if h < 0.4 * tallest && h < 4 * scale { continue }
            let position = rightEdge + sorted[k].x0
            if let last = cuts.last, position - last <= 2 { continue }
            if differ(sorted[..<k], sorted[k...], tallest: tallest, scale: scale) { cuts.append(position) }
        }
        guard !cuts.isEmpty else { return [glyphs] }
        var pieces = [[Component]](repeating: [], count: cuts.count + 1)
        for glyph in glyphs {
            let centre = glyph.x0 + glyph.x1
            pieces[cuts.firstIndex { centre < $0 } ?? cuts.count].append(glyph)
        }
        return pieces.filter { !$0.isEmpty }
    }

    /// Whether the glyphs just left of a boundary and those just right of it differ in color
    /// or size (see the type's rules).
    ///
    /// - Parameters:
    ///   - left: The glyphs left of the boundary, sorted by centre (the nearest last).
    ///   - right: The glyphs right of it, sorted by centre (the nearest first).
    ///   - tallest: The tallest glyph height of the row, image px (sets which glyphs carry color).
    ///   - scale: The device scale factor.
    static func differ(
        _ left: ArraySlice<Component>, _ right: ArraySlice<Component>, tallest: Double, scale: Double
    ) -> Bool {
        let sized = { (c: Component) in Double(c.height) >= 4 * scale }
        let l = nearest(left, fromEnd: true, sized), r = nearest(right, fromEnd: false, sized)
        if l.count >= 2, r.count >= 2, let a = medianHeight(l), let b = medianHeight(r),
            max(a, b) > 2.2 * min(a, b), !isRaised(a < b ? l : r, over: a < b ? r : l)
        {
            return true
        }
        let colored = { (c: Component) in Double(c.height) >= 0.4 * tallest }
        let lc = nearest(left, fromEnd: true, colored), rc = nearest(right, fromEnd: false, colored)
        guard lc.count >= 2, rc.count >= 2, let a = Side(lc, scale: scale), let b = Side(rc, scale: scale)
        else { return false }
        return a.differs(from: b, scale: scale)
    }

    /// Cuts out of `line` (one line of ``LineGrouping``) each lone glyph of another ink: a
    /// checkbox, an icon, an emoji or a bracket of another color beside a label, which would
    /// otherwise set the label's ink. A glyph is cut when it is at least 0.6 of the line's
    /// tallest and at most 1.6 times as wide as tall, no other glyph reaches into its columns (kerned pairs, a letter and its dot),
    /// at least one side of it has two glyphs that carry color, and every side that has any
    /// has two or three that agree (``Side``) and differ from the glyph by the rule of
    /// ``differ(_:_:tallest:scale:)``.
    ///
    /// - Returns: The rest of the line (empty when all of it was cut) and the cut glyphs;
    ///   `(line, [])` when nothing is cut.
    static func cuttingLoneGlyphs(
        _ line: [Component], scale: Double
    ) -> (rest: [Component], loneGlyphs: [Component]) {
        guard line.count >= 3 else { return (line, []) }
        let sorted = line.sorted { $0.x0 + $0.x1 < $1.x0 + $1.x1 }
        let tallest = Double(line.map(\.height).max() ?? 0)
        let colored = { (c: Component) in Double(c.height) >= 0.4 * tallest }
        // Right edges furthest right before each glyph and left edges furthest left after it:
        // when neither reaches into a glyph's columns, no glyph does (the scan below is skipped).
        var rightmostBefore = [Int](repeating: Int.min, count: sorted.count)
        var leftmostAfter = [Int](repeating: Int.max, count: sorted.count)
        for k in sorted.indices.dropFirst() { rightmostBefore[k] = max(rightmostBefore[k - 1], sorted[k - 1].x1) }
        for k in sorted.indices.reversed().dropFirst() { leftmostAfter[k] = min(leftmostAfter[k + 1], sorted[k + 1].x0) }
        var lone: [Int] = []
        for k in sorted.indices where Double(sorted[k].height) >= 0.6 * tallest {
            let glyph = sorted[k]
            // One glyph's shape: wider than 1.6 heights is letters run together (overlapping text).
            if 5 * glyph.width > 8 * glyph.height { continue }
            // Sorted by centre: a glyph reaching into this one's columns is a near neighbour,
            // but a wide one (an underline, a long dash) may sit further along.
            let reached = (rightmostBefore[k] > glyph.x0 + 1 || leftmostAfter[k] < glyph.x1 - 1)
                && sorted.indices.contains { j in
                    j != k && sorted[j].x1 > glyph.x0 + 1 && sorted[j].x0 < glyph.x1 - 1
                }
            if reached { continue }
            let l = nearest(sorted[..<k], fromEnd: true, colored)
            let r = nearest(sorted[(k + 1)...], fromEnd: false, colored)
            guard l.count >= 2 || r.count >= 2, let own = Side([glyph], scale: scale) else { continue }
            let differsFromEverySide = [l, r].allSatisfy { side in
                if side.isEmpty { return true }
                guard side.count >= 2, let other = Side(side, scale: scale) else { return false }
                return own.differs(from: other, scale: scale)
            }
            if differsFromEverySide { lone.append(k) }
        }
        guard !lone.isEmpty else { return (line, []) }
        var rest: [Component] = []
        rest.reserveCapacity(sorted.count - lone.count)
        var next = 0
        for k in sorted.indices {
            if next < lone.count, lone[next] == k { next += 1 } else { rest.append(sorted[k]) }
        }
        return (rest, lone.map { sorted[$0] })
    }

    /// Whether the smaller glyphs stand wholly in the upper half of the bigger ones (each
    /// bottom at or above the bigger side's middle line): quotation marks before a word, a
    /// superscript or an ordinal after one belong to its run, where a small unit set on the
    /// baseline beside a big price ("/month") does not.
    private static func isRaised(_ small: [Component], over big: [Component]) -> Bool {
        let top = big.map(\.y0).min() ?? 0, bottom = big.map(\.y1).max() ?? 0
        let middle = Double(top + bottom) / 2
        return small.allSatisfy { Double($0.y1) <= middle }
    }

    /// Up to three glyphs of `side` that `keep` accepts, nearest the boundary first (from the
    /// end of `side` when `fromEnd`). Walks the side without copying it: this runs at every gap.
    private static func nearest(
        _ side: ArraySlice<Component>, fromEnd: Bool, _ keep: (Component) -> Bool
    ) -> [Component] {
        var found: [Component] = []
        found.reserveCapacity(3)
        var index = fromEnd ? side.endIndex - 1 : side.startIndex
        while index >= side.startIndex, index < side.endIndex, found.count < 3 {
            if keep(side[index]) { found.append(side[index]) }
            index += fromEnd ? -1 : 1
        }
        return found
    }

    /// The median height of `glyphs`, or nil when one of them is under 0.5 or over 2 times it.
    private static func medianHeight(_ glyphs: [Component]) -> Double? {
        let median = Statistics.median(glyphs.map { Double($0.height) })
        let agree = glyphs.allSatisfy { Double($0.height) >= 0.5 * median && Double($0.height) <= 2 * median }
        return agree ? median : nil
    }

    /// The ink of up to three neighbouring glyphs on one side of a boundary.
    private struct Side {
        var ink: (Double, Double, Double)
        var vector: (Double, Double, Double)

        /// The side, or nil when its glyphs do not agree in color.
        init?(_ glyphs: [Component], scale: Double) {
            func median(_ f: (Component) -> Double) -> Double { Statistics.median(glyphs.map(f)) }
            ink = (median { $0.ink.0 }, median { $0.ink.1 }, median { $0.ink.2 })
            vector = (
                median { $0.ink.0 - $0.background.0 }, median { $0.ink.1 - $0.background.1 },
                median { $0.ink.2 - $0.background.2 })
            let limits = scale < 2 ? (0.6, 1 / 0.6) : (0.8, 1.25)
            for glyph in glyphs {
                let v = (
                    glyph.ink.0 - glyph.background.0, glyph.ink.1 - glyph.background.1,
                    glyph.ink.2 - glyph.background.2)
                let (along, across) = Side.decompose(v, on: vector)
                if across > 12 || along < limits.0 || along > limits.1 { return nil }
            }
        }

        func differs(from other: Side, scale: Double) -> Bool {
            // One ink over two backgrounds (see `LineGrouping.oneInk`) does not change.
            let background = (ink.0 - vector.0, ink.1 - vector.1, ink.2 - vector.2)
            let otherBackground = (other.ink.0 - other.vector.0, other.ink.1 - other.vector.1, other.ink.2 - other.vector.2)
            if LineGrouping.oneInk(ink, other.ink, background, otherBackground) { return false }
            let (along, across) = Side.decompose(other.vector, on: vector)
            let (alongBack, acrossBack) = Side.decompose(vector, on: other.vector)
            if max(across, acrossBack) > 24 { return true }
            return scale >= 2 && min(along, alongBack) < 0.72
        }

        /// `v` as a multiple of `axis` (its length along it over the axis length) and the
        /// length of the rest (8-bit levels).
        static func decompose(
            _ v: (Double, Double, Double), on axis: (Double, Double, Double)
        ) -> (along: Double, across: Double) {
            let norm = max(axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2, 1e-6)
            let t = (v.0 * axis.0 + v.1 * axis.1 + v.2 * axis.2) / norm
            let rest = (v.0 - t * axis.0, v.1 - t * axis.1, v.2 - t * axis.2)
            return (t, (rest.0 * rest.0 + rest.1 * rest.1 + rest.2 * rest.2).squareRoot())
        }
    }
}
