import Dispatch
import Foundation
import LegibleChecks
import LegibleCore
import LegibleImage
import LegibleReports
import LegibleScan

/// Scans many screenshots on `jobs` workers. Each image is read, color-managed, scanned and its
/// files written independently: a failure in one is that image's error entry, and never stops
/// the others. Results come back in input order whatever the number of jobs. The `--output-dir`
/// file of an image whose scale was estimated is written by the command once every image is
/// scanned (``writeReport(_:context:)``), with the scale-conflict warnings of the whole run.
struct ScanRunner: Sendable {
    var options: ScanOptions
    /// The scale for every image (`--scale`), or nil to resolve it per image
    /// (``ScreenshotScale``: file name, pHYs, device size, estimate, 1).
    var scale: Double?
    var limits: PNGReadLimits
    var writeOptions: PNGWriteOptions
    /// Where to write one overlay per image (named after the image), if anywhere.
    var overlayDirectory: String?
    /// The overlay path for a single image (`--overlay`).
    var overlayFile: String?
    var showPassing: Bool
    /// Where to write one JSON report per image, if anywhere.
    var outputDirectory: String?
    /// The input files: no overlay or report may replace one.
    var inputs: Set<FileIdentity> = []
    /// The folder that `--output-dir` and `--overlay-dir` mirror: each image's path below it is
    /// kept below them (``ScanInputs/mirroredPath(for:root:extension:)``).
    var mirrorRoot = ""
    /// Whether each report carries its PNG (base64), for the HTML report.
    var embedsImages = false

    /// Scans `paths` with `jobs` workers; `finished` is called (serially, under a lock) as each
    /// image finishes, for streaming output.
    func run(
        _ paths: [String], jobs: Int, context: CommandContext,
        finished: @escaping @Sendable (ScanImageReport) -> Void
    ) -> [ScanImageReport] {
        let state = SharedState(count: paths.count)
        let workers = max(1, min(jobs, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.nextIndex() {
                let report = scanOne(paths[index], context: context)
                state.store(report, at: index, then: finished)
            }
        }
        return state.reports.compactMap { $0 }
    }

    /// One image, from file to report and written files. With `--output-dir`, every image gets
    /// its JSON file, an unreadable one its `{"image", "error"}` entry; an image whose report is
    /// not final yet (``ScanReport/mayGetScaleConflict(_:)``) gets it from ``writeReport(_:context:)``
    /// once every image is scanned.
    func scanOne(_ path: String, context: CommandContext) -> ScanImageReport {
        let report = scanned(path, context: context)
        return ScanReport.mayGetScaleConflict(report) ? report : writeReport(report, context: context)
    }

    /// Writes `report` to its `--output-dir` file (when that option is given) and returns it, or
    /// the image's error entry when the file cannot be written.
    func writeReport(_ report: ScanImageReport, context: CommandContext) -> ScanImageReport {
        guard let directory = outputDirectory else { return report }
        let path = report.image
        let target = directory + "/" + ScanInputs.mirroredPath(for: path, root: mirrorRoot, extension: "json", context: context)
        if let message = OutputGuard.conflict(
            target, resolved: context.resolve(target), option: "--output-dir", inputs: inputs)
        {
            return ScanImageReport(image: path, error: message)
        }
        do {
            try Self.makeParentFolder(of: context.resolve(target))
        } catch {
            return ScanImageReport(image: path, error: "\(target): cannot create its folder (for --output-dir)")
        }
        do throws(FileWriteError) {
            try AtomicFileWriter.write(JSONWriter().render(report.jsonValue), to: context.resolve(target))
        } catch {
            return ScanImageReport(image: path, error: error.description)
        }
        return report
    }

    /// One image read, scanned and its overlay drawn; an error entry when any step fails.
    func scanned(_ path: String, context: CommandContext) -> ScanImageReport {
        let checked: ScreenshotCheckResult
        do {
            checked = try ScreenshotCheck(options: options, scale: scale)
                .run(contentsOf: context.resolve(path), name: path, limits: limits)
        } catch {
            return ScanImageReport(image: path, error: ImageInput.describe(error, path: path, context: context))
        }
        let result = checked.result
        // A rectangle wholly outside the image leaves nothing out: an input error, not a pass.
        let outside = ScreenshotCheck.ignoreErrors(options, name: path, width: result.width, height: result.height)
        if !outside.isEmpty { return ScanImageReport(image: path, error: outside.joined(separator: "; "), optionError: true) }
        let packed = checked.rgba
        let image = (width: result.width, height: result.height)
        var report = checked.report
        if embedsImages {
            report.embeddedPNG = FileManager.default.contents(atPath: context.resolve(path))?.base64EncodedString()
        }
        if let overlay = overlayPath(for: path, context: context) {
            let drawn = ScanOverlay.render(result, onto: packed, width: image.width, height: image.height,
                                           showPassing: showPassing)
            if let message = OutputGuard.conflict(
                overlay, resolved: context.resolve(overlay), option: overlayFile == nil ? "--overlay-dir" : "--overlay",
                inputs: inputs)
            {
                return ScanImageReport(image: path, error: message)
            }
            do {
                try Self.makeParentFolder(of: context.resolve(overlay))
                let overlayImage = try RGBAImage(width: image.width, height: image.height, pixels: drawn)
                try PNGEncoder.write(overlayImage, toFile: context.resolve(overlay), options: writeOptions)
            } catch {
                return ScanImageReport(image: path, error: "cannot write the overlay: \(error)")
            }
        }
        return report
    }

    /// Creates the folder a mirrored output goes in (as `mkdir -p`).
    static func makeParentFolder(of path: String) throws {
        let parent = OutputFolder.parent(of: path)
        guard !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) else { return }
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    func overlayPath(for image: String, context: CommandContext) -> String? {
        if let overlayFile { return overlayFile }
        guard let directory = overlayDirectory else { return nil }
        return directory + "/" + ScanInputs.mirroredPath(for: image, root: mirrorRoot, extension: nil, context: context)
    }

    /// The work queue and the results, behind one lock.
    final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private(set) var reports: [ScanImageReport?]

        init(count: Int) {
            self.count = count
            reports = Array(repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ report: ScanImageReport, at index: Int, then finished: (ScanImageReport) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            reports[index] = report
            finished(report)
        }
    }
}
