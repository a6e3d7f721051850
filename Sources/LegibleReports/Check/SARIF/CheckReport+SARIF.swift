import LegibleCore
import LegibleTokens

/// The analysis tool named in a SARIF log's `tool.driver` (SARIF 2.1.0 §3.19).
public struct SARIFToolInfo: Hashable, Sendable {
    /// The tool's name, `legible`.
    public var name: String
    /// Its version, such as `0.1.0`.
    public var version: String
    /// Where to read about it (an absolute URI), or nil to leave SARIF's optional
    /// `informationUri` out.
    public var informationURI: String?

    /// Creates the tool description.
    public init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}

extension CheckReport {
    /// The `$schema` URI of SARIF 2.1.0 (OASIS Standard, errata 01).
    public static let sarifSchemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The report as a SARIF 2.1.0 log (OASIS, 2020) with one run.
    ///
    /// - `tool.driver`: `name`, `version`, `informationUri` and the ``SARIFRule/all`` rules, one
    ///   per WCAG success criterion (1.4.3, 1.4.6, 1.4.11, 1.4.1) with `helpUri`, and the
    ///   increased-contrast regression rule.
    /// - `results`: one per failing pair (level `error`; with a baseline, `baselineState` `new`),
    ///   per baselined failure (level `note`, `baselineState` `unchanged`), per ignored failure
    ///   (level `none`, an `external` suppression carrying the reason), per regression (rule
    ///   `increased-contrast-regression`, level `error`) and per collapse (rule `wcag-1.4.1`, level
    ///   `error`, or `note` with `baselineState` `unchanged` when the baseline records it).
    ///   Passing pairs are not listed. Each result points at the foreground token (`uri`,
    ///   `startLine`, `startColumn`; columns in Unicode code points), with the background as a
    ///   related location; with `--suggest`, `fixes[]` replaces the foreground's value when it is a
    ///   single literal (``SourceEdit``), and `properties.suggestion` always carries it.
    /// - `invocations[0].toolExecutionNotifications`: one `warning` per skipped value and per
    ///   ``warnings`` entry (with its location and `descriptor.id`, such as `unmatched-pattern`), one `note`
    ///   per value computed under an assumption (``notes``) and one `note` per baseline entry that
    ///   no longer fails (``fixed``). A regression the baseline accepts is level `note` with
    ///   `baselineState` `unchanged`.
    /// - Files: with a `sourceRoot`, a file under it is a relative, percent-encoded `uri` with
    ///   `uriBaseId` `%SRCROOT%`, and `run.originalUriBaseIds` gives the root's `file:` URI; a file
    ///   elsewhere is an absolute `file:` URI with no base (``SARIFSourceRoot``). Without one, a
    ///   relative path stays a relative `uri` and an absolute path becomes a `file:` URI.
    ///
    /// - Parameters:
    ///   - tool: The `tool.driver` description.
    ///   - sourceRoot: The folder paths are made relative to: the command's current directory,
    ///     which is the repository root in a CI job. Nil writes no base.
    public func sarifValue(tool: SARIFToolInfo, sourceRoot: SARIFSourceRoot? = nil) -> JSONValue {
        var results: [JSONValue] = []
        for result in self.results where result.verdict == .fail || result.regression != nil {
            if result.verdict == .fail {
                results.append(sarifResult(result, regressionRule: false, root: sourceRoot))
            }
            if result.regression != nil {
                results.append(sarifResult(result, regressionRule: true, root: sourceRoot))
            }
        }
        if let distinction {
            results += distinction.findings.map { sarifResult($0, check: distinction.check, root: sourceRoot) }
        }
        var notifications: [JSONValue] = skipped.map { token in
            .object([
                ("level", .string("warning")),
                ("message", .object([("text", .string(
                    "\(token.name) [\(token.appearance)] was skipped: \(token.reason)\(token.valueNote).")),
                ])),
                ("locations", .array([Self.sarifLocation(token.location, root: sourceRoot)])),
            ])
        }
        notifications += warnings.map { warning in
            var members: [(key: String, value: JSONValue)] = [
                ("level", .string("warning")),
                ("message", .object([("text", .string(warning.message + "."))])),
            ]
            if let location = warning.location {
                members.append(("locations", .array([Self.sarifLocation(location, root: sourceRoot)])))
            }
            members.append(("descriptor", .object([("id", .string(warning.kind.rawValue))])))
            return .object(members)
        }
        notifications += notes.map { note in
            .object([
                ("level", .string("note")),
                ("message", .object([("text", .string("\(note.name): \(note.message).")) ])),
                ("locations", .array([Self.sarifLocation(note.location, root: sourceRoot)])),
            ])
        }
        notifications += fixed.map { entry in
            .object([
                ("level", .string("note")),
                ("message", .object([("text", .string("Fixed since the baseline: " + entry.message))])),
            ])
        }
        if let inputError {
            var members: [(key: String, value: JSONValue)] = [
                ("level", .string("error")), ("message", .object([("text", .string(inputError))])),
            ]
            if let location = inputErrorLocation {
                members.append(("locations", .array([Self.sarifLocation(location, root: sourceRoot)])))
            }
            notifications.insert(.object(members), at: 0)
        }
        var driverMembers: [(key: String, value: JSONValue)] = [
            ("name", .string(tool.name)),
            ("version", .string(tool.version)),
        ]
        if let uri = tool.informationURI { driverMembers.append(("informationUri", .string(uri))) }
        driverMembers.append(("rules", .array(SARIFRule.all.map(\.jsonValue))))
        let driver: JSONValue = .object(driverMembers)
        var run: [(key: String, value: JSONValue)] = [
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(inputError == nil)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
        ]
        if let sourceRoot { run.append(("originalUriBaseIds", sourceRoot.originalURIBaseIDs)) }
        run += [
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
            ("properties", .object([
                ("method", .string(method.rawValue)),
                ("summary", summaryJSON),
            ])),
        ]
        return .object([
            ("$schema", .string(Self.sarifSchemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// ``sarifValue(tool:sourceRoot:)`` rendered by ``JSONWriter``, pretty-printed.
    public func renderSARIF(tool: SARIFToolInfo, sourceRoot: SARIFSourceRoot? = nil) -> String {
        JSONWriter().render(sarifValue(tool: tool, sourceRoot: sourceRoot))
    }

    private func sarifResult(_ result: PairResult, regressionRule: Bool, root: SARIFSourceRoot?) -> JSONValue {
        let ruleIndex = regressionRule
            ? SARIFRule.regressionIndex
            : (SARIFRule.index(criterion: result.requirement.criterion) ?? 0)
        let level: String
        switch result.status {
        case .ignored: level = "none"
        case .baselined where !regressionRule: level = "note"
        default: level = regressionRule && result.isRegressionBaselined ? "note" : "error"
        }
        var message = result.message
        if regressionRule, let regression = result.regressionDescription {
            message = "\(result.pairName) (\(result.pair.appearance)): \(result.figureText), \(regression)."
        }
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(SARIFRule.all[ruleIndex].id)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(level)),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([Self.sarifLocation(result.pair.foreground.location, root: root)])),
            ("relatedLocations", .array([Self.sarifLocation(
                result.pair.background.location, root: root, id: 1,
                message: "background \(result.pair.background.name) (\(result.pair.background.color.hex))")])),
            ("partialFingerprints", .object([("legiblePair/v1", .string(
                [result.pair.foreground.name, result.pair.background.name, result.pair.appearance,
                 result.requirement.level.rawValue, result.requirement.role.rawValue,
                 regressionRule ? "regression" : "contrast"].joined(separator: "|")))])),
        ]
        if usesBaseline, result.status != .ignored {
            // A recorded failure that got worse is SARIF's "updated": present in the baseline, changed.
            let unchanged = regressionRule ? result.isRegressionBaselined : result.status == .baselined
            let state = unchanged ? "unchanged" : !regressionRule && result.isWorseThanBaseline ? "updated" : "new"
            members.append(("baselineState", .string(state)))
        }
        if let reason = result.ignoreReason {
            members.append(("suppressions", .array([.object([
                ("kind", .string("external")), ("justification", .string(reason)),
            ])])))
        }
        if !regressionRule, let edit = result.suggestionEdit, let suggestion = result.suggestion {
            members.append(("fixes", .array([Self.sarifFix(edit, root: root, description:
                "Change \(result.pair.foreground.name) to "
                    + SuggestionReport.text(suggestion).dropFirst("try ".count) + ".")])))
        }
        var properties: [(key: String, value: JSONValue)] = [
            ("appearance", .string(result.pair.appearance)),
            ("status", .string(result.status.rawValue)),
            ("ratio", .number(result.measurement.worst.value)),
        ]
        if let apca = result.apca { properties.append(("lc", .number(apca.measurement.worst.value))) }
        if !regressionRule, let suggestion = result.suggestion {
            properties.append(("suggestion", SuggestionReport.jsonValue(suggestion)))
            if let alias = result.suggestionAliasNote { properties.append(("suggestion_note", .string(alias))) }
        }
        if !regressionRule, let withheld = result.suggestionWithheld {
            properties.append(("suggestion_withheld", .string(withheld)))
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    private func sarifResult(
        _ finding: DistinguishReport.Finding, check: ColorDistinctionCheck, root: SARIFSourceRoot?
    ) -> JSONValue {
        let index = SARIFRule.useOfColorIndex
        let baselined = isBaselined(finding)
        var message = finding.message(check: check)
        if baselined { message = String(message.dropLast()) + "; recorded in the baseline." }
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(SARIFRule.all[index].id)),
            ("ruleIndex", .integer(index)),
            ("level", .string(baselined ? "note" : "error")),
            ("message", .object([("text", .string(message))])),
        ]
        if let first = location(of: finding.collapse.first, in: finding.set) {
            members.append(("locations", .array([Self.sarifLocation(first, root: root)])))
        }
        if let second = location(of: finding.collapse.second, in: finding.set) {
            members.append(("relatedLocations", .array([Self.sarifLocation(
                second, root: root, id: 1, message: finding.collapse.second.name ?? finding.collapse.second.color.hexOpaque)])))
        }
        if usesBaseline { members.append(("baselineState", .string(baselined ? "unchanged" : "new"))) }
        members.append(("properties", .object([
            ("deficiency", .string(finding.collapse.condition.rawValue)),
            ("distance", .number(finding.collapse.distance)),
            ("status", .string(baselined ? "baselined" : "fail")),
        ])))
        return .object(members)
    }

    /// A SARIF `artifactLocation` (§3.4) for `path`: as ``SARIFSourceRoot/artifactLocation(forPath:)``
    /// with a root; without one a relative path as a relative reference, an absolute path as a
    /// `file:` URI.
    static func sarifArtifact(_ path: String, root: SARIFSourceRoot?) -> JSONValue {
        if let root { return root.artifactLocation(forPath: path) }
        let uri = path.hasPrefix("/")
            ? SARIFURI.fileURI(forAbsolutePath: SARIFURI.normalized(path))
            : SARIFURI.reference(forPath: path)
        return .object([("uri", .string(uri))])
    }

    /// A SARIF `location` (§3.28) with a `physicalLocation`: the file's ``sarifArtifact(_:root:)``
    /// and, when the line is known, `startLine` and `startColumn`.
    static func sarifLocation(
        _ location: SourceLocation, root: SARIFSourceRoot?, id: Int? = nil, message: String? = nil
    ) -> JSONValue {
        var physical: [(key: String, value: JSONValue)] = [
            ("artifactLocation", sarifArtifact(location.file, root: root)),
        ]
        if location.line > 0 {
            physical.append(("region", .object([
                ("startLine", .integer(location.line)), ("startColumn", .integer(max(1, location.column))),
            ])))
        }
        var members: [(key: String, value: JSONValue)] = []
        if let id { members.append(("id", .integer(id))) }
        members.append(("physicalLocation", .object(physical)))
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    /// A SARIF `fix` (§3.55): one artifact change with one replacement.
    static func sarifFix(_ edit: SourceEdit, root: SARIFSourceRoot?, description: String) -> JSONValue {
        .object([
            ("description", .object([("text", .string(description))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", sarifArtifact(edit.file, root: root)),
                ("replacements", .array([.object([
                    ("deletedRegion", .object([
                        ("startLine", .integer(edit.startLine)), ("startColumn", .integer(edit.startColumn)),
                        ("endLine", .integer(edit.endLine)), ("endColumn", .integer(edit.endColumn)),
                    ])),
                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                ])])),
            ])])),
        ])
    }

    /// The `summary` object of the JSON report, shared by SARIF's run properties.
    var summaryJSON: JSONValue {
        if case .object(let members) = jsonValue, let summary = members.first(where: { $0.key == "summary" }) {
            return summary.value
        }
        return .null
    }
}
