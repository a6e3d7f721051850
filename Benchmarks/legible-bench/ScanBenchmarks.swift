// Screenshot scan benchmarks (issue 5, "Scale and speed"): the scan beside the libpng decode of
// the same image, measured in the same run. Goals: a whole scan within 1.5x the decode time, and
// peak memory within 3x the RGBA size (`scanPeakMemoryLine`, in a child process).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LegibleCore
import LegibleImage
import LegibleScan

/// Decodes a PNG as `legible scan` does: libpng, then color management to sRGB on one thread,
/// then rows packed to a stride of width·4; with the scale `legible scan` would know before
/// scanning (file name, pHYs, device size), nil when it would estimate it.
private func decodeForScan(_ path: String) -> (width: Int, height: Int, rgba: [UInt8], known: ResolvedScale?)? {
    guard var decoded = try? PNGDecoder.decode(contentsOf: path) else { return nil }
    let density = decoded.info.pixelDensity.map { ($0.pixelsPerUnitX, $0.pixelsPerUnitY, $0.unitIsMeter) }
    let known = ScreenshotScale.resolve(
        option: nil, path: path, density: density, width: decoded.image.width, height: decoded.image.height)
    ColorManagement.convertToSRGB(&decoded.image, from: decoded.info.colorSpace, threadCount: 1)
    let image = decoded.image
    let rowBytes = image.width * 4
    if image.rowStride == rowBytes { return (image.width, image.height, image.pixels, known) }
    var packed = [UInt8]()
    packed.reserveCapacity(rowBytes * image.height)
    for y in 0..<image.height {
        packed += image.pixels[(y * image.rowStride)..<(y * image.rowStride + rowBytes)]
    }
    return (image.width, image.height, packed, known)
}

