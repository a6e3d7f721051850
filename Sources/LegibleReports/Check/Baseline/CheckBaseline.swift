import LegibleCore
import LegibleTokens

/// The failures a project has accepted for now, so that `legible check` fails only on new ones.
///
/// A failure is identified by its ``PairKey``: foreground and background token names,
/// appearance, WCAG level and role. A collapse (WCAG 1.4.1) is identified by its ``CollapseKey``:
/// set, appearance, the two token names and the condition. The file is JSON:
///
/// ```json
/// {
///   "version": 1,
///   "failures": [
///     {"foreground": "fg.muted", "background": "bg.subtle", "appearance": "dark", "level": "AA", "role": "text"}
///   ],
///   "collapses": [
///     {"set": "status.*", "appearance": "light", "names": ["status.error", "status.success"], "deficiency": "deuteranopia"}
///   ]
/// }
/// ```
///
/// `failures` and `collapses` are sorted (``PairKey`` and ``CollapseKey`` order) and free of
/// duplicates when Legible writes them, so the file diffs cleanly; `collapses` is written only
/// when there are some, and a file without it (as Legible wrote before collapses could be
/// baselined) has none. Regressions are never baselined: they always fail the run.
public struct CheckBaseline: Hashable, Sendable {
    /// The format version this type reads and writes.
    public static let version = 1

    /// The recorded failures.
    public var failures: Set<PairKey>
    /// The recorded collapses.
    public var collapses: Set<CollapseKey>

    /// Creates a baseline from failures and collapses.
    public init(failures: Set<PairKey> = [], collapses: Set<CollapseKey> = []) {
        self.failures = failures
        self.collapses = collapses
    }

    /// The failures of `report` that a baseline should record: every pair that misses its
    /// requirement and is not ignored (new or already baselined), and every collapse.
    public init(recording report: CheckReport) {
        failures = Set(report.results.filter { $0.verdict == .fail && $0.status != .ignored }.map(\.key))
        collapses = Set((report.distinction?.findings ?? []).map(\.key))
    }

    /// The baseline as the documented JSON object, failures and collapses sorted; `collapses`
    /// only when there are some.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("version", .integer(Self.version)),
            ("failures", .array(failures.sorted().map { key in
                .object([
                    ("foreground", .string(key.foreground)),
                    ("background", .string(key.background)),
                    ("appearance", .string(key.appearance)),
                    ("level", .string(key.level.rawValue)),
                    ("role", .string(key.role.rawValue)),
                ])
            })),
        ]
        if !collapses.isEmpty { members.append(("collapses", .array(collapses.sorted().map(\.jsonValue)))) }
        return .object(members)
    }

    /// ``jsonValue``, pretty-printed (ending in a newline).
    public func render() -> String { JSONWriter().render(jsonValue) }

    /// Parses a baseline file's bytes.
    ///
    /// - Throws: ``TokenFileError`` with line and column for malformed JSON, a missing
    ///   `failures` array, an unknown `version`, or an entry without string `foreground`,
    ///   `background` and `appearance`, or with an unknown `level` or `role`; for a `collapses`
    ///   that is not an array, or an entry as ``CollapseKey`` rejects it. `collapses` is optional.
    public init(parsing bytes: [UInt8], path: String) throws(TokenFileError) {
        let root = try JSONReader().read(bytes, path: path)
        guard root.members != nil else {
            throw TokenFileError(location: root.location,
                                 message: "expected a baseline object with a \"failures\" array, found \(root.typeName)")
        }
        if let version = root["version"], version.number != Double(Self.version) {
            throw TokenFileError(location: version.location,
                                 message: "unsupported baseline version; expected \(Self.version)")
        }
        guard let list = root["failures"] else {
            throw TokenFileError(location: root.location, message: "baseline has no \"failures\" array")
        }
        guard let entries = list.elements else {
            throw TokenFileError(location: list.location, message: "\"failures\" must be an array, found \(list.typeName)")
        }
        var failures = Set<PairKey>()
        for entry in entries {
            func text(_ name: String) throws(TokenFileError) -> String {
                guard let value = entry[name]?.string, !value.isEmpty else {
                    throw TokenFileError(location: entry[name]?.location ?? entry.location,
                                         message: "each failure needs a non-empty string \"\(name)\"")
                }
                return value
            }
            let levelText = try text("level"), roleText = try text("role")
            guard let level = WCAGLevel(rawValue: levelText.uppercased()) else {
                throw TokenFileError(location: entry["level"]?.location ?? entry.location,
                                     message: "unknown level \"\(levelText)\"; expected \"AA\" or \"AAA\"")
            }
            guard let role = ContrastRole(rawValue: roleText) else {
                throw TokenFileError(location: entry["role"]?.location ?? entry.location,
                                     message: "unknown role \"\(roleText)\"; expected \"text\", \"large-text\", \"non-text\" or \"link\"")
            }
            failures.insert(PairKey(foreground: try text("foreground"), background: try text("background"),
                                    appearance: try text("appearance"), level: level, role: role))
        }
        self.failures = failures
        var collapses = Set<CollapseKey>()
        if let list = root["collapses"] {
            guard let entries = list.elements else {
                throw TokenFileError(location: list.location, message: "\"collapses\" must be an array, found \(list.typeName)")
            }
            for entry in entries { collapses.insert(try CollapseKey(parsing: entry)) }
        }
        self.collapses = collapses
    }
}

extension CheckReport {
    /// Marks every failing pair and every collapse the baseline records as baselined (reported,
    /// but the run does not fail on it), and remembers that a baseline was used.
    public mutating func apply(baseline: CheckBaseline) {
        usesBaseline = true
        baselinedCollapses = baseline.collapses
        for index in results.indices {
            results[index].isBaselined = baseline.failures.contains(results[index].key)
        }
    }
}
