// TEMPORARY STUB for the `cli` branch only: the real loader, pairs file and pairing rules are
// written on another branch. The lead deletes this file at merge.
import LegibleCore

public struct TokenLoader {
    public init(maxDepth: Int = 64) {}
    public func load(paths: [String]) throws(TokenFileError) -> TokenSet { TokenSet() }
}

public struct PairsFile: Sendable {
    public static func load(path: String) throws(TokenFileError) -> PairsFile { PairsFile() }
}

public enum Pairing {
    public static func pairs(in set: TokenSet, pairsFile: PairsFile?, allPairs: Bool,
                             defaultLevel: WCAGLevel) -> [TokenPair] { [] }
}
