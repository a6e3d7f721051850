import LegibleCore

/// One input, already in memory: its path (for locations) and its bytes.
public struct TokenSource: Sendable {
    /// The path as the user gave it, used in every location and error.
    public var path: String
    /// The file's bytes, UTF-8.
    public var bytes: [UInt8]

    /// Creates a source.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Reads token files and directories into one merged, resolved ``TokenSet``.
///
/// Formats: W3C Design Tokens (DTCG 2025.10) JSON, plain JSON palettes and Style Dictionary
/// input, Tokens Studio, Theo, Material Theme Builder and built Style Dictionary JSON, CSS
/// custom properties, Xcode asset catalogs, Android resources XML, GIMP palettes, Figma variables
/// exports, Design System Package files and Adobe Swatch Exchange files; see the
/// module README for the rules of each. Inputs merge in order: a later
/// file's token replaces an earlier token of the same name and appearance (Style Dictionary's
/// rule), keeping the earlier one's place in the order. References (DTCG aliases `{a.b}`, CSS
/// `var(--x)`) are resolved after merging, so they may point into another input.
///
/// Cost: linear in the total input size (dictionaries for every lookup), plus one resolution
/// pass per appearance.
public struct TokenLoader: Sendable {
    /// The longest reference chain followed (`a` → `b` → … ), in links. A longer chain is an
    /// error rather than a deep walk: real files stay within a handful of links, so the default
    /// of 64 only stops runaway or generated chains. Resolution is iterative, so raising the cap
    /// costs memory, never stack. The CLI's `--max-depth` sets it.
    public var maxDepth: Int

    /// The largest input accepted, in bytes; a larger file is an error before it is read.
    /// Default ``defaultMaxFileBytes`` (64 MiB: a million tokens written compactly take about
    /// 21 MB). The CLI's `--max-file-size` sets it.
    public var maxFileBytes: Int

    /// The most token declarations accepted over all inputs (every name in every appearance,
    /// counted before merging); more is an error. Default ``defaultMaxTokens`` (1,000,000).
    /// The CLI's `--max-tokens` sets it.
    public var maxTokens: Int

    /// The function bare CSS channels (`--c: 10 20 30`) belong to when neither a use in
    /// `hsl()`/`rgb()` nor the `H S% L%` shape decides (see ``CSSChannelFunction``); nil leaves
    /// them skipped. The CLI's `--css-triplets` sets it.
    public var cssTriplets: CSSChannelFunction?

    /// The asset-catalog idioms whose colorset entries are read, preferred first: for each
    /// appearance a colorset takes the entry of the first idiom listed that has one. Default
    /// ``defaultIdioms``; the CLI's `--idiom X` sets `[X, "universal"]`.
    public var idioms: [String] = defaultIdioms

    /// Files to leave out (``TokenExclusion/filePatterns``): a file of an input, or found under
    /// a directory input, that one matches is not read; ``TokenSet/excludedFiles`` lists it.
    /// Token patterns are applied by the caller (``TokenExclusion/applied(to:)``).
    public var exclusion = TokenExclusion()

    /// The default ``idioms``: `iphone`, then `universal`.
    public static let defaultIdioms = ["iphone", "universal"]

    /// The idioms asset catalogs name (Apple, Asset Catalog Format Reference, "idiom"), as
    /// `--idiom` accepts them.
    public static let knownIdioms = ["universal", "iphone", "ipad", "mac", "watch", "tv", "vision"]

    /// The default ``maxFileBytes``: 64 MiB.
    public static let defaultMaxFileBytes = 64 << 20
    /// The default ``maxTokens``: 1,000,000.
    public static let defaultMaxTokens = 1_000_000

    /// Creates a loader that follows reference chains up to `maxDepth` links (default 64), reads
    /// files up to `maxFileBytes` bytes (default 64 MiB) and accepts up to `maxTokens`
    /// declarations (default 1,000,000). Each cap is at least 1.
    public init(maxDepth: Int = 64, maxFileBytes: Int = defaultMaxFileBytes, maxTokens: Int = defaultMaxTokens) {
        self.maxDepth = max(1, maxDepth)
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxTokens = max(1, maxTokens)
    }

