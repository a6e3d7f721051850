import LegibleCore
import LegibleScan
import Testing

/// The ink color of thin text, the weight doubt of the size class and the ascent of x-height
/// lines, on synthetic screens.
@Suite("Scanner: ink of thin text, weight doubt")
struct SizeAndInkTests {
    @Test("Thin 1x text: the ink is the fully covered pixels, not those within 3 % of them")
    func thinInkIsNotReadLight() throws {
        let ink: SyntheticScreen.RGB = (0x76, 0x76, 0x76)  // 4.54:1 on white
        var screen = SyntheticScreen(width: 160, height: 30, background: (0xff, 0xff, 0xff))
        let box = screen.drawText("THIN INK TEXT", x: 10, y: 10, fontPixel: 1, color: ink)
        // One font pixel is one image pixel: every ink pixel is fully covered. Four of every
        // five become 97.5 % covered (0x79, 4.35:1), as the stems of thin text mostly are at 1x.
        var rgba = screen.rgba
        var count = 0
        for offset in stride(from: 0, to: rgba.count, by: 4) where rgba[offset] == ink.red {
            if count % 5 != 0 { for channel in 0..<3 { rgba[offset + channel] = 0x79 } }
            count += 1
        }
        #expect(count > 100)
        let result = ScreenshotScanner().scan(width: 160, height: 30, rgba: rgba, scale: 1)
        let run = try #require(result.regions.first { iou($0.rect, box) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(run.foreground == SRGBColor(red8: 0x76, green8: 0x76, blue8: 0x76), "\(run.foreground.hexOpaque)")
        #expect(abs(run.ratio - referenceRatio(ink, (0xff, 0xff, 0xff))) < 0.01)
        #expect(run.aa == .pass)
    }

    @Test("Stems of 0.179 of the ascent leave the weight in doubt; 0.127 and 0.225 do not", arguments: [2, 3])
    func weightDoubt(scale: Int) throws {
        let s = Double(scale)
        let width = 300 * scale, height = 60 * scale
        var screen = SyntheticScreen(width: width, height: height, background: (0xff, 0xff, 0xff))
        /// Three "H" shapes with round-capped strokes `stem` CSS px wide, 11 px between the cap
        /// centres: stem / ascent = stem / (11 + stem) (as `ScreenshotScannerTests.semiboldIsNotBold`).
        func letters(x: Double, stem: Double) -> PixelRect {
            let r = stem / 2 * s, h = 11 * s, y = 12 * s
            for i in 0..<3 {
                let left = (x + Double(i) * 14) * s
                screen.stroke(from: left, y, to: left, y + h, radius: r, color: (0x33, 0x33, 0x33))
                screen.stroke(from: left + 8 * s, y, to: left + 8 * s, y + h, radius: r, color: (0x33, 0x33, 0x33))
                screen.stroke(from: left, y + h / 2, to: left + 8 * s, y + h / 2, radius: r, color: (0x33, 0x33, 0x33))
            }
            return PixelRect(x: Int(x * s - r), y: Int(y - r), width: Int(36 * s + 2 * r), height: Int(h + 2 * r))
        }
        // 0.127 = 1.6 / 12.6 (17.0 px); 0.179 = 2.4 / 13.4 (18.1 px); 0.225 = 3.2 / 14.2.
        let boxes = [letters(x: 12, stem: 1.6), letters(x: 110, stem: 2.4), letters(x: 208, stem: 3.2)]
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        let runs = try boxes.map { box in
            try #require(result.regions.first { iou($0.rect, box) >= 0.5 }, "\(result.regions.map(\.rect))")
        }
        #expect(!runs[0].isBold && !runs[0].isWeightUncertain)
        #expect(!runs[1].isBold && runs[1].isWeightUncertain)
        #expect(runs[2].isBold && !runs[2].isWeightUncertain)
        // 18.1 px is 16.6–20.1 px: uncertain only because the weight is in doubt (bold text of
        // 18⅔ px is large); 17.0 px regular (15.6–18.9 px) is certainly normal text.
        #expect(runs[1].isSizeUncertain() && !runs[0].isSizeUncertain())
    }

