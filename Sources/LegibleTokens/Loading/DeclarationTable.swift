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

    /// The declarations a later input replaced with another value, in the order replaced
    /// (``TokenOverride``: across files only, values as written differing).
    private(set) var overrides: [TokenOverride] = []
    /// The declarations each override replaced, in the order of ``overrides``.
    private(set) var replaced: [TokenDeclaration] = []

    /// The appearance every other one falls back to: `light`.
    static let base = "light"

    /// The appearances, in order of first declaration.
    var appearances: [String] { layers.map(\.appearance) }

    private func layerIndex(_ appearance: String) -> Int? {
        layers.firstIndex { $0.appearance == appearance }
    }

    /// Whether an input declares `name` in `appearance` itself (not through a fallback).
    func declares(_ name: String, in appearance: String) -> Bool {
        layerIndex(appearance).map { layers[$0].index[name] != nil } ?? false
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
            let earlier = layers[i].declarations[existing]
            // Android's qualified folders (`values-v31` over `values`) override by design, and a
            // CSS file repeats a property as its cascade does; a JSON file, a palette or a
            // resource file naming one token twice (a nested `color.fg` and a dotted `"color.fg"`
            // key, two swatches of one name) is a conflict like two files disagreeing.
            let sameFile = earlier.location.file == declaration.location.file
            let bothAndroid = earlier.syntax == .android && declaration.syntax == .android
            if earlier.rawValue != declaration.rawValue,
               sameFile ? declaration.syntax != .css : !bothAndroid {
                overrides.append(TokenOverride(
                    name: declaration.name, appearance: declaration.appearance, earlier: earlier.location,
                    earlierValue: earlier.rawValue, later: declaration.location, laterValue: declaration.rawValue))
                replaced.append(earlier)
            }
            layers[i].declarations[existing] = declaration
        } else {
            layers[i].index[declaration.name] = layers[i].declarations.count
            layers[i].declarations.append(declaration)
        }
    }

    /// CSS Color 5 `light-dark()` gives a value two appearances: each `light` declaration whose
    /// text holds one and that has no `dark` declaration of its own gets a `dark` copy (the
    /// dark side is taken when the value is parsed in that appearance).
    mutating func addDarkSides() {
        guard let light = layerIndex(Self.base) else { return }
        let dark = layerIndex("dark")
        for declaration in layers[light].declarations where Self.holdsLightDark(declaration.rawValue) {
            if let dark, layers[dark].index[declaration.name] != nil { continue }
            var copy = declaration
            copy.appearance = "dark"
            add(copy)
        }
    }

    static func holdsLightDark(_ text: String) -> Bool {
        text.lowercased().contains("light-dark(")
    }

    /// The appearances `appearance` falls back to, nearest first, itself included: a high-contrast
    /// variant falls back to its standard appearance (`dark-high-contrast` → `dark`), and every
    /// appearance to the base, `light`, as a CSS mode inherits the `:root` values it does not
    /// override and as Apple's and Android's platforms fall back.
    static func fallbackChain(_ appearance: String) -> [String] {
        var chain = [appearance]
        for suffix in ["-high-contrast", "-hc"] where appearance.hasSuffix(suffix) {
            let standard = String(appearance.dropLast(suffix.count))
            if !standard.isEmpty, standard != base { chain.append(standard) }
        }
        if appearance != base { chain.append(base) }
        return chain
    }

    /// A view of one appearance: its own declarations over those of its fallbacks.
    func view(_ appearance: String) -> AppearanceView {
        let chain = Self.fallbackChain(appearance).compactMap { layerIndex($0).map { layers[$0] } }
        return AppearanceView(appearance: appearance, layers: chain.map { ($0.declarations, $0.index) })
    }

    /// The declarations visible in one appearance: its own, else the nearest fallback's.
    struct AppearanceView {
        /// The appearance viewed.
        let appearance: String
        fileprivate let layers: [(declarations: [TokenDeclaration], index: [String: Int])]

        /// The declaration of `name`: the appearance's own, else the nearest fallback's.
        func declaration(_ name: String) -> TokenDeclaration? {
            for layer in layers {
                if let i = layer.index[name] { return layer.declarations[i] }
            }
            return nil
        }

        /// The names visible: the farthest fallback's first (the base), then each nearer layer's
        /// new ones.
        var names: [String] {
            var seen = Set<String>()
            var result: [String] = []
            for layer in layers.reversed() {
                for declaration in layer.declarations where seen.insert(declaration.name).inserted {
                    result.append(declaration.name)
                }
            }
            return result
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
