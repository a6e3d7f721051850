/// A DTCG Resolver Module 2025.10 document (`*.resolver.json`), read into its resolution order.
///
/// Design Tokens Resolver Module 2025.10, "Syntax": the root has `version` (must be `"2025.10"`),
/// optional `sets` and `modifiers` maps, and `resolutionOrder`, an array of reference objects
/// (`{"$ref": "#/sets/X"}`, `{"$ref": "#/modifiers/Y"}`) and inline sets or modifiers (with
/// `type` and a `name` unique in the array). A set has `sources`; a modifier has `contexts` (a
/// map from a context name to an array of sources) and an optional `default` that must be one of
/// them. A source is inline tokens or a reference object: `#/sets/X` (that set's sources), a
/// same-document JSON pointer (RFC 6901) to tokens, or a file path relative to the resolver
/// (`sets/light.json`, optionally `file.json#/pointer`). Keys beside `$ref` override the target's
/// members shallowly ("Extending").
///
/// Errors (``TokenFileError`` at the offending value): a wrong or missing `version`, a missing
/// `resolutionOrder`, a key the module does not define in the document, a set or a modifier
/// (with the nearest known key: `defualt` → `default`; see ``ResolverKeys``), an inline item without `type` or `name`, a duplicated name, a set without
/// `sources`, a modifier with fewer than two contexts, a `default` that is not a context, a
/// pointer into `resolutionOrder`, a set or context referencing a modifier, a pointer to nothing,
/// a remote URI, a missing or unreadable set file, a `$ref` cycle (naming the chain), and more
/// than ``maxCombinations`` combinations.
struct ResolverDocument {
    /// Tokens from one source: the file they are in (for locations) and the tokens tree.
    struct Source {
        var path: String
        var tokens: LocatedJSONValue
    }

