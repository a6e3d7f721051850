import LegibleCore

extension PairsFile {
    /// The `size`/`textStyle`, `weight`, `policy` and `contentSizes` of one pair entry, or nil
    /// when it has neither `size` nor `textStyle`.
    ///
    /// - Throws: ``TokenFileError`` at the offending value: both `size` and `textStyle`, an
    ///   invalid size, an unknown text style, policy or category (listing the valid names), a
    ///   weight outside 1...1000, or `weight`/`policy`/`contentSizes` without a size.
    static func textSize(_ entry: LocatedJSONValue) throws(TokenFileError) -> PairTextSize? {
        let sizeValue = entry["size"], styleValue = entry["textStyle"], tokenValue = entry["typography"]
        if let tokenValue {
            guard sizeValue == nil, styleValue == nil else {
                throw TokenFileError(location: tokenValue.location,
                                     message: "a pair has one of \"size\", \"textStyle\" or \"typography\", not several")
            }
            guard let name = tokenValue.string, !name.isEmpty else {
                throw TokenFileError(location: tokenValue.location,
                                     message: "\"typography\" must name a typography token, found \(tokenValue.typeName)")
            }
            let bare = name.hasPrefix("{") && name.hasSuffix("}") ? String(name.dropFirst().dropLast()) : name
            var size = PairTextSize(source: .typography(bare), token: bare)
            if let value = entry["weight"] { size.weight = try weight(value) }
            if let value = entry["policy"] { size.policy = try policy(value) }
            return size
        }
        guard sizeValue != nil || styleValue != nil else {
            for key in ["weight", "policy", "contentSizes", "boldText"] {
                if let value = entry[key] {
                    throw TokenFileError(location: value.location,
                                         message: "\"\(key)\" needs \"size\" or \"textStyle\" in the same pair")
                }
            }
            return nil
        }
        let source: PairTextSize.Source
        if let sizeValue, let styleValue {
            throw TokenFileError(location: styleValue.location,
                                 message: "a pair has \"size\" or \"textStyle\", not both (size at \(sizeValue.location.line):\(sizeValue.location.column))")
        } else if let sizeValue {
            let text: String
            switch sizeValue.kind {
            case .string(let s): text = s
            case .number(let n) where n.isFinite: text = "\(n)"
            default:
                throw TokenFileError(location: sizeValue.location,
                                     message: "\"size\" must be a size such as \"17pt\", \"16px\" or 16, found \(sizeValue.typeName)")
            }
            do { source = .size(try FontSize(parsing: text.hasSuffix(".0") ? String(text.dropLast(2)) : text)) } catch {
                throw TokenFileError(location: sizeValue.location, message: error.description + "; expected px, or pt in the policy's point, such as \"17pt\"")
            }
        } else {
            guard let name = styleValue?.string else {
                throw TokenFileError(location: styleValue!.location, message: "\"textStyle\" must be a string, found \(styleValue!.typeName)")
            }
            do { source = .textStyle(try DynamicTypeTextStyle(named: name)) } catch {
                throw TokenFileError(location: styleValue!.location, message: error.description)
            }
        }
        var size = PairTextSize(source: source)
        if let value = entry["weight"] { size.weight = try weight(value) }
        if let value = entry["policy"] { size.policy = try policy(value) }
        if let value = entry["contentSizes"] {
            guard case .textStyle = source else {
                throw TokenFileError(location: value.location, message: "\"contentSizes\" needs \"textStyle\"")
            }
            size.contentSizes = try contentSizes(value)
        }
        if let value = entry["boldText"] {
            guard case .textStyle = source else {
                throw TokenFileError(location: value.location, message: "\"boldText\" needs \"textStyle\"")
            }
            size.boldText = try boldText(value)
        }
        return size
    }

    /// A `boldText` value: `"off"`, `"on"` or `"both"` (judged without and with Bold Text).
    public static func boldText(_ value: LocatedJSONValue) throws(TokenFileError) -> [BoldText] {
        switch value.string?.lowercased() {
        case "off": return [.off]
        case "on": return [.on]
        case "both": return [.off, .on]
        default:
            throw TokenFileError(location: value.location, message: "\"boldText\" must be \"off\", \"on\" or \"both\"")
        }
    }

    /// A `weight` value: a whole number from 1 to 1000.
    static func weight(_ value: LocatedJSONValue) throws(TokenFileError) -> Int {
        guard case .number(let n) = value.kind, n.rounded() == n, (1...1000).contains(n) else {
            throw TokenFileError(location: value.location, message: "\"weight\" must be a whole number from 1 to 1000")
        }
        return Int(n)
    }

    /// The rules with every `typography` reference replaced by the token's size and weight (the
    /// rule's own `weight` wins).
    ///
    /// - Throws: ``TokenFileError`` at the rule when no typography token has that name.
    public static func resolvingTypography(
        _ rules: [PairRule], tokens: [String: TypographyToken]
    ) throws(TokenFileError) -> [PairRule] {
        var out = rules
        for i in out.indices {
            guard let size = out[i].textSize, case .typography(let name) = size.source else { continue }
            guard let token = tokens[name] else {
                throw TokenFileError(location: out[i].location,
                                     message: "no typography token '\(name)' in the inputs; expected a DTCG token with "
                                         + "\"$type\": \"typography\" and fontSize, fontWeight")
            }
            out[i].textSize?.source = .size(token.size)
            out[i].textSize?.weight = size.weight ?? token.weight
        }
        return out
    }

    /// A `policy` value: `wcag`, `native` or `apple`.
    public static func policy(_ value: LocatedJSONValue) throws(TokenFileError) -> ContrastPolicy {
        guard let text = value.string, let policy = ContrastPolicy(rawValue: text.lowercased()) else {
            throw TokenFileError(location: value.location, message: "\"policy\" must be \"wcag\", \"native\" or \"apple\"")
        }
        return policy
    }

    /// A `contentSizes` value: a non-empty array of content size category names.
    public static func contentSizes(_ value: LocatedJSONValue) throws(TokenFileError) -> [ContentSizeCategory] {
        guard let items = value.elements, !items.isEmpty else {
            throw TokenFileError(location: value.location,
                                 message: "\"contentSizes\" must be a non-empty array of names such as [\"Large\", \"AX5\"]")
        }
        var out: [ContentSizeCategory] = []
        for item in items {
            guard let name = item.string else {
                throw TokenFileError(location: item.location, message: "a content size must be a string, found \(item.typeName)")
            }
            do {
                let category = try ContentSizeCategory(named: name)
                if !out.contains(category) { out.append(category) }
            } catch {
                throw TokenFileError(location: item.location, message: error.description)
            }
        }
        return out.sorted()
    }
}
