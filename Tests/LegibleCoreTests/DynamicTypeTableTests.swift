import Foundation
import LegibleCore
import Testing
import _LegibleTestSupport

@Suite("Dynamic Type table")
struct DynamicTypeTableTests {
    /// The fixture's rows: style name as the HIG prints it, weight, 12 sizes.
    static func rows() throws -> [(name: String, weight: String, sizes: [Int])] {
        let text = String(decoding: try Fixtures.bytes("dynamic-type/ios-dynamic-type-sizes.tsv"), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            let cells = line.split(separator: "\t").map(String.init)
            return (cells[0], cells[1], cells.dropFirst(2).compactMap { Int($0) })
        }
    }

    @Test func everyRowMatchesTheHIGCopy() throws {
        let rows = try Self.rows()
        #expect(rows.count == DynamicTypeTextStyle.allCases.count)
        let weights = ["Regular": 400, "Semibold": 600, "Bold": 700]
        for (style, row) in zip(DynamicTypeTextStyle.allCases, rows) {
            let hig = style.displayName == "Subheadline" ? "Subhead" : style.displayName
            #expect(row.name == hig, "row order")
            #expect(row.sizes.count == 12, "\(row.name): 12 categories")
            #expect(ContentSizeCategory.allCases.map { style.pointSize(at: $0) } == row.sizes, "\(row.name)")
            #expect(weights[row.weight] == style.defaultWeight, "\(row.name) weight")
        }
    }

    @Test func headerNamesTheCategoriesInOrder() throws {
        let text = String(decoding: try Fixtures.bytes("dynamic-type/ios-dynamic-type-sizes.tsv"), as: UTF8.self)
        let header = text.split(separator: "\n")[0].split(separator: "\t").dropFirst(2).map(String.init)
        #expect(header == ContentSizeCategory.allCases.map(\.name))
    }

    @Test func textStyleNamesAndAliases() throws {
        #expect(try DynamicTypeTextStyle(named: "footnote") == .footnote)
        #expect(try DynamicTypeTextStyle(named: "title") == .title1)
        #expect(try DynamicTypeTextStyle(named: "caption") == .caption1)
        #expect(try DynamicTypeTextStyle(named: "LargeTitle") == .largeTitle)
        #expect(throws: DynamicTypeNameError.self) { try DynamicTypeTextStyle(named: "title4") }
        do {
            _ = try DynamicTypeTextStyle(named: "big")
        } catch {
            #expect(error.description.contains("largeTitle, title1, title2"))
            #expect(error.description.contains("caption2"))
        }
    }

    @Test func contentSizeNamesInEveryDialect() throws {
        for category in ContentSizeCategory.allCases {
            for name in [category.name, category.uiKitName, category.swiftUIName] {
                #expect(try ContentSizeCategory(named: name) == category)
                #expect(try ContentSizeCategory(named: name.uppercased()) == category)
            }
        }
        #expect(try ContentSizeCategory(named: "ax5") == .accessibility5)
        #expect(try ContentSizeCategory(named: "accessibilityMedium") == .accessibility1)
        #expect(try ContentSizeCategory(named: "extraExtraExtraLarge") == .extraExtraExtraLarge)
        #expect(throws: DynamicTypeNameError.self) { try ContentSizeCategory(named: "AX6") }
    }

    @Test func nearestStyleHint() {
        let hint = DynamicTypeTextStyle.nearest(toPoints: 17)
        #expect(hint.contains { $0.style == .body && $0.category == .large })
        #expect(hint.contains { $0.style == .headline && $0.category == .large })
        #expect(hint.map(\.style) == [.headline, .body], "only the styles at Large: \(hint)")
        #expect(DynamicTypeTextStyle.nearest(toPoints: 23).map(\.style) == [.headline, .body])
        #expect(DynamicTypeTextStyle.nearest(toPoints: 23).map(\.category) == [.extraExtraExtraLarge, .extraExtraExtraLarge])
        #expect(DynamicTypeTextStyle.nearest(toPoints: 60).map(\.style) == [.largeTitle])
    }
}
