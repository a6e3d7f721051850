/// Groups glyph components into words, and words into lines.
///
/// Two glyphs join when they overlap vertically by half the smaller height, have comparable
/// heights, neither encloses the other's box while twice as tall (a border around text), a gap
/// of at most 0.6 of the taller height, ink colors on one background-to-ink
/// axis (direction cosine ≥ 0.9) and similar backgrounds; such a word is cut where its ink
/// color or glyph size changes for good (``LineSplitting``). Words join into a line with a gap
/// up to 0.9 of the taller word's height + 1 or 1.5 glyph advances of the longer word, 60 %
/// vertical overlap, heights within 1.6x (2.1x when the glyph bodies are within 1.6x), a
/// stricter color axis (cosine ≥ 0.95) and similar backgrounds unless both words are of one
/// ink (``oneInk(_:_:_:_:)``), peak ink distances from the background within 1.8x
/// and facing glyphs that ``LineSplitting`` does not tell apart, so inline links, labels and
/// faint neighbours stay apart. A lone glyph of another ink in a line (an icon, a checkbox, an
/// emoji beside a label) is cut out of it (``LineSplitting/cuttingLoneGlyphs(_:scale:)``).
enum LineGrouping {
    /// The lines of `components`, each its glyphs, and the lone glyphs cut out of lines: shapes
    /// beside text, not text (the scanner reports them as non-text, never as a text run).
    static func lines(_ components: [Component], scale: Double) -> (lines: [[Component]], loneGlyphs: [Component]) {
        let sorted = components.sorted { ($0.x0, $0.y0) < ($1.x0, $1.y0) }
        var parent = Array(0..<sorted.count)
        func find(_ start: Int) -> Int {
            var a = start
            while parent[a] != a { parent[a] = parent[parent[a]]; a = parent[a] }
            return a
        }
        func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[rb] = ra }
        }
        for i in sorted.indices {
            let a = sorted[i]
            for j in (i + 1)..<max(i + 1, sorted.count) {
                let b = sorted[j]
                let hmax = Double(max(a.height, b.height)), hmin = Double(min(a.height, b.height))
                if Double(b.x0) > Double(a.x1) + 0.8 * max(Double(a.height), 6 * scale) + 1 { break }
                let gap = Double(b.x0 - a.x1)
                let overlap = Double(min(a.y1, b.y1) - max(a.y0, b.y0))
                if overlap < 0.5 * hmin { continue }
                if hmax > 3 * hmin && hmin > 3 * scale { continue }
                // A box around the other (a button's border, an input field) is not its neighbour.
                if hmax >= 2 * hmin && (a.encloses(b) || b.encloses(a)) { continue }
                if gap > 0.6 * hmax + 1 { continue }
                if ComponentExtraction.dot(a.direction, b.direction) < 0.9 { continue }
                if ComponentExtraction.maxDifference(a.background, b.background) > 40 { continue }
                union(i, j)
            }
        }
        var wordsByRoot: [Int: [Component]] = [:]
        var rootOrder: [Int] = []
        for i in sorted.indices {
            let root = find(i)
            if wordsByRoot[root] == nil { rootOrder.append(root) }
            wordsByRoot[root, default: []].append(sorted[i])
        }
        // Glyphs of one word by the rules above may still change color or size for good.
        let groups = rootOrder.flatMap { LineSplitting.split(wordsByRoot[$0] ?? [], scale: scale) }
        struct Word {
            var x0: Int, y0: Int, x1: Int, y1: Int
            var direction: (Double, Double, Double)
            var background: (Double, Double, Double)
            /// The median ink of the glyphs at least 0.4 of the tallest (those with a color).
            var ink: (Double, Double, Double)
            /// Whether the word has two glyphs with a color or more, three quarters of them or
            /// more of one ink with `ink` over their own backgrounds (``oneInk(_:_:_:_:)``): a
            /// word of one color (a glyph astride two backgrounds reads between them); the
            /// specks of a photograph vary.
            var isOneColor: Bool
            /// The largest distance of an ink pixel from its background (RGB, 0...441).
            var reach: Double
            /// Median height of the glyphs at least 0.35 of the tallest (dots and commas left
            /// out): the x-height of a lowercase word, the cap height of digits or capitals.
            var body: Double
            /// Median distance between the centres of neighbouring glyphs (those of `body`),
            /// 0 for a word of one glyph.
            var advance: Double
            /// The glyphs, left to right by their centres.
            var members: [Component]
            var height: Int { y1 - y0 }
        }
        var words: [Word] = groups.map { group in
            let members = group.sorted { $0.x0 + $0.x1 < $1.x0 + $1.x1 }
            var d = (0.0, 0.0, 0.0), b = (0.0, 0.0, 0.0), weight = 0.0
            for c in members {
                let n = Double(c.pixelCount)
                d.0 += c.direction.0 * n; d.1 += c.direction.1 * n; d.2 += c.direction.2 * n
                b.0 += c.background.0 * n; b.1 += c.background.1 * n; b.2 += c.background.2 * n
                weight += n
            }
            let tallest = Double(members.map(\.height).max() ?? 0)
            let background = (b.0 / weight, b.1 / weight, b.2 / weight)
            let main = members.filter { Double($0.height) >= 0.35 * tallest }
            let centres = main.map { Double($0.x0 + $0.x1) / 2 }.sorted()
            let colored = members.filter { Double($0.height) >= 0.4 * tallest }
            let ink = (
                Statistics.median(colored.map(\.ink.0)), Statistics.median(colored.map(\.ink.1)),
                Statistics.median(colored.map(\.ink.2)))
            return Word(
                x0: members.map(\.x0).min() ?? 0, y0: members.map(\.y0).min() ?? 0,
                x1: members.map(\.x1).max() ?? 0, y1: members.map(\.y1).max() ?? 0,
                direction: ComponentExtraction.unit(d, minus: (0, 0, 0)),
                background: background,
                ink: ink,
                isOneColor: colored.count >= 2
                    && 4 * colored.filter { oneInk($0.ink, ink, $0.background, background) }.count >= 3 * colored.count,
                reach: members.map(\.peakDistance).max() ?? 0,
                body: Statistics.median(main.map { Double($0.height) }),
                advance: Statistics.median(zip(centres.dropFirst(), centres).map { $0 - $1 }), members: members)
        }
        words.sort { ($0.x0, $0.y0) < ($1.x0, $1.y0) }
        parent = Array(0..<words.count)
        for i in words.indices {
            let a = words[i]
            for j in (i + 1)..<max(i + 1, words.count) {
                let b = words[j]
                let hmax = Double(max(a.height, b.height)), hmin = Double(min(a.height, b.height))
                // The word gap of this line: 0.9 of the taller height, or 1.5 glyph advances of
                // the longer word (monospaced code and widely set text space their words wider).
                let advance = a.members.count >= b.members.count ? a.advance : b.advance
                if Double(b.x0 - a.x1) > max(0.9 * hmax + 1, 1.5 * advance) { continue }
                let overlap = Double(min(a.y1, b.y1) - max(a.y0, b.y0))
                if overlap < 0.6 * hmin { continue }
                // Comparable sizes: the glyph bodies within 1.6x (a word of x-height letters
                // beside one with ascenders and descenders is the same size), the boxes within 2.1x.
                let bodyMax = max(a.body, b.body), bodyMin = min(a.body, b.body)
                if hmax > 1.6 * hmin && (bodyMax > 1.6 * bodyMin || hmax > 2.1 * hmin) { continue }
                let sameInk = a.isOneColor && b.isOneColor && oneInk(a.ink, b.ink, a.background, b.background)
                if !sameInk && ComponentExtraction.dot(a.direction, b.direction) < 0.95 { continue }
                if !sameInk && ComponentExtraction.maxDifference(a.background, b.background) > 40 { continue }
                // Same direction, far different strength: a faint word beside a strong one (a
                // struck-out old price, a label beside its checked box) is another run.
                if max(a.reach, b.reach) > 1.8 * max(1, min(a.reach, b.reach)) { continue }
                // The facing glyphs change color or size for good (see `LineSplitting`).
                if LineSplitting.differ(
                    a.members[...], b.members[...], tallest: hmax, scale: scale)
                {
                    continue
                }
                union(i, j)
            }
        }
        var linesByRoot: [Int: [Component]] = [:]
        var lineOrder: [Int] = []
        for i in words.indices {
            let root = find(i)
            if linesByRoot[root] == nil { lineOrder.append(root) }
            linesByRoot[root, default: []].append(contentsOf: words[i].members)
        }
        // A lone glyph of another ink (an icon, a checkbox) is not part of the label beside it.
        var lines: [[Component]] = [], loneGlyphs: [Component] = []
        for root in lineOrder {
            let cut = LineSplitting.cuttingLoneGlyphs(linesByRoot[root] ?? [], scale: scale)
            if !cut.rest.isEmpty { lines.append(cut.rest) }
            loneGlyphs.append(contentsOf: cut.loneGlyphs)
        }
        return (attachingMarks(lines), loneGlyphs)
    }

    /// The largest distance (8-bit RGB, Euclidean) between the inks of two words that are one
    /// color: such neighbours join whatever lies behind them, as one run of text crosses the
    /// light and dark parts of a photograph (its backgrounds and background-to-ink axes then
    /// differ). The limit under which ``LineSplitting`` never tells two inks apart.
    static let sameInkLevels = 24.0

    /// The largest part of its backgrounds' change that one translucent ink follows, as seen in
    /// its glyphs' median inks and backgrounds (white at 60 % over a photograph and a dark scrim
    /// reads 0.65).
    static let translucentFollow = 0.75

    /// Whether two inks are one color seen over two backgrounds: within ``sameInkLevels``, or
    /// (translucent text, which follows its backdrop by a part of its change) apart by at most
    /// ``translucentFollow`` of the backgrounds' distance and the same way (ink difference and
    /// background difference at a cosine of 0.9 or more). The ink of another color, or the rim of a pill seen from
    /// outside it, differs across the backgrounds' change.
    static func oneInk(
        _ a: (Double, Double, Double), _ b: (Double, Double, Double),
        _ backgroundA: (Double, Double, Double), _ backgroundB: (Double, Double, Double)
    ) -> Bool {
        let d = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        let length = (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
        if length <= sameInkLevels { return true }
        let e = (backgroundA.0 - backgroundB.0, backgroundA.1 - backgroundB.1, backgroundA.2 - backgroundB.2)
        let step = (e.0 * e.0 + e.1 * e.1 + e.2 * e.2).squareRoot()
        return length <= translucentFollow * step && d.0 * e.0 + d.1 * e.1 + d.2 * e.2 >= 0.9 * length * step
    }

    /// Moves the marks over a line's glyphs into the line: a group of one or two components
    /// each under 0.35 of the line's median glyph height (an i or j dot, an accent, an umlaut)
    /// whose box lies over one glyph (within 0.15 of that height + 1 px) of a line of three or more, wholly above that line's
    /// median glyph top by at most half the median glyph height, in ink of the same direction.
    /// They do not overlap the glyphs vertically, so the rules above never join them; the
    /// ascent of a line of x-height letters needs them (``SizeFeatures``).
    static func attachingMarks(_ lines: [[Component]]) -> [[Component]] {
        struct Target { var index: Int, bodyTop: Double, body: Double, x0: Int, x1: Int }
        var targets: [Target] = []
        for (i, line) in lines.enumerated() where line.count >= 3 {
            let tallest = Double(line.map(\.height).max() ?? 0)
            let main = line.filter { Double($0.height) >= 0.35 * tallest }
            targets.append(Target(
                index: i, bodyTop: Statistics.median(main.map { Double($0.y0) }),
                body: Statistics.median(main.map { Double($0.height) }),
                x0: line.map(\.x0).min() ?? 0, x1: line.map(\.x1).max() ?? 0))
        }
        guard !targets.isEmpty else { return lines }
        targets.sort { $0.bodyTop < $1.bodyTop }
        var result = lines
        var moved = [Bool](repeating: false, count: lines.count)
        for (i, marks) in lines.enumerated() where marks.count <= 2 {
            let x0 = marks.map(\.x0).min() ?? 0, x1 = marks.map(\.x1).max() ?? 0
            let y1 = Double(marks.map(\.y1).max() ?? 0), h = Double(marks.map(\.height).max() ?? 0)
            // The first target whose body top lies at or below the marks' bottom.
            var lo = 0, hi = targets.count
            while lo < hi { let mid = (lo + hi) / 2; if targets[mid].bodyTop < y1 { lo = mid + 1 } else { hi = mid } }
            var k = lo
            while k < targets.count, targets[k].bodyTop <= y1 + 0.5 * targets[k].body + 1 {
                let t = targets[k]
                k += 1
                guard t.index != i, x0 >= t.x0, x1 <= t.x1, h < 0.35 * t.body,
                    targets[k - 1].bodyTop - y1 <= 0.5 * t.body
                else { continue }
                let line = lines[t.index]
                let slack = Int(0.15 * t.body) + 1
                guard line.contains(where: {
                        $0.x0 - slack <= x0 && x1 <= $0.x1 + slack && Double($0.height) >= 0.35 * t.body }),
                    ComponentExtraction.dot(line[0].direction, marks[0].direction) >= 0.9
                else { continue }
                result[t.index].append(contentsOf: marks)
                moved[i] = true
                break
            }
        }
        return result.indices.filter { !moved[$0] }.map { result[$0] }
    }
}
