// libFuzzer target: the pairs file (`PairsFile(parsing:path:)`).
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPairsFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do throws(TokenFileError) {
        _ = try PairsFile(parsing: bytes, path: "x.pairs.json")
    } catch {
        precondition(error.location.file == "x.pairs.json" && !error.message.isEmpty, "unlocated error")
    }
    return 0
}
