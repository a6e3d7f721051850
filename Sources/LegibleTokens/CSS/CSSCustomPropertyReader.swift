/// Reads CSS custom properties (`--name: value;`) from a style sheet, each in its appearance.
///
/// A light tokenizer, not a full CSS parser: it skips comments and strings, balances brackets,
/// and reads blocks as follows (the mapping is documented in the module README):
/// - rules whose selector is a mode context (see ``CSSSelectorMode``) hold tokens;
/// - `@media (prefers-color-scheme: dark|light)` sets the mode of the root selectors inside, and
///   `(prefers-contrast: more)` its high-contrast variant (`light-high-contrast`, `dark-high-contrast`);
/// - `@layer`, `@supports` and `@scope` are read through; Tailwind's `@theme` holds tokens
///   directly, as `:root` would (and its `--x: var(--x)`, which points outside the theme, is
///   dropped rather than read as a cycle);
/// - other at-rules (other `@media`, `@font-face`, `@keyframes`, `@property`, `@container`...)
///   and component rules are skipped;
/// - a root rule that sets `color-scheme: dark` (or `only dark`) is `dark`.
/// Declarations are ordered by source position, so a later one wins, as in the cascade.
struct CSSCustomPropertyReader {
    let bytes: [UInt8]
    let path: String

    private enum Kind {
        case skip
        case passThrough
        case tokens(modes: [CSSSelectorMode])
    }

    private struct Block {
        var kind: Kind
        var media: String?
        var open: Int
        var properties: [(name: String, value: String, offset: Int)] = []
        var colorScheme: String?
        var isTheme = false
    }

