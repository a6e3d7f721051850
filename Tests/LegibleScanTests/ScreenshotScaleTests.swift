import LegibleCore
import Testing
@testable import LegibleScan

/// The order in which a screenshot's scale is found, and each rule on its own.
@Suite("screenshot scale") struct ScreenshotScaleTests {
    @Test("pHYs: 144 and 216 dpi state 2x and 3x; 72 and 96 dpi and unknown units say nothing")
    func pixelDensity() {
        // 144 dpi = 144 / 0.0254 = 5669.3 px/m; 216 dpi = 8503.9 px/m (PNG third edition 11.3.5.3).
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 5669, pixelsPerMeterY: 5669, unitIsMeter: true) == 2)
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 5670, pixelsPerMeterY: 5670, unitIsMeter: true) == 2)
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 8504, pixelsPerMeterY: 8504, unitIsMeter: true) == 3)
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 2835, pixelsPerMeterY: 2835, unitIsMeter: true) == nil)
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 3780, pixelsPerMeterY: 3780, unitIsMeter: true) == nil)
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 5669, pixelsPerMeterY: 5669, unitIsMeter: false) == nil)
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 5669, pixelsPerMeterY: 2835, unitIsMeter: true) == nil)
        // 2 % off 144 dpi is not a scale.
        #expect(ScreenshotScale.fromPixelDensity(pixelsPerMeterX: 5783, pixelsPerMeterY: 5783, unitIsMeter: true) == nil)
    }

    @Test("Device sizes decide in either orientation; sizes that fit several scales do not")
    func deviceSizes() throws {
        let iPhone = try #require(DeviceScreens.screen(width: 1170, height: 2532))
        #expect(iPhone.scale == 3 && iPhone.devices.contains("13 Pro"))
        #expect(DeviceScreens.screen(width: 2532, height: 1170) == iPhone)
        #expect(DeviceScreens.screen(width: 1640, height: 2360)?.scale == 2)
        #expect(DeviceScreens.screen(width: 396, height: 484)?.scale == 2)
        for (w, h) in [(1920, 1080), (2560, 1600), (3840, 2160), (1080, 2400)] {
            #expect(DeviceScreens.screen(width: w, height: h) == nil)
            #expect(DeviceScreens.ambiguity(width: w, height: h) != nil)
        }
        #expect(DeviceScreens.screen(width: 1171, height: 2532) == nil)
        // No size is listed twice, nor both as known and as ambiguous.
        let sizes = (DeviceScreens.known + DeviceScreens.ambiguous).map { "\($0.width)x\($0.height)" }
        #expect(Set(sizes).count == sizes.count)
        #expect(DeviceScreens.known.allSatisfy { $0.width <= $0.height && $0.scale >= 1 })
    }

    @Test("Resolution order: option, file name, pHYs, device, then nothing")
    func order() {
        let density = (x: 5669, y: 5669, unitIsMeter: true)
        let all = ScreenshotScale.resolve(option: 1.5, path: "a@3x.png", density: density, width: 1170, height: 2532)
        #expect(all?.scale == 1.5 && all?.source == .option)
        let name = ScreenshotScale.resolve(option: nil, path: "a@3x.png", density: density, width: 750, height: 1334)
        #expect(name?.scale == 3 && name?.source == .fileName)
        let phys = ScreenshotScale.resolve(option: nil, path: "IMG_1.PNG", density: density, width: 1170, height: 2532)
        #expect(phys?.scale == 2 && phys?.source == .pHYs)
        let device = ScreenshotScale.resolve(
            option: nil, path: "IMG_1.PNG", density: (2835, 2835, true), width: 1170, height: 2532)
        #expect(device?.scale == 3 && device?.source == .device)
        #expect(ScreenshotScale.resolve(option: nil, path: "a.png", density: nil, width: 1920, height: 1080) == nil)
        #expect(ScaleSource.allCases.map(\.rawValue) == ["option", "file name", "pHYs", "device", "estimate", "default"])
    }

    static func region(fontSize: Double, width: Int) -> ScanRegion {
        ScanRegion(
            rect: PixelRect(x: 0, y: 0, width: width, height: 10), textHeight: 10, fontSize: fontSize,
            isBold: false, isLarge: false, foreground: .black, background: .white, backgroundKind: .flat,
            ratio: 21, worstRatio: 21, role: .text, requirement: ContrastRequirement(level: .aa, role: .text), aa: .pass, aaa: .pass)
    }

    @Test("The estimate: the width-weighted median text size over 15 px, rounded to 1, 2 or 3")
    func estimate() {
        func result(_ sizes: [(Double, Int)]) -> ScanResult {
            ScanResult(width: 100, height: 100, scale: 1, regions: sizes.map { Self.region(fontSize: $0.0, width: $0.1) })
        }
        #expect(ScreenshotScale.estimate(from: result([(16, 100), (14, 300), (40, 50)])) == 1)
        #expect(ScreenshotScale.estimate(from: result([(32, 300), (30, 300), (80, 50)])) == 2)
        #expect(ScreenshotScale.estimate(from: result([(51, 900), (12, 10), (14, 10), (13, 10)])) == 3)
        // Narrow runs count less: many small details do not outvote one long line.
        #expect(ScreenshotScale.estimate(from: result([(10, 5), (10, 5), (10, 5), (48, 400)])) == 3)
        // The thresholds are √2 and √6 times 15 px (21.2 and 36.7).
        #expect(ScreenshotScale.estimate(from: result([(21.2, 10), (21.2, 10), (21.2, 10)])) == 1)
        #expect(ScreenshotScale.estimate(from: result([(21.3, 10), (21.3, 10), (21.3, 10)])) == 2)
        #expect(ScreenshotScale.estimate(from: result([(36.8, 10), (36.8, 10), (36.8, 10)])) == 3)
        #expect(ScreenshotScale.estimate(from: result([(40, 100), (40, 100)])) == nil)
    }
}

