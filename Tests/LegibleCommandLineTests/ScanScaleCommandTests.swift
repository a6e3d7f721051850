import Foundation
import LegibleCore
import LegibleImage
import LegibleScan
import Testing
@testable import LegibleCommandLine

/// `legible scan` knows the scale of camera-roll and test-attachment names, says where it came
/// from in every format, warns when it only guessed, and mirrors folders in --output-dir.
@Suite("scan scale and outputs") struct ScanScaleCommandTests {
    /// A white `width` x `height` screenshot with two lines of bitmap text in `gray` (0x8a on
    /// white is 3.45:1: it fails as normal text and passes as large text).
    static func screenshot(width: Int, height: Int, gray: UInt8 = 0x8a, glyphScale: Int = 4) throws -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        if glyphScale > 0 {
            BitmapFont.draw("SECONDARY TEXT", into: &pixels, width: width, height: height, x: 12, y: 40,
                            scale: glyphScale, color: (gray, gray, gray))
            BitmapFont.draw("ANOTHER LINE 17", into: &pixels, width: width, height: height, x: 12, y: 100,
                            scale: glyphScale, color: (gray, gray, gray))
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-scale-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The CRC-32 of PNG chunks (ISO 3309 polynomial, PNG specification annex D).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Inserts a pHYs chunk of `pixelsPerMeter` (unit: metre) after IHDR.
    static func addPHYs(_ path: String, pixelsPerMeter: UInt32) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let be = { (v: UInt32) -> [UInt8] in [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        let body = Array("pHYs".utf8) + be(pixelsPerMeter) + be(pixelsPerMeter) + [1]
        bytes.insert(contentsOf: be(9) + body + be(crc32(body)), at: 33)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func aCameraRollNameAtADeviceSizeScansAtTheDeviceScale() throws {
        let dir = try Self.folder()
        // 368 x 448 is the Apple Watch 44 mm screen, 2x; the name says nothing.
        try PNGEncoder.write(try Self.screenshot(width: 368, height: 448, glyphScale: 3), toFile: dir + "/IMG_0001.PNG")
        let run = runCLI(["scan", "IMG_0001.PNG", "--format", "json"], currentDirectory: dir)
        let object = try Self.json(run.standardOutput)
        #expect(object["scale"] as? Double == 2)
        #expect(object["scale_source"] as? String == "device")
        #expect((object["scale_reason"] as? String)?.contains("Apple Watch 44 mm") == true)
        let text = runCLI(["scan", "IMG_0001.PNG"], currentDirectory: dir)
        #expect(text.standardOutput.hasPrefix("IMG_0001.PNG (368 x 448 px, scale 2 from device, policy wcag)"))
        // --scale still wins, and says so.
        let forced = try Self.json(runCLI(["scan", "IMG_0001.PNG", "--format", "json", "--scale", "1"],
                                          currentDirectory: dir).standardOutput)
        #expect(forced["scale"] as? Double == 1 && forced["scale_source"] as? String == "option")
    }

    @Test func pHYsAt216DpiStatesThreeAnd72DpiSaysNothing() throws {
        let dir = try Self.folder()
        try PNGEncoder.write(try Self.screenshot(width: 400, height: 160, glyphScale: 0), toFile: dir + "/a.png")
        try Self.addPHYs(dir + "/a.png", pixelsPerMeter: 8504)
        try PNGEncoder.write(try Self.screenshot(width: 400, height: 160, glyphScale: 0), toFile: dir + "/b.png")
        try Self.addPHYs(dir + "/b.png", pixelsPerMeter: 2835)
        #expect(try PNGDecoder.info(contentsOf: dir + "/a.png").pixelDensity
            == PNGPixelDensity(pixelsPerUnitX: 8504, pixelsPerUnitY: 8504, unitIsMeter: true))
        let images = try #require(try Self.json(runCLI(["scan", ".", "--format", "json"], currentDirectory: dir)
            .standardOutput)["images"] as? [[String: Any]])
        #expect(images.map { $0["scale_source"] as? String } == ["pHYs", "default"])
        #expect(images.map { $0["scale"] as? Double } == [3, 1])
    }

