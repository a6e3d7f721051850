import Foundation
import LegibleCore
import LegibleImage
import Testing
import _LegibleTestSupport

/// Builds a minimal ICC profile: a 128-byte header, a tag table, and the given tags.
func makeICCProfile(description: String?, useMLUC: Bool = false,
                    colorants: [SIMD3<Double>]? = nil, colorSpace: String = "RGB ") -> [UInt8] {
    var tags: [(String, [UInt8])] = []
    if let description {
        if useMLUC {
            let utf16 = description.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
            tags.append(("desc", Array("mluc".utf8) + [0, 0, 0, 0] + bigEndian(1) + bigEndian(12)
                + Array("enUS".utf8) + bigEndian(UInt32(utf16.count)) + bigEndian(28) + utf16))
        } else {
            let ascii = Array(description.utf8) + [0]
            tags.append(("desc", Array("desc".utf8) + [0, 0, 0, 0] + bigEndian(UInt32(ascii.count)) + ascii))
        }
    }
    if let colorants {
        for (name, xyz) in zip(["rXYZ", "gXYZ", "bXYZ"], colorants) {
            let values = [xyz.x, xyz.y, xyz.z].flatMap {
                bigEndian(UInt32(bitPattern: Int32(($0 * 65536).rounded())))
            }
            tags.append((name, Array("XYZ ".utf8) + [0, 0, 0, 0] + values))
        }
    }
    var header = [UInt8](repeating: 0, count: 128)
    header.replaceSubrange(8..<12, with: [2, 0x10, 0, 0])  // version 2.1
    header.replaceSubrange(12..<16, with: Array("mntr".utf8))
    header.replaceSubrange(16..<20, with: Array(colorSpace.utf8))
    header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
    // PCS illuminant D50 (0.9642, 1.0, 0.8249) as s15Fixed16, which libpng checks.
    header.replaceSubrange(68..<80, with: bigEndian(0x0000_F6D6) + bigEndian(0x0001_0000) + bigEndian(0x0000_D32D))
    header.replaceSubrange(36..<40, with: Array("acsp".utf8))
    var table = bigEndian(UInt32(tags.count))
    var body: [UInt8] = []
    let dataStart = 128 + 4 + 12 * tags.count
    for (signature, data) in tags {
        table += Array(signature.utf8) + bigEndian(UInt32(dataStart + body.count)) + bigEndian(UInt32(data.count))
        body += data
        while body.count % 4 != 0 { body.append(0) }
    }
    var profile = header + table + body
    profile.replaceSubrange(0..<4, with: bigEndian(UInt32(profile.count)))
    return profile
}

