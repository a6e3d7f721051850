/// Every declaration of every input, merged: one per name and appearance, the later input
/// winning, in the order each name was first declared.
struct DeclarationTable: Sendable {
    /// The appearances, in order of first declaration.
    private(set) var appearances: [String] = []
    private var names: [String: [String]] = [:]
    private var byName: [String: [String: TokenDeclaration]] = [:]

    /// Adds `declaration`, replacing an earlier one of the same name and appearance in place.
    mutating func add(_ declaration: TokenDeclaration) {
        let a = declaration.appearance
        if byName[a] == nil {
            appearances.append(a)
            byName[a] = [:]
            names[a] = []
        }
        if byName[a, default: [:]].updateValue(declaration, forKey: declaration.name) == nil {
            names[a, default: []].append(declaration.name)
        }
    }

    /// The appearance every other one falls back to: `light` when declared, else none.
    static let base = "light"

    /// The declaration `name` has in `appearance`: its own, or else the base appearance's (as a
    /// CSS mode inherits the `:root` values it does not override).
    func declaration(_ name: String, in appearance: String) -> TokenDeclaration? {
        byName[appearance]?[name] ?? (appearance == Self.base ? nil : byName[Self.base]?[name])
    }

    /// The names visible in `appearance`: the base appearance's first, then its own new ones.
    func names(in appearance: String) -> [String] {
        let own = names[appearance] ?? []
        guard appearance != Self.base, let base = names[Self.base], let table = byName[Self.base] else {
            return own
        }
        return base + own.filter { table[$0] == nil }
    }

    /// The appearances in report order: `light` first, then in order of first declaration.
    var orderedAppearances: [String] {
        guard let i = appearances.firstIndex(of: Self.base), i != 0 else { return appearances }
        var ordered = appearances
        ordered.remove(at: i)
        ordered.insert(Self.base, at: 0)
        return ordered
    }
}