    @Test func aLargeImageAtTheDefaultScaleIsWarnedInEveryFormat() throws {
        let dir = try Self.folder()
        // No text at all (so no estimate), 1600 px wide: large.
        try PNGEncoder.write(try Self.screenshot(width: 1600, height: 40, glyphScale: 0), toFile: dir + "/wide.png")
        let json = try Self.json(runCLI(["scan", "wide.png", "--format", "json"], currentDirectory: dir).standardOutput)
        #expect(json["scale_source"] as? String == "default")
        // Two warnings: the guessed scale, and (the image holds no text) that nothing was checked.
        let warnings = try #require(json["warnings"] as? [String])
        #expect(warnings.filter { $0.contains("scale 1 is the default") }.count == 1, "\(warnings)")
        #expect(warnings.contains { $0.contains("no text found") }, "\(warnings)")
        let expected: [(String, String)] = [
            ("text", "warning: wide.png: scale 1 is the default"), ("sarif", "\"level\": \"warning\""),
            ("junit", "<system-err>wide.png: scale 1 is the default"),
            ("github", "::warning file=wide.png,title=Scale guessed::wide.png: scale 1 is the default"),
            ("markdown", "> ⚠️ wide.png: scale 1 is the default"), ("html", "⚠ wide.png: scale 1 is the default"),
            ("jsonl", "scale 1 is the default"),
        ]
        for (format, needle) in expected {
            let run = runCLI(["scan", "wide.png", "--format", format], currentDirectory: dir)
            // No text in the only image: the run checked nothing, so 2 (README, "Exit status").
            #expect(run.status == 2, "\(format)")
            #expect(run.standardOutput.contains(needle), "\(format)")
            #expect(run.standardOutput.contains("default"), "\(format) names the scale source")
        }
        // A small image at the default scale is not warned about its scale (only that it holds no text).
        try PNGEncoder.write(try Self.screenshot(width: 300, height: 40, glyphScale: 0), toFile: dir + "/small.png")
        let small = try Self.json(runCLI(["scan", "small.png", "--format", "json"], currentDirectory: dir).standardOutput)
        let smallWarnings = try #require(small["warnings"] as? [String])
        #expect(!smallWarnings.contains { $0.contains("scale") }, "\(smallWarnings)")
        #expect(smallWarnings.contains { $0.contains("no text found") }, "\(smallWarnings)")
    }

    @Test func outputFoldersMirrorNestedInputFolders() throws {
        let dir = try Self.folder()
        for folder in ["shots/en", "shots/de"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            try PNGEncoder.write(try Self.screenshot(width: 300, height: 160, glyphScale: 3), toFile: dir + "/\(folder)/home@2x.png")
        }
        let run = runCLI(["scan", "shots", "--output-dir", "reports", "--overlay-dir", "overlays", "--format", "json"],
                         currentDirectory: dir)
        #expect(run.status == 1, "\(run.standardError)")
        for folder in ["en", "de"] {
            let report = try Self.json(String(decoding: try Data(contentsOf: URL(fileURLWithPath:
                dir + "/reports/\(folder)/home@2x.json")), as: UTF8.self))
            #expect(report["image"] as? String == "shots/\(folder)/home@2x.png")
            #expect(FileManager.default.fileExists(atPath: dir + "/overlays/\(folder)/home@2x.png"))
        }
    }

    @Test func htmlIsWrittenToAFileWithTheImagesEmbedded() throws {
        let dir = try Self.folder()
        try PNGEncoder.write(try Self.screenshot(width: 368, height: 448, glyphScale: 3), toFile: dir + "/IMG_0002.PNG")
        let run = runCLI(["scan", "IMG_0002.PNG", "--format", "html", "-o", "report.html"], currentDirectory: dir)
        #expect(run.status == 1)
        let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/report.html")), as: UTF8.self)
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/IMG_0002.PNG")).base64EncodedString()
        #expect(html.contains("url(data:image/png;base64,\(png))"))
        #expect(html.contains("scale 2 from device"))
        #expect(html.contains("class=\"run fail\""))
    }
}
