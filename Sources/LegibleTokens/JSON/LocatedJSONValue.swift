/// A JSON value with the place it starts in its source file.
///
/// Produced by ``JSONReader``. Numbers are `Double` (RFC 8259 §6 leaves precision to the
/// implementation; IEEE 754 binary64 is what every interoperable reader uses). Objects keep
/// their members in source order; a key that appears twice in one object is an error of the
/// reader (RFC 8259 §4 leaves duplicate names undefined), so keys are unique.
public struct LocatedJSONValue: Sendable {
    /// The value itself.
    public var kind: Kind
    /// Where the value's first character is (the quote of a string, the `{` of an object).
    public var location: SourceLocation

    /// Creates a value at a location.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The six JSON value types.
    public enum Kind: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, as a finite binary64 `Double`.
        case number(Double)
        /// A string, escapes decoded.
        case string(String)
        /// An array, in source order.
        case array([LocatedJSONValue])
        /// An object, members in source order, keys unique.
        case object([JSONMember])
    }

    /// The string, when this is a string.
    ///
    /// The accessors are never inlined: inlined into a caller that chains them
    /// (`value["alpha"]?.number`), they crash the Swift 6.3.1 optimizer (CopyPropagation: "Found
    /// outside of lifetime use") in release builds. A call costs nothing that matters here.
    @inline(never)
    public var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The number, when this is a number.
    @inline(never)  // see the note on `string`
    public var number: Double? {
        if case .number(let n) = kind { return n }
        return nil
    }

    /// The members, when this is an object.
    @inline(never)  // see the note on `string`
    public var members: [JSONMember]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    /// The elements, when this is an array.
    @inline(never)  // see the note on `string`
    public var elements: [LocatedJSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The member named `key`, when this is an object that has one. O(number of members).
    @inline(never)  // see the note on `string`
    public subscript(key: String) -> LocatedJSONValue? {
        guard case .object(let members) = kind else { return nil }
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// What was found where a non-empty string was expected, for error messages: `an empty
    /// string`, `a string of only white space`, else ``typeName``.
    public var nonEmptyStringMismatch: String {
        guard case .string(let text) = kind else { return typeName }
        return text.isEmpty ? "an empty string" : text.allSatisfy(\.isWhitespace) ? "a string of only white space" : typeName
    }

    /// A short name for the value's type, for error messages: `string`, `number`, `object`...
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable {
    /// The key, escapes decoded.
    public var key: String
    /// Where the key's opening quote (or first character, for a JSON5 identifier key) is.
    public var keyLocation: SourceLocation
    /// The member's value.
    public var value: LocatedJSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: LocatedJSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
