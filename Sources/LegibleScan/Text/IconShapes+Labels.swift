extension IconShapes {
    /// The lines that are an icon beside a label: a list row's leading glyph, a button's or a
    /// menu item's icon, a check mark before a feature (WCAG 2.2 SC 1.4.11 counts them as
    /// non-text, not as text runs). A line is such an icon when, on a uniform background:
    /// - it is one shape (one component, or two with one inside the other: a clock's hands in
    ///   its ring) 0.9 to 1.6 times as wide as tall (digits are 0.5 to 0.7; the count beside a
    ///   list row is two glyphs side by side);
    /// - a text line of three or more glyphs at least 2.5 times as long as tall lies beside it,
    ///   at most 1.5 of its height away (or touching), the icon's centre within the middle 60 %
    ///   of the label's height and the icon 0.5 to 1.6 times as tall;
    /// - its ink differs from the label's by more than 24 levels (8-bit RGB, Euclidean): a
    ///   glyph of the label's own color beside it may be a character of the same run.
    /// - Returns: The indices of `lines` that are icons, in increasing order.
    static func besideLabels(_ lines: [LineMeasurement]) -> [Int] {
        let labels = lines.indices.filter {
            let m = lines[$0]
            return m.rejection == nil && m.memberCount >= 3 && 2 * m.rect.width >= 5 * m.rect.height
        }
        guard !labels.isEmpty else { return [] }
        var icons: [Int] = []
        for i in lines.indices {
            let m = lines[i]
            let w = m.rect.width, h = m.rect.height
            guard m.rejection == nil, !m.isComplex, m.isOneShape, h > 0,
                10 * w >= 9 * h, 5 * w <= 8 * h
            else { continue }
            let centre = 2 * m.rect.y + h  // doubled, to stay in integers
            let beside = labels.contains { j in
                let label = lines[j], r = label.rect
                guard 10 * centre >= 10 * 2 * r.y + 4 * r.height,  // 0.2 of the height, doubled
                    10 * centre <= 10 * 2 * r.y + 16 * r.height,
                    2 * h >= r.height, 5 * h <= 8 * r.height
                else { return false }
                let gap = r.x >= m.rect.x + w ? r.x - (m.rect.x + w) : m.rect.x - (r.x + r.width)
                guard gap >= -1, 2 * gap <= 3 * r.height else { return false }
                let d = (
                    Double(m.foreground.0) - Double(label.foreground.0),
                    Double(m.foreground.1) - Double(label.foreground.1),
                    Double(m.foreground.2) - Double(label.foreground.2))
                return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot() > 24
            }
            if beside { icons.append(i) }
        }
        return icons
    }
}
