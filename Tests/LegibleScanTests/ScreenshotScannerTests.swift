import Foundation
import LegibleCore
import LegibleScan
import Testing
import _LegibleTestSupport

@Suite("Screenshot scanner on synthetic screens")
struct ScreenshotScannerTests {
    typealias RGB = SyntheticScreen.RGB

    static let pairs: [(fg: RGB, bg: RGB)] = [
        ((0x76, 0x76, 0x76), (0xff, 0xff, 0xff)),  // 4.54: AA pass, AAA fail
        ((0x99, 0x99, 0x99), (0xff, 0xff, 0xff)),  // 2.85: fail
        ((0x1a, 0x3c, 0x8c), (0xf2, 0xf4, 0xf7)),  // 9.9: pass both
        ((0xd0, 0xd0, 0xd0), (0x20, 0x22, 0x26)),  // dark theme, 11.4
        ((0x6e, 0x58, 0x83), (0x26, 0x23, 0x2a)),  // 2.50 on dark
    ]

    func render(scale: Int, pair: (fg: RGB, bg: RGB), bold: Bool = false, fontPixel: Double = 1.5)
        -> (image: [UInt8], ink: PixelRect, width: Int, height: Int)
    {
        let s = Double(scale)
        let width = 260 * scale, height = 40 * scale
        var screen = SyntheticScreen(width: width, height: height, background: pair.bg)
        let ink = screen.drawText("CONTRAST", x: 12 * s, y: 12 * s, fontPixel: fontPixel * s, color: pair.fg, bold: bold)
        return (screen.rgba, ink, width, height)
    }

