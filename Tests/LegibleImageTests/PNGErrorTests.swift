import Foundation
import LegibleCore
import LegibleImage
import Testing
import _LegibleTestSupport

@Suite("PNG read errors")
struct PNGErrorTests {
    /// A signature and an IHDR claiming `width` x `height` 8-bit RGBA, with a correct CRC.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        pngSignature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    @Test("a 100000 x 100000 header is refused before any pixel memory is allocated")
    func hugeDimensions() {
        // With IDAT and IEND following, the file is otherwise well-formed.
        let bytes = Self.header(width: 100_000, height: 100_000) + chunk("IDAT", [0x78, 0x01]) + chunk("IEND", [])
        #expect(throws: PNGReadError.dimensionsExceedLimit(
            path: "huge.png", width: 100_000, height: 100_000, limit: PNGReadLimits.default.maxPixels)) {
            try PNGDecoder.decode(bytes, path: "huge.png")
        }
    }

    @Test("a caller-given pixel cap applies; a width over the side limit is refused too")
    func customLimits() {
        let bytes = Self.header(width: 64, height: 64) + chunk("IEND", [])
        #expect(throws: PNGReadError.dimensionsExceedLimit(path: "a.png", width: 64, height: 64, limit: 4095)) {
            try PNGDecoder.decode(bytes, path: "a.png", limits: PNGReadLimits(maxPixels: 4095))
        }
        let wide = Self.header(width: 2_000_000, height: 1) + chunk("IEND", [])
        #expect(throws: PNGReadError.sideExceedsLimit(
            path: "w.png", width: 2_000_000, height: 1, limit: PNGReadLimits.default.maxSide)) {
            try PNGDecoder.decode(wide, path: "w.png")
        }
        // Raising the pixel cap does not help: the error names the per-side cap, not --max-pixels.
        let error = PNGReadError.sideExceedsLimit(path: "w.png", width: 2_000_000, height: 1, limit: 1_000_000)
        #expect(error.description.contains("per-side limit of 1000000 pixels"))
        #expect(error.description.contains("--max-pixels does not raise it"))
        #expect(throws: error) {
            try PNGDecoder.decode(wide, path: "w.png", limits: PNGReadLimits(maxPixels: 3_000_000))
        }
    }

    @Test("a file under 8 bytes says how many bytes it has; a 0 width or height is named (fresh-user findings)")
    func shortFileAndZeroSide() {
        #expect(throws: PNGReadError.notPNG(path: "t.png", detail: "found 3 bytes; a PNG starts with an 8-byte signature")) {
            try PNGDecoder.decode(Array("abc".utf8), path: "t.png")
        }
        #expect(throws: PNGReadError.notPNG(path: "o.png", detail: "found 1 byte; a PNG starts with an 8-byte signature")) {
            try PNGDecoder.decode([0x41], path: "o.png")
        }
        for (width, height, side) in [(0, 4, "width"), (4, 0, "height")] as [(UInt32, UInt32, String)] {
            let bytes = Self.header(width: width, height: height) + chunk("IDAT", [0x78, 0x01]) + chunk("IEND", [])
            #expect(throws: PNGReadError.libpng(
                path: "z.png", message: "the header declares \(width) x \(height) pixels (a \(side) of 0); a width and a "
                    + "height of at least 1 were expected (IHDR at byte offset 16)")) {
                try PNGDecoder.decode(bytes, path: "z.png")
            }
        }
    }

    @Test("a file cut short is reported as truncated with the byte offset where it ends")
    func truncated() throws {
        let url = Fixtures.url("conformance/pngsuite/basn2c08.png")
        let bytes = [UInt8](try Data(contentsOf: url))
        let cut = Array(bytes.prefix(bytes.count / 2))
        #expect(throws: PNGReadError.truncated(path: "cut.png", byteOffset: cut.count)) {
            try PNGDecoder.decode(cut, path: "cut.png")
        }
        // Missing only the IEND chunk (the last 12 bytes).
        let noEnd = Array(bytes.dropLast(12))
        #expect(throws: PNGReadError.truncated(path: "e.png", byteOffset: noEnd.count)) {
            try PNGDecoder.decode(noEnd, path: "e.png")
        }
    }

    @Test("info validates the image data unless asked for the header only")
    func infoValidation() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let bytes = [UInt8](try Data(contentsOf: Fixtures.url("conformance/pngsuite/basn2c08.png")))
        let path = directory.file("cut.png")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes.dropLast(40))))
        #expect(throws: PNGReadError.truncated(path: path, byteOffset: bytes.count - 40)) {
            try PNGDecoder.info(contentsOf: path)
        }
        let header = try PNGDecoder.info(contentsOf: path, validatesImageData: false)
        #expect(header.width == 32 && header.colorType == .rgb && header.chunkTypes == ["IHDR", "gAMA", "IDAT"])
    }

    @Test("a flipped byte in IDAT fails the CRC check")
    func badCRC() throws {
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("conformance/pngsuite/basn2c08.png")))
        bytes[bytes.count - 20] ^= 0xff
        #expect {
            try PNGDecoder.decode(bytes, path: "crc.png")
        } throws: { error in
            guard case .libpng(let path, let message) = error as? PNGReadError else { return false }
            return path == "crc.png" && !message.isEmpty
        }
    }

    @Test("files: missing, directory, empty, not a PNG, too large")
    func fileErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let missing = directory.file("missing.png")
        #expect(throws: PNGReadError.fileNotFound(path: missing)) { try PNGDecoder.decode(contentsOf: missing) }
        #expect(throws: PNGReadError.isDirectory(path: directory.path)) {
            try PNGDecoder.decode(contentsOf: directory.path)
        }
        let empty = directory.file("empty.png")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: PNGReadError.emptyFile(path: empty)) { try PNGDecoder.decode(contentsOf: empty) }
        let text = directory.file("text.png")
        #expect(FileManager.default.createFile(atPath: text, contents: Data("hello, world\n".utf8)))
        #expect(throws: PNGReadError.notPNG(path: text, detail: "does not start with the PNG signature")) {
            try PNGDecoder.decode(contentsOf: text)
        }
        let jpeg = directory.file("photo.png")
        #expect(FileManager.default.createFile(atPath: jpeg, contents: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF\0\u{1}\u{1}".utf8))))
        #expect(throws: PNGReadError.notPNG(
            path: jpeg, detail: "does not start with the PNG signature: it is a JPEG image; convert it to PNG first")) {
            try PNGDecoder.decode(contentsOf: jpeg)
        }
        let short = directory.file("short.png")
        #expect(FileManager.default.createFile(atPath: short, contents: Data([137, 80])))
        #expect(throws: PNGReadError.self) { try PNGDecoder.decode(contentsOf: short) }
        #expect(throws: PNGReadError.fileTooLarge(path: text, bytes: 13, limit: 12)) {
            try PNGDecoder.decode(contentsOf: text, limits: PNGReadLimits(maxFileBytes: 12))
        }
    }

    @Test("error descriptions are one sentence naming the file")
    func descriptions() {
        let errors: [PNGReadError] = [
            .fileNotFound(path: "a.png"), .isDirectory(path: "a.png"), .emptyFile(path: "a.png"),
            .fileTooLarge(path: "a.png", bytes: 10, limit: 5), .cannotRead(path: "a.png", reason: "denied"),
            .notPNG(path: "a.png", detail: "x"), .truncated(path: "a.png", byteOffset: 99),
            .dimensionsExceedLimit(path: "a.png", width: 1, height: 2, limit: 1),
            .libpng(path: "a.png", message: "IDAT: CRC error"),
        ]
        for error in errors {
            #expect(error.description.hasPrefix("a.png: "))
            #expect(!error.description.contains("\n"))
            #expect(error.path == "a.png")
        }
        #expect(PNGReadError.truncated(path: "a.png", byteOffset: 99).description.contains("byte offset 99"))
    }
}

@Suite("PNG chunk lengths") struct PNGChunkLengthTests {
    /// A 44-byte file whose tEXt chunk claims 2 GiB is refused before libpng allocates anything.
    @Test func anOverlongAncillaryChunkIsTruncationNotAnAllocation() throws {
        func chunk(_ type: String, _ data: [UInt8], claimedLength: UInt32? = nil) -> [UInt8] {
            let length = claimedLength ?? UInt32(data.count)
            let body = Array(type.utf8) + data
            return withUnsafeBytes(of: length.bigEndian, Array.init) + body
                + withUnsafeBytes(of: crc32(body).bigEndian, Array.init)
        }
        let header: [UInt8] = [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0]
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("tEXt", [], claimedLength: 0x7FFF_FFFF)
        #expect(throws: PNGReadError.truncated(path: "bomb.png", byteOffset: bytes.count)) {
            try PNGDecoder.decode(bytes, path: "bomb.png")
        }
    }

    /// The PNG CRC-32 (ISO 3309, polynomial 0xEDB88320).
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