    @Test("The dots over the glyphs of a line of x-height letters give its ascent", arguments: [0, 1, 2])
    func dotsGiveTheAscent(variant: Int) throws {
        // At 2x, letters 20 px tall on a baseline at y = 50 ("inni"), stems 4 px; variant 0 has
        // no dots (the body's 20 px is the ascent), 1 has the i dots, 4 px square from 28 px above
        // the baseline (ascent 28: 18.9 px text), 2 adds an "l" 27 px tall, which the dots raise
        // by under 12 % (ascent 27, as without them).
        var screen = SyntheticScreen(width: 240, height: 70, background: (0xff, 0xff, 0xff))
        let ink: SyntheticScreen.RGB = (0x33, 0x33, 0x33)
        var x = 20
        for letter in variant == 2 ? "innil" : "inni" {
            screen.fill(PixelRect(x: x, y: letter == "l" ? 23 : 30, width: 4, height: letter == "l" ? 27 : 20), color: ink)
            if letter == "i" {
                if variant > 0 { screen.fill(PixelRect(x: x, y: 22, width: 4, height: 4), color: ink) }
                x += 12
            } else if letter == "n" {
                screen.fill(PixelRect(x: x + 12, y: 30, width: 4, height: 20), color: ink)
                screen.fill(PixelRect(x: x, y: 30, width: 16, height: 4), color: ink)
                x += 24
            }
        }
        let result = ScreenshotScanner().scan(width: 240, height: 70, rgba: screen.rgba, scale: 2)
        let run = try #require(
            result.regions.first { $0.rect.x == 20 && $0.rect.y + $0.rect.height == 50 },
            "\(result.regions.map(\.rect))")
        let ascent = [20.0, 28.0, 27.0][variant]
        #expect(abs(run.fontSize - ascent / 0.735 / 2) < 0.5, "font size \(run.fontSize)")
    }

    @Test("Partly covered edge rows count by their coverage: sharp and blurred edges", arguments: [0, 1])
    func softEdgesGiveTheAscent(variant: Int) throws {
        // At 2x, "nnnn" of full ink on rows 20..<50 (30 px), with edge rows of partial coverage
        // over all of each glyph's width: variant 0 one row 0.4 covered above (19) and one 0.6
        // below (50), the ink of a 31 px glyph (box rows: 32); variant 1 a blurred top, rows 18
        // and 19 at 0.4 and 0.8 (1.2 px of ink: ascent 31.2 + 0.6; box rows: 33).
        var screen = SyntheticScreen(width: 240, height: 70, background: (0xff, 0xff, 0xff))
        func ink(_ coverage: Double) -> SyntheticScreen.RGB {
            let v = UInt8((255 - coverage * Double(255 - 0x33)).rounded())
            return (v, v, v)
        }
        let edges: [(row: Int, coverage: Double)] =
            variant == 0 ? [(19, 0.4), (50, 0.6)] : [(18, 0.4), (19, 0.8), (50, 0.6)]
        for i in 0..<4 {
            let x = 20 + i * 24
            screen.fill(PixelRect(x: x, y: 20, width: 4, height: 30), color: ink(1))
            screen.fill(PixelRect(x: x + 12, y: 20, width: 4, height: 30), color: ink(1))
            screen.fill(PixelRect(x: x, y: 20, width: 16, height: 4), color: ink(1))
            for e in edges {
                screen.fill(PixelRect(x: x, y: e.row, width: e.row < 20 ? 16 : 4, height: 1), color: ink(e.coverage))
                if e.row > 20 { screen.fill(PixelRect(x: x + 12, y: e.row, width: 4, height: 1), color: ink(e.coverage)) }
            }
        }
        let result = ScreenshotScanner().scan(width: 240, height: 70, rgba: screen.rgba, scale: 2)
        let run = try #require(result.regions.first { $0.rect.x == 20 }, "\(result.regions.map(\.rect))")
        let ascent = [31.0, 31.8][variant]
        #expect(abs(run.fontSize - ascent / 0.735 / 2) < 0.15, "font size \(run.fontSize)")
    }
}
