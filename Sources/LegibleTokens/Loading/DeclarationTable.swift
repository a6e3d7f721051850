/// Every declaration of every input, merged: one per name and appearance, the later input
/// winning, in the order each name was first declared.
///
/// Appearances are few, so they are found by a linear search of a short array; names are
/// found through one dictionary per appearance.
struct DeclarationTable: Sendable {
    private struct Layer: Sendable {
        var appearance: String
        /// In order of first declaration; a later declaration replaces the entry in place.
        var declarations: [TokenDeclaration] = []
        var index: [String: Int] = [:]
    }

    private var layers: [Layer] = []

    /// The appearance every other one falls back to: `light`.
    static let base = "light"

    /// The appearances, in order of first declaration.
    var appearances: [String] { layers.map(\.appearance) }

    private func layerIndex(_ appearance: String) -> Int? {
        layers.firstIndex { $0.appearance == appearance }
    }

    /// Adds `declaration`, replacing an earlier one of the same name and appearance in place.
    mutating func add(_ declaration: TokenDeclaration) {
        let i: Int
        if let found = layerIndex(declaration.appearance) {
            i = found
        } else {
            i = layers.count
            layers.append(Layer(appearance: declaration.appearance))
        }
        if let existing = layers[i].index[declaration.name] {
            layers[i].declarations[existing] = declaration
        } else {
            layers[i].index[declaration.name] = layers[i].declarations.count
            layers[i].declarations.append(declaration)
        }
    }

    /// A view of one appearance: its own declarations over the base appearance's.
    func view(_ appearance: String) -> AppearanceView {
        let own = layerIndex(appearance).map { layers[$0] }
        let base = appearance == Self.base ? nil : layerIndex(Self.base).map { layers[$0] }
        return AppearanceView(own: own?.declarations ?? [], ownIndex: own?.index ?? [:],
                              base: base?.declarations ?? [], baseIndex: base?.index ?? [:])
    }

    /// The declarations visible in one appearance (as a CSS mode inherits the `:root` values
    /// it does not override).
    struct AppearanceView {
        fileprivate let own: [TokenDeclaration]
        fileprivate let ownIndex: [String: Int]
        fileprivate let base: [TokenDeclaration]
        fileprivate let baseIndex: [String: Int]

        /// The declaration of `name`: the appearance's own, else the base appearance's.
        func declaration(_ name: String) -> TokenDeclaration? {
            if let i = ownIndex[name] { return own[i] }
            return baseIndex[name].map { base[$0] }
        }

        /// The names visible: the base appearance's first, then the appearance's new ones.
        var names: [String] {
            guard !base.isEmpty else { return own.map(\.name) }
            return base.map(\.name) + own.lazy.filter { baseIndex[$0.name] == nil }.map(\.name)
        }
    }

    /// The appearances in report order: `light` first, then in order of first declaration.
    var orderedAppearances: [String] {
        var ordered = appearances
        if let i = ordered.firstIndex(of: Self.base), i != 0 {
            ordered.remove(at: i)
            ordered.insert(Self.base, at: 0)
        }
        return ordered
    }
}