    func declarations() throws(TokenFileError) -> [TokenDeclaration] {
        var lines = LineIndex(bytes: bytes, file: path)
        var stack: [Block] = []
        var found: [(offset: Int, declaration: TokenDeclaration)] = []
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // CSS Syntax 3 §3.2: a UTF-8 BOM is dropped.
        var unclosedBracket: Int?  // the outermost `(` or `[` still open at the end of the file
        while true {
            try skipSpaceAndComments(&i, &lines)
            guard i < bytes.count else { break }
            if bytes[i] == 0x7D {  // '}'
                guard let block = stack.popLast() else {
                    throw TokenFileError(location: lines.location(at: i), message: "unexpected '}' with no open block")
                }
                emit(block, into: &found, &lines)
                i += 1
                continue
            }
            let start = i
            let terminator = try scanChunk(&i, &lines, unclosed: &unclosedBracket)
            let text = Self.stripComments(bytes[start..<i])
            let parent = stack.last
            if terminator == 0x7B {  // '{'
                i += 1
                stack.append(block(for: text.trimmingCharacters(), parent: parent, open: start))
                continue
            }
            if terminator == 0x3B { i += 1 }
            if case .tokens = parent?.kind, let colon = text.firstIndex(of: ":") {
                let name = text[..<colon].trimmingCharacters()
                let valueStart = valueOffset(afterColonOf: start, end: i)
                let value = Self.removingImportant(String(text[text.index(after: colon)...]).trimmingCharacters())
                if name.hasPrefix("--") && name.count > 2 {
                    // In Tailwind's `@theme inline`, `--x: var(--x)` points at the `--x` defined
                    // outside the theme: a no-op here, not a cycle.
                    if stack[stack.count - 1].isTheme && value == "var(\(name))" { continue }
                    stack[stack.count - 1].properties.append((String(name.dropFirst(2)), value, valueStart))
                } else if name.lowercased() == "color-scheme" {
                    stack[stack.count - 1].colorScheme = value.lowercased()
                }
            }
        }
        if let open = stack.last {
            // An unclosed `var(` swallows the rest of the file, the block's `}` included: name it.
            if let bracket = unclosedBracket { throw unclosedError(at: bracket, &lines) }
            throw TokenFileError(location: lines.location(at: open.open),
                                 message: "block opened here is never closed; expected '}' before end of file")
        }
        return found.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element.declaration)
    }

    private func block(for prelude: String, parent: Block?, open: Int) -> Block {
        let media = parent?.media
        if case .skip = parent?.kind { return Block(kind: .skip, media: media, open: open) }
        if prelude.hasPrefix("@") {
            let lower = prelude.lowercased()
            let name = String(lower.dropFirst().prefix { $0.isLetter || $0 == "-" })
            let insideRule: [CSSSelectorMode]? = if case .tokens(let m) = parent?.kind { m } else { nil }
            switch name {
            case "media":
                let compact = lower.filter { !$0.isWhitespace }
                guard !compact.contains("not"), let scheme = Self.appearance(in: compact, enclosing: media) else {
                    return Block(kind: .skip, media: media, open: open)
                }
                return Block(kind: insideRule.map { .tokens(modes: $0) } ?? .passThrough, media: scheme, open: open)
            case "layer", "supports", "scope":
                return Block(kind: insideRule.map { .tokens(modes: $0) } ?? .passThrough, media: media, open: open)
            case "theme":
                var theme = Block(kind: .tokens(modes: [.root]), media: media, open: open)
                theme.isTheme = true
                return theme
            default:
                return Block(kind: .skip, media: media, open: open)
            }
        }
        let modes = CSSSelectorMode.modes(ofList: prelude)
        if case .tokens = parent?.kind {
            // A nested rule is a context only when it names a mode itself (`.dark &`).
            let explicit = modes.filter { if case .explicit = $0 { true } else { false } }
            return Block(kind: explicit.isEmpty ? .skip : .tokens(modes: explicit), media: media, open: open)
        }
        return Block(kind: modes.isEmpty ? .skip : .tokens(modes: modes), media: media, open: open)
    }

    /// The appearance a compact media query selects: `dark` or `light` from
    /// `prefers-color-scheme:X`; with `prefers-contrast:more` (Media Queries 5 §12.3, the
    /// system's increased contrast: iOS Increase Contrast, Windows contrast themes) that
    /// appearance's `-high-contrast` variant, the color scheme taken from the query, else from
    /// the enclosing `@media`, else light. Nil for any other query (skipped).
    static func appearance(in compact: String, enclosing: String?) -> String? {
        let scheme = colorScheme(in: compact)
        guard compact.contains("prefers-contrast:more") else { return scheme }
        let base = scheme ?? enclosing.map { $0.hasPrefix("dark") ? "dark" : "light" } ?? "light"
        return base + "-high-contrast"
    }

    /// `dark` or `light` from a compact media query holding `prefers-color-scheme:X`.
    private static func colorScheme(in compact: String) -> String? {
        if compact.contains("prefers-color-scheme:dark") { return "dark" }
        if compact.contains("prefers-color-scheme:light") { return "light" }
        return nil
    }

    private func emit(_ block: Block, into found: inout [(offset: Int, declaration: TokenDeclaration)],
                      _ lines: inout LineIndex) {
        guard case .tokens(let modes) = block.kind, !block.properties.isEmpty else { return }
        let scheme = block.colorScheme.flatMap { s -> String? in
            let words = s.split(separator: " ")
            return words == ["dark"] || words == ["only", "dark"] ? "dark" : nil
        }
        var appearances: [String] = []
        for mode in modes {
            let appearance: String = switch mode {
            case .explicit(let name): name
            case .root: block.media ?? scheme ?? DeclarationTable.base
            }
            if !appearances.contains(appearance) { appearances.append(appearance) }
        }
        for property in block.properties {
            let location = lines.location(at: property.offset)
            let value: DeclaredValue = switch CSSValueTemplate.read(property.value) {
            case .parts(let parts): .template(parts)
            case .tooDeep: .invalid("var() nested more than \(CSSValueTemplate.maxNesting) levels deep; Legible reads at "
                + "most \(CSSValueTemplate.maxNesting)")
            case .plain: .text(property.value)
            }
            for appearance in appearances {
                found.append((property.offset, TokenDeclaration(
                    name: property.name, appearance: appearance, value: value, rawValue: property.value,
                    location: location, summary: nil, type: nil, syntax: .css)))
            }
        }
    }

    // MARK: Scanning

    private func skipSpaceAndComments(_ i: inout Int, _ lines: inout LineIndex) throws(TokenFileError) {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
                i += 1
            } else if b == 0x2F && i + 1 < bytes.count && bytes[i + 1] == 0x2A {
                try skipComment(&i, &lines)
            } else {
                return
            }
        }
    }

    private func skipComment(_ i: inout Int, _ lines: inout LineIndex) throws(TokenFileError) {
        let start = i
        i += 2
        while i + 1 < bytes.count {
            if bytes[i] == 0x2A && bytes[i + 1] == 0x2F { i += 2; return }
            i += 1
        }
        throw TokenFileError(location: lines.location(at: start), message: "unterminated comment; expected '*/'")
    }

    /// Advances to the next `;`, `{` or `}` outside brackets, strings and comments; returns it
    /// (or 0 at end of input) without consuming it. At the end of input, `unclosed` is the
    /// offset of the outermost bracket still open, if any.
    private func scanChunk(_ i: inout Int, _ lines: inout LineIndex,
                           unclosed: inout Int?) throws(TokenFileError) -> UInt8 {
        var depth = 0
        var outermost = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x2F where i + 1 < bytes.count && bytes[i + 1] == 0x2A:
                try skipComment(&i, &lines)
                continue
            case 0x22, 0x27:
                i += 1
                while i < bytes.count && bytes[i] != b && bytes[i] != 0x0A {
                    if bytes[i] == 0x5C { i += 1 }
                    i += 1
                }
                if i >= bytes.count {  // an unterminated string (or escape) runs to the end
                    i = bytes.count
                    return 0
                }
            case 0x28, 0x5B:
                if depth == 0 { outermost = i }
                depth += 1
            case 0x29, 0x5D: depth = max(0, depth - 1)
            case 0x3B where depth == 0, 0x7B where depth == 0, 0x7D where depth == 0: return b
            default: break
            }
            i += 1
        }
        if depth > 0 { unclosed = outermost }
        return 0
    }

    /// The error for the bracket at `offset`, open at the end of the file: `'var(' opened here
    /// is never closed; expected ')' …`.
    private func unclosedError(at offset: Int, _ lines: inout LineIndex) -> TokenFileError {
        var start = offset
        while start > 0, offset - start < 32, Self.isNameByte(bytes[start - 1]) { start -= 1 }
        let opened = String(decoding: bytes[start...offset], as: UTF8.self)
        let closing = bytes[offset] == 0x28 ? ")" : "]"
        return TokenFileError(location: lines.location(at: start),
                              message: "'\(opened)' opened here is never closed; expected '\(closing)' before end of file")
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == 0x2D || b == 0x5F || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
    }

    /// The offset of the first value character after the `:` of the declaration at `start`.
    private func valueOffset(afterColonOf start: Int, end: Int) -> Int {
        var i = start
        while i < end && bytes[i] != 0x3A { i += 1 }
        i += 1
        while i < end {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                i += 1
            } else if b == 0x2F && i + 1 < end && bytes[i + 1] == 0x2A {
                i += 2
                while i + 1 < end && !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                i += 2
            } else {
                break
            }
        }
        return min(i, max(start, end - 1))
    }

    /// The text with each comment replaced by a space.
    static func stripComments(_ slice: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var i = slice.startIndex
        while i < slice.endIndex {
            if slice[i] == 0x2F && i + 1 < slice.endIndex && slice[i + 1] == 0x2A {
                i += 2
                while i + 1 < slice.endIndex && !(slice[i] == 0x2A && slice[i + 1] == 0x2F) { i += 1 }
                i += 2
                out.append(0x20)
            } else {
                out.append(slice[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The value without a trailing `!important`.
    static func removingImportant(_ value: String) -> String {
        guard let bang = value.lastIndex(of: "!"),
              value[value.index(after: bang)...].trimmingCharacters().lowercased() == "important" else { return value }
        return String(value[..<bang]).trimmingCharacters()
    }
}
