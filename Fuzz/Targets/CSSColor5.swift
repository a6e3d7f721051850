// libFuzzer target: CSS Color 5 and the math of CSS Values 4 through `CSSColor(parsing:colorScheme:)`:
// color-mix(), relative colors, light-dark(), calc()/min()/max()/clamp() with constants. Every
// input must parse or throw `ColorSyntaxError`, in both color schemes; a parsed color must be
// finite, and once gamut-mapped to sRGB in 0...1.
import LegibleCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSSColor5(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for scheme in [ColorScheme.light, .dark] {
        guard let color = try? CSSColor(parsing: text, colorScheme: scheme) else { continue }
        let mapped = color.gamutMapped
        let components = [mapped.red, mapped.green, mapped.blue, mapped.alpha]
        precondition(components.allSatisfy(\.isFinite), "non-finite component parsing \(text.debugDescription)")
        precondition(components.allSatisfy { (0...1).contains($0) }, "out of range parsing \(text.debugDescription)")
    }
    return 0
}
