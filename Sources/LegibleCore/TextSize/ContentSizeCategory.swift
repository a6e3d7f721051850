/// One of iOS's 12 Dynamic Type content size categories, smallest first.
///
/// ``large`` is the default. The five accessibility categories (AX1 to AX5) appear under
/// Settings > Accessibility > Display & Text Size > Larger Text.
///
/// Source: Apple HIG, Typography, "Dynamic Type sizes"; UIKit `UIContentSizeCategory`;
/// SwiftUI `DynamicTypeSize`.
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The printed name: `xSmall`, `Small`, `Medium`, `Large`, `xLarge`, `xxLarge`,
    /// `xxxLarge`, `AX1` … `AX5` (the HIG's column heads).
    public var name: String {
        ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
         "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// UIKit's name (`UIContentSizeCategory`): `extraSmall` … `accessibilityExtraExtraExtraLarge`.
    public var uiKitName: String {
        ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
         "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"][rawValue]
    }

    /// SwiftUI's name (`DynamicTypeSize`): `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
    public var swiftUIName: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][rawValue]
    }

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    /// The category named `name`, in any case: a printed name, a UIKit name or a SwiftUI name.
    ///
    /// - Throws: ``DynamicTypeNameError`` listing the printed names when none matches.
    public init(named name: String) throws(DynamicTypeNameError) {
        let key = name.lowercased()
        guard let found = Self.allCases.first(where: {
            [$0.name, $0.uiKitName, $0.swiftUIName].contains { $0.lowercased() == key }
        }) else {
            throw DynamicTypeNameError(kind: .contentSize, name: name, valid: Self.allCases.map(\.name))
        }
        self = found
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An unknown text style or content size category name.
public struct DynamicTypeNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which kind of name was looked up.
    public enum Kind: String, Sendable {
        case textStyle = "text style"
        case contentSize = "content size category"
    }

    /// Which kind of name was looked up.
    public var kind: Kind
    /// The name as given.
    public var name: String
    /// The valid printed names.
    public var valid: [String]

    /// `unknown text style 'big'; expected one of largeTitle, title1, …`.
    public var description: String {
        "unknown \(kind.rawValue) '\(name)'; expected one of " + valid.joined(separator: ", ")
            + (kind == .textStyle ? " (or SwiftUI's title, caption)"
                : " (in any case; UIKit's extraSmall … accessibilityExtraExtraExtraLarge and SwiftUI's "
                    + "xSmall … accessibility5 names are accepted too)")
    }
}
