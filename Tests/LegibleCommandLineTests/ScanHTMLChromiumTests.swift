import Foundation
import LegibleCore
import LegibleImage
import Testing
@testable import LegibleCommandLine

/// The HTML report in a real browser: headless Chromium (Debian's `chromium`) loads the page,
/// lists every failing run in its DOM and paints the overlay boxes. Skipped when no Chromium is
/// installed (set `CHROMIUM` to its path to use another one).
@Suite("scan HTML in Chromium") struct ScanHTMLChromiumTests {
    static let chromium: String? = {
        let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs Chromium headless with `arguments` and returns its standard output.
    static func browser(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: chromium != nil)) func chromiumListsEveryFailingRunAndPaintsTheBoxes() throws {
        let dir = try ScanScaleCommandTests.folder()
        // The screenshot has a blue band (#1e50c8) that no part of the report draws by itself.
        var pixels = try ScanScaleCommandTests.screenshot(width: 368, height: 448, glyphScale: 3).pixels
        for y in 380..<440 {
            for x in 0..<368 { pixels.replaceSubrange((y * 368 + x) * 4..<(y * 368 + x) * 4 + 3, with: [0x1e, 0x50, 0xc8]) }
        }
        try PNGEncoder.write(try RGBAImage(width: 368, height: 448, pixels: pixels), toFile: dir + "/IMG_0003.PNG")
        let json = try ScanScaleCommandTests.json(
            runCLI(["scan", "IMG_0003.PNG", "--format", "json"], currentDirectory: dir).standardOutput)
        let failing = try #require((json["summary"] as? [String: Int])?["failing"])
        #expect(failing > 0)
        #expect(runCLI(["scan", "IMG_0003.PNG", "--format", "html", "-o", "report.html"], currentDirectory: dir).status == 1)
        let page = "file://" + dir + "/report.html"
        let dom = try Self.browser(["--dump-dom", page])
        #expect(dom.components(separatedBy: "class=\"run fail\"").count - 1 == failing)
        #expect(dom.contains("scale 2 from device"))
        _ = try Self.browser(["--window-size=1000,800", "--screenshot=\(dir)/page.png", page])
        let shot = try PNGDecoder.decode(contentsOf: dir + "/page.png").image
        // The failing boxes are drawn in #e60000; the screenshot itself is white and gray.
        var red = 0, band = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let o = y * shot.rowStride + x * 4
                let (r, g, b) = (shot.pixels[o], shot.pixels[o + 1], shot.pixels[o + 2])
                if r > 200, g < 40, b < 40 { red += 1 }
                if abs(Int(r) - 0x1e) < 3, abs(Int(g) - 0x50) < 3, abs(Int(b) - 0xc8) < 3 { band += 1 }
            }
        }
        #expect(red > 100, "the overlay boxes are painted")
        #expect(band > 1000, "the embedded screenshot is painted")
    }
}
