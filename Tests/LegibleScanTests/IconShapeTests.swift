import Foundation
import LegibleCore
import LegibleScan
import Testing

/// Lone icon shapes on uniform backgrounds (disclosure chevrons, glyphs on icon tiles) are not
/// text runs; a count on a badge pill still is. Sizes are CSS px times the scale.
@Suite("Icon shapes")
struct IconShapeTests {
    typealias RGB = SyntheticScreen.RGB
    static let cell: RGB = (0xff, 0xff, 0xff)
    static let chevronGray: RGB = (0xc4, 0xc4, 0xc6)  // iOS tertiary label on white, 1.74:1

    /// `screen` scanned as `legible scan` does (text runs only) and with `--non-text` (shapes
    /// too), at `scale`: the two results each test compares.
    static func scanTextAndShapes(_ screen: SyntheticScreen, scale: Double) -> (text: ScanResult, all: ScanResult) {
        var options = ScanOptions()
        options.includesNonText = true
        let rgba = screen.rgba
        return (ScreenshotScanner().scan(width: screen.width, height: screen.height, rgba: rgba, scale: scale),
                ScreenshotScanner(options: options).scan(width: screen.width, height: screen.height, rgba: rgba, scale: scale))
    }

    /// A `width` x `height` CSS px screen at `scale` (image px = CSS px × scale) of one color.
    static func screen(_ width: Int, _ height: Int, scale: Int, background: RGB = cell) -> SyntheticScreen {
        SyntheticScreen(width: width * scale, height: height * scale, background: background)
    }

