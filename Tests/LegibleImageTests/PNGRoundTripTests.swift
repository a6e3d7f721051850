import Foundation
import LegibleCore
import LegibleImage
import Testing
import _LegibleTestSupport

@Suite("PNG writing")
struct PNGRoundTripTests {
    static func randomImage(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> RGBAImage {
        var generator = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            pixels[index] = UInt8.random(in: 0...255, using: &generator)
            if opaque && index % 4 == 3 { pixels[index] = 255 }
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("encode then decode returns the same pixels; opaque images are written as RGB",
          arguments: [(true, PNGWriteOptions.default), (false, .default), (true, .fastest), (false, .smallest),
                      (true, PNGWriteOptions(compressionLevel: 0, filters: [.none]))])
    func roundTrip(opaque: Bool, options: PNGWriteOptions) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let image = try Self.randomImage(width: 37, height: 23, opaque: opaque, seed: 42)
        let path = directory.file("out.png")
        try PNGEncoder.write(image, toFile: path, options: options)
        let decoded = try PNGDecoder.decode(contentsOf: path)
        #expect(decoded.image == image)
        #expect(decoded.info.colorType == (opaque ? .rgb : .rgba))
        #expect(decoded.info.bitDepth == 8)
        #expect(decoded.info.colorSpace == .srgb)
        #expect(decoded.info.chunkTypes == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(directory.contents() == ["out.png"], "no temporary file is left behind")
    }

    @Test("a padded row stride is written without the padding")
    func paddedStride() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        var pixels = [UInt8](repeating: 7, count: 3 * 12)
        for y in 0..<3 { for x in 0..<2 { pixels[y * 12 + x * 4 + 3] = 255 } }
        let image = try RGBAImage(width: 2, height: 3, rowStride: 12, pixels: pixels)
        try PNGEncoder.write(image, toFile: directory.file("p.png"))
        let decoded = try PNGDecoder.decode(contentsOf: directory.file("p.png")).image
        #expect(decoded.rowStride == 8)
        #expect(decoded.pixels == [UInt8](repeating: 0, count: 24).enumerated().map { $0.offset % 4 == 3 ? 255 : 7 })
    }

    @Test("overwrites an existing file atomically; a failed write leaves nothing behind")
    func atomicity() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.file("out.png")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        let image = try RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255))
        try PNGEncoder.write(image, toFile: path)
        #expect(try PNGDecoder.decode(contentsOf: path).image == image)

        let missingDirectory = directory.file("no/such/dir/out.png")
        #expect(throws: PNGWriteError.self) { try PNGEncoder.write(image, toFile: missingDirectory) }
        #expect(throws: PNGWriteError.invalidCompressionLevel(12)) {
            try PNGEncoder.write(image, toFile: directory.file("x.png"), options: PNGWriteOptions(compressionLevel: 12))
        }
        // Renaming onto a directory fails after the temporary file is written: it must be removed.
        try FileManager.default.createDirectory(atPath: directory.file("d.png"), withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: directory.file("d.png/keep"), contents: Data()))
        #expect(throws: PNGWriteError.self) { try PNGEncoder.write(image, toFile: directory.file("d.png")) }
        #expect(Set(directory.contents()) == ["out.png", "d.png"])
    }

    @Test("RGBAImage validates its sizes")
    func imageValidation() {
        #expect(throws: RGBAImageError.emptyDimensions(width: 0, height: 3)) {
            try RGBAImage(width: 0, height: 3, pixels: [])
        }
        #expect(throws: RGBAImageError.byteCountMismatch(expected: 8, found: 7)) {
            try RGBAImage(width: 2, height: 1, pixels: [UInt8](repeating: 0, count: 7))
        }
        #expect(throws: RGBAImageError.rowStrideTooSmall(rowStride: 7, minimum: 8)) {
            try RGBAImage(width: 2, height: 1, rowStride: 7, pixels: [UInt8](repeating: 0, count: 7))
        }
        #expect(throws: RGBAImageError.sizeOverflow(width: Int.max / 2, height: 1)) {
            try RGBAImage(width: Int.max / 2, height: 1, pixels: [])
        }
    }
}
