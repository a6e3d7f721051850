import LegibleCore
import LegibleTokens

extension CheckReport {
    /// The report as the documented JSON object: `pairs[]` and `summary` {`checked`, `failed`}.
    /// See this module's README for every key.
    public var jsonValue: JSONValue {
        .object([
            ("pairs", .array(results.map(\.jsonValue))),
            ("summary", .object([("checked", .integer(checkedCount)), ("failed", .integer(failedCount))])),
        ])
    }

    /// ``jsonValue`` rendered by ``JSONWriter``, pretty-printed.
    public func renderJSON() -> String { JSONWriter().render(jsonValue) }
}

extension PairResult {
    /// One pair: `foreground`, `background`, `appearance`, `ratio`, `ratio_range` (translucent
    /// background only), `requirement`, `criterion`, `level`, `role`, `status`.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("foreground", Self.json(pair.foreground)),
            ("background", Self.json(pair.background)),
            ("appearance", .string(pair.appearance)),
            ("ratio", .number(measurement.worst.value)),
        ]
        if measurement.isRange {
            members.append(("ratio_range", .array([.number(measurement.worst.value), .number(measurement.best.value)])))
        }
        members += [
            ("requirement", .number(requirement.minimumRatio)),
            ("criterion", .string(requirement.criterion)),
            ("level", .string(requirement.level.rawValue)),
            ("role", .string(requirement.role.rawValue)),
            ("status", .string(verdict.rawValue)),
        ]
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
