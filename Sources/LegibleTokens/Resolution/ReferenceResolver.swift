import LegibleCore

/// A declaration's value once its references are followed.
struct ResolvedValue: Sendable {
    enum Kind: Sendable {
        /// Text still to be parsed as a color (or not: plain palettes and CSS hold other values).
        case text(String)
        /// An already converted color.
        case color(SRGBColor)
        /// A DTCG token of another type.
        case notColor
        /// A CSS value that cannot be computed, with the reason.
        case unavailable(String)
    }
    var kind: Kind
    /// The DTCG type, own or taken from the alias target.
    var type: String?
    /// For ``Kind/unavailable(_:)``: the reader declared the value uncomputable (a theme
    /// attribute, a system color outside Legible's tables, a colorset with no color), rather than
    /// the file being wrong (a reference no input defines).
    var isDeclaredUnavailable = false
    /// For a CSS value computed through `var()` fallbacks: which reference fell back, why, and
    /// what was used, one sentence (joined by "; " when several did), or nil.
    var fallbackNote: String?
}

/// Follows DTCG aliases and CSS `var()` references within one appearance.
///
/// Depth-first with an explicit stack of frames, never recursion, so a chain of any length
/// cannot overflow the call stack; the stack is exactly the chain being followed, which names
/// the cycle or the missing reference in errors. Each name is resolved once (memoized): O(n + r)
/// for n declarations and r references. A chain longer than `maxDepth` links is an error
/// whatever order the names come in (the length of the longest chain from each name is kept).
struct ReferenceResolver {
    let table: DeclarationTable.AppearanceView
    /// The longest chain followed before giving up with an error.
    let maxDepth: Int
    /// The other appearances that declare a name this one does not (a CSS variable declared only
    /// under `.dark` is undefined in `:root`, CSS Custom Properties 1 §2.2): named in the reason
    /// of a reference to it, so it does not read as a typo.
    var otherAppearances: (String) -> [String] = { _ in [] }
    /// The longest text a `var()` substitution may produce (guards against exponential growth).
    static let maxSubstitutionLength = 65_536

    private struct Frame {
        var name: String
        var dependencies: [String]
        var next = 0
    }

    /// Resolves every name visible in the appearance.
    func resolveAll() throws(TokenFileError) -> [String: ResolvedValue] {
        let names = table.names
        var memo: [String: ResolvedValue] = [:]
        memo.reserveCapacity(names.count)
        var onStack: [String: Int] = [:]
        var lengths: [String: Int] = [:]  // links in the longest chain starting at a name
        for root in names where memo[root] == nil {
            guard let rootDeclaration = table.declaration(root) else { continue }
            let rootDependencies = dependencies(of: rootDeclaration)
            if rootDependencies.isEmpty {  // the common case: a literal value
                memo[root] = compute(rootDeclaration, memo: memo)
                continue
            }
            var frames = [Frame(name: root, dependencies: rootDependencies)]
            onStack[root] = 0
            while !frames.isEmpty {
                let top = frames.count - 1
                if frames[top].next < frames[top].dependencies.count {
                    let d = frames[top].dependencies[frames[top].next]
                    frames[top].next += 1
                    if memo[d] != nil { continue }
                    if let start = onStack[d] {
                        throw cycleError(frames[start...].map(\.name) + [d])
                    }
                    guard let declaration = table.declaration(d) else {
                        // DTCG requires an unresolved alias to be an error; in the other
                        // syntaxes (Style Dictionary, Tokens Studio, Theo, Android) a reference
                        // into a file not loaded makes only this value unavailable.
                        let holder = table.declaration(frames[top].name)?.syntax
                        if holder == .designTokens || holder == .css { throw missingError(frames.map(\.name) + [d]) }
                        let written = holder == .android ? "@color/\(d)" : "{\(d)}"
                        memo[d] = ResolvedValue(kind: .unavailable(undefinedReason(written, d)), type: nil)
                        continue
                    }
                    onStack[d] = frames.count
                    frames.append(Frame(name: d, dependencies: dependencies(of: declaration)))
                } else {
                    let frame = frames.removeLast()
                    onStack[frame.name] = nil
                    var length = 0
                    for d in frame.dependencies { length = max(length, (lengths[d] ?? 0) + 1) }
                    lengths[frame.name] = length
                    if length > maxDepth { throw depthError(longestChain(from: frame.name, lengths)) }
                    if let declaration = table.declaration(frame.name) {
                        memo[frame.name] = compute(declaration, memo: memo)
                    }
                }
            }
        }
        return memo
    }

