import LegibleCore

/// The token file formats ``TokenLoader`` reads.
public enum TokenFileFormat: String, Sendable, CaseIterable {
    /// JSON (or JSON5). Its flavour is told by content: an asset catalog's `Contents.json`,
    /// a Tokens Studio export, a Theo `props` file, a Material Theme Builder export, a built
    /// Style Dictionary file, a W3C Design Tokens (DTCG) file when any object has a `$value`,
    /// else a plain palette or Style Dictionary input (see the module README).
    case json
    /// CSS custom properties (`--name: value;`), each selector context read as an appearance.
    case css
    /// Android resources XML (`res/values*/colors.xml`): `<color name="…">` entries.
    case androidResources = "android"
    /// A GIMP palette (`.gpl`): a `GIMP Palette` header, then `R G B name` lines.
    case gimpPalette = "gpl"
    /// An Adobe Swatch Exchange file (`.ase`): binary swatches in RGB, CMYK, Lab or Gray.
    case adobeSwatchExchange = "ase"

    /// The file-name endings a directory argument picks up: `.json`, `.tokens.json`, `.tokens`,
    /// `.json5`, `.css`, `.gpl`, `.ase`, and `.xml` when the file is an Android resources file (see
    /// ``isAndroidResourcePath(_:)``).
    public static let knownExtensions = ["json", "tokens", "json5", "css", "gpl", "ase", "xml"]

    /// The format a file name's extension names, or nil for an unknown extension.
    ///
    /// `.json`, `.tokens.json`, `.tokens`, `.json5` → ``json``; `.css` → ``css``; `.gpl` →
    /// ``gimpPalette``; `.ase` → ``adobeSwatchExchange``; `.xml` → ``androidResources``.
    public init?(pathExtension path: String) {
        let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "json", "tokens", "json5": self = .json
        case "css": self = .css
        case "gpl": self = .gimpPalette
        case "ase": self = .adobeSwatchExchange
        case "xml": self = .androidResources
        default: return nil
        }
    }

    /// The format by extension, else by content: an `ASEF` signature is an Adobe Swatch
    /// Exchange file, a `GIMP Palette` header is a GIMP palette, a
    /// `<resources>` document an Android resources file, JSON when the first character that is
    /// not white space is `{` or `[`, otherwise CSS.
    public init(path: String, bytes: [UInt8]) {
        if let byExtension = TokenFileFormat(pathExtension: path) {
            self = byExtension
            return
        }
        if AdobeSwatchExchangeReader.isAdobeSwatchExchange(bytes) {
            self = .adobeSwatchExchange
        } else if bytes.starts(with: Array("GIMP Palette".utf8)) {
            self = .gimpPalette
        } else if Self.looksLikeAndroidResources(bytes) {
            self = .androidResources
        } else {
            let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
            self = first == 0x7B || first == 0x5B ? .json : .css
        }
    }

    /// Whether a path names an Android values resource: a `.xml` file in a folder named
    /// `values` or `values-<qualifiers>` (`res/values-night/colors.xml`).
    public static func isAndroidResourcePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 1].lowercased().hasSuffix(".xml") else { return false }
        let folder = parts[parts.count - 2]
        return folder == "values" || folder.hasPrefix("values-")
    }

    /// Whether XML text looks like Android resources: its first element (after the XML
    /// declaration, comments and doctype) is `<resources` and it holds a `<color` element
    /// (checked on the first 64 KiB).
    static func looksLikeAndroidResources(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(65_536)
        var i = head.startIndex
        while i < head.endIndex {
            guard head[i] == 0x3C else { i += 1; continue }  // '<'
            let next = i + 1 < head.endIndex ? head[i + 1] : 0
            if next == 0x3F || next == 0x21 {  // '<?' or '<!': skip to its end
                if head[i...].starts(with: Array("<!--".utf8)) {
                    guard let end = head[(i + 4)...].firstRange(of: Array("-->".utf8)) else { return false }
                    i = end.upperBound
                    continue
                }
                i += 1
                while i < head.endIndex, head[i] != 0x3E { i += 1 }
                continue
            }
            guard head[i...].starts(with: Array("<resources".utf8)) else { return false }
            return head[i...].firstRange(of: Array("<color".utf8)) != nil
        }
        return false
    }

    /// Whether `bytes` start with the PNG signature (`89 50 4E 47 0D 0A 1A 0A`, PNG §5.2): an
    /// image, which no token reader takes, whatever the file's name.
    public static func isPNG(_ bytes: [UInt8]) -> Bool { ImageSignature(of: bytes) == .png }

    /// What binary, non-token data `bytes` are, whatever the file's name, or nil for text (and
    /// for the one binary token format, Adobe Swatch Exchange, `ASEF`): `a PNG image` (PNG
    /// §5.2 signature), `a JPEG image` (`FF D8 FF`, JPEG ITU T.81 SOI marker then a marker),
    /// `a GIF image` (`GIF87a`/`GIF89a`, GIF89a §17), or, with `checksNUL`, `binary data (it
    /// holds a NUL byte)` for a NUL byte in the first 8 KiB, which no text token format holds
    /// (the JSON and XML readers report a NUL at its place themselves; CSS, the fallback, does not).
    public static func binaryKind(_ bytes: [UInt8], checksNUL: Bool = true) -> String? {
        if let image = ImageSignature(of: bytes) { return image.description }
        if bytes.starts(with: Array("ASEF".utf8)) { return nil }
        if checksNUL, bytes.prefix(8192).contains(0) { return "binary data (it holds a NUL byte)" }
        return nil
    }

    /// The error for UTF-16 text, or nil: every reader takes UTF-8 only, and UTF-16 would
    /// otherwise be reported as invalid UTF-8 or as binary data (its NUL bytes). UTF-16 is told
    /// by a byte order mark (`FF FE`, `FE FF`; not `FF FE 00 00`, UTF-32) or, without one, by
    /// its first 256 code units: at least two, 90 % of them ASCII with the zero byte on the
    /// same side. Cost: at most 512 bytes read.
    static func utf16Error(_ bytes: [UInt8], path: String) -> TokenFileError? {
        guard bytes.count >= 2 else { return nil }
        let bom = (bytes[0] == 0xFF && bytes[1] == 0xFE && !bytes.starts(with: [0xFF, 0xFE, 0, 0]))
            || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        if !bom {
            let units = min(bytes.count / 2, 256)
            guard units >= 2 else { return nil }
            var little = 0, big = 0
            for u in 0..<units {
                let a = bytes[2 * u], b = bytes[2 * u + 1]
                if b == 0 && a != 0 && a < 0x80 { little += 1 }
                if a == 0 && b != 0 && b < 0x80 { big += 1 }
            }
            guard max(little, big) * 10 >= units * 9 else { return nil }
        }
        return TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                              message: "is UTF-16; expected UTF-8: save the file as UTF-8")
    }

    /// Whether the file should be read as JSON5 (its name ends in `.json5`).
    static func isJSON5(_ path: String) -> Bool { path.lowercased().hasSuffix(".json5") }
}

