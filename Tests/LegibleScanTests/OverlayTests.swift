import LegibleCore
import LegibleScan
import Testing

@Suite("Bitmap font and overlay")
struct OverlayTests {
    @Test("A glyph is drawn pixel for pixel at the requested scale")
    func glyphPixels() {
        let width = 20, height = 20
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        BitmapFont.draw("8", into: &buffer, width: width, height: height, x: 3, y: 2, scale: 2, color: (255, 10, 20))
        let rows = BitmapFont.glyph(for: "8")
        for row in 0..<7 {
            for column in 0..<5 {
                let on = rows[row] & (0b10000 >> column) != 0
                for (dx, dy) in [(0, 0), (1, 1)] {
                    let o = ((2 + row * 2 + dy) * width + 3 + column * 2 + dx) * 4
                    #expect((buffer[o] == 255) == on, "row \(row) column \(column)")
                }
            }
        }
        #expect(BitmapFont.width(of: "4.50", scale: 2) == (4 * 6 - 1) * 2)
        #expect(BitmapFont.glyph(for: "a") == BitmapFont.glyph(for: "A"))
        // Drawing off the edges is clipped, not a trap.
        BitmapFont.draw("WIDE TEXT", into: &buffer, width: width, height: height, x: 15, y: 17, scale: 3, color: (1, 2, 3))
    }

    func sampleResult() -> ScanResult {
        func region(_ rect: PixelRect, ratio: Double, verdict: ScanVerdict) -> ScanRegion {
            ScanRegion(
                rect: rect, textHeight: rect.height, fontSize: 14, isBold: false, isLarge: false,
                foreground: .black, background: .white, backgroundKind: .flat, ratio: ratio, worstRatio: ratio,
                role: .text, requirement: ContrastRequirement(level: .aa, role: .text), aa: verdict, aaa: .fail)
        }
        return ScanResult(width: 200, height: 100, scale: 1, regions: [
            region(PixelRect(x: 10, y: 10, width: 40, height: 10), ratio: 2.1, verdict: .fail),
            region(PixelRect(x: 10, y: 50, width: 40, height: 10), ratio: 4.0, verdict: .fail),
            region(PixelRect(x: 100, y: 50, width: 40, height: 10), ratio: 8.0, verdict: .pass),
        ])
    }

    @Test("Failing runs are boxed by severity and labelled; passing ones only on request")
    func overlay() {
        let width = 200, height = 100
        let original = [UInt8](repeating: 255, count: width * height * 4)
        let result = sampleResult()
        let drawn = ScanOverlay.render(result, onto: original, width: width, height: height)
        #expect(original.allSatisfy { $0 == 255 }, "the input is not modified")
        func pixel(_ image: [UInt8], _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let o = (y * width + x) * 4
            return (image[o], image[o + 1], image[o + 2])
        }
        // Box corners: 2 px outside the run, 2 px thick.
        #expect(pixel(drawn, 8, 8) == (230, 0, 0))  // 2.1 < 4.5·2/3: red
        #expect(pixel(drawn, 8, 48) == (255, 140, 0))  // 4.0: orange
        #expect(pixel(drawn, 98, 48) == (255, 255, 255))  // passing: not drawn
        // The label plate lies right of the first box.
        #expect(pixel(drawn, 55, 9) == (20, 20, 20))
        let labelInk = (55..<80).contains { x in (8..<17).contains { y in pixel(drawn, x, y) == (230, 0, 0) } }
        #expect(labelInk)
        let faint = ScanOverlay.render(result, onto: original, width: width, height: height, showPassing: true)
        let passing = pixel(faint, 100, 50)
        #expect(passing != (255, 255, 255) && passing.0 > 150, "faint green, got \(passing)")
        #expect(ScanOverlay.render(result, onto: [1, 2, 3], width: width, height: height) == [1, 2, 3])
    }

    @Test("Severity colors")
    func severity() {
        #expect(ScanOverlay.severityColor(ratio: 2.9, required: 4.5) == (230, 0, 0))
        #expect(ScanOverlay.severityColor(ratio: 3.1, required: 4.5) == (255, 140, 0))
    }
}
