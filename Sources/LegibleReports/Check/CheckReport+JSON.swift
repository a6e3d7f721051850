import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report as the documented JSON object: `method` (`wcag` or `apca`), `note` (APCA's
    /// draft label, APCA only), `pairs[]`, `policy` {`name`, `point`, `large_text_rule`}, `collapses[]` (when the token sets were checked for
    /// differentiation without color; each a ``DistinguishReport/Finding/jsonValue`` with
    /// `status` `fail` or `baselined`), `skipped[]`, `warnings[]` (``CheckWarning/jsonValue``,
    /// always present) and `summary` {`checked`, `failed`,
    /// `baselined` (pairs and collapses the baseline records), `regressions`, `ignored`,
    /// `collapses` (with `collapses[]`: those not baselined, which fail the run), `skipped`, `warnings`,
    /// `fixed` (with a baseline)}, `notes[]` (when there are some) {`name`, `location`, `message`},
    /// `automatic_pairing` (when naming conventions chose pairs; ``AutomaticPairingSummary/jsonValue``) and, with a baseline,
    /// `fixed[]` (``FixedBaselineEntry/jsonValue``). `baselined` counts pairs, regressions and
    /// collapses the baseline accepts; `regressions` only those it does not. See the README for
    /// every key.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("method", .string(method.rawValue))]
        if let inputError { members.insert(("error", .string(inputError)), at: 0) }
        if method == .apca { members.append(("note", .string(ContrastMethod.apcaDraftLabel))) }
        if let summary {
            members += summaryJSONMembers(summary)
        } else {
            members.append(("pairs", .array(results.map(\.jsonValue))))
        }
        members.append(("policy", TextSizeReporting.json(policy)))
        members.append(("pair_policies", .array(ownPolicies.map {
            .object([("name", .string($0.policy.rawValue)), ("pairs", .integer($0.pairs))])
        })))
        var summary: [(key: String, value: JSONValue)] = [
            ("checked", .integer(checkedCount)), ("failed", .integer(failedCount)),
            ("baselined", .integer(baselinedCount + baselinedCollapseCount + baselinedRegressionCount)),
            ("regressions", .integer(regressionCount)),
            ("ignored", .integer(ignoredCount)),
        ]
        if distinction != nil {
            members.append(("collapses", .array(collapseStatuses.map { finding, isBaselined in
                guard case .object(let fields) = finding.jsonValue else { return finding.jsonValue }
                return .object(fields + [("status", .string(isBaselined ? "baselined" : "fail"))])
            })))
            summary.append(("collapses", .integer(newCollapseCount)))
        }
        members.append(("skipped", .array(skipped.map(Self.json))))
        summary.append(("skipped", .integer(skipped.count)))
        members.append(("warnings", .array(warnings.map(\.jsonValue))))
        summary.append(("warnings", .integer(warnings.count)))
        if !notes.isEmpty {
            members.append(("notes", .array(notes.map { note in
                .object([("name", .string(note.name)), ("location", Self.json(note.location)), ("message", .string(note.message))])
            })))
        }
        if let automatic = automaticPairing { members.append(("automatic_pairing", automatic.jsonValue)) }
        if usesBaseline {
            members.append(("fixed", .array(fixed.map(\.jsonValue))))
            summary.append(("fixed", .integer(fixed.count)))
            summary.append(("worse", .integer(counts.worse)))
        }
        return .object(members + [("summary", .object(summary))])
    }

    /// A skipped value: `name`, `appearance`, `value` (as written), `location`, `reason`.
    static func json(_ token: SkippedToken) -> JSONValue {
        .object([
            ("name", .string(token.name)),
            ("appearance", .string(token.appearance)),
            ("value", .string(token.rawValue)),
            ("location", json(token.location)),
            ("reason", .string(token.reason)),
        ])
    }

    /// `{"file", "line", "column"}`.
    static func json(_ location: SourceLocation) -> JSONValue {
        .object([
            ("file", .string(location.file)),
            ("line", .integer(location.line)),
            ("column", .integer(location.column)),
        ])
    }

    /// ``jsonValue`` rendered by ``JSONWriter``, pretty-printed.
    public func renderJSON() -> String { JSONWriter().render(jsonValue) }
}

