// STUB: hex only. Replaced by the full CSS Color 4 parser.
extension SRGBColor {
    /// Parses a CSS color string and converts it to sRGB.
    public init(parsing text: String) throws(ColorSyntaxError) {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.first == "#" else {
            throw ColorSyntaxError(input: text, offset: 0, reason: "expected a CSS color")
        }
        let digits = Array(trimmed.dropFirst())
        var values: [UInt8] = []
        for ch in digits {
            guard let v = ch.hexDigitValue else {
                throw ColorSyntaxError(input: text, offset: 1, reason: "invalid hex digit '\(ch)'")
            }
            values.append(UInt8(v))
        }
        switch values.count {
        case 3, 4:
            let a = values.count == 4 ? values[3] * 17 : 255
            self.init(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17, alpha8: a)
        case 6, 8:
            let a = values.count == 8 ? values[6] << 4 | values[7] : 255
            self.init(red8: values[0] << 4 | values[1], green8: values[2] << 4 | values[3],
                      blue8: values[4] << 4 | values[5], alpha8: a)
        default:
            throw ColorSyntaxError(input: text, offset: 1, reason: "expected 3, 4, 6 or 8 hex digits, found \(values.count)")
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}
