// libFuzzer target: the DTCG resolver reader through `TokenLoader().load(sources:)`. The input is
// split at NUL bytes: the first part is `r/x.resolver.json`, the next ones are
// `r/sets/0.json`, `r/sets/1.json`…, which the resolver may reference (as `sets/0.json`). Every
// input must load or throw `TokenFileError` with a message; loaded tokens must be finite and
// every appearance name non-empty.
import LegibleCore
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolverReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: 8, omittingEmptySubsequences: false)
    var sources = [TokenSource(path: "r/x.resolver.json", bytes: parts.first.map { Array($0) } ?? [])]
    for (i, part) in parts.dropFirst().enumerated() {
        sources.append(TokenSource(path: "r/sets/\(i).json", bytes: Array(part)))
    }
    do throws(TokenFileError) {
        let set = try TokenLoader().load(sources: sources)
        for token in set.tokens {
            let c = token.color
            precondition([c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite), "non-finite \(token.name)")
            precondition(!token.appearance.isEmpty, "empty appearance for \(token.name)")
        }
    } catch {
        precondition(!error.message.isEmpty, "empty message")
    }
    return 0
}
