import Dispatch
import Foundation
import LegibleCore
import LegibleImage
import LegibleReports
import LegibleScan

/// Scans many screenshots on `jobs` workers. Each image is read, color-managed, scanned and its
/// files written independently: a failure in one is that image's error entry, and never stops
/// the others. Results come back in input order whatever the number of jobs.
struct ScanRunner: Sendable {
    var options: ScanOptions
    /// The scale for every image, or nil to read it from each file name (`@2x`, `@3x`).
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

    /// One image, from file to report and written files.
    func scanOne(_ path: String, context: CommandContext) -> ScanImageReport {
        var decoded: DecodedPNG
        do {
            decoded = try PNGDecoder.decode(contentsOf: context.resolve(path), limits: limits)
        } catch {
            return ScanImageReport(image: path, error: ImageInput.describe(error, path: path, context: context))
        }
        let action = ColorManagement.convertToSRGB(&decoded.image, from: decoded.info.colorSpace, threadCount: 1)
        if action == .warnUnknownProfile {
            context.standardError.write(
                "warning: \(path): embedded color profile '\(decoded.info.colorChunks.iccProfileName ?? "?")' "
                    + "is neither sRGB nor Display P3; its pixels are read as sRGB\n")
        }
        let image = decoded.image
        let imageScale = scale ?? ScreenshotScale.fromFileName(path)
        let packed = packedPixels(image)
        let result = ScreenshotScanner(options: options).scan(
            width: image.width, height: image.height, rgba: packed, scale: imageScale)
        let report = ScanImageReport(image: path, result: result)
        if let overlay = overlayPath(for: path) {
            let drawn = ScanOverlay.render(result, onto: packed, width: image.width, height: image.height,
                                           showPassing: showPassing)
            if let message = OutputGuard.conflict(
                overlay, resolved: context.resolve(overlay), option: overlayFile == nil ? "--overlay-dir" : "--overlay",
                inputs: inputs)
            {
                return ScanImageReport(image: path, error: message)
            }
            do {
                let overlayImage = try RGBAImage(width: image.width, height: image.height, pixels: drawn)
                try PNGEncoder.write(overlayImage, toFile: context.resolve(overlay), options: writeOptions)
            } catch {
                return ScanImageReport(image: path, error: "cannot write the overlay: \(error)")
            }
        }
        if let directory = outputDirectory {
            let target = directory + "/" + ScanInputs.reportName(for: path)
            if let message = OutputGuard.conflict(
                target, resolved: context.resolve(target), option: "--output-dir", inputs: inputs)
            {
                return ScanImageReport(image: path, error: message)
            }
            do throws(FileWriteError) {
                try AtomicFileWriter.write(JSONWriter().render(report.jsonValue), to: context.resolve(target))
            } catch {
                return ScanImageReport(image: path, error: error.description)
            }
        }
        return report
    }

    /// The pixels with rows packed (`rowStride == width·4`), as the scanner reads them.
    func packedPixels(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * 4
        if image.rowStride == rowBytes { return image.pixels }
        var packed = [UInt8]()
        packed.reserveCapacity(rowBytes * image.height)
        for y in 0..<image.height {
            packed += image.pixels[(y * image.rowStride)..<(y * image.rowStride + rowBytes)]
        }
        return packed
    }

    func overlayPath(for image: String) -> String? {
        if let overlayFile { return overlayFile }
        guard let directory = overlayDirectory else { return nil }
        return directory + "/" + (image as NSString).lastPathComponent
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
