@testable import LegibleScan
import Testing
import _LegibleTestSupport

/// The quick scale estimate (a half-size look) against the estimate from a full scan at 1:
/// same scale, same result, and the half-size copy against its plain definition.
@Suite("quick scale estimate")
struct QuickScaleEstimateTests {
    /// Eight lines of gray text on white, with a heading, at `fontPixel` image px per font px.
    static func screen(fontPixel: Double) -> (width: Int, height: Int, rgba: [UInt8]) {
        let lineHeight = 7 * fontPixel * 1.9
        let width = Int(60 * 6 * fontPixel), height = Int(11 * lineHeight)
        var screen = SyntheticScreen(width: width, height: height, background: (0xff, 0xff, 0xff))
        screen.drawText("SETTINGS", x: 2 * fontPixel, y: fontPixel, fontPixel: 1.6 * fontPixel, color: (0x20, 0x20, 0x20), bold: true)
        let lines = ["GENERAL OPTIONS AND PRIVACY", "DISPLAY AND BRIGHTNESS", "NOTIFICATIONS 12 NEW",
                     "SOUNDS AND HAPTICS FOR CALLS", "FOCUS MODES", "SCREEN TIME TODAY 3H",
                     "BATTERY HEALTH 91", "ACCESSIBILITY AND MOTION"]
        for (index, line) in lines.enumerated() {
            let gray: UInt8 = index % 2 == 0 ? 0x55 : 0x8a
            screen.drawText(line, x: 2 * fontPixel, y: Double(index + 2) * lineHeight, fontPixel: fontPixel, color: (gray, gray, gray))
        }
        return (width, height, screen.rgba)
    }

    /// What `scan(width:height:rgba:known: nil)` returned before the quick look: a scan at 1,
    /// then a scan at its estimate when that is not 1.
    static func reference(_ scanner: ScreenshotScanner, _ image: (width: Int, height: Int, rgba: [UInt8])) -> ScanResult {
        let first = scanner.scan(width: image.width, height: image.height, rgba: image.rgba, scale: 1)
        guard let estimate = ScreenshotScale.estimate(from: first), estimate != 1 else { return first }
        return scanner.scan(width: image.width, height: image.height, rgba: image.rgba, scale: estimate)
    }

    @Test("2x and 3x layouts are decided by the half-size look; the result equals the two-scan path",
          arguments: [(3.0, 2.0), (4.75, 3.0)])
    func decidedByTheQuickLook(fontPixel: Double, expected: Double) {
        let image = Self.screen(fontPixel: fontPixel)
        let scanner = ScreenshotScanner(options: ScanOptions(threadCount: 1))
        #expect(scanner.quickScaleEstimate(width: image.width, height: image.height, rgba: image.rgba) == expected)
        let (result, resolved) = scanner.scan(width: image.width, height: image.height, rgba: image.rgba, known: nil)
        #expect(resolved.scale == expected && resolved.source == .estimate)
        let reference = Self.reference(scanner, image)
        #expect(reference.scale == expected)
        #expect(result == reference)
        #expect(result.regions.count >= 8)
    }

    @Test("A 1x layout is left to the scan at 1, with the same result as before")
    func oneTimesFallsBack() {
        let image = Self.screen(fontPixel: 1.5)
        let scanner = ScreenshotScanner(options: ScanOptions(threadCount: 1))
        #expect(scanner.quickScaleEstimate(width: image.width, height: image.height, rgba: image.rgba) == nil)
        let (result, resolved) = scanner.scan(width: image.width, height: image.height, rgba: image.rgba, known: nil)
        #expect(resolved.scale == 1 && resolved.source == .estimate)
        #expect(result == Self.reference(scanner, image))
    }

    @Test("The bands: 2 for a doubled median of 1.75-2.3 times 15 px, 3 from 2.75, else nil")
    func bands() {
        func look(_ size: Double, runs: Int = 5) -> Double? {
            let region = ScreenshotScaleTests.region(fontSize: size, width: 50)
            // A half-size look at scale 1/2: image px = font size x 0.5, doubled back.
            return ScreenshotScale.quickEstimate(
                fromHalfSize: ScanResult(width: 100, height: 100, scale: 0.5, regions: Array(repeating: region, count: runs)))
        }
        #expect(look(15 * 1.74) == nil)
        #expect(look(15 * 1.76) == 2)
        #expect(look(15 * 2.29) == 2)
        #expect(look(15 * 2.31) == nil)
        #expect(look(15 * 2.74) == nil)
        #expect(look(15 * 2.76) == 3)
        #expect(look(15 * 2, runs: 4) == nil)
    }

    @Test("The half-size copy: each pixel the rounded mean of its 2x2 block; odd edges dropped")
    func halfSize() {
        let width = 37, height = 21
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt32 = 12345
        for i in rgba.indices {
            state = state &* 1_103_515_245 &+ 12345
            rgba[i] = UInt8(truncatingIfNeeded: state >> 16)
        }
        for threads in [1, 2] {
            let half = HalfSizeImage(width: width, height: height, rgba: rgba, threads: threads)
            #expect(half.width == 18 && half.height == 10)
            for y in 0..<half.height {
                for x in 0..<half.width {
                    for c in 0..<3 {
                        let sum = [(0, 0), (1, 0), (0, 1), (1, 1)].reduce(0) {
                            $0 + Int(rgba[((2 * y + $1.1) * width + 2 * x + $1.0) * 4 + c])
                        }
                        #expect(Int(half.rgba[(y * half.width + x) * 4 + c]) == Int((Double(sum) / 4).rounded(.toNearestOrAwayFromZero)))
                    }
                    #expect(half.rgba[(y * half.width + x) * 4 + 3] == 255)
                }
            }
        }
    }
}