    /// Loads files and directories, merging them in order.
    ///
    /// A directory stands for every file of a known format under it (see
    /// ``TokenFileFormat/knownExtensions``; hidden files and folders are skipped), in sorted
    /// path order.
    ///
    /// - Throws: ``TokenFileError`` naming the file: missing, unreadable, a directory with no
    ///   token files, a syntax error (with line and column) in any format, an invalid color
    ///   object, a non-finite JSON5 number, an unresolved DTCG alias or CSS `var()` cycle, or a
    ///   circular reference (naming the chain), a file over ``maxFileBytes`` or more declarations
    ///   than ``maxTokens``. Values that cannot be computed are not errors:
    ///   they are listed in ``TokenSet/skipped``. A directory with no token file beside inputs
    ///   that have some is not an error either: it is listed in ``TokenSet/emptyDirectories``
    ///   (a check warns about it); when no input has a token file, the first such directory is
    ///   the error.
    public func load(paths: [String]) throws(TokenFileError) -> TokenSet {
        var sources: [TokenSource] = []
        var seen: Set<String> = []
        var excluded: [String] = []
        var empty: [String] = []
        var expanded: [[String]] = []
        for path in paths {
            let files = try FileAccess.tokenFiles(path)
            if files.isEmpty { empty.append(path) }
            expanded.append(files)
        }
        if let first = empty.first, empty.count == paths.count {
            throw FileAccess.wholeFile(first, FileAccess.emptyDirectoryMessage)
        }
        for files in expanded {
            for file in files {
                if exclusion.filePattern(matching: file) != nil {
                    if seen.insert(file).inserted { excluded.append(file) }
                    continue
                }
                // A colorset named alone still needs its folders' namespaces.
                for folder in FileAccess.assetCatalogFolders(of: file) where seen.insert(folder).inserted {
                    sources.append(TokenSource(path: folder, bytes: try FileAccess.tokenFileBytes(folder, maxBytes: maxFileBytes)))
                }
                guard seen.insert(file).inserted else { continue }
                sources.append(TokenSource(path: file, bytes: try FileAccess.tokenFileBytes(file, maxBytes: maxFileBytes)))
            }
        }
        let maxBytes = maxFileBytes
        var set = try load(sources: sources) { (path: String) throws(TokenFileError) -> [UInt8] in
            try FileAccess.tokenFileBytes(path, maxBytes: maxBytes)
        }
        set.excludedFiles = excluded
        set.emptyDirectories = empty
        return set
    }

    /// Loads sources already in memory, merging them in order (the later wins).
    ///
    /// A resolver document's set files are looked up among `sources` by path (normalized, and
    /// relative to the resolver as the `$ref` says); one that is not there is an error.
    ///
    /// - Throws: as ``load(paths:)``, except for the file-system errors.
    public func load(sources: [TokenSource]) throws(TokenFileError) -> TokenSet {
        try load(sources: sources, readFile: nil)
    }

