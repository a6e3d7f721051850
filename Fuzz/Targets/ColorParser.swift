// libFuzzer target: the CSS Color 4 parser (`CSSColor(parsing:)` and `SRGBColor(parsing:)`).
// Every input must parse or throw `ColorSyntaxError`; a parsed color must have finite components.
import LegibleCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let color = try? SRGBColor(parsing: text) {
        let components = [color.red, color.green, color.blue, color.alpha]
        precondition(components.allSatisfy(\.isFinite), "non-finite component parsing \(text.debugDescription)")
        precondition(components.allSatisfy { (0...1).contains($0) }, "out of range parsing \(text.debugDescription)")
    }
    _ = try? CSSColor(parsing: text)
    return 0
}
