import Foundation
import LegibleCore
import LegibleImage
import LegibleReports
import LegibleScan

/// `legible scan DIR|GLOB|FILE...`: text contrast from screenshots alone.
enum ScanCommand: Command {
    static let spec = CommandSpec(
        name: "scan",
        abstract: "Find the text in PNG screenshots and judge its contrast (WCAG 2).",
        discussion: [
            "Finds every text run from pixels alone, estimates its foreground (the ink, not the "
                + "anti-aliased edge), background, ratio and size, and judges it against WCAG 2.2 1.4.3 "
                + "(or 1.4.6 with --level AAA). Text on gradients and photos is measured against the "
                + "local background (background_kind complex); the verdict uses the worst ratio. Images "
                + "are converted to sRGB first (a Display P3 screenshot is measured as sRGB).",
            "The scale (device pixels per CSS px or point) comes from --scale; else an @2x/@3x suffix in "
                + "the file name; else the PNG's pHYs density when it is 144 or 216 dpi; else the pixel size of "
                + "a known device screen (iPhone, iPad, Apple Watch, some Android phones; sizes such as 1920x1080 "
                + "that fit several scales do not count); else an estimate from the text line heights; else 1. "
                + "Every report gives the scale and its source; a large image at a guessed scale gets a warning. "
                + "Font sizes are reported in CSS px.",
            "Formats: text, json, jsonl, sarif (one result per failing run), junit (one case per run), "
                + "github (annotations on the image files), markdown, html (one self-contained page with "
                + "overlays and zoomed crops; use -o report.html).",
            "A directory means every .png under it; a quoted glob is expanded (a final .png in any case, "
                + "so *.png takes IMG_1234.PNG); paths are sorted, and "
                + "--shard K/N keeps the i-th path (from 0) when i mod N is K-1.",
            "Exit status: 2 when any input could not be read (after every other file is processed and "
                + "reported), or when no text run was found in any image or the shard holds no image (nothing "
                + "was checked); otherwise 1 "
                + "when any run fails the level; otherwise 0. An image with nothing checked beside others "
                + "is a warning.",
            "--output-dir and --overlay-dir mirror the folders below the inputs' common folder "
                + "(shots/en/home.png → reports/en/home.json).",
            "  Example: legible scan shots/ --output-dir reports/ --overlay-dir overlays/\n"
                + "  Example: legible scan 'shots/*.png' --shard 2/4 --format json -o shard-2.json",
        ],
        arguments: [ArgumentSpec(name: "path", help: "PNG files, directories or globs.", isRepeating: true)],
        options: [
            .level("The level that decides failures."),
            .policy,
            .repeatable("ignore", valueName: "x,y,w,h", help: "Leave out a region, in image pixels (repeatable)."),
            .value("min-height", valueName: "px", help: "Leave out text whose ink is shorter than this, in image pixels."),
            .flag("non-text", help: "Also report icon-like shapes, with the 3:1 non-text requirement (1.4.11)."),
            .value("scale", valueName: "s", help: "Device pixels per CSS px, for every image (default: from the name)."),
            .value("overlay", valueName: "file", help: "Write the image with failing runs boxed (one input only)."),
            .value("overlay-dir", valueName: "dir", help: "Write one overlay per image, named after it."),
            .flag("show-passing", help: "Also box the passing runs, faintly, in overlays."),
            .format([.text, .json, .jsonl, .sarif, .junit, .github, .markdown, .html]),
            .value("output", short: "o", valueName: "file", help: "Write the report to this file (atomically)."),
            .value("output-dir", valueName: "dir", help: "Write one JSON report per image (en/page@2x.png → en/page@2x.json)."),
            .value("jobs", short: "j", valueName: "n", help: "Images scanned at once (default: all cores)."),
            .value("shard", valueName: "k/n", help: "Scan only shard K of N of the sorted inputs."),
            ImageInput.maxPixelsOption, ImageInput.compressionOption,
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> Int32 {
        var runner = try makeRunner(arguments, context: context)
        let expanded = ScanInputs.expand(arguments.positionals, context: context)
        var paths = expanded.paths
        for note in ScanInputs.notes(expanded.duplicates) { context.standardError.writeMessage("note", note) }
        for file in expanded.misnamed {
            context.standardError.writeMessage(
                "note", "'\(file)' is a PNG image not named .png; a folder is scanned for *.png only, so it is not "
                    + "scanned: name it as an argument, or rename it")
        }
        // Every file the globs and folders name, before sharding: a shard must not overwrite
        // another shard's input either.
        runner.inputs = OutputGuard.identities(paths.map(context.resolve))
        if let output = arguments.value("output") {
            try OutputGuard.refuse(
                output, resolved: context.resolve(output), option: "--output", inputs: runner.inputs,
                command: spec.name)
            try OutputGuard.refuseReplacingImage(output, resolved: context.resolve(output), option: "--output", command: spec.name)
        }
        if let overlay = arguments.value("overlay"), !overlay.isEmpty {
            try OutputGuard.refuse(
                overlay, resolved: context.resolve(overlay), option: "--overlay", inputs: runner.inputs,
                command: spec.name)
        }
        if let shard = arguments.value("shard") {
            guard let (k, n) = ScanInputs.parseShard(shard) else {
                throw .usage(UsageError(
                    .invalidValue(option: "--shard", value: shard, expected: "K/N with 1 <= K <= N, such as 2/4"),
                    command: spec.name))
            }
            paths = ScanInputs.shard(paths, index: k, count: n)
        }
        // An empty shard still writes a valid, empty report in its format (so a matrix job can
        // merge it), which says that nothing was checked; it exits 2, as any run that checked nothing.
        if paths.isEmpty, !arguments.has("shard") {
            throw .input("no PNG files found in \(arguments.positionals.joined(separator: ", "))")
        }
        runner.mirrorRoot = ScanInputs.commonFolder(of: paths, context: context)
        func mirrored(_ path: String, _ option: String) -> String {
            ScanInputs.mirroredPath(for: path, root: runner.mirrorRoot, extension: option == "output-dir" ? "json" : nil,
                                    context: context)
        }
        for option in ["output-dir", "overlay-dir"] where arguments.has(option) {
            var seen: [String: String] = [:]
            for path in paths {
                // Compared without case: two names that differ only in case are one file on
                // macOS and Windows.
                let file = mirrored(path, option)
                if let other = seen[file.lowercased()] {
                    throw .usage(UsageError(
                        .other("'\(other)' and '\(path)' would both write '\(file)' in --\(option); "
                            + "scan them in separate runs or rename one"), command: spec.name))
                }
                seen[file.lowercased()] = path
            }
        }
        // No two outputs of the run may be one file either (the later would replace the former).
        if let output = arguments.value("output") {
            let target = (context.resolve(output) as NSString).standardizingPath
            var others: [(String, String)] = []
            if let overlay = arguments.value("overlay") { others.append(("--overlay", overlay)) }
            for path in paths {
                if let directory = arguments.value("output-dir") {
                    others.append(("--output-dir", directory + "/" + mirrored(path, "output-dir")))
                }
                if let directory = arguments.value("overlay-dir") {
                    others.append(("--overlay-dir", directory + "/" + mirrored(path, "overlay-dir")))
                }
            }
            if let (option, other) = others.first(where: {
                (context.resolve($0.1) as NSString).standardizingPath == target
            }) {
                throw .usage(UsageError(
                    .other("'--output' and '\(option)' would both write '\(other)'; give them different files"),
                    command: spec.name))
            }
        }
        // An overlay folder that would replace an input (`--overlay-dir` = the input folder) is
        // refused before anything is scanned, as `--overlay` over an input is.
        if let directory = arguments.value("overlay-dir") {
            for path in paths {
                let overlay = directory + "/" + mirrored(path, "overlay-dir")
                try OutputGuard.refuse(
                    overlay, resolved: context.resolve(overlay), option: "--overlay-dir", inputs: runner.inputs,
                    command: spec.name)
            }
        }
        if runner.overlayFile != nil, paths.count > 1 {
            throw .usage(UsageError(.other("'--overlay' takes one image; use '--overlay-dir' for \(paths.count)"),
                                    command: spec.name))
        }
        let jobs = try jobCount(arguments)
        try makeFolders(arguments, context: context)
        let format = arguments.format
        runner.embedsImages = format == .html
        let style = TextStyle(usesColor: arguments.value("output") == nil && context.usesColor)
        // JSON Lines to standard output go out as each image finishes; everything else (text
        // too, so that its order is the input order) is written once all are done.
        let streamed = format == .jsonl && arguments.value("output") == nil
        let sink = context.standardOutput
        // Images of one size estimated at different scales: each says so, after the run, since it
        // takes every image. Until then an estimated image's report is not final: its
        // --output-dir file and its streamed JSON Lines wait for the end, the others go out as
        // each image finishes.
        let scanned = runner.run(paths, jobs: jobs, context: context) { report in
            guard streamed, !ScanReport.mayGetScaleConflict(report) else { return }
            sink.write(JSONWriter(pretty: false).render(report.jsonValue) + "\n")
        }
        let held = scanned.indices.filter { ScanReport.mayGetScaleConflict(scanned[$0]) }
        var reports = ScanReport.markingScaleConflicts(scanned)
        for index in held {
            reports[index] = runner.writeReport(reports[index], context: context)
            if streamed { sink.write(JSONWriter(pretty: false).render(reports[index].jsonValue) + "\n") }
        }
        let combined = ScanReportJSON.combine(reports.map(\.jsonValue))
        let errors = reports.filter { $0.error != nil }
        let report = ScanReport(images: reports, level: runner.options.level)
        // The summary names unreadable images: their paths' control characters are escaped.
        let summary = TextExcerpt.printable(report.summaryLine) + "\n"
        var text = ""
        switch format {
        case .json: text = JSONWriter().render(reports.count == 1 && !arguments.has("shard") ? reports[0].jsonValue : combined.value)
        case .jsonl:
            if reports.isEmpty {
                // No image, so no image line: the run's report (as --format json writes it) on one
                // line says that nothing was checked, rather than an empty stream or file.
                text = JSONWriter(pretty: false).render(combined.value) + "\n"
            } else if !streamed {
                text = reports.map { JSONWriter(pretty: false).render($0.jsonValue) + "\n" }.joined()
            }
        case .sarif:
            let root = SARIFSourceRoot(absolutePath: context.currentDirectory ?? FileManager.default.currentDirectoryPath)
            text = report.renderSARIF(tool: CheckCommand.sarifTool, sourceRoot: root)
        case .junit: text = report.renderJUnit()
        case .github: text = report.renderGitHubCommands()
        case .markdown: text = report.renderMarkdown()
        case .html: text = report.renderHTML()
        default:
            if !streamed { text = reports.map { $0.renderText(style: style) }.joined() }
            text += summary
        }
        try emit(text, arguments: arguments, context: context)
        if arguments.has("output") {
            context.standardError.write(summary)
        }
        if format != .text || arguments.has("output") {
            for report in errors { context.standardError.writeMessage("error", report.error ?? report.image) }
            for image in reports {
                for warning in image.warnings { context.standardError.writeMessage("warning", warning) }
            }
        }
        if !errors.isEmpty { return ExitStatus.usage }
        // A run that checked nothing at all cannot pass (as `check` with no pairs): 2, with the
        // reason. An image with nothing checked beside checked ones is a warning in its report.
        if report.checkedNothing {
            context.standardError.writeMessage("error", report.nothingCheckedMessage)
            return ExitStatus.usage
        }
        return combined.failing > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// The runner that the options describe.
    static func makeRunner(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ScanRunner {
        var options = ScanOptions()
        options.level = arguments.level
        options.policy = arguments.policyOption ?? .wcag
        options.includesNonText = arguments.flag("non-text")
        let scale: Double?
        do throws(UsageError) {
            options.minimumTextHeight = try arguments.number(
                "min-height", in: 0...100_000, expected: "a height in image pixels, such as 8") ?? 0
            scale = try arguments.number("scale", in: 0.25...8, expected: "a scale from 0.25 to 8, such as 2")
            options.ignoredRects = try arguments.allValues("ignore").map { text throws(UsageError) in
                try parseIgnoredRect(text)
            }
        } catch {
            throw .usage(error)
        }
        if arguments.positionals.contains(where: \.isEmpty) {
            // As `check ''`: a usage error saying what was given, not "'': no such file".
            throw .usage(UsageError(
                .other("an empty path was given as an input; expected a PNG file, a folder or a glob"),
                command: spec.name))
        }
        if arguments.positionals.contains("-") {
            // Screenshots are read from files: '-' would be looked up as one ("-: no such file").
            throw .usage(UsageError(
                .other("'-' (standard input) is not supported as an input; save the screenshot to a PNG file and name "
                    + "it (a file named '-' is './-')"),
                command: spec.name))
        }
        for option in ["output", "output-dir", "overlay", "overlay-dir"] where arguments.value(option) == "" {
            throw .usage(UsageError(.other("'--\(option)' needs a path, found an empty one"), command: spec.name))
        }
        // Checked before any folder is made: one overlay file, or one per image, not both.
        if arguments.has("overlay"), arguments.has("overlay-dir") {
            throw .usage(UsageError(
                .other("'--overlay' and '--overlay-dir' exclude each other: use '--overlay FILE' for one image "
                    + "or '--overlay-dir DIR' for one overlay per image"), command: spec.name))
        }
        // Overlays are written as PNG only: a .jpg name would hold PNG bytes.
        if let overlay = arguments.value("overlay"), (overlay as NSString).pathExtension.lowercased() != "png" {
            let found = (overlay as NSString).pathExtension
            throw .usage(UsageError(
                .other("'--overlay \(overlay)' names a " + (found.isEmpty ? "file without an extension" : "'.\(found)' file")
                    + ": overlays are written as PNG only; expected a name ending in .png, such as overlay.png"),
                command: spec.name))
        }
        return ScanRunner(
            options: options, scale: scale, limits: try ImageInput.limits(arguments),
            writeOptions: try ImageInput.writeOptions(arguments),
            overlayDirectory: arguments.value("overlay-dir"), overlayFile: arguments.value("overlay"),
            showPassing: arguments.flag("show-passing"), outputDirectory: arguments.value("output-dir"))
    }

    /// Makes the output folders that are missing (as `mkdir -p` would), once every usage check
    /// has passed: a refused command leaves no folder behind. A file in their way is an error,
    /// and so is an `--output` that names a folder (``AtomicFileWriter/refusal(writing:reportedAs:)``):
    /// both before any image is decoded.
    static func makeFolders(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) {
        if let output = arguments.value("output"),
           let refusal = AtomicFileWriter.refusal(writing: context.resolve(output), reportedAs: output) {
            throw .input(refusal.description)
        }
        var folders: [(path: String, option: String)] = []
        if let overlay = arguments.value("overlay") {
            folders.append((OutputFolder.parent(of: overlay), "--overlay"))
        }
        for option in ["output-dir", "overlay-dir"] {
            if let directory = arguments.value(option) { folders.append((directory, "--" + option)) }
        }
        if let output = arguments.value("output") { folders.append((OutputFolder.parent(of: output), "--output")) }
        for (folder, option) in folders { try OutputFolder.create(folder, for: option, context: context) }
    }

    /// One `--ignore` value: `x,y,w,h`, four non-negative integers in image pixels, the width
    /// and height above 0.
    ///
    /// - Throws: ``UsageError`` naming the value, what was wrong (`-1` is a negative coordinate,
    ///   a width of 0, not four components) and what is expected.
    static func parseIgnoredRect(_ text: String) throws(UsageError) -> PixelRect {
        let expected = "x,y,w,h: four non-negative integers in image pixels, w and h above 0, such as 0,0,1170,90"
        func fail(_ problem: String) -> UsageError {
            UsageError(.other("invalid value '\(text)' for '--ignore': \(problem); expected \(expected)"), command: spec.name)
        }
        let words = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard words.count == 4 else { throw fail("found \(words.count) \(words.count == 1 ? "component" : "components")") }
        var numbers: [Int] = []
        for (word, name) in zip(words, ["x", "y", "w", "h"]) {
            guard let number = Int(word) else { throw fail("\(name) is '\(word)', not an integer") }
            if number < 0 { throw fail("\(name) is \(number): a negative coordinate is not allowed") }
            numbers.append(number)
        }
        if numbers[2] == 0 || numbers[3] == 0 { throw fail("\(numbers[2] == 0 ? "w" : "h") is 0: the rectangle is empty") }
        return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `--jobs`, or every active core.
    static func jobCount(_ arguments: ParsedArguments) throws(CommandFailure) -> Int {
        do throws(UsageError) {
            return try arguments.integer("jobs", in: 1...256, expected: "a whole number from 1 to 256") ?? ProcessorCount.active
        } catch {
            throw .usage(error)
        }
    }

    /// Writes `text` to `--output` (atomically) or to standard output.
    static func emit(_ text: String, arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) {
        guard let path = arguments.value("output") else {
            context.standardOutput.write(text)
            return
        }
        do throws(FileWriteError) {
            try AtomicFileWriter.write(text, to: context.resolve(path))
        } catch {
            throw .input(error.description)
        }
    }
}