    /// The chain from `name` along its longest references, for the error message.
    private func longestChain(from name: String, _ lengths: [String: Int]) -> [String] {
        var chain = [name]
        var current = name
        while chain.count <= maxDepth + 1, let declaration = table.declaration(current) {
            let next = dependencies(of: declaration).max { (lengths[$0] ?? 0) < (lengths[$1] ?? 0) }
            guard let next else { break }
            chain.append(next)
            current = next
        }
        return chain
    }

    /// A DTCG token typed as something other than a color is never followed: its references
    /// are not this tool's concern.
    private func isOtherType(_ declaration: TokenDeclaration) -> Bool {
        declaration.syntax == .designTokens && declaration.type != nil && declaration.type != "color"
    }

    private func dependencies(of declaration: TokenDeclaration) -> [String] {
        if isOtherType(declaration) { return [] }
        switch declaration.value {
        case .alias(let target): return [target]
        case .template(let parts):
            var names: [String] = []
            collectVariables(parts, into: &names)
            return names
        case .text, .color, .other, .unavailable, .invalid: return []
        }
    }

    /// Every `var()` name that is defined, fallbacks included. Nesting is capped by the CSS reader.
    private func collectVariables(_ parts: [CSSValuePart], into names: inout [String]) {
        for part in parts {
            guard case .variable(let name, let fallback) = part else { continue }
            if table.declaration(name) != nil { names.append(name) }
            if let fallback { collectVariables(fallback, into: &names) }
        }
    }

    private func compute(_ declaration: TokenDeclaration, memo: [String: ResolvedValue]) -> ResolvedValue {
        if isOtherType(declaration) { return ResolvedValue(kind: .notColor, type: declaration.type) }
        switch declaration.value {
        case .text(let text): return ResolvedValue(kind: .text(text), type: declaration.type)
        case .color(let color): return ResolvedValue(kind: .color(color), type: declaration.type)
        case .other: return ResolvedValue(kind: .notColor, type: declaration.type)
        case .unavailable(let reason):
            return ResolvedValue(kind: .unavailable(reason), type: declaration.type, isDeclaredUnavailable: true)
        case .invalid(let reason):
            return ResolvedValue(kind: .unavailable(reason), type: declaration.type)
        case .alias(let target):
            let resolved = memo[target] ?? ResolvedValue(kind: .unavailable("unresolved"), type: nil)
            return ResolvedValue(kind: resolved.kind, type: declaration.type ?? resolved.type,
                                 isDeclaredUnavailable: resolved.isDeclaredUnavailable)
        case .template(let parts):
            var fallbacks: [String] = []
            switch substitute(parts, memo: memo, css: declaration.syntax == .css, fallbacks: &fallbacks) {
            case .success(let text):
                return ResolvedValue(kind: .text(text), type: nil,
                                     fallbackNote: fallbacks.isEmpty ? nil : fallbacks.joined(separator: "; "))
            case .failure(let reason): return ResolvedValue(kind: .unavailable(reason.message), type: nil)
            }
        }
    }

    private struct Unavailable: Error { var message: String }

    /// `references --ink, which no input defines`, and when another appearance declares `name`,
    /// ` in light (dark defines it; a value of another appearance does not apply here)`.
    private func undefinedReason(_ written: String, _ name: String) -> String {
        let reason = "references \(written), which no input defines"
        let others = otherAppearances(name)
        guard !others.isEmpty else { return reason }
        return reason + " in \(table.appearance) (\(others.joined(separator: ", ")) "
            + "\(others.count == 1 ? "defines" : "define") it; a value of another appearance does not apply here)"
    }

