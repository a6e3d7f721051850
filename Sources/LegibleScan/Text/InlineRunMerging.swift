import LegibleCore

/// Joins the pieces of a line of text that an inline run of another color (a link, a bold or
/// colored word) splits: "Read the [terms] before you start" is one run of the paragraph's
/// color with the link inside it, as a page's text runs are, not two unrelated pieces.
///
/// Two regions A and C join when they lie on one line (their ink overlaps vertically by at least
/// 60 % of the lower one, heights within 1.6x), have the same colors (every channel of the
/// foreground and of the background within 6 levels), the same role, size class and boldness,
/// and are separated only by other text regions of that line, every gap at most 1.2 × the
/// taller ink height + 1 (a word gap of ``LineGrouping`` plus the padding of an inline code chip
/// between them). The joined region spans both; its ratios and verdicts are the worse of the two.
/// Two pieces side by side with nothing between them join too when they continue one line across
/// a photograph (``continuesOnPhotograph(_:_:gap:)``).
enum InlineRunMerging {
    /// The regions with the pieces of split lines joined (order not kept).
    static func merge(_ regions: [ScanRegion]) -> [ScanRegion] {
        guard regions.count > 2 else { return regions }
        var pieces = regions.sorted { ($0.rect.x, $0.rect.y) < ($1.rect.x, $1.rect.y) }
        var consumed = [Bool](repeating: false, count: pieces.count)
        for a in pieces.indices where !consumed[a] {
            var current = pieces[a]
            var right = current.rect.x + current.rect.width
            // The pieces of A's line to its right, in x order.
            var between = 0
            for c in (a + 1)..<pieces.count where !consumed[c] {
                let candidate = pieces[c]
                guard sameLine(current, candidate) else { continue }
                let gap = candidate.rect.x - right
                if Double(gap) > 1.2 * Double(max(current.rect.height, candidate.rect.height)) + 1 { break }
                if gap < -candidate.rect.height / 4 { continue }
                if between == 0 && continuesOnPhotograph(current, candidate, gap: gap) {
                    current = joined(current, candidate)
                    consumed[c] = true
                } else if compatible(current, candidate) {
                    // Pieces that touch without another run between them were kept apart
                    // by the line grouping: leave them.
                    guard between > 0 else { break }
                    current = joined(current, candidate)
                    consumed[c] = true
                    between = 0
                } else {
                    guard candidate.role != .nonText else { break }
                    between += 1
                }
                right = max(right, candidate.rect.x + candidate.rect.width)
            }
            pieces[a] = current
        }
        return pieces.indices.filter { !consumed[$0] }.map { pieces[$0] }
    }

    /// Whether `b`, next to `a` on its right with nothing between them, continues `a`'s line
    /// across a photograph: both on complex backgrounds, their ink boxes within 1.25x in height
    /// and overlapping by 80 % of the lower, a word gap apart at most (the taller height + 1),
    /// the same role, size class and boldness, and foregrounds within 32 levels per channel (one
    /// translucent ink over two parts of the photograph). A photograph's edge or a change of its
    /// tone cut such lines in two or three fragments, none of which matched the run.
    static func continuesOnPhotograph(_ a: ScanRegion, _ b: ScanRegion, gap: Int) -> Bool {
        guard a.backgroundKind == .complex, b.backgroundKind == .complex, a.role == b.role, a.role != .nonText,
            a.isBold == b.isBold, a.isLarge == b.isLarge, gap <= max(a.rect.height, b.rect.height) + 1
        else { return false }
        let top = max(a.rect.y, b.rect.y), bottom = min(a.rect.y + a.rect.height, b.rect.y + b.rect.height)
        let lower = min(a.rect.height, b.rect.height), higher = max(a.rect.height, b.rect.height)
        guard 5 * (bottom - top) >= 4 * lower, 4 * higher <= 5 * lower else { return false }
        let p = a.foreground.components8, q = b.foreground.components8
        return max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue))) <= 32
    }

    private static func sameLine(_ a: ScanRegion, _ b: ScanRegion) -> Bool {
        let top = max(a.rect.y, b.rect.y)
        let bottom = min(a.rect.y + a.rect.height, b.rect.y + b.rect.height)
        let lower = min(a.rect.height, b.rect.height), higher = max(a.rect.height, b.rect.height)
        return Double(bottom - top) >= 0.6 * Double(lower) && Double(higher) <= 1.6 * Double(lower)
    }

    private static func compatible(_ a: ScanRegion, _ b: ScanRegion) -> Bool {
        guard a.role == b.role, a.role != .nonText, a.isBold == b.isBold, a.isLarge == b.isLarge,
            a.backgroundKind == b.backgroundKind
        else { return false }
        func close(_ x: SRGBColor, _ y: SRGBColor) -> Bool {
            let p = x.components8, q = y.components8
            let red = abs(Int(p.red) - Int(q.red)), green = abs(Int(p.green) - Int(q.green))
            let blue = abs(Int(p.blue) - Int(q.blue))
            return max(red, green, blue) <= 6
        }
        return close(a.foreground, b.foreground) && close(a.background, b.background)
    }

    private static func joined(_ a: ScanRegion, _ b: ScanRegion) -> ScanRegion {
        let x0 = min(a.rect.x, b.rect.x), y0 = min(a.rect.y, b.rect.y)
        let x1 = max(a.rect.x + a.rect.width, b.rect.x + b.rect.width)
        let y1 = max(a.rect.y + a.rect.height, b.rect.y + b.rect.height)
        var result = a.worstRatio <= b.worstRatio ? a : b
        result.rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        result.textHeight = y1 - y0
        result.isWeightUncertain = a.isWeightUncertain || b.isWeightUncertain
        return result
    }
}
