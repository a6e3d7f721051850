import Foundation
import LegibleCore
import LegibleImage
import Testing
import _LegibleTestSupport

/// Kernels built from the reference matrices in cvd.json.
enum ReferenceKernels {
    static var cvd: [String: Any] { (try? Fixtures.conformance("cvd.json")) ?? [:] }

    static func matrix(_ rows: Any?) -> Matrix3x3? {
        guard let rows = rows as? [[Double]] else { return nil }
        return Matrix3x3(rowMajor: rows.flatMap { $0 })
    }

    static var machadoDeutan: LinearTransformKernel? {
        let table = (cvd["machado2009"] as? [String: Any])?["matrices"] as? [String: Any]
        return matrix((table?["deutan"] as? [String: Any])?["1.0"]).map { .matrix($0) }
    }

    static func brettel(_ kind: String) -> LinearTransformKernel? {
        let wings = ((cvd["brettel1997"] as? [String: Any])?["wing_matrices"] as? [String: Any])?[kind] as? [String: Any]
        let model = ((cvd["meta"] as? [String: Any])?["methods"] as? [String: Any])?["lms_model"] as? [String: Any]
        guard let first = matrix(wings?["rgb_matrix_wing1"]), let second = matrix(wings?["rgb_matrix_wing2"]),
            let n = wings?["separation_normal_lms"] as? [Double], n.count == 3,
            let t = model?["LMS_from_linearRGB"] as? [[Double]], t.count == 3
        else { return nil }
        // dot(n, T rgb) == dot(Tᵀ n, rgb).
        var normal = SIMD3<Double>(0, 0, 0)
        for j in 0..<3 {
            var sum = 0.0
            for i in 0..<3 { sum += t[i][j] * n[i] }
            normal[j] = sum
        }
        return .twoPlanes(first: first, second: second, normal: normal)
    }

    static var all: [(String, LinearTransformKernel)] {
        var kernels: [(String, LinearTransformKernel)] = [("luminance", .luminance),
            ("display-p3", .matrix(ColorManagement.displayP3ToSRGB))]
        if let machado = machadoDeutan { kernels.append(("machado-deutan-1.0", machado)) }
        for kind in ["protan", "deutan", "tritan"] {
            if let brettel = brettel(kind) { kernels.append(("brettel-\(kind)", brettel)) }
        }
        return kernels
    }
}

@Suite("Per-pixel passes")
struct TransformPassTests {
    @Test("the encode table is within one level of the exact encoding (300k seeded samples) and inverts decoding")
    func encodeTable() {
        let decode = SRGBTransferTables.decode, encode = SRGBTransferTables.encode
        for code in 0..<256 {
            #expect(Int(encode[Int(decode[code] * 65535 + 0.5)]) == code, "code \(code)")
            #expect(Double(decode[code]) == Double(Float(SRGBTransfer.decodeTable[code])))
        }
        var generator = SplitMix64(seed: 0x5EED)
        var worst = 0
        for _ in 0..<300_000 {
            let linear = Double.random(in: 0...1, using: &generator)
            let exact = Int((SRGBTransfer.encode(linear) * 255 + 0.5).rounded(.down))
            let table = Int(encode[Int(Float(linear) * 65535 + 0.5)])
            worst = max(worst, abs(exact - table))
        }
        #expect(worst <= 1, "seed 0x5EED")
    }

    @Test("reference kernels load from cvd.json")
    func kernelsLoad() {
        #expect(ReferenceKernels.all.count == 6)
    }

