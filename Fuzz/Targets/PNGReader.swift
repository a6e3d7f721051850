// libFuzzer target: the PNG reader (`PNGDecoder.decode(_:path:limits:)`) from bytes, with caps
// small enough that a hostile header cannot make the fuzzer allocate gigabytes.
import LegibleImage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = PNGReadLimits(maxPixels: 4_000_000, maxSide: 20_000)
    if let decoded = try? PNGDecoder.decode(bytes, path: "x.png", limits: limits) {
        precondition(decoded.image.width > 0 && decoded.image.height > 0, "empty image decoded")
    }
    return 0
}
