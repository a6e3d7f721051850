import Foundation
import LegibleTokens

/// A small JSON Schema validator for the keywords the SARIF 2.1.0 schema uses, for tests only.
///
/// Supported: `$ref` to `#/definitions/NAME`, `type` (a name or a list), `required`,
/// `properties`, `additionalProperties` (boolean or schema), `enum`, `items` (one schema),
/// `minItems`, `uniqueItems`, `minimum`, `maximum`, `pattern` (ICU regular expressions through
/// NSRegularExpression, unanchored as JSON Schema specifies), `format` (`uri`, `uri-reference`
/// and `date-time`, checked loosely: see ``checkFormat``), `oneOf`, `anyOf`, `allOf`, `not`.
/// Annotations (`description`, `default`, `title`, `$schema`, `id`) are ignored. Any other
/// keyword is reported as an error, so a schema the validator does not understand can never
/// pass silently.
struct JSONSchemaValidator {
    /// The root schema, for `$ref` resolution.
    let root: LocatedJSONValue

    /// Keywords that carry no constraint.
    static let annotations: Set<String> = ["description", "default", "title", "$schema", "id", "$id", "definitions"]

    /// Every problem found in `instance`, as `JSON-pointer: message`; empty when valid.
    func validate(_ instance: LocatedJSONValue) -> [String] {
        var errors: [String] = []
        check(instance, against: root, path: "", errors: &errors)
        return errors
    }

    private func check(_ value: LocatedJSONValue, against schema: LocatedJSONValue, path: String, errors: inout [String]) {
        guard let keywords = schema.members else {
            if case .bool(false) = schema.kind { errors.append("\(path): the schema allows nothing here") }
            return
        }
        for member in keywords {
            let keyword = member.key, argument = member.value
            switch keyword {
            case _ where Self.annotations.contains(keyword):
                continue
            case "$ref":
                guard let target = argument.string.flatMap(resolve) else {
                    errors.append("\(path): unsupported $ref \(argument.string ?? "?")")
                    continue
                }
                check(value, against: target, path: path, errors: &errors)
            case "type":
                let names = argument.string.map { [$0] } ?? argument.elements?.compactMap(\.string) ?? []
                if !names.contains(where: { Self.has(value, type: $0) }) {
                    errors.append("\(path): expected \(names.joined(separator: " or ")), found \(value.typeName)")
                }
            case "required":
                guard value.members != nil else { continue }
                for name in argument.elements?.compactMap(\.string) ?? [] where value[name] == nil {
                    errors.append("\(path): missing required property \"\(name)\"")
                }
            case "properties":
                guard let members = value.members else { continue }
                for member in members {
                    if let sub = argument[member.key] {
                        check(member.value, against: sub, path: path + "/" + member.key, errors: &errors)
                    }
                }
            case "additionalProperties":
                guard let members = value.members else { continue }
                let declared = Set(schema["properties"]?.members?.map(\.key) ?? [])
                for member in members where !declared.contains(member.key) {
                    if case .bool(let allowed) = argument.kind {
                        if !allowed { errors.append("\(path): property \"\(member.key)\" is not allowed") }
                    } else {
                        check(member.value, against: argument, path: path + "/" + member.key, errors: &errors)
                    }
                }
            case "enum":
                let options = argument.elements ?? []
                if !options.contains(where: { Self.equal($0, value) }) {
                    errors.append("\(path): \(Self.describe(value)) is not one of the allowed values")
                }
            case "items":
                guard let elements = value.elements else { continue }
                for (index, element) in elements.enumerated() {
                    check(element, against: argument, path: path + "/\(index)", errors: &errors)
                }
            case "minItems":
                if let elements = value.elements, let minimum = argument.number, Double(elements.count) < minimum {
                    errors.append("\(path): \(elements.count) items, fewer than \(Int(minimum))")
                }
            case "uniqueItems":
                guard case .bool(true) = argument.kind, let elements = value.elements else { continue }
                for i in elements.indices {
                    for j in elements.indices where j > i && Self.equal(elements[i], elements[j]) {
                        errors.append("\(path): items \(i) and \(j) are equal")
                    }
                }
            case "minimum":
                if let number = value.number, let minimum = argument.number, number < minimum {
                    errors.append("\(path): \(number) is below the minimum \(minimum)")
                }
            case "maximum":
                if let number = value.number, let maximum = argument.number, number > maximum {
                    errors.append("\(path): \(number) is above the maximum \(maximum)")
                }
            case "pattern":
                guard let text = value.string, let pattern = argument.string else { continue }
                guard let regex = try? NSRegularExpression(pattern: pattern) else {
                    errors.append("\(path): unsupported pattern \(pattern)")
                    continue
                }
                let range = NSRange(text.startIndex..., in: text)
                if regex.firstMatch(in: text, range: range) == nil {
                    errors.append("\(path): \"\(text)\" does not match \(pattern)")
                }
            case "format":
                guard let text = value.string, let format = argument.string else { continue }
                if let problem = Self.checkFormat(text, format: format) { errors.append("\(path): \(problem)") }
            case "oneOf", "anyOf", "allOf":
                let branches = argument.elements ?? []
                var passing = 0
                var branchErrors: [String] = []
                for branch in branches {
                    var sub: [String] = []
                    check(value, against: branch, path: path, errors: &sub)
                    if sub.isEmpty { passing += 1 } else { branchErrors += sub }
                }
                switch keyword {
                case "oneOf" where passing != 1:
                    errors.append("\(path): matches \(passing) of the oneOf schemas, expected exactly 1")
                case "anyOf" where passing == 0:
                    errors.append("\(path): matches none of the anyOf schemas (\(branchErrors.joined(separator: "; ")))")
                case "allOf" where passing != branches.count:
                    errors += branchErrors
                default: break
                }
            case "not":
                var sub: [String] = []
                check(value, against: argument, path: path, errors: &sub)
                if sub.isEmpty { errors.append("\(path): matches a schema it must not match") }
            default:
                errors.append("\(path): the validator does not support the keyword \"\(keyword)\"")
            }
        }
    }

