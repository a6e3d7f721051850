import Foundation
import LegibleChecks
import LegibleCore
import LegibleImage
import LegibleScan
import Testing
import _LegibleTestSupport

@Suite("ScreenshotCheck: legible scan of one image as one call")
struct ScreenshotCheckTests {
    /// "$370.67", #747f89 on #1f2224 (ratio 3.916, large text): see Tests/Fixtures/scan.
    static func statValue() throws -> [UInt8] { try Fixtures.bytes("scan/stat-value-200x56.rgba") }

    static func pngBytes(_ rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-check-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGEncoder.write(try RGBAImage(width: width, height: height, pixels: rgba), toFile: path)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func anRGBABufferGivesTheRunWithItsRatioAndVerdict() throws {
        let checked = ScreenshotCheck(scale: 1).run(width: 200, height: 56, rgba: try Self.statValue(), name: "stat")
        let run = try #require(checked.result.regions.first)
        #expect(checked.result.regions.count == 1)
        #expect(abs(run.worstRatio - 3.916) / 3.916 <= 0.02)
        #expect(run.isLarge)
        #expect(run.aa == .pass)
        #expect(checked.scale.source == .option)
        #expect(checked.report.image == "stat")
    }

    @Test func pngBytesGiveTheSameRunsAsTheirPixels() throws {
        let rgba = try Self.statValue()
        let png = try Self.pngBytes(rgba, width: 200, height: 56)
        let fromPNG = try ScreenshotCheck(scale: 1).run(png: png, name: "stat.png")
        let fromPixels = ScreenshotCheck(scale: 1).run(width: 200, height: 56, rgba: rgba, name: "stat.png")
        #expect(fromPNG.rgba == rgba)
        #expect(fromPNG.result.regions == fromPixels.result.regions)
    }

    @Test func withoutAScaleTheNameGivesIt() throws {
        let checked = ScreenshotCheck().run(width: 200, height: 56, rgba: try Self.statValue(), name: "stat@2x.png")
        #expect(checked.scale.scale == 2)
        #expect(checked.scale.source == .fileName)
    }

    @Test func transparentPixelsAreCompositedOverWhiteWithAWarning() throws {
        // The stat value's page made transparent black (alpha 0, as exports store it): read as
        // stored, the page would be black; composited over white, it is white.
        var rgba = try Self.statValue()
        var cleared = 0
        for i in stride(from: 0, to: rgba.count, by: 4) where rgba[i] == 0x1f && rgba[i + 1] == 0x22 && rgba[i + 2] == 0x24 {
            rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0; rgba[i + 3] = 0
            cleared += 1
        }
        #expect(cleared > 5000)
        let checked = try ScreenshotCheck(scale: 1).run(png: try Self.pngBytes(rgba, width: 200, height: 56), name: "t.png")
        let warning = try #require(checked.warnings.first { $0.contains("not opaque") }, "\(checked.warnings)")
        #expect(warning.hasPrefix("t.png: \(cleared) of 11200 pixels"))
        let run = try #require(checked.result.regions.first)
        let page = run.background.components8
        #expect(min(page.red, page.green, page.blue) >= 250, "\(run.background.hex)")
        // Half-covered black over white is mid-gray; opaque pixels are kept as they are.
        var pixels: [UInt8] = [0, 0, 0, 128, 10, 20, 30, 255]
        #expect(ScreenshotCheck.compositeOverWhite(&pixels) == 1)
        #expect(pixels == [127, 127, 127, 255, 10, 20, 30, 255])
        var opaque: [UInt8] = [1, 2, 3, 255]
        #expect(ScreenshotCheck.compositeOverWhite(&opaque) == nil)
    }

    @Test func bytesThatAreNotAPNGAreAnError() {
        #expect(throws: PNGReadError.self) {
            try ScreenshotCheck(scale: 1).run(png: Array("not a png".utf8), name: "x.png")
        }
    }
}
