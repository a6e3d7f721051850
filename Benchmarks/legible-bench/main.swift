// legible-bench: prints one tab-separated line per figure:
// name, median seconds, throughput with its unit, ratio to a baseline measured in the same run.
//
//   swift run -c release legible-bench [--data DIR] [--only contrast|science|suggest|image|scan]
//
// DIR holds the standard inputs (ui_4k.png, phone_1170x2532.png); by default the shared bench
// folder beside the project (../shared/bench/data). Peak memory is measured in a child process
// (`legible-bench --peak FILE`, `--peak-scan FILE`), since a process's peak RSS never goes down.
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

#if DEBUG
print("# WARNING: debug build; figures are meaningless. Use: swift run -c release legible-bench")
#endif
let only = option("--only")
print("# name\tmedian_s\tthroughput\tratio_to_baseline")
if only == nil || only == "contrast" { runContrastBenchmarks() }
if only == nil || only == "science" { runScienceBenchmarks() }
if only == nil || only == "suggest" { runSuggestBenchmarks() }
let data = option("--data") ?? FileManager.default.currentDirectoryPath + "/../shared/bench/data"
func printPeakLines(flag: String) {
    for name in ["ui_4k.png", "phone_1170x2532.png"] {
        let path = data + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { continue }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [flag, path]
        let pipe = Pipe()
        child.standardOutput = pipe
        do {
            try child.run()
            child.waitUntilExit()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            print(text.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            print("# peak memory \(name): cannot start child process: \(error)")
        }
    }
}
if only == nil || only == "image" {
    for line in imageBenchmarkLines(dataDirectory: data) { print(line) }
    printPeakLines(flag: "--peak")
}
if only == nil || only == "scan" {
    for line in scanBenchmarkLines(dataDirectory: data) { print(line) }
    printPeakLines(flag: "--peak-scan")
}
