import Foundation
import LegibleScan
import Testing
@testable import LegibleReports

/// Two 810x1440 screenshots estimated at scales 3 and 2 (a fresh user's finding: no warning
/// said that one of the two guesses must be wrong).
@Suite("scan: estimated scales that disagree") struct ScanScaleConflictTests {
    static func image(_ name: String, scale: Double, source: ScaleSource = .estimate, width: Int = 810) -> ScanImageReport {
        let result = ScanResult(width: width, height: 1440, scale: scale, regions: [ScanFormatTests.region(10, 10, fg: 0x33)])
        return ScanImageReport(image: name, result: result,
                               scale: ResolvedScale(scale: scale, source: source, reason: "estimated from the text"))
    }

    @Test func sameSizeDifferentEstimatesWarnEachNamingTheOther() throws {
        let marked = ScanReport.markingScaleConflicts([
            Self.image("a.png", scale: 3), Self.image("b.png", scale: 2), Self.image("c.png", scale: 2, width: 900),
        ])
        #expect(marked[0].warnings == ["a.png: scale 3 was estimated, but b.png at scale 2 was estimated for the same "
            + "810 x 1440 px: screenshots of one size usually share a scale, so at least one estimate is wrong; "
            + "give --scale or name the files @2x/@3x"])
        #expect(marked[1].warnings.first?.hasPrefix("b.png: scale 2 was estimated, but a.png at scale 3") == true)
        #expect(marked[2].warnings.isEmpty, "another size is not compared")
        let report = ScanReport(images: marked, level: .aa)
        #expect(report.summaryLine.hasSuffix("; scale guessed for 3 of 3 images (estimated or the default: no --scale, "
            + "@1x–@8x name, pHYs or known device size; see the warnings)."), "\(report.summaryLine)")
        for text in [report.renderGitHubCommands(), report.renderJUnit(), report.renderMarkdown(),
                     report.renderSARIF(tool: ScanFormatTests.tool)] {
            #expect(text.contains("a.png: scale 3 was estimated, but b.png at scale 2"))
        }
        let combined = ScanReportJSON.combine(marked.map(\.jsonValue)).value
        #expect(combined["summary"]?["scale_guessed"] == .integer(3))
    }

    @Test func agreeingEstimatesOrStatedScalesAreNotConflicts() {
        let agreeing = ScanReport.markingScaleConflicts([Self.image("a.png", scale: 2), Self.image("b.png", scale: 2)])
        #expect(agreeing.allSatisfy { $0.warnings.isEmpty })
        let stated = ScanReport.markingScaleConflicts([
            Self.image("a.png", scale: 3, source: .option), Self.image("b.png", scale: 2),
        ])
        #expect(stated.allSatisfy { $0.warnings.isEmpty })
        let report = ScanReport(images: [Self.image("a.png", scale: 3, source: .device)], level: .aa)
        #expect(!report.summaryLine.contains("scale guessed"))
    }
}
