import Foundation
import LegibleCore
import Testing
@testable import LegibleCommandLine

@Suite("legible palette")
struct PaletteCommandTests {
    @Test func scaleJSONHitsEveryTargetWithinFivePercent() throws {
        let run = runCLI(["palette", "scale", "--base", "#1e90ff", "--on", "white",
                          "--ratios", "1.25,1.5,2,3,4.5,7,10,15", "--format", "json"])
        #expect(run.status == 0)
        let colors = try #require(try jsonObject(run)["colors"] as? [[String: Any]])
        #expect(colors.count == 8)
        for entry in colors {
            let target = try #require(entry["target"] as? Double)
            let color = try SRGBColor(parsing: try #require(entry["color"] as? String))
            let ratio = color.contrastRatio(with: .white).value
            #expect(abs(try #require(entry["ratio"] as? Double) - ratio) < 1e-12)
            #expect(ratio >= target && ratio <= target * 1.05)
        }
    }

    @Test func unreachableTargetIsReportedAndExitsOne() throws {
        let run = runCLI(["palette", "scale", "--base", "red", "--on", "#767676", "--ratios", "3,7", "--format", "json"])
        #expect(run.status == 1)
        let colors = try #require(try jsonObject(run)["colors"] as? [[String: Any]])
        #expect(colors[0]["reachable"] as? Bool == true)
        #expect(colors[1]["reachable"] as? Bool == false)
        #expect(colors[1]["color"] is NSNull)
    }

    @Test func scaleFormats() {
        let arguments = ["palette", "scale", "--base", "teal", "--on", "#111", "--steps", "3", "--name", "teal"]
        let list = runCLI(arguments + ["--format", "list"])
        #expect(list.status == 0)
        let lines = list.standardOutput.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasPrefix("#") && $0.count == 7 })
        let css = runCLI(arguments + ["--format", "css"])
        #expect(css.standardOutput.hasPrefix(":root {\n  --teal-1: #"))
        #expect(css.standardOutput.contains("--teal-3: #"))
        let dtcg = runCLI(arguments + ["--format", "dtcg"])
        #expect(dtcg.standardOutput.contains("\"$type\": \"color\""))
        #expect(dtcg.standardOutput.contains("\"teal-2\": {"))
        #expect(dtcg.standardOutput.contains("\"$value\": \"#"))
    }

    @Test func categoricalJSON() throws {
        let run = runCLI(["palette", "categorical", "4", "--on", "white", "--format", "json"])
        #expect(run.status == 0)
        let object = try jsonObject(run)
        let colors = try #require(object["colors"] as? [String])
        #expect(colors.count == 4)
        for hex in colors {
            #expect(try SRGBColor(parsing: hex).contrastRatio(with: .white).value >= 3)
        }
        let minima = try #require(object["min_delta_e"] as? [String: Double])
        #expect(Set(minima.keys) == ["normal", "protanopia", "deuteranopia", "tritanopia"])
        #expect(minima.values.allSatisfy { $0 >= 10 })
    }

    @Test(arguments: [
        (["palette"], "missing expected argument '<kind>'"),
        (["palette", "scale", "--on", "white"], "--base"),
        (["palette", "scale", "--base", "red"], "--on"),
        (["palette", "scales", "--on", "white"], "did you mean 'scale'"),
        (["palette", "scale", "--base", "red", "--on", "white", "--ratios", "3,x"], "--ratios"),
        (["palette", "scale", "--base", "red", "--on", "white", "--ratios", "0.5"], "--ratios"),
        (["palette", "scale", "--base", "red", "--on", "white", "--ratios", "3", "--steps", "4"], "--steps"),
        (["palette", "categorical", "--on", "white"], "<count>"),
        (["palette", "categorical", "0", "--on", "white"], "invalid count '0'"),
        (["palette", "categorical", "3", "--on", "white", "--base", "red"], "--base"),
        (["palette", "scale", "--base", "red", "--on", "white", "--format", "yaml"], "--format"),
    ])
    func usageErrors(arguments: [String], mention: String) {
        let run = runCLI(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(mention), "\(run.standardError)")
    }

    /// A translucent --on has no contrast until something lies beneath it: exit 2, naming the
    /// option, the value, what was expected and the colors it shows over white and black.
    @Test(arguments: [
        ["palette", "scale", "--base", "#1e90ff", "--on", "#ffffff88"],
        ["palette", "scale", "--base", "#1e90ff", "--on", "#ffffff88", "--format", "css"],
        ["palette", "categorical", "4", "--on", "#ffffff88"],
    ])
    func translucentBackgroundIsRejected(arguments: [String]) {
        let run = runCLI(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: invalid value '#ffffff88' for '--on': expected an opaque color, "
            + "found alpha 0.53: "), "\(run.standardError)")
        #expect(run.standardError.contains("(over white #ffffff, over black #888888)"), "\(run.standardError)")
        // The color it shows over a surface is accepted.
        let opaque = runCLI(arguments.map { $0 == "#ffffff88" ? "#888888" : $0 })
        #expect(opaque.status != 2, "\(opaque.standardError)")
        // Alpha 1 written out is opaque.
        #expect(runCLI(arguments.map { $0 == "#ffffff88" ? "rgb(136 136 136 / 1)" : $0 }).status != 2)
    }
}