    /// Loads `sources`; a resolver's set files not among them are read with `readFile`.
    func load(sources given: [TokenSource], readFile: ResolverDocument.FileReader?) throws(TokenFileError) -> TokenSet {
        var table = DeclarationTable()
        for source in given where source.bytes.count > maxFileBytes {
            throw FileAccess.tooLarge(source.path, bytes: source.bytes.count, limit: maxFileBytes)
        }
        let (resolvers, sources) = try splitResolvers(given, readFile: readFile)
        let namespaces = try AssetCatalogReader.namespaceFolders(in: sources)
        var count = 0
        var channelUses: [String: CSSChannelFunction] = [:]
        var colorSets = 0
        var withoutTokens: [String] = []
        for source in sources {
            // An image is not text: say what it is before any reader reports a syntax error in it.
            let format = TokenFileFormat(path: source.path, bytes: source.bytes)
            if format != .adobeSwatchExchange, let error = TokenFileFormat.utf16Error(source.bytes, path: source.path) {
                throw error
            }
            if format != .adobeSwatchExchange, let kind = TokenFileFormat.binaryKind(source.bytes, checksNUL: format == .css) {
                let advice = TokenFileFormat.isPNG(source.bytes)
                    ? "use 'legible scan' to check the text of a screenshot"
                    : "expected a token file (JSON, CSS, an Xcode asset catalog, Android resources XML, a GIMP or "
                        + "Adobe Swatch Exchange palette); 'legible scan' checks PNG screenshots"
                throw TokenFileError(location: SourceLocation(file: source.path, line: 0, column: 0),
                                     message: "is \(kind), not a token file; \(advice)")
            }
            if format == .css {
                CSSChannelTriplets.uses(in: source.bytes, into: &channelUses)
            }
            let declarations = try Self.declarations(in: source, namespaces: namespaces, idioms: idioms)
            if declarations.isEmpty { withoutTokens.append(source.path) }
            if AssetCatalogReader.isColorSetPath(source.path) { colorSets += 1 }
            count += declarations.count
            try checkTokenCount(count, file: source.path)
            for declaration in declarations { table.add(declaration) }
        }
        table.addDarkSides()
        var set = try resolve(table, channelUses: channelUses)
        set.overrides = resolvedOverrides(table, set, channelUses: channelUses)
        set.colorSetCount = colorSets
        set.sourceFiles = sources.map(\.path).filter {
            AssetCatalogReader.isColorSetPath($0) || !AssetCatalogReader.isCatalogMetadata($0)
        }
        set.filesWithoutTokens = withoutTokens.filter(set.sourceFiles.contains)
        set.catalogMetadataFiles = sources.map(\.path).filter {
            !AssetCatalogReader.isColorSetPath($0) && AssetCatalogReader.isCatalogMetadata($0)
        }
        Self.spreadCatalogPlatforms(&set)
        if !resolvers.isEmpty {
            var resolved: [TokenSet] = []
            for document in resolvers { resolved.append(try resolverTokens(document, count: &count)) }
            set = try Self.merging(set, resolved)
        }
        return set
    }

    /// The table's overrides with the colors their values resolve to, so a warning shows the
    /// color checked and the one replaced, not only an alias (`{gray}`): the later color is the
    /// token checked (in `set`); the earlier one comes from resolving the table once more with
    /// the replaced declarations put back (the latest replaced one, when a name was overridden
    /// twice), and is nil when that does not give a color. One more resolution, only when there
    /// are overrides.
    func resolvedOverrides(_ table: DeclarationTable, _ set: TokenSet,
                           channelUses: [String: CSSChannelFunction]) -> [TokenOverride] {
        guard !table.overrides.isEmpty else { return [] }
        func key(_ name: String, _ appearance: String) -> [String] { [name, appearance] }
        var checked: [[String]: SRGBColor] = [:]
        for token in set.tokens { checked[key(token.name, token.appearance)] = token.color }
        var restored = table
        for declaration in table.replaced { restored.add(declaration) }
        var before: [[String]: (color: SRGBColor, location: SourceLocation)] = [:]
        if let earlier = try? resolve(restored, channelUses: channelUses) {
            for token in earlier.tokens { before[key(token.name, token.appearance)] = (token.color, token.location) }
        }
        return table.overrides.map { override in
            var copy = override
            copy.laterColor = checked[key(override.name, override.appearance)]
            if let found = before[key(override.name, override.appearance)], found.location == override.earlier {
                copy.earlierColor = found.color
            }
            return copy
        }
    }

