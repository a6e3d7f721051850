import Testing
import LegibleCore

/// ``ImageSignature``: the first bytes of PNG (PNG §5.2), JPEG (T.81 SOI + marker) and GIF
/// (GIF89a §17) files, and bytes that are none of them.
@Suite("image signatures") struct ImageSignatureTests {
    @Test("each format's signature is recognised, with its message text")
    func recognised() {
        #expect(ImageSignature(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageSignature(of: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageSignature(of: Array("GIF89a...".utf8)) == .gif)
        #expect(ImageSignature(of: Array("GIF87a".utf8))?.description == "a GIF image")
    }

    @Test("a prefix of a signature, text, and an SOI marker alone are no image")
    func notRecognised() {
        #expect(ImageSignature(of: [0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(ImageSignature(of: Array("{\"color\": 1}".utf8)) == nil)
        #expect(ImageSignature(of: [0xFF, 0xD8]) == nil)
        #expect(ImageSignature(of: [UInt8]()) == nil)
    }
}
