import LegibleCore

extension TokenLoader {
    /// Whether a source may be a resolver document, before it is parsed: a `.resolver.json`
    /// name, or JSON that mentions `resolutionOrder`, or `version` with `sets` or `modifiers`.
    static func mayBeResolver(_ source: TokenSource) -> Bool {
        if source.path.lowercased().hasSuffix(".resolver.json") { return true }
        guard TokenFileFormat(path: source.path, bytes: source.bytes) == .json else { return false }
        if source.bytes.firstRange(of: Array("\"resolutionOrder\"".utf8)) != nil { return true }
        // The shape of a resolver without its resolutionOrder (see ResolverDocument.isResolver).
        return source.bytes.firstRange(of: Array("\"version\"".utf8)) != nil
            && (source.bytes.firstRange(of: Array("\"modifiers\"".utf8)) != nil
                || source.bytes.firstRange(of: Array("\"sets\"".utf8)) != nil)
    }

    /// The resolver documents among `sources`, read (with their set files through `readFile`,
    /// else from the other sources), and the sources that are neither a resolver nor one of
    /// their set files.
    func splitResolvers(_ sources: [TokenSource], readFile: ResolverDocument.FileReader?)
        throws(TokenFileError) -> (resolvers: [ResolverDocument], others: [TokenSource]) {
        var byPath: [String: [UInt8]] = [:]
        for source in sources { byPath[ResolverPaths.normalize(source.path)] = source.bytes }
        let maxBytes = maxFileBytes
        let reader: ResolverDocument.FileReader = { (path: String) throws(TokenFileError) -> [UInt8] in
            if let bytes = byPath[path] {
                guard bytes.count <= maxBytes else { throw FileAccess.tooLarge(path, bytes: bytes.count, limit: maxBytes) }
                return bytes
            }
            guard let readFile else {
                throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                                     message: "no such input (the sources were given in memory)")
            }
            return try readFile(path)
        }
        var resolvers: [ResolverDocument] = []
        var candidates: [TokenSource] = []
        for source in sources {
            guard Self.mayBeResolver(source) else {
                candidates.append(source)
                continue
            }
            let dialect: JSONDialect = TokenFileFormat.isJSON5(source.path) ? .json5 : .json
            let root = try JSONReader(dialect: dialect).read(source.bytes, path: source.path)
            guard ResolverDocument.isResolver(root, path: source.path) else {
                candidates.append(source)
                continue
            }
            try Self.rejectNonFiniteNumbers(in: root)
            resolvers.append(try ResolverDocument(root: root, path: source.path, readFile: reader))
        }
        let referenced = Set(resolvers.flatMap(\.referencedFiles))
        let others = candidates.filter { !referenced.contains(ResolverPaths.normalize($0.path)) }
        return (resolvers, others)
    }

    /// One resolver's tokens: every combination resolved on its own (its sources merged in
    /// order, later winning; aliases resolved after merging, Resolver Module "Resolution
    /// logic"), each token in the combination's appearance, with ``ColorToken/inheritsValue``
    /// set by comparison with the combination's parent (see ``ResolverCombination/parent``).
    ///
    /// Only DTCG tokens are read from resolver sources; `$extensions.mode` values in them are
    /// not (the modifiers are the modes).
    func resolverTokens(_ document: ResolverDocument, count: inout Int) throws(TokenFileError) -> TokenSet {
        let combinations = try document.combinations()
        var set = TokenSet()
        var colors: [[String: SRGBColor]] = []
        var skippedSeen: Set<SkippedToken> = []
        var nonColorsSeen: Set<SkippedToken> = []
        var notesSeen: Set<[String]> = []
        for combination in combinations {
            var table = DeclarationTable()
            for source in combination.sources {
                let declarations = try DesignTokenReader(path: source.path).declarations(in: source.tokens)
                count += declarations.count
                try checkTokenCount(count, file: document.path)
                for declaration in declarations where declaration.appearance == DeclarationTable.base {
                    table.add(declaration)
                }
            }
            let one: TokenSet
            do throws(TokenFileError) {
                one = try resolve(table, channelUses: [:])
            } catch {
                throw TokenFileError(location: error.location,
                                     message: error.message + " (in the appearance '\(combination.appearance)' of "
                                         + "\(document.path))")
            }
            var own: [String: SRGBColor] = [:]
            let parent = combination.parent.map { colors[$0] }
            for var token in one.tokens {
                token.appearance = combination.appearance
                token.inheritsValue = parent.map { $0[token.name] == token.color } ?? false
                own[token.name] = token.color
                set.tokens.append(token)
            }
            colors.append(own)
            // Each skipped or non-color value once per name, value and reason, in the first
            // appearance that has it.
            func appendUnseen(_ values: [SkippedToken], to list: inout [SkippedToken], seen: inout Set<SkippedToken>) {
                for var value in values {
                    var key = value
                    key.appearance = ""
                    guard seen.insert(key).inserted else { continue }
                    value.appearance = combination.appearance
                    list.append(value)
                }
            }
            appendUnseen(one.skipped, to: &set.skipped, seen: &skippedSeen)
            appendUnseen(one.nonColorValues, to: &set.nonColorValues, seen: &nonColorsSeen)
            for note in one.notes where notesSeen.insert([note.name, note.message]).inserted {
                set.notes.append(note)
            }
        }
        return set
    }

    /// `base` with the resolvers' tokens added: grouped by appearance, `light` first, then in
    /// order of first appearance.
    ///
    /// - Throws: ``TokenFileError`` when a resolver gives a name, in one appearance, that another
    ///   input (or resolver) also gives.
    static func merging(_ base: TokenSet, _ others: [TokenSet]) throws(TokenFileError) -> TokenSet {
        var set = base
        var seen: [String: [String: SourceLocation]] = [:]
        for token in base.tokens { seen[token.appearance, default: [:]][token.name] = token.location }
        for other in others {
            for token in other.tokens {
                if let earlier = seen[token.appearance]?[token.name] {
                    throw TokenFileError(location: token.location,
                                         message: "token '\(token.name)' in '\(token.appearance)' is also given by "
                                             + "\(earlier.file); expected a resolver's tokens to be given by no other input")
                }
                seen[token.appearance, default: [:]][token.name] = token.location
                set.tokens.append(token)
            }
            set.skipped += other.skipped
            set.nonColorValues += other.nonColorValues
            set.notes += other.notes
            set.warnings += other.warnings
        }
        var order: [String] = [DeclarationTable.base]
        for token in set.tokens where !order.contains(token.appearance) { order.append(token.appearance) }
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        set.tokens = set.tokens.enumerated()
            .sorted { (rank[$0.element.appearance] ?? 0, $0.offset) < (rank[$1.element.appearance] ?? 0, $1.offset) }
            .map(\.element)
        return set
    }
}