    @Test("the image pass is within one 8-bit level of the per-color Double path (seeded sample)",
          arguments: ReferenceKernels.all.map(\.0))
    func passMatchesDoublePath(name: String) throws {
        let kernel = try #require(ReferenceKernels.all.first { $0.0 == name }?.1)
        // 131,072 colors: every gray, the cube's corners and edges at step 15, the rest seeded random.
        var colors: [(UInt8, UInt8, UInt8)] = (0..<256).map { (UInt8($0), UInt8($0), UInt8($0)) }
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) { colors.append((UInt8(r), UInt8(g), UInt8(b))) }
            }
        }
        var generator = SplitMix64(seed: 2024)
        while colors.count < 1 << 17 {
            colors.append((UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                           UInt8.random(in: 0...255, using: &generator)))
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(colors.count * 4)
        for (index, color) in colors.enumerated() { pixels += [color.0, color.1, color.2, UInt8(index & 0xff)] }
        var image = try RGBAImage(width: 512, height: colors.count / 512, pixels: pixels)
        image.apply(kernel, threadCount: 2)
        var worst = 0, mismatches = 0
        for (index, color) in colors.enumerated() {
            let exact = kernel.transform8(red: color.0, green: color.1, blue: color.2)
            let got = (image.pixels[index * 4], image.pixels[index * 4 + 1], image.pixels[index * 4 + 2])
            let difference = max(abs(Int(exact.0) - Int(got.0)), abs(Int(exact.1) - Int(got.1)),
                                 abs(Int(exact.2) - Int(got.2)))
            worst = max(worst, difference)
            if difference > 0 { mismatches += 1 }
            #expect(image.pixels[index * 4 + 3] == UInt8(index & 0xff), "alpha is untouched")
        }
        #expect(worst <= 1, "\(name): seed 2024")
        #expect(mismatches < colors.count / 100, "\(name): \(mismatches) off-by-one results")
    }

    @Test("the image pass reproduces cvd.json's 8-bit results within one level")
    func matchesCVDFixture() throws {
        let cvd = ReferenceKernels.cvd
        let colors = try #require(cvd["colors"] as? [String])
        let rgb: [(UInt8, UInt8, UInt8)] = colors.compactMap { hex in
            guard let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
            return (UInt8(value >> 16), UInt8((value >> 8) & 0xff), UInt8(value & 0xff))
        }
        let cases: [(LinearTransformKernel?, Any?)] = [
            (ReferenceKernels.machadoDeutan, ((cvd["machado2009"] as? [String: Any])?["results"] as? [String: Any])?["deutan"]),
            (ReferenceKernels.brettel("protan"), ((cvd["brettel1997"] as? [String: Any])?["results"] as? [String: Any])?["protan"]),
            (.luminance, ["1.0": cvd["achromatopsia"] as Any]),
        ]
        for (kernel, results) in cases {
            let kernel = try #require(kernel)
            let records = try #require((results as? [String: Any])?["1.0"] as? [[String: Any]])
            try #require(records.count == rgb.count)
            var image = try RGBAImage(width: rgb.count, height: 1, pixels: rgb.flatMap { [$0.0, $0.1, $0.2, 255] })
            image.apply(kernel)
            for (index, record) in records.enumerated() {
                let hex = try #require(record["srgb8"] as? String)
                let value = try #require(UInt32(hex.dropFirst(), radix: 16))
                let expected = [Int(value >> 16), Int((value >> 8) & 0xff), Int(value & 0xff)]
                for channel in 0..<3 {
                    #expect(abs(Int(image.pixels[index * 4 + channel]) - expected[channel]) <= 1, "\(colors[index])")
                }
            }
        }
    }

    @Test("threaded and single-threaded passes give identical bytes and leave row padding alone")
    func threadedMatchesSerial() throws {
        var generator = SplitMix64(seed: 7)
        let width = 301, height = 97, stride = width * 4 + 12
        let pixels = (0..<(stride * height)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = try RGBAImage(width: width, height: height, rowStride: stride, pixels: pixels)
        let kernel = try #require(ReferenceKernels.brettel("deutan"))
        let serial = image.applying(kernel)
        for threads in [2, 3, 8, 500] {
            #expect(image.applying(kernel, threadCount: threads) == serial)
        }
        for y in 0..<height {
            for offset in (width * 4)..<stride {
                #expect(serial.pixels[y * stride + offset] == pixels[y * stride + offset])
            }
        }
    }

    @Test("the relative-luminance plane matches RelativeLuminance within 1e-6")
    func luminancePlane() throws {
        var generator = SplitMix64(seed: 11)
        let pixels = (0..<(64 * 48 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = try RGBAImage(width: 64, height: 48, pixels: pixels)
        let plane = image.relativeLuminancePlane()
        #expect(plane.count == 64 * 48)
        for index in plane.indices {
            let color = SRGBColor(red8: pixels[index * 4], green8: pixels[index * 4 + 1], blue8: pixels[index * 4 + 2])
            #expect(abs(Double(plane[index]) - color.relativeLuminance.value) < 1e-6)
        }
    }
}
