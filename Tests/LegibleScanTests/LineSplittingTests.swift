import LegibleCore
import LegibleScan
import Testing

/// Word gaps judged against the line, and lines cut where the ink color or the glyph size
/// changes (`LineGrouping`, `LineSplitting`), on lines drawn with ``BitmapFont``.
@Suite("Line grouping and splitting on synthetic lines")
struct LineSplittingTests {
    typealias RGB = SyntheticScreen.RGB
    static let page: RGB = (0xff, 0xff, 0xff)

    /// A white `width` x `height` screen with what `draw` puts on it, scanned at `scale`: the
    /// scan, and what `draw` returned (the rectangles of the words it drew).
    static func scanned<Drawn>(
        width: Int, height: Int, scale: Double, draw: (inout SyntheticScreen) -> Drawn
    ) -> (drawn: Drawn, result: ScanResult) {
        var screen = SyntheticScreen(width: width, height: height, background: page)
        let drawn = draw(&screen)
        return (drawn, ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: scale))
    }

    @Test("Words set wider than 0.9 of their height but within 1.5 glyph advances stay one run", arguments: [1, 2])
    func wideWordGap(scale: Int) throws {
        // Glyphs 5 x 7 font px of 1.5 px: 7.5 px wide, 10.5 px tall, 9 px advance. A word gap of
        // 12.5 px is over 0.9 × 11 + 1 (the height rule alone) and under 1.5 advances (13.5 px),
        // as in monospaced code.
        let s = Double(scale)
        let gray: RGB = (0x99, 0x99, 0x99)
        let width = 300 * scale, height = 40 * scale
        func line(gap: Double) -> (drawn: (PixelRect, PixelRect), result: ScanResult) {
            Self.scanned(width: width, height: height, scale: s) { screen in
                let first = screen.drawText("SYNC", x: 10 * s, y: 12 * s, fontPixel: 1.5 * s, color: gray)
                let second = screen.drawText(
                    "ROLES", x: Double(first.x + first.width) + gap * s, y: 12 * s, fontPixel: 1.5 * s, color: gray)
                return (first, second)
            }
        }
        let ((first, second), result) = line(gap: 12.5)
        #expect(result.regions.count == 1, "regions: \(result.regions.map(\.rect))")
        let region = try #require(result.regions.first)
        #expect(region.rect.x <= first.x + 1 && region.rect.x + region.rect.width >= second.x + second.width - 1)
        // Twice as far (a separate label, a table cell) is another run.
        let separate = line(gap: 12.5 + 14).result
        #expect(separate.regions.count == 2, "regions: \(separate.regions.map(\.rect))")
    }

    @Test("A word of a darker gray inside a line of a lighter one is its own run with its own color")
    func darkerWordInside() throws {
        // #888888 (3.54:1, fails) around #333333 (12.6:1): one hue, ink vectors 0.58 as long,
        // closer in reach (1.71x) than the word rules keep apart (1.8x); scale 2, where lengths count.
        let light: RGB = (0x88, 0x88, 0x88), dark: RGB = (0x33, 0x33, 0x33)
        // Words 10 px apart (under 0.6 of the 21 px height: the glyph rules join them).
        let ((before, inside, after), result) = Self.scanned(width: 600, height: 80, scale: 2) { screen in
            var x = 20.0
            let words = [("STATUS", light), ("READY", dark), ("NOW", light)].map { word, color in
                let rect = screen.drawText(word, x: x, y: 24, fontPixel: 3, color: color)
                x = Double(rect.x + rect.width + 10)
                return rect
            }
            return (words[0], words[1], words[2])
        }
        let inner = try #require(result.regions.first { iou($0.rect, inside) >= 0.7 }, "regions: \(result.regions.map(\.rect))")
        #expect(inner.aa == .pass)
        #expect(maxChannelDifference(inner.foreground, dark) <= 12, "inner \(inner.foreground.hex)")
        let outer = result.regions.filter { $0.aa == .fail }
        #expect(!outer.isEmpty)
        // The lighter pieces on either side join across the darker word (the run around it).
        for region in outer {
            #expect(maxChannelDifference(region.foreground, light) <= 12, "outer \(region.foreground.hex)")
        }
        let covered = outer.contains { $0.rect.x <= before.x + 1 } && outer.contains {
            $0.rect.x + $0.rect.width >= after.x + after.width - 1
        }
        #expect(covered, "outer: \(outer.map(\.rect))")
    }

    @Test("A big price beside a small unit of the same color is two runs", arguments: [1, 2])
    func mixedSizes(scale: Int) throws {
        // "$29" of 28 px ink beside "/MO" of 10.5 px on one baseline, 4 px apart: the glyph rules
        // join them (heights within 3x), the size cut (over 2.2x) parts them.
        let s = Double(scale)
        let ink: RGB = (0x76, 0x76, 0x76)
        let ((price, unit), result) = Self.scanned(width: 200 * scale, height: 60 * scale, scale: s) { screen in
            let price = screen.drawText("$29", x: 10 * s, y: 12 * s, fontPixel: 4 * s, color: ink)
            let unit = screen.drawText(
                "/MO", x: Double(price.x + price.width) + 4 * s, y: 12 * s + 17.5 * s, fontPixel: 1.5 * s, color: ink)
            return (price, unit)
        }
        #expect(result.regions.count == 2, "regions: \(result.regions.map(\.rect))")
        let big = try #require(result.regions.first { iou($0.rect, price) >= 0.6 }, "regions: \(result.regions.map(\.rect))")
        #expect(big.isLarge)
        let small = try #require(result.regions.first { iou($0.rect, unit) >= 0.6 }, "regions: \(result.regions.map(\.rect))")
        #expect(!small.isLarge)
    }

    @Test("A lone glyph of another ink before a label is cut from the label's run", arguments: [1, 2, 3])
    func loneGlyphBeforeLabel(scale: Int) throws {
        // A navy "X" (a checkbox, an icon) 8 px before a gray label: the ink directions agree
        // within the word and line rules (cosine 0.98) and the reach within 1.8x (1.61x), so
        // both join one line; the X lies 66 levels off the label's ink axis, so it is cut.
        let s = Double(scale)
        let navy: RGB = (0x1f, 0x3a, 0x7a), gray: RGB = (0x8a, 0x8a, 0x8a)
        let ((icon, label), result) = Self.scanned(width: 240 * scale, height: 50 * scale, scale: s) { screen in
            let icon = screen.drawText("X", x: 10 * s, y: 14 * s, fontPixel: 2 * s, color: navy)
            let label = screen.drawText(
                "TASKS DUE", x: Double(icon.x + icon.width) + 8 * s, y: 14 * s, fontPixel: 2 * s, color: gray)
            return (icon, label)
        }
        let run = try #require(
            result.regions.first { iou($0.rect, label) >= 0.6 }, "regions: \(result.regions.map(\.rect))")
        #expect(run.rect.x >= icon.x + icon.width - 1, "run \(run.rect), icon \(icon)")
        #expect(run.aa == .fail)
        #expect(maxChannelDifference(run.foreground, gray) <= 12, "run \(run.foreground.hex)")
        #expect(abs(run.ratio - referenceRatio(gray, Self.page)) / referenceRatio(gray, Self.page) <= 0.03)
        // The cut glyph is a shape, not a text run of its own.
        #expect(!result.regions.contains { $0.role != .nonText && iou($0.rect, icon) >= 0.5 })
    }

    @Test("Quotation marks before a word stay in the word's run", arguments: [1, 2])
    func quotationMarks(scale: Int) throws {
        // Two apostrophes (3 of the font's 7 rows, 2.33x shorter than the capitals: over the
        // 2.2x size cut) at the top of the line open a quotation: raised, not a small unit set
        // on the baseline (`mixedSizes`), so they join the word.
        let s = Double(scale)
        let ink: RGB = (0x76, 0x76, 0x76)
        // The bitmap font is monospaced; each mark is drawn on its own so that it stands one
        // letter gap (3 px at 1x) from the next, as a proportional font sets quotation marks.
        let (quoted, result) = Self.scanned(width: 220 * scale, height: 50 * scale, scale: s) { screen in
            let open = screen.drawText("'", x: 10 * s, y: 14 * s, fontPixel: 3 * s, color: ink)
            _ = screen.drawText("'", x: 19 * s, y: 14 * s, fontPixel: 3 * s, color: ink)
            let word = screen.drawText("HELLO", x: 31 * s, y: 14 * s, fontPixel: 3 * s, color: ink)
            // The first mark's ink begins 1 unit (3 px at 1x) into its cell.
            return PixelRect(x: open.x + 3 * scale, y: word.y, width: word.x + word.width - open.x - 3 * scale, height: word.height)
        }
        #expect(result.regions.count == 1, "regions: \(result.regions.map(\.rect))")
        let run = try #require(result.regions.first)
        #expect(run.rect.x <= quoted.x + 1, "run \(run.rect), drawn \(quoted)")
        #expect(run.rect.x + run.rect.width >= quoted.x + quoted.width - 1, "run \(run.rect), drawn \(quoted)")
    }

    private func maxChannelDifference(_ color: SRGBColor, _ rgb: RGB) -> Int {
        let c = color.components8
        return max(abs(Int(c.red) - Int(rgb.red)), abs(Int(c.green) - Int(rgb.green)), abs(Int(c.blue) - Int(rgb.blue)))
    }
}