    @Test("Flat text is found with its colors, ratio and verdicts", arguments: [1, 2, 3], 0..<5)
    func flatText(scale: Int, pairIndex: Int) throws {
        let pair = Self.pairs[pairIndex]
        let (image, ink, width, height) = render(scale: scale, pair: pair)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: image, scale: Double(scale))
        #expect(result.regions.count == 1, "regions: \(result.regions.map(\.rect))")
        let region = try #require(result.regions.first)
        #expect(iou(region.rect, ink) >= 0.8, "rect \(region.rect) vs ink \(ink)")
        let fg = region.foreground.components8, bg = region.background.components8
        #expect(abs(Int(fg.red) - Int(pair.fg.red)) <= 1 && abs(Int(fg.green) - Int(pair.fg.green)) <= 1
            && abs(Int(fg.blue) - Int(pair.fg.blue)) <= 1, "foreground \(region.foreground.hex)")
        #expect(bg.red == pair.bg.red && bg.green == pair.bg.green && bg.blue == pair.bg.blue)
        let truth = referenceRatio(pair.fg, pair.bg)
        #expect(abs(region.ratio - truth) / truth <= 0.02, "ratio \(region.ratio) vs \(truth)")
        #expect(region.backgroundKind == .flat)
        #expect(region.worstRatio == region.ratio)
        #expect(region.aa == (truth >= 4.5 ? .pass : .fail))
        #expect(region.aaa == (truth >= 7 ? .pass : .fail))
        #expect(!region.isBold)
        #expect(!region.isLarge)
        #expect(region.role == .text)
        // 10.5 CSS px glyphs of cap height 7 font px: ascent / 0.74 ≈ 14.2 CSS px.
        #expect(abs(region.fontSize - 10.5 / 0.74) <= 1.5, "font size \(region.fontSize)")
    }

    @Test("Thick strokes read as bold", arguments: [1, 2, 3])
    func boldText(scale: Int) throws {
        let pair = Self.pairs[0]
        let (image, _, width, height) = render(scale: scale, pair: pair, bold: true)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: image, scale: Double(scale))
        let region = try #require(result.regions.first)
        #expect(region.isBold)
        #expect(!region.isLarge, "14 px bold is normal text")
    }

    @Test("Stems of 0.178 of the ascent (semibold) are not bold; 0.22 (bold) are", arguments: [2, 3])
    func semiboldIsNotBold(scale: Int) throws {
        let s = Double(scale)
        let width = 200 * scale, height = 60 * scale
        var screen = SyntheticScreen(width: width, height: height, background: (0xff, 0xff, 0xff))
        /// A row of "H" shapes with round-capped strokes of width `stem` (CSS px), 14 px between
        /// the cap centres: the ink is 14 + stem tall, so stem / ascent = stem / (14 + stem).
        func letters(x: Double, y: Double, stem: Double) -> PixelRect {
            let r = stem / 2 * s, h = 14 * s
            for i in 0..<3 {
                let left = (x + Double(i) * 14) * s
                screen.stroke(from: left, y * s, to: left, y * s + h, radius: r, color: (0x33, 0x33, 0x33))
                screen.stroke(from: left + 8 * s, y * s, to: left + 8 * s, y * s + h, radius: r, color: (0x33, 0x33, 0x33))
                screen.stroke(from: left, y * s + h / 2, to: left + 8 * s, y * s + h / 2, radius: r, color: (0x33, 0x33, 0x33))
            }
            return PixelRect(x: Int((x * s - r)), y: Int(y * s - r), width: Int(36 * s + 2 * r), height: Int(h + 2 * r))
        }
        // 0.178 = 3.03 / 17.03; 0.222 = 4 / 18.
        let semibold = letters(x: 12, y: 12, stem: 3.03)
        let bold = letters(x: 110, y: 12, stem: 4)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        let light = try #require(result.regions.first { iou($0.rect, semibold) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(!light.isBold)
        let heavy = try #require(result.regions.first { iou($0.rect, bold) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(heavy.isBold)
    }

    @Test("Big text is large text with the 3:1 AA requirement", arguments: [1, 2])
    func largeText(scale: Int) throws {
        let pair: (fg: RGB, bg: RGB) = ((0x94, 0x94, 0x94), (0xff, 0xff, 0xff))  // 3.03
        let s = Double(scale)
        let width = 300 * scale, height = 60 * scale
        var screen = SyntheticScreen(width: width, height: height, background: pair.bg)
        screen.drawText("LARGE", x: 10 * s, y: 15 * s, fontPixel: 3.5 * s, color: pair.fg)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
        let region = try #require(result.regions.first)
        #expect(region.isLarge, "font size \(region.fontSize)")
        #expect(region.requirement.minimumRatio == 3)
        #expect(region.aa == .pass)
        #expect(region.aaa == .fail)
    }

    @Test("A line split by an inline run of another color is one run with the other inside it")
    func inlineRun() throws {
        let text: RGB = (0x99, 0x99, 0x99), link: RGB = (0x9a, 0x0c, 0x0c), page: RGB = (0xff, 0xff, 0xff)
        let width = 420, height = 40
        var screen = SyntheticScreen(width: width, height: height, background: page)
        let before = screen.drawText("READ THE", x: 10, y: 12, fontPixel: 1.5, color: text)
        let inside = screen.drawText("TERMS", x: 10 + 9 * 9, y: 12, fontPixel: 1.5, color: link)
        let after = screen.drawText("FIRST", x: 10 + 15 * 9, y: 12, fontPixel: 1.5, color: text)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        #expect(result.regions.count == 2, "regions: \(result.regions.map(\.rect))")
        let outer = try #require(result.regions.first { $0.aa == .fail })
        let inner = try #require(result.regions.first { $0.aa == .pass })
        #expect(outer.rect.x <= before.x + 1 && outer.rect.x + outer.rect.width >= after.x + after.width - 1)
        #expect(iou(inner.rect, inside) >= 0.7)
        // Without the inline run between them, pieces far apart stay apart.
        var apart = SyntheticScreen(width: width, height: height, background: page)
        apart.drawText("READ THE", x: 10, y: 12, fontPixel: 1.5, color: text)
        apart.drawText("FIRST", x: 10 + 30 * 9, y: 12, fontPixel: 1.5, color: text)
        let separate = ScreenshotScanner().scan(width: width, height: height, rgba: apart.rgba, scale: 1)
        #expect(separate.regions.count == 2)
    }

    @Test("The flat inside of a thick dot or stroke is not taken for the background behind the text")
    func thickStrokes() throws {
        // "$370.67", DejaVu Serif Bold 40 px, #747f89 on #1f2224 (3.92): see Fixtures/scan.
        let rgba = try Fixtures.bytes("scan/stat-value-200x56.rgba")
        #expect(rgba.count == 200 * 56 * 4)
        let result = ScreenshotScanner().scan(width: 200, height: 56, rgba: rgba, scale: 1)
        #expect(result.regions.count == 1, "regions: \(result.regions.map(\.rect))")
        let region = try #require(result.regions.first)
        #expect(region.isLarge)
        #expect(region.backgroundKind == .flat)
        let truth = referenceRatio((0x74, 0x7f, 0x89), (0x1f, 0x22, 0x24))
        #expect(abs(region.worstRatio - truth) / truth <= 0.02, "worst \(region.worstRatio)")
        #expect(region.aa == .pass)
    }

    @Test("Text inside a bordered button is measured without the border")
    func borderedButton() throws {
        let text: RGB = (0x90, 0x6b, 0x7a), border: RGB = (0xd5, 0xd3, 0xd4)
        let page: RGB = (0xfb, 0xfb, 0xfb), fill: RGB = (0xea, 0xea, 0xea)
        let width = 200, height = 80
        var screen = SyntheticScreen(width: width, height: height, background: page)
        // The border box is about twice as tall as the text: close enough to join it as a glyph.
        screen.fill(PixelRect(x: 20, y: 22, width: 150, height: 30), color: fill)
        for rect in [
            PixelRect(x: 20, y: 22, width: 150, height: 1), PixelRect(x: 20, y: 51, width: 150, height: 1),
            PixelRect(x: 20, y: 22, width: 1, height: 30), PixelRect(x: 169, y: 22, width: 1, height: 30),
        ] {
            screen.fill(rect, color: border)
        }
        let ink = screen.drawText("SIGNIN", x: 52, y: 31, fontPixel: 1.5, color: text, bold: true)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        let region = try #require(result.regions.first { $0.aa == .fail })
        #expect(iou(region.rect, ink) >= 0.7, "rect \(region.rect) vs ink \(ink)")
        #expect(!region.isLarge, "14 px bold text is normal text: \(region.fontSize) px")
    }

    @Test("A faint word beside a strong one of the same hue is its own run")
    func faintNeighbour() throws {
        // A struck-out old price (faint) beside the new price, light gray on near-black.
        let page: RGB = (0x1f, 0x1d, 0x18), faint: RGB = (0x35, 0x38, 0x2d), strong: RGB = (0xa6, 0xa6, 0xa4)
        let width = 260, height = 40
        var screen = SyntheticScreen(width: width, height: height, background: page)
        let newPrice = screen.drawText("$199", x: 10, y: 12, fontPixel: 1.5, color: strong)
        let oldPrice = screen.drawText("$233", x: 10 + 5 * 9, y: 12, fontPixel: 1.5, color: faint)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        #expect(result.regions.count == 2, "regions: \(result.regions.map(\.rect))")
        let old = try #require(result.regions.first { iou($0.rect, oldPrice) >= 0.7 })
        #expect(old.ratio < 1.5 && old.aa == .fail, "old price \(old.foreground.hex) \(old.ratio)")
        let new = try #require(result.regions.first { iou($0.rect, newPrice) >= 0.7 })
        #expect(new.aa == .pass)
    }

    @Test("A solid rectangle, a rule and photo-like noise are not text")
    func nonText() {
        let width = 320, height = 200
        var screen = SyntheticScreen(width: width, height: height, background: (250, 250, 250))
        screen.fill(PixelRect(x: 20, y: 20, width: 60, height: 40), color: (120, 120, 130))
        screen.fill(PixelRect(x: 20, y: 100, width: 260, height: 2), color: (200, 200, 200))
        screen.fill(PixelRect(x: 100, y: 20, width: 3, height: 60), color: (90, 90, 90))
        // Smooth value noise (bilinear over a coarse random grid), like a blurred photograph.
        var random = SplitMix64(seed: 42)
        let cell = 12
        let gw = 140 / cell + 2, gh = 80 / cell + 2
        let grid = (0..<(gw * gh)).map { _ in random.unit() }
        var photo = [UInt8](repeating: 0, count: 140 * 80)
        for y in 0..<80 {
            for x in 0..<140 {
                let fx = Double(x) / Double(cell), fy = Double(y) / Double(cell)
                let ix = Int(fx), iy = Int(fy)
                let tx = fx - Double(ix), ty = fy - Double(iy)
                let a = grid[iy * gw + ix], b = grid[iy * gw + ix + 1]
                let c = grid[(iy + 1) * gw + ix], d = grid[(iy + 1) * gw + ix + 1]
                let v = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty
                photo[y * 140 + x] = UInt8(60 + v * 150)
            }
        }
        var image = screen.rgba
        for y in 0..<80 {
            for x in 0..<140 {
                let o = ((110 + y) * width + 150 + x) * 4
                let v = photo[y * 140 + x]
                image[o] = v / 2
                image[o + 1] = v
                image[o + 2] = UInt8(min(255, Int(v) + 30))
            }
        }
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: image, scale: 1)
        #expect(result.regions.isEmpty, "found \(result.regions.map(\.rect))")
    }

    @Test("Text on a gradient is complex and judged by its worst ratio")
    func gradient() throws {
        let width = 300, height = 50
        let fg: RGB = (0x30, 0x30, 0x30)
        func shade(_ x: Double) -> RGB {
            let v = UInt8(255 - Int((x / Double(width)) * 150))
            return (v, v, v)
        }
        var screen = SyntheticScreen(width: width, height: height) { x, _ in shade(x) }
        let ink = screen.drawText("GRADIENT", x: 20, y: 14, fontPixel: 2, color: fg)
        let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: 1)
        let region = try #require(result.regions.first)
        #expect(region.backgroundKind == .complex)
        #expect(region.worstRatio < region.ratio)
        // The worst local background is the darkest, at the right end of the text.
        let darkest = referenceRatio(fg, shade(Double(ink.x + ink.width)))
        let lightest = referenceRatio(fg, shade(Double(ink.x)))
        #expect(region.worstRatio >= darkest * 0.97 && region.worstRatio <= darkest * 1.08,
            "worst \(region.worstRatio), expected about \(darkest)")
        #expect(region.ratio > darkest && region.ratio < lightest)
    }

    @Test("A backdrop within 1.3:1 of itself (a dark material over faint content) is judged on its typical ratio", arguments: [2, 3])
    func lowContrastBackdrop(scale: Int) throws {
        let s = Double(scale)
        let width = 160 * scale, height = 30 * scale
        let gray: RGB = (0x8e, 0x8e, 0x93)
        // Smooth waves of 14 levels (29 to 43, 1.19:1 between them; a tab bar's translucent
        // material over scrolled text) or 40 levels (29 to 69, 1.76:1) under a 10.5 px gray word.
        for (amplitude, judgedTypical) in [(14.0, true), (40.0, false)] {
            var screen = SyntheticScreen(width: width, height: height) { x, _ in
                let v = UInt8(29 + amplitude * (0.5 + 0.5 * sin(2 * .pi * x / (12 * s))))
                return (v, v, v)
            }
            let ink = screen.drawText("LIBRARY", x: 20 * s, y: 10 * s, fontPixel: 1.5 * s, color: gray)
            let result = ScreenshotScanner().scan(width: width, height: height, rgba: screen.rgba, scale: s)
            let region = try #require(result.regions.first { iou($0.rect, ink) >= 0.6 }, "\(result.regions.map(\.rect))")
            #expect(region.backgroundKind == .complex)
            if judgedTypical {
                // 4.3:1 over the lightest backdrop, about 4.7:1 over the median one.
                #expect(region.worstRatio == region.ratio && region.ratio >= 4.5 && region.aa == .pass, "\(region.ratio)")
            } else {
                #expect(region.worstRatio < 0.9 * region.ratio, "\(region.worstRatio) \(region.ratio)")
            }
        }
    }

    @Test("Options: ignored rects, minimum height and level")
    func options() throws {
        let (image, ink, width, height) = render(scale: 1, pair: Self.pairs[0])
        let ignoring = ScreenshotScanner(options: ScanOptions(ignoredRects: [ink]))
        #expect(ignoring.scan(width: width, height: height, rgba: image, scale: 1).regions.isEmpty)
        let tall = ScreenshotScanner(options: ScanOptions(minimumTextHeight: Double(ink.height + 1)))
        #expect(tall.scan(width: width, height: height, rgba: image, scale: 1).regions.isEmpty)
        let aaa = ScreenshotScanner(options: ScanOptions(level: .aaa)).scan(width: width, height: height, rgba: image, scale: 1)
        let region = try #require(aaa.regions.first)
        #expect(region.requirement.minimumRatio == 7)
        #expect(region.verdict == .fail)
        #expect(aaa.failingCount == 1)
    }

    @Test("Bad input gives no regions and no trap")
    func badInput() {
        let scanner = ScreenshotScanner()
        #expect(scanner.scan(width: 10, height: 10, rgba: [UInt8](repeating: 0, count: 12), scale: 1).regions.isEmpty)
        #expect(scanner.scan(width: 0, height: 0, rgba: [], scale: 1).regions.isEmpty)
        #expect(scanner.scan(width: -3, height: 5, rgba: [], scale: .nan).regions.isEmpty)
        let flat = [UInt8](repeating: 200, count: 64 * 64 * 4)
        let result = scanner.scan(width: 64, height: 64, rgba: flat, scale: .infinity)
        #expect(result.regions.isEmpty)
        #expect(result.scale == 1)
        #expect(scanner.scan(width: 64, height: 64, rgba: flat, scale: 1e12).scale == 8)
        #expect(scanner.scan(width: Int.max, height: 2, rgba: flat, scale: 1).regions.isEmpty)
    }

    @Test("Scale from an Apple-style file name suffix")
    func scaleFromFileName() {
        #expect(ScreenshotScale.fromFileName("page-3@2x.png") == 2)
        #expect(ScreenshotScale.fromFileName("/tmp/shots/home@3x.PNG") == 3)
        #expect(ScreenshotScale.fromFileName("home.png") == nil)
        #expect(ScreenshotScale.fromFileName("home@2x-dark.png") == nil)
        #expect(ScreenshotScale.fromFileName("dir@2x/home.png") == nil)
        #expect(ScreenshotScale.fromFileName("home@1x.png") == 1)
        #expect(ScreenshotScale.fromFileName("home@0x.png") == nil)
        #expect(ScreenshotScale.fromFileName("home@9x.png") == nil)
        #expect(ScreenshotScale.fromFileName("home2x.png") == nil)
        #expect(ScreenshotScale.fromFileName("icon@2x") == 2)
    }
}
