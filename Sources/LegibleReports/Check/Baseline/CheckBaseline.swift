import LegibleCore
import LegibleTokens

/// The failures a project has accepted for now, so that `legible check` fails only on new ones.
///
/// A failure is identified by its ``PairKey``: foreground and background token names,
/// appearance, WCAG level and role. An increased-contrast regression is recorded by its pair,
/// its two appearances and both figures (``BaselinedRegression``). A collapse (WCAG 1.4.1) is
/// identified by its ``CollapseKey``: set, appearance, the two token names and the condition.
/// The file is JSON:
///
/// ```json
/// {
///   "version": 1,
///   "failures": [
///     {"foreground": "fg.muted", "background": "bg.subtle", "appearance": "dark", "level": "AA", "role": "text",
///      "ratio": 3.92}
///   ],
///   "regressions": [
///     {"foreground": "fg.muted", "background": "bg.subtle", "appearance": "dark-high-contrast", "level": "AA",
///      "role": "text", "standard_appearance": "dark", "ratio": 4.61, "standard_ratio": 5.2}
///   ],
///   "collapses": [
///     {"set": "status.*", "appearance": "light", "names": ["status.error", "status.success"], "deficiency": "deuteranopia"}
///   ]
/// }
/// ```
///
/// `failures`, `regressions` and `collapses` are sorted (``PairKey`` and ``CollapseKey`` order)
/// and free of duplicates when Legible writes them, so the file diffs cleanly; `regressions` and
/// `collapses` are written only when there are some, and a file without them (as Legible wrote
/// before they could be baselined) has none. A baselined regression stops failing the run only
/// while its drop stays the same or gets smaller (``CheckReport/apply(baseline:)``).
///
/// A failure's `ratio` is its deciding figure when it was recorded (the worst WCAG ratio, or with
/// `--method apca` the worst |Lc|). A baselined failure whose figure is now lower than the
/// recorded one by more than ``worseningTolerance`` got worse: it fails the run as a new failure,
/// reported as worse than the baseline. An entry without `ratio` (as Legible wrote before it
/// recorded one) is still baselined, but cannot be compared: the check warns about it.
public struct CheckBaseline: Hashable, Sendable {
    /// The format version this type reads and writes.
    public static let version = 1
    /// How much lower than its recorded figure a baselined failure's figure may be and still be
    /// baselined: 0.01 (a WCAG ratio of 3.92:1 recorded, 3.91:1 now is unchanged; 3.90:1 is
    /// worse). The same figure for |Lc| with APCA. Compared unrounded.
    public static let worseningTolerance = 0.01

    /// The recorded failures.
    public var failures: Set<PairKey>
    /// The deciding figure each recorded failure had (its `ratio`), for those that have one.
    public var failureScores: [PairKey: Double]
    /// The recorded collapses.
    public var collapses: Set<CollapseKey>
    /// The recorded increased-contrast regressions.
    public var regressions: Set<BaselinedRegression>
    /// Where a parsed file names an appearance (every entry's `appearance`, a regression's
    /// `standard_appearance`), in file order, for ``checkAppearances(_:)``; empty for a
    /// baseline made in memory. Not part of a baseline's identity (`==`, `hash`).
    public var appearanceMentions: [AppearanceMention] = []

    /// One place a baseline file names an appearance.
    public struct AppearanceMention: Hashable, Sendable {
        /// The entry, as messages name it: `failures[0]`.
        public var entry: String
        /// The key: `appearance` or `standard_appearance`.
        public var key: String
        /// The appearance as written.
        public var appearance: String
        /// Where the value is written.
        public var location: SourceLocation
    }

    /// Creates a baseline from failures, collapses and regressions.
    public init(failures: Set<PairKey> = [], collapses: Set<CollapseKey> = [],
                regressions: Set<BaselinedRegression> = [], failureScores: [PairKey: Double] = [:]) {
        self.failures = failures
        self.failureScores = failureScores
        self.collapses = collapses
        self.regressions = regressions
    }

    /// Everything in `report` a baseline should record: every pair that misses its requirement
    /// and is not ignored (new or already baselined), with its deciding figure, every regression
    /// of a pair that is not ignored, with its two figures, and every collapse.
    public init(recording report: CheckReport) {
        let judged = report.results.filter { $0.status != .ignored }
        let failing = judged.filter { $0.verdict == .fail }
        failures = Set(failing.map(\.key))
        // One figure per key: the lowest, should a key be checked twice.
        var scores: [PairKey: Double] = [:]
        for result in failing { scores[result.key] = min(scores[result.key] ?? .infinity, result.decidingScore) }
        failureScores = scores
        regressions = Set(judged.compactMap(BaselinedRegression.init))
        collapses = Set((report.distinction?.findings ?? []).map(\.key))
    }