    /// Makes ``ColorToken/platform`` catalog-wide: every color of an `.xcassets` folder that
    /// holds a macOS colorset (a `mac` entry or an `osx` system color) is `macos`, since a plain
    /// sRGB colorset says nothing of its platform but is drawn where its catalog is.
    static func spreadCatalogPlatforms(_ set: inout TokenSet) {
        func catalog(of path: String) -> Substring? {
            path.range(of: ".xcassets/").map { path[..<$0.upperBound] }
        }
        var mac: Set<Substring> = []
        for token in set.tokens where token.platform == "macos" {
            if let root = catalog(of: token.location.file) { mac.insert(root) }
        }
        guard !mac.isEmpty else { return }
        for index in set.tokens.indices where set.tokens[index].platform != nil {
            if let root = catalog(of: set.tokens[index].location.file), mac.contains(root) {
                set.tokens[index].platform = "macos"
            }
        }
    }

    /// The declarations one source holds, in source order.
    ///
    /// `namespaces` are the asset-catalog folders that provide a namespace
    /// (see ``AssetCatalogReader/namespaceFolders(in:)``).
    static func declarations(in source: TokenSource, namespaces: Set<String> = [],
                             idioms: [String] = defaultIdioms) throws(TokenFileError) -> [TokenDeclaration] {
        switch TokenFileFormat(path: source.path, bytes: source.bytes) {
        case .css:
            return try CSSCustomPropertyReader(bytes: source.bytes, path: source.path).declarations()
        case .androidResources:
            return try AndroidResourceReader(path: source.path).declarations(in: source.bytes)
        case .gimpPalette:
            return try GIMPPaletteReader(path: source.path).declarations(in: source.bytes)
        case .adobeSwatchExchange:
            return try AdobeSwatchExchangeReader(path: source.path).declarations(in: source.bytes)
        case .json:
            let dialect: JSONDialect = TokenFileFormat.isJSON5(source.path) ? .json5 : .json
            let root = try JSONReader(dialect: dialect).read(source.bytes, path: source.path)
            try Self.rejectNonFiniteNumbers(in: root)
            return try JSONTokenFlavor(root: root, path: source.path)
                .declarations(in: root, path: source.path, namespaces: namespaces, idioms: idioms)
        }
    }

    /// Throws when `count` declarations (over every input, and every resolver combination) are
    /// more than ``maxTokens``, naming `file`, the one being read.
    func checkTokenCount(_ count: Int, file: String) throws(TokenFileError) {
        guard count > maxTokens else { return }
        throw TokenFileError(
            location: SourceLocation(file: file, line: 0, column: 0),
            message: "more than \(maxTokens) tokens (\(count) read so far, counting every input); "
                + "expected at most \(maxTokens): split the inputs or raise --max-tokens")
    }

    /// JSON5 admits `Infinity` and `NaN`; no token value can use one, so a token file that
    /// holds one is an error at its location.
    static func rejectNonFiniteNumbers(in root: LocatedJSONValue) throws(TokenFileError) {
        var stack = [root]
        while let value = stack.popLast() {
            switch value.kind {
            case .number(let n) where !n.isFinite:
                throw TokenFileError(location: value.location,
                                     message: "non-finite number \(n) in a token file; expected a finite number")
            case .object(let members): stack.append(contentsOf: members.map(\.value))
            case .array(let elements): stack.append(contentsOf: elements)
            default: break
            }
        }
    }