    /// CSS Custom Properties 1 §3: a reference to an undefined or invalid property takes its
    /// fallback; without one the referencing value cannot be computed.
    /// Style Dictionary and Tokens Studio references inside a value (`rgba({a.b}, 0.5)`) are
    /// substituted the same way, without fallbacks. Each fallback taken adds a sentence to
    /// `fallbacks`: `no input defines --color-hue, so var(--color-hue, …) took its fallback '220'`.
    private func substitute(_ parts: [CSSValuePart], memo: [String: ResolvedValue],
                            css: Bool, fallbacks: inout [String]) -> Result<String, Unavailable> {
        func written(_ name: String) -> String { css ? "--\(name)" : "{\(name)}" }
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .variable(let name, let fallback):
                var value: String?
                var reason = undefinedReason(written(name), name)
                var why = "no input defines \(written(name))"
                if let resolved = memo[name] {
                    switch resolved.kind {
                    case .text(let t): value = t
                    case .color(let c): value = c.hex
                    case .notColor:
                        reason = "references \(written(name)), which is not a color"
                        why = "\(written(name)) is not a color"
                    case .unavailable(let r):
                        reason = "references \(written(name)), which \(r.replacingPrefix())"
                        why = "\(written(name)) has no value (\(r))"
                    }
                }
                if value == nil, let fallback {
                    switch substitute(fallback, memo: memo, css: css, fallbacks: &fallbacks) {
                    case .success(let t):
                        value = t
                        let used = t.trimmedOfSpaces()
                        fallbacks.append("\(why), so var(\(written(name)), …) took its fallback '\(used)'")
                    case .failure(let f): return .failure(f)
                    }
                }
                guard let value else { return .failure(Unavailable(message: reason)) }
                text += value
            }
            if text.utf8.count > Self.maxSubstitutionLength {
                return .failure(Unavailable(message: "value longer than \(Self.maxSubstitutionLength) bytes "
                                            + "after var() substitution"))
            }
        }
        return .success(text)
    }

    // MARK: Errors

    private func isCSS(_ name: String) -> Bool {
        table.declaration(name)?.syntax == .css
    }

    private func display(_ name: String) -> String { isCSS(name) ? "--\(name)" : name }

    /// A reference as its syntax writes it: `{a.b}`, `var(--a)`, `@color/a`.
    private func reference(_ name: String, from holder: String) -> String {
        switch table.declaration(holder)?.syntax {
        case .android: "@color/\(name)"
        case .css: "var(--\(name))"
        default: "{\(name)}"
        }
    }

    /// `a → b → c`, eliding the middle of very long chains.
    func chainText(_ names: [String]) -> String {
        let shown = names.count > 12
            ? names.prefix(5).map(display) + ["… (\(names.count - 10) more)"] + names.suffix(5).map(display)
            : names.map(display)
        return shown.joined(separator: " → ")
    }

    private func location(of name: String) -> SourceLocation {
        table.declaration(name)?.location ?? SourceLocation(file: "", line: 0, column: 0)
    }

    private func cycleError(_ chain: [String]) -> TokenFileError {
        let kind = isCSS(chain[0]) ? "circular var() reference" : "circular alias"
        return TokenFileError(location: location(of: chain[0]), message: "\(kind): \(chainText(chain))")
    }

    private func missingError(_ chain: [String]) -> TokenFileError {
        let missing = chain[chain.count - 1]
        let holder = chain[chain.count - 2]
        var message = "unresolved alias '\(reference(missing, from: holder))': no token named '\(missing)'"
        if chain.count > 2 { message += " (chain: \(chainText(chain)))" }
        return TokenFileError(location: location(of: holder), message: message)
    }

    private func depthError(_ chain: [String]) -> TokenFileError {
        TokenFileError(location: location(of: chain[0]),
                       message: "reference chain longer than \(maxDepth) links: \(chainText(chain)); "
                           + "expected a shorter chain, or raise --max-depth")
    }
}

private extension String {
    /// Without the spaces around it, as a fallback is shown (`var(--h, 220)` gives ` 220`).
    func trimmedOfSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    /// "references --x, which …" reads better without a repeated "references".
    func replacingPrefix() -> String {
        hasPrefix("references ") ? "in turn " + self : "is unavailable: " + self
    }
}
