import Foundation
import LegibleCore
import LegibleImage
import Testing
import _LegibleTestSupport

/// One PngSuite record from pngsuite.json.
struct PNGSuiteCase: CustomTestStringConvertible, Sendable {
    let file: String
    let mustReject: Bool
    let width: Int?
    let height: Int?
    let bitDepth: Int?
    let colorType: Int?
    let interlaced: Bool?
    let chunks: [String]?
    let sha256: String?
    var testDescription: String { file }

    static let all: [PNGSuiteCase] = {
        guard let json = try? Fixtures.conformance("pngsuite.json"),
            let files = json["files"] as? [[String: Any]]
        else { return [] }
        return files.compactMap { record in
            guard let file = record["file"] as? String else { return nil }
            return PNGSuiteCase(
                file: file, mustReject: record["must_reject"] as? Bool ?? false,
                width: record["width"] as? Int, height: record["height"] as? Int,
                bitDepth: record["bit_depth"] as? Int, colorType: record["color_type"] as? Int,
                interlaced: record["interlaced"] as? Bool, chunks: record["chunks"] as? [String],
                sha256: record["rgba8_sha256"] as? String)
        }
    }()

    var path: String { Fixtures.url("conformance/pngsuite/\(file)").path }
}

@Suite("PngSuite conformance (pngsuite.json, exact)")
struct PNGSuiteTests {
    @Test("the fixture lists 162 valid and 14 corrupt files")
    func fixtureIsComplete() {
        #expect(PNGSuiteCase.all.filter { !$0.mustReject }.count == 162)
        #expect(PNGSuiteCase.all.filter(\.mustReject).count == 14)
    }

    @Test("valid files decode to the reference RGBA8 hash and header facts",
          arguments: PNGSuiteCase.all.filter { !$0.mustReject })
    func decodesValidFile(_ testCase: PNGSuiteCase) throws {
        let decoded = try PNGDecoder.decode(contentsOf: testCase.path)
        let info = decoded.info
        #expect(info.width == testCase.width)
        #expect(info.height == testCase.height)
        #expect(info.bitDepth == testCase.bitDepth)
        #expect(info.isInterlaced == testCase.interlaced)
        #expect(info.colorType == testCase.colorType.flatMap { PNGColorType(code: $0) })
        #expect(info.chunkTypes == testCase.chunks)
        #expect(decoded.image.rowStride == decoded.image.width * 4)
        #expect(sha256Hex(decoded.image.pixels) == testCase.sha256)
    }

    @Test("corrupt x*.png files are rejected with an error",
          arguments: PNGSuiteCase.all.filter(\.mustReject))
    func rejectsCorruptFile(_ testCase: PNGSuiteCase) {
        #expect(throws: PNGReadError.self) { try PNGDecoder.decode(contentsOf: testCase.path) }
    }

    @Test("signature damage is reported as notPNG, a bad CRC as a libpng error")
    func corruptErrorCases() throws {
        for name in ["xs1n0g01.png", "xs2n0g01.png", "xcrn0g04.png", "xlfn0g04.png"] {
            let path = Fixtures.url("conformance/pngsuite/\(name)").path
            #expect {
                try PNGDecoder.decode(contentsOf: path)
            } throws: { error in
                guard case .notPNG(let errorPath, _) = error as? PNGReadError else { return false }
                return errorPath == path
            }
        }
        let crc = Fixtures.url("conformance/pngsuite/xhdn0g08.png").path
        #expect {
            try PNGDecoder.decode(contentsOf: crc)
        } throws: { error in
            guard case .libpng(_, let message) = error as? PNGReadError else { return false }
            return message.contains("CRC")
        }
    }

    @Test("info reads the header without decoding pixels")
    func infoOnly() throws {
        let info = try PNGDecoder.info(contentsOf: Fixtures.url("conformance/pngsuite/basi3p02.png").path)
        #expect(info.width == 32 && info.height == 32)
        #expect(info.colorType == .palette && info.bitDepth == 2 && info.isInterlaced)
    }
}