    /// How many entries the baseline holds: failures, regressions and collapses.
    public var entryCount: Int { failures.count + regressions.count + collapses.count }

    /// The baseline as the documented JSON object, every list sorted; `regressions` and
    /// `collapses` only when there are some.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("version", .integer(Self.version)),
            ("failures", .array(failures.sorted().map { Self.failureEntry($0, score: failureScores[$0]) })),
        ]
        if !regressions.isEmpty { members.append(("regressions", .array(regressions.sorted().map(\.jsonValue)))) }
        if !collapses.isEmpty { members.append(("collapses", .array(collapses.sorted().map(\.jsonValue)))) }
        return .object(members)
    }

    /// ``jsonValue``, pretty-printed (ending in a newline).
    public func render() -> String { JSONWriter().render(jsonValue) }

    /// Two baselines are equal when they record the same entries and figures, wherever their
    /// files wrote them.
    public static func == (a: CheckBaseline, b: CheckBaseline) -> Bool {
        a.failures == b.failures && a.failureScores == b.failureScores && a.collapses == b.collapses
            && a.regressions == b.regressions
    }

    /// Hashes the entries and figures, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(failures)
        hasher.combine(failureScores)
        hasher.combine(collapses)
        hasher.combine(regressions)
    }

    /// Throws for the first entry whose appearance is none of `appearances` (those the run's
    /// inputs define): a baseline entry for `"Dark"` (appearances are case-sensitive) or
    /// for an appearance the inputs no longer have can match no pair, so the failure it was
    /// meant to accept would be reported as new and the entry as fixed, with no word on why.
    /// The error is at the value, names the entry, the value and the appearances expected, with
    /// the one that differs only in case, if any. Nothing is checked when `appearances` is empty.
    ///
    /// - Throws: ``TokenFileError`` at the appearance's place in the file.
    public func checkAppearances(_ appearances: [String]) throws(TokenFileError) {
        guard !appearances.isEmpty else { return }
        for mention in appearanceMentions where !appearances.contains(mention.appearance) {
            // Case is named only when it is the difference: a name such as "light-high-contrast"
            // next to "light" is an appearance these inputs do not define, not a misspelling.
            let hint = appearances.first { $0.lowercased() == mention.appearance.lowercased() }
                .map { " (did you mean \"\($0)\"? appearances are case-sensitive)" }
                ?? ": this run's inputs do not define it"
            throw TokenFileError(
                location: mention.location,
                message: "baseline entry \(mention.entry) has \"\(mention.key)\": \"\(mention.appearance)\", which is not an "
                    + "appearance of this run\(hint); expected one of "
                    + appearances.map { "\"\($0)\"" }.joined(separator: ", ")
                    + ": fix the entry, or record the baseline again with --update-baseline")
        }
    }

    /// A `version` as the message names it: `version 2`, `version 1.5`, or its type (`a string`).
    static func found(_ version: LocatedJSONValue) -> String {
        guard let number = version.number else {
            return "\(["array", "object"].contains(version.typeName) ? "an" : "a") \(version.typeName)"
        }
        return "version " + (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
    }

    /// Parses a baseline file's bytes.
    ///
    /// - Throws: ``TokenFileError`` with line and column for malformed JSON, a missing
    ///   `failures` array, an unknown `version`, or an entry without string `foreground`,
    ///   `background` and `appearance`, with an unknown `level` or `role`, or with a `ratio`
    ///   that is not a non-negative number (`ratio` is optional); for a `regressions`
    ///   or `collapses` that is not an array, a regression without a string `standard_appearance`
    ///   and finite numbers `ratio` and `standard_ratio`, or a collapse as ``CollapseKey``
    ///   rejects it; a top-level key other than `version`, `failures`, `regressions`,
    ///   `collapses` and `$schema` (with the nearest known key). `regressions` and `collapses`
    ///   are optional.
    public init(parsing bytes: [UInt8], path: String) throws(TokenFileError) {
        let root = try JSONReader().read(bytes, path: path)
        guard root.members != nil else {
            throw TokenFileError(location: root.location,
                                 message: "expected a baseline object with a \"failures\" array, found \(root.typeName)")
        }
        let keys = ["version", "failures", "regressions", "collapses", "$schema"]
        for member in root.members ?? [] where !keys.contains(member.key) {
            let hint = EditDistance.nearestKey(to: member.key, in: keys).map { "; did you mean \"\($0)\"?" }
                ?? "; expected one of \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
            throw TokenFileError(location: member.keyLocation, message: "unknown key \"\(member.key)\" in a baseline" + hint)
        }
        guard let version = root["version"] else {
            throw TokenFileError(location: root.location, message: "baseline has no \"version\"; expected "
                + "\"version\": \(Self.version), as --update-baseline writes it")
        }
        if version.number != Double(Self.version) {
            throw TokenFileError(location: version.location,
                                 message: "unsupported baseline version: found \(Self.found(version)); expected \(Self.version)")
        }
        guard let list = root["failures"] else {
            throw TokenFileError(location: root.location, message: "baseline has no \"failures\" array")
        }
        var failures = Set<PairKey>()
        var scores: [PairKey: Double] = [:]
        var mentions: [AppearanceMention] = []
        func mention(_ entry: LocatedJSONValue, _ list: String, _ index: Int, _ key: String) {
            guard let value = entry[key], let text = value.string else { return }
            mentions.append(AppearanceMention(entry: "\(list)[\(index)]", key: key, appearance: text,
                                              location: value.location))
        }
        for (index, entry) in try Self.entries(list, "failures").enumerated() {
            try Self.rejectUnknownKeys(entry, "failures", index, Self.failureKeys)
            mention(entry, "failures", index, "appearance")
            let key = try Self.pairKey(entry)
            failures.insert(key)
            if let ratio = entry["ratio"] {
                guard let value = ratio.number, value.isFinite, value >= 0 else {
                    throw TokenFileError(location: ratio.location,
                                         message: "a failure's \"ratio\" must be a non-negative number, found "
                                             + (ratio.number.map(JSONWriter.format) ?? ratio.typeName))
                }
                scores[key] = value
            }
        }
        self.failures = failures
        self.failureScores = scores
        var regressions = Set<BaselinedRegression>()
        let regressionsList: [LocatedJSONValue] = try root["regressions"].map { value throws(TokenFileError) in try Self.entries(value, "regressions") } ?? []
        for (index, entry) in regressionsList.enumerated() {
            try Self.rejectUnknownKeys(entry, "regressions", index, Self.regressionKeys)
            mention(entry, "regressions", index, "appearance")
            mention(entry, "regressions", index, "standard_appearance")
            func figure(_ name: String) throws(TokenFileError) -> Double {
                guard let value = entry[name]?.number, value.isFinite else {
                    throw TokenFileError(location: entry[name]?.location ?? entry.location,
                                         message: "each regression needs a number \"\(name)\"")
                }
                return value
            }
            guard let standard = entry["standard_appearance"]?.string, !standard.isEmpty else {
                throw TokenFileError(location: entry["standard_appearance"]?.location ?? entry.location,
                                     message: "each regression needs a non-empty string \"standard_appearance\"")
            }
            regressions.insert(BaselinedRegression(
                key: try Self.pairKey(entry, kind: "regression"), standardAppearance: standard,
                score: try figure("ratio"), standardScore: try figure("standard_ratio")))
        }
        self.regressions = regressions
        var collapses = Set<CollapseKey>()
        let collapsesList: [LocatedJSONValue] = try root["collapses"].map { value throws(TokenFileError) in try Self.entries(value, "collapses") } ?? []
        for (index, entry) in collapsesList.enumerated() {
            try Self.rejectUnknownKeys(entry, "collapses", index, Self.collapseKeys)
            collapses.insert(try CollapseKey(parsing: entry))
            mention(entry, "collapses", index, "appearance")
        }
        self.collapses = collapses
        self.appearanceMentions = mentions
    }

    /// A `failures` entry: the pair (``PairKey/baselineJSON``), then `ratio` when recorded.
    static func failureEntry(_ key: PairKey, score: Double?) -> JSONValue {
        guard let score, case .object(let fields) = key.baselineJSON else { return key.baselineJSON }
        return .object(fields + [("ratio", .number(score))])
    }

    /// The keys of an entry as Legible writes it, in order: what the reader accepts is what
    /// the writer writes, from one place.
    static func keys(of entry: JSONValue) -> [String] {
        guard case .object(let members) = entry else { return [] }
        return members.map(\.key)
    }

    /// A pair key, only to read the key names of the entries written for it.
    private static let samplePair = PairKey(foreground: "f", background: "b", appearance: "a", level: .aa, role: .text)
    /// The keys a `failures` entry may hold: those ``failureEntry(_:score:)`` writes.
    static let failureKeys = keys(of: failureEntry(samplePair, score: 0))
    /// The keys a `regressions` entry may hold: those ``BaselinedRegression/jsonValue`` writes.
    static let regressionKeys = keys(of: BaselinedRegression(
        key: samplePair, standardAppearance: "s", score: 0, standardScore: 0).jsonValue)
    /// The keys a `collapses` entry may hold: those ``CollapseKey/jsonValue`` writes (with its
    /// optional `set` and `appearance`).
    static let collapseKeys = keys(of: CollapseKey(
        set: "s", appearance: "a", first: "x", second: "y", condition: .grayscale).jsonValue)
    /// The lists and their keys, to say where a key of another list belongs.
    static var entryKeys: [(list: String, keys: [String])] {
        [("failures", failureKeys), ("regressions", regressionKeys), ("collapses", collapseKeys)]
    }

    /// Throws for a key of `entry` (element `index` of the list `list`) that is not one of
    /// `keys`, at its place in the file, naming the entry, the key, the list it belongs in when
    /// it is another list's (or else the nearest known key) and the keys expected: a misspelt
    /// `ratoi` must not pass as an entry without a ratio.
    static func rejectUnknownKeys(_ entry: LocatedJSONValue, _ list: String, _ index: Int, _ keys: [String]) throws(TokenFileError) {
        for member in entry.members ?? [] where !keys.contains(member.key) {
            // A key of another list (a regression's "standard_ratio" in a failure) says where it belongs.
            let home = entryKeys.first { $0.list != list && $0.keys.contains(member.key) }?.list
            let hint = home.map { " (\"\(member.key)\" belongs in a \"\($0)\" entry)" }
                ?? EditDistance.nearestKey(to: member.key, in: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw TokenFileError(
                location: member.keyLocation,
                message: "unknown key \"\(member.key)\" in baseline entry \(list)[\(index)]\(hint); expected "
                    + keys.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    /// The elements of the array `list`, named `name` in the error when it is not one.
    static func entries(_ list: LocatedJSONValue, _ name: String) throws(TokenFileError) -> [LocatedJSONValue] {
        guard let entries = list.elements else {
            throw TokenFileError(location: list.location, message: "\"\(name)\" must be an array, found \(list.typeName)")
        }
        return entries
    }

    /// The pair of a `failures` or `regressions` entry: string `foreground`, `background`,
    /// `appearance`, a `level` `AA`/`AAA` and a `role`.
    static func pairKey(_ entry: LocatedJSONValue, kind: String = "failure") throws(TokenFileError) -> PairKey {
        func text(_ name: String) throws(TokenFileError) -> String {
            guard let value = entry[name]?.string, !value.isEmpty else {
                throw TokenFileError(location: entry[name]?.location ?? entry.location,
                                     message: "each \(kind) needs a non-empty string \"\(name)\"")
            }
            return value
        }
        let levelText = try text("level"), roleText = try text("role")
        // Every value as Legible writes it, case and all (as appearances): `"aa"` is refused,
        // naming the value it differs from only in case.
        func unknown(_ name: String, _ found: String, _ values: [String]) -> TokenFileError {
            let hint = values.first { $0.lowercased() == found.lowercased() }
                .map { " (did you mean \"\($0)\"? \(name)s are case-sensitive)" } ?? ""
            let list = values.map { "\"\($0)\"" }
            return TokenFileError(location: entry[name]?.location ?? entry.location,
                                  message: "unknown \(name) \"\(found)\"\(hint); expected "
                                      + list.dropLast().joined(separator: ", ") + " or " + list.last!)
        }
        guard let level = WCAGLevel(rawValue: levelText) else {
            throw unknown("level", levelText, WCAGLevel.allCases.map(\.rawValue))
        }
        guard let role = ContrastRole(rawValue: roleText) else {
            throw unknown("role", roleText, ContrastRole.allCases.map(\.rawValue))
        }
        return PairKey(foreground: try text("foreground"), background: try text("background"),
                       appearance: try text("appearance"), level: level, role: role)
    }
}

extension PairKey {
    /// The baseline's `failures` entry: `foreground`, `background`, `appearance`, `level`, `role`.
    public var baselineJSON: JSONValue {
        .object([
            ("foreground", .string(foreground)),
            ("background", .string(background)),
            ("appearance", .string(appearance)),
            ("level", .string(level.rawValue)),
            ("role", .string(role.rawValue)),
        ])
    }
}
