import LegibleCore

/// Reads a GIMP palette (`.gpl`).
///
/// The format, as GIMP writes and reads it (app/core/gimppalette-load.c): a first line
/// `GIMP Palette`; optional `Name: …` and `Columns: …` lines; lines starting with `#` are
/// comments; every other non-blank line is `R G B` (decimal 0...255, separated by spaces or
/// tabs) followed by an optional name. A color without a name is named `Untitled N` by GIMP;
/// here it is named by its 1-based index (`color-N`). A later color with the same name
/// replaces the earlier one, as in any token file. Each token's location is its line.
///
/// - Throws: ``TokenFileError`` with the line and column when the header is missing, a
///   component is not an integer in 0...255, or a line has fewer than three components.
struct GIMPPaletteReader {
    let path: String

    func declarations(in bytes: [UInt8]) throws(TokenFileError) -> [TokenDeclaration] {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let header = lines.first, header.trimmingCharacters() == "GIMP Palette" else {
            throw TokenFileError(location: SourceLocation(file: path, line: 1, column: 1),
                                 message: "expected 'GIMP Palette' on the first line, found "
                                     + "'\(lines.first.map { String($0.prefix(40)) } ?? "")'")
        }
        var result: [TokenDeclaration] = []
        var offset = header.utf8.count + 1
        var index = 0
        for (i, line) in lines.enumerated().dropFirst() {
            defer { offset += line.utf8.count + 1 }
            let trimmed = line.trimmingCharacters()
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("Name:") || trimmed.hasPrefix("Columns:") {
                continue
            }
            let location = SourceLocation(file: path, line: i + 1, column: 1, offset: offset)
            var fields = trimmed.split(maxSplits: 3, whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count >= 3 else {
                throw TokenFileError(location: location,
                                     message: "expected 'R G B name' with three integers 0...255, found '\(trimmed)'")
            }
            var components: [Int] = []
            for field in fields.prefix(3) {
                guard let v = Int(field), (0...255).contains(v) else {
                    throw TokenFileError(location: location,
                                         message: "color component '\(field)' is not an integer in 0...255")
                }
                components.append(v)
            }
            index += 1
            fields.removeFirst(3)
            let name = fields.first?.trimmingCharacters() ?? ""
            let color = SRGBColor(red8: UInt8(components[0]), green8: UInt8(components[1]), blue8: UInt8(components[2]))
            result.append(TokenDeclaration(name: name.isEmpty ? "color-\(index)" : name,
                                           appearance: DeclarationTable.base, value: .color(color),
                                           rawValue: components.map(String.init).joined(separator: " "),
                                           location: location, summary: nil, type: "color", syntax: .palette))
        }
        return result
    }
}
