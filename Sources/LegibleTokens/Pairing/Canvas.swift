import LegibleCore

extension Pairing {
    /// Words a page background's name may hold besides the words every name of the file shares
    /// (a prefix such as `cpd` or `md-sys`).
    static let canvasWords: Set<String> = [
        "bg", "background", "canvas", "color", "default", "document", "page", "body", "base", "app",
        "main", "window", "system", "basis", "full", "screen", "primary",
    ]

    /// The appearance's canvas: the opaque background that translucent backgrounds are
    /// composited onto by automatic pairing (`bgColor-default`, `background`,
    /// `basis.color.default.bg-document`, `fullScreenBackgroundColor`).
    ///
    /// A candidate is an opaque token that is a background by its keywords (rule 2) or its group
    /// leaf (``GroupLeaf``) and whose words, without those every name of the appearance holds, are
    /// all ``canvasWords``; the one with the fewest words wins, the first in token order on a tie.
    /// Nil when there is none: the pair's ratio then spans every surface beneath.
    ///
    /// - Complexity: O(n·w) for n tokens of w words.
    static func canvas(in tokens: [ColorToken], names: [TokenName]) -> ColorToken? {
        guard var shared = names.first.map({ Set($0.words) }) else { return nil }
        for name in names.dropFirst() where !shared.isEmpty { shared.formIntersection(name.words) }
        var best: (index: Int, words: Int)?
        for (i, (token, name)) in zip(tokens, names).enumerated() where token.color.isOpaque {
            let isBackground = name.keywordClass == .background && !name.words.contains(where: TokenName.selectionWords.contains)
                || GroupLeaf(token.name)?.kind == .background
            guard isBackground else { continue }
            let own = name.words.filter { !shared.contains($0) }
            guard own.allSatisfy(canvasWords.contains) else { continue }
            if best == nil || own.count < best!.words { best = (i, own.count) }
        }
        return best.map { tokens[$0.index] }
    }

    /// The canvas of each platform's tokens, keyed by ``ColorToken/platform``: the tokens of
    /// macOS asset catalogs, of iOS ones, and of every other input (`nil`) each choose their own
    /// with ``canvas(in:names:)``, so a translucent background is composited over the canvas of
    /// its own platform. A platform with no canvas has no entry.
    ///
    /// - Complexity: O(n·w), as ``canvas(in:names:)``.
    static func canvases(in tokens: [ColorToken], names: [TokenName]) -> [String?: ColorToken] {
        var platforms: [String?] = []
        for token in tokens where !platforms.contains(token.platform) { platforms.append(token.platform) }
        guard platforms.count > 1 else {
            return canvas(in: tokens, names: names).map { [platforms.first ?? nil: $0] } ?? [:]
        }
        var result: [String?: ColorToken] = [:]
        for platform in platforms {
            let indices = tokens.indices.filter { tokens[$0].platform == platform }
            result[platform] = canvas(in: indices.map { tokens[$0] }, names: indices.map { names[$0] })
        }
        return result
    }
}
