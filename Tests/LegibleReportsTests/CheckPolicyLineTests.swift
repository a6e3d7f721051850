import LegibleCore
import LegibleTokens
import Testing
@testable import LegibleReports

/// A pair rule with its own `"policy"` is said so: the run's policy is only the default.
@Suite("Check report: policies the pair rules set")
struct CheckPolicyLineTests {
    static func report(rulePolicy: ContrastPolicy?) -> CheckReport {
        var sized = CheckSamples.pairs[0]
        sized.textSize = PairTextSize(source: .size(.pixels(14)), policy: rulePolicy)
        var plain = CheckSamples.pairs[1]
        plain.textSize = PairTextSize(source: .size(.pixels(14)), policy: .wcag)
        return CheckReport(pairs: [sized, plain])
    }

    @Test func textNamesTheRulePolicies() {
        let out = Self.report(rulePolicy: .apple).renderText(style: TextStyle(usesColor: false))
        #expect(out.contains("Text size policy: wcag by default ("), "\(out)")
        #expect(out.contains("; 1 pair sets its own in its rule: apple (1)\n"), "\(out)")
        let same = Self.report(rulePolicy: nil).renderText(style: TextStyle(usesColor: false))
        #expect(same.contains("Text size policy: wcag (") && !same.contains("by default"), "\(same)")
    }

    @Test func jsonListsPairPolicies() throws {
        let root = try JSONReader().read(Array(Self.report(rulePolicy: .apple).renderJSON().utf8), path: "r.json")
        let list = try #require(root["pair_policies"]?.elements)
        #expect(list.count == 1)
        #expect(list.first?["name"]?.string == "apple")
        #expect(list.first?["pairs"]?.number == 1)
        #expect(root["policy"]?["name"]?.string == "wcag")
        let none = try JSONReader().read(Array(Self.report(rulePolicy: nil).renderJSON().utf8), path: "r.json")
        #expect(none["pair_policies"]?.elements?.isEmpty == true)
    }
}
