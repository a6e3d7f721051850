import LegibleCore
import LegibleTokens

/// The identity of one collapse (WCAG 1.4.1): the set, its appearance, the two colors' names and
/// the condition under which they collapse. Baselines record collapses by it.
///
/// The two names are kept in ascending order, so reordering a set's tokens does not make an
/// accepted collapse new. A color without a name (never the case for token sets) is named by its
/// `#rrggbb` value.
public struct CollapseKey: Hashable, Sendable, Comparable {
    /// The set's name, such as `status` or `status.*`; nil for a set without one.
    public var set: String?
    /// The appearance the set belongs to, such as `dark`; nil for colors given directly.
    public var appearance: String?
    /// The lower of the two names (in `String` order).
    public var first: String
    /// The higher of the two names.
    public var second: String
    /// The condition under which the pair collapses.
    public var condition: ColorCollapseCondition

    /// Creates a key; `first` and `second` may come in either order.
    public init(set: String?, appearance: String?, first: String, second: String, condition: ColorCollapseCondition) {
        self.set = set
        self.appearance = appearance
        self.first = min(first, second)
        self.second = max(first, second)
        self.condition = condition
    }

    /// Orders by set, appearance, first name, second name, condition (each by its text).
    public static func < (lhs: CollapseKey, rhs: CollapseKey) -> Bool {
        (lhs.set ?? "", lhs.appearance ?? "", lhs.first, lhs.second, lhs.condition.rawValue)
            < (rhs.set ?? "", rhs.appearance ?? "", rhs.first, rhs.second, rhs.condition.rawValue)
    }

    /// The baseline entry: `{"set", "appearance", "names": [first, second], "deficiency"}`, the
    /// words of a collapse in the check report's `collapses[]` (`set` and `appearance` left out
    /// when nil).
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let set { members.append(("set", .string(set))) }
        if let appearance { members.append(("appearance", .string(appearance))) }
        members += [
            ("names", .array([.string(first), .string(second)])),
            ("deficiency", .string(condition.rawValue)),
        ]
        return .object(members)
    }

    /// Reads a baseline entry written by ``jsonValue``.
    ///
    /// - Throws: ``TokenFileError`` at the entry (or the offending member) when `names` is not an
    ///   array of two different non-empty strings, `deficiency` is not one of `normal`,
    ///   `protanopia`, `deuteranopia`, `tritanopia` or `grayscale`, or `set` or `appearance` is
    ///   present but not a string.
    init(parsing entry: LocatedJSONValue) throws(TokenFileError) {
        guard entry.members != nil else {
            throw TokenFileError(location: entry.location, message: "each collapse must be an object, found \(entry.typeName)")
        }
        let names = entry["names"]?.elements?.compactMap(\.string) ?? []
        guard entry["names"]?.elements?.count == 2, names.count == 2, !names[0].isEmpty, !names[1].isEmpty,
              names[0] != names[1]
        else {
            throw TokenFileError(location: entry["names"]?.location ?? entry.location,
                                 message: "each collapse needs \"names\": an array of two different token names")
        }
        let conditionText = entry["deficiency"]?.string ?? ""
        guard let condition = ColorCollapseCondition(rawValue: conditionText) else {
            let expected = ColorCollapseCondition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw TokenFileError(location: entry["deficiency"]?.location ?? entry.location,
                                 message: "unknown collapse \"deficiency\" \"\(conditionText)\"; expected one of \(expected)")
        }
        func optionalText(_ key: String) throws(TokenFileError) -> String? {
            guard let value = entry[key] else { return nil }
            guard let text = value.string else {
                throw TokenFileError(location: value.location, message: "\"\(key)\" must be a string, found \(value.typeName)")
            }
            return text
        }
        self.init(set: try optionalText("set"), appearance: try optionalText("appearance"),
                  first: names[0], second: names[1], condition: condition)
    }
}

extension DistinguishReport.Finding {
    /// The identity a baseline records this collapse by.
    public var key: CollapseKey {
        CollapseKey(set: set.name, appearance: set.appearance,
                    first: collapse.first.name ?? collapse.first.color.hexOpaque,
                    second: collapse.second.name ?? collapse.second.color.hexOpaque,
                    condition: collapse.condition)
    }
}

extension CheckReport {
    /// Whether the baseline records `finding` (it is then reported, but does not fail the run).
    public func isBaselined(_ finding: DistinguishReport.Finding) -> Bool {
        baselinedCollapses.contains(finding.key)
    }

    /// The collapses, each with whether the baseline records it, in report order.
    var collapseStatuses: [(finding: DistinguishReport.Finding, isBaselined: Bool)] {
        (distinction?.findings ?? []).map { ($0, isBaselined($0)) }
    }
}
