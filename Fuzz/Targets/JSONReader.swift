// libFuzzer target: the JSON and JSON5 reader. The first byte picks the dialect; the rest is
// the document. Every input must read or throw a located `TokenFileError`.
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let dialect: JSONDialect = data[0] & 1 == 0 ? .json : .json5
    do throws(TokenFileError) {
        _ = try JSONReader(dialect: dialect).read(bytes, path: "x.json")
    } catch {
        precondition(error.location.file == "x.json" && !error.message.isEmpty, "unlocated error")
    }
    return 0
}
