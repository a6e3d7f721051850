/// One of iOS's 11 Dynamic Type text styles, with its size at every content size category
/// and its default weight.
///
/// Sizes are iOS points, which are logical px under every ``ContrastPolicy`` (so under `wcag`
/// footnote at AX1 is 23 px, not large). The table is Apple's, from the Human Interface
/// Guidelines, Typography, "Specifications", "iOS, iPadOS Dynamic Type sizes" (and "Larger
/// accessibility type sizes"); `Tests/Fixtures/dynamic-type/` holds a copy with its provenance,
/// checked row by row. All 132 sizes were compared with the text of that HIG page (change log to
/// March 7, 2025) and with an iOS 13.3 simulator dump, which differs in one cell only (Caption 2
/// at AX5: 41, the HIG 40; the HIG's value is used). Default weights are the HIG's Weight
/// column: Headline is Semibold (600), every other style Regular (400).
public enum DynamicTypeTextStyle: Int, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The name as UIKit spells it (`UIFont.TextStyle`): `largeTitle`, `title1`, … `caption2`.
    public var name: String {
        ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
         "footnote", "caption1", "caption2"][rawValue]
    }

    /// SwiftUI's name (`Font.TextStyle`) where it differs: `title` for title1, `caption` for caption1.
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: name
        }
    }

    /// The HIG's name: `Large Title`, `Title 1`, … `Caption 2`.
    public var displayName: String {
        ["Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Callout", "Subheadline",
         "Footnote", "Caption 1", "Caption 2"][rawValue]
    }

    /// The style's default weight: 600 (Semibold) for headline, 400 (Regular) otherwise.
    public var defaultWeight: Int { self == .headline ? 600 : 400 }

    /// The point size at `category` (iOS points = logical px).
    public func pointSize(at category: ContentSizeCategory) -> Int {
        Self.pointSizes[rawValue][category.rawValue]
    }

    /// The size at `category` as a ``FontSize`` in logical px.
    public func fontSize(at category: ContentSizeCategory) -> FontSize {
        .pixels(Double(pointSize(at: category)))
    }

    /// The style named `name`, in any case: a UIKit name, or SwiftUI's `title` and `caption`.
    ///
    /// - Throws: ``DynamicTypeNameError`` listing the valid names when none matches.
    public init(named name: String) throws(DynamicTypeNameError) {
        let key = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.name.lowercased() == key || $0.swiftUIName.lowercased() == key })
        else { throw DynamicTypeNameError(kind: .textStyle, name: name, valid: Self.allCases.map(\.name)) }
        self = found
    }

    /// Apple's iOS Dynamic Type sizes in points: one row per style (in case order), one column
    /// per category from xSmall to AX5.
    ///
    /// Source: Apple Human Interface Guidelines, Typography, Specifications: "iOS, iPadOS
    /// Dynamic Type sizes" (xSmall … xxxLarge) and "Larger accessibility type sizes" (AX1 … AX5).
    static let pointSizes: [[Int]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // Large Title, Regular
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // Title 1, Regular
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // Title 2, Regular
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // Title 3, Regular
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // Headline, Semibold
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // Body, Regular
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // Callout, Regular
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // Subheadline, Regular
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // Footnote, Regular
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // Caption 1, Regular
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // Caption 2, Regular
    ]

    /// The styles and categories whose size is nearest `points`, for a hint such as "headline
    /// at Large, or body at Large". An estimate, not a verdict: many styles share sizes.
    ///
    /// Minimises the size difference first, then the distance from the default category
    /// (Large); every style at that minimum is returned, in case order, each at one category.
    public static func nearest(toPoints points: Double) -> [(style: DynamicTypeTextStyle, category: ContentSizeCategory)] {
        var best = (Double.infinity, Int.max)
        var found: [(DynamicTypeTextStyle, ContentSizeCategory)] = []
        for style in allCases {
            for category in ContentSizeCategory.allCases {
                let key = (abs(Double(style.pointSize(at: category)) - points),
                           abs(category.rawValue - ContentSizeCategory.large.rawValue))
                if key < best {
                    best = key
                    found = [(style, category)]
                } else if key == best, !found.contains(where: { $0.0 == style }) {
                    found.append((style, category))
                }
            }
        }
        return found
    }
}