/// Overlay labels: inside the image, never over another run's text.
@Suite("overlay labels") struct OverlayLabelTests {
    static func failing(_ rect: PixelRect) -> ScanRegion {
        ScanRegion(
            rect: rect, textHeight: rect.height, fontSize: 14, isBold: false, isLarge: false,
            foreground: SRGBColor(red8: 170, green8: 170, blue8: 170), background: .white, backgroundKind: .flat,
            ratio: 2.3, worstRatio: 2.3, role: .text, requirement: ContrastRequirement(level: .aa, role: .text), aa: .fail, aaa: .fail)
    }

    @Test("A label beside a run moves when the next run sits there, and stays inside at the edges")
    func placement() {
        // Two runs side by side: the first one's label would cover the second's text on the right.
        let left = PixelRect(x: 10, y: 40, width: 60, height: 12)
        let right = PixelRect(x: 76, y: 40, width: 60, height: 12)
        // A run at the right edge: a label on its right would leave the image.
        let edge = PixelRect(x: 150, y: 2, width: 48, height: 10)
        let result = ScanResult(width: 200, height: 100, scale: 1, regions: [left, right, edge].map(Self.failing))
        let plates = ScanOverlay.labelPlacements(result, width: 200, height: 100)
        #expect(plates.count == 3)
        for (index, plate) in plates.enumerated() {
            #expect(plate.x >= 0 && plate.y >= 0 && plate.x + plate.width <= 200 && plate.y + plate.height <= 100)
            for region in result.regions { #expect(plate.intersectionArea(with: region.rect) == 0, "plate \(index)") }
            for other in plates.indices where other != index { #expect(plate.intersectionArea(with: plates[other]) == 0) }
        }
        // The old rule (always to the right of the box) would have covered the second run.
        let naive = PixelRect(x: left.x + left.width + 4, y: left.y - 2, width: plates[0].width, height: plates[0].height)
        #expect(naive.intersectionArea(with: right) > 0)
    }

    @Test("The drawn label plate is where the placement says")
    func drawn() {
        let rect = PixelRect(x: 150, y: 20, width: 48, height: 10)
        let result = ScanResult(width: 200, height: 60, scale: 1, regions: [Self.failing(rect)])
        let white = [UInt8](repeating: 255, count: 200 * 60 * 4)
        let out = ScanOverlay.render(result, onto: white, width: 200, height: 60)
        let plate = ScanOverlay.labelPlacements(result, width: 200, height: 60)[0]
        let o = (plate.y * 200 + plate.x) * 4
        #expect(out[o] == 20 && out[o + 1] == 20 && out[o + 2] == 20)
        #expect(plate.x + plate.width <= 200)
    }
}
