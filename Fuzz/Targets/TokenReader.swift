// libFuzzer target: one token reader through `TokenLoader().load(sources:)`. The reader is
// chosen at build time by the file name in `FUZZ_TOKEN_PATH` (a -D flag selects it; see
// Fuzz/run.sh): the extension and folders decide the format, as they do for real files.
import LegibleTokens

#if FUZZ_DTCG
let fuzzPath = "x.tokens.json"
#elseif FUZZ_CSS
let fuzzPath = "x.css"
#elseif FUZZ_ASSETCATALOG
let fuzzPath = "A.xcassets/B.colorset/Contents.json"
#elseif FUZZ_ANDROID
let fuzzPath = "res/values/colors.xml"
#elseif FUZZ_STYLEDICTIONARY
let fuzzPath = "tokens/color.json"
#elseif FUZZ_GIMP
let fuzzPath = "x.gpl"
#elseif FUZZ_FIGMA
let fuzzPath = "figma-variables.json"
#elseif FUZZ_DSP
let fuzzPath = "dsp-tokens.json"
#elseif FUZZ_ASE
let fuzzPath = "x.ase"
#elseif FUZZ_JSON5
let fuzzPath = "x.json5"
#else
let fuzzPath = "x.json"
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do throws(TokenFileError) {
        let set = try TokenLoader().load(sources: [TokenSource(path: fuzzPath, bytes: bytes)])
        for token in set.tokens {
            let c = token.color
            precondition([c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite), "non-finite \(token.name)")
        }
    } catch {
        precondition(!error.message.isEmpty, "empty message")
    }
    return 0
}