@Suite("Color management")
struct ColorManagementTests {
    @Test("precedence: cICP, then iCCP, then sRGB, then gAMA; nothing means untagged")
    func precedence() {
        let p3 = makeICCProfile(description: "Display P3")
        #expect(ColorManagement.colorSpace(of: PNGColorChunks()) == .untagged)
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(gamma: 0.45455)) == .gamma(0.45455))
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(srgbIntent: 0, gamma: 1.0)) == .srgb)
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(iccProfile: p3, srgbIntent: 0)) == .displayP3)
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(codingPoints: [1, 13, 0, 1], iccProfile: p3)) == .srgb)
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(codingPoints: [12, 13, 0, 1])) == .displayP3)
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(codingPoints: [9, 16, 0, 1]))
            == .unknownCICP(codingPoints: [9, 16, 0, 1]))
        #expect(ColorManagement.colorSpace(of: PNGColorChunks(chromaticities: [0.3127, 0.329, 0.64, 0.33, 0.3, 0.6, 0.15, 0.06]))
            == .untagged)
    }

    @Test("ICC profiles are recognised by description (desc and mluc) or by colorants")
    func profiles() {
        #expect(ColorManagement.classify(profile: makeICCProfile(description: "sRGB built-in")) == .srgb)
        #expect(ColorManagement.classify(profile: makeICCProfile(description: "sRGB IEC61966-2.1", useMLUC: true)) == .srgb)
        #expect(ColorManagement.classify(profile: makeICCProfile(description: "Display P3", useMLUC: true)) == .displayP3)
        let p3 = ColorManagement.displayP3ColorantsD50, srgb = ColorManagement.srgbColorantsD50
        // Colorants a little off the rounded references, as real profiles store them.
        let nudge = SIMD3<Double>(0.0008, -0.0005, 0.0004)
        #expect(ColorManagement.classify(profile: makeICCProfile(
            description: "Custom", colorants: [p3.0 + nudge, p3.1 - nudge, p3.2 + nudge])) == .displayP3)
        #expect(ColorManagement.classify(profile: makeICCProfile(
            description: nil, colorants: [srgb.0 - nudge, srgb.1, srgb.2 + nudge])) == .srgb)
        // A calibrated display profile with its own primaries is unknown.
        #expect(ColorManagement.classify(profile: makeICCProfile(description: "Display", colorants: [
            SIMD3(0.3836, 0.2226, 0.0344), SIMD3(0.4296, 0.6817, 0.1202), SIMD3(0.1510, 0.0957, 0.6704),
        ])) == .unknownICC(description: "Display"))
        #expect(ColorManagement.classify(profile: makeICCProfile(description: "sRGB", colorSpace: "GRAY"))
            == .unknownICC(description: "sRGB"))
        #expect(ColorManagement.classify(profile: [1, 2, 3]) == .unknownICC(description: nil))
    }

    @Test("the ICC reader survives truncated and lying profiles")
    func hostileProfiles() {
        let profile = makeICCProfile(description: "Display P3", colorants: Array(repeating: SIMD3(0.1, 0.2, 0.3), count: 3))
        for length in stride(from: 0, through: profile.count, by: 3) {
            _ = ICCProfileSummary(bytes: Array(profile.prefix(length)))
        }
        var lying = profile
        lying.replaceSubrange(128..<132, with: bigEndian(0xffff_ffff))  // tag count
        #expect(ICCProfileSummary(bytes: lying) == nil)
        var badOffset = profile
        badOffset.replaceSubrange(136..<140, with: bigEndian(0xffff_fff0))  // first tag's offset
        #expect(ICCProfileSummary(bytes: badOffset)?.description == nil)
    }

    @Test("actions: sRGB-like spaces need nothing; gAMA within 1% of 1/2.2 needs nothing")
    func actions() {
        #expect(ColorManagement.action(for: .srgb) == .none)
        #expect(ColorManagement.action(for: .untagged) == .none)
        #expect(ColorManagement.action(for: .gamma(0.45455)) == .none)
        #expect(ColorManagement.action(for: .gamma(0.45)) == .none)      // 0.99 x 1/2.2
        #expect(ColorManagement.action(for: .gamma(0.4495)) == .convertGamma(0.4495))
        #expect(ColorManagement.action(for: .gamma(1.0)) == .convertGamma(1.0))
        #expect(ColorManagement.action(for: .displayP3) == .convertDisplayP3)
        #expect(ColorManagement.action(for: .unknownICC(description: "x")) == .warnUnknownProfile)
        #expect(ColorManagement.action(for: .displayP3).identifier == "convert-display-p3")
        #expect(ImageColorSpace.unknownICC(description: nil).identifier == "unknown-icc")
    }

    @Test("Display P3 to sRGB matrix matches CSS Color 4 (1e-6)")
    func p3Matrix() {
        let m = ColorManagement.displayP3ToSRGB
        // CSS Color 4 / colorjs.io linear P3 -> linear sRGB, evaluated independently.
        let expected: [[Double]] = [
            [1.2249401, -0.2249404, 0.0],
            [-0.0420569, 1.0420571, 0.0],
            [-0.0196376, -0.0786361, 1.0982735],
        ]
        let rows = [m.row0, m.row1, m.row2]
        for i in 0..<3 { for j in 0..<3 { #expect(abs(rows[i][j] - expected[i][j]) < 1e-6) } }
        // White maps to white.
        let white = m(SIMD3(1, 1, 1))
        #expect(abs(white.x - 1) < 1e-9 && abs(white.y - 1) < 1e-9 && abs(white.z - 1) < 1e-9)
    }

    @Test("pure P3 red, green and blue clip to the expected sRGB; grays stay put")
    func p3Conversion() throws {
        var image = try RGBAImage(width: 5, height: 1, pixels: [
            255, 0, 0, 255,  0, 255, 0, 128,  0, 0, 255, 0,  128, 128, 128, 255,  255, 255, 255, 255,
        ])
        let action = ColorManagement.convertToSRGB(&image, from: .displayP3)
        #expect(action == .convertDisplayP3)
        // Red: linear (1.2249, -0.0421, -0.0196) clips to (1, 0, 0).
        // Green: (-0.2249, 1.0421, -0.0786) clips to (0, 1, 0). Blue: (0, 0, 1.0983) -> (0, 0, 1).
        #expect(image.pixels == [
            255, 0, 0, 255,  0, 255, 0, 128,  0, 0, 255, 0,  128, 128, 128, 255,  255, 255, 255, 255,
        ])
        // A P3 orange inside the sRGB gamut: compare with the Double path.
        var orange = try RGBAImage(width: 1, height: 1, pixels: [230, 140, 60, 255])
        ColorManagement.convertToSRGB(&orange, from: .displayP3)
        let exact = LinearTransformKernel.matrix(ColorManagement.displayP3ToSRGB).transform8(red: 230, green: 140, blue: 60)
        #expect(orange.pixels == [exact.0, exact.1, exact.2, 255])
        #expect(exact.0 > 230 && exact.2 < 60, "P3 orange is more saturated in sRGB numbers")
    }

    @Test("gAMA conversion: linear-light samples (gamma 1.0) are sRGB-encoded")
    func gammaConversion() throws {
        let table = ColorManagement.gammaTable(fileGamma: 1.0)
        for code in 0..<256 {
            let expected = (SRGBTransfer.encode(Double(code) / 255) * 255 + 0.5).rounded(.down)
            #expect(Double(table[code]) == expected)
        }
        // File gamma 1/2.2: decode with exponent 2.2, encode with sRGB; close to the identity
        // from mid-gray up (the curves differ most near black, where sRGB is linear).
        let nearSRGB = ColorManagement.gammaTable(fileGamma: 1 / 2.2)
        #expect(nearSRGB[10] == 3)  // (10/255)^2.2 = 0.00079 linear -> sRGB 0.0102 -> 2.6 -> 3
        #expect((128...255).allSatisfy { abs(Int(nearSRGB[$0]) - $0) <= 1 })
        var image = try RGBAImage(width: 2, height: 1, pixels: [0, 128, 255, 77, 64, 64, 64, 255])
        #expect(ColorManagement.convertToSRGB(&image, from: .gamma(1.0)) == .convertGamma(1.0))
        #expect(image.pixels == [table[0], table[128], table[255], 77, table[64], table[64], table[64], 255])
        // Unknown profiles leave the pixels alone.
        var untouched = image
        #expect(ColorManagement.convertToSRGB(&untouched, from: .unknownICC(description: nil)) == .warnUnknownProfile)
        #expect(untouched == image)
    }

    @Test("a PngSuite gAMA file reports gamma and an embedded iCCP is returned byte for byte")
    func chunksFromFiles() throws {
        let g10 = try PNGDecoder.info(contentsOf: Fixtures.url("conformance/pngsuite/g10n2c08.png").path)
        #expect(g10.colorChunks.gamma == 1.0)
        #expect(g10.colorSpace == .gamma(1.0))
        #expect(g10.action == .convertGamma(1.0))
        let g25 = try PNGDecoder.info(contentsOf: Fixtures.url("conformance/pngsuite/g25n2c08.png").path)
        #expect(g25.colorChunks.gamma == 2.5)

        // Build a PNG with an iCCP chunk holding a Display P3 profile (zlib stream, stored block).
        let profile = makeICCProfile(description: "Display P3")
        let pixels: [UInt8] = [0, 255, 0, 0, 255]  // filter 0, one RGBA pixel
        var png = pngSignature + chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 6, 0, 0, 0])
        png += chunk("iCCP", Array("Display P3".utf8) + [0, 0] + zlibStored(profile))
        png += chunk("IDAT", zlibStored(pixels)) + chunk("IEND", [])
        let decoded = try PNGDecoder.decode(png, path: "p3.png")
        #expect(decoded.info.colorChunks.iccProfileName == "Display P3")
        #expect(decoded.info.colorChunks.iccProfile == profile)
        #expect(decoded.info.colorSpace == .displayP3)
        #expect(decoded.info.action == .convertDisplayP3)
        #expect(decoded.info.chunkTypes == ["IHDR", "iCCP", "IDAT", "IEND"])
        #expect(decoded.image.pixels == [255, 0, 0, 255])
    }
}

/// A zlib stream holding `data` in one stored (uncompressed) block, with its Adler-32.
func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    let length = UInt16(data.count)
    return [0x78, 0x01, 0x01, UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8)]
        + data + bigEndian(b << 16 | a)
}
