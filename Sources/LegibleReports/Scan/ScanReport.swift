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
    /// Icon-like shapes (`--non-text`) over every image, counted in ``runs``.
    public var nonTextRegions: Int { images.reduce(0) { $0 + $1.nonTextRegions } }
    /// Failing runs over every image.
    public var failing: Int { images.reduce(0) { $0 + $1.failing } }
    /// Images that could not be read or whose options do not fit them (every error entry).
    public var errors: Int { images.reduce(0) { $0 + ($1.error == nil ? 0 : 1) } }
    /// Images read whose options do not fit them (``ScanImageReport/isOptionError``).
    public var optionErrors: Int { images.reduce(0) { $0 + ($1.error != nil && $1.isOptionError ? 1 : 0) } }

    /// Images read in which no text run was found (and no option left them out whole): nothing
    /// in them was checked.
    public var withoutText: Int {
        images.reduce(0) { $0 + ($1.result != nil && $1.runs == 0 && $1.exclusion == nil ? 1 : 0) }
    }

    /// Images read that an option (`--ignore`, `--min-height`) left out whole
    /// (``ScanImageReport/exclusion``): nothing in them was checked, and they are not unreadable.
    public var leftOut: Int { images.reduce(0) { $0 + ($1.result != nil && $1.runs == 0 && $1.exclusion != nil ? 1 : 0) } }

    /// Whether the whole run checked nothing: no text run in any image (every image unreadable,
    /// blank or left out). `legible scan` then exits 2, as `check` does when nothing was compared.
    public var checkedNothing: Bool { runs == 0 }

    /// `3 images, 41 text runs, 5 failing at AA, 0 unreadable.`; ending `; scale guessed for 1 of
    /// 3 images (…)` when ``guessedScaleCount`` is not 0; with `, 1 with no text found`
    /// and `, 1 left out whole by --ignore or --min-height` when some images had nothing
    /// checked; an unreadable image is named with what was wrong (`1 unreadable (a.png: PNG data
    /// is truncated at byte offset 60)`, at most three, then `and N more`), an image whose options
    /// do not fit it apart (`1 with an option error (a.png: --ignore … lies wholly outside …)`). A run that checked
    /// nothing says so first, never a count of zero failures over nothing:
    /// `1 image, nothing was checked: 1 with no text found.`
    public var summaryLine: String {
        let head = "\(images.count) image\(images.count == 1 ? "" : "s"), "
        var causes: [String] = []
        if errors - optionErrors > 0 || runs > 0 {
            causes.append("\(errors - optionErrors) unreadable" + Self.detail(images.filter { $0.error != nil && !$0.isOptionError }))
        }
        if optionErrors > 0 {
            causes.append("\(optionErrors) with an option error" + Self.detail(images.filter(\.isOptionError)))
        }
        if withoutText > 0 { causes.append("\(withoutText) with no text found") }
        if leftOut > 0 { causes.append("\(leftOut) left out whole by --ignore or --min-height") }
        if runs == 0 { return head + "nothing was checked" + (causes.isEmpty ? "" : ": ") + causes.joined(separator: ", ") + "." }
        let warned = images.count { image in
            guard let result = image.result else { return false }
            return Self.guessedScaleWarns(source: image.resolvedScale.source, width: result.width, height: result.height)
        }
        let scale = Self.scaleGuessedPhrase(guessed: guessedScaleCount, images: images.count, warned: warned)
        return head + Self.runsPhrase(runs: runs, nonText: nonTextRegions) + ", \(failing) failing at \(level.rawValue), " + causes.joined(separator: ", ") + scale + "."
    }

    /// Why a run that found no text run in any image checked nothing, naming the images (at
    /// most three): `nothing was checked: no text run was found in the 1 image (blank.png: no
    /// text found); a scan that checked nothing cannot pass: …`, or ``noImageMessage`` when
    /// there is no image. Every format gives it when
    /// ``checkedNothing`` (JUnit as an error case, GitHub as `::error`, SARIF as an error
    /// notification, the command on standard error).
    public var nothingCheckedMessage: String {
        let count = images.count
        if count == 0 { return Self.noImageMessage }
        let shown = images.prefix(3).map { image in
            image.image + ": " + (image.error ?? image.exclusion.map { "left out whole: \($0)" } ?? "no text found")
        }.joined(separator: "; ") + (count > 3 ? "; and \(count - 3) more" : "")
        return "nothing was checked: no text run was found in \(count == 1 ? "the 1 image" : "any of the \(count) images") "
            + "(\(shown)); a scan that checked nothing cannot pass: check that the images hold text and that "
            + "--ignore and --min-height leave it in"
    }

    /// `a.png: no text found, nothing was checked`: the warning of an image in which no text run
    /// was found (``ScreenshotCheck`` adds a hint when `--ignore` or `--min-height` was given;
    /// `legible merge` gives it to an entry with no run that has no such warning).
    public static func noTextWarning(image: String) -> String { "\(image): no text found, nothing was checked" }

    /// `26 text runs`, `1 text run`, or with non-text regions among the `runs`
    /// `20 text runs and 6 non-text regions` (each singular for 1).
    public static func runsPhrase(runs: Int, nonText: Int) -> String {
        let text = runs - nonText
        let head = "\(text) text run\(text == 1 ? "" : "s")"
        return nonText == 0 ? head : head + " and \(nonText) non-text region\(nonText == 1 ? "" : "s")"
    }

    /// Why a run with no image at all (an empty `--shard`, a `merge` of empty reports) checked
    /// nothing; ``nothingCheckedMessage`` when there is no image.
    public static let noImageMessage = "nothing was checked: there is no image in this run (a --shard holds none "
        + "when the shards outnumber the inputs); a scan that checked nothing cannot pass"

    /// ` (a.png: PNG data is truncated at byte offset 60; …)`: the first three of `failed`
    /// with their errors (each naming its file), then `and N more`; empty when none.
    static func detail(_ failed: [ScanImageReport]) -> String {
        guard !failed.isEmpty else { return "" }
        let shown = failed.prefix(3).map { image in
            let error = image.error ?? "unreadable"
            return error.hasPrefix(image.image) ? error : image.image + ": " + error
        }
        return " (" + shown.joined(separator: "; ") + (failed.count > 3 ? "; and \(failed.count - 3) more" : "") + ")"
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