    /// The schema `#/definitions/NAME` points at.
    private func resolve(_ reference: String) -> LocatedJSONValue? {
        let prefix = "#/definitions/"
        guard reference.hasPrefix(prefix) else { return nil }
        return root["definitions"]?[String(reference.dropFirst(prefix.count))]
    }

    /// Whether `value` is of JSON Schema type `name`; `integer` is a number without a fraction.
    static func has(_ value: LocatedJSONValue, type name: String) -> Bool {
        switch (name, value.kind) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("number", .number):
            return true
        case ("integer", .number(let n)):
            return n.rounded() == n
        default:
            return false
        }
    }

    /// A loose check of the string formats the SARIF schema names, after RFC 3986 (URIs) and
    /// RFC 3339 (date-time): `uri` needs a scheme (`letter *(letter / digit / + / - / .) :`);
    /// both URI forms reject spaces, control characters, characters outside ASCII and `%` not
    /// followed by two hex digits. Unknown formats pass, as JSON Schema allows.
    static func checkFormat(_ text: String, format: String) -> String? {
        switch format {
        case "uri", "uri-reference":
            let bytes = Array(text.utf8)
            for (i, byte) in bytes.enumerated() {
                if byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    return "\"\(text)\" is not a valid \(format): character \(i) is not allowed"
                }
                if byte == UInt8(ascii: "%") {
                    let hex = bytes.dropFirst(i + 1).prefix(2)
                    if hex.count != 2 || !hex.allSatisfy({ (Character(Unicode.Scalar($0))).isHexDigit }) {
                        return "\"\(text)\" is not a valid \(format): bad percent escape"
                    }
                }
            }
            if format == "uri", text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) == nil {
                return "\"\(text)\" is not an absolute URI (no scheme)"
            }
            return nil
        case "date-time":
            let pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"
            return text.range(of: pattern, options: .regularExpression) == nil ? "\"\(text)\" is not an RFC 3339 date-time" : nil
        default:
            return nil
        }
    }

    /// Structural equality of two JSON values (locations and member order ignored).
    static func equal(_ a: LocatedJSONValue, _ b: LocatedJSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            return x.allSatisfy { member in b[member.key].map { equal(member.value, $0) } ?? false }
        default: return false
        }
    }

    private static func describe(_ value: LocatedJSONValue) -> String {
        value.string.map { "\"\($0)\"" } ?? value.typeName
    }
}