/// Times `body` `runs` times after one warm-up run and returns the median wall time in seconds.
private func medianSeconds(runs: Int, _ body: () -> Void) -> Double {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(1, runs) {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Tab-separated lines: name, median seconds, throughput in megapixels per second, ratio to the
/// libpng decode of the same image measured in the same run (1.00 for the decode line).
///
/// Cases per image (`ui_4k.png` 3840x2160 and `phone_1170x2532.png` from `dataDirectory`, at
/// the scale `legible scan` resolves: 4K fits several scales, so it is estimated, from a scan
/// of a half-size copy when that decides, else from a first scan at 1; 1170x2532 is an
/// iPhone, 3x): decode
/// alone (libpng); scan alone on one thread and on all cores (`ScanOptions.threadCount`);
/// decode+scan on all cores, as one `legible scan FILE` does. Run in release (`swift run -c release legible-bench --only scan`).
func scanBenchmarkLines(dataDirectory: String, runs: Int = 5) -> [String] {
    var lines = ["# scan benchmarks (median of \(runs) runs, \(ProcessorCount.active) cores)"
        + "\tseconds\tthroughput\tratio-to-decode"]
    #if DEBUG
    lines.append("# WARNING: debug build; timings are meaningless, use -c release")
    #endif
    for name in ["ui_4k.png", "phone_1170x2532.png"] {
        let path = dataDirectory + "/" + name
        guard let image = decodeForScan(path) else {
            lines.append("# \(name): not found or not decodable in \(dataDirectory)")
            continue
        }
        let megapixels = Double(image.width * image.height) / 1e6
        let decode = medianSeconds(runs: runs) { blackHole(try? PNGDecoder.decode(contentsOf: path)) }
        func line(_ label: String, _ time: Double) {
            lines.append("\(name) \(label)\t\(Bench.format(time, 4))\t\(Bench.format(megapixels / time, 1)) MP/s"
                + "\t\(Bench.format(time / decode, 2))")
        }
        line("decode (libpng)", decode)
        var regionCount = 0
        var resolved = ResolvedScale.default
        for threads in [1, ProcessorCount.active] {
            let scanner = ScreenshotScanner(options: ScanOptions(threadCount: threads))
            let time = medianSeconds(runs: runs) {
                let (result, scale) = scanner.scan(
                    width: image.width, height: image.height, rgba: image.rgba, known: image.known)
                regionCount = result.regions.count
                resolved = scale
            }
            line("scan \(threads) thread(s)", time)
        }
        let scanner = ScreenshotScanner(options: ScanOptions(threadCount: ProcessorCount.active))
        let both = medianSeconds(runs: runs) {
            guard let decoded = decodeForScan(path) else { return }
            blackHole(scanner.scan(width: decoded.width, height: decoded.height, rgba: decoded.rgba, known: decoded.known))
        }
        line("decode+scan \(ProcessorCount.active) thread(s)", both)
        lines.append("# \(name): \(regionCount) regions at scale \(Bench.format(resolved.scale, 2)) "
            + "(\(resolved.source.rawValue))")
    }
    return lines
}

/// Decodes and scans one image (all cores), then returns the process's peak resident memory as
/// one tab-separated line (name, peak KiB, ratio to the RGBA8 size). Run it in a fresh child
/// process (`legible-bench --peak-scan FILE`): a process's peak RSS never goes down.
func scanPeakMemoryLine(path: String) -> String {
    guard let image = decodeForScan(path) else { return "# \(path): cannot decode" }
    let scanner = ScreenshotScanner(options: ScanOptions(threadCount: ProcessorCount.active))
    let result = scanner.scan(width: image.width, height: image.height, rgba: image.rgba, known: image.known)
    blackHole(result)
    let peakKiB = peakResidentKiB()
    let rgbaKiB = Double(image.rgba.count) / 1024
    return "peak memory decode+scan \((path as NSString).lastPathComponent)\t\(Int(peakKiB)) KiB\t"
        + "\(Bench.format(peakKiB / rgbaKiB, 2))x RGBA"
}

/// Decodes one image and scans it once on one thread (no timing, no repeat): the run to give
/// `valgrind --tool=callgrind` (`legible-bench --profile-scan FILE`), whose instruction counts
/// split repeatably into the decode and the scan's stages.
func scanProfileLine(path: String) -> String {
    guard let image = decodeForScan(path) else { return "# \(path): cannot decode" }
    let scanner = ScreenshotScanner(options: ScanOptions(threadCount: 1))
    let (result, scale) = scanner.scan(width: image.width, height: image.height, rgba: image.rgba, known: image.known)
    return "\((path as NSString).lastPathComponent): \(result.regions.count) regions at scale "
        + "\(Bench.format(scale.scale, 2)) (\(scale.source.rawValue))"
}

/// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`): less disturbed by
/// other jobs on a shared machine than wall time.
private func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The libpng decode and the one-thread scan of one image, interleaved `runs` times, in thread
/// CPU time (`legible-bench --cpu-scan FILE`): medians of each and the median of the per-round
/// ratios scan/decode, one tab-separated line.
func scanCPULine(path: String, runs: Int = 9) -> String {
    guard let image = decodeForScan(path) else { return "# \(path): cannot decode" }
    let scanner = ScreenshotScanner(options: ScanOptions(threadCount: 1))
    var decodes: [Double] = [], scans: [Double] = [], ratios: [Double] = []
    for _ in 0..<runs {
        var start = threadCPUSeconds()
        blackHole(try? PNGDecoder.decode(contentsOf: path))
        let decode = threadCPUSeconds() - start
        start = threadCPUSeconds()
        blackHole(scanner.scan(width: image.width, height: image.height, rgba: image.rgba, known: image.known))
        let scan = threadCPUSeconds() - start
        decodes.append(decode)
        scans.append(scan)
        ratios.append(scan / decode)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return "\((path as NSString).lastPathComponent) thread CPU, 1 thread: decode \(Bench.format(median(decodes), 4)) s"
        + "\tscan \(Bench.format(median(scans), 4)) s\tscan/decode \(Bench.format(median(ratios), 3))"
}

/// The peak resident memory of a child that decodes nothing and scans a 16x16 image: the cost
/// of the runtime and its shared libraries, measured the same way as the image figures.
func runtimePeakMemoryLine() -> String {
    var rgba = [UInt8](repeating: 255, count: 16 * 16 * 4)
    for index in stride(from: 0, to: rgba.count, by: 28) { rgba[index] = 0 }
    let result = ScreenshotScanner(options: ScanOptions(threadCount: ProcessorCount.active))
        .scan(width: 16, height: 16, rgba: rgba, scale: 1)
    blackHole(result)
    return "peak memory runtime (16x16 scan)\t\(Int(peakResidentKiB())) KiB\t-"
}