    func resolve(_ table: DeclarationTable,
                         channelUses: [String: CSSChannelFunction]) throws(TokenFileError) -> TokenSet {
        var set = TokenSet()
        var skippedSeen: Set<SkippedToken> = []
        var nonColorsSeen: Set<SkippedToken> = []
        var notedNames: Set<String> = []
        var notesSeen: Set<[String]> = []
        for appearance in table.orderedAppearances {
            let view = table.view(appearance)
            var resolver = ReferenceResolver(table: view, maxDepth: maxDepth)
            resolver.otherAppearances = { name in
                table.orderedAppearances.filter { $0 != appearance && table.declares(name, in: $0) }
            }
            let resolved = try resolver.resolveAll()
            for name in view.names {
                guard let value = resolved[name], let declaration = view.declaration(name),
                      !declaration.referenceOnly else { continue }
                // A color computed through a var() fallback says so (CSS Custom Properties 1 §3:
                // the fallback stands in for a missing reference, which may be a mistake).
                let tokenCount = set.tokens.count
                defer {
                    if let note = value.fallbackNote, set.tokens.count > tokenCount, notesSeen.insert([name, note]).inserted {
                        set.notes.append(TokenNote(name: name, location: declaration.location, message: note))
                    }
                }
                var skip: String?
                var invalid = true
                switch value.kind {
                case .color(let color):
                    set.tokens.append(token(declaration, color, appearance))
                    if let note = declaration.note, notesSeen.insert([name, note]).inserted {
                        set.notes.append(TokenNote(name: name, location: declaration.location, message: note))
                    }
                    if let warning = declaration.warning, notesSeen.insert([name, warning, "warning"]).inserted {
                        set.warnings.append(TokenNote(name: name, location: declaration.location, message: warning))
                    }
                case .text(let text):
                    do throws(ColorSyntaxError) {
                        let color = try CSSColor(parsing: text, colorScheme: ColorScheme(appearance: appearance)).gamutMapped
                        set.tokens.append(token(declaration, color, appearance))
                    } catch {
                        if let color = ColorText.hexWithAlpha(text) {
                            set.tokens.append(token(declaration, color, appearance))
                            continue
                        }
                        if declaration.syntax == .css, let shape = CSSChannelTriplets.shape(text) {
                            let used = channelUses[name]
                            let function = used ?? (shape == .hueSaturationLightness ? .hsl : cssTriplets)
                            guard let function else {
                                record(&set, &skippedSeen, declaration, name, appearance,
                                       "bare channels '\(text)' with no use in hsl() or rgb() to say which; "
                                           + "give --css-triplets hsl or rgb")
                                continue
                            }
                            let written = "\(function.rawValue)(\(text))"
                            if let color = try? CSSColor(parsing: written).gamutMapped {
                                set.tokens.append(token(declaration, color, appearance))
                                if notedNames.insert(name).inserted {
                                    let why = used != nil ? "it is used inside \(function.rawValue)()"
                                        : shape == .hueSaturationLightness ? "a number and two percentages are HSL"
                                        : "--css-triplets \(function.rawValue)"
                                    set.notes.append(TokenNote(name: name, location: declaration.location,
                                        message: "bare channels '\(text)' read as \(written) (\(why))"))
                                }
                                continue
                            }
                        }
                        // `currentColor` and the CSS system colors (`CanvasText`) take their color from
                        // where they are used: listed as skipped (not the file's mistake, so the run
                        // goes on), never dropped as a non-color. DTCG allows none of them in a color
                        // token, so there they stay invalid below.
                        if declaration.syntax != .designTokens, let why = CSSContextColor.reason(for: text) {
                            record(&set, &skippedSeen, declaration, name, appearance, "\(why); not checked",
                                   invalid: false)
                            continue
                        }
                        // A value typed as a color that does not parse is skipped with the reason
                        // (Carbon v11 types `colorScheme: "light"` as a color), never dropped.
                        let typedColor = declaration.syntax != .css && value.type?.lowercased() == "color"
                        // Skipped as invalid in every format (DTCG too): a paired one then stops
                        // the run naming its pair, an unpaired one is listed under Skipped.
                        if ColorText.looksLikeColor(text) {
                            skip = error.description
                        } else if typedColor {
                            skip = declaration.syntax == .designTokens ? "$type color but \(error)" : error.description
                        } else if Self.couldBeMeantAsColor(name: name, text) {
                            // Not a color, but maybe meant as one (`blu`, `inherit`, '', a `12px` named
                            // `card-foreground`): kept aside, so that a check stops on one it would pair.
                            var reason = Self.nonColorReason(text, error)
                            if let note = value.fallbackNote { reason += " (\(note))" }
                            record(&set.nonColorValues, &nonColorsSeen, declaration, name, appearance, reason)
                        }
                    }
                case .notColor:
                    if declaration.syntax == .designTokens && declaration.type == "color",
                       case .alias(let target) = declaration.value {
                        throw TokenFileError(
                            location: declaration.location,
                            message: "color token '\(name)' is an alias of '\(target)', which has $type "
                                + "\(view.declaration(target)?.type.map { "'\($0)'" } ?? "none"); "
                                + "expected a color token")
                    }
                case .unavailable(let reason):
                    skip = reason
                    invalid = !value.isDeclaredUnavailable
                }
                if var skip {
                    if let note = value.fallbackNote { skip += " (\(note))" }
                    record(&set, &skippedSeen, declaration, name, appearance, skip, invalid: invalid)
                }
            }
        }
        set.markInheritedValues { table.declares($0, in: $1) }
        return set
    }

