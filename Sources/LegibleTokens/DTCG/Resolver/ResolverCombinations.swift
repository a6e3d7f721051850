/// One combination of a resolver's modifier contexts: an appearance and the sources it merges.
struct ResolverCombination {
    /// The appearance name (see ``ResolverDocument/combinations()``).
    var appearance: String
    /// The context index chosen for each modifier, in resolution order.
    var choice: [Int]
    /// Every source of the resolution order with these contexts, in order (later wins).
    var sources: [ResolverDocument.Source]
    /// The combination this one is compared with for the "no duplicate rows" rule: the same
    /// contexts with the last later modifier that is off its default set back to its default;
    /// nil when every later modifier is at its default (or has none).
    var parent: Int?
}

extension ResolverDocument {
    /// The modifiers, in resolution order.
    var modifiers: [Modifier] {
        items.compactMap { if case .modifier(let m) = $0 { m } else { nil } }
    }

    /// Every combination of modifier contexts (the product of their counts; one, named `light`,
    /// when there are no modifiers), each an appearance.
    ///
    /// Naming: the chosen context names in resolution order, joined by `-`. The first
    /// modifier's context is always written; a later modifier's default context is left out; a
    /// contrast-like modifier's (its name contains `contrast`) context `high` is written
    /// `high-contrast`. camelCase context names are split into words and the result is
    /// normalized as CSS theme names are (`lightHighContrast` → `light-high-contrast`; `Dark` →
    /// `dark`). So `theme: light|dark` (default light) with `contrast: standard|high` (default
    /// standard) gives `light`, `dark`, `light-high-contrast` and `dark-high-contrast`, in that
    /// order: combinations with fewer later modifiers off their default come first, and each
    /// modifier's default context before its others.
    ///
    /// - Throws: ``TokenFileError`` when two combinations get the same name.
    func combinations() throws(TokenFileError) -> [ResolverCombination] {
        let modifiers = self.modifiers
        // Each modifier's contexts in iteration order: the default first.
        let orders: [[Int]] = modifiers.map { m in
            let all = Array(m.contexts.indices)
            guard let d = m.contexts.firstIndex(where: { $0.name == m.defaultContext }) else { return all }
            return [d] + all.filter { $0 != d }
        }
        var choices: [[Int]] = [[]]
        for order in orders.reversed() {
            choices = choices.flatMap { rest in order.map { [$0] + rest } }
        }
        // The first modifier varies fastest: `light`, `dark`, then `light-high-contrast`…
        var result: [ResolverCombination] = []
        var names: [String: Int] = [:]
        for choice in choices {
            let name = appearanceName(choice, modifiers)
            if let other = names[name] {
                throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                                     message: "two modifier combinations (\(describe(result[other].choice, modifiers)) "
                                         + "and \(describe(choice, modifiers))) both give the appearance '\(name)'; "
                                         + "expected distinct context names")
            }
            names[name] = result.count
            result.append(ResolverCombination(appearance: name, choice: choice, sources: sources(for: choice), parent: nil))
        }
        for index in result.indices {
            let choice = result[index].choice
            guard let last = modifiers.indices.dropFirst().last(where: { i in
                modifiers[i].defaultContext.map { modifiers[i].contexts[choice[i]].name != $0 } ?? false
            }) else { continue }
            var parent = choice
            parent[last] = modifiers[last].contexts.firstIndex { $0.name == modifiers[last].defaultContext } ?? 0
            result[index].parent = result.firstIndex { $0.choice == parent }
        }
        return result
    }

    private func appearanceName(_ choice: [Int], _ modifiers: [Modifier]) -> String {
        var parts: [String] = []
        for (i, m) in modifiers.enumerated() {
            let value = m.contexts[choice[i]].name
            if i > 0, value == m.defaultContext { continue }
            if m.name.lowercased().contains("contrast"), value.lowercased() == "high" {
                parts.append("high-contrast")
            } else {
                parts.append(Self.splittingCamelCase(value))
            }
        }
        let name = CSSSelectorMode.appearanceName(parts.joined(separator: "-"))
        return name.isEmpty ? DeclarationTable.base : name
    }

    private func describe(_ choice: [Int], _ modifiers: [Modifier]) -> String {
        modifiers.indices.map { "\(modifiers[$0].name): \(modifiers[$0].contexts[choice[$0]].name)" }
            .joined(separator: ", ")
    }

    /// `lightHighContrast` → `light-High-Contrast`: a `-` before each capital that follows a
    /// lower-case letter or digit.
    static func splittingCamelCase(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for c in text {
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { result.append("-") }
            result.append(c)
            previous = c
        }
        return result
    }

    private func sources(for choice: [Int]) -> [Source] {
        var result: [Source] = []
        var m = 0
        for item in items {
            switch item {
            case .set(let sources):
                result += sources
            case .modifier(let modifier):
                result += modifier.contexts[choice[m]].sources
                m += 1
            }
        }
        return result
    }
}
