/// Paths and JSON pointers for resolver references, done lexically (no file-system access).
enum ResolverPaths {
    /// `ref` relative to the folder of `document`, normalized: `sets/light.json` beside
    /// `Examples/resolver/theme.resolver.json` is `Examples/resolver/sets/light.json`. An
    /// absolute `ref` is only normalized.
    static func resolve(_ ref: String, relativeTo document: String) -> String {
        if ref.hasPrefix("/") { return normalize(ref) }
        guard let slash = document.lastIndex(of: "/") else { return normalize(ref) }
        return normalize(String(document[...slash]) + ref)
    }

    /// A path with `.` segments and repeated slashes removed and `..` applied where it can be
    /// (`a/./b/../c` → `a/c`; a leading `..` stays).
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// The reference tokens of a JSON pointer (RFC 6901 §3: `~1` is `/`, `~0` is `~`);
    /// `/sets/a~1b` → `["sets", "a/b"]`. The empty pointer is the whole document.
    static func pointerTokens(_ pointer: String) -> [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    /// The value `tokens` point to in `root` (object keys, array indices), or nil.
    static func evaluate(_ tokens: [String], in root: LocatedJSONValue) -> LocatedJSONValue? {
        var value = root
        for token in tokens {
            if value.members != nil, let next = value[token] {
                value = next
            } else if let elements = value.elements, let i = Int(token), i >= 0, i < elements.count,
                      token == String(i) {
                value = elements[i]
            } else {
                return nil
            }
        }
        return value
    }
}
