import LegibleCore
import LegibleReports
import LegibleTokens

/// `legible merge REPORT.json...`: combines shard reports of `legible scan` into one.
enum MergeCommand: Command {
    static let spec = CommandSpec(
        name: "merge",
        abstract: "Combine the JSON reports of sharded scans into one report.",
        discussion: [
            "Reads 'legible scan --format json' reports (one image or several) and prints one report "
                + "in the same schema: every image once, sorted by path, with the summaries added up "
                + "(images, runs, failing, errors).",
            "An image in two reports (or twice in one) with identical entries is kept once, with a warning. "
                + "With different entries (shards of two runs, or one shard run twice) it is an input error "
                + "naming the image and both reports, so the result never depends on the order of the "
                + "arguments; --on-duplicate first or last keeps the entry of the report given first or last, "
                + "with a warning. A report with no image (an empty shard) is named in a warning. Warnings (the "
                + "merge's own, then every image's, as its shard gave them) go to standard error and into the "
                + "report's \"warnings\" array. A relative image path is read from the current directory, so "
                + "'shots/a.png' and '$PWD/shots/a.png' are one image.",
            "Exit status: 2 when a report cannot be read, when an image is in two reports with different "
                + "entries (unless --on-duplicate first or last), when an image failed to scan, or when the "
                + "merged images hold no text run or there is no image at all (nothing was checked); "
                + "otherwise 1 when any image has a failing run, else 0 (as 'legible scan' itself).",
            "  Example: legible merge shard-1.json shard-2.json shard-3.json -o scan.json",
        ],
        arguments: [ArgumentSpec(name: "report", help: "JSON reports written by 'legible scan'.", isRepeating: true)],
        options: [
            .value("on-duplicate", valueName: "choice",
                   help: "An image in two reports with different entries: error, or keep the first or last given.",
                   allowed: ScanReportMerge.DuplicatePolicy.allCases.map(\.rawValue),
                   defaultValue: ScanReportMerge.DuplicatePolicy.error.rawValue),
            .value("output", short: "o", valueName: "file",
                   help: "Write the merged report to this file (atomically) instead of standard output."),
            .value("format", valueName: "format",
                   help: "json (the merged report, the default) or text (a table of the images and the summary).",
                   allowed: [ReportFormat.json.rawValue, ReportFormat.text.rawValue],
                   defaultValue: ReportFormat.json.rawValue),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        if let output = arguments.value("output") {
            try OutputGuard.refuse(
                output, resolved: context.resolve(output), option: "--output",
                inputs: OutputGuard.identities(arguments.positionals.map(context.resolve)), command: spec.name)
            try OutputGuard.refuseReplacingImage(output, resolved: context.resolve(output), option: "--output", command: spec.name)
        }
        let policy = arguments.value("on-duplicate").flatMap(ScanReportMerge.DuplicatePolicy.init(rawValue:)) ?? .error
        let result: ScanReportMerge.Result
        do throws(TokenFileError) {
            var reports: [(path: String, root: LocatedJSONValue)] = []
            for path in DistinctInputs.paths(arguments.positionals, reading: "read", context: context) {
                let bytes = try readBytes(context.resolve(path))
                do throws(TokenFileError) {
                    reports.append((path, try JSONReader().read(bytes, path: path)))
                } catch where error.message.hasPrefix("expected end of input after the top-level value") {
                    // A second value after the first: `--format jsonl`, one image per line.
                    throw TokenFileError(location: error.location, message: error.message + "; this looks like JSON "
                        + "Lines (scan --format jsonl): merge reads the JSON reports of --format json")
                }
            }
            result = try ScanReportMerge.merge(
                reports, onDuplicate: policy,
                currentDirectory: context.currentDirectory ?? FileManager.default.currentDirectoryPath)
        } catch {
            // Nothing on standard output: `merge … > merged.json` must not leave a file a later
            // step could take for a report.
            throw .input(CheckCommand.inputErrorLine(error, context: context))
        }
        let merged = result.combined
        let asText = arguments.value("format") == ReportFormat.text.rawValue
        let text = asText ? result.text : JSONWriter().render(merged.value)
        if let output = arguments.value("output") {
            do throws(FileWriteError) {
                try AtomicFileWriter.write(text, to: context.resolve(output))
            } catch {
                throw .input(error.description)
            }
        } else {
            context.standardOutput.write(text)
        }
        // As `scan -o`: the report went to a file, so its summary goes to standard error.
        if arguments.value("output") != nil { context.standardError.write(TextExcerpt.printable(result.summaryLine) + "\n") }
        // Every warning of the merged report (the merge's own, then its images', as each shard
        // gave them); the one for no image at all is the error below. Text on standard output
        // already lists them.
        for warning in result.warnings where result.imageCount > 0 && !(asText && arguments.value("output") == nil) {
            context.standardError.writeMessage("warning", warning)
        }
        // As `legible scan` itself: an unreadable image, or no text run in any image (nothing
        // was checked), makes 2, else a failing run 1.
        if merged.errors > 0 {
            // Name each image its shard could not read, as `legible scan` did when it ran.
            if case .array(let images)? = merged.value["images"] {
                for image in images {
                    guard case .string(let message)? = image["error"] else { continue }
                    var name = "an image"
                    if case .string(let path)? = image["image"] { name = path }
                    // The shard's message may already begin with the path (`nope.png: no such file`).
                    let line = message.hasPrefix("\(name): ") ? message : "\(name): \(message)"
                    context.standardError.writeMessage("error", "\(line) (in a merged report)")
                }
            }
            return ExitStatus.usage
        }
        if merged.runs == 0 {
            context.standardError.writeMessage("error", result.imageCount == 0
                ? ScanReportMerge.noImageMessage(inputs: arguments.positionals)
                : "nothing was checked: no text run in any of the merged images (\(merged.nothingChecked) with nothing "
                    + "checked); a merge that checked nothing cannot pass")
            return ExitStatus.usage
        }
        return merged.failing > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// What a report file must hold, for the messages below.
    static let expectedReport = "expected a JSON report written by 'legible scan --format json'"

    /// The file's bytes, or an input error naming it and what was found
    /// (``InputFile/read(_:maxBytes:sizeHint:expected:acceptsEmpty:)``: no such file, a directory, an
    /// unreadable file, no bytes at all, or more than ``InputFile/defaultMaxBytes``), against ``expectedReport``.
    static func readBytes(_ path: String) throws(TokenFileError) -> [UInt8] {
        try InputFile.read(path, expected: expectedReport)
    }
}

import Foundation
