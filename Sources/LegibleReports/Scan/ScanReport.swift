import LegibleCore
import LegibleScan

/// Every screenshot of one `legible scan` run, in input order: what the CI formats (SARIF,
/// JUnit, GitHub, Markdown) and the HTML page are written from.
public struct ScanReport: Sendable {
    /// The images, in input order.
    public var images: [ScanImageReport]
    /// The level that decides failures (`--level`).
    public var level: WCAGLevel

    /// Creates a report.
    public init(images: [ScanImageReport], level: WCAGLevel) {
        self.images = images
        self.level = level
    }

    /// Text runs over every image.
    public var runs: Int { images.reduce(0) { $0 + $1.runs } }
    /// Failing runs over every image.
    public var failing: Int { images.reduce(0) { $0 + $1.failing } }
    /// Images that could not be read.
    public var errors: Int { images.reduce(0) { $0 + ($1.error == nil ? 0 : 1) } }

    /// Images read in which no text run was found: nothing in them was checked.
    public var withoutText: Int { images.reduce(0) { $0 + ($1.result != nil && $1.runs == 0 ? 1 : 0) } }

    /// `3 images, 41 text runs, 5 failing at AA, 1 unreadable.`, with `, 1 with no text found`
    /// when an image had none; never a count of zero failures over nothing:
    /// `1 image, no text found: nothing was checked, 0 unreadable.`
    public var summaryLine: String {
        let head = "\(images.count) image\(images.count == 1 ? "" : "s"), "
        if runs == 0 { return head + "no text found: nothing was checked, \(errors) unreadable." }
        let blank = withoutText > 0 ? ", \(withoutText) with no text found" : ""
        return head + "\(runs) text runs, \(failing) failing at \(level.rawValue), \(errors) unreadable\(blank)."
    }
}

extension ScanImageReport {
    /// The runs failing first, each group top to bottom (the order of every report).
    public var orderedRegions: [ScanRegion] {
        guard let result else { return [] }
        return result.regions.filter { $0.verdict == .fail } + result.regions.filter { $0.verdict != .fail }
    }

    /// `scale 3 from device`.
    public var scaleText: String {
        "scale \(JSONWriter.format(result?.scale ?? resolvedScale.scale)) from \(resolvedScale.source.rawValue)"
    }

    /// `120,866 394x32`: the run's box in image pixels (x,y of the top-left corner, width x height).
    static func rectText(_ rect: PixelRect) -> String {
        "\(rect.x),\(rect.y) \(rect.width)x\(rect.height)"
    }

    /// `14 px bold`: the estimated size, one decimal, with bold and large marks; when the size
    /// class is uncertain under `policy` (``ScanRegion/isSizeUncertain(under:)``) followed by
    /// `, size uncertain 18.0 to 21.8 px` (``ScanRegion/fontSizeRange``, one decimal) and, when
    /// the weight is in doubt too, `, weight uncertain`.
    static func sizeText(_ region: ScanRegion, policy: ContrastPolicy) -> String {
        func px(_ value: Double) -> String { JSONWriter.format((value * 10).rounded() / 10) }
        var text = px(region.fontSize) + " px" + (region.isBold ? " bold" : "") + (region.isLarge ? " large" : "")
        if region.isSizeUncertain(under: policy) {
            let range = region.fontSizeRange
            text += ", size uncertain \(px(range.lowerBound)) to \(px(range.upperBound)) px"
                + (region.isWeightUncertain ? ", weight uncertain" : "")
        }
        return text
    }

    /// ``sizeText(_:policy:)`` under this image's policy (`wcag` when it could not be read).
    func sizeText(_ region: ScanRegion) -> String {
        Self.sizeText(region, policy: result?.policy ?? .wcag)
    }

    /// `4.00:1`: the ratio that decides (the worst one), two decimals, never shown as its
    /// threshold when it fails.
    static func ratioText(_ region: ScanRegion) -> String {
        ContrastRatio(region.worstRatio).displayString + ":1"
    }

    /// `4.5:1 (WCAG 1.4.3)`.
    static func requirementText(_ region: ScanRegion) -> String {
        JSONWriter.format(region.requirement.minimumRatio) + ":1 (WCAG \(region.requirement.criterion))"
    }

    /// One sentence about a run, as SARIF, JUnit, GitHub and Markdown give it:
    /// `Text at 60,866 123x31 (14 px bold at scale 3 from device): #7f7f7f on #ffffff is 4.00:1,
    /// below 4.5:1 (WCAG 1.4.3).` (the size as ``sizeText(_:policy:)`` gives it).
    public func message(for region: ScanRegion) -> String {
        let what = region.role == .nonText ? "Shape" : "Text"
        let relation = region.verdict == .fail ? "below" : "meets"
        return "\(what) at \(Self.rectText(region.rect)) (\(sizeText(region)) at \(scaleText)): "
            + "\(region.foreground.hexOpaque) on \(region.background.hexOpaque) is \(Self.ratioText(region)), "
            + "\(relation) \(Self.requirementText(region))."
    }
}
