import Foundation
import Testing
import LegibleCore
import LegibleImage
@testable import LegibleCommandLine

/// Pixels that are not opaque in the image commands (fresh-user finding, session 11): `simulate`
/// composites them over white as `scan` does, with the same warning; `info` counts them;
/// `convert` keeps the alpha (a format conversion).
@Suite("non-opaque pixels in simulate, info and convert") struct NonOpaqueImageTests {
    /// A folder with `half.png`: 10 x 4 px, the left 4 columns transparent black (alpha 0), the
    /// rest opaque #336699; and `opaque.png`, the same all opaque.
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "legible-alpha-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var image = try RGBAImage(width: 10, height: 4, fill: (0x33, 0x66, 0x99, 255))
        try PNGEncoder.write(image, toFile: dir + "/opaque.png")
        for y in 0..<4 { for x in 0..<4 { for c in 0..<4 { image.pixels[y * image.rowStride + x * 4 + c] = 0 } } }
        try PNGEncoder.write(image, toFile: dir + "/half.png")
        return dir
    }

    static let warning = "half.png: 16 of 40 pixels (40.0 %) are not opaque; what lies behind them is unknown, so they "
        + "were composited over white (#ffffff) before the simulation: flatten the image onto its page first (a dark "
        + "page gives other ratios)"

    @Test("simulate composites over white, as scan does, with a warning in text and JSON", arguments: ["text", "json"])
    func simulateCompositesOverWhite(format: String) throws {
        let dir = try Self.folder()
        let run = runCLI(["simulate", "half.png", "-o", "out.png", "--deficiency", "achromatopsia", "--format", format],
                         currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning: " + Self.warning + "\n"), "\(run.standardError)")
        if format == "json" {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            #expect(object["warnings"] as? [String] == [Self.warning], "\(object)")
        }
        let out = try PNGDecoder.decode(contentsOf: dir + "/out.png").image
        #expect(out.isOpaque)
        // White stays white under achromatopsia (to ±1 level): the transparent black was read as white.
        let corner = Array(out.pixels[0..<3])
        #expect(corner.allSatisfy { $0 >= 254 }, "\(corner)")
        // An opaque image gets no warning and no "warnings" key.
        let plain = runCLI(["simulate", "opaque.png", "-o", "out2.png", "--format", "json"], currentDirectory: dir)
        #expect(plain.status == 0)
        #expect(!plain.standardError.contains("warning"), "\(plain.standardError)")
        #expect(!plain.standardOutput.contains("warnings"))
    }

    @Test("info counts the pixels that are not opaque, in text and JSON")
    func infoCountsNonOpaquePixels() throws {
        let dir = try Self.folder()
        let json = runCLI(["info", "half.png", "--format", "json"], currentDirectory: dir)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["non_opaque_pixels"] as? Int == 16, "\(object)")
        let text = runCLI(["info", "half.png"], currentDirectory: dir)
        #expect(text.standardOutput.contains("Opacity      16 of 40 pixels not opaque"), "\(text.standardOutput)")
        let opaque = runCLI(["info", "opaque.png", "--format", "json"], currentDirectory: dir)
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(opaque.standardOutput.utf8)) as? [String: Any])
        #expect(counted["non_opaque_pixels"] as? Int == 0)
    }

    @Test("convert keeps the alpha: a format conversion, not a reading of colors")
    func convertKeepsAlpha() throws {
        let dir = try Self.folder()
        let run = runCLI(["convert", "half.png", "-o", "srgb.png"], currentDirectory: dir)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try PNGDecoder.decode(contentsOf: dir + "/srgb.png").image.nonOpaquePixelCount == 16)
    }

    @Test("compositing over white skips row padding and follows c·a + 255·(1 − a), rounded")
    func compositeRespectsRowPadding() throws {
        // Two rows of one pixel, each row padded to 8 bytes; the padding holds alpha-like 0s.
        var image = try RGBAImage(width: 1, height: 2, rowStride: 8, pixels: [0, 0, 0, 128, 9, 9, 9, 0,
                                                                                200, 100, 0, 51, 9, 9, 9, 0])
        #expect(image.nonOpaquePixelCount == 2)
        #expect(image.compositeOverWhite() == 2)
        // 0·128 + 255·127 = 32385 → /255 = 127; 200·51 + 255·204 = 62220 → 244; 100·51 + 52020 → 224; 0 + 52020 → 204.
        #expect(image.pixels == [127, 127, 127, 255, 9, 9, 9, 0, 244, 224, 204, 255, 9, 9, 9, 0])
        #expect(image.isOpaque)
    }
}
