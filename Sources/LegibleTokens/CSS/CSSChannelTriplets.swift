/// Custom properties that hold bare color channels, `--primary: 222.2 47.4% 11.2%`, for use as
/// `hsl(var(--primary))` or `rgb(var(--c) / 0.5)` (shadcn/ui's classic themes, Open Props'
/// `props.colors-hsl.css`).
///
/// Which function the channels belong to, first match wins: a use of the property directly
/// inside `hsl()`/`hsla()` or `rgb()`/`rgba()` anywhere in the CSS inputs; else the shape
/// `H S% L%` (a number, then two percentages), which only HSL takes; else the loader's
/// ``TokenLoader/cssTriplets`` (the CLI's `--css-triplets`). Otherwise the value is skipped with
/// the reason.
public enum CSSChannelFunction: String, Sendable, CaseIterable {
    /// `hsl(H S L)`.
    case hsl
    /// `rgb(R G B)`.
    case rgb
}

enum CSSChannelTriplets {
    /// Every `--name` used as `hsl(var(--name…` or `rgb(var(--name…` (also `hsla`, `rgba`,
    /// any case, white space allowed) in `bytes`; the first use of a name decides.
    static func uses(in bytes: [UInt8], into uses: inout [String: CSSChannelFunction]) {
        var i = 0
        while i + 4 < bytes.count {
            defer { i += 1 }
            let b0 = bytes[i] | 0x20, b1 = bytes[i + 1] | 0x20, b2 = bytes[i + 2] | 0x20
            let function: CSSChannelFunction
            if b0 == 0x68 && b1 == 0x73 && b2 == 0x6C { function = .hsl }  // hsl
            else if b0 == 0x72 && b1 == 0x67 && b2 == 0x62 { function = .rgb }  // rgb
            else { continue }
            if i > 0, isNameByte(bytes[i - 1]) { continue }
            var j = i + 3
            if j < bytes.count, bytes[j] | 0x20 == 0x61 { j += 1 }  // the a of hsla/rgba
            guard j < bytes.count, bytes[j] == 0x28 else { continue }
            j += 1
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j + 6 <= bytes.count, bytes[j] | 0x20 == 0x76, bytes[j + 1] | 0x20 == 0x61,
                  bytes[j + 2] | 0x20 == 0x72, bytes[j + 3] == 0x28 else { continue }
            j += 4
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j + 2 < bytes.count, bytes[j] == 0x2D, bytes[j + 1] == 0x2D else { continue }
            let start = j + 2
            var end = start
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            guard end > start else { continue }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            if uses[name] == nil { uses[name] = function }
        }
    }

    /// The shape of bare channels: three numbers or percentages, optionally `/ alpha`.
    enum Shape: Equatable {
        /// A number, then two percentages: only HSL reads this.
        case hueSaturationLightness
        /// Any other three channels.
        case other
    }

    static func shape(_ text: String) -> Shape? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if words.count == 5, words[3] == "/" { words.removeLast(2) }
        guard words.count == 3 else { return nil }
        var kinds: [Bool] = []  // true for a percentage
        for word in words {
            let isPercent = word.hasSuffix("%")
            guard let value = Double(isPercent ? word.dropLast() : word[...]), value.isFinite else { return nil }
            kinds.append(isPercent)
        }
        return kinds == [false, true, true] ? .hueSaturationLightness : .other
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    private static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == 0x2D || b == 0x5F || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
    }
}