    /// A modifier: its contexts in document order and its default.
    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String?
    }

    enum Item {
        case set([Source])
        case modifier(Modifier)
    }

    /// The resolution order, with every reference followed.
    var items: [Item] = []
    /// The files the document's sources read, normalized (see ``ResolverPaths/normalize(_:)``).
    var referencedFiles: [String] = []

    /// The most modifier combinations accepted; more is an error.
    static let maxCombinations = 256

    /// Reads a set file's bytes, given its normalized path.
    typealias FileReader = (_ path: String) throws(TokenFileError) -> [UInt8]

    /// Whether a JSON document is a resolver document: an object with a `resolutionOrder` member,
    /// or one named `*.resolver.json`, or one shaped like a resolver (`version` with `sets` or
    /// `modifiers` objects, and no token at the top). The last two are read as resolvers so
    /// that a missing `resolutionOrder` is reported instead of the file being read as tokens.
    static func isResolver(_ root: LocatedJSONValue, path: String = "") -> Bool {
        guard root.members != nil else { return false }
        if root["resolutionOrder"] != nil || path.lowercased().hasSuffix(".resolver.json") { return true }
        return root["version"] != nil && root["$value"] == nil
            && (root["sets"]?.members != nil || root["modifiers"]?.members != nil)
    }

    /// The resolver document's own path.
    let path: String
    private let root: LocatedJSONValue
    private let readFile: FileReader
    private var files: [String: LocatedJSONValue] = [:]

    init(root: LocatedJSONValue, path: String, readFile: @escaping FileReader) throws(TokenFileError) {
        self.path = path
        self.root = root
        self.readFile = readFile
        guard let version = root["version"] else {
            throw TokenFileError(location: root.location,
                                 message: "resolver document has no \"version\"; expected \"version\": \"2025.10\"")
        }
        guard version.string == "2025.10" else {
            throw TokenFileError(location: version.location,
                                 message: "resolver version is \(Self.describe(version)); expected \"2025.10\"")
        }
        try ResolverKeys.check(root, known: ResolverKeys.root, what: "the resolver document")
        guard let order = root["resolutionOrder"] else {
            let sets = (root["sets"]?.members ?? []).map(\.key)
            let modifiers = (root["modifiers"]?.members ?? []).map(\.key)
            let declared = (sets.isEmpty ? [] : ["sets " + sets.joined(separator: ", ")])
                + (modifiers.isEmpty ? [] : ["modifiers " + modifiers.joined(separator: ", ")])
            throw TokenFileError(location: root.location,
                                 message: "resolver document has no \"resolutionOrder\"; expected \"resolutionOrder\": "
                                     + "[{\"$ref\": \"#/sets/NAME\"}, {\"$ref\": \"#/modifiers/NAME\"}, …] naming the "
                                     + "order in which its sets and modifiers apply"
                                     + (declared.isEmpty ? "" : " (it declares " + declared.joined(separator: " and ") + ")"))
        }
        guard let elements = order.elements else {
            throw TokenFileError(location: order.location,
                                 message: "\"resolutionOrder\" is \(Self.describe(order)); expected an array of sets and modifiers")
        }
        for set in root["sets"]?.members ?? [] where set.value.members != nil {
            try ResolverKeys.check(set.value, known: ResolverKeys.set, what: "set '\(set.key)'")
        }
        for modifier in root["modifiers"]?.members ?? [] where modifier.value.members != nil {
            try ResolverKeys.check(modifier.value, known: ResolverKeys.modifier, what: "modifier '\(modifier.key)'")
        }
        var names: [UsedName] = []
        for element in elements {
            let item = try orderItem(element, names: &names)
            items.append(item)
        }
        let count = items.reduce(1) { product, item in
            if case .modifier(let m) = item { return min(product * m.contexts.count, Self.maxCombinations + 1) }
            return product
        }
        if count > Self.maxCombinations {
            throw TokenFileError(location: order.location,
                                 message: "the modifiers give more than \(Self.maxCombinations) combinations; "
                                     + "expected at most \(Self.maxCombinations)")
        }
    }

    /// `"2025.10"`, `the number 2024`, `an object`: a value as an error message quotes it.
    static func describe(_ value: LocatedJSONValue) -> String {
        if let s = value.string { return "\"\(s.prefix(60))\"" }
        if let n = value.number { return "the number \(DesignTokenColor.format(n))" }
        return "a \(value.typeName)"
    }

    // MARK: - resolutionOrder

    private mutating func orderItem(_ element: LocatedJSONValue,
                                    names: inout [UsedName]) throws(TokenFileError) -> Item {
        guard element.members != nil else {
            throw TokenFileError(location: element.location,
                                 message: "resolutionOrder item is \(Self.describe(element)); expected a reference "
                                     + "object {\"$ref\": \"#/sets/…\"} or an inline set or modifier")
        }
        if let ref = element["$ref"] {
            guard let pointer = ref.string, pointer.hasPrefix("#") else {
                throw TokenFileError(location: ref.location,
                                     message: "resolutionOrder $ref is \(Self.describe(ref)); expected \"#/sets/NAME\" "
                                         + "or \"#/modifiers/NAME\"")
            }
            let tokens = ResolverPaths.pointerTokens(String(pointer.dropFirst()))
            guard tokens.count == 2, tokens[0] == "sets" || tokens[0] == "modifiers" else {
                throw TokenFileError(location: ref.location,
                                     message: "resolutionOrder $ref \"\(pointer)\" points to neither a set nor a "
                                         + "modifier; expected \"#/sets/NAME\" or \"#/modifiers/NAME\"")
            }
            guard let target = root[tokens[0]]?[tokens[1]] else {
                let known = (root[tokens[0]]?.members ?? []).map(\.key)
                throw TokenFileError(location: ref.location,
                                     message: "resolutionOrder $ref \"\(pointer)\": the document has no "
                                         + "\(tokens[0] == "sets" ? "set" : "modifier") '\(tokens[1])'"
                                         + (known.isEmpty ? "" : "; expected one of: " + known.joined(separator: ", ")))
            }
            try ResolverKeys.check(element, known: (tokens[0] == "sets" ? ResolverKeys.set : ResolverKeys.modifier) + ["$ref"],
                                   what: "the resolutionOrder reference to \(pointer)")
            try claim(tokens[1], kind: tokens[0] == "sets" ? "set" : "modifier", at: ref.location, names: &names)
            return tokens[0] == "sets"
                ? .set(try setSources(target, name: tokens[1], chain: [pointer]))
                : .modifier(try modifier(target, name: tokens[1], chain: [pointer]))
        }
        guard let type = element["type"]?.string, type == "set" || type == "modifier" else {
            throw TokenFileError(location: element["type"]?.location ?? element.location,
                                 message: "inline resolutionOrder item has type "
                                     + (element["type"].map(Self.describe) ?? "missing")
                                     + "; expected \"type\": \"set\" or \"modifier\"")
        }
        guard let name = element["name"]?.string, !name.isEmpty else {
            throw TokenFileError(location: element["name"]?.location ?? element.location,
                                 message: "inline \(type) has no \"name\"; expected a name unique in resolutionOrder")
        }
        try ResolverKeys.check(element, known: type == "set" ? ResolverKeys.set : ResolverKeys.modifier,
                               what: "inline \(type) '\(name)'")
        try claim(name, kind: "inline", at: element["name"]?.location ?? element.location, names: &names)
        return type == "set" ? .set(try setSources(element, name: name, chain: []))
            : .modifier(try modifier(element, name: name, chain: []))
    }

    /// A name used in `resolutionOrder`: `set` or `modifier` for a reference, `inline` otherwise.
    private struct UsedName {
        var kind: String
        var name: String
        var location: SourceLocation
    }

    /// Records a name used in `resolutionOrder`. The same set or modifier twice is an error, and
    /// so is an inline name that any other item has (Resolver Module, "Inline sets and
    /// modifiers"); a root set and a root modifier may share a name.
    private func claim(_ name: String, kind: String, at location: SourceLocation,
                       names: inout [UsedName]) throws(TokenFileError) {
        if let earlier = names.first(where: { $0.name == name && ($0.kind == kind || $0.kind == "inline" || kind == "inline") }) {
            throw TokenFileError(location: location,
                                 message: "'\(name)' appears twice in resolutionOrder (first at line \(earlier.location.line)); "
                                     + "expected each set and modifier once, and inline names unique")
        }
        names.append(UsedName(kind: kind, name: name, location: location))
    }

    private mutating func setSources(_ set: LocatedJSONValue, name: String,
                                     chain: [String]) throws(TokenFileError) -> [Source] {
        guard let sources = set["sources"], let elements = sources.elements else {
            throw TokenFileError(location: set["sources"]?.location ?? set.location,
                                 message: "set '\(name)' has no \"sources\" array; expected an array of tokens "
                                     + "and {\"$ref\": …} objects")
        }
        var result: [Source] = []
        for element in elements { result += try sourceList(of: element, chain: chain) }
        return result
    }

    private mutating func modifier(_ value: LocatedJSONValue, name: String,
                                   chain: [String]) throws(TokenFileError) -> Modifier {
        // A misspelled `contexts` (`context`) is refused earlier, by ResolverKeys.
        guard let contexts = value["contexts"], let members = contexts.members else {
            throw TokenFileError(location: value["contexts"]?.location ?? value.location,
                                 message: "modifier '\(name)' has no \"contexts\" object; expected "
                                     + "\"contexts\": {\"NAME\": [sources…], …}")
        }
        guard members.count >= 2 else {
            throw TokenFileError(location: contexts.location,
                                 message: "modifier '\(name)' has \(members.count) context(s); expected at least 2 "
                                     + "(one context is a set)")
        }
        var result = Modifier(name: name, contexts: [], defaultContext: nil)
        for member in members {
            guard let elements = member.value.elements else {
                throw TokenFileError(location: member.value.location,
                                     message: "context '\(member.key)' of modifier '\(name)' is "
                                         + "\(Self.describe(member.value)); expected an array of sources")
            }
            var sources: [Source] = []
            for element in elements { sources += try sourceList(of: element, chain: chain) }
            result.contexts.append((member.key, sources))
        }
        if let given = value["default"] {
            guard let text = given.string, members.contains(where: { $0.key == text }) else {
                throw TokenFileError(location: given.location,
                                     message: "default of modifier '\(name)' is \(Self.describe(given)); expected "
                                         + "one of its contexts: " + members.map(\.key).joined(separator: ", "))
            }
            result.defaultContext = text
        }
        return result
    }

    // MARK: - Sources

    /// The sources one element of a `sources` or context array stands for, references followed.
    private mutating func sourceList(of element: LocatedJSONValue, chain: [String]) throws(TokenFileError) -> [Source] {
        guard let members = element.members else {
            throw TokenFileError(location: element.location,
                                 message: "source is \(Self.describe(element)); expected an object of tokens or "
                                     + "{\"$ref\": …}")
        }
        guard let ref = element["$ref"] else { return [Source(path: path, tokens: element)] }
        guard let target = ref.string, !target.isEmpty else {
            throw TokenFileError(location: ref.location, message: "$ref is \(Self.describe(ref)); expected a string")
        }
        let overrides = members.filter { $0.key != "$ref" }
        guard !chain.contains(target) else {
            throw TokenFileError(location: ref.location,
                                 message: "circular $ref: " + (chain + [target]).joined(separator: " → "))
        }
        if target.hasPrefix("#") {
            let tokens = ResolverPaths.pointerTokens(String(target.dropFirst()))
            if tokens.first == "resolutionOrder" {
                throw TokenFileError(location: ref.location,
                                     message: "$ref \"\(target)\" points into resolutionOrder; expected "
                                         + "\"#/sets/NAME\" or a pointer to tokens (Resolver Module, \"Invalid pointers\")")
            }
            if tokens.first == "modifiers" {
                throw TokenFileError(location: ref.location,
                                     message: "$ref \"\(target)\": a set or context must not reference a modifier; "
                                         + "only resolutionOrder may")
            }
            guard let value = ResolverPaths.evaluate(tokens, in: root) else {
                throw TokenFileError(location: ref.location,
                                     message: "$ref \"\(target)\" points to nothing in \(path)")
            }
            if tokens.count == 2, tokens[0] == "sets" {
                return try setSources(value, name: tokens[1], chain: chain + [target])
            }
            return [Source(path: path, tokens: try Self.overriding(value, with: overrides, ref: ref))]
        }
        if target.contains("://") {
            throw TokenFileError(location: ref.location,
                                 message: "$ref \"\(target)\" is a remote URI; expected a file path relative to the resolver")
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = ResolverPaths.resolve(String(parts[0]), relativeTo: path)
        let document = try load(file, at: ref, written: String(parts[0]))
        var value = document
        if parts.count == 2, !parts[1].isEmpty {
            var pointer = String(parts[1])
            if !pointer.hasPrefix("/") { pointer = "/" + pointer }
            guard let found = ResolverPaths.evaluate(ResolverPaths.pointerTokens(pointer), in: document) else {
                throw TokenFileError(location: ref.location, message: "$ref \"\(target)\" points to nothing in \(file)")
            }
            value = found
        }
        return [Source(path: file, tokens: try Self.overriding(value, with: overrides, ref: ref))]
    }

    /// A set file, read and parsed once.
    private mutating func load(_ file: String, at ref: LocatedJSONValue,
                               written: String) throws(TokenFileError) -> LocatedJSONValue {
        if let cached = files[file] { return cached }
        let bytes: [UInt8]
        do throws(TokenFileError) {
            bytes = try readFile(file)
        } catch {
            throw TokenFileError(location: ref.location,
                                 message: "set file \"\(written)\" (\(file)) cannot be read: \(error.message)")
        }
        let dialect: JSONDialect = TokenFileFormat.isJSON5(file) ? .json5 : .json
        let value = try JSONReader(dialect: dialect).read(bytes, path: file)
        try TokenLoader.rejectNonFiniteNumbers(in: value)
        guard value.members != nil else {
            throw TokenFileError(location: value.location,
                                 message: "set file holds \(Self.describe(value)); expected a JSON object of tokens")
        }
        files[file] = value
        referencedFiles.append(file)
        return value
    }

    /// `value` with the members beside a `$ref` replacing or adding to its own (shallowly).
    static func overriding(_ value: LocatedJSONValue, with overrides: [JSONMember],
                           ref: LocatedJSONValue) throws(TokenFileError) -> LocatedJSONValue {
        guard var members = value.members else {
            throw TokenFileError(location: ref.location,
                                 message: "$ref points to \(describe(value)); expected an object of tokens")
        }
        for member in overrides {
            if let i = members.firstIndex(where: { $0.key == member.key }) {
                members[i] = member
            } else {
                members.append(member)
            }
        }
        return LocatedJSONValue(.object(members), at: value.location)
    }
}
