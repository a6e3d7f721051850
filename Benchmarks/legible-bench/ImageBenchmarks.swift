// Image benchmarks: libpng decode as the baseline, the per-pixel pass, encoding.
// The lead calls `imageBenchmarkLines(dataDirectory:)` from main.swift and prints the lines.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LegibleCore
import LegibleImage

/// Machado, Oliveira & Fernandes (2009), deuteranopia at severity 1.0: the same matrix as the
/// peers' numpy pipeline (`shared/bench/peers/peer_simulate.py`).
private let machadoDeuteranopia = VisionDeficiencySimulation.kernel(for: .deuteranopia, method: .machado2009)

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Times `body` `runs` times (after one warm-up run) and returns the median in seconds.
/// `prepare` runs before each timed run, outside the timing.
private func measure<State>(runs: Int, prepare: () -> State, _ body: (inout State) -> Void) -> Double {
    var warm = prepare()
    body(&warm)
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        var state = prepare()
        let start = clock.now
        body(&state)
        times.append(seconds(clock.now - start))
    }
    return median(times)
}

private func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

/// Tab-separated lines: name, median seconds, throughput with unit, ratio to the same image's
/// libpng decode time (1.00 for the decode line itself).
///
/// Cases per image (`ui_4k.png` 3840x2160 and `phone_1170x2532.png` from `dataDirectory`):
/// decode; decode plus
/// simulation on all cores; the Machado deuteranopia pass and a Brettel-style two-matrix pass on
/// one core and on all cores; encode with the default options (level 2, Sub) and the smallest
/// (level 9, all filters), with the file size. A last case times the pass on 3840x2160 seeded
/// noise, the worst case (colors almost never repeat, so the color cache rarely hits), against the
/// ui_4k decode time. Run in release (`swift run -c release legible-bench`).
public func imageBenchmarkLines(dataDirectory: String, runs: Int = 5) -> [String] {
    var lines = ["# image benchmarks (median of \(runs) runs, \(ProcessorCount.active) cores)"
        + "\tseconds\tthroughput\tratio-to-decode"]
    #if DEBUG
    lines.append("# WARNING: debug build; timings are meaningless, use -c release")
    #endif
    let brettelTritanopia = VisionDeficiencySimulation.kernel(for: .tritanopia, method: .brettel1997)
    var baseline = Double.nan
    for name in ["ui_4k.png", "phone_1170x2532.png"] {
        let path = dataDirectory + "/" + name
        guard FileManager.default.fileExists(atPath: path) else {
            lines.append("# \(name): not found in \(dataDirectory)")
            continue
        }
        let decoded: DecodedPNG
        do { decoded = try PNGDecoder.decode(contentsOf: path) } catch {
            lines.append("# \(name): \(error.description)")
            continue
        }
        let image = decoded.image
        let megapixels = Double(image.pixelCount) / 1e6
        let decode = measure(runs: runs, prepare: { () }) { _ in
            _ = try? PNGDecoder.decode(contentsOf: path)
        }
        func line(_ label: String, _ time: Double, _ throughput: String) {
            lines.append("\(name) \(label)\t\(format(time, 4))\t\(throughput)\t\(format(time / decode, 2))")
        }
        line("decode (libpng)", decode, format(megapixels / decode, 1) + " MP/s")
        if name == "ui_4k.png" { baseline = decode }
        let decodeSimulate = measure(runs: runs, prepare: { () }) { _ in
            guard var result = try? PNGDecoder.decode(contentsOf: path) else { return }
            ColorManagement.convertToSRGB(&result.image, from: result.info.colorSpace)
            result.image.apply(machadoDeuteranopia, threadCount: ProcessorCount.active)
        }
        line("decode+simulate (all cores)", decodeSimulate, format(megapixels / decodeSimulate, 1) + " MP/s")
        for (kernelName, kernel) in [("machado2009 deuteranopia", machadoDeuteranopia),
                                     ("brettel1997 tritanopia", brettelTritanopia)] {
            for threads in [1, ProcessorCount.active] {
                let time = measure(runs: runs, prepare: { image }) { copy in
                    copy.apply(kernel, threadCount: threads)
                }
                line("simulate \(kernelName) \(threads) thread(s)", time, format(megapixels / time, 1) + " MP/s")
            }
        }
        let directory = NSTemporaryDirectory()
        for (optionsName, options) in [("default", PNGWriteOptions.default), ("fastest", .fastest),
                                       ("smallest", .smallest)] {
            let output = directory + "/legible-bench-\(getpid())-\(optionsName).png"
            let time = measure(runs: optionsName == "smallest" ? 1 : runs, prepare: { () }) { _ in
                try? PNGEncoder.write(image, toFile: output, options: options)
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
            try? FileManager.default.removeItem(atPath: output)
            line("encode \(optionsName) (\(size / 1024) KiB)", time, format(megapixels / time, 1) + " MP/s")
        }
    }
    var state: UInt64 = 0x1234_5678
    let noisePixels = (0..<(3840 * 2160)).flatMap { _ -> [UInt8] in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return [UInt8(truncatingIfNeeded: state >> 40), UInt8(truncatingIfNeeded: state >> 48),
                UInt8(truncatingIfNeeded: state >> 56), 255]
    }
    if let noise = try? RGBAImage(width: 3840, height: 2160, pixels: noisePixels) {
        for threads in [1, ProcessorCount.active] {
            let time = measure(runs: runs, prepare: { noise }) { copy in
                copy.apply(machadoDeuteranopia, threadCount: threads)
            }
            lines.append("noise 3840x2160 simulate machado \(threads) thread(s)\t\(format(time, 4))\t"
                + "\(format(8.2944 / time, 1)) MP/s\t\(format(time / baseline, 2))")
        }
    }
    return lines
}

/// Decodes, color-manages and simulates one image, then returns the process's peak resident
/// memory as one tab-separated line (name, peak KiB, ratio to the RGBA8 size). Run it in a fresh
/// child process: a process's peak RSS never goes down.
public func imagePeakMemoryLine(path: String) -> String {
    guard var decoded = try? PNGDecoder.decode(contentsOf: path) else { return "# \(path): cannot decode" }
    ColorManagement.convertToSRGB(&decoded.image, from: decoded.info.colorSpace)
    decoded.image.apply(machadoDeuteranopia, threadCount: ProcessorCount.active)
    let peakKiB = peakResidentKiB()
    let rgbaKiB = Double(decoded.image.pixels.count) / 1024
    return "peak memory \((path as NSString).lastPathComponent)\t\(Int(peakKiB)) KiB\t\(format(peakKiB / rgbaKiB, 2))x RGBA"
}

/// This process's peak resident memory in KiB. On Linux it reads VmHWM, this address space's own
/// peak (`ru_maxrss` would carry the parent's peak across `exec`); elsewhere `ru_maxrss`.
func peakResidentKiB() -> Double {
    #if os(Linux)
    // VmHWM is this address space's peak; ru_maxrss would carry the parent's peak across exec.
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let hwm = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return Double(hwm?.split(separator: " ").dropFirst().first ?? "") ?? .nan
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1024  // bytes on Darwin
    #endif
}