    /// Expects that no text run of `text` touches `shape` (a symbol is not text), and returns the
    /// run of `text` over `word` (IoU at least `overlap`), which must exist.
    static func expectShape(
        _ shape: PixelRect, notTextIn text: ScanResult, wordAt word: PixelRect? = nil, overlap: Double = 0.6,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ScanRegion? {
        #expect(!text.regions.contains { $0.rect.intersectionArea(with: shape) > 0 }, "\(text.regions.map(\.rect))",
                sourceLocation: sourceLocation)
        guard let word else { return nil }
        let found: ScanRegion = try #require(text.regions.first { iou($0.rect, word) >= overlap },
                                             "\(text.regions.map(\.rect))", sourceLocation: sourceLocation)
        return found
    }

    /// The regions of a `--non-text` scan `all` that touch `shape`, expected to be non-empty and
    /// all non-text (at least `count` of them).
    @discardableResult
    static func expectNonTextPieces(
        of shape: PixelRect, in all: ScanResult, count: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [ScanRegion] {
        let pieces = all.regions.filter { $0.rect.intersectionArea(with: shape) > 0 }
        #expect(pieces.count >= count && pieces.allSatisfy { $0.role == .nonText }, "\(pieces.map(\.rect))",
                sourceLocation: sourceLocation)
        return pieces
    }

    /// A list row: a word, then a `›` chevron 7 x 13 CSS px with a 1.6 px stroke.
    func row(scale: Int) -> (image: [UInt8], width: Int, height: Int, word: PixelRect, chevron: PixelRect) {
        let s = Double(scale)
        var screen = Self.screen(200, 44, scale: scale)
        let word = screen.drawText("WIFI", x: 16 * s, y: 16 * s, fontPixel: 1.75 * s, color: (0x8a, 0x8a, 0x8e))
        let x0 = 170 * s, y0 = 15.5 * s, w = 7 * s, h = 13 * s
        screen.stroke(from: x0, y0, to: x0 + w, y0 + h / 2, radius: 0.8 * s, color: Self.chevronGray)
        screen.stroke(from: x0 + w, y0 + h / 2, to: x0, y0 + h, radius: 0.8 * s, color: Self.chevronGray)
        let chevron = PixelRect(
            x: Int(x0 - 0.8 * s), y: Int(y0 - 0.8 * s), width: Int(w + 1.6 * s), height: Int(h + 1.6 * s))
        return (screen.rgba, screen.width, screen.height, word, chevron)
    }

    @Test("A disclosure chevron is not text; with non-text it is a 3:1 non-text region", arguments: [2, 3])
    func chevron(scale: Int) throws {
        let (image, width, height, word, chevron) = row(scale: scale)
        let text = ScreenshotScanner().scan(width: width, height: height, rgba: image, scale: Double(scale))
        #expect(text.regions.count == 1, "regions \(text.regions.map(\.rect))")
        #expect(text.regions.allSatisfy { iou($0.rect, word) >= 0.6 && $0.role == .text })
        var options = ScanOptions()
        options.includesNonText = true
        let all = ScreenshotScanner(options: options).scan(width: width, height: height, rgba: image, scale: Double(scale))
        let icon = try #require(all.regions.first { iou($0.rect, chevron) >= 0.5 }, "\(all.regions.map(\.rect))")
        #expect(icon.role == .nonText)
        #expect(icon.requirement.minimumRatio == 3)
        #expect(icon.aa == .fail, "1.74:1 is below 3:1")
    }

    @Test("A check mark on a badge is not text; the word beside it is", arguments: [2, 3])
    func checkMark(scale: Int) throws {
        // A `✓` 12 x 9 CSS px between its stroke centres, stroke 2 px: its short arm drops 3.5 px
        // and turns at 0.29 of the ink box's width (as the Material check of the web set's tinted
        // badges: a `⌄` only by the height rule and the turn from a quarter of the width on),
        // then a word in the same red.
        let s = Double(scale)
        let badge: RGB = (0xf8, 0xd4, 0xd4), red: RGB = (0xdc, 0x26, 0x26)
        var screen = Self.screen(200, 44, scale: scale, background: badge)
        screen.stroke(from: 20 * s, 21 * s, to: 23 * s, 24.5 * s, radius: s, color: red)
        screen.stroke(from: 23 * s, 24.5 * s, to: 32 * s, 15.5 * s, radius: s, color: red)
        let word = screen.drawText("DONE", x: 50 * s, y: 16 * s, fontPixel: 1.5 * s, color: red)
        let mark = PixelRect(x: 18 * scale, y: 14 * scale, width: 16 * scale, height: 13 * scale)
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        #expect(try Self.expectShape(mark, notTextIn: result, wordAt: word)?.role == .text)
        Self.expectNonTextPieces(of: mark, in: all)
    }

    @Test("Toolbar chevrons pointing up and down (wider than tall) are not text; a word beside them is", arguments: [2, 3])
    func verticalChevrons(scale: Int) throws {
        let s = Double(scale)
        var screen = Self.screen(200, 44, scale: scale)
        let gray: RGB = (0x8e, 0x8e, 0x93)
        // `⌃` and `⌄` 18 x 9 CSS px between their stroke centres, strokes 2 px (as in a reader's
        // previous and next buttons), then a word in the same gray.
        for (x0, up) in [(20.0, true), (60.0, false)] {
            let tip = up ? 16.0 : 25.0, ends = up ? 25.0 : 16.0
            screen.stroke(from: x0 * s, ends * s, to: (x0 + 9) * s, tip * s, radius: s, color: gray)
            screen.stroke(from: (x0 + 9) * s, tip * s, to: (x0 + 18) * s, ends * s, radius: s, color: gray)
        }
        let word = screen.drawText("NEXT", x: 110 * s, y: 16 * s, fontPixel: 1.5 * s, color: gray)
        let chevrons = PixelRect(x: 18 * scale, y: 14 * scale, width: 62 * scale, height: 14 * scale)
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        #expect(try Self.expectShape(chevrons, notTextIn: result, wordAt: word)?.role == .text)
        #expect(Self.expectNonTextPieces(of: chevrons, in: all, count: 2).count == 2)
    }

    @Test("A plus sign (a toolbar's add button) is not text; a lone capital beside it is", arguments: [2, 3])
    func plusSign(scale: Int) throws {
        let s = Double(scale)
        let blue: RGB = (0x00, 0x7a, 0xff)
        var screen = Self.screen(120, 44, scale: scale, background: (0xf2, 0xf2, 0xf7))
        // A plus 14 x 14 CSS px between its stroke ends, strokes 2 px with round caps.
        screen.stroke(from: 30 * s, 15 * s, to: 30 * s, 29 * s, radius: s, color: blue)
        screen.stroke(from: 23 * s, 22 * s, to: 37 * s, 22 * s, radius: s, color: blue)
        let plus = PixelRect(x: 22 * scale, y: 14 * scale, width: 16 * scale, height: 16 * scale)
        let letter = screen.drawText("T", x: 70 * s, y: 16 * s, fontPixel: 1.5 * s, color: blue)
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        #expect(try Self.expectShape(plus, notTextIn: result, wordAt: letter)?.role == .text)
        let shape = try #require(all.regions.first { iou($0.rect, plus) >= 0.6 }, "\(all.regions.map(\.rect))")
        #expect(shape.role == .nonText && shape.requirement.minimumRatio == 3)
    }

    @Test("A glyph on an icon tile is not text; a digit on a badge pill and a count on a square badge are", arguments: [2, 3])
    func tileAndBadge(scale: Int) throws {
        let s = Double(scale)
        var screen = Self.screen(200, 44, scale: scale)
        // A 29 px tile (iOS settings icon) holding a white bar and ring, 16 x 14 px: two strokes.
        screen.fill(PixelRect(x: 16 * scale, y: 8 * scale, width: 29 * scale, height: 29 * scale), color: (0xff, 0x3b, 0x30))
        let cx = 32.5 * s, cy = 22.5 * s, r = 5 * s
        for step in 0..<24 {
            let a0 = Double(step) * .pi / 12, a1 = Double(step + 1) * .pi / 12
            screen.stroke(
                from: cx + r * cos(a0), cy + r * sin(a0), to: cx + r * cos(a1), cy + r * sin(a1), radius: 1 * s,
                color: (0xff, 0xff, 0xff))
        }
        screen.stroke(from: 23.5 * s, cy - 6 * s, to: 23.5 * s, cy + 6 * s, radius: 1 * s, color: (0xff, 0xff, 0xff))
        // A red pill 30 x 22 px with a white "5" 7 px tall (1 font px = 1 CSS px).
        screen.fill(PixelRect(x: 120 * scale, y: 11 * scale, width: 30 * scale, height: 22 * scale), color: (0xff, 0x3b, 0x30))
        let digit = screen.drawText("5", x: 132.5 * s, y: 18.5 * s, fontPixel: s, color: (0xff, 0xff, 0xff))
        // A 24 x 22 px square badge holding a count "11": two strokes, each narrower than tall.
        screen.fill(PixelRect(x: 160 * scale, y: 11 * scale, width: 24 * scale, height: 22 * scale), color: (0xff, 0x3b, 0x30))
        for x in [167.1 * s, 175.1 * s] {
            screen.stroke(from: x, 16.9 * s, to: x, 26.9 * s, radius: 0.9 * s, color: (0xff, 0xff, 0xff))
        }
        let count = PixelRect(x: 166 * scale, y: 16 * scale, width: 10 * scale, height: 12 * scale)
        let result = ScreenshotScanner().scan(width: screen.width, height: screen.height, rgba: screen.rgba, scale: Double(scale))
        let counted = try #require(result.regions.first { iou($0.rect, count) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(counted.role == .text)
        let tile = PixelRect(x: 22 * scale, y: 14 * scale, width: 17 * scale, height: 17 * scale)
        #expect(!result.regions.contains { iou($0.rect, tile) >= 0.3 }, "\(result.regions.map(\.rect))")
        let badge = try #require(result.regions.first { iou($0.rect, digit) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(badge.role == .text)
        #expect(badge.aa == .fail, "white on #ff3b30 is 3.55:1")
    }

    /// Round-capped strokes along an ellipse centred at (cx, cy), radii rx and ry (image px).
    func ellipse(_ screen: inout SyntheticScreen, cx: Double, cy: Double, rx: Double, ry: Double, radius: Double, color: RGB) {
        for step in 0..<32 {
            let a0 = Double(step) * .pi / 16, a1 = Double(step + 1) * .pi / 16
            screen.stroke(
                from: cx + rx * cos(a0), cy + ry * sin(a0), to: cx + rx * cos(a1), cy + ry * sin(a1), radius: radius,
                color: color)
        }
    }

    /// A person symbol: a head ring of radius 3.5 CSS px at (cx, headY) and the upper half of an
    /// ellipse 14 px wide, `shouldersRY` px high, centred at (cx, shouldersY); strokes 2 px.
    /// Coordinates in CSS px, times `s`.
    func person(_ screen: inout SyntheticScreen, cx: Double, headY: Double, shouldersY: Double, shouldersRY: Double,
                s: Double, color: RGB) {
        ellipse(&screen, cx: cx * s, cy: headY * s, rx: 3.5 * s, ry: 3.5 * s, radius: s, color: color)
        for step in 0..<16 {
            let a0 = .pi + Double(step) * .pi / 16, a1 = .pi + Double(step + 1) * .pi / 16
            screen.stroke(
                from: cx * s + 7 * s * cos(a0), shouldersY * s + shouldersRY * s * sin(a0), to: cx * s + 7 * s * cos(a1),
                shouldersY * s + shouldersRY * s * sin(a1), radius: s, color: color)
        }
    }

    @Test("A symbol drawn in overlapping pieces (a sun: ring and eight rays) is not text; words around it are", arguments: [3])
    func symbolInPieces(scale: Int) throws {
        let s = Double(scale)
        let gray: RGB = (0x8e, 0x8e, 0x93)
        var screen = Self.screen(200, 80, scale: scale, background: (0xf2, 0xf2, 0xf4))
        // A tab-bar sun 22 x 22 CSS px: a ring of radius 4 px, rays from 6.5 to 10 px every 45°,
        // strokes 2 px. The top and bottom rays group into lines that overlap the middle one.
        let cx = 30 * s, cy = 30 * s
        ellipse(&screen, cx: cx, cy: cy, rx: 4 * s, ry: 4 * s, radius: s, color: gray)
        for ray in 0..<8 {
            let a = Double(ray) * .pi / 4
            screen.stroke(
                from: cx + 6.5 * s * cos(a), cy + 6.5 * s * sin(a), to: cx + 10 * s * cos(a), cy + 10 * s * sin(a),
                radius: s, color: gray)
        }
        let icon = PixelRect(x: 19 * scale, y: 19 * scale, width: 22 * scale, height: 22 * scale)
        // Two lines of a label in the same gray, tightly set (line gap 3 px): text, not a symbol.
        let first = screen.drawText("SETTINGS", x: 60 * s, y: 20 * s, fontPixel: 1.5 * s, color: gray)
        let second = screen.drawText("DISPLAY", x: 60 * s, y: 34.5 * s, fontPixel: 1.5 * s, color: gray)
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        for word in [first, second] {
            #expect(try Self.expectShape(icon, notTextIn: result, wordAt: word, overlap: 0.5)?.role == .text)
        }
        // The sun is seen, as non-text.
        Self.expectNonTextPieces(of: icon, in: all)
    }

    @Test("A person symbol (a head ring one CSS px above a shoulders arc) is not text", arguments: [2, 3])
    func personSymbol(scale: Int) throws {
        let s = Double(scale)
        let gray: RGB = (0x8e, 0x8e, 0x93)
        var screen = Self.screen(120, 44, scale: scale, background: (0xf2, 0xf2, 0xf4))
        // Head: ring of radius 3.5 px, ink from y 5.5 to 14.5; shoulders: the upper half of an
        // ellipse 14 x 12 px, ink from y 15.5 to 23.5 (strokes 2 px).
        person(&screen, cx: 30, headY: 10, shouldersY: 22.5, shouldersRY: 6, s: s, color: gray)
        let icon = PixelRect(x: 21 * scale, y: 5 * scale, width: 18 * scale, height: 20 * scale)
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        _ = try Self.expectShape(icon, notTextIn: result)
        Self.expectNonTextPieces(of: icon, in: all, count: 2)
    }

    @Test("Symbols whose small pieces are never text (a person's 6.5 px shoulders, a sun's faint rays) are not text", arguments: [2, 3])
    func symbolsWithSmallPieces(scale: Int) throws {
        let s = Double(scale)
        let white: RGB = (0xff, 0xff, 0xff), green: RGB = (0x34, 0xc7, 0x59)  // 2.22:1
        var screen = Self.screen(120, 44, scale: scale)
        // A 30 px tile with a person: a head ring (ink 8.5 to 17.5) one px above the upper half of
        // an ellipse 14 x 9 px (ink 18.5 to 25: under 7 px tall, too small for a lone character).
        screen.fill(PixelRect(x: 16 * scale, y: 4 * scale, width: 30 * scale, height: 30 * scale), color: green)
        person(&screen, cx: 31, headY: 13, shouldersY: 24, shouldersRY: 4.5, s: s, color: white)
        // A 30 px tile with a sun: a ring of radius 3.3 and eight rays from 5.7 to 8 px (strokes
        // 1.6 px). The rays above and below the ring group into lines under 9 px at 1.84:1 (faint
        // texture by themselves); the middle line (ray, ring, ray) is too wide for the tile test.
        let sunGreen: RGB = (0x30, 0xdb, 0x5b)
        screen.fill(PixelRect(x: 70 * scale, y: 4 * scale, width: 30 * scale, height: 30 * scale), color: sunGreen)
        let cx = 85 * s, cy = 19 * s
        ellipse(&screen, cx: cx, cy: cy, rx: 3.3 * s, ry: 3.3 * s, radius: 0.8 * s, color: white)
        for ray in 0..<8 {
            let a = Double(ray) * .pi / 4
            screen.stroke(
                from: cx + 5.7 * s * cos(a), cy + 5.7 * s * sin(a), to: cx + 8 * s * cos(a), cy + 8 * s * sin(a),
                radius: 0.8 * s, color: white)
        }
        let tiles = [
            PixelRect(x: 16 * scale, y: 4 * scale, width: 30 * scale, height: 30 * scale),
            PixelRect(x: 70 * scale, y: 4 * scale, width: 30 * scale, height: 30 * scale),
        ]
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        for tile in tiles {
            _ = try Self.expectShape(tile, notTextIn: result)
            Self.expectNonTextPieces(of: tile, in: all)
        }
    }

    @Test("A nearly square single-stroke glyph on an icon tile (a ring 14 x 16 px) is not text", arguments: [2, 3])
    func squareGlyphOnTile(scale: Int) {
        let s = Double(scale)
        var screen = Self.screen(120, 44, scale: scale)
        screen.fill(PixelRect(x: 16 * scale, y: 8 * scale, width: 29 * scale, height: 29 * scale), color: (0xff, 0x3b, 0x30))
        ellipse(&screen, cx: 30.5 * s, cy: 22.5 * s, rx: 6 * s, ry: 7 * s, radius: s, color: (0xff, 0xff, 0xff))
        let tile = PixelRect(x: 22 * scale, y: 14 * scale, width: 17 * scale, height: 17 * scale)
        let result = ScreenshotScanner().scan(width: screen.width, height: screen.height, rgba: screen.rgba, scale: s)
        #expect(!result.regions.contains { iou($0.rect, tile) >= 0.3 }, "\(result.regions.map(\.rect))")
    }

    @Test("A lone outline symbol 20 CSS px across (a tab bar's ring) is not text; a lone digit 17.5 px tall is", arguments: [2, 3])
    func loneSymbol(scale: Int) throws {
        let s = Double(scale)
        let gray: RGB = (0x8e, 0x8e, 0x93)
        var screen = Self.screen(120, 50, scale: scale, background: (0xf2, 0xf2, 0xf7))
        // One stroke 1.8 px wide around a 20 x 20 px box; 2.9:1, so a text run would fail.
        ellipse(&screen, cx: 25 * s, cy: 25 * s, rx: 9.1 * s, ry: 9.1 * s, radius: 0.9 * s, color: gray)
        let ring = PixelRect(x: 15 * scale, y: 15 * scale, width: 20 * scale, height: 20 * scale)
        let digit = screen.drawText("8", x: 80 * s, y: 16 * s, fontPixel: 2.5 * s, color: gray)
        let (result, all) = Self.scanTextAndShapes(screen, scale: s)
        #expect(try Self.expectShape(ring, notTextIn: result, wordAt: digit).map { $0.role != .nonText } == true)
        let shape = try #require(all.regions.first { iou($0.rect, ring) >= 0.6 }, "\(all.regions.map(\.rect))")
        #expect(shape.role == .nonText && shape.aa == .fail)
    }

    @Test("Faint specks under 9 px (under 2:1) are not text; the same size at 2.35:1 and 12 px at 1.54:1 are", arguments: [2, 4])
    func faintTinyTexture(scale: Int) throws {
        let s = Double(scale)
        var screen = Self.screen(260, 60, scale: scale)
        // 7 font px x 0.875 = 6.1 CSS px of ascent: about 8.3 CSS px of font size (ascent / 0.74).
        let faint = screen.drawText("HIDDEN", x: 10 * s, y: 8 * s, fontPixel: 0.875 * s, color: (0xd0, 0xd0, 0xd0))
        let darker = screen.drawText("HIDDEN", x: 120 * s, y: 8 * s, fontPixel: 0.875 * s, color: (0xa9, 0xa9, 0xa9))
        let larger = screen.drawText("HIDDEN", x: 10 * s, y: 30 * s, fontPixel: 1.75 * s, color: (0xd0, 0xd0, 0xd0))
        let result = ScreenshotScanner().scan(width: screen.width, height: screen.height, rgba: screen.rgba, scale: s)
        #expect(!result.regions.contains { iou($0.rect, faint) >= 0.3 }, "\(result.regions.map(\.rect))")
        let kept = try #require(result.regions.first { iou($0.rect, darker) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(kept.fontSize < 9 && kept.worstRatio >= 2)
        let big = try #require(result.regions.first { iou($0.rect, larger) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(big.fontSize >= 9 && big.worstRatio < 2)
    }

    @Test("A compact faint blob (under 2x as wide as tall, under 1.8:1) is not text; a faint word is", arguments: [2, 3])
    func compactFaintBlob(scale: Int) throws {
        let s = Double(scale)
        var screen = Self.screen(200, 44, scale: scale)
        let faint: RGB = (0xc4, 0xc4, 0xc6)  // 1.74:1 on white
        let blob = screen.drawText("OK", x: 16 * s, y: 14 * s, fontPixel: 2 * s, color: faint)
        let word = screen.drawText("LABEL", x: 80 * s, y: 14 * s, fontPixel: 2 * s, color: faint)
        #expect(blob.width < 2 * blob.height && word.width >= 2 * word.height)
        let result = ScreenshotScanner().scan(width: screen.width, height: screen.height, rgba: screen.rgba, scale: s)
        #expect(!result.regions.contains { iou($0.rect, blob) >= 0.3 }, "\(result.regions.map(\.rect))")
        let kept = try #require(result.regions.first { iou($0.rect, word) >= 0.5 }, "\(result.regions.map(\.rect))")
        #expect(kept.role == .text && kept.ratio < 1.8)
    }

    @Test("Size uncertainty: the interval (÷ 1.09 … ÷ 0.90) straddles the large-text boundary of the weight(s)")
    func sizeUncertain() {
        func region(_ size: Double, bold: Bool, weightUncertain: Bool = false, role: ContrastRole = .text) -> ScanRegion {
            let white = SRGBColor(red8: 255, green8: 255, blue8: 255), black = SRGBColor(red8: 0, green8: 0, blue8: 0)
            let requirement = ContrastRequirement(level: .aa, role: role)
            return ScanRegion(
                rect: PixelRect(x: 0, y: 0, width: 10, height: 10), textHeight: 10, fontSize: size, isBold: bold,
                isWeightUncertain: weightUncertain,
                isLarge: ContrastPolicy.wcag.judge(.pixels(size), weight: bold ? 700 : 400).isLarge, foreground: black, background: white,
                backgroundKind: .flat, ratio: 21, worstRatio: 21, role: role, requirement: requirement, aa: .pass,
                aaa: .pass)
        }
        // 24 · 0.90 = 21.6 and 24 · 1.09 = 26.16; 18.67 · 0.90 = 16.8 and 18.67 · 1.09 = 20.35.
        for (size, bold, uncertain) in [
            (21.5, false, false), (21.7, false, true), (26.1, false, true), (26.2, false, false),
            (16.7, true, false), (16.9, true, true), (20.3, true, true), (20.4, true, false), (19.0, false, false),
        ] {
            #expect(region(size, bold: bold).isSizeUncertain() == uncertain, "\(size) px bold \(bold)")
        }
        // A weight in doubt tries bold too: 19 px regular may be 17.4–21.1 px bold.
        #expect(region(19, bold: false, weightUncertain: true).isSizeUncertain())
        #expect(!region(16.7, bold: false, weightUncertain: true).isSizeUncertain())
        #expect(!region(26.2, bold: false, weightUncertain: true).isSizeUncertain())
        let range = region(27, bold: false).fontSizeRange
        #expect(abs(range.lowerBound - 27 / 1.09) < 1e-12 && abs(range.upperBound - 30) < 1e-12)
        #expect(!region(24, bold: false, role: .nonText).isSizeUncertain())
    }

    @Test("A check mark beside a label is a shape; a two-digit count beside it is still text", arguments: [1, 2, 3])
    func checkMarkBesideLabel(scale: Int) throws {
        // An orange check mark 13.3 x 10 CSS px (a 1.7 px round stroke, as SVG icons are drawn)
        // before a gray label 10.5 px tall: one component 1.3 times as wide as tall, beside a
        // label of another ink. Below it, a gray "13" before a darker label: two glyphs side by
        // side, a count, kept.
        let s = Double(scale)
        let orange: RGB = (0xea, 0x58, 0x0c), gray: RGB = (0x8a, 0x8a, 0x8e)
        var screen = Self.screen(220, 80, scale: scale)
        // The path of a 20 px SVG check icon, "M5 13l4 4L19 7" in a 24-unit box, at (10, 10).
        let u = 20.0 / 24
        screen.stroke(from: (10 + 5 * u) * s, (10 + 13 * u) * s, to: (10 + 9 * u) * s, (10 + 17 * u) * s,
                      radius: u * s, color: orange)
        screen.stroke(from: (10 + 9 * u) * s, (10 + 17 * u) * s, to: (10 + 19 * u) * s, (10 + 7 * u) * s,
                      radius: u * s, color: orange)
        let mark = PixelRect(x: Int(13 * s), y: Int(15 * s), width: Int(14 * s), height: Int(10.5 * s))
        let label = screen.drawText("BACKUPS", x: 33 * s, y: 12.5 * s, fontPixel: 1.5 * s, color: gray)
        let count = screen.drawText("13", x: 12 * s, y: 52.5 * s, fontPixel: 1.5 * s, color: gray)
        // 14.5 px apart: over the word gap (13.5 px), within the 1.5 heights of the icon rule.
        _ = screen.drawText("BACKUPS", x: 43 * s, y: 52.5 * s, fontPixel: 1.5 * s, color: (0x33, 0x33, 0x33))
        let (text, all) = Self.scanTextAndShapes(screen, scale: s)
        let run = try #require(try Self.expectShape(mark, notTextIn: text, wordAt: label))
        #expect(run.aa == .fail)
        Self.expectNonTextPieces(of: mark, in: all)
        #expect(text.regions.contains { iou($0.rect, count) >= 0.6 && $0.role != .nonText }, "\(text.regions.map(\.rect))")
    }
}
