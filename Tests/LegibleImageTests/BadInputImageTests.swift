import Foundation
import LegibleCore
import LegibleImage
import Testing
import _LegibleTestSupport

/// The bad-input corpus for the PNG reader (issue 8), beyond `PNGErrorTests` (which covers one
/// truncation, one CRC flip, the 100000 x 100000 header and the file errors): every prefix,
/// every byte flip, binary junk, and headers that lie. Each input ends in an error that names the
/// file, or in a decoded image of the declared size; none crashes or allocates the lie.
@Suite("bad input: PNG")
struct BadInputImageTests {
    /// Small PngSuite files: palette, gray, RGB, interlaced, 16-bit, with tRNS.
    static let samples = ["basn0g01.png", "basn3p02.png", "basi2c08.png", "basn6a16.png", "tbrn2c08.png"]

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.url("conformance/pngsuite/" + name)))
    }

    /// Decodes and checks the outcome: an error naming `path`, or an image of the header's size.
    static func expectContained(_ bytes: [UInt8], path: String, _ comment: Comment) {
        do throws(PNGReadError) {
            let decoded = try PNGDecoder.decode(bytes, path: path, limits: PNGReadLimits(maxPixels: 1 << 20))
            #expect(decoded.image.width == decoded.info.width && decoded.image.height == decoded.info.height, comment)
            #expect(decoded.image.pixels.count >= decoded.image.width * decoded.image.height * 4, comment)
        } catch {
            #expect(error.path == path, comment)
            #expect(!error.description.contains("\n"), comment)
        }
    }

    @Test("every prefix of a valid file is an error naming it (truncated at every byte)", arguments: samples)
    func everyTruncation(name: String) throws {
        let whole = try Self.bytes(name)
        // The last 12 bytes are IEND, which libpng does not need to return the pixels.
        for length in 0..<(whole.count - 12) {
            #expect(throws: PNGReadError.self, "\(name) cut at \(length)") {
                try PNGDecoder.decode(Array(whole.prefix(length)), path: name)
            }
        }
    }

    @Test("every single-byte change of a valid file fails cleanly or decodes at its size", arguments: samples)
    func everyByteFlip(name: String) throws {
        let whole = try Self.bytes(name)
        for offset in whole.indices {
            var bytes = whole
            bytes[offset] ^= 0x5A
            Self.expectContained(bytes, path: name, "\(name) byte \(offset) ^ 0x5A")
        }
    }

    @Test("a signature followed by binary junk is an error, for seeded random tails")
    func signatureAndJunk() {
        var generator = SplitMix64(seed: 0x5EED_0008)
        for round in 0..<200 {
            let tail = (0..<(round * 13)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: PNGReadError.self, "seed 0x5EED0008 round \(round)") {
                try PNGDecoder.decode(pngSignature + tail, path: "junk.png")
            }
        }
    }

    @Test("headers that lie: zero size, an invalid depth, or far more pixels than the data holds")
    func lyingHeaders() {
        for (width, height, depth, colorType): (UInt32, UInt32, UInt8, UInt8) in [
            (0, 10, 8, 6), (10, 0, 8, 6), (0x8000_0000, 1, 8, 6), (10, 10, 7, 6), (10, 10, 8, 5), (10, 10, 16, 3),
        ] {
            let png = pngSignature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, 0])
                + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
            #expect(throws: PNGReadError.self, "\(width)x\(height) depth \(depth) type \(colorType)") {
                try PNGDecoder.decode(png, path: "lie.png")
            }
        }
        // Within the pixel cap but with an empty zlib stream: truncated image data, not zeros.
        let under = pngSignature + chunk("IHDR", bigEndian(1000) + bigEndian(1000) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
        #expect(throws: PNGReadError.self) { try PNGDecoder.decode(under, path: "under.png") }
    }

    @Test("the file-size cap applies before reading")
    func fileSizeCap() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let bytes = try Self.bytes("basn0g01.png")
        _ = FileManager.default.createFile(atPath: dir.file("a.png"), contents: Data(bytes))
        #expect(throws: PNGReadError.fileTooLarge(path: dir.file("a.png"), bytes: bytes.count, limit: 100)) {
            try PNGDecoder.decode(contentsOf: dir.file("a.png"), limits: PNGReadLimits(maxFileBytes: 100))
        }
        #expect(try PNGDecoder.decode(contentsOf: dir.file("a.png"), limits: PNGReadLimits(maxFileBytes: bytes.count))
            .image.width == 32)
    }
}
