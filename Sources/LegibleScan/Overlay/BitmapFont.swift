/// A tiny built-in 5x7 pixel font for labels drawn into images (overlay ratios, test images).
///
/// Covers ASCII digits, letters (lower case is drawn as upper case), space and
/// `. , : ; - + / % ( ) # < > = ! ? ' _`; other characters draw as a hollow box. Each glyph is
/// 5 pixels wide and 7 high, with a 1-pixel gap: the advance is 6 pixels, times `scale`.
/// Glyph shapes follow the classic 5x7 dot-matrix character set (HD44780 style), redrawn here.
public enum BitmapFont {
    /// Glyph width in font pixels.
    public static let glyphWidth = 5
    /// Glyph height in font pixels.
    public static let glyphHeight = 7
    /// Horizontal advance per character in font pixels (glyph plus one column of spacing).
    public static let advance = 6

    /// The width in image pixels of `text` drawn at `scale` (no trailing gap).
    public static func width(of text: String, scale: Int) -> Int {
        let count = text.count
        return count == 0 ? 0 : (count * advance - 1) * max(1, scale)
    }

    /// Draws `text` into an RGBA buffer with its top-left corner at (`x`, `y`).
    ///
    /// - Parameters:
    ///   - text: The characters to draw, on one line.
    ///   - rgba: `width·height·4` bytes, row stride `width·4`; pixels outside the image are skipped.
    ///   - width: Image width in pixels.
    ///   - height: Image height in pixels.
    ///   - x: Left edge of the first glyph, in image pixels.
    ///   - y: Top edge of the glyphs, in image pixels.
    ///   - scale: Size of one font pixel in image pixels (1 or more), so no anti-aliasing.
    ///   - color: The ink, 8-bit RGBA; drawn opaque, replacing the pixels.
    public static func draw(
        _ text: String, into rgba: inout [UInt8], width: Int, height: Int, x: Int, y: Int, scale: Int,
        color: (red: UInt8, green: UInt8, blue: UInt8)
    ) {
        let scale = max(1, scale)
        guard rgba.count >= width * height * 4 else { return }
        var penX = x
        for character in text {
            let rows = glyph(for: character)
            for (row, bits) in rows.enumerated() {
                for column in 0..<glyphWidth where bits & (0b10000 >> column) != 0 {
                    for dy in 0..<scale {
                        let py = y + row * scale + dy
                        guard py >= 0, py < height else { continue }
                        for dx in 0..<scale {
                            let px = penX + column * scale + dx
                            guard px >= 0, px < width else { continue }
                            let offset = (py * width + px) * 4
                            rgba[offset] = color.red
                            rgba[offset + 1] = color.green
                            rgba[offset + 2] = color.blue
                            rgba[offset + 3] = 255
                        }
                    }
                }
            }
            penX += advance * scale
        }
    }

    /// The 7 rows of a glyph, 5 bits each, most significant bit leftmost.
    public static func glyph(for character: Character) -> [UInt8] {
        let upper = Character(character.uppercased())
        return glyphs[upper] ?? [0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111]
    }

    private static let glyphs: [Character: [UInt8]] = [
        " ": [0, 0, 0, 0, 0, 0, 0],
        "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "B": [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
        "C": [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
        "D": [0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100],
        "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
        "F": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
        "G": [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
        "H": [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "J": [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
        "K": [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
        "L": [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
        "M": [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
        "N": [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
        "O": [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "P": [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
        "Q": [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
        "R": [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
        "S": [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
        "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
        "U": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "V": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
        "W": [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
        "X": [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
        "Y": [0b10001, 0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100],
        "Z": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
        ".": [0, 0, 0, 0, 0, 0b01100, 0b01100],
        ",": [0, 0, 0, 0, 0b01100, 0b00100, 0b01000],
        ":": [0, 0b01100, 0b01100, 0, 0b01100, 0b01100, 0],
        ";": [0, 0b01100, 0b01100, 0, 0b01100, 0b00100, 0b01000],
        "-": [0, 0, 0, 0b11111, 0, 0, 0],
        "+": [0, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0],
        "/": [0, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0],
        "%": [0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011],
        "(": [0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010],
        ")": [0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000],
        "#": [0b01010, 0b01010, 0b11111, 0b01010, 0b11111, 0b01010, 0b01010],
        "<": [0b00010, 0b00100, 0b01000, 0b10000, 0b01000, 0b00100, 0b00010],
        ">": [0b01000, 0b00100, 0b00010, 0b00001, 0b00010, 0b00100, 0b01000],
        "=": [0, 0, 0b11111, 0, 0b11111, 0, 0],
        "!": [0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0, 0b00100],
        "?": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0, 0b00100],
        "'": [0b00100, 0b00100, 0b01000, 0, 0, 0, 0],
        "_": [0, 0, 0, 0, 0, 0, 0b11111],
    ]
}
