import LegibleCore
import Testing

@Suite("Contrast policies and text size")
struct ContrastPolicyTests {
    func large(_ text: String, _ weight: Int = 400, _ policy: ContrastPolicy) throws -> Bool {
        policy.judge(try FontSize(parsing: text), weight: weight).isLarge
    }

    @Test func eighteenUnits() throws {
        for policy in [ContrastPolicy.native, .apple] {
            #expect(try large("18pt", 400, policy))
            #expect(try !large("17.9pt", 400, policy))
            #expect(try large("18", 400, policy), "a bare number is px, 1 pt = 1 px here")
            #expect(try !large("17.9", 400, policy))
        }
        #expect(try large("18pt", 400, .wcag))
        #expect(try !large("17.9pt", 400, .wcag))
        #expect(try !large("18", 400, .wcag), "18 px is 13.5 pt under wcag")
    }

    @Test func fourteenBold() throws {
        #expect(try large("14pt", 700, .native))
        #expect(try !large("13.9pt", 700, .native))
        #expect(try !large("14pt", 600, .native), "600 is not bold")
        #expect(try large("14pt", 700, .wcag))
        #expect(try !large("13.9pt", 700, .wcag))
        #expect(try large("13.9pt", 700, .apple), "apple: bold at any size")
        #expect(try large("1pt", 700, .apple))
        #expect(try !large("17pt", 600, .apple))
    }

    @Test func twentyFourPixels() throws {
        #expect(try large("24px", 400, .wcag))
        #expect(try large("24", 400, .wcag))
        #expect(try !large("23.9px", 400, .wcag))
        #expect(try !large("23.99999999999", 400, .wcag))
    }

    @Test func eighteenAndTwoThirdsPixelsBold() throws {
        #expect(try large("56/3px", 700, .wcag))
        #expect(try large("18⅔px", 700, .wcag))
        #expect(try large("18⅔", 700, .wcag))
        #expect(try !large("18.66px", 700, .wcag))
        #expect(try !large("18.66666666666", 700, .wcag))
        #expect(try large("18.67", 700, .wcag))
        #expect(try !large("56/3px", 600, .wcag))
        // 14 pt bold is exactly 56/3 px; the naive Double product lies just under it.
        #expect(14 * (4.0 / 3.0) < 56.0 / 3.0)
        #expect(!ContrastPolicy.wcag.judge(.pixels(14 * (4.0 / 3.0)), weight: 700).isLarge)
        #expect(ContrastPolicy.wcag.judge(.points(14), weight: 700).isLarge)
        #expect(ContrastPolicy.wcag.judge(.points(14), weight: 700).pixels == 56.0 / 3.0)
        #expect(ContrastPolicy.wcag.judge(.pixels(56.0 / 3.0), weight: 700).isLarge)
    }

    @Test func pointMeansThePoliciesPoint() throws {
        let size = try FontSize(parsing: "17pt")
        #expect(size.pixels(under: .apple) == 17)
        #expect(size.pixels(under: .native) == 17)
        #expect(size.pixels(under: .wcag) == 68.0 / 3.0)
        #expect(try FontSize(parsing: "18pt").pixels(under: .wcag) == 24)
        #expect(try FontSize(parsing: "16").unit == .px)
        #expect(try FontSize(parsing: "12PX").pixels(under: .wcag) == 12)
    }

    @Test func parsingErrors() {
        for bad in ["", "px", "12em", "0", "0pt", "-3", "1/0", "abc", "1.2.3", "12345678901234", "⅔"] {
            #expect(throws: FontSizeSyntaxError.self, "\(bad)") { try FontSize(parsing: bad) }
        }
    }

    @Test("a size's problem is told apart: not positive, too large, or not a size")
    func parsingProblems() {
        func problem(_ text: String) -> FontSizeSyntaxError.Problem? {
            do { _ = try FontSize(parsing: text); return nil } catch { return error.problem }
        }
        for text in ["-3", "-3px", "0", "0pt", "-1e5", "0.0"] { #expect(problem(text) == .notPositive, "\(text)") }
        for text in ["1e308", "1e400", "2e13px", "12345678901234"] { #expect(problem(text) == .tooLarge, "\(text)") }
        for text in ["abc", "12em", "1.2.3", "+3", "1e", "e5", "1e5e1", "1e-13"] {
            #expect(problem(text) == .malformed, "\(text)")
        }
        #expect(problem("16") == nil)
    }

    /// A fresh user's `--size 1e2` was refused as exponent notation while `1e308` was "too
    /// large": exponent notation is read as CSS reads a number, as the decimal it stands for.
    @Test("exponent notation is the decimal it stands for, kept exact")
    func exponentNotation() throws {
        #expect(try FontSize(parsing: "1e2").pixels(under: .wcag) == 100)
        #expect(try FontSize(parsing: "1E2px") == FontSize(parsing: "100px"))
        #expect(try FontSize(parsing: "1.5e1pt") == FontSize(parsing: "15pt"))
        #expect(try FontSize(parsing: "1866e-2") == FontSize(parsing: "18.66"))
        #expect(try FontSize(parsing: "2.4e+1").pixels(under: .wcag) == 24)
        #expect(try FontSize(parsing: "25e-1").text == "2.5px")
        // The digit limit applies to the decimal written out: 14 digits are too many.
        #expect(throws: FontSizeSyntaxError.self) { try FontSize(parsing: "1e-13") }
        #expect(throws: FontSizeSyntaxError.self) { try FontSize(parsing: "1e123") }
    }

    @Test func sizesWriteBackAsGiven() throws {
        for text in ["17pt", "18.66px", "56/3px", "0.5px", "16px"] {
            #expect(try FontSize(parsing: text).text == text)
        }
        #expect(try FontSize(parsing: "16").text == "16px")
        #expect(try FontSize(parsing: "18⅔").text == "56/3px")
    }

    @Test func boldTextWeights() {
        #expect(BoldText.on.weight(for: 400) == 600)
        #expect(BoldText.on.weight(for: 500) == 700)
        #expect(BoldText.on.weight(for: 600) == 800)
        #expect(BoldText.on.weight(for: 800) == 900)
        #expect(BoldText.on.weight(for: 950) == 950)
        #expect(BoldText.off.weight(for: 400) == 400)
    }

    @Test func footnoteAtEveryCategory() {
        let ratio = ContrastRatio(3.26)
        func passing(_ policy: ContrastPolicy) -> [String] {
            DynamicTypeTextStyle.footnote.verdicts(for: ratio, policy: policy, level: .aa)
                .filter(\.passes).map(\.category.name)
        }
        #expect(passing(.apple) == ["xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(passing(.native) == ["xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(passing(.wcag) == ["AX2", "AX3", "AX4", "AX5"])
        // Headline (semibold) with Bold Text becomes 800: bold, so large under apple at 17 pt.
        let headline = DynamicTypeTextStyle.headline.verdicts(
            for: ratio, policy: .apple, level: .aa, categories: [.large], boldText: [.off, .on])
        #expect(headline.map(\.passes) == [false, true])
        #expect(headline.map(\.weight) == [600, 800])
    }

    @Test func aaaKeepsWCAGRatiosWithThePoliciesRule() {
        let v = DynamicTypeTextStyle.body.verdicts(for: ContrastRatio(5), policy: .apple, level: .aaa,
                                                   categories: [.large, .extraExtraExtraLarge])
        #expect(v.map(\.requirement.minimumRatio) == [7, 4.5])
        #expect(v.map(\.passes) == [false, true])
    }
}
