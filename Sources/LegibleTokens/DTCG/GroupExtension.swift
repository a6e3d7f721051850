/// DTCG Format 2025.10 group extension (`$extends`, "Extending Groups"): a group with
/// `"$extends": "{other.group}"` holds every token and property of that group, deep-merged under
/// its own: a token at the same path is replaced whole by the local one, groups at the same path
/// merge, new paths are added. Chains are followed (`a` extends `b` extends `c`).
///
/// Inherited tokens keep their own locations; their names are the extending group's paths
/// (`button-primary.text`). Errors (``TokenFileError`` at the `$extends` value): a value that is
/// not `"{group.path}"`, a target that does not exist or is a token, a cycle (also a group
/// extending its own ancestor; the chain is named), an expansion of more than ``maxMembers``
/// members in all (which stops exponential growth of nested extensions), and groups nested,
/// counting every extension followed, deeper than ``maxDepth`` (which bounds the recursion).
struct GroupExtension {
    private let root: LocatedJSONValue
    private let path: String
    private var budget = Self.maxMembers

    /// The most members the expanded document may hold.
    static let maxMembers = 1_000_000
    /// The deepest nesting followed, each `$extends` step adding its target's depth.
    static let maxDepth = 256

    init(root: LocatedJSONValue, path: String) {
        self.root = root
        self.path = path
    }

    /// Whether any object in the tree has an `$extends` member (an iterative walk).
    static func isUsed(in root: LocatedJSONValue) -> Bool {
        var stack = [root]
        while let value = stack.popLast() {
            for member in value.members ?? [] {
                if member.key == "$extends" { return true }
                if member.value.members != nil { stack.append(member.value) }
            }
        }
        return false
    }

    /// The document with every `$extends` applied.
    mutating func expanded() throws(TokenFileError) -> LocatedJSONValue {
        try expanded(root, at: [], chain: [], depth: 0)
    }

    private mutating func expanded(_ value: LocatedJSONValue, at groupPath: [String],
                                   chain: [[String]], depth: Int) throws(TokenFileError) -> LocatedJSONValue {
        guard var members = value.members, value["$value"] == nil else { return value }
        guard depth <= Self.maxDepth else {
            throw TokenFileError(location: value.location,
                                 message: "$extends nests groups deeper than \(Self.maxDepth) levels; expected fewer")
        }
        if let reference = value["$extends"] {
            guard let text = reference.string, let target = DesignTokenReader.aliasTarget(text) else {
                throw TokenFileError(location: reference.location,
                                     message: "$extends is \(ResolverDocument.describe(reference)); expected a group "
                                         + "reference such as \"{button}\"")
            }
            let targetPath = target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let names = (chain + [groupPath, targetPath]).map { $0.joined(separator: ".") }
            if chain.contains(targetPath) || targetPath == groupPath || groupPath.starts(with: targetPath) {
                throw TokenFileError(location: reference.location,
                                     message: "circular $extends: " + names.joined(separator: " → "))
            }
            guard let base = ResolverPaths.evaluate(targetPath, in: root), base.members != nil else {
                throw TokenFileError(location: reference.location,
                                     message: "$extends \"\(text)\": no group named '\(target)' in \(path)")
            }
            guard base["$value"] == nil else {
                throw TokenFileError(location: reference.location,
                                     message: "$extends \"\(text)\" points to a token; expected a group")
            }
            let inherited = try expanded(base, at: targetPath, chain: chain + [groupPath], depth: depth + 1)
            members = Self.merge(inherited.members ?? [], members.filter { $0.key != "$extends" })
        }
        budget -= members.count
        guard budget >= 0 else {
            throw TokenFileError(location: value.location,
                                 message: "$extends expands to more than \(Self.maxMembers) members; expected fewer")
        }
        for index in members.indices where !members[index].key.hasPrefix("$") && members[index].value.members != nil {
            members[index].value = try expanded(members[index].value, at: groupPath + [members[index].key],
                                                 chain: chain, depth: depth + 1)
        }
        return LocatedJSONValue(.object(members), at: value.location)
    }

    /// `local` over `base`: groups at the same key merge, anything else is replaced.
    static func merge(_ base: [JSONMember], _ local: [JSONMember]) -> [JSONMember] {
        var result = base.filter { $0.key != "$extends" }
        for member in local {
            guard let i = result.firstIndex(where: { $0.key == member.key }) else {
                result.append(member)
                continue
            }
            let old = result[i].value
            if !member.key.hasPrefix("$"), let oldMembers = old.members, old["$value"] == nil,
               let newMembers = member.value.members, member.value["$value"] == nil {
                result[i].value = LocatedJSONValue(.object(merge(oldMembers, newMembers)), at: member.value.location)
            } else {
                result[i] = member
            }
        }
        return result
    }
}
