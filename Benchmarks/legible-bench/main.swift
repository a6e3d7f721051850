// legible-bench: prints one tab-separated line per figure:
// name, median seconds, throughput with its unit, ratio to a baseline measured in the same run.
//
//   swift run -c release legible-bench [--data DIR] [--only contrast|check|science|suggest|pairing|image|scan]
//                                      [--tokens FILE]  (for check; default DIR/../../realworld/tokens/dtcg/nlds-start.tokens.json)
//
// DIR holds the standard inputs (ui_4k.png, phone_1170x2532.png); by default the shared bench
// folder beside the project (../shared/bench/data). Peak memory is measured in a child process
// (`legible-bench --peak FILE`, `--peak-scan FILE`), since a process's peak RSS never goes down.
// `--profile-scan FILE` decodes and scans once on one thread (for callgrind instruction counts);
// `--cpu-scan FILE` times decode and one-thread scan interleaved, in thread CPU time.
import Foundation

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

if let path = option("--peak") {
    print(imagePeakMemoryLine(path: path))
    exit(0)
}
if let path = option("--peak-scan") {
    print(scanPeakMemoryLine(path: path))
    exit(0)
}
if let path = option("--peak-check") {
    print(checkSummaryPeakMemoryLine(path: path))
    exit(0)
}
if let path = option("--profile-scan") {
    // One decode and one scan on one thread, for `valgrind --tool=callgrind` instruction counts.
    print(scanProfileLine(path: path))
    exit(0)
}
if let path = option("--cpu-scan") {
    print(scanCPULine(path: path))
    exit(0)
}
if arguments.contains("--peak-runtime") {
    print(runtimePeakMemoryLine())
    exit(0)
}

#if DEBUG
print("# WARNING: debug build; figures are meaningless. Use: swift run -c release legible-bench")
#endif
let only = option("--only")
print("# name\tmedian_s\tthroughput\tratio_to_baseline")
let data = option("--data") ?? FileManager.default.currentDirectoryPath + "/../shared/bench/data"
if only == nil || only == "contrast" { runContrastBenchmarks(dataDirectory: data) }
if only == nil || only == "check" {
    let tokens = option("--tokens") ?? defaultSummaryTokens(dataDirectory: data)
    for line in checkSummaryLines(tokensPath: tokens) { print(line) }
    if FileManager.default.fileExists(atPath: tokens) { print(childLine(["--peak-check", tokens])) }
}
if only == nil || only == "science" { runScienceBenchmarks() }
if only == nil || only == "suggest" { runSuggestBenchmarks() }
if only == nil || only == "pairing" { runPairingBenchmarks() }
/// Runs `legible-bench ARGUMENTS` and returns its output line.
func childLine(_ childArguments: [String]) -> String {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = childArguments
    let pipe = Pipe()
    child.standardOutput = pipe
    do {
        try child.run()
        child.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    } catch {
        return "# peak memory \(childArguments.joined(separator: " ")): cannot start child process: \(error)"
    }
}

/// The KiB figure of a peak-memory line (its second field, "N KiB").
func kibibytes(ofLine line: String) -> Double? {
    let fields = line.split(separator: "\t")
    guard fields.count >= 2 else { return nil }
    return Double(fields[1].split(separator: " ").first ?? "")
}

/// Prints the peak memory of a child per standard image, then the same less the runtime's own
/// resident memory (the child scanning a 16x16 image: Swift runtime, Foundation and the other
/// shared libraries, about 21 MiB whatever the image).
func printPeakLines(flag: String) {
    let runtime = childLine(["--peak-runtime"])
    print(runtime)
    for name in ["ui_4k.png", "phone_1170x2532.png"] {
        let path = data + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { continue }
        let line = childLine([flag, path])
        print(line)
        guard let peak = kibibytes(ofLine: line), let base = kibibytes(ofLine: runtime),
            let pixels = pngPixelCount(path: path)
        else { continue }
        let rgbaKiB = Double(pixels * 4) / 1024
        print("\(line.split(separator: "\t")[0]) above runtime\t\(Int(peak - base)) KiB\t"
            + "\(Bench.format((peak - base) / rgbaKiB, 2))x RGBA")
    }
}

/// Width × height from a PNG's IHDR chunk, or nil.
func pngPixelCount(path: String) -> Int? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let header = [UInt8](handle.readData(ofLength: 24))
    guard header.count == 24, header[12...15].elementsEqual("IHDR".utf8) else { return nil }
    let width = header[16...19].reduce(0) { $0 << 8 | Int($1) }
    let height = header[20...23].reduce(0) { $0 << 8 | Int($1) }
    return width * height
}
if only == nil || only == "image" {
    for line in imageBenchmarkLines(dataDirectory: data) { print(line) }
    printPeakLines(flag: "--peak")
}
if only == nil || only == "scan" {
    for line in scanBenchmarkLines(dataDirectory: data) { print(line) }
    printPeakLines(flag: "--peak-scan")
}