extension PairResult {
    /// One pair: `foreground`, `background`, `appearance`, `surface` (a link pair measured over
    /// a page: that page's token), `ratio`, `ratio_range` (translucent
    /// background only), with APCA `lc` and `lc_range` (translucent background only),
    /// `requirement` (the minimum ratio, or with APCA the minimum |Lc|), `criterion` (the WCAG
    /// criterion, or with APCA the requirement's source), `level`, `role`, `status` (`pass`, `fail`,
    /// `baselined` or `ignored`), `text_size` when the pair's rule gives a size or text style
    /// ({`policy`, then `input`, `read_as`, `px`, `pt`, `weight`, `large`, `rule` for a size, or
    /// `text_style`, `weight`, `bold_text` (`off`, `on`, `both`), `content_sizes` [one verdict per
    /// category and Bold Text setting], `failing_content_sizes`}),
    /// then when they apply: `regression: true` with `standard`
    /// {`appearance`, `ratio` or `lc`}, `ignore_reason`, and `suggestion` {`foreground`, `ratio`,
    /// `delta_e`} (``SuggestionReport/jsonValue(_:)``, with `lc` under APCA).
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("foreground", Self.json(pair.foreground)),
            ("background", Self.json(pair.background)),
            ("appearance", .string(pair.appearance)),
        ]
        if let surface = pair.surface { members.append(("surface", Self.json(surface))) }
        members.append(("ratio", .number(measurement.worst.value)))
        if measurement.isRange {
            members.append(("ratio_range", .array([.number(measurement.worst.value), .number(measurement.best.value)])))
        }
        if let apca {
            members.append(("lc", .number(apca.measurement.worst.value)))
            if apca.measurement.isRange {
                members.append(("lc_range", .array([
                    .number(apca.measurement.worst.value), .number(apca.measurement.best.value),
                ])))
            }
        }
        members += [
            ("requirement", .number(apca?.requirement.minimumLc ?? requirement.minimumRatio)),
            ("criterion", .string(apca?.requirement.source ?? requirement.criterion)),
            ("level", .string(requirement.level.rawValue)),
            ("role", .string(requirement.role.rawValue)),
            ("status", .string(status.rawValue)),
        ]
        if let size = pair.textSize {
            var fields: [(key: String, value: JSONValue)] = [("policy", .string(size.effectivePolicy.rawValue))]
            if let j = sizeJudgement { fields += TextSizeReporting.json(j) }
            if case .textStyle(let style) = size.source {
                fields += [
                    ("text_style", .string(style.name)),
                    ("weight", .integer(size.weight ?? style.defaultWeight)),
                    ("bold_text", .string(TextSizeReporting.boldTextName(size.boldText ?? [.off]))),
                    ("content_sizes", .array(contentSizeVerdicts.map(DynamicTypeContrastReport.json))),
                    ("failing_content_sizes", .array(
                        DynamicTypeContrastReport.categoryNames(contentSizeVerdicts.filter { !$0.passes }).map(JSONValue.string))),
                ]
            }
            if let token = size.token { fields.append(("typography_token", .string(token))) }
            members.append(("text_size", .object(fields)))
        }
        if let regression {
            members.append(("regression", .bool(true)))
            if isRegressionBaselined { members.append(("regression_baselined", .bool(true))) }
            members.append(("standard", .object([
                ("appearance", .string(regression.standardAppearance)),
                (apca == nil ? "ratio" : "lc", .number(regression.standardScore)),
            ])))
        }
        if let baselineScore {
            members.append(("baseline", .object([
                (apca == nil ? "ratio" : "lc", .number(baselineScore)),
                ("worse", .bool(isWorseThanBaseline)),
            ])))
        }
        if let ignoreReason { members.append(("ignore_reason", .string(ignoreReason))) }
        if let suggestion {
            var value = SuggestionReport.jsonValue(suggestion)
            if apca != nil, case .object(let fields) = value {
                value = .object(fields + [("lc", .number(suggestion.lightnessContrast.value))])
            }
            if let target = suggestionAliasOf, case .object(let fields) = value {
                value = .object(fields + [("alias_of", .object([
                    ("name", .string(target.name)),
                    ("location", suggestionAliasLocation.map(CheckReport.json) ?? .null),
                ]))])
            }
            members.append(("suggestion", value))
        }
        if let suggestionWithheld { members.append(("suggestion_withheld", .string(suggestionWithheld))) }
        return .object(members)
    }

    static func json(_ token: ColorToken) -> JSONValue {
        .object([
            ("name", .string(token.name)),
            ("value", .string(token.color.hex)),
            ("location", .object([
                ("file", .string(token.location.file)),
                ("line", .integer(token.location.line)),
                ("column", .integer(token.location.column)),
            ])),
        ])
    }
}
