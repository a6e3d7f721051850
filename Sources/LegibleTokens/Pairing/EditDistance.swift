/// Suggestions for mistyped names, by Levenshtein edit distance: options and commands in the
/// command line, token names in pair rules ("did you mean 'fg.default'?").
public enum EditDistance {
    /// The Levenshtein distance between `a` and `b`: the fewest single-character insertions,
    /// deletions and substitutions that turn one into the other. O(|a|·|b|) time, O(|b|) space.
    public static func distance(_ a: String, _ b: String) -> Int {
        let source = Array(a)
        let target = Array(b)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }

    /// The candidate closest to `typed`, if it is close enough to be a plausible typo: within
    /// a third of the longer name's length (at least 1, at most 3 edits), or when one is a prefix
    /// of the other. Ties go to the earlier candidate.
    ///
    /// - Parameter allowingAbbreviations: Whether a prefix or a shared beginning of four letters
    ///   also counts (`--all` for `--all-pairs`, `deutan` for `deuteranopia`). Token names share
    ///   long beginnings (`color.fg.`), so their suggestions pass false: edits only.
    public static func closest(to typed: String, in candidates: [String], allowingAbbreviations: Bool = true) -> String? {
        let lowered = typed.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // More than 3 letters apart in length is more than 3 edits: not a typo, skip the work.
            if !allowingAbbreviations, abs(candidate.count - typed.count) > 3 { continue }
            let d = distance(lowered, candidate.lowercased())
            if let current = best, current.distance <= d { continue }
            best = (candidate, d)
        }
        guard let best else { return nil }
        let limit = min(3, max(1, max(typed.count, best.name.count) / 3))
        if best.distance <= limit { return best.name }
        guard allowingAbbreviations else { return nil }
        if let prefixed = candidates.first(where: {
            $0.count > 2 && lowered.count > 3 && ($0.hasPrefix(lowered) || lowered.hasPrefix($0))
        }) {
            return prefixed
        }
        // A shortened word (`deutan` for `deuteranopia`): the longest shared beginning, when it
        // is at least four letters; ties go to the earlier candidate.
        var longest: (name: String, length: Int)?
        for candidate in candidates {
            let shared = zip(lowered, candidate.lowercased()).prefix { $0 == $1 }.count
            if shared >= 4, shared > (longest?.length ?? 0) { longest = (candidate, shared) }
        }
        return longest?.name
    }
}
