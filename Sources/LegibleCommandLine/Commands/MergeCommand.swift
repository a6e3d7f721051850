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
                + "(images, runs, failing, errors). An image that appears in several reports keeps its "
                + "last entry.",
            "Exit status: 2 when a report cannot be read, when an image failed to scan, or when the merged "
                + "images hold no text run or there is no image at all (nothing was checked); "
                + "otherwise 1 when any image has a failing run, else 0 (as 'legible scan' itself).",
            "  Example: legible merge shard-1.json shard-2.json shard-3.json -o scan.json",
        ],
        arguments: [ArgumentSpec(name: "report", help: "JSON reports written by 'legible scan'.", isRepeating: true)],
        options: [
            .value("output", short: "o", valueName: "file",
                   help: "Write the merged report to this file (atomically) instead of standard output."),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        var images: [String: JSONValue] = [:]
        for path in arguments.positionals {
            let root: LocatedJSONValue
            do {
                root = try JSONReader().read(try readBytes(context.resolve(path)), path: path)
            } catch {
                throw .input(CheckCommand.inputErrorLine(error, context: context))
            }
            let entries: [LocatedJSONValue]
            if let list = root["images"]?.elements {
                entries = list
            } else if root["image"] != nil {
                entries = [root]
            } else {
                throw .input("\(path): not a 'legible scan' report: expected an \"image\" or \"images\" key")
            }
            for entry in entries {
                guard let name = entry["image"]?.string else {
                    throw .input("\(entry.location): an image entry has no \"image\" path")
                }
                images[name] = convert(entry)
            }
        }
        let merged = ScanReportJSON.combine(images.keys.sorted().compactMap { images[$0] })
        let text = JSONWriter().render(merged.value)
        if let output = arguments.value("output") {
            try OutputGuard.refuse(
                output, resolved: context.resolve(output), option: "--output",
                inputs: OutputGuard.identities(arguments.positionals.map(context.resolve)), command: spec.name)
            do throws(FileWriteError) {
                try AtomicFileWriter.write(text, to: context.resolve(output))
            } catch {
                throw .input(error.description)
            }
        } else {
            context.standardOutput.write(text)
        }
        // As `legible scan` itself: an unreadable image, or no text run in any image (nothing
        // was checked), makes 2, else a failing run 1.
        if merged.errors > 0 { return ExitStatus.usage }
        if merged.runs == 0 {
            context.standardError.write("error: nothing was checked: " + (images.isEmpty
                ? "the merged reports hold no image (empty shards)"
                : "no text run in any of the merged images (\(merged.nothingChecked) with nothing checked)")
                + "; a scan that checked nothing cannot pass\n")
            return ExitStatus.usage
        }
        return merged.failing > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// The file's bytes, or an input error naming it.
    static func readBytes(_ path: String) throws(TokenFileError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TokenFileError(location: SourceLocation(file: path, line: 0, column: 0),
                                 message: "cannot read the report (missing, a directory, or not readable)")
        }
        return [UInt8](data)
    }

    /// The JSON value with its key order, without locations.
    static func convert(_ value: LocatedJSONValue) -> JSONValue {
        switch value.kind {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(convert))
        case .object(let members): return .object(members.map { ($0.key, convert($0.value)) })
        }
    }
}

import Foundation