    /// Lists a value as skipped, once per name, value and reason (not once per appearance).
    private func record(_ set: inout TokenSet, _ seen: inout Set<SkippedToken>, _ declaration: TokenDeclaration,
                        _ name: String, _ appearance: String, _ reason: String, invalid: Bool = true) {
        record(&set.skipped, &seen, declaration, name, appearance, reason, invalid: invalid)
    }

    private func record(_ list: inout [SkippedToken], _ seen: inout Set<SkippedToken>, _ declaration: TokenDeclaration,
                        _ name: String, _ appearance: String, _ reason: String, invalid: Bool = true) {
        let record = SkippedToken(name: name, appearance: appearance, rawValue: declaration.rawValue,
                                  location: declaration.location, reason: reason, isInvalid: invalid)
        var key = record
        key.appearance = ""
        if seen.insert(key).inserted { list.append(record) }
    }

    /// The words that make a name a color's whatever its value (`card-foreground`, `fgColor-muted`).
    static let colorNameWords: Set<String> = [
        "foreground", "fg", "background", "bg", "color", "colour", "canvas", "surface", "fill", "tint",
    ]

    /// Whether a value that is not a color may have been meant as one, so that a check must not
    /// lose it when it would pair the name (``TokenSet/nonColorValues``): its name holds a color
    /// word (``colorNameWords``, or an on-segment: `on-primary`), or the value is empty or one
    /// word (`blu`, `whitee`, `inherit`), as a misspelt color or a CSS-wide keyword is. A value of
    /// another type under a name without a color word is not: Tailwind's `--text-xs: 0.75rem`
    /// (a font size), `--text-shadow-sm: 0 1px 1px …`, a font stack.
    static func couldBeMeantAsColor(name: String, _ text: String) -> Bool {
        let value = text.trimmingCharacters()
        if value.isEmpty { return true }
        if let first = value.unicodeScalars.first, first.properties.isAlphabetic,
           value.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" }) {
            return true
        }
        let words = TokenName.words(of: name)
        return words.contains(where: colorNameWords.contains) || !TokenName.onTargets(of: name).isEmpty
    }

    /// Why a value that does not look like a color is none: `the value is empty`, else the
    /// parser's message on the value without surrounding space (`invalid color 'blu': …`).
    static func nonColorReason(_ text: String, _ error: ColorSyntaxError) -> String {
        let trimmed = text.trimmingCharacters()
        if trimmed.isEmpty { return "the value is empty" }
        guard trimmed != text else { return error.description }
        do throws(ColorSyntaxError) {
            _ = try CSSColor(parsing: trimmed)
            return error.description
        } catch {
            return error.description
        }
    }

    private func token(_ d: TokenDeclaration, _ color: SRGBColor, _ appearance: String) -> ColorToken {
        var token = ColorToken(name: d.name, color: color, rawValue: d.rawValue, appearance: appearance,
                               location: d.location, summary: d.summary)
        token.deprecation = d.deprecation
        token.platform = d.platform
        return token
    }
}
