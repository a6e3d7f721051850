import Testing
import LegibleTokens

@Suite("Edit distance")
struct EditDistanceTests {
    @Test func distances() {
        #expect(EditDistance.distance("", "abc") == 3)
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.distance("--formt", "--format") == 1)
        #expect(EditDistance.distance("same", "same") == 0)
    }

    @Test func closestNeedsToBeClose() {
        #expect(EditDistance.closest(to: "chek", in: ["contrast", "check"]) == "check")
        #expect(EditDistance.closest(to: "xyz", in: ["contrast", "check"]) == nil)
        #expect(EditDistance.closest(to: "--all", in: ["--all-pairs", "--format"]) == "--all-pairs")
    }

    @Test("token names: edits only, no shared-beginning guess")
    func tokenNamesNeedEdits() {
        let names = ["color.fg.default", "color.fg.muted", "color.bg.default"]
        #expect(EditDistance.closest(to: "color.fg.defualt", in: names, allowingAbbreviations: false) == "color.fg.default")
        #expect(EditDistance.closest(to: "color.fg.subtle", in: names, allowingAbbreviations: false) == nil)
        #expect(EditDistance.closest(to: "color.fg.subtle", in: names) != nil)
    }
}
